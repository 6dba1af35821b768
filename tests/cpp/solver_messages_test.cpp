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
#include "tables/table_file.h"

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
// A request the registry refuses (the wrong solver for a puzzle, options a solver does
// not take, bad values) carries its code beside the English it always had.
TEST(SolverMessages, BadRequestsCarryTheirCodesBesideTheSameEnglish) {
  struct Ask {
    registry::SolveRequest request;
    const char* code;
    const char* english;  // "" for the long lists (their English is checked against the code's)
  };
  auto ask = [](const std::string& puzzle, const std::string& solver) { return request(puzzle, solver, ""); };
  std::vector<Ask> asks;
  asks.push_back({ask("megacube", ""), "unknown_puzzle_of", ""});
  asks.push_back({ask("3x3x3", "nosuch"), "unknown_solver", ""});
  asks.push_back({ask("2x2x2", "twophase"), "solver_not_for_puzzle",
                  "solver 'twophase' does not solve the 2x2x2 (use pocket or goal)"});
  registry::SolveRequest goal = ask("3x3x3", "twophase");
  goal.goal = "cross";
  asks.push_back({goal, "solver_takes_no", ""});
  registry::SolveRequest moves = ask("3x3x3", "twophase");
  moves.moves = "R U";
  asks.push_back({moves, "solver_takes_no", ""});
  registry::SolveRequest table = ask("3x3x3", "twophase");
  table.table = "large";
  asks.push_back({table, "solver_no_table_option", ""});
  registry::SolveRequest size = ask("3x3x3", "optimal");
  size.table = "huge";
  asks.push_back(
      {size, "unknown_table", "unknown table 'huge' for solver 'optimal' (expected small, medium, large or xlarge)"});
  registry::SolveRequest threads = ask("3x3x3", "twophase");
  threads.threads = 99;
  asks.push_back({threads, "bad_threads", "threads must be from 1 to 64, not 99"});
  registry::SolveRequest one_thread = ask("3x3x3", "twophase");
  one_thread.threads = 2;
  asks.push_back({one_thread, "solver_no_threads", ""});
  registry::SolveRequest metric = ask("3x3x3", "twophase");
  metric.metric = "stm";
  asks.push_back({metric, "solver_one_metric", "solver 'twophase' counts in HTM only, not 'stm'"});
  for (const Ask& a : asks) {
    const registry::SolveReply reply = registry::solve(a.request);
    const std::string context = a.request.puzzle + " " + a.request.solver;
    EXPECT_EQ(reply.status, SolveResult::Status::BadInput) << context;
    EXPECT_EQ(reply.text.code, a.code) << context << ": " << reply.message;
    EXPECT_EQ(reply.text.english(), reply.message) << context;
    if (*a.english) EXPECT_EQ(reply.message, a.english);
    expect_registered(reply.text, context);
  }
  // The lists read as before: "a, b or c" (and the known solvers "a, b, c").
  const std::string goal_refused = registry::solve(goal).message;
  EXPECT_EQ(goal_refused.rfind("solver 'twophase' takes no goal (solvers that take one: ", 0), 0u) << goal_refused;
  EXPECT_NE(registry::solve(moves).message.find("takes no move set"), std::string::npos);
  const std::string tables = registry::solve(table).message;
  EXPECT_NE(tables.find("(only optimal: small, medium, large or xlarge"), std::string::npos) << tables;
  const std::string unknown = registry::solve(ask("megacube", "")).message;
  EXPECT_EQ(unknown.rfind("unknown puzzle 'megacube' (expected 3x3x3, ", 0), 0u) << unknown;
  EXPECT_NE(unknown.find(" or "), std::string::npos) << unknown;
  // A scramble of an unknown puzzle says the same.
  const registry::Scramble s = registry::scramble("megacube", 1);
  EXPECT_EQ(s.text.code, "unknown_puzzle_of");
  EXPECT_EQ(s.error, unknown);
}

