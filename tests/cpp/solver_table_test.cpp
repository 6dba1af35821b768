// The solver table (solvers/solver_entry.h, solvers/entries.cpp): every row's facts
// agree with its functions; bad requests are answered with what the table accepts;
// every row solves a scramble whose answer the core model replays; table keys are pure;
// the CLI lists every row.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include "core/facelets.h"
#include "core/notation.h"
#include "puzzles/puzzle_table.h"
#include "solvers/registry.h"
#include "solvers/self_check.h"
#include "solvers/solver_entry.h"

namespace {

namespace reg = cube::registry;
using Status = cube::SolveResult::Status;

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(SolverTable, EveryRowsFactsAgreeWithItsFunctions) {
  const auto& rows = reg::entries();
  ASSERT_FALSE(rows.empty());
  ASSERT_EQ(reg::solvers().size(), rows.size());
  std::set<std::string> names;
  for (size_t i = 0; i < rows.size(); ++i) {
    const reg::SolverEntry& e = *rows[i];
    const reg::SolverInfo& info = e.info;
    SCOPED_TRACE(info.name);
    EXPECT_TRUE(names.insert(info.name).second) << "names are unique";
    EXPECT_EQ(reg::solvers()[i].name, info.name) << "solvers() keeps the table's order";
    EXPECT_EQ(reg::find_entry(info.name), &e);
    EXPECT_FALSE(info.title.empty());
    EXPECT_FALSE(info.help.empty());
    ASSERT_FALSE(info.puzzles.empty());
    for (const std::string& p : info.puzzles) EXPECT_EQ(reg::canonical_puzzle(p), p);
    ASSERT_NE(e.solve, nullptr);
    ASSERT_NE(e.tables.ready, nullptr);
    ASSERT_NE(e.tables.build, nullptr);
    // Tables worth caching have a key and a byte format both ways.
    EXPECT_EQ(info.needs_tables, e.tables.key != nullptr);
    EXPECT_EQ(info.needs_tables, e.tables.save != nullptr);
    EXPECT_EQ(info.needs_tables, e.tables.load != nullptr);
    // A set read in place is imported in place; an import may stream into the tables
    // (streamed_import.h) while the export is one blob, made once after a build.
    if (e.tables.open_export) EXPECT_NE(e.tables.open_import, nullptr);
    if (info.needs_goal) EXPECT_TRUE(info.takes_goal);
    if (info.goal_presets) EXPECT_TRUE(info.takes_goal);
    // A goal field says what it takes: the page shows these words, whatever the row.
    EXPECT_EQ(info.takes_goal, !info.goal_example.empty()) << info.name;
    EXPECT_EQ(info.takes_goal, !info.goal_hint.empty()) << info.name;
    if (info.goal_checked_as_typed) EXPECT_TRUE(info.takes_goal && info.takes_moves) << info.name;
    // The FMC panel sends a 3x3x3 state and a step as the goal.
    if (info.fmc_steps) EXPECT_TRUE(info.takes_goal && info.puzzles == std::vector<std::string>{"3x3x3"}) << info.name;
    if (info.takes_effort) EXPECT_TRUE(info.takes_time_budget) << "effort spends the budget";
    ASSERT_FALSE(info.metrics.empty());
    // HTM first, or the puzzle's own count (the Square-1's slashes: "twist").
    EXPECT_TRUE(info.metrics.front() == "htm" ||
                info.metrics.front() == cube::puzzles::find(info.puzzles.front())->info.metrics.front())
        << info.name;
    if (!info.table_choices.empty()) {
      int defaults = 0;
      std::set<std::string> choices;
      for (const reg::TableChoice& c : info.table_choices) {
        defaults += c.is_default;
        EXPECT_TRUE(choices.insert(c.name).second);
        EXPECT_FALSE(c.label.empty());
        EXPECT_GT(c.bytes, 0u);
        // What the page shows beside each choice: the memory it needs, its measured speed.
        EXPECT_GT(c.memory, 0u) << c.name;
        EXPECT_FALSE(c.measured.empty()) << c.name;
        EXPECT_FALSE(c.expect.empty()) << c.name;
        reg::SolveRequest r = reg::tables_request(info.name);
        r.table = c.name;
        EXPECT_EQ(reg::table_file_name(r).find('/'), std::string::npos) << c.name;
        EXPECT_NE(reg::table_file_name(r).find(c.name), std::string::npos) << c.name;
      }
      EXPECT_EQ(defaults, 1);
      EXPECT_TRUE(info.needs_tables);
    }
    for (const std::string& other : info.uses_tables_of) EXPECT_NE(reg::find_entry(other), nullptr) << other;
    EXPECT_GE(e.bench.default_count, e.bench.min_count);
  }
  // Every puzzle's default solver solves without a goal (the big cubes have none yet).
  for (const std::string& p : reg::puzzles()) {
    if (reg::default_solver(p).empty()) continue;
    const reg::SolverEntry* d = reg::find_entry(reg::default_solver(p));
    ASSERT_NE(d, nullptr) << p;
    EXPECT_FALSE(d->info.needs_goal) << p;
  }
}

TEST(SolverTable, BadRequestsListWhatIsAccepted) {
  reg::SolveRequest req;
  req.state = cube::solved_facelets(cube::Puzzle::Cube3);
  req.solver = "nope";
  reg::SolveReply r = reg::solve(req);
  EXPECT_EQ(r.status, Status::BadInput);
  for (const reg::SolverInfo& s : reg::solvers()) EXPECT_TRUE(contains(r.message, s.name)) << r.message;

  // A solver that does not solve the puzzle: every one that does is named.
  req.solver = "sliding";
  r = reg::solve(req);
  EXPECT_EQ(r.status, Status::BadInput);
  EXPECT_TRUE(contains(r.message, "does not solve the 3x3x3")) << r.message;
  for (const reg::SolverInfo& s : reg::solvers()) {
    const bool fits = std::find(s.puzzles.begin(), s.puzzles.end(), "3x3x3") != s.puzzles.end();
    EXPECT_EQ(contains(r.message, s.name), fits || s.name == "sliding") << s.name << ": " << r.message;
  }

  // Options the solver does not take: the solvers that take them are named.
  auto takers = [](bool (*takes)(const reg::SolverInfo&)) {
    std::vector<std::string> out;
    for (const reg::SolverInfo& s : reg::solvers())
      if (takes(s)) out.push_back(s.name);
    return out;
  };
  req.solver = "twophase";
  req.goal = "cross";
  r = reg::solve(req);
  EXPECT_TRUE(contains(r.message, "takes no goal")) << r.message;
  for (const std::string& n : takers([](const reg::SolverInfo& s) { return s.takes_goal; }))
    EXPECT_TRUE(contains(r.message, n)) << r.message;
  req.goal = "";
  req.moves = "U R";
  r = reg::solve(req);
  EXPECT_TRUE(contains(r.message, "takes no move set")) << r.message;
  for (const std::string& n : takers([](const reg::SolverInfo& s) { return s.takes_moves; }))
    EXPECT_TRUE(contains(r.message, n)) << r.message;
  req.moves = "";
  req.threads = 2;
  r = reg::solve(req);
  EXPECT_TRUE(contains(r.message, "takes no threads option")) << r.message;
  for (const std::string& n : takers([](const reg::SolverInfo& s) { return s.takes_threads; }))
    EXPECT_TRUE(contains(r.message, n)) << r.message;
  req.threads = 1;
  req.table = "large";
  r = reg::solve(req);
  EXPECT_TRUE(contains(r.message, "takes no table option")) << r.message;
  for (const reg::SolverInfo& s : reg::solvers())
    for (const reg::TableChoice& c : s.table_choices) EXPECT_TRUE(contains(r.message, c.name)) << r.message;

  // A table choice or a metric the solver does not have: its own are listed.
  for (const reg::SolverInfo& s : reg::solvers()) {
    reg::SolveRequest bad;
    bad.puzzle = s.puzzles.front();
    bad.solver = s.name;
    bad.table = s.table_choices.empty() ? "" : "huge";
    bad.metric = s.table_choices.empty() ? "furlongs" : "";
    const reg::SolveReply b = reg::solve(bad);
    EXPECT_EQ(b.status, Status::BadInput) << s.name;
    for (const reg::TableChoice& c : s.table_choices) EXPECT_TRUE(contains(b.message, c.name)) << b.message;
    if (s.table_choices.empty() && reg::takes_metric(s))
      for (const std::string& m : s.metrics) EXPECT_TRUE(contains(b.message, m)) << b.message;
    // The table functions refuse what solve() refuses, with the same words.
    if (!s.table_choices.empty()) {
      EXPECT_EQ(reg::table_key(bad), "");
      std::string error;
      EXPECT_FALSE(reg::build_tables(bad, {}, &error));
      EXPECT_EQ(error, b.message);
    }
  }
  reg::SolveRequest unknown_puzzle;
  unknown_puzzle.puzzle = "gigaminx";
  r = reg::solve(unknown_puzzle);
  for (const std::string& p : reg::puzzles()) EXPECT_TRUE(contains(r.message, p)) << r.message;
}

// Does the pattern (x: any sticker) hold on the facelets?
bool matches(const std::string& facelets, const std::string& pattern) {
  if (facelets.size() != pattern.size()) return false;
  for (size_t i = 0; i < pattern.size(); ++i)
    if (pattern[i] != 'x' && pattern[i] != facelets[i]) return false;
  return true;
}

TEST(SolverTable, EveryRowSolvesAScrambleThatTheCoreModelReplays) {
  for (const reg::SolverEntry* e : reg::entries()) {
    for (const std::string& puzzle : e->info.puzzles) {
      SCOPED_TRACE(e->info.name + " " + puzzle);
      reg::SolveRequest req;
      req.puzzle = puzzle;
      req.solver = e->info.name;
      // Short scrambles: the optimal 3x3x3 solver takes minutes on a random state.
      const char* alg = puzzle == "8puzzle"    ? "U L U R D D"
                        : puzzle == "pyraminx" ? "U L' r B R u'"
                        : puzzle == "skewb"    ? "R U' L B R'"
                        : puzzle == "clock"    ? "UR3+ DL2- y2 ALL1+ UR DL"
                        : puzzle == "sq1"      ? "(1,0) / (3,3) / (-1,2) / (0,-3) /"
                                               : "R U F' L2 D";
      const reg::ScrambledState start = reg::apply_scramble(puzzle, alg);
      ASSERT_TRUE(start.ok) << start.error;
      req.state = start.state;
      // Solvers that need a goal get one the core can check: the D cross (3x3x3), the
      // whole cube (2x2x2).
      std::string pattern;
      if (e->info.needs_goal) {
        if (puzzle == "3x3x3") {
          req.goal = "cross";
          pattern = std::string(54, 'x');
          const std::string solved = cube::solved_facelets(cube::Puzzle::Cube3);
          for (int i : {4, 13, 22, 31, 40, 49, 28, 30, 32, 34, 16, 25, 43, 52}) pattern[i] = solved[i];
        } else {
          req.goal = "solved";
        }
      }
      const reg::SolveReply r = reg::solve(req);
      ASSERT_EQ(r.status, Status::Solved) << r.message;
      EXPECT_EQ(r.solver, e->info.name);
      ASSERT_FALSE(r.solutions.empty());
      const std::string& moves = r.solutions.front().moves;
      if (!pattern.empty()) {
        const cube::ParsedAlg parsed = cube::parse_alg(moves);
        ASSERT_TRUE(parsed.ok);
        std::string f = req.state;
        ASSERT_LT(cube::apply_moves(cube::Puzzle::Cube3, f, parsed.moves), 0);
        EXPECT_TRUE(matches(f, pattern)) << moves;
      } else {
        EXPECT_EQ(reg::replay(puzzle, req.state, moves), "") << moves;
      }
      EXPECT_TRUE(reg::tables_ready(req)) << "solving leaves the request's tables ready";
      // The size a table choice states is the size of its byte format.
      for (const reg::TableChoice& c : e->info.table_choices) {
        if (!c.is_default) continue;
        const reg::TableExport ex(req);
        ASSERT_TRUE(ex.ok()) << ex.error();
        EXPECT_EQ(ex.size(), c.bytes) << c.name;
      }
    }
  }
}

TEST(SolverTable, TableKeysArePureAndNamedByTheRequest) {
  reg::SolveRequest large;
  large.solver = "optimal";
  large.table = "large";
  reg::SolveRequest eoline;
  eoline.solver = "goal";
  eoline.goal = "eoline";
  for (const reg::SolverEntry* e : reg::entries()) {
    SCOPED_TRACE(e->info.name);
    const reg::SolveRequest mine = reg::tables_request(e->info.name);
    const std::string key = reg::table_key(mine);
    const bool ready = reg::tables_ready(mine);
    EXPECT_EQ(key.empty(), !e->info.needs_tables);
    // Asking for other tables' keys selects nothing, builds nothing.
    reg::table_key(large);
    reg::table_key(eoline);
    EXPECT_EQ(reg::table_key(mine), key);
    EXPECT_EQ(reg::tables_ready(mine), ready);
    EXPECT_EQ(reg::table_set_name(e->info.name), key);
  }
  EXPECT_NE(reg::table_key(large), reg::table_set_name("optimal"));
  EXPECT_NE(reg::table_key(eoline), reg::table_set_name("goal"));
}

std::string run(const std::string& command) {
  std::string out;
  if (FILE* p = popen(command.c_str(), "r")) {
    char buf[4096];
    for (size_t n; (n = fread(buf, 1, sizeof buf, p)) > 0;) out.append(buf, n);
    pclose(p);
  }
  return out;
}

// The CLI is built beside this test binary (build/native). Found at run time, not
// compiled in: an absolute path in the flags would make every test object a ccache
// miss in each fresh clone.
std::string cli() { return (std::filesystem::read_symlink("/proc/self/exe").parent_path() / "cubesolver").string(); }

TEST(SolverTable, TheCliListsEveryRow) {
  const std::string solve = run(cli() + " solve --help");
  const std::string bench = run(cli() + " bench --help");
  for (const reg::SolverInfo& s : reg::solvers()) {
    EXPECT_TRUE(contains(solve, "  " + s.name + " ")) << s.name;
    EXPECT_TRUE(contains(bench, "  " + s.name + " ")) << s.name;
  }
  const std::string unknown = run(cli() + " bench --solver nope 2>&1");
  for (const reg::SolverInfo& s : reg::solvers()) EXPECT_TRUE(contains(unknown, s.name)) << unknown;
}

// `cubesolver tables` writes the file a host serves beside the page, under the name the
// page asks for; run again, it verifies the file instead, and refuses a damaged one.
TEST(SolverTable, TheCliWritesATableFileNamedAsThePageAsks) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("cubesolver-tables-" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);  // the command makes the folder
  const std::filesystem::path file = dir / reg::table_file_name(reg::tables_request("twophase"));
  const std::string wrote = run(cli() + " tables --solver twophase --dir " + dir.string() + " 2>/dev/null");
  ASSERT_TRUE(std::filesystem::exists(file)) << wrote;
  const auto bytes = std::filesystem::file_size(file);
  EXPECT_EQ(wrote, file.string() + " " + std::to_string(bytes) + " bytes\n");
  EXPECT_EQ(bytes, reg::export_tables("twophase").size());
  EXPECT_EQ(run(cli() + " tables --solver twophase --dir " + dir.string() + " 2>/dev/null"), wrote);
  {
    std::fstream f(file, std::ios::in | std::ios::out | std::ios::binary);
    f.seekg(static_cast<std::streamoff>(bytes / 2));
    const char was = static_cast<char>(f.get());
    f.seekp(static_cast<std::streamoff>(bytes / 2));
    f.put(static_cast<char>(was ^ 0x5a));
  }
  EXPECT_TRUE(contains(run(cli() + " tables --solver twophase --dir " + dir.string() + " 2>&1"), "does not verify"));
  EXPECT_TRUE(contains(run(cli() + " tables --solver nope 2>&1"), "twophase"));
  std::filesystem::remove_all(dir);
}

}  // namespace
