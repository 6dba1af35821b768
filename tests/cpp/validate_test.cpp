// Validation of typed cubes: every class of problem, named by piece and sticker in the
// user's own colours, and robustness against arbitrary input.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "core/cubie.h"
#include "core/facelets.h"
#include "core/random_state.h"
#include "core/validate.h"
#include "model_test_moves.h"

namespace cube {
namespace {

using testing::moves_of;

// Western colour scheme: white U, red R, green F, yellow D, orange L, blue B.
std::string in_colours(const std::string& facelets) {
  std::string out = facelets;
  for (char& ch : out) ch = "WRGYOB"[std::string("URFDLB").find(ch)];
  return out;
}

const std::string kSolved3 = solved_facelets(Puzzle::Cube3);
const std::string kSolvedColours = in_colours(kSolved3);

bool has(const Validation& v, const std::string& code) {
  return std::any_of(v.problems.begin(), v.problems.end(), [&](const Problem& p) { return p.code == code; });
}
const Problem& get(const Validation& v, const std::string& code) {
  static const Problem none = [] {
    Problem p;
    p.code = "none";
    return p;
  }();
  for (const Problem& p : v.problems)
    if (p.code == code) return p;
  return none;
}
std::string codes(const Validation& v) {
  std::string s;
  for (const Problem& p : v.problems) s += p.code + " | " + p.message + "\n";
  return s;
}
bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(Validate, SolvedInLettersAndColours) {
  Validation v = validate(Puzzle::Cube3, kSolved3);
  EXPECT_TRUE(v.ok()) << codes(v);
  EXPECT_EQ(v.facelets, kSolved3);
  v = validate(Puzzle::Cube3, kSolvedColours);
  EXPECT_TRUE(v.ok()) << codes(v);
  EXPECT_EQ(v.facelets, kSolved3);
}

TEST(Validate, RandomStatesInColoursMapBack) {
  for (uint64_t seed = 1; seed <= 100; ++seed) {
    const std::string s = random_facelets(Puzzle::Cube3, seed);
    const Validation v = validate(Puzzle::Cube3, in_colours(s));
    EXPECT_TRUE(v.ok()) << codes(v);
    EXPECT_EQ(v.facelets, s);
  }
}

TEST(Validate, LowerCaseSpacesAndEmoji) {
  std::string lower = kSolvedColours;
  for (char& ch : lower) ch = static_cast<char>(std::tolower(ch));
  EXPECT_TRUE(validate(Puzzle::Cube3, lower).ok());
  std::string mixed = kSolvedColours;
  mixed[0] = 'w';  // one lower-case white among upper-case ones is still white
  EXPECT_TRUE(validate(Puzzle::Cube3, mixed).ok());
  std::string spaced;
  for (int f = 0; f < 6; ++f) spaced += kSolvedColours.substr(f * 9, 9) + (f % 2 ? "\n" : " ");
  EXPECT_TRUE(validate(Puzzle::Cube3, spaced).ok());

  // Colour squares, white with the emoji variation selector.
  const std::string squares[6] = {"\u2B1C\uFE0F", "\U0001F7E5", "\U0001F7E9", "\U0001F7E8", "\U0001F7E7", "\U0001F7E6"};
  std::string emoji;
  for (char ch : kSolved3) emoji += squares[std::string("URFDLB").find(ch)];
  const Validation v = validate(Puzzle::Cube3, emoji);
  EXPECT_TRUE(v.ok()) << codes(v);
  EXPECT_EQ(v.facelets, kSolved3);
}

TEST(Validate, CaseKeptWhenItTellsSymbolsApart) {
  // 'b' and 'B' are different colours here; folding would leave five.
  std::string s = kSolved3;
  for (char& ch : s) ch = "aBcbde"[std::string("URFDLB").find(ch)];
  const Validation v = validate(Puzzle::Cube3, s);
  EXPECT_TRUE(v.ok()) << codes(v);
  EXPECT_EQ(v.facelets, kSolved3);
}

TEST(Validate, WrongLength) {
  Validation v = validate(Puzzle::Cube3, kSolvedColours.substr(0, 53));
  ASSERT_EQ(v.problems.size(), 1u);
  EXPECT_EQ(v.problems[0].code, "length");
  EXPECT_TRUE(contains(v.problems[0].message, "54")) << v.problems[0].message;
  EXPECT_TRUE(contains(v.problems[0].message, "53")) << v.problems[0].message;
  EXPECT_TRUE(v.facelets.empty());
  v = validate(Puzzle::Cube2, "");
  EXPECT_EQ(v.problems.at(0).code, "length");
  EXPECT_TRUE(contains(v.problems[0].message, "24"));
  v = validate(Puzzle::Cube2, kSolved3);
  EXPECT_EQ(v.problems.at(0).code, "length");
}

TEST(Validate, WrongNumberOfSymbols) {
  std::string s = kSolvedColours;
  s[0] = 'X';
  Validation v = validate(Puzzle::Cube3, s);
  ASSERT_EQ(v.problems.size(), 1u) << codes(v);
  EXPECT_EQ(v.problems[0].code, "symbols");
  EXPECT_TRUE(contains(v.problems[0].message, "7 different")) << v.problems[0].message;
  EXPECT_TRUE(contains(v.problems[0].message, "'X' (1 sticker)")) << v.problems[0].message;
  EXPECT_EQ(v.problems[0].stickers, std::vector<int>{0});
  s = std::string(54, 'W');
  v = validate(Puzzle::Cube3, s);
  EXPECT_EQ(v.problems.at(0).code, "symbols");
  EXPECT_TRUE(contains(v.problems[0].message, "only 1"));
}

TEST(Validate, StickerCounts) {
  // The URF corner shows W, W, G instead of W, R, G: 10 white, 8 red.
  std::string s = kSolvedColours;
  s[9] = 'W';  // R1
  const Validation v = validate(Puzzle::Cube3, s);
  const Problem& counts = get(v, "sticker-count");
  EXPECT_EQ(counts.message, "There are 10 'W' stickers and 8 'R' stickers; each colour needs 9.") << codes(v);
  EXPECT_EQ(counts.stickers.size(), 10u);
  const Problem& corner = get(v, "impossible-corner");
  EXPECT_TRUE(contains(corner.message, "The corner at URF (stickers U9, R1, F3) shows W, W, G")) << corner.message;
  EXPECT_TRUE(contains(corner.message, "same colour twice")) << corner.message;
  EXPECT_EQ(corner.stickers, (std::vector<int>{8, 9, 20}));
  EXPECT_TRUE(contains(get(v, "missing-corner").message, "W-R-G corner is missing")) << codes(v);
  EXPECT_EQ(v.facelets.size(), 54u);
}

TEST(Validate, DuplicateCentres) {
  std::string s = kSolvedColours;
  s[22] = 'W';  // F centre
  const Validation v = validate(Puzzle::Cube3, s);
  const Problem& p = get(v, "centres");
  EXPECT_EQ(p.message, "The U and F centres are both 'W', and no centre is 'G'; the six centres must all be different.")
      << codes(v);
  EXPECT_EQ(p.stickers, (std::vector<int>{4, 22}));
  EXPECT_TRUE(v.facelets.empty());
}

TEST(Validate, CentresInTheWrongPlaces) {
  // Two centres typed swapped: every piece is fine, the centres are not.
  std::string s = kSolvedColours;
  std::swap(s[13], s[22]);  // R and F centres
  const Validation v = validate(Puzzle::Cube3, s);
  ASSERT_EQ(v.problems.size(), 1u) << codes(v);
  EXPECT_EQ(v.problems[0].code, "centres");
  EXPECT_TRUE(contains(v.problems[0].message, "the R centre shows 'G' but should be 'R'")) << codes(v);
  EXPECT_TRUE(contains(v.problems[0].message, "the F centre shows 'R' but should be 'G'")) << codes(v);
  EXPECT_EQ(v.problems[0].stickers, (std::vector<int>{13, 22}));

  // U and D centres swapped (a mirror image): also the centres.
  s = kSolvedColours;
  std::swap(s[4], s[31]);
  const Validation w = validate(Puzzle::Cube3, s);
  ASSERT_EQ(w.problems.size(), 1u) << codes(w);
  EXPECT_EQ(w.problems[0].code, "centres");
}

TEST(Validate, ImpossibleCornerOppositeAndMirror) {
  std::string s = kSolvedColours;
  s[20] = 'Y';  // URF shows W, R, Y: white is opposite yellow
  Validation v = validate(Puzzle::Cube3, s);
  EXPECT_TRUE(contains(get(v, "impossible-corner").message, "'W' and 'Y' belong to opposite faces")) << codes(v);

  s = kSolvedColours;
  s[9] = 'O';  // URF shows W, O, G: the W-G-O corner's colours, turning the wrong way
  v = validate(Puzzle::Cube3, s);
  EXPECT_TRUE(
      contains(get(v, "impossible-corner").message, "the real W-G-O corner has these colours the other way round"))
      << codes(v);

  s = kSolvedColours;
  std::swap(s[9], s[20]);  // R1 and F3 swapped: W, G, R is the mirror image
  v = validate(Puzzle::Cube3, s);
  ASSERT_EQ(v.problems.size(), 2u) << codes(v);  // impossible + missing
  EXPECT_TRUE(contains(get(v, "impossible-corner").message, "other way round")) << codes(v);
  EXPECT_TRUE(has(v, "missing-corner"));
}

TEST(Validate, ImpossibleEdge) {
  std::string s = kSolvedColours;
  s[10] = 'Y';  // UR edge shows W, Y
  const Validation v = validate(Puzzle::Cube3, s);
  const Problem& p = get(v, "impossible-edge");
  EXPECT_TRUE(contains(p.message, "The edge at UR (stickers U6, R2) shows W, Y, which no edge has")) << codes(v);
  EXPECT_TRUE(contains(p.message, "opposite")) << p.message;
  EXPECT_EQ(p.stickers, (std::vector<int>{5, 10}));
  EXPECT_TRUE(contains(get(v, "missing-edge").message, "The W-R edge is missing")) << codes(v);
}

TEST(Validate, DuplicateAndMissingPieces) {
  // Put a copy of the W-R-G corner where Y-O-G (DLF) belongs.
  std::string s = kSolvedColours;
  s[kCornerFacelets3[DLF][0]] = 'W';
  s[kCornerFacelets3[DLF][1]] = 'R';
  s[kCornerFacelets3[DLF][2]] = 'G';
  const Validation v = validate(Puzzle::Cube3, s);
  const Problem& dup = get(v, "duplicate-corner");
  EXPECT_EQ(dup.message, "The W-R-G corner appears twice: at URF (stickers U9, R1, F3) and DLF (stickers D1, L9, F7).")
      << codes(v);
  EXPECT_EQ(dup.stickers.size(), 6u);
  EXPECT_EQ(get(v, "missing-corner").message, "The Y-O-G corner is missing.");
  EXPECT_FALSE(has(v, "impossible-corner"));

  s = kSolvedColours;  // the W-R edge also where W-G (UF) belongs
  s[kEdgeFacelets3[UF][1]] = 'R';
  const Validation w = validate(Puzzle::Cube3, s);
  EXPECT_TRUE(contains(get(w, "duplicate-edge").message, "The W-R edge appears twice")) << codes(w);
  EXPECT_TRUE(contains(get(w, "missing-edge").message, "The W-G edge is missing")) << codes(w);
}

// Every candidate a problem offers is a state that solves (valid), and the one on the
// piece actually changed is the state before the change.
void expect_candidates(Puzzle p, const Problem& problem, size_t count, const std::string& before) {
  EXPECT_EQ(problem.candidates.size(), count) << problem.message;
  bool found = false;
  for (const Problem::Candidate& c : problem.candidates) {
    EXPECT_TRUE(validate(p, c.facelets).ok()) << c.piece << ": " << c.facelets;
    for (int s : c.stickers)
      EXPECT_NE(std::find(problem.stickers.begin(), problem.stickers.end(), s), problem.stickers.end());
    found = found || c.facelets == before;
  }
  EXPECT_TRUE(found) << "no candidate undoes the change: " << problem.message;
}

TEST(Validate, OneTwistedCorner) {
  CubieCube c;
  c.co[DRB] = 1;  // twisted clockwise
  Validation v = validate(Puzzle::Cube3, in_colours(to_facelets(c)));
  ASSERT_EQ(v.problems.size(), 1u) << codes(v);
  EXPECT_EQ(v.problems[0].code, "twisted-corner");
  // The colours cannot tell which corner was twisted: every one is a candidate.
  EXPECT_EQ(v.problems[0].message,
            "The corner twists don't add up: a corner has been twisted in place, and the colours cannot tell which "
            "one (any corner turned counter-clockwise, looking at it, gives a cube that solves). Pick the corner "
            "that is twisted on your cube.");
  EXPECT_EQ(v.problems[0].stickers.size(), 24u);
  EXPECT_EQ(v.facelets, to_facelets(c));
  expect_candidates(Puzzle::Cube3, v.problems[0], 8, kSolved3);
  EXPECT_TRUE(contains(v.problems[0].candidates[DRB].piece, "Y-R-B corner at DRB (stickers D9, R9, B7)"));

  c.co[DRB] = 2;
  v = validate(Puzzle::Cube3, in_colours(to_facelets(c)));
  EXPECT_TRUE(contains(get(v, "twisted-corner").message, "turned clockwise")) << codes(v);
  expect_candidates(Puzzle::Cube3, get(v, "twisted-corner"), 8, kSolved3);

  // On scrambled cubes, whichever corner was twisted, its candidate undoes it.
  Rng rng(5);
  for (int trial = 0; trial < 40; ++trial) {
    const CubieCube d = random_cubie(rng);
    CubieCube t = d;
    const int corner = trial % kCorners;
    t.co[corner] = static_cast<uint8_t>((t.co[corner] + 1 + trial % 2) % 3);
    v = validate(Puzzle::Cube3, to_facelets(t));
    ASSERT_EQ(v.problems.size(), 1u) << codes(v);
    expect_candidates(Puzzle::Cube3, v.problems[0], 8, to_facelets(d));
  }
}

TEST(Validate, OneFlippedEdge) {
  CubieCube c;
  c.eo[FL] = 1;
  Validation v = validate(Puzzle::Cube3, in_colours(to_facelets(c)));
  ASSERT_EQ(v.problems.size(), 1u) << codes(v);
  EXPECT_EQ(v.problems[0].code, "flipped-edge");
  EXPECT_TRUE(contains(v.problems[0].message, "an edge has been flipped in place, and the colours cannot tell which"))
      << v.problems[0].message;
  EXPECT_EQ(v.problems[0].stickers.size(), 24u);
  expect_candidates(Puzzle::Cube3, v.problems[0], 12, kSolved3);
  EXPECT_TRUE(contains(v.problems[0].candidates[FL].piece, "G-O edge at FL (stickers F4, L6)"));

  Rng rng(6);
  for (int trial = 0; trial < 24; ++trial) {
    const CubieCube d = random_cubie(rng);
    CubieCube t = d;
    t.eo[trial % kEdges] ^= 1;
    v = validate(Puzzle::Cube3, to_facelets(t));
    ASSERT_EQ(v.problems.size(), 1u) << codes(v);
    expect_candidates(Puzzle::Cube3, v.problems[0], 12, to_facelets(d));
  }
}

TEST(Validate, SwappedPieces) {
  CubieCube c;
  std::swap(c.ep[UR], c.ep[UF]);
  Validation v = validate(Puzzle::Cube3, in_colours(to_facelets(c)));
  ASSERT_EQ(v.problems.size(), 1u) << codes(v);
  EXPECT_EQ(v.problems[0].code, "parity");
  EXPECT_EQ(v.problems[0].message,
            "Two pieces are swapped (the cube cannot be solved as it is), and the colours cannot tell which two: "
            "swapping any two edges, or any two corners, gives a cube that solves. Pick the two pieces that are "
            "swapped on your cube.");
  // Every pair of corners (28) and of edges (66); every corner and edge outlined.
  EXPECT_EQ(v.problems[0].stickers.size(), 48u);
  expect_candidates(Puzzle::Cube3, v.problems[0], 28 + 66, kSolved3);
  int named = 0;
  for (const Problem::Candidate& pair : v.problems[0].candidates) {
    ASSERT_EQ(pair.parts.size(), 2u) << pair.piece;
    EXPECT_EQ(pair.piece, pair.parts[0].english() + " and " + pair.parts[1].english() + " swapped");
    if (pair.facelets == kSolved3) {
      EXPECT_TRUE(contains(pair.parts[0].english(), "W-G edge at UR (stickers U6, R2)")) << pair.piece;
      EXPECT_TRUE(contains(pair.parts[1].english(), "W-R edge at UF (stickers U8, F2)")) << pair.piece;
      ++named;
    }
  }
  EXPECT_EQ(named, 1);

  // A scrambled cube with two corners swapped on top: whichever two, their pair undoes it.
  Rng rng(11);
  for (int trial = 0; trial < 20; ++trial) {
    const CubieCube d = random_cubie(rng);
    CubieCube t = d;
    const int a = trial % kCorners, b = (a + 1 + trial % 7) % kCorners;
    std::swap(t.cp[a], t.cp[b]);
    std::swap(t.co[a], t.co[b]);
    v = validate(Puzzle::Cube3, to_facelets(t));
    ASSERT_EQ(v.problems.size(), 1u) << codes(v);
    EXPECT_EQ(v.problems[0].code, "parity");
    expect_candidates(Puzzle::Cube3, v.problems[0], 28 + 66, to_facelets(d));
  }
}

TEST(Validate, EverySingleStickerChangeIsCaught) {
  const std::string s = in_colours(random_facelets(Puzzle::Cube3, 21));
  for (size_t i = 0; i < s.size(); ++i)
    for (char colour : std::string("WRGYOB")) {
      if (colour == s[i]) continue;
      std::string t = s;
      t[i] = colour;
      const Validation v = validate(Puzzle::Cube3, t);
      EXPECT_FALSE(v.ok()) << t;
    }
}

TEST(Validate, TwoByTwoHeldAnyWay) {
  // Every way of holding a solved 2x2x2 reads as solved relative to DBL.
  for (std::string alg : {"", "x", "y2", "z'", "x y", "x2 z", "y' x'"}) {
    std::string s = solved_facelets(Puzzle::Cube2);
    apply_moves(Puzzle::Cube2, s, moves_of(alg));
    const Validation v = validate(Puzzle::Cube2, in_colours(s));
    EXPECT_TRUE(v.ok()) << alg << "\n" << codes(v);
    EXPECT_EQ(v.facelets, solved_facelets(Puzzle::Cube2)) << alg;
  }
  for (uint64_t seed = 1; seed <= 50; ++seed) {
    std::string s = random_facelets(Puzzle::Cube2, seed);
    apply_moves(Puzzle::Cube2, s, moves_of("x y'"));
    EXPECT_TRUE(validate(Puzzle::Cube2, in_colours(s)).ok());
  }
}

TEST(Validate, TwoByTwoReferenceCorner) {
  std::string s = in_colours(solved_facelets(Puzzle::Cube2));
  s[kCornerFacelets2[DBL][1]] = 'Y';  // DBL shows Y, Y, O
  Validation v = validate(Puzzle::Cube2, s);
  const Problem& p = get(v, "reference-corner");
  EXPECT_TRUE(contains(p.message, "The corner at DBL (stickers D3, B4, L3) shows Y, Y, O")) << codes(v);
  EXPECT_TRUE(contains(p.message, "read relative to this corner")) << p.message;
  EXPECT_TRUE(v.facelets.empty());

  // DBL shows Y, W, O: consistent on its own, but the others say W is opposite Y.
  s = in_colours(solved_facelets(Puzzle::Cube2));
  std::swap(s[kCornerFacelets2[DBL][1]], s[kCornerFacelets2[ULB][0]]);
  v = validate(Puzzle::Cube2, s);
  EXPECT_TRUE(contains(get(v, "reference-corner").message, "does not fit the other corners")) << codes(v);
  EXPECT_TRUE(contains(get(v, "reference-corner").message, "opposite")) << codes(v);
}

TEST(Validate, TwoByTwoPieceProblems) {
  CornerCube c;
  c.co[URF] = 2;
  Validation v = validate(Puzzle::Cube2, in_colours(to_facelets(c)));
  ASSERT_EQ(v.problems.size(), 1u) << codes(v);
  EXPECT_TRUE(contains(v.problems[0].message, "any corner turned clockwise")) << v.problems[0].message;
  expect_candidates(Puzzle::Cube2, v.problems[0], 8, solved_facelets(Puzzle::Cube2));

  std::string s = in_colours(solved_facelets(Puzzle::Cube2));
  s[kCornerFacelets2[UFL][1]] = 'R';  // UFL shows W, R, O
  v = validate(Puzzle::Cube2, s);
  EXPECT_TRUE(contains(get(v, "impossible-corner").message, "The corner at UFL (stickers U3, F1, L2) shows W, R, O"))
      << codes(v);

  CornerCube swapped;  // a lone swap is fine on the 2x2x2
  std::swap(swapped.cp[URF], swapped.cp[UFL]);
  EXPECT_TRUE(validate(Puzzle::Cube2, to_facelets(swapped)).ok());
}

TEST(Validate, NeverCrashesAndAlwaysExplains) {
  const std::set<std::string> known = {"length",           "symbols",
                                       "sticker-count",    "centres",
                                       "reference-corner", "impossible-corner",
                                       "impossible-edge",  "duplicate-corner",
                                       "duplicate-edge",   "missing-corner",
                                       "missing-edge",     "twisted-corner",
                                       "flipped-edge",     "parity"};
  Rng rng(12);
  const std::string alphabet = "WRGYOBwx \n\x01\xff\xc3";
  for (int trial = 0; trial < 3000; ++trial) {
    const Puzzle p = trial % 2 ? Puzzle::Cube3 : Puzzle::Cube2;
    std::string s;
    const int mode = trial % 3;
    if (mode == 0) {  // random bytes of any length
      const int len = static_cast<int>(rng.below(70));
      for (int i = 0; i < len; ++i) s += static_cast<char>(rng.below(256));
    } else if (mode == 1) {  // six colours, random places
      for (int i = 0; i < sticker_count(p); ++i) s += "WRGYOB"[rng.below(6)];
    } else {  // a real cube with a few stickers changed
      s = in_colours(random_facelets(p, trial));
      for (int k = 0, changes = 1 + rng.below(3); k < changes; ++k)
        s[rng.below(static_cast<uint32_t>(s.size()))] = alphabet[rng.below(static_cast<uint32_t>(alphabet.size()))];
    }
    const Validation v = validate(p, s);
    for (const Problem& problem : v.problems) {
      EXPECT_TRUE(known.count(problem.code)) << problem.code;
      EXPECT_FALSE(problem.message.empty());
      for (int i : problem.stickers) {
        EXPECT_GE(i, 0);
        EXPECT_LT(i, sticker_count(p));
      }
    }
    if (v.ok()) {
      EXPECT_EQ(static_cast<int>(v.facelets.size()), sticker_count(p));
    }
  }
}

}  // namespace
}  // namespace cube
