// Cubie models: Kociemba's move definitions, multiplication against facelet moves,
// exact facelet round trips, and what cubie_from_facelets refuses.
#include <gtest/gtest.h>

#include <string>

#include "core/cubie.h"
#include "core/facelets.h"
#include "core/random_state.h"
#include "model_test_moves.h"

namespace cube {
namespace {

using testing::make_move;
using testing::moves_of;

CubieCube cube_of(std::array<uint8_t, 8> cp, std::array<uint8_t, 8> co, std::array<uint8_t, 12> ep,
                  std::array<uint8_t, 12> eo) {
  CubieCube c;
  c.cp = cp;
  c.co = co;
  c.ep = ep;
  c.eo = eo;
  return c;
}

// Kociemba's cubie.py basic moves, written out so the derived ones are checked
// against the reference rather than against themselves.
TEST(Cubie, FaceMovesMatchKociemba) {
  const CubieCube U =
      cube_of({UBR, URF, UFL, ULB, DFR, DLF, DBL, DRB}, {}, {UB, UR, UF, UL, DR, DF, DL, DB, FR, FL, BL, BR}, {});
  const CubieCube R = cube_of({DFR, UFL, ULB, URF, DRB, DLF, DBL, UBR}, {2, 0, 0, 1, 1, 0, 0, 2},
                              {FR, UF, UL, UB, BR, DF, DL, DB, DR, FL, BL, UR}, {});
  const CubieCube F = cube_of({UFL, DLF, ULB, UBR, URF, DFR, DBL, DRB}, {1, 2, 0, 0, 2, 1, 0, 0},
                              {UR, FL, UL, UB, DR, FR, DL, DB, UF, DF, BL, BR}, {0, 1, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0});
  const CubieCube D =
      cube_of({URF, UFL, ULB, UBR, DLF, DBL, DRB, DFR}, {}, {UR, UF, UL, UB, DF, DL, DB, DR, FR, FL, BL, BR}, {});
  const CubieCube L = cube_of({URF, ULB, DBL, UBR, DFR, UFL, DLF, DRB}, {0, 1, 2, 0, 0, 2, 1, 0},
                              {UR, UF, BL, UB, DR, DF, FL, DB, FR, UL, DL, BR}, {});
  const CubieCube B = cube_of({URF, UFL, UBR, DRB, DFR, DLF, ULB, DBL}, {0, 0, 1, 2, 0, 0, 2, 1},
                              {UR, UF, UL, BR, DR, DF, DL, BL, FR, FL, UB, DB}, {0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1});
  const CubieCube reference[6] = {U, R, F, D, L, B};
  for (int f = 0; f < 6; ++f) {
    const CubieCube& q = reference[f];
    EXPECT_EQ(face_move_cubie(static_cast<Face>(f)), q) << kFaceNames[f];
    EXPECT_EQ(face_move_cubie(static_cast<Face>(f), 2), q * q) << kFaceNames[f];
    EXPECT_EQ(face_move_cubie(static_cast<Face>(f), 3), q * q * q) << kFaceNames[f];
    EXPECT_EQ(basic_move_cubies()[3 * f], q);
  }
}

TEST(Cubie, MultiplyingByAMoveEqualsTurningTheFacelets) {
  Rng rng(7);
  for (int trial = 0; trial < 50; ++trial) {
    const CubieCube c = random_cubie(rng);
    for (int f = 0; f < 6; ++f)
      for (int turns = 1; turns <= 3; ++turns) {
        std::string s = to_facelets(c);
        ASSERT_EQ(apply_moves(Puzzle::Cube3, s, {make_move(Move::Kind::Face, kFaceNames[f], turns)}), -1);
        EXPECT_EQ(to_facelets(c * face_move_cubie(static_cast<Face>(f), turns)), s);
      }
  }
}

TEST(Cubie, CornerMovesMatchTwoByTwoFacelets) {
  Rng rng(8);
  for (int trial = 0; trial < 50; ++trial) {
    const CornerCube c = random_corners(rng);
    for (int f = 0; f < 6; ++f)
      for (int turns = 1; turns <= 3; ++turns) {
        std::string s = to_facelets(c);
        ASSERT_EQ(apply_moves(Puzzle::Cube2, s, {make_move(Move::Kind::Face, kFaceNames[f], turns)}), -1);
        EXPECT_EQ(to_facelets(c * face_move_corners(static_cast<Face>(f), turns)), s);
      }
  }
}

TEST(Cubie, SolvedAndInverse) {
  EXPECT_EQ(to_facelets(CubieCube{}), solved_facelets(Puzzle::Cube3));
  EXPECT_EQ(to_facelets(CornerCube{}), solved_facelets(Puzzle::Cube2));
  Rng rng(9);
  for (int trial = 0; trial < 100; ++trial) {
    const CubieCube c = random_cubie(rng);
    EXPECT_EQ(c * c.inverse(), CubieCube{});
    EXPECT_EQ(c.inverse() * c, CubieCube{});
    const CornerCube k = random_corners(rng);
    EXPECT_EQ(k * k.inverse(), CornerCube{});
  }
}

TEST(Cubie, AlgorithmAsCubieProduct) {
  // The sexy move as a product of move cubies equals the facelet turns.
  std::string s = solved_facelets(Puzzle::Cube3);
  apply_moves(Puzzle::Cube3, s, moves_of("R U R' U'"));
  const CubieCube c =
      face_move_cubie(Face::R) * face_move_cubie(Face::U) * face_move_cubie(Face::R, 3) * face_move_cubie(Face::U, 3);
  EXPECT_EQ(to_facelets(c), s);
  EXPECT_EQ(corners_of(c).cp, c.cp);
}

TEST(Cubie, FaceletRoundTrips) {
  Rng rng(10);
  for (int trial = 0; trial < 10000; ++trial) {
    const CubieCube c = random_cubie(rng);
    ASSERT_TRUE(c.is_solvable());
    const auto back = cubie_from_facelets(to_facelets(c));
    ASSERT_TRUE(back.has_value());
    ASSERT_EQ(*back, c);
    const CornerCube k = random_corners(rng);
    const auto back2 = corners_from_facelets(to_facelets(k));
    ASSERT_TRUE(back2.has_value());
    ASSERT_EQ(*back2, k);
  }
}

TEST(Cubie, UnsolvableStatesStillConvert) {
  // Orientation and parity faults are still real pieces: they convert, is_solvable says no.
  CubieCube twisted;
  twisted.co[URF] = 1;
  CubieCube flipped;
  flipped.eo[UR] = 1;
  CubieCube swapped;
  std::swap(swapped.ep[UR], swapped.ep[UF]);
  for (const CubieCube& c : {twisted, flipped, swapped}) {
    EXPECT_FALSE(c.is_solvable());
    const auto back = cubie_from_facelets(to_facelets(c));
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(*back, c);
  }
  CornerCube twisted2;
  twisted2.co[URF] = 2;
  EXPECT_FALSE(twisted2.is_solvable());
  CornerCube swapped2;
  std::swap(swapped2.cp[URF], swapped2.cp[UFL]);
  EXPECT_TRUE(swapped2.is_solvable());  // a lone swap is a legal 2x2x2 state
  CubieCube broken;
  broken.cp[0] = 9;
  EXPECT_FALSE(broken.is_solvable());
}

TEST(Cubie, FromFaceletsRefusesFakePieces) {
  const std::string solved = solved_facelets(Puzzle::Cube3);
  EXPECT_FALSE(cubie_from_facelets(solved.substr(1)).has_value());
  std::string s = solved;
  s[4] = 'R';  // U centre
  EXPECT_FALSE(cubie_from_facelets(s).has_value());
  s = solved;
  s[9] = 'U';  // URF corner shows U, U, F
  EXPECT_FALSE(cubie_from_facelets(s).has_value());
  s = solved;
  std::swap(s[9], s[20]);  // URF corner mirrored: U, F, R clockwise
  EXPECT_FALSE(cubie_from_facelets(s).has_value());
  s = solved;
  s[5] = 'D';  // UR edge shows D, R
  EXPECT_TRUE(s[10] == 'R');
  EXPECT_FALSE(cubie_from_facelets(s).has_value());  // (D, R) is a real edge: now twice
  s = solved;
  s[0] = 'x';
  EXPECT_FALSE(cubie_from_facelets(s).has_value());
  std::string t = solved_facelets(Puzzle::Cube2);
  t[3] = 'D';  // U4 of URF
  EXPECT_FALSE(corners_from_facelets(t).has_value());
  EXPECT_FALSE(corners_from_facelets("").has_value());
}

TEST(Cubie, TwoByTwoHeldAnyWayConverts) {
  std::string s = solved_facelets(Puzzle::Cube2);
  apply_moves(Puzzle::Cube2, s, moves_of("x y"));
  const auto c = corners_from_facelets(s);
  ASSERT_TRUE(c.has_value());
  EXPECT_TRUE(c->is_solvable());
  EXPECT_EQ(to_facelets(*c), s);
}

}  // namespace
}  // namespace cube
