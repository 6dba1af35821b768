// Move-sequence operations: invert, simplify (checked against a small sticker model so
// a simplification can never change what a sequence does), and the four metrics.
#include <gtest/gtest.h>

#include <array>
#include <random>
#include <vector>

#include "core/alg.h"
#include "core/notation.h"

namespace cube {
namespace {

std::vector<Move> moves_of(std::string_view text) {
  const ParsedAlg p = parse_alg(text);
  EXPECT_TRUE(p.ok) << "'" << text << "': " << p.error.message;
  return p.moves;
}

// The 54 stickers of a 3x3x3 as (position, normal) in coordinates -1..1, turned by
// layer_turn's description of each move. Independent of the colleague's cube model,
// and of turn direction conventions: only "same effect or not" is compared.
class StickerModel {
 public:
  StickerModel() {
    for (int axis = 0; axis < 3; ++axis) {
      for (int sign : {-1, 1}) {
        for (int a = -1; a <= 1; ++a) {
          for (int b = -1; b <= 1; ++b) {
            Sticker s{};
            s.normal[axis] = sign;
            s.position[axis] = sign;
            s.position[(axis + 1) % 3] = a;
            s.position[(axis + 2) % 3] = b;
            stickers_.push_back(s);
          }
        }
      }
    }
  }

  void apply(const std::vector<Move>& moves) {
    for (const Move& m : moves) {
      LayerTurn t;
      ASSERT_TRUE(layer_turn(m, 3, t)) << to_string(m);
      const int axis = static_cast<int>(t.axis);
      for (Sticker& s : stickers_) {
        if (!(t.layer_mask & (1u << (s.position[axis] + 1)))) continue;
        for (int q = 0; q < t.quarter_turns; ++q) {
          quarter(s.position, axis);
          quarter(s.normal, axis);
        }
      }
    }
  }

  bool operator==(const StickerModel&) const = default;

 private:
  struct Sticker {
    std::array<int, 3> position;
    std::array<int, 3> normal;
    bool operator==(const Sticker&) const = default;
  };

  // +90 degrees about `axis`: the next axis turns into the one after it.
  static void quarter(std::array<int, 3>& v, int axis) {
    const int i = (axis + 1) % 3, j = (axis + 2) % 3;
    const int vi = v[i];
    v[i] = -v[j];
    v[j] = vi;
  }

