// Sticker geometry and layer turns: the layout matches the net, every move is a
// permutation of the right order, and moves relate to each other as the notation says.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "core/facelets.h"
#include "core/geometry.h"
#include "core/move.h"
#include "model_test_moves.h"

namespace cube {
namespace {

using testing::make_move;
using testing::moves_of;

// A facelet string whose stickers are all different, so "back to this string"
// means the permutation is the identity.
std::string distinct_labels(Puzzle p) {
  std::string s;
  for (int i = 0; i < sticker_count(p); ++i) s += static_cast<char>('!' + i);
  return s;
}

std::string after(Puzzle p, std::string_view alg) {
  std::string s = distinct_labels(p);
  EXPECT_EQ(apply_moves(p, s, moves_of(alg)), -1) << alg;
  return s;
}

// Every move of every kind that exists on the puzzle, one quarter turn.
std::vector<Move> all_moves(Puzzle p) {
  std::vector<Move> out;
  for (char f : std::string("URFDLB")) {
    out.push_back(make_move(Move::Kind::Face, f, 1));
    out.push_back(make_move(Move::Kind::Wide, f, 1));
  }
  if (p == Puzzle::Cube3)
    for (char f : std::string("MES")) out.push_back(make_move(Move::Kind::Slice, f, 1));
  for (char f : std::string("xyz")) out.push_back(make_move(Move::Kind::Rotation, f, 1));
  return out;
}

TEST(Geometry, LayoutSizesAndUniqueStickers) {
  for (int n : {2, 3}) {
    const auto& layout = sticker_layout(n);
    ASSERT_EQ(static_cast<int>(layout.size()), 6 * n * n);
    std::set<std::tuple<int, int, int, int, int, int>> seen;
    for (const Sticker& s : layout) {
      seen.insert({s.position[0], s.position[1], s.position[2], s.normal[0], s.normal[1], s.normal[2]});
      // The sticker sits on the outside of its cubie, on the face its normal names.
      for (int a = 0; a < 3; ++a)
        if (s.normal[a] != 0) EXPECT_EQ(s.position[a], s.normal[a] * (n - 1));
    }
    EXPECT_EQ(static_cast<int>(seen.size()), 6 * n * n);
  }
  EXPECT_TRUE(sticker_layout(1).empty());
  EXPECT_TRUE(sticker_layout(9).empty());
}

TEST(Geometry, NetPositionsOf3x3) {
  const auto& l = sticker_layout(3);
  auto at = [&](char face, int k) { return l[std::string("URFDLB").find(face) * 9 + k - 1]; };
  using P = std::array<int, 3>;
  EXPECT_EQ(at('U', 1).position, (P{-2, 2, -2}));  // back left
  EXPECT_EQ(at('U', 9).position, (P{2, 2, 2}));
  EXPECT_EQ(at('R', 1).position, (P{2, 2, 2}));  // front top
  EXPECT_EQ(at('R', 3).position, (P{2, 2, -2}));
  EXPECT_EQ(at('F', 3).position, (P{2, 2, 2}));
  EXPECT_EQ(at('D', 1).position, (P{-2, -2, 2}));  // front left
  EXPECT_EQ(at('L', 1).position, (P{-2, 2, -2}));  // back top
  EXPECT_EQ(at('B', 1).position, (P{2, 2, -2}));   // right top
  EXPECT_EQ(at('B', 9).position, (P{-2, -2, -2}));
  EXPECT_EQ(at('L', 5).normal, (P{-1, 0, 0}));
  EXPECT_EQ(sticker_layout(2)[3].position, (P{1, 1, 1}));  // U4 is UFR on the 2x2x2
}

TEST(Geometry, PermutationsArePermutations) {
  for (int n : {2, 3})
    for (int axis = 0; axis < 3; ++axis)
      for (int mask = 0; mask < (1 << n); ++mask)
        for (int q = 0; q < 4; ++q) {
          LayerTurn t{static_cast<Axis>(axis), static_cast<uint8_t>(mask), static_cast<uint8_t>(q)};
          std::vector<int> perm = sticker_permutation(t, n);
          ASSERT_EQ(static_cast<int>(perm.size()), 6 * n * n);
          std::set<int> image(perm.begin(), perm.end());
          EXPECT_EQ(image.size(), perm.size());
          EXPECT_EQ(*image.begin(), 0);
          auto cached = cached_sticker_permutation(t, n);
          EXPECT_TRUE(std::equal(cached.begin(), cached.end(), perm.begin(), perm.end()));
        }
  // Turns that do not fit the cube give nothing rather than garbage.
  EXPECT_TRUE(sticker_permutation({Axis::X, 4, 1}, 2).empty());
  EXPECT_TRUE(sticker_permutation({Axis::X, 1, 1}, 1).empty());
  EXPECT_EQ(cached_sticker_permutation({Axis::X, 1, 1}, 7).size(), 294u);  // cached up to the 7x7x7
  EXPECT_TRUE(cached_sticker_permutation({Axis::X, 1, 1}, 8).empty());
  EXPECT_EQ(sticker_permutation({Axis::X, 1, 1}, 8).size(), 384u);  // uncached sizes still work
}

TEST(Geometry, RTurnMovesFrontStickersUp) {
  // R: the F stickers of the right column go to U, U's go to B.
  std::string s = solved_facelets(Puzzle::Cube3);
  ASSERT_EQ(apply_moves(Puzzle::Cube3, s, moves_of("R")), -1);
  EXPECT_EQ(s, "UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB");
  s = solved_facelets(Puzzle::Cube3);
  ASSERT_EQ(apply_moves(Puzzle::Cube3, s, moves_of("U")), -1);
  EXPECT_EQ(s, "UUUUUUUUUBBBRRRRRRRRRFFFFFFDDDDDDDDDFFFLLLLLLLLLBBBBBB");
}

TEST(Moves, LayerTurns) {
  LayerTurn t;
  ASSERT_TRUE(layer_turn(make_move(Move::Kind::Face, 'R', 1), 3, t));
  EXPECT_EQ(t.axis, Axis::X);
  EXPECT_EQ(t.layer_mask, 4);
  EXPECT_EQ(t.quarter_turns, 1);
  ASSERT_TRUE(layer_turn(make_move(Move::Kind::Face, 'L', 1), 3, t));
  EXPECT_EQ(t.layer_mask, 1);
  EXPECT_EQ(t.quarter_turns, 3);
  ASSERT_TRUE(layer_turn(make_move(Move::Kind::Wide, 'R', 2), 2, t));
  EXPECT_EQ(t.layer_mask, 3);
  ASSERT_TRUE(layer_turn(make_move(Move::Kind::Wide, 'D', 1), 3, t));
  EXPECT_EQ(t.axis, Axis::Y);
  EXPECT_EQ(t.layer_mask, 3);
  EXPECT_EQ(t.quarter_turns, 3);
  ASSERT_TRUE(layer_turn(make_move(Move::Kind::Slice, 'S', 1), 3, t));
  EXPECT_EQ(t.axis, Axis::Z);
  EXPECT_EQ(t.layer_mask, 2);
  EXPECT_EQ(t.quarter_turns, 1);
  ASSERT_TRUE(layer_turn(make_move(Move::Kind::Rotation, 'y', 3), 3, t));
  EXPECT_EQ(t.layer_mask, 7);
  EXPECT_EQ(t.quarter_turns, 3);
  EXPECT_FALSE(layer_turn(make_move(Move::Kind::Slice, 'M', 1), 2, t));
  EXPECT_FALSE(layer_turn(make_move(Move::Kind::Face, 'Q', 1), 3, t));
  EXPECT_FALSE(layer_turn(make_move(Move::Kind::Rotation, 'X', 1), 3, t));
  EXPECT_FALSE(layer_turn(make_move(Move::Kind::Face, 'R', 0), 3, t));
  EXPECT_FALSE(layer_turn(make_move(Move::Kind::Face, 'R', 4), 3, t));
}

TEST(Moves, SpellingAndInverse) {
  EXPECT_EQ(to_string(make_move(Move::Kind::Face, 'R', 1)), "R");
  EXPECT_EQ(to_string(make_move(Move::Kind::Face, 'R', 3)), "R'");
  EXPECT_EQ(to_string(make_move(Move::Kind::Face, 'R', 2)), "R2");
  EXPECT_EQ(to_string(make_move(Move::Kind::Wide, 'R', 1)), "Rw");
  EXPECT_EQ(to_string(make_move(Move::Kind::Wide, 'R', 3)), "Rw'");
  EXPECT_EQ(to_string(make_move(Move::Kind::Slice, 'M', 2)), "M2");
  EXPECT_EQ(to_string(make_move(Move::Kind::Rotation, 'x', 3)), "x'");
  EXPECT_EQ(inverse(make_move(Move::Kind::Face, 'R', 1)), make_move(Move::Kind::Face, 'R', 3));
  EXPECT_EQ(inverse(make_move(Move::Kind::Wide, 'U', 3)), make_move(Move::Kind::Wide, 'U', 1));
  EXPECT_EQ(inverse(make_move(Move::Kind::Slice, 'E', 2)), make_move(Move::Kind::Slice, 'E', 2));
}

TEST(Moves, EveryMoveHasOrderFourAndHalfTurnsOrderTwo) {
  for (Puzzle p : {Puzzle::Cube2, Puzzle::Cube3}) {
    const std::string start = distinct_labels(p);
    for (Move m : all_moves(p)) {
      for (int turns : {1, 2, 3}) {
        m.turns = static_cast<uint8_t>(turns);
        const int expected_order = turns == 2 ? 2 : 4;
        std::string s = start;
        int order = 0;
        do {
          ASSERT_EQ(apply_moves(p, s, {m}), -1) << to_string(m);
          ++order;
        } while (s != start && order < 10);
        EXPECT_EQ(order, expected_order) << to_string(m) << " on " << puzzle_name(p);
      }
      // The inverse undoes the move.
      std::string s = start;
      apply_moves(p, s, {m, inverse(m)});
      EXPECT_EQ(s, start) << to_string(m);
    }
  }
}

TEST(Moves, SexyMoveHasOrder105) {
  const std::string start = distinct_labels(Puzzle::Cube3);
  std::string s = start;
  int order = 0;
  do {
    apply_moves(Puzzle::Cube3, s, moves_of("R U"));
    ++order;
  } while (s != start && order < 1000);
  EXPECT_EQ(order, 105);
}

TEST(Moves, SlicesWideTurnsAndRotationsAgreeWithFaceTurns) {
  const Puzzle p3 = Puzzle::Cube3;
  EXPECT_EQ(after(p3, "x"), after(p3, "R M' L'"));
  EXPECT_EQ(after(p3, "y"), after(p3, "U E' D'"));
  EXPECT_EQ(after(p3, "z"), after(p3, "F S B'"));
  EXPECT_EQ(after(p3, "Rw"), after(p3, "R M'"));
  EXPECT_EQ(after(p3, "Lw"), after(p3, "L M"));
  EXPECT_EQ(after(p3, "Uw"), after(p3, "U E'"));
  EXPECT_EQ(after(p3, "Dw"), after(p3, "D E"));
  EXPECT_EQ(after(p3, "Fw"), after(p3, "F S"));
  EXPECT_EQ(after(p3, "Bw"), after(p3, "B S'"));
  const Puzzle p2 = Puzzle::Cube2;
  EXPECT_EQ(after(p2, "Rw"), after(p2, "x"));
  EXPECT_EQ(after(p2, "Lw"), after(p2, "x'"));
  EXPECT_EQ(after(p2, "Uw2"), after(p2, "y2"));
  EXPECT_EQ(after(p2, "x"), after(p2, "R L'"));
  EXPECT_EQ(after(p2, "y"), after(p2, "U D'"));
  EXPECT_EQ(after(p2, "z"), after(p2, "F B'"));
}

}  // namespace
}  // namespace cube