// A stored copy that does not verify, or a table request the registry refuses, is said
// as a code: what the page shows after a failed cache load or download.
TEST(SolverMessages, TableErrorsCarryTheirCodesBesideTheSameEnglish) {
  const std::vector<uint8_t> pocket = registry::export_tables("pocket");
  ASSERT_FALSE(pocket.empty());
  auto refused = [](const std::string& solver, std::vector<uint8_t> bytes, const char* code,
                    const std::string& english) {
    Message said;
    std::string text;
    EXPECT_FALSE(registry::import_tables(solver, bytes, &said)) << code;
    EXPECT_FALSE(registry::import_tables(solver, bytes, &text)) << code;
    EXPECT_EQ(said.code, code) << text;
    EXPECT_EQ(said.english(), text);
    if (!english.empty()) EXPECT_EQ(text, english);
    expect_registered(said, code);
  };
  std::vector<uint8_t> damaged = pocket;
  damaged[damaged.size() / 2] ^= 1;
  refused("pocket", damaged, "table_file_checksum", "table file checksum mismatch (corrupt or truncated)");
  refused("pocket", std::vector<uint8_t>(64, 0), "table_file_bad_magic", "not a table file (bad magic)");
  refused("twophase", pocket, "table_file_other_set", "");
  refused("optimal", pocket, "table_file_other_set",
          "table file holds set 'pocket-htm', expected 'cubesolver.optimal.small'");
  refused("lbl", pocket, "tables_none", "solver 'lbl' has no tables to import");
  // Chunk by chunk (the IndexedDB cache): a chunk out of place, one that fails its
  // checksum, an incomplete copy, and a finished import.
  registry::TableImport chunks("pocket", pocket.size());
  Message said;
  EXPECT_FALSE(chunks.add(pocket.size(), pocket.data(), 1, 0, &said));
  EXPECT_EQ(said.code, "table_chunk_misfit");
  EXPECT_EQ(said.english(), "table chunk at " + std::to_string(pocket.size()) + " does not fit the table blob");
  EXPECT_FALSE(chunks.add(0, pocket.data(), 8, 1, &said));
  EXPECT_EQ(said.english(), "table chunk at 0 checksum mismatch");
  EXPECT_FALSE(chunks.finish(&said));
  EXPECT_EQ(said.code, "table_file_bad_magic");
  EXPECT_FALSE(chunks.finish(&said));
  EXPECT_EQ(said.english(), "the import is finished");
  registry::TableImport optimal("optimal", 100);
  EXPECT_FALSE(optimal.finish(&said));
  EXPECT_EQ(said.english(), "table blob incomplete: 0 of 100 bytes");
  // A table request the registry refuses, as the bindings ask it.
  registry::SolveRequest wrong = registry::tables_request("optimal");
  wrong.table = "huge";
  EXPECT_EQ(registry::check_tables_request_text(wrong).code, "unknown_table");
  EXPECT_EQ(registry::check_tables_request_text(wrong).english(), registry::check_tables_request(wrong));
  EXPECT_TRUE(registry::check_tables_request_text(registry::tables_request("pocket")).empty());
  // The byte format's own reader says what is wrong with a table of a good file.
  Message missing;
  const auto reader = tables::TableReader::open(pocket.data(), pocket.size(), "pocket-htm", 1, &missing);
  if (reader) {
    uint8_t out = 0;
    EXPECT_FALSE(reader->read("nosuch", 1, &out, 1, &missing));
    EXPECT_EQ(missing.english(), "table 'nosuch' is missing");
  }
}

// The texts no request should reach (a bug, a damaged table) and the Megaminx's step
// failures keep their English word for word as codes.
TEST(SolverMessages, InternalErrorsAndMegaminxStepsKeepTheirEnglish) {
  const std::pair<const char*, const char*> bugs[] = {
      {"inner_cube", "the inner cube's reduction found nothing (a bug: please report the state)"},
      {"pseudo_five", "the cube read as a 5x5x5 is not a valid one (a bug: please report the state)"},
      {"centre_commutators", "the centre commutators got stuck (a bug: please report the state)"},
      {"not_3x3x3", "the reduced cube is not a 3x3x3 (a bug: please report the state)"},
      {"optimal_prune", "internal error: the optimal pruning table is damaged"},
      {"solution_check", "internal error: a solution failed its check (damaged tables?)"},
  };
  for (const auto& [what, english] : bugs) EXPECT_EQ(message("internal_bug", {{"what", what}}).english(), english);
  EXPECT_EQ(message("megaminx_step_failed", {{"step", "First layer: the star"}}).english(),
            "the step 'First layer: the star' found no solution");
  EXPECT_EQ(message("megaminx_step_failed", {{"step", "last_block"}}).english(),
            "the last block found no solution with U and BR");
  EXPECT_EQ(message("optimal_no_memory_build", {{"size", "xlarge"}, {"mib", 2727}}).english(),
            "not enough memory to build the xlarge optimal table (about 2727 MiB)");
  EXPECT_EQ(message("optimal_other_size", {{"size", "small"}, {"selected", "large"}}).english(),
            "these are the small optimal tables, but the large ones are selected");
}

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
      expect_registered(c.measured_text, where);
      EXPECT_EQ(c.measured_text.english(), c.measured) << where;
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
  EXPECT_EQ(optimal->table_choices[1].measured,
            "random states: median 25.5 s, 17 of 20 proven within 60 s (17 moves: 3.5 s median); built in 25 s "
            "(Chromium 156, 2 threads, 2-core Xeon VM, quiet, 2026-11-27)");
  EXPECT_EQ(message_json(optimal->table_choices[3].label_text),
            R"({"code":"table_xlarge_label","params":{"gigabytes":2.01,"allowed":4,"fewer":1.7}})");
}

}  // namespace
}  // namespace cube
