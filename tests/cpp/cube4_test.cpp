// The 4x4x4 in the core: notation (outer, wide, inner-layer moves, rotations) and its
// errors, the moves as a group on the 96 stickers, and piece-level validation.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/alg.h"
#include "core/cube4.h"
#include "core/facelets.h"
#include "core/notation.h"
#include "core/random_state.h"
#include "core/validate.h"

namespace cube {
namespace {

// 96 distinct symbols, so a permutation shows in the string.
std::string labelled() {
  std::string s;
  for (int i = 0; i < 96; ++i) s += static_cast<char>(32 + i);
  return s;
}

std::string play(const std::string& alg, std::string s = labelled()) {
  const ParsedAlg parsed = parse_alg_for(4, alg);
  EXPECT_TRUE(parsed.ok) << alg << ": " << parsed.error.message;
  EXPECT_EQ(apply_moves(Puzzle::Cube4, s, parsed.moves), -1) << alg;
  return s;
}

bool faces_uniform(const std::string& s) {
  for (int i = 0; i < 96; ++i)
    if (s[i] != s[i / 16 * 16]) return false;
  return true;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(Cube4Notation, RoundTripsAndCanonicalForms) {
  const ParsedAlg a = parse_alg_for(4, "Rw 2R 3Rw' r x2 Uw2 2F' 4R 1R 2Rw 1Rw' 3L2");
  ASSERT_TRUE(a.ok) << a.error.message;
  EXPECT_EQ(format_moves(a.moves), "Rw 2R 3Rw' Rw x2 Uw2 2F' 4R R Rw R' 3L2");
  const ParsedAlg again = parse_alg_for(4, format_moves(a.moves));
  ASSERT_TRUE(again.ok);
  EXPECT_EQ(again.moves, a.moves);
  // A number after a move or bracket is still its count: R2R is R2 R.
  EXPECT_EQ(format_moves(parse_alg("R2R (R U)2R").moves), "R2 R R U R U R");
  EXPECT_EQ(format_moves(parse_alg("[2R, U]").moves), "2R U 2R' U'");
  // An inner layer counts two block turns, a wide turn one.
  EXPECT_EQ(count_moves(parse_alg("2R Rw 3Rw").moves).htm, 4);
}

TEST(Cube4Notation, MovesTheCubeLacksAreNamedWithTheirColumn) {
  ParsedAlg r = parse_alg_for(4, "R U M");
  ASSERT_FALSE(r.ok);
  EXPECT_EQ(r.error.column, 5);
  EXPECT_TRUE(contains(r.error.message, "'M'")) << r.error.message;
  EXPECT_TRUE(contains(r.error.message, "4x4x4")) << r.error.message;
  EXPECT_TRUE(contains(r.error.message, "2R")) << r.error.message;

  r = parse_alg_for(4, "R 4Rw");
  ASSERT_FALSE(r.ok);
  EXPECT_EQ(r.error.column, 3);
  EXPECT_TRUE(contains(r.error.message, "rotation")) << r.error.message;

  r = parse_alg_for(4, "R 5R");
  ASSERT_FALSE(r.ok);
  EXPECT_EQ(r.error.column, 3);
  EXPECT_TRUE(contains(r.error.message, "4 layers")) << r.error.message;

  r = parse_alg_for(4, "U 0R");
  ASSERT_FALSE(r.ok);
  EXPECT_EQ(r.error.column, 3);
  EXPECT_TRUE(contains(r.error.message, "numbered from 1")) << r.error.message;

  r = parse_alg_for(4, "R Q");
  ASSERT_FALSE(r.ok);
  EXPECT_EQ(r.error.column, 3);
  EXPECT_TRUE(contains(r.error.message, "'Q'")) << r.error.message;

  r = parse_alg_for(3, "R 3Rw");  // all three layers of a 3x3x3: a rotation
  ASSERT_FALSE(r.ok);
  EXPECT_EQ(r.error.column, 3);
  EXPECT_TRUE(parse_alg_for(3, "2R M").ok);
}

TEST(Cube4Moves, EveryMoveHasOrderFour) {
  for (const char* m : {"U",  "R",  "F",  "D",  "L",  "B",   "Uw",  "Rw",  "Fw", "Dw", "Lw", "Bw",
                        "2U", "2R", "2F", "3R", "4R", "3Rw", "3Uw", "3Fw", "x",  "y",  "z"}) {
    const std::string once = play(m), twice = play(m, once), three = play(m, twice), four = play(m, three);
    EXPECT_NE(once, labelled()) << m;
    EXPECT_NE(twice, labelled()) << m;
    EXPECT_NE(three, labelled()) << m;
    EXPECT_EQ(four, labelled()) << m;
    EXPECT_EQ(play(std::string(m) + "'", once), labelled()) << m;
  }
}

TEST(Cube4Moves, WideTurnsAreOuterPlusInnerLayersAndRotationsAllLayers) {
  EXPECT_EQ(play("Rw"), play("R 2R"));
  EXPECT_EQ(play("Uw'"), play("U' 2U'"));
  EXPECT_EQ(play("3Rw"), play("R 2R 3R"));
  EXPECT_EQ(play("3Fw2"), play("F2 2F2 3F2"));
  EXPECT_EQ(play("r"), play("Rw"));
  EXPECT_EQ(play("4R"), play("L'"));
  EXPECT_EQ(play("3R"), play("2L'"));
  EXPECT_EQ(play("x"), play("R 2R 3R 4R"));
  EXPECT_EQ(play("y"), play("Uw 2D' D'"));
  EXPECT_EQ(play("z"), play("Fw Bw'"));
  EXPECT_EQ(play("R 2R"), play("2R R"));  // layers about one axis commute
  const std::string solved = solved_facelets(Puzzle::Cube4);
  for (const char* r : {"x", "y", "z", "x2 y'", "z' x"}) EXPECT_TRUE(faces_uniform(play(r, solved))) << r;
  EXPECT_FALSE(faces_uniform(play("Rw", solved)));
}

TEST(Cube4Validation, RandomStatesAndScrambledCubesAreValid) {
  Rng rng(7);
  for (int i = 0; i < 50; ++i) {
    const std::string s = random_facelets(Puzzle::Cube4, rng);
    const Validation v = validate(Puzzle::Cube4, s);
    EXPECT_TRUE(v.ok()) << s << ": " << v.problems.front().message;
    EXPECT_EQ(v.facelets, s);  // the DBL corner is home, so the letters stay
  }
  // Held another way round (Dw moves the reference corner), and in colours.
  const std::string turned = play("Rw U 2R 3Rw' F2 Dw Lw'", solved_facelets(Puzzle::Cube4));
  EXPECT_TRUE(validate(Puzzle::Cube4, turned).ok());
  std::string colours = turned;
  for (char& c : colours) c = "WRGYOB"[std::string("URFDLB").find(c)];
  EXPECT_TRUE(validate(Puzzle::Cube4, colours).ok());
}

TEST(Cube4Validation, ProblemsNameThePiece) {
  const std::string solved = solved_facelets(Puzzle::Cube4);
  const cube4::Layout& l = cube4::layout();

  Validation v = validate(Puzzle::Cube4, solved.substr(1));
  ASSERT_FALSE(v.ok());
  EXPECT_EQ(v.problems.front().code, "length");
  EXPECT_TRUE(contains(v.problems.front().message, "96")) << v.problems.front().message;

  // A corner twisted in place.
  std::string s = solved;
  const auto& urf = l.corner[0];
  std::swap(s[urf[0]], s[urf[1]]);
  std::swap(s[urf[1]], s[urf[2]]);
  v = validate(Puzzle::Cube4, s);
  ASSERT_FALSE(v.ok());
  EXPECT_EQ(v.problems.front().code, "twisted-corner");
  // Every corner a candidate; URF's puts the cube back as it was.
  ASSERT_EQ(v.problems.front().candidates.size(), 8u);
  EXPECT_TRUE(contains(v.problems.front().candidates[0].piece, "URF")) << v.problems.front().candidates[0].piece;
  EXPECT_EQ(v.problems.front().candidates[0].facelets, solved);

  // One wing's stickers swapped: it now looks like its edge's other wing.
  s = solved;
  const auto& uf1 = l.wing[2];
  std::swap(s[uf1[0]], s[uf1[1]]);
  v = validate(Puzzle::Cube4, s);
  ASSERT_FALSE(v.ok());
  bool duplicate = false, missing = false;
  for (const Problem& p : v.problems) {
    if (p.code == "duplicate-wing") {
      duplicate = true;
      EXPECT_TRUE(contains(p.message, "UF wing")) << p.message;
      EXPECT_TRUE(contains(p.message, "mirror images")) << p.message;
    }
    if (p.code == "missing-wing") missing = true;
  }
  EXPECT_TRUE(duplicate && missing);

  // A wing showing two opposite colours.
  s = solved;
  s[l.wing[0][0]] = 'D';
  s[l.wing[0][1]] = 'U';
  s[l.centre[12]] = 'R';  // keeps every colour's count at 16
  v = validate(Puzzle::Cube4, s);
  ASSERT_FALSE(v.ok());
  bool impossible = false, centres = false;
  for (const Problem& p : v.problems) {
    if (p.code == "impossible-wing") {
      impossible = true;
      EXPECT_TRUE(contains(p.message, "UR wing 1")) << p.message;
      EXPECT_TRUE(contains(p.message, "opposite")) << p.message;
    }
    if (p.code == "centres") {
      centres = true;
      EXPECT_TRUE(contains(p.message, "interchangeable")) << p.message;
    }
  }
  EXPECT_TRUE(impossible);
  EXPECT_TRUE(centres);

  // Centre stickers of two colours exchanged between faces: still a real cube.
  s = solved;
  std::swap(s[l.centre[0]], s[l.centre[4]]);
  EXPECT_TRUE(validate(Puzzle::Cube4, s).ok());
}

}  // namespace
}  // namespace cube
