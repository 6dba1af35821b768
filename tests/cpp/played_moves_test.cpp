// play_moves: the packed moves (distinct moves, order, states back to back) say the same
// as applying the moves one at a time with apply_moves, and stop at a move the puzzle
// does not have.
#include <gtest/gtest.h>

#include <string>

#include "core/facelets.h"
#include "core/played_moves.h"
#include "model_test_moves.h"

namespace cube {
namespace {

using testing::moves_of;

// Each move i read back through the packing equals move i, and its state the one
// apply_moves reaches after the first i + 1 moves.
void expect_replayed(Puzzle p, std::string_view alg, const std::string& start) {
  const std::vector<Move> moves = moves_of(alg);
  std::string facelets = start;
  const PlayedMoves played = play_moves(p, facelets, moves);
  ASSERT_EQ(played.bad, -1) << alg;
  ASSERT_EQ(played.order.size(), moves.size()) << alg;
  ASSERT_EQ(played.states.size(), moves.size() * start.size()) << alg;
  ASSERT_EQ(played.turns.size(), played.distinct.size()) << alg;
  std::string one_by_one = start;
  for (size_t i = 0; i < moves.size(); ++i) {
    ASSERT_LT(played.order[i], played.distinct.size());
    EXPECT_EQ(played.distinct[played.order[i]], moves[i]) << alg << " move " << i;
    ASSERT_EQ(apply_moves(p, one_by_one, {moves[i]}), -1);
    EXPECT_EQ(played.states.substr(i * start.size(), start.size()), one_by_one) << alg << " move " << i;
  }
  EXPECT_EQ(facelets, one_by_one) << alg;
  for (size_t a = 0; a < played.distinct.size(); ++a) {
    for (size_t b = a + 1; b < played.distinct.size(); ++b) EXPECT_FALSE(played.distinct[a] == played.distinct[b]);
    LayerTurn t;
    ASSERT_TRUE(layer_turn(played.distinct[a], size_of(p), t));
    EXPECT_EQ(t.axis, played.turns[a].axis);
    EXPECT_EQ(t.layer_mask, played.turns[a].layer_mask);
    EXPECT_EQ(t.quarter_turns, played.turns[a].quarter_turns);
  }
}

TEST(PlayedMoves, ReplaysAsApplyMovesDoes) {
  expect_replayed(Puzzle::Cube3, "R U R' U' R U2 M' x y2 Rw' F B' D2 L S E' z R", solved_facelets(Puzzle::Cube3));
  expect_replayed(Puzzle::Cube3, "F2 U' B", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz01");
  expect_replayed(Puzzle::Cube2, "R U' F2 x Rw U R", solved_facelets(Puzzle::Cube2));
}

TEST(PlayedMoves, NoMovesNoStates) {
  std::string facelets = solved_facelets(Puzzle::Cube3);
  const PlayedMoves played = play_moves(Puzzle::Cube3, facelets, {});
  EXPECT_EQ(played.bad, -1);
  EXPECT_TRUE(played.order.empty());
  EXPECT_TRUE(played.states.empty());
  EXPECT_EQ(facelets, solved_facelets(Puzzle::Cube3));
}

TEST(PlayedMoves, StopsAtAMoveThePuzzleDoesNotHave) {
  std::string facelets = solved_facelets(Puzzle::Cube2);
  std::string after_r = facelets;
  ASSERT_EQ(apply_moves(Puzzle::Cube2, after_r, moves_of("R")), -1);
  const PlayedMoves played = play_moves(Puzzle::Cube2, facelets, moves_of("R M U"));
  EXPECT_EQ(played.bad, 1);
  EXPECT_EQ(facelets, after_r);  // the state before the move that does not exist
}

}  // namespace
}  // namespace cube
