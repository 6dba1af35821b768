// The bars step of the 6x6x6 and 7x7x7 (reduction_bars.h): from states as step 1 leaves
// them (tests/cpp/bars_states.h), every bar one colour, the turns replayed on the
// stickers, the inner cube's stickers untouched. No tables: a few seconds, most of it
// the two commutator libraries' build. (States through step 1 itself:
// reduction_six_seven_test.cpp's StepsEndAsTheyMust.)
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "bars_states.h"
#include "core/facelets.h"
#include "solvers/reduction/reduction_bars.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_pseudo_five.h"

namespace cube {
namespace {

void expect_paired(int n, const std::string& start, int* turns) {
  std::string s = start;
  std::vector<int> out;
  ASSERT_TRUE(reduction::pair_bars(n, s, &out));
  std::string replay = start;
  reduction::block_turns(n).play(replay, out);
  EXPECT_EQ(replay, s);
  EXPECT_TRUE(reduction::bars_paired(n, s));
  for (int k : reduction::inner_stickers(n)) ASSERT_EQ(s[k], start[k]) << "inner sticker " << k << " moved";
  EXPECT_TRUE(reduction::is_pseudo_five(n, s));
  *turns = static_cast<int>(out.size());
}

TEST(ReductionBars, BarsOfTheRing) {
  // The 6x6x6's top bar on U: stickers (1,2) and (1,3); the 7x7x7's (1,2), (1,3), (1,4).
  EXPECT_EQ(reduction::bar_stickers(6).front(), (std::vector<int>{8, 9}));
  EXPECT_EQ(reduction::bar_stickers(7).front(), (std::vector<int>{9, 10, 11}));
  EXPECT_EQ(reduction::bar_stickers(6).size(), 24u);
  // Inner centres (4 or 9 a face), inner wings (24 of 2 stickers) and midges (12 of 2).
  EXPECT_EQ(reduction::inner_stickers(6).size(), 6u * 4 + 48);
  EXPECT_EQ(reduction::inner_stickers(7).size(), 6u * 9 + 48 + 24);
  for (int n : {6, 7}) EXPECT_TRUE(reduction::bars_paired(n, solved_facelets(Puzzle{n})));
}

TEST(ReductionBars, SolvedNeedsNoTurn) {
  for (int n : {6, 7}) {
    int turns = -1;
    expect_paired(n, solved_facelets(Puzzle{n}), &turns);
    EXPECT_EQ(turns, 0);
  }
}

TEST(ReductionBars, PairsRandomBars) {
  for (int n : {6, 7}) {
    Rng rng(static_cast<uint64_t>(100 + n));
    for (int trial = 0; trial < 5; ++trial) {
      const std::string start = bars_states::random_state(n, rng);
      EXPECT_FALSE(reduction::bars_paired(n, start));
      int turns = 0;
      expect_paired(n, start, &turns);
      EXPECT_GT(turns, 0);
    }
  }
}

TEST(ReductionBars, OnlyForSixAndSeven) {
  std::string s = solved_facelets(Puzzle{5});
  std::vector<int> out;
  EXPECT_FALSE(reduction::pair_bars(5, s, &out));
}

}  // namespace
}  // namespace cube
