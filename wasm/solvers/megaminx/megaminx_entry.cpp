// The Megaminx solver's row of the solver table (solvers/solver_entry.h): step by step
// (megaminx_solver.h), its tables built on first use (0.7 s of CPU natively, more in
// WASM) or read from the byte format (tables/table_file.h: three tables, the steps'
// patterns, the last block's, the last layer's), which the page caches. Its benchmark is
// the registry's self-check over random states.
#include <atomic>

#include "puzzles/megaminx/megaminx.h"
#include "puzzles/twisty/twisty_notation.h"
#include "puzzles/twisty/twisty_pieces.h"
#include "puzzles/twisty/twisty_validate.h"
#include "solvers/megaminx/megaminx_solver.h"
#include "solvers/self_check.h"
#include "solvers/solve_reply.h"
#include "solvers/solver_entry.h"
#include "tables/table_file.h"

namespace cube::registry {
namespace {

namespace mx = twisty::megaminx_solver;

SolveReply solve(const SolveRequest& req) {
  const twisty::Puzzle& p = twisty::megaminx();
  // Checked piece by piece first: a state no turns reach is named, not searched.
  const twisty::TwistyValidation v = twisty::validate_twisty(p, req.state);
  if (!v.ok) {
    std::string text;
    for (const twisty::TwistyProblem& problem : v.problems) {
      std::string m = problem.message;
      if (!m.empty() && m.back() != '.') m += '.';
      text += (text.empty() ? "" : " ") + m;
    }
    SolveReply r = bad_input(text);
    r.start = v.stickers;
    return r;
  }
  const twisty::PieceReading read = twisty::read_pieces(p, req.state);
  const mx::Solved s = mx::solve(read.pieces);
  SolveReply r;
  r.start = read.stickers;
  r.nodes = s.nodes;
  if (!s.ok) {
    r.status = SolveResult::Status::NoSolution;
    say(r, s.error);
    return r;
  }
  TextSolution t;
  std::vector<int> all;
  for (const mx::Step& step : s.steps) {
    const int begin = static_cast<int>(all.size());
    all.insert(all.end(), step.turns.begin(), step.turns.end());
    t.stages.push_back(Stage{step.name, step.explanation, begin, static_cast<int>(all.size())});
  }
  t.moves = twisty::format_turns(p, all);
  t.length = static_cast<int>(all.size());
  if (req.options.max_length >= 0 && t.length > req.options.max_length) {
    r.status = SolveResult::Status::NoSolution;
    say(r, message("found_over_limit", {{"length", t.length}, {"unit", "turns"}, {"max", req.options.max_length}}));
    return r;
  }
  r.status = SolveResult::Status::Solved;
  r.solutions.push_back(t);
  return r;
}

// The byte format's names; a version changes with what a part holds or how it is written.
constexpr const char* kSetName = "cubesolver.megaminx";
constexpr uint32_t kSetVersion = 1;
constexpr uint32_t kPartVersion = 1;
constexpr const char* kParts[3] = {"steps", "last-block", "last-layer"};

std::string key(const SolveRequest&) { return std::string(kSetName) + "/v" + std::to_string(kSetVersion); }

bool ready(const SolveRequest&) { return mx::prepared(); }

std::vector<uint8_t> save(const SolveRequest&) {
  const mx::TableBytes b = mx::save_tables();
  tables::TableWriter w(kSetName, kSetVersion);
  w.add(kParts[0], kPartVersion, b.steps);
  w.add(kParts[1], kPartVersion, b.last_block);
  w.add(kParts[2], kPartVersion, b.last_layer);
  return w.finish();
}

bool load(const SolveRequest&, const uint8_t* data, size_t size, MessageOut error) {
  const std::optional<tables::TableReader> r = tables::TableReader::open(data, size, kSetName, kSetVersion, error);
  if (!r) return false;
  if (r->tables().size() != 3) {
    error.set(message("megaminx_table_count", {{"count", r->tables().size()}}));
    return false;
  }
  mx::TableBytes b;
  std::vector<uint8_t>* parts[3] = {&b.steps, &b.last_block, &b.last_layer};
  for (int i = 0; i < 3; ++i) {
    const tables::TableInfo& info = r->tables()[i];
    if (info.name != kParts[i]) {
      error.set(message("megaminx_table_name", {{"number", i + 1}, {"name", info.name}, {"expected", kParts[i]}}));
      return false;
    }
    if (!r->read(kParts[i], kPartVersion, *parts[i], info.size, error)) return false;
  }
  return mx::load_tables(b, error);
}

bool build(const SolveRequest&, const TableProgress&, MessageOut) {
  mx::prepare();
  return true;
}

int bench(const BenchRequest& b, std::string*) {
  const BenchReport r = self_check("megaminx", b.count, b.seed, b.options);
  b.print(b.json ? bench_report_json(r) + "\n" : bench_report_text(r));
  return r.failures;
}

}  // namespace

const SolverEntry& megaminx_entry() {
  static const SolverEntry entry{
      .info =
          {
              .name = "megaminx",
              .title = words("solver_megaminx_title"),
              .help = words("solver_megaminx_help"),
              .puzzles = {"megaminx"},
              .needs_tables = true,
              .stages_first = true,
          },
      .tables = {.key = key, .ready = ready, .build = build, .save = save, .load = load},
      .solve = solve,
      .bench = {.flags = {{"max-length"}}, .run = bench},
  };
  return entry;
}

}  // namespace cube::registry
