// The registry of the core's messages (message_catalog.cpp) and its English formatter:
// every code formats with its parameters, and every message the core gives for bad
// input (validation of every puzzle of the table, notation errors) has a registered code
// and exactly the parameters its template names, nested messages included.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/message.h"
#include "core/notation.h"
#include "expect_registered.h"
#include "puzzles/8puzzle/sliding_board.h"
#include "puzzles/clock/clock_notation.h"
#include "puzzles/puzzle_table.h"
#include "puzzles/sq1/sq1_notation.h"
#include "puzzles/twisty/twisty_notation.h"
#include "scan/scan.h"
#include "scan/synthetic_scan.h"

namespace cube {
namespace {

// A sample value for each parameter: numbers for plurals, texts otherwise.
Message sample(const MessageSpec& spec, long long n) {
  Message m{spec.code, {}};
  for (const std::string& name : template_params(spec.english)) {
    const std::string pattern = spec.english;
    const bool plural = pattern.find("{" + name + ", plural") != std::string::npos;
    const bool list = pattern.find("{" + name + ", list") != std::string::npos;
    if (plural) m.params.emplace_back(name, n);
    else if (list) m.params.emplace_back(name, MessageArg::list({"a1", "b2", "c3"}));
    else m.params.emplace_back(name, "<" + name + ">");
  }
  return m;
}

TEST(MessageCatalog, CodesAreUniqueAndEveryTemplateFormatsWithItsParameters) {
  std::set<std::string> codes;
  for (const MessageSpec& spec : message_catalog()) {
    EXPECT_TRUE(codes.insert(spec.code).second) << spec.code;
    for (long long n : {0, 1, 2, 3, 7}) {
      const std::string text = sample(spec, n).english();
      EXPECT_FALSE(text.empty()) << spec.code;
      EXPECT_EQ(text.find_first_of("{}"), std::string::npos) << spec.code << ": " << text;
    }
  }
  EXPECT_GT(codes.size(), 90u);
}

TEST(MessageCatalog, EnglishRules) {
  Message m = message(
      "duplicate_piece",
      {{"colours", "W-G-R"}, {"kind", "corner"}, {"times", 2}, {"places", MessageArg::list({"URF", "UFL", "DRB"})}});
  EXPECT_EQ(m.english(), "The W-G-R corner appears twice: at URF, UFL and DRB.");
  m.params[2].second = MessageArg(3);
  m.params[1].second = MessageArg("middle_edge");
  EXPECT_EQ(m.english(), "The W-G-R middle edge appears 3 times: at URF, UFL and DRB.");
  EXPECT_EQ(message("odd_symbol", {{"symbol", "X"}, {"count", 1}}).english(), "'X' (1 sticker)");
  EXPECT_EQ(message("odd_symbol", {{"symbol", "X"}, {"count", 4}}).english(), "'X' (4 stickers)");
  EXPECT_EQ(message("sq1_split", {{"piece", "P"}, {"slots", MessageArg::list({"a", "b"})}}).english(),
            "P is in two places (a, b): a corner fills two slots side by side in one layer");
  EXPECT_EQ(message("at_column", {{"column", 7}, {"what", message("token_end")}}).english(), "column 7: end of input");
  EXPECT_EQ(lower_first("The X"), "the X");
  // An exact "=n" wins over a category written before it, as in the page's formatter.
  const Message one{"x", {{"n", 1}}};
  EXPECT_EQ(format_template("{n, plural, one {one} =1 {exactly one} other {#}}", one), "exactly one");
  EXPECT_EQ(format_template("{n, plural, one {one} =2 {two} other {# more}}", one), "one");
  EXPECT_EQ(message_json(message("at_column", {{"column", 7}, {"what", message("token", {{"text", "\"R"}})}})),
            R"({"code":"at_column","params":{"column":7,"what":{"code":"token","params":{"text":"\"R"}}}})");
}