  std::vector<Sticker> stickers_;
};

bool same_effect(const std::vector<Move>& a, const std::vector<Move>& b) {
  StickerModel ma, mb;
  ma.apply(a);
  mb.apply(b);
  return ma == mb;
}

TEST(AlgModel, KnownIdentitiesHold) {
  // Sanity of the test model itself, through the parser.
  EXPECT_TRUE(same_effect(moves_of("(R U R' U')6"), {}));
  EXPECT_TRUE(same_effect(moves_of("(R U)105"), {}));
  EXPECT_FALSE(same_effect(moves_of("(R U)35"), {}));
  EXPECT_TRUE(same_effect(moves_of("Rw"), moves_of("L x")));
  EXPECT_TRUE(same_effect(moves_of("M"), moves_of("L' R x'")));
  EXPECT_TRUE(same_effect(moves_of("E"), moves_of("D' U y'")));
  EXPECT_TRUE(same_effect(moves_of("S"), moves_of("F' B z")));
  EXPECT_FALSE(same_effect(moves_of("R U"), moves_of("U R")));
}

TEST(AlgInvert, ReversesAndInvertsEachMove) {
  EXPECT_EQ(invert({}), std::vector<Move>{});
  EXPECT_EQ(invert(moves_of("R U2 F' Rw M x'")), moves_of("x M' Rw' F U2 R'"));
  const std::vector<Move> alg = moves_of("[R, [U: F]] (r E)2 z");
  EXPECT_EQ(invert(invert(alg)), alg);
  std::vector<Move> both = alg;
  const std::vector<Move> inv = invert(alg);
  both.insert(both.end(), inv.begin(), inv.end());
  EXPECT_TRUE(same_effect(both, {}));
}

TEST(AlgSimplify, Cases) {
  const std::pair<const char*, const char*> cases[] = {
      {"", ""},
      {"R R", "R2"},
      {"R R'", ""},
      {"R R R", "R'"},
      {"R2 R2", ""},
      {"R U U' R'", ""},
      {"U D U", "U2 D"},
      {"U D U'", "D"},
      {"U D' U D", "U2"},
      {"R L R' L'", ""},
      {"R U R", "R U R"},  // U blocks: different axis
      {"R U D R", "R U D R"},
      {"Rw Rw", "Rw2"},
      {"Rw R", "Rw R"},     // different families stay apart
      {"R Rw R", "R2 Rw"},  // same axis: may pass over Rw
      {"R M R'", "M"},
      {"M M'", ""},
      {"M2 M2", ""},
      {"x x", "x2"},
      {"x R x'", "R"},  // a rotation commutes with turns about its axis
      {"x U x'", "x U x'"},
      {"y y y y", ""},
      {"R U R' U' U R U' R'", ""},
      {"F R U R' U' F' F R U R' U' F'", "F R U R' U' R U R' U' F'"},
      {"D2 U' D2 U", ""},
      {"E U E' D", "U D"},
      {"u U u'", "U"},
  };
  for (const auto& [text, expected] : cases) {
    const std::vector<Move> got = simplify(moves_of(text));
    EXPECT_EQ(format_moves(got), expected) << text;
    EXPECT_TRUE(same_effect(got, moves_of(text))) << text;
  }
}

// Random sequences drawn from a few axes so that merges and cancellations are common.
TEST(AlgSimplify, NeverChangesWhatTheSequenceDoes) {
  static const char* const kMoves[] = {"R", "R'", "R2", "L", "L'", "M",  "M2", "Rw", "r'", "x", "x2",
                                       "U", "U'", "D2", "E", "u",  "y'", "F",  "B'", "S",  "z"};
  std::mt19937 rng(7);
  for (int round = 0; round < 2000; ++round) {
    std::string text;
    const int length = static_cast<int>(rng() % 16);
    // Mostly one axis, sometimes any, so long same-axis runs occur.
    const int first = static_cast<int>(rng() % 3) * 7;
    for (int i = 0; i < length; ++i) {
      const int pick = rng() % 4 == 0 ? static_cast<int>(rng() % 21) : first + static_cast<int>(rng() % 7);
      text += kMoves[pick < 21 ? pick : 0];
      text += ' ';
    }
    const std::vector<Move> moves = moves_of(text);
    const std::vector<Move> simple = simplify(moves);
    ASSERT_TRUE(same_effect(moves, simple)) << text << " -> " << format_moves(simple);
    EXPECT_LE(simple.size(), moves.size());
    EXPECT_EQ(simplify(simple), simple) << text;
    for (size_t i = 0; i + 1 < simple.size(); ++i) {
      EXPECT_FALSE(simple[i].kind == simple[i + 1].kind && simple[i].family == simple[i + 1].family)
          << text << " -> " << format_moves(simple);
    }
  }
}

TEST(AlgCount, AllMetrics) {
  struct Case {
    const char* text;
    int htm, qtm, stm, etm;
  };
  const Case cases[] = {
      {"", 0, 0, 0, 0},        {"R", 1, 1, 1, 1},         {"R'", 1, 1, 1, 1},           {"R2", 1, 2, 1, 1},
      {"Rw2 u'", 2, 3, 2, 2},  {"M", 2, 2, 1, 1},         {"M2", 2, 4, 1, 1},           {"E' S2", 4, 6, 2, 2},
      {"x y2 z'", 0, 0, 0, 3}, {"R U R' U'", 4, 4, 4, 4}, {"x R2 M' U2 M", 6, 8, 4, 5},
  };
  for (const Case& c : cases) {
    const MoveCounts counts = count_moves(moves_of(c.text));
    EXPECT_EQ(counts.htm, c.htm) << c.text;
    EXPECT_EQ(counts.qtm, c.qtm) << c.text;
    EXPECT_EQ(counts.stm, c.stm) << c.text;
    EXPECT_EQ(counts.etm, c.etm) << c.text;
  }
}

TEST(AlgCount, ByTheRowsMetricNames) {
  // The big cubes' OBTM: an outer block (R, 3Rw) 1, an inner layer alone (2R) 2, rotations 0.
  const MoveCounts c = count_moves(moves_of("R 3Rw 2R' x Uw2"));
  EXPECT_EQ(count_in(c, "obtm"), 5);
  EXPECT_EQ(count_in(c, "etm"), 5);
  EXPECT_EQ(count_in(c, "qtm"), c.qtm);
  EXPECT_EQ(count_in(c, "moves"), -1);
}

}  // namespace
}  // namespace cube
