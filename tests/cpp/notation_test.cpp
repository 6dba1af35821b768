// Parser and printer of the move notation: every move form, the compressed and seed
// spellings, groups/commutators/conjugates, canonical text, error columns, limits.
#include <gtest/gtest.h>

#include <chrono>
#include <iterator>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "core/alg.h"
#include "core/notation.h"

namespace cube {
namespace {

Move make(Move::Kind kind, char family, int turns) {
  Move m;
  m.kind = kind;
  m.family = family;
  m.turns = static_cast<uint8_t>(turns);
  return m;
}
Move face(char f, int t = 1) { return make(Move::Kind::Face, f, t); }
Move wide(char f, int t = 1) { return make(Move::Kind::Wide, f, t); }
Move slice(char f, int t = 1) { return make(Move::Kind::Slice, f, t); }
Move rotation(char f, int t = 1) { return make(Move::Kind::Rotation, f, t); }

std::vector<Move> moves_of(std::string_view text) {
  const ParsedAlg p = parse_alg(text);
  EXPECT_TRUE(p.ok) << "'" << text << "': " << p.error.message;
  return p.moves;
}

struct SuffixCase {
  const char* text;
  int turns;  // 0: the move vanishes
};
const SuffixCase kSuffixes[] = {
    {"", 1},  {"2", 2},  {"'", 3}, {"2'", 2}, {"3", 3},  {"3'", 1}, {"i", 3},
    {"’", 3}, {"‘", 3},  {"′", 3}, {"`", 3},  {"´", 3},  {"2’", 2}, {"'2", 2},
    {"5", 1}, {"6'", 2}, {"4", 0}, {"0", 0},  {"4'", 0}, {"10", 2}, {"1000000000000000000003", 3},
};

void expect_every_suffix(const std::string& base, const Move& quarter) {
  for (const SuffixCase& s : kSuffixes) {
    const std::string text = base + s.text;
    std::vector<Move> expected;
    if (s.turns != 0) {
      Move m = quarter;
      m.turns = static_cast<uint8_t>(s.turns);
      expected.push_back(m);
    }
    EXPECT_EQ(moves_of(text), expected) << text;
  }
}

TEST(NotationMoves, FaceTurnsWithEverySuffix) {
  for (char f : std::string("URFDLB")) expect_every_suffix(std::string(1, f), face(f));
}

TEST(NotationMoves, WideTurnsBothSpellings) {
  for (char f : std::string("URFDLB")) {
    expect_every_suffix(std::string(1, f) + "w", wide(f));
    expect_every_suffix(std::string(1, static_cast<char>(f - 'A' + 'a')), wide(f));
  }
}

TEST(NotationMoves, SlicesAndRotations) {
  for (char f : std::string("MES")) expect_every_suffix(std::string(1, f), slice(f));
  for (char f : std::string("xyz")) expect_every_suffix(std::string(1, f), rotation(f));
}

TEST(NotationMoves, EmptyInputIsNoMoves) {
  for (const char* text : {"", "   ", "\n\t", "// nothing here", "()", "(R4)2"}) {
    const ParsedAlg p = parse_alg(text);
    EXPECT_TRUE(p.ok) << text;
    EXPECT_TRUE(p.moves.empty()) << text;
    // A comment is kept in the canonical text (issue 24), and is no move.
    EXPECT_EQ(p.canonical, std::string(text).rfind("//", 0) == 0 ? text : "") << text;
  }
}

TEST(NotationCompressed, WithoutSpaces) {
  EXPECT_EQ(moves_of("RUR'U'"), moves_of("R U R' U'"));
  EXPECT_EQ(moves_of("RUR'U'"), (std::vector<Move>{face('R'), face('U'), face('R', 3), face('U', 3)}));
  EXPECT_EQ(moves_of("R2U2rRwMx'y2RwUw'"), moves_of("R2 U2 Rw Rw M x' y2 Rw Uw'"));
  EXPECT_EQ(moves_of("(RU)3[R,U][R:U]"), moves_of("(R U)3 [R, U] [R: U]"));
}

TEST(NotationCompressed, SeedInverseSuffix) {
  const std::vector<Move> expected = moves_of("L L D F B' L L F' B D L L");
  EXPECT_EQ(expected.size(), 12u);
  EXPECT_EQ(moves_of("LLDFBiLLFiBDLL"), expected);
  EXPECT_EQ(moves_of("L2DFBiL2FiBDL2"), moves_of("L2 D F B' L2 F' B D L2"));
  EXPECT_EQ(moves_of("Li D L D D Li Di L L D F Bi L L Fi B D L L D"),
            moves_of("L' D L D D L' D' L L D F B' L L F' B D L L D"));
}

TEST(NotationCompressed, AnyWhitespaceAndComments) {
  const std::vector<Move> expected = moves_of("R U R' U'");
  EXPECT_EQ(moves_of("  R\tU\r\nR'\n\nU'  "), expected);
  EXPECT_EQ(moves_of("R\u00a0U\u2009R'\u3000U'"), expected);  // no-break and thin spaces
  EXPECT_EQ(moves_of("R U // the sexy move\nR' U' // done"), expected);
  EXPECT_EQ(moves_of("R U//c\nR'U'"), expected);
  EXPECT_EQ(moves_of("\xEF\xBB\xBFR U R' U'"), expected);  // byte-order mark
}

TEST(NotationCompressed, TypographicQuotes) {
  EXPECT_EQ(moves_of("R U R’ U’"), moves_of("R U R' U'"));
  EXPECT_EQ(moves_of("R‘ U′ F` D´"), moves_of("R' U' F' D'"));
  EXPECT_EQ(moves_of("(R U)’"), moves_of("U' R'"));
}

TEST(NotationStructure, Groups) {
  EXPECT_EQ(moves_of("(R U)3"), moves_of("R U R U R U"));
  EXPECT_EQ(moves_of("(R U)'"), moves_of("U' R'"));
  EXPECT_EQ(moves_of("(R U)2'"), moves_of("U' R' U' R'"));
  EXPECT_EQ(moves_of("(R U2')'"), moves_of("U2 R'"));
  EXPECT_EQ(moves_of("(R U)1"), moves_of("R U"));
  EXPECT_EQ(moves_of("(R U)0"), moves_of(""));
  EXPECT_EQ(moves_of("(R U)12").size(), 24u);  // counts are not taken mod 4
  EXPECT_EQ(moves_of("((R U)2 F)2"), moves_of("R U R U F R U R U F"));
  EXPECT_EQ(moves_of("(R U)i"), moves_of("U' R'"));
}

TEST(NotationStructure, CommutatorsAndConjugates) {
  EXPECT_EQ(moves_of("[R, U]"), moves_of("R U R' U'"));
  EXPECT_EQ(moves_of("[R: U]"), moves_of("R U R'"));
  EXPECT_EQ(moves_of("[R U: F]"), moves_of("R U F U' R'"));
  EXPECT_EQ(moves_of("[R U', D2]"), moves_of("R U' D2 U R' D2"));
  EXPECT_EQ(moves_of("[R, [U: F]]"), moves_of("R U F U' R' U F' U'"));
  EXPECT_EQ(moves_of("[F: [R, U]]"), moves_of("F R U R' U' F'"));
  EXPECT_EQ(moves_of("[[R: U], D]"), moves_of("R U R' D R U' R' D'"));
  EXPECT_EQ(moves_of("[R, U]2"), moves_of("R U R' U' R U R' U'"));
  EXPECT_EQ(moves_of("[R: U]'"), moves_of("R U' R'"));
  EXPECT_EQ(moves_of("[R, U]'"), moves_of("U R U' R'"));
  EXPECT_EQ(moves_of("[, U]"), moves_of("U U'"));
  EXPECT_EQ(moves_of("[R,]"), moves_of("R R'"));
  EXPECT_EQ(moves_of("([R, U] (F)2)2"), moves_of("R U R' U' F F R U R' U' F F"));
}

TEST(NotationCanonical, StandardSpacingKeepsStructure) {
  const std::pair<const char*, const char*> cases[] = {
      {"RUR'U'", "R U R' U'"},
      {"  R   U\nR'  U' ", "R U R' U'"},
      {"(RU)3", "(R U)3"},
      {"( R U )'", "(R U)'"},
      {"(R U)2'", "(R U)2'"},
      {"(R U)1", "(R U)"},
      {"[R,U]", "[R, U]"},
      {"[R:U]", "[R: U]"},
      {"[ R , [ U : F ] ]", "[R, [U: F]]"},
      {"[R,U]2", "[R, U]2"},
      {"[R,]", "[R,]"},
      {"[,U]", "[, U]"},
      {"r u' x2 M'", "Rw Uw' x2 M'"},
      {"R3 U2' Fi D’ L5", "R' U2 F' D' L"},
      {"R4 U R0", "U"},
      {"(R4)3 U ()", "U"},
      {"(R U)0 F", "F"},
      {"LLDFBiLLFiBDLL", "L L D F B' L L F' B D L L"},
      {"R U // comment\nR'", "R U // comment\nR'"},  // comments and pauses are kept
      {"R . U // two\n . R' //end  ", "R . U // two\n. R' //end"},
      {"R ^(U F) D", "R ^(U F) D"},
      {"(R // x\n U)2 [F, // y\n]", "(R // x\nU)2 [F, // y\n]"},
  };
  for (const auto& [text, canonical] : cases) {
    const ParsedAlg p = parse_alg(text);
    ASSERT_TRUE(p.ok) << text << ": " << p.error.message;
    EXPECT_EQ(p.canonical, canonical) << text;
  }
}

TEST(NotationCanonical, FormatMoves) {
  EXPECT_EQ(format_moves({}), "");
  EXPECT_EQ(format_moves({face('R'), wide('U', 3), slice('M', 2), rotation('x')}), "R Uw' M2 x");
  EXPECT_EQ(format_moves(moves_of("[R, U]")), "R U R' U'");
}

// Random algs written in every accepted style, with the moves they must mean computed
// alongside; checks the parser, and that canonical text is stable and means the same.
class AlgWriter {
 public:
  explicit AlgWriter(uint32_t seed) : rng_(seed) {}

