// Facelet strings: solved strings, well-known patterns reached through the moves, and
// how bad moves and bad strings are handled.
#include <gtest/gtest.h>

#include <string>

#include "core/cubie.h"
#include "core/facelets.h"
#include "model_test_moves.h"

namespace cube {
namespace {

using testing::make_move;
using testing::moves_of;

std::string after(Puzzle p, std::string_view alg) {
  std::string s = solved_facelets(p);
  EXPECT_EQ(apply_moves(p, s, moves_of(alg)), -1) << alg;
  return s;
}

TEST(Facelets, Solved) {
  EXPECT_EQ(solved_facelets(Puzzle::Cube3), "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB");
  EXPECT_EQ(solved_facelets(Puzzle::Cube2), "UUUURRRRFFFFDDDDLLLLBBBB");
}

TEST(Facelets, Superflip) {
  const std::string s = after(Puzzle::Cube3, "R L U2 F U' D F2 R2 B2 L U2 F' B' U R2 D F2 U R2 U");
  EXPECT_EQ(s, "UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB");
  const auto c = cubie_from_facelets(s);
  ASSERT_TRUE(c.has_value());
  CubieCube expected;
  expected.eo.fill(1);
  EXPECT_EQ(*c, expected);
}

TEST(Facelets, Checkerboard) {
  EXPECT_EQ(after(Puzzle::Cube3, "M2 E2 S2"), "UDUDUDUDURLRLRLRLRFBFBFBFBFDUDUDUDUDLRLRLRLRLBFBFBFBFB");
  EXPECT_EQ(after(Puzzle::Cube3, "R2 L2 U2 D2 F2 B2"), after(Puzzle::Cube3, "M2 E2 S2"));
}

TEST(Facelets, WorksOnAnySymbols) {
  std::string s = "WWWWWWWWWRRRRRRRRRGGGGGGGGGYYYYYYYYYOOOOOOOOOBBBBBBBBB";
  ASSERT_EQ(apply_moves(Puzzle::Cube3, s, moves_of("R")), -1);
  EXPECT_EQ(s, "WWGWWGWWGRRRRRRRRRGGYGGYGGYYYBYYBYYBOOOOOOOOOWBBWBBWBB");
}

TEST(Facelets, TwoByTwoScrambleAndBack) {
  std::string s = after(Puzzle::Cube2, "R U R' U' F2 Rw y'");
  EXPECT_NE(s, solved_facelets(Puzzle::Cube2));
  ASSERT_EQ(apply_moves(Puzzle::Cube2, s, moves_of("y Rw' F2 U R U' R'")), -1);
  EXPECT_EQ(s, solved_facelets(Puzzle::Cube2));
}

TEST(Facelets, MoveThatDoesNotExistLeavesTheStringAlone) {
  std::string s = solved_facelets(Puzzle::Cube2);
  EXPECT_EQ(apply_moves(Puzzle::Cube2, s, moves_of("R U M R")), 2);
  EXPECT_EQ(s, solved_facelets(Puzzle::Cube2));
  std::string t = solved_facelets(Puzzle::Cube3);
  EXPECT_EQ(apply_moves(Puzzle::Cube3, t, {make_move(Move::Kind::Face, 'R', 1), make_move(Move::Kind::Face, 'Z', 1)}),
            1);
  EXPECT_EQ(t, solved_facelets(Puzzle::Cube3));
}

TEST(Facelets, WrongLengthIsLeftAlone) {
  std::string s = "UUU";
  EXPECT_EQ(apply_moves(Puzzle::Cube3, s, moves_of("R")), 0);
  EXPECT_EQ(s, "UUU");
  EXPECT_EQ(apply_moves(Puzzle::Cube3, s, {}), -1);
}

}  // namespace
}  // namespace cube