TEST(MessageCatalog, EveryProblemOfEveryPuzzleHasARegisteredCode) {
  std::mt19937 rng(7);
  int checked = 0;
  for (const PuzzleEntry* row : puzzles::all()) {
    const PuzzleEntry& p = *row;
    const std::string solved = p.solved();
    std::vector<std::string> inputs = {"", "x", solved + solved.substr(0, 1), solved.substr(1)};
    // Stickers changed, swapped and repeated, at random.
    for (int k = 0; k < 60; ++k) {
      std::string s = solved;
      std::uniform_int_distribution<size_t> at(0, s.size() - 1);
      if (k % 3 == 0) s[at(rng)] = s[at(rng)];
      else std::swap(s[at(rng)], s[at(rng)]);
      if (k % 5 == 0) std::swap(s[at(rng)], s[at(rng)]);
      inputs.push_back(s);
    }
    for (const std::string& input : inputs) {
      const Validation v = p.validate(input);
      for (const Problem& problem : v.problems) {
        ASSERT_FALSE(problem.text.empty()) << p.info.name << ": " << problem.message;
        EXPECT_EQ(problem.text.english(), problem.message);
        expect_registered(problem.text, p.info.name);
        for (const Problem::Candidate& c : problem.candidates) {
          EXPECT_EQ(c.label.english(), c.piece);
          expect_registered(c.label, p.info.name);
        }
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 300);
}

TEST(MessageCatalog, EveryNotationErrorHasARegisteredCode) {
  for (const char* alg : {"R U (R", "R )", "R ]", "R , U", "R : U", "0R", "R2'2", "R 2", "[R U]", "[R, U", "^(R) ^(U",
                          "(^(R))", "^(R)2", "R \x01", "R \xff", "(((((R)))))"}) {
    for (int size : {0, 2, 3, 4}) {
      ParseLimits limits;
      limits.cube_size = size;
      limits.max_depth = 3;
      const ParsedAlg parsed = parse_alg_with_limits(alg, limits);
      ASSERT_FALSE(parsed.ok) << alg;
      EXPECT_EQ(parsed.error.text.english(), parsed.error.message) << alg;
      expect_registered(parsed.error.text, alg);
    }
  }
  for (const char* alg : {"M", "4Rw", "5R"}) {
    const ParsedAlg parsed = parse_alg_for(4, alg);
    ASSERT_FALSE(parsed.ok) << alg;
    expect_registered(parsed.error.text, alg);
  }
}

// The other puzzles' notation (Pyraminx, Skewb, Megaminx, Square-1, Clock, 8-puzzle):
// every error has a code, and its English is the error.
TEST(MessageCatalog, EveryOtherPuzzlesNotationErrorHasARegisteredCode) {
  int checked = 0;
  for (const char* name : {"pyraminx", "skewb", "megaminx"}) {
    const twisty::Puzzle& p = puzzles::find(name)->twisty();
    for (const char* alg : {"R U 3", "R Q", "U DBL R++", "R2''", "x"}) {
      const twisty::ParsedTurns parsed = twisty::parse_turns(p, alg);
      if (parsed.ok) continue;
      ASSERT_FALSE(parsed.text.empty()) << name << ": " << parsed.error;
      EXPECT_EQ(parsed.text.english(), parsed.error);
      expect_registered(parsed.text, name);
      ++checked;
    }
  }
  for (const char* alg : {"(1,0) x", "(a,0)", "(1", "(1,", "(12,0)", "(1,-13)", "(1 0)", "(1,0", "(1,0) /(1,1) /"}) {
    const sq1::ParsedMoves parsed = sq1::parse_moves(alg);
    std::string error = parsed.error;
    Message text = parsed.text;
    if (parsed.ok) {
      const sq1::Played played = sq1::play(sq1::solved(), parsed.moves);
      ASSERT_FALSE(played.ok) << alg;
      error = played.error;
      text = played.text;
    }
    ASSERT_FALSE(text.empty()) << alg << ": " << error;
    EXPECT_EQ(text.english(), error);
    expect_registered(text, alg);
    ++checked;
  }
  for (const char* alg : {"UR3+ x2", "Q", "UR", "UR7+", "UR3", "UR3+x"}) {
    const clock::ParsedMoves parsed = clock::parse_moves(alg);
    if (parsed.ok) continue;
    ASSERT_FALSE(parsed.text.empty()) << alg << ": " << parsed.error;
    EXPECT_EQ(parsed.text.english(), parsed.error);
    expect_registered(parsed.text, alg);
    ++checked;
  }
  const sliding::SlidesParse slides = sliding::parse_slides("U L x");
  ASSERT_FALSE(slides.ok);
  EXPECT_EQ(slides.text.english(), slides.error);
  expect_registered(slides.text, "slides");
  // Two tiles swapped: no slides join start and goal (the parity rule).
  const sliding::Board swapped = {2, 1, 3, 4, 5, 6, 7, 8, 0};
  const Message unsolvable = sliding::unsolvable_text(swapped, sliding::default_goal());
  ASSERT_FALSE(unsolvable.empty());
  EXPECT_EQ(unsolvable.english(), sliding::unsolvable_reason(swapped, sliding::default_goal()));
  expect_registered(unsolvable, "unsolvable");
  EXPECT_TRUE(sliding::unsolvable_text(sliding::default_goal(), sliding::default_goal()).empty());
  EXPECT_GE(checked, 25);
}

// The camera scan's problems: a puzzle it does not read, a wrong count, a face taken
// twice (stickers the pieces overrule) and two colours alike (scan_test.cpp's readings).
TEST(MessageCatalog, EveryScanProblemHasARegisteredCode) {
  int checked = 0;
  auto check = [&](const scan::ScanResult& r) {
    for (const scan::ScanProblem& problem : r.problems) {
      ASSERT_FALSE(problem.text.empty()) << problem.message;
      EXPECT_EQ(problem.text.english(), problem.message);
      expect_registered(problem.text, "scan");
      ++checked;
    }
  };
  check(scan::scan_colours(Puzzle::Cube4, std::vector<scan::Vec3>(96)));
  check(scan::scan_colours(Puzzle::Cube3, std::vector<scan::Vec3>(53)));
  scan::SyntheticScan twice = scan::synthetic_scan(Puzzle::Cube3, scan::Lighting::Ordinary, 11);
  for (int s = 0; s < 9; ++s) twice.rgb[27 + s] = twice.rgb[s];
  check(scan::scan_colours(Puzzle::Cube3, twice.rgb));
  scan::SyntheticScan alike = scan::synthetic_scan(Puzzle::Cube3, scan::Lighting::Ordinary, 12);
  for (int i = 0; i < 54; ++i)
    if (alike.facelets[i] == 'L') alike.rgb[i] = alike.rgb[9 * 1 + 4];
  const scan::ScanResult r = scan::scan_colours(Puzzle::Cube3, alike.rgb);
  check(r);
  EXPECT_TRUE(std::any_of(r.problems.begin(), r.problems.end(),
                          [](const scan::ScanProblem& p) { return p.text.code == "scan_alike"; }));
  EXPECT_GE(checked, 5);
  EXPECT_EQ(scan::sticker_name(Puzzle::Cube3, 23), "sticker 23 (F face, row 2, column 3)");
}

}  // namespace
}  // namespace cube