  struct Written {
    std::string text;
    std::vector<Move> moves;
  };

  Written sequence(int depth) {
    Written out;
    const int items = pick(5);
    for (int i = 0; i < items; ++i) {
      Written w = item(depth);
      out.text += separator();
      out.text += w.text;
      out.moves.insert(out.moves.end(), w.moves.begin(), w.moves.end());
    }
    out.text += separator();
    return out;
  }

 private:
  int pick(int n) { return static_cast<int>(rng_() % static_cast<uint32_t>(n)); }

  std::string separator() {
    static const char* const kSeparators[] = {"", "", " ", " ", "  ", "\n", "\t", " // note\n", "\u00a0"};
    return kSeparators[pick(9)];
  }

  Written item(int depth) {
    const int kind = depth >= 3 ? 0 : pick(6);
    if (kind <= 2) return move();
    Written a = sequence(depth + 1);
    if (kind == 3) {
      const auto [suffix, count, inverted] = group_suffix();
      Written w{"(" + a.text + ")" + suffix, {}};
      const std::vector<Move> once = inverted ? invert(a.moves) : a.moves;
      for (int i = 0; i < count; ++i) w.moves.insert(w.moves.end(), once.begin(), once.end());
      return w;
    }
    Written b = sequence(depth + 1);
    const bool commutator = kind == 4;
    Written w{"[" + a.text + (commutator ? "," : ":") + b.text + "]", {}};
    const std::vector<Move> a_inv = invert(a.moves), b_inv = invert(b.moves);
    w.moves = a.moves;
    w.moves.insert(w.moves.end(), b.moves.begin(), b.moves.end());
    w.moves.insert(w.moves.end(), a_inv.begin(), a_inv.end());
    if (commutator) w.moves.insert(w.moves.end(), b_inv.begin(), b_inv.end());
    return w;
  }

