// Step 1 of the 6x6x6's and 7x7x7's path (reduction_inner_cube.h): the inner cube view
// read and turned (a turn of cube n's outer groups is the view's turn), and on random
// states the inner cube reduced by its row (the 4x4x4's, the 5x5x5's phases 1-5): the
// inner centres home, the inner edges whole, no parity, the turns replayed on the
// stickers. In the big cubes' shared process (CMakeLists.txt): the 4x4x4's and the
// 5x5x5's tables.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/cube_layout.h"
#include "core/facelets.h"
#include "core/notation.h"
#include "core/random_state.h"
#include "core/validate.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_cube_view.h"
#include "solvers/reduction/reduction_inner_cube.h"
#include "solvers/reduction/reduction_pseudo_five.h"

namespace cube {
namespace {

TEST(ReductionInnerView, TurnsOfTheGroupsReadAsTheInnerCube) {
  const char* faces = "URFDLB";
  for (int n : {6, 7}) {
    const reduction::CubeView v = reduction::inner_cube_view(n);
    const int m = n - 2;
    EXPECT_EQ(v.m(), m);
    EXPECT_EQ(reduction::view_stickers(v, solved_facelets(Puzzle{n})), solved_facelets(Puzzle{m}));
    Rng rng(static_cast<uint64_t>(10 + n));
    for (int trial = 0; trial < 10; ++trial) {
      std::string small = solved_facelets(Puzzle{m}), big = solved_facelets(Puzzle{n});
      std::vector<Move> small_moves, big_moves;
      for (int k = 0; k < 30; ++k) {
        std::string text(1, faces[rng.below(6)]);
        if (rng.below(2) == 1) text += "w";
        text += std::vector<std::string>{"", "2", "'"}[rng.below(3)];
        const Move mv = parse_alg_for(m, text).moves.front();
        Move mapped;
        ASSERT_TRUE(reduction::view_move(v, mv, &mapped)) << text;
        small_moves.push_back(mv);
        big_moves.push_back(mapped);
        // Also a single outer layer of cube n, which the view sees as its outer turn.
        if (rng.below(4) == 0) {
          const Move outer = parse_alg_for(n, std::string(1, faces[rng.below(6)])).moves.front();
          Move as_view = outer;
          small_moves.push_back(as_view);
          big_moves.push_back(outer);
        }
      }
      ASSERT_EQ(apply_moves(Puzzle{m}, small, small_moves), -1);
      ASSERT_EQ(apply_moves(Puzzle{n}, big, big_moves), -1);
      EXPECT_EQ(reduction::view_stickers(v, big), small);
    }
    Move out;
    ASSERT_TRUE(reduction::view_move(v, parse_alg_for(m, "R'").moves.front(), &out));
    EXPECT_EQ(to_string(out), "Rw'");
    ASSERT_TRUE(reduction::view_move(v, parse_alg_for(m, "Rw2").moves.front(), &out));
    EXPECT_EQ(to_string(out), "3Rw2");
    ASSERT_TRUE(reduction::view_move(v, parse_alg_for(m, "2R").moves.front(), &out));
    EXPECT_EQ(to_string(out), "3R");  // the view's second layer: cube n's third
  }
  // Any random state's inner cube is a valid cube of its size.
  Rng rng(5);
  for (int n : {6, 7})
    for (int i = 0; i < 5; ++i) {
      const std::string inner =
          reduction::view_stickers(reduction::inner_cube_view(n), random_facelets(Puzzle{n}, rng));
      EXPECT_TRUE(validate(Puzzle{n - 2}, inner).ok()) << n;
    }
}

void inner_reduced_from_random_states(int n, uint64_t seed, int count) {
  Rng rng(seed);
  for (int i = 0; i < count; ++i) {
    const std::string start = random_facelets(Puzzle{n}, rng);
    std::string s = start;
    std::vector<int> turns;
    std::string what;
    ASSERT_TRUE(reduction::reduce_inner_cube(n, s, &turns, &what)) << what;
    EXPECT_TRUE(reduction::inner_cube_reduced(n, s));
    EXPECT_FALSE(reduction::inner_cube_reduced(n, start));
    // The turns replayed as moves on the stickers.
    std::string replay = start;
    ASSERT_EQ(apply_moves(Puzzle{n}, replay, reduction::block_turns(n).moves(turns)), -1);
    EXPECT_EQ(replay, s);
    // The pseudo-5x5x5's centre blocks and middle edges: each one colour.
    const int lo = 2, hi = n - 3;
    for (int f = 0; f < 6; ++f)
      for (int r = lo; r <= hi; ++r)
        for (int c = lo; c <= hi; ++c) EXPECT_EQ(s[f * n * n + r * n + c], "URFDLB"[f]);
    // The inner view's middle-edge permutation even against the corners' (no parity).
    const std::string five_edges = reduction::view_stickers(reduction::inner_cube_view(n), s);
    EXPECT_TRUE(validate(Puzzle{n - 2}, five_edges).ok());
  }
}

TEST(ReductionInnerView, TheSixBySixInner4x4x4IsReduced) { inner_reduced_from_random_states(6, 61, 4); }
TEST(ReductionInnerView, TheSevenBySevenInner5x5x5IsReduced) { inner_reduced_from_random_states(7, 71, 2); }

}  // namespace
}  // namespace cube
