// Step 0 of the 6x6x6's and 7x7x7's path (reduction_bar_glue.h): the dominoes (an inner
// edge sticker and the bar sticker beside it) and their count wrong, which no turn of
// depth >= 2 changes; the glue on random states, its turns replayed and the count it
// claims checked. No tables: the glue needs none. (Step 1 after it, which needs the
// tables: reduction_six_seven_test.cpp's GlueThenStepOnePairsTheBars.)
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "core/facelets.h"
#include "core/random_state.h"
#include "solvers/reduction/reduction_bar_glue.h"
#include "solvers/reduction/reduction_bars.h"
#include "solvers/reduction/reduction_block_turns.h"

namespace cube {
namespace {

TEST(ReductionBarGlue, DominoesPairEachInnerEdgeStickerWithItsBarSticker) {
  for (int n : {6, 7}) {
    const std::vector<reduction::BarDomino> dominoes = reduction::bar_dominoes(n);
    ASSERT_EQ(dominoes.size(), 24u * (n - 4));
    // The bar stickers are the bars' (reduction_bars.h), each once.
    std::set<int> bars, edges;
    for (const std::vector<int>& bar : reduction::bar_stickers(n)) bars.insert(bar.begin(), bar.end());
    for (const reduction::BarDomino& d : dominoes) {
      EXPECT_EQ(bars.count(d.bar), 1u) << d.bar;
      edges.insert(d.edge);
      EXPECT_GE(d.partner, 0);
      EXPECT_NE(d.partner / (n * n), d.edge / (n * n));  // the edge's other sticker: another face
    }
    EXPECT_EQ(edges.size(), dominoes.size());
  }
  // The 7x7x7's first: U's (0,2) wing sticker and the oblique (1,2) below it.
  EXPECT_EQ(reduction::bar_dominoes(7).front().edge, 2);
  EXPECT_EQ(reduction::bar_dominoes(7).front().bar, 9);
  for (int n : {6, 7}) EXPECT_EQ(reduction::dominoes_wrong(n, solved_facelets(Puzzle{n})), 0);
}

// Turns of depth >= 2 never split a domino: the count wrong stays; face turns change it.
TEST(ReductionBarGlue, OnlyFaceTurnsChangeTheDominoes) {
  for (int n : {6, 7}) {
    const reduction::BlockTurns& bt = reduction::block_turns(n);
    Rng rng(static_cast<uint64_t>(40 + n));
    std::string s = random_facelets(Puzzle{n}, rng);
    const int wrong = reduction::dominoes_wrong(n, s);
    EXPECT_GT(wrong, 0);
    for (int k = 0; k < 40; ++k) {
      bt.play(s, {bt.index(static_cast<int>(rng.below(6)), 2 + static_cast<int>(rng.below(bt.depths - 1)),
                           1 + static_cast<int>(rng.below(3)))});
      ASSERT_EQ(reduction::dominoes_wrong(n, s), wrong);
    }
    // From solved a face turn moves whole edge sides off their bars, which another F
    // takes as they are; once a 3Rw has mixed them in a strip, B leaves some wrong.
    std::string t = solved_facelets(Puzzle{n});
    bt.play(t, {bt.index(1, 1, 1)});
    EXPECT_EQ(reduction::dominoes_wrong(n, t), 0);
    bt.play(t, {bt.index(1, 3, 1), bt.index(5, 1, 1)});
    EXPECT_GT(reduction::dominoes_wrong(n, t), 0);
  }
}

TEST(ReductionBarGlue, GluesRandomStatesAndSaysWhatIsLeft) {
  for (int n : {6, 7}) {
    Rng rng(static_cast<uint64_t>(300 + n));
    int before = 0, after = 0;
    for (int trial = 0; trial < 10; ++trial) {
      const std::string start = random_facelets(Puzzle{n}, rng);
      std::string s = start;
      std::vector<int> out;
      const int left = reduction::glue_bars(n, s, &out);
      std::string replay = start;
      reduction::block_turns(n).play(replay, out);
      EXPECT_EQ(replay, s);
      EXPECT_EQ(left, reduction::dominoes_wrong(n, s));
      EXPECT_LE(left, reduction::dominoes_wrong(n, start));
      before += reduction::dominoes_wrong(n, start), after += left;
    }
    EXPECT_LT(after, before / 3) << n;  // most of the dominoes glued
  }
  std::string solved = solved_facelets(Puzzle{7});
  std::vector<int> none;
  EXPECT_EQ(reduction::glue_bars(7, solved, &none), 0);
  EXPECT_TRUE(none.empty());
  std::string five = solved_facelets(Puzzle{5});
  EXPECT_EQ(reduction::glue_bars(5, five, &none), -1);
}

}  // namespace
}  // namespace cube