  std::tuple<std::string, int, bool> group_suffix() {
    static const std::tuple<const char*, int, bool> kGroupSuffixes[] = {
        {"", 1, false},  {"2", 2, false}, {"'", 1, true},  {"2'", 2, true},
        {"3", 3, false}, {"0", 0, false}, {"1", 1, false}, {"’", 1, true}};
    const auto& [s, c, inv] = kGroupSuffixes[pick(8)];
    return {s, c, inv};
  }

  Written move() {
    static const char* const kFamilies[] = {"U", "R", "F", "D", "L", "B", "Uw", "Rw", "Fw", "Dw", "Lw", "Bw",
                                            "u", "r", "f", "d", "l", "b", "M",  "E",  "S",  "x",  "y",  "z"};
    const int f = pick(24);
    const SuffixCase& s = kSuffixes[pick(static_cast<int>(std::size(kSuffixes)))];
    Written w{std::string(kFamilies[f]) + s.text, {}};
    if (s.turns != 0) {
      const char letter = kFamilies[f][0];
      if (f < 6) w.moves.push_back(face(letter, s.turns));
      else if (f < 12) w.moves.push_back(wide(letter, s.turns));
      else if (f < 18) w.moves.push_back(wide(static_cast<char>(letter - 'a' + 'A'), s.turns));
      else if (f < 21) w.moves.push_back(slice(letter, s.turns));
      else w.moves.push_back(rotation(letter, s.turns));
    }
    return w;
  }

