// The solvers' words as codes of the message registry (message_catalog.cpp's "solver
// replies", "goal patterns" and "solver table" blocks): a refusal or a limit a solver
// answers carries its code beside the same English, every code registered with exactly
// the parameters its template names; the solver table's titles, help and goal hints and
// the goal presets' titles are the registry's English.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <set>
#include <string>
#include <vector>

#include "core/message.h"
#include "expect_registered.h"
#include "solvers/fmc/fmc_solver.h"
#include "solvers/goal/goal_presets.h"
#include "solvers/pocket/pocket_input.h"
#include "solvers/pocket/pocket_moves.h"
#include "solvers/registry.h"

namespace cube {
namespace {

registry::SolveRequest request(const std::string& puzzle, const std::string& solver, const std::string& state) {
  registry::SolveRequest r;
  r.puzzle = puzzle;
  r.solver = solver;
  r.state = state;
  return r;
}

std::string scrambled(const std::string& puzzle, uint64_t seed) {
  const registry::Scramble s = registry::scramble(puzzle, seed);
  EXPECT_TRUE(s.ok) << puzzle;
  return s.state;
}

TEST(SolverMessages, RefusalsAndLimitsCarryTheirCodeBesideTheSameEnglish) {
  std::vector<registry::SolveRequest> asks;
  auto limited = [&](registry::SolveRequest r, int max_length) {
    r.options.max_length = max_length;
    asks.push_back(std::move(r));
  };
  limited(request("pyraminx", "pyraminx", scrambled("pyraminx", 3)), 0);
  limited(request("skewb", "skewb", scrambled("skewb", 3)), 0);
  limited(request("2x2x2", "pocket", scrambled("2x2x2", 3)), 0);
  limited(request("8puzzle", "sliding", "1 2 3 4 5 6 7 0 8"), 0);
  limited(request("3x3x3", "lbl", scrambled("3x3x3", 3)), 1);
  limited(request("clock", "clock", scrambled("clock", 3)), 0);
  asks.push_back(request("clock", "clock", scrambled("clock", 4)));    // solved: how optimal
  asks.push_back(request("8puzzle", "sliding", "2 1 3 4 5 6 7 8 0"));  // unsolvable parity
  registry::SolveRequest bad_board = request("8puzzle", "sliding", "1 2 3 4 5 6 7 8 0");
  bad_board.goal = "1 1 3 4 5 6 7 8 0";
  asks.push_back(bad_board);  // the goal's tiles
  for (const char* goal : {"", "crossx", "cross@Q", "cross@UD", "UUUU", "[U", "cross, crossx"}) {
    registry::SolveRequest g = request("3x3x3", "goal", scrambled("3x3x3", 5));
    g.goal = goal;
    asks.push_back(g);
  }
  std::string pattern(54, 'x');
  pattern[4] = 'R';  // the U centre asked to be R: no cube has it
  registry::SolveRequest centre = request("3x3x3", "goal", scrambled("3x3x3", 5));
  centre.goal = pattern;
  asks.push_back(centre);
  std::atomic<bool> stop{true};
  registry::SolveRequest cancelled = request("3x3x3", "twophase", scrambled("3x3x3", 6));
  cancelled.options.cancel = &stop;
  asks.push_back(cancelled);

  std::set<std::string> seen;
  for (const registry::SolveRequest& r : asks) {
    const registry::SolveReply reply = registry::solve(r);
    const std::string context = r.solver + " " + r.state + " goal '" + r.goal + "'";
    ASSERT_FALSE(reply.text.empty()) << context << ": " << reply.message;
    EXPECT_EQ(reply.text.english(), reply.message) << context;
    expect_registered(reply.text, context);
    seen.insert(reply.text.code);
  }
  for (const char* code : {"shortest_over_limit", "method_over_limit", "clock_optimal", "board_unsolvable",
                           "input_part", "goal_needed", "solve_cancelled"})
    EXPECT_TRUE(seen.count(code)) << code;
}

TEST(SolverMessages, FmcStepGoalsAreRefusedWithCodes) {
  for (const char* goal : {"", "foo", "finish fb", "eo niss sideways", "dr within 100", "htr banana", "dr banana"}) {
    std::string error;
    Message said;
    EXPECT_FALSE(fmc::parse_step_goal(goal, &error, &said)) << goal;
    ASSERT_FALSE(said.empty()) << goal;
    EXPECT_EQ(said.english(), error) << goal;
    expect_registered(said, goal);
  }
}

TEST(SolverMessages, The2x2x2GoalAndMoveSetAreRefusedWithCodes) {
  const std::string solved = "UUUURRRRFFFFDDDDLLLLBBBB";
  for (const char* goal : {"UUUU", "UUUUxxxxxxxxxxxxxxxxxxxQ", "UUUURRRRFFFFDDDDLLLLBBBU"}) {
    const pocket::PocketInput in = pocket::read_input(solved, goal);
    ASSERT_FALSE(in.ok) << goal;
    ASSERT_FALSE(in.text.empty()) << goal << ": " << in.error;
    EXPECT_EQ(in.text.english(), in.error) << goal;
    expect_registered(in.text, goal);
  }
  for (const char* moves : {"R Q", "r U", "no U R F D L B", "-all2"}) {
    std::string error;
    Message said;
    if (pocket::MoveSet::parse(moves, &error, &said)) continue;
    ASSERT_FALSE(said.empty()) << moves;
    EXPECT_EQ(said.english(), error) << moves;
    expect_registered(said, moves);
  }
  registry::SolveRequest r = request("2x2x2", "pocket", scrambled("2x2x2", 3));
  r.moves = "R Q";
  const registry::SolveReply reply = registry::solve(r);
  ASSERT_FALSE(reply.text.empty()) << reply.message;
  EXPECT_EQ(reply.text.english(), reply.message);
  EXPECT_EQ(reply.message.rfind("moves: move set: column 3: 'Q' is not a face turn", 0), 0u) << reply.message;
}

TEST(SolverMessages, TheSolverTableSpeaksFromTheRegistry) {
  int texts = 0;
  for (const registry::SolverInfo& s : registry::solvers()) {
    const std::string title = registry::words_code(s.name, "title");
    const std::string help = registry::words_code(s.name, "help");
    ASSERT_FALSE(title.empty()) << s.name;
    ASSERT_FALSE(help.empty()) << s.name;
    EXPECT_EQ(message(title).english(), s.title);
    EXPECT_EQ(message(help).english(), s.help);
    const std::string hint = registry::words_code(s.name, "goal_hint");
    EXPECT_EQ(hint.empty(), s.goal_hint.empty()) << s.name;
    if (!hint.empty()) EXPECT_EQ(message(hint).english(), s.goal_hint);
    texts += 2 + !hint.empty();
  }
  EXPECT_GT(texts, 30);
  for (const goal::PresetInfo& p : goal::presets()) {
    std::string code = "goal_preset_" + p.name;
    std::replace(code.begin(), code.end(), '-', '_');
    ASSERT_NE(find_message(code), nullptr) << code;
    EXPECT_EQ(message(code).english(), p.title);
  }
}

// The table choices' words (the "table choices" block): each choice's name, label and
// expected speed are codes registered with their parameters, and their English is the
// label and the expectation the CLI prints, figures and all.
TEST(SolverMessages, TableChoicesSpeakFromTheRegistry) {
  int choices = 0;
  for (const registry::SolverInfo& s : registry::solvers()) {
    for (const registry::TableChoice& c : s.table_choices) {
      const std::string where = s.name + " " + c.name;
      expect_registered(c.title_text, where);
      expect_registered(c.label_text, where);
      expect_registered(c.expect_text, where);
      EXPECT_EQ(c.label_text.english(), c.label) << where;
      EXPECT_EQ(c.expect_text.english(), c.expect) << where;
      EXPECT_EQ(c.label.rfind(c.title_text.english() + ": ", 0), 0u) << c.label;
      ++choices;
    }
  }
  EXPECT_GE(choices, 4);
  const registry::SolverInfo* optimal = nullptr;
  for (const registry::SolverInfo& s : registry::solvers())
    if (s.name == "optimal") optimal = &s;
  ASSERT_NE(optimal, nullptr);
  // The figures as written before they were codes: decimals stay as measured.
  EXPECT_EQ(optimal->table_choices[1].expect, "random states ~25 s (median), 17 moves ~3.5 s");
  EXPECT_EQ(optimal->table_choices[2].label, "Large: 1.02 GB (desktops; ~20× fewer nodes; minutes to build)");
  EXPECT_EQ(message_json(optimal->table_choices[3].label_text),
            R"({"code":"table_xlarge_label","params":{"gigabytes":2.01,"allowed":4,"fewer":1.7}})");
}

}  // namespace
}  // namespace cube
