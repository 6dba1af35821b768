// The 6x6x6 and 7x7x7 read as a 5x5x5 (reduction_pseudo_five.h): the grouped cube after
// any 5x5x5 block turns, mapped move by move, reads as the 5x5x5 after them, and
// the moves that split a group have no image. No tables: milliseconds.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/facelets.h"
#include "core/notation.h"
#include "core/random_state.h"
#include "core/validate.h"
#include "solvers/reduction/reduction_pseudo_five.h"

namespace cube {
namespace {

Move parse_one(int n, const std::string& text) {
  const ParsedAlg p = parse_alg_for(n, text);
  EXPECT_TRUE(p.ok && p.moves.size() == 1) << text;
  return p.moves.empty() ? Move{} : p.moves.front();
}

TEST(ReductionPseudoFive, GroupsTheLayers) {
  const auto six = reduction::pseudo_five_groups(6), seven = reduction::pseudo_five_groups(7),
             five = reduction::pseudo_five_groups(5);
  const int six_first[] = {0, 1, 2, 4, 5}, six_count[] = {1, 1, 2, 1, 1};
  const int seven_first[] = {0, 1, 2, 5, 6}, seven_count[] = {1, 1, 3, 1, 1};
  for (int g = 0; g < 5; ++g) {
    EXPECT_EQ(six[g].first, six_first[g]);
    EXPECT_EQ(six[g].count, six_count[g]);
    EXPECT_EQ(seven[g].first, seven_first[g]);
    EXPECT_EQ(seven[g].count, seven_count[g]);
    EXPECT_EQ(five[g].first, g);
    EXPECT_EQ(five[g].count, 1);
  }
}

TEST(ReductionPseudoFive, MappedTurnsReadAsTheFiveByFive) {
  const char* faces = "URFDLB";
  for (int n : {6, 7}) {
    EXPECT_EQ(reduction::pseudo_five_stickers(n, solved_facelets(Puzzle{n})), solved_facelets(Puzzle{5}));
    Rng rng(static_cast<uint64_t>(n));
    for (int trial = 0; trial < 20; ++trial) {
      std::string five = solved_facelets(Puzzle{5}), big = solved_facelets(Puzzle{n});
      std::vector<Move> five_moves, big_moves;
      for (int k = 0; k < 30; ++k) {
        std::string text(1, faces[rng.below(6)]);
        if (rng.below(2) == 1) text += "w";
        text += std::vector<std::string>{"", "2", "'"}[rng.below(3)];
        if (rng.below(10) == 0) text = std::vector<std::string>{"x", "y2", "z'"}[rng.below(3)];
        const Move m = parse_one(5, text);
        Move mapped;
        ASSERT_TRUE(reduction::pseudo_five_move(n, m, &mapped)) << text;
        five_moves.push_back(m);
        big_moves.push_back(mapped);
      }
      ASSERT_EQ(apply_moves(Puzzle{5}, five, five_moves), -1);
      ASSERT_EQ(apply_moves(Puzzle{n}, big, big_moves), -1);
      EXPECT_TRUE(reduction::is_pseudo_five(n, big));
      EXPECT_EQ(reduction::pseudo_five_stickers(n, big), five);
      EXPECT_TRUE(validate(Puzzle{5}, reduction::pseudo_five_stickers(n, big)).ok());
    }
  }
  Move out;
  EXPECT_EQ(to_string((reduction::pseudo_five_move(6, parse_one(5, "Rw'"), &out), out)), "Rw'");
  EXPECT_EQ(to_string((reduction::pseudo_five_move(7, parse_one(5, "Rw'"), &out), out)), "Rw'");
  EXPECT_EQ(to_string((reduction::pseudo_five_move(7, parse_one(5, "3Rw"), &out), out)), "5Rw");
  EXPECT_EQ(to_string((reduction::pseudo_five_move(6, parse_one(5, "3Rw2"), &out), out)), "4Rw2");
  ASSERT_TRUE(reduction::pseudo_five_move(6, parse_one(5, "2R"), &out));
  EXPECT_EQ(to_string(out), "2R");
  ASSERT_TRUE(reduction::pseudo_five_move(7, parse_one(5, "4R'"), &out));
  EXPECT_EQ(to_string(out), "6R'");
  ASSERT_TRUE(reduction::pseudo_five_move(7, parse_one(5, "2R"), &out));
  EXPECT_EQ(to_string(out), "2R");
  // The middle group alone (the 6x6x6's two layers, the 7x7x7's three): no single move.
  EXPECT_FALSE(reduction::pseudo_five_move(6, parse_one(5, "3R"), &out));
  EXPECT_FALSE(reduction::pseudo_five_move(6, parse_one(5, "M"), &out));
  EXPECT_FALSE(reduction::pseudo_five_move(7, parse_one(5, "3R"), &out));
  EXPECT_FALSE(reduction::pseudo_five_move(7, parse_one(5, "M"), &out));
}

TEST(ReductionPseudoFive, ATurnThatSplitsAGroupIsSeen) {
  for (const char* alg : {"3R", "3Rw", "2R", "3U'"}) {
    std::string s = solved_facelets(Puzzle{6});
    const ParsedAlg p = parse_alg_for(6, alg);
    ASSERT_TRUE(p.ok) << alg;
    apply_moves(Puzzle{6}, s, p.moves);
    // 2R keeps the groups (it is the 5x5x5's 2R); the others split the middle group.
    EXPECT_EQ(reduction::is_pseudo_five(6, s), std::string(alg) == "2R") << alg;
  }
}

}  // namespace
}  // namespace cube