  std::mt19937 rng_;
};

TEST(NotationRoundTrip, GeneratedAlgsMeanWhatTheySayAndPrintStably) {
  AlgWriter writer(20240607);
  for (int i = 0; i < 3000; ++i) {
    const AlgWriter::Written w = writer.sequence(0);
    const ParsedAlg p = parse_alg(w.text);
    ASSERT_TRUE(p.ok) << "'" << w.text << "': " << p.error.message;
    ASSERT_EQ(p.moves, w.moves) << w.text;
    const ParsedAlg again = parse_alg(p.canonical);
    ASSERT_TRUE(again.ok) << "'" << p.canonical << "': " << again.error.message;
    EXPECT_EQ(again.moves, p.moves) << p.canonical;
    EXPECT_EQ(again.canonical, p.canonical);
    EXPECT_EQ(p.canonical.find("  "), std::string::npos) << p.canonical;
    EXPECT_EQ(parse_alg(format_moves(p.moves)).moves, p.moves);
  }
}

struct BadInput {
  const char* text;
  int column;
  const char* expected;
  const char* message;  // the whole message
};

TEST(NotationErrors, ColumnsExpectationsAndMessages) {
  const BadInput cases[] = {
      {"R U Q", 5, "a move",
       "column 5: 'Q' is not a move (expected one of U R F D L B, Uw…, u…, 2R…, 3Rw…, M E S, x y z)"},
      {"(R U", 5, "')'", "column 5: expected ')' to close the group opened at column 1, found end of input"},
      {"R (U F]", 7, "')'", "column 7: expected ')' to close the group opened at column 3, found ']'"},
      {"[R U]", 5, "',' or ':'",
       "column 5: expected ',' or ':' in the bracket opened at column 1 ([A, B] or [A: B]), "
       "found ']'"},
      {"[R, U", 6, "']'", "column 6: expected ']' to close the bracket opened at column 1, found end of input"},
      {"[R, U: F]", 6, "']'", "column 6: expected ']' to close the bracket opened at column 1, found ':'"},
      {"[R, U, F]", 6, "']'", "column 6: expected ']' to close the bracket opened at column 1, found ','"},
      {"R U)", 4, "a move", "column 4: ')' has no matching '('"},
      {"R ]", 3, "a move", "column 3: ']' has no matching '['"},
      {"R, U", 2, "a move", "column 2: ',' only separates the two parts of a commutator [A, B]"},
      {"R: U", 2, "a move", "column 2: ':' only separates the two parts of a conjugate [A: B]"},
      {"R 2", 3, "a move", "column 3: '2' must follow a move or a closing bracket directly, with no space"},
      {"(R U) 3", 7, "a move", "column 7: '3' must follow a move or a closing bracket directly, with no space"},
      {"2 R", 1, "a move", "column 1: '2' must follow a move or a closing bracket directly, with no space"},
      {"R2'3", 4, "a move", "column 4: '3' is a second amount (write one count, then one prime, as in R2')"},
      {"R''", 3, "a move", "column 3: ''' is a second amount (write one count, then one prime, as in R2')"},
      {"rw", 2, "a move",
       "column 2: 'w' is not a move (expected one of U R F D L B, Uw…, u…, 2R…, 3Rw…, M E S, x y z)"},
      {"R / U", 3, "a move",
       "column 3: '/' is not a move (expected one of U R F D L B, Uw…, u…, 2R…, 3Rw…, M E S, x y z)"},
      // Columns count characters, not bytes: ’ is three bytes, é two, 😀 four.
      {"R’ U’ Q", 7, "a move",
       "column 7: 'Q' is not a move (expected one of U R F D L B, Uw…, u…, 2R…, 3Rw…, M E S, x y z)"},
      {"R’ U’ (R", 9, "')'", "column 9: expected ')' to close the group opened at column 7, found end of input"},
      {"é R", 1, "a move",
       "column 1: 'é' is not a move (expected one of U R F D L B, Uw…, u…, 2R…, 3Rw…, M E S, x y z)"},
      {"R 😀 U", 3, "a move",
       "column 3: '😀' is not a move (expected one of U R F D L B, Uw…, u…, 2R…, 3Rw…, M E S, x y z)"},
      {"// ü\nR ×", 8, "a move",
       "column 8: '×' is not a move (expected one of U R F D L B, Uw…, u…, 2R…, 3Rw…, M E S, x y z)"},
      {"R \xFF U", 3, "a move",
       "column 3: byte 0xFF (not UTF-8) is not a move (expected one of U R F D L B, Uw…, u…, "
       "2R…, 3Rw…, M E S, x y z)"},
      {"R \xE2\x80 U", 3, "a move",  // truncated sequence: each bad byte is a column
       "column 3: byte 0xE2 (not UTF-8) is not a move (expected one of U R F D L B, Uw…, "
       "u…, 2R…, 3Rw…, M E S, x y z)"},
      {"R\x01", 2, "a move",
       "column 2: U+0001 is not a move (expected one of U R F D L B, Uw…, u…, 2R…, 3Rw…, M E S, x y z)"},
  };
  for (const BadInput& c : cases) {
    const ParsedAlg p = parse_alg(c.text);
    EXPECT_FALSE(p.ok) << c.text;
    EXPECT_TRUE(p.moves.empty()) << c.text;
    EXPECT_EQ(p.error.column, c.column) << c.text;
    EXPECT_EQ(p.error.expected, c.expected) << c.text;
    EXPECT_EQ(p.error.message, c.message) << c.text;
  }
}

TEST(NotationErrors, ColumnAfterMalformedBytesCountsEachByte) {
  const ParsedAlg p = parse_alg("\xC0\xC0 (R");  // two invalid bytes, two columns
  ASSERT_FALSE(p.ok);
  EXPECT_EQ(p.error.column, 1);
  const ParsedAlg q = parse_alg("// \xFF\xFE\nR (U");  // invalid bytes inside a comment
  ASSERT_FALSE(q.ok);
  EXPECT_EQ(q.error.column, 11);  // end of input
}

TEST(NotationLimits, ExpansionIsBoundedBeforeItHappens) {
  const auto start = std::chrono::steady_clock::now();
  const ParsedAlg p = parse_alg("(((R)99)99)99");
  EXPECT_FALSE(p.ok);
  EXPECT_EQ(p.error.column, 1);
  EXPECT_EQ(p.error.message, "column 1: the alg expands to more than 100000 moves");
  EXPECT_FALSE(parse_alg("(R U)99999999999999999999").ok);
  EXPECT_FALSE(parse_alg("[(R)60000, U]").ok);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::milliseconds(200));

  EXPECT_EQ(moves_of("(R)100000").size(), 100000u);
  EXPECT_FALSE(parse_alg("(R)100001").ok);
  EXPECT_FALSE(parse_alg("(R)100000 U").ok);
  EXPECT_TRUE(parse_alg("()99999999999999999999").ok);  // nothing to repeat
  const ParsedAlg two = parse_alg("R (U)99999 F");
  ASSERT_FALSE(two.ok);
  EXPECT_EQ(two.error.column, 12);
}

TEST(NotationLimits, NestingDepth) {
  const auto nested = [](int depth, char open, const std::string& close) {
    std::string s;
    for (int i = 0; i < depth; ++i) s += open;
    s += open == '(' ? "R" : "R, U";
    for (int i = 0; i < depth; ++i) s += close;
    return s;
  };
  EXPECT_TRUE(parse_alg(nested(64, '(', ")")).ok);
  const ParsedAlg deep = parse_alg(nested(65, '(', ")"));
  ASSERT_FALSE(deep.ok);
  EXPECT_EQ(deep.error.column, 65);
  EXPECT_EQ(deep.error.message, "column 65: brackets nested more than 64 deep");
  const ParsedAlg huge = parse_alg(std::string(100000, '('));
  ASSERT_FALSE(huge.ok);
  EXPECT_EQ(huge.error.column, 65);
  EXPECT_FALSE(parse_alg(std::string(100000, '[')).ok);
}

TEST(NotationLimits, CustomLimits) {
  ParseLimits limits;
  limits.max_depth = 1;
  limits.max_moves = 4;
  EXPECT_TRUE(parse_alg_with_limits("[R, U]", limits).ok);
  EXPECT_FALSE(parse_alg_with_limits("[R, (U)]", limits).ok);
  EXPECT_FALSE(parse_alg_with_limits("[R, U] F", limits).ok);
  EXPECT_EQ(parse_alg_with_limits("R U F D L", limits).error.column, 9);
}

TEST(NotationNiss, InverseSideGroupsPausesAndComments) {
  // ^( ) holds moves on the inverse side: the state from solved is I^-1 S N.
  const ParsedAlg p = parse_alg("R U ^(F D') . L // EO\n^(B)");
  ASSERT_TRUE(p.ok) << p.error.message;
  EXPECT_EQ(format_moves(p.normal_moves), "R U L");
  EXPECT_EQ(format_moves(p.inverse_moves), "F D' B");
  EXPECT_EQ(format_moves(p.moves), "B' D F' R U L");
  EXPECT_EQ(p.canonical, "R U ^(F D') . L // EO\n^(B)");
  // Plain parentheses stay a group.
  EXPECT_EQ(format_moves(parse_alg("(R U)'").moves), "U' R'");
  EXPECT_TRUE(parse_alg("(R U)'").inverse_moves.empty());
}

TEST(NotationNiss, PlainParenthesesOnRequestAsFmcPlayersWriteThem) {
  ParseLimits fmc;
  fmc.plain_niss = true;
  const ParsedAlg p = parse_alg_with_limits("R (F D') L ((U)2 B)", fmc);
  ASSERT_TRUE(p.ok) << p.error.message;
  EXPECT_EQ(format_moves(p.normal_moves), "R L");
  EXPECT_EQ(format_moves(p.inverse_moves), "F D' U U B");
  // Written back with ^( ): the same alg read either way.
  EXPECT_EQ(p.canonical, "R ^(F D') L ^((U)2 B)");
  const ParsedAlg again = parse_alg(p.canonical);
  ASSERT_TRUE(again.ok) << again.error.message;
  EXPECT_EQ(again.moves, p.moves);
  EXPECT_EQ(format_moves(p.moves), "B' U' U' D F' R L");
  const ParsedAlg open = parse_alg_with_limits("R (U F", fmc);
  EXPECT_FALSE(open.ok);
  EXPECT_EQ(open.error.column, 7);
  EXPECT_NE(open.error.message.find("inverse-side group '(' opened at column 3"), std::string::npos)
      << open.error.message;
  const ParsedAlg counted = parse_alg_with_limits("(R U)2", fmc);
  EXPECT_FALSE(counted.ok);
  EXPECT_EQ(counted.error.column, 6);
  EXPECT_NE(counted.error.message.find("takes no count"), std::string::npos) << counted.error.message;
}

TEST(NotationNiss, UnbalancedOrMisplacedGroupsNameTheColumn) {
  struct Case {
    const char* text;
    int column;
    const char* says;
  };
  const Case cases[] = {
      {"R ^(U F", 8, "'^(' opened at column 3"},
      {"R ^(U) F)", 9, "')' has no matching '('"},
      {"(R ^(U))", 4, "cannot be inside a group"},
      {"^(R ^(U))", 5, "cannot be inside"},
      {"R ^ U", 3, "is not a move"},
  };
  for (const Case& c : cases) {
    const ParsedAlg p = parse_alg(c.text);
    EXPECT_FALSE(p.ok) << c.text;
    EXPECT_EQ(p.error.column, c.column) << c.text << ": " << p.error.message;
    EXPECT_NE(p.error.message.find(c.says), std::string::npos) << p.error.message;
  }
}

}  // namespace
}  // namespace cube
