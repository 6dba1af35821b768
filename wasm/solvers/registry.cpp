#include "solvers/registry.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <thread>

#include "core/alg.h"
#include "core/cubie.h"
#include "core/facelets.h"
#include "core/notation.h"
#include "core/random_state.h"
#include "core/validate.h"
#include "solvers/goal/goal_solver.h"
#include "solvers/lbl/lbl_solver.h"
#include "solvers/optimal/optimal.h"
#include "tables/table_file.h"
#include "solvers/pocket/pocket_scramble.h"
#include "solvers/pocket/pocket_solver.h"
#include "solvers/pocket/pocket_table.h"
#include "solvers/sliding/sliding_board.h"
#include "solvers/sliding/sliding_solver.h"
#include "solvers/sliding/sliding_table.h"
#include "solvers/thistlethwaite/thistle_solver.h"
#include "solvers/twophase/scramble.h"
#include "solvers/twophase/twophase_search.h"
#include "solvers/twophase/twophase_tables.h"

namespace cube::registry {
namespace {

using Status = SolveResult::Status;
using Clock = std::chrono::steady_clock;

constexpr const char* k3 = "3x3x3";
constexpr const char* k2 = "2x2x2";
constexpr const char* k8 = "8puzzle";

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool blank(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return std::isspace(static_cast<unsigned char>(c)); });
}

// Solvers whose tables have no byte format remember here that they were built, since
// their own APIs build silently on first use and cannot be asked.
std::atomic<bool> thistle_built{false}, lbl_built{false}, sliding_built{false};

// ---- Reply helpers ----------------------------------------------------------------

SolveReply bad_input(std::string message) {
  SolveReply r;
  r.status = Status::BadInput;
  r.message = std::move(message);
  return r;
}

// Every problem validate() found, as one message: sentences joined by spaces.
std::string problems_text(const Validation& v) {
  std::string text;
  for (const Problem& p : v.problems) {
    if (!text.empty()) text += text.back() == '.' ? " " : "; ";
    text += p.message;
  }
  return text;
}

int metric_length(const std::vector<Move>& moves, bool qtm) {
  int n = 0;
  for (const Move& m : moves) n += (qtm && m.turns == 2) ? 2 : 1;
  return n;
}

// A cube solver's result as text.
SolveReply from_result(const SolveResult& r, bool qtm = false) {
  SolveReply out;
  out.status = r.status;
  out.message = r.message;
  out.nodes = r.nodes;
  out.timed_out = r.timed_out;
  for (const Solution& s : r.solutions) {
    TextSolution t;
    t.moves = format_moves(s.moves);
    t.length = metric_length(s.moves, qtm);
    t.stages = s.stages;
    t.optimal = s.optimal;
    out.solutions.push_back(std::move(t));
  }
  return out;
}

// ---- The solvers ------------------------------------------------------------------

// One searcher per thread, re-made only when other tables get installed: a searcher
// holds scratch tables, so making one per solve costs time on every call.
SolveResult solve_twophase(const CubieCube& c, const SolveOptions& options) {
  if (std::string problem = twophase::check_cubie(c); !problem.empty()) {
    SolveResult r;
    r.status = Status::BadInput;
    r.message = problem;
    return r;
  }
  thread_local std::shared_ptr<const twophase::Tables> tables;
  thread_local std::unique_ptr<twophase::Searcher> searcher;
  std::shared_ptr<const twophase::Tables> current = twophase::default_tables();
  if (!searcher || tables != current) {
    tables = current;
    searcher = std::make_unique<twophase::Searcher>(current);
  }
  return searcher->solve(c, options);
}

// ---- optimal: the optimal 3x3x3 solver (solvers/optimal/optimal.h) -------------
// The tables live in optimal's process-wide slot (optimal::install_tables), one size
// at a time: the large one (846 MB) and the small one together would not fit a WASM32
// page. The table functions for "optimal" act on the size last solved or selected
// with table_key() (small until then).
std::atomic<int> optimal_selected{static_cast<int>(optimal::TableSize::Small)};
std::mutex optimal_build_mutex;  // one build at a time

optimal::TableSize optimal_size() { return static_cast<optimal::TableSize>(optimal_selected.load()); }
void select_optimal(optimal::TableSize size) { optimal_selected = static_cast<int>(size); }

// "" or "small" (any case): Small; "large": Large; anything else: nothing.
std::optional<optimal::TableSize> optimal_table_option(const std::string& text) {
  const std::string t = lower(text);
  if (blank(t) || t == "small") return optimal::TableSize::Small;
  if (t == "large") return optimal::TableSize::Large;
  return std::nullopt;
}

std::string optimal_key(optimal::TableSize size) {
  return optimal::table_set_name(size) + "/v" + std::to_string(optimal::kTableSetVersion);
}

// The installed tables when they have this size.
std::shared_ptr<const optimal::Tables> optimal_installed(optimal::TableSize size) {
  std::shared_ptr<const optimal::Tables> t = optimal::installed_tables();
  return t && t->size == size ? t : nullptr;
}

// The tables of this size, built (and installed) if need be. Null and *error ("not
// enough memory ...") when they cannot be built.
std::shared_ptr<const optimal::Tables> optimal_tables(optimal::TableSize size,
                                                      const std::function<void(double)>& progress,
                                                      std::string* error) {
  if (auto t = optimal_installed(size)) return t;
  std::lock_guard<std::mutex> lock(optimal_build_mutex);
  if (auto t = optimal_installed(size)) return t;
  optimal::install_tables(nullptr);  // drop the other size first: both may not fit
  std::shared_ptr<const optimal::Tables> t = optimal::try_build_tables(size, progress, available_threads(), error);
  if (t) optimal::install_tables(t);
  return t;
}

SolveReply solve_optimal(const SolveRequest& req, const CubieCube& c) {
  const std::optional<optimal::TableSize> size = optimal_table_option(req.table);
  if (!size) return bad_input("unknown table '" + req.table + "' for solver 'optimal' (expected small or large)");
  select_optimal(*size);
  std::string error;
  std::shared_ptr<const optimal::Tables> tables = optimal_tables(*size, {}, &error);
  if (!tables) {
    SolveReply r;
    r.status = Status::NoSolution;
    r.message = error;
    return r;
  }
  optimal::OptimalOptions oo;
  oo.threads = optimal_threads(req.threads);
  return from_result(optimal::solve(c, *tables, req.options, oo));
}

// The 3x3x3 solvers: the state checked piece by piece, every problem named.
SolveReply solve_cube3(const SolveRequest& req, const std::string& solver) {
  const Validation v = validate(Puzzle::Cube3, req.state);
  if (!v.ok()) {
    return bad_input(problems_text(v));
  }
  const std::optional<CubieCube> c = cubie_from_facelets(v.facelets);
  if (!c) return bad_input("the stickers do not make a cube");  // validate() should have said why
  if (solver == "twophase") return from_result(solve_twophase(*c, req.options));
  if (solver == "optimal") return solve_optimal(req, *c);
  if (solver == "thistlethwaite") {
    SolveReply r = from_result(thistlethwaite::solve(*c, req.options));
    thistle_built = true;
    return r;
  }
  if (solver == "lbl") {
    SolveReply r = from_result(lbl::solve(*c, req.options));
    lbl_built = true;
    return r;
  }
  return bad_input("solver '" + solver + "' is listed but not wired in");  // a registry bug
}

SolveReply solve_pocket(const SolveRequest& req) {
  const Validation v = validate(Puzzle::Cube2, req.state);
  if (!v.ok()) {
    return bad_input(problems_text(v));
  }
  pocket::PocketRequest pr;
  const std::string metric = lower(req.metric);
  pr.metric = metric == "qtm" ? pocket::Metric::QTM : pocket::Metric::HTM;
  if (!blank(req.moves)) {
    std::string error;
    std::optional<pocket::MoveSet> moves = pocket::MoveSet::parse(req.moves, &error);
    if (!moves) return bad_input("moves: " + error);
    pr.moves = *moves;
  }
  pr.goal = blank(req.goal) ? std::string() : req.goal;
  // The raw start, not v.facelets: the goal is read in the start's own colours.
  return from_result(pocket::solve(req.state, pr, req.options), pr.metric == pocket::Metric::QTM);
}

// ---- goal: the goal solver (solvers/goal/goal_solver.h) ---------------------------
// The table functions for "goal" act on the goal last solved or selected with
// table_key() ("cross" until then).
std::mutex goal_mutex;
goal::GoalRequest goal_current{"cross", "", false};
Puzzle goal_puzzle = Puzzle::Cube3;

Puzzle current_goal_puzzle() {
  std::lock_guard<std::mutex> lock(goal_mutex);
  return goal_puzzle;
}

void select_goal(const goal::GoalRequest& g, const std::string& puzzle) {
  std::lock_guard<std::mutex> lock(goal_mutex);
  goal_current = g;
  goal_puzzle = puzzle == k2 ? Puzzle::Cube2 : Puzzle::Cube3;
}

goal::GoalRequest current_goal() {
  std::lock_guard<std::mutex> lock(goal_mutex);
  return goal_current;
}

// A leading "cn:" or "neutral:" (any case) asks for colour neutrality.
goal::GoalRequest goal_request(const SolveRequest& req) {
  goal::GoalRequest g;
  std::string text = req.goal;
  const size_t first = text.find_first_not_of(" \t");
  text = first == std::string::npos ? std::string() : text.substr(first);
  for (const char* prefix : {"cn:", "neutral:"}) {
    const std::string p = prefix;
    if (lower(text.substr(0, p.size())) == p) {
      g.colour_neutral = true;
      text = text.substr(p.size());
      break;
    }
  }
  g.goal = text;
  g.moves = req.moves;
  return g;
}

SolveReply solve_goal(const SolveRequest& req) {
  const goal::GoalRequest g = goal_request(req);
  if (blank(g.goal)) {
    return bad_input("solver 'goal' needs a goal: a preset (cross, xcross@U, eoline, ...), a pattern with x "
                     "for any sticker, or a chain \"cross, pair, pair\"");
  }
  SolveReply r = from_result(goal::solve(req.state, g, req.options));
  if (r.status == Status::Solved) select_goal(g, canonical_puzzle(req.puzzle));
  return r;
}

SolveReply solve_sliding(const SolveRequest& req) {
  sliding::SlidingRequest sr;
  sr.solutions = req.options.solutions;
  sr.max_length = req.options.max_length;
  const sliding::SlidingResult r = sliding::solve(req.state, req.goal, sr);
  sliding_built = true;
  SolveReply out;
  out.status = r.status;
  out.message = r.message;
  for (const auto& path : r.solutions) {
    TextSolution t;
    t.moves = sliding::format_slides(path);
    t.length = static_cast<int>(path.size());
    t.optimal = true;
    out.solutions.push_back(std::move(t));
  }
  return out;
}

}  // namespace

// ---- Lists and names ----------------------------------------------------------------

const std::vector<SolverInfo>& solvers() {
  static const std::vector<SolverInfo> list = {
      {"twophase", "Two-phase (≤ 20 moves)", {k3}, true, false, false, false},
      {"pocket", "2x2x2 optimal", {k2}, true, true, true, true},
      {"sliding", "8-puzzle optimal", {k8}, false, true, false, false},
      {"thistlethwaite", "Thistlethwaite (4 phases, ≤ 45 moves)", {k3}, false, false, false, false},
      {"lbl", "Layer by layer (beginner's method)", {k3}, false, false, false, false},
      {"goal", "Goal / steps (partial goals)", {k3, k2}, true, true, true, false},
      {"optimal", "Optimal (fewest moves)", {k3}, true, false, false, false},
  };
  return list;
}

const SolverInfo* find_solver(std::string_view name) {
  for (const SolverInfo& s : solvers())
    if (s.name == name) return &s;
  return nullptr;
}

std::string canonical_puzzle(std::string_view name) {
  const std::string n = lower(name);
  if (n == "3x3x3" || n == "3x3" || n == "333") return k3;
  if (n == "2x2x2" || n == "2x2" || n == "222") return k2;
  if (n == "8puzzle" || n == "8-puzzle" || n == "sliding") return k8;
  return "";
}

std::string default_solver(std::string_view puzzle) {
  const std::string p = canonical_puzzle(puzzle);
  if (p == k3) return "twophase";
  if (p == k2) return "pocket";
  if (p == k8) return "sliding";
  return "";
}

const char* status_name(SolveResult::Status s) {
  switch (s) {
    case Status::Solved: return "solved";
    case Status::BadInput: return "bad-input";
    case Status::NoSolution: return "no-solution";
    case Status::Cancelled: return "cancelled";
  }
  return "no-solution";
}

// ---- Solving ----------------------------------------------------------------------

SolveReply solve(const SolveRequest& req) {
  const auto t0 = Clock::now();
  auto finish = [&](SolveReply r, const std::string& solver) {
    r.solver = solver;
    r.ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    return r;
  };

  const std::string puzzle = canonical_puzzle(req.puzzle);
  if (puzzle.empty()) {
    return finish(bad_input("unknown puzzle '" + req.puzzle + "' (expected 3x3x3, 2x2x2 or 8puzzle)"), "");
  }
  const std::string name = req.solver.empty() ? default_solver(puzzle) : req.solver;
  const SolverInfo* info = find_solver(name);
  if (!info) {
    std::string known;
    for (const SolverInfo& s : solvers()) known += (known.empty() ? "" : ", ") + s.name;
    return finish(bad_input("unknown solver '" + name + "' (known: " + known + ")"), "");
  }
  if (std::find(info->puzzles.begin(), info->puzzles.end(), puzzle) == info->puzzles.end()) {
    return finish(bad_input("solver '" + name + "' does not solve the " + puzzle + " (use " +
                            default_solver(puzzle) + ")"),
                  name);
  }
  if (!info->takes_goal && !blank(req.goal)) return finish(bad_input("solver '" + name + "' takes no goal"), name);
  if (!info->takes_moves && !blank(req.moves)) {
    return finish(bad_input("solver '" + name + "' takes no move set"), name);
  }
  if (name != "optimal" && !blank(req.table)) {
    return finish(bad_input("solver '" + name + "' takes no table option (only optimal: small or large)"), name);
  }
  if (req.threads < 1 || req.threads > 64) {
    return finish(bad_input("threads must be from 1 to 64, not " + std::to_string(req.threads)), name);
  }
  if (name != "optimal" && req.threads != 1) {
    return finish(bad_input("solver '" + name + "' takes no threads option (only optimal)"), name);
  }
  const std::string metric = lower(req.metric);
  if (!metric.empty() && metric != "htm" && !(metric == "qtm" && info->takes_metric)) {
    return finish(bad_input(info->takes_metric ? "unknown metric '" + req.metric + "' (expected htm or qtm)"
                                               : "solver '" + name + "' counts in HTM only, not '" + req.metric + "'"),
                  name);
  }
  if (req.options.cancel && req.options.cancel->load()) {
    SolveReply r;
    r.status = Status::Cancelled;
    r.message = "cancelled";
    return finish(r, name);
  }

  if (name == "goal") return finish(solve_goal(req), name);
  if (puzzle == k3) return finish(solve_cube3(req, name), name);
  if (puzzle == k2) return finish(solve_pocket(req), name);
  return finish(solve_sliding(req), name);
}

// ---- Scrambles ----------------------------------------------------------------------

ScrambledState apply_scramble(std::string_view puzzle_name, std::string_view text) {
  ScrambledState out;
  const std::string puzzle = canonical_puzzle(puzzle_name);
  if (puzzle.empty()) {
    out.error = "unknown puzzle '" + std::string(puzzle_name) + "'";
    return out;
  }
  if (puzzle == k8) {
    const sliding::SlidesParse parsed = sliding::parse_slides(text);
    if (!parsed.ok) {
      out.error = parsed.error;
      return out;
    }
    sliding::Board b = sliding::default_goal();
    const int bad = sliding::apply(b, parsed.slides);
    if (bad >= 0) {
      out.error = "slide " + std::to_string(bad + 1) + " (" + sliding::slide_letter(parsed.slides[bad]) +
                  ") would move the blank off the board";
      return out;
    }
    out.ok = true;
    out.state = sliding::format_board(b);
    return out;
  }
  const Puzzle p = puzzle == k3 ? Puzzle::Cube3 : Puzzle::Cube2;
  const ParsedAlg parsed = parse_alg(text);
  if (!parsed.ok) {
    out.error = parsed.error.message;
    return out;
  }
  std::string facelets = solved_facelets(p);
  const int bad = apply_moves(p, facelets, parsed.moves);
  if (bad >= 0) {
    out.error = "move " + std::to_string(bad + 1) + " (" + to_string(parsed.moves[bad]) + ") does not exist on the " +
                puzzle;
    return out;
  }
  out.ok = true;
  out.state = facelets;
  return out;
}

Scramble scramble(std::string_view puzzle_name, uint64_t seed) {
  Scramble out;
  const std::string puzzle = canonical_puzzle(puzzle_name);
  Rng rng(seed);
  if (puzzle == k3) {
    const twophase::Scramble s = twophase::random_scramble(rng);
    out.moves = format_moves(s.moves);
    out.state = to_facelets(s.state);
  } else if (puzzle == k2) {
    const pocket::PocketScramble s = pocket::random_state_scramble(rng);
    out.moves = format_moves(s.moves);
    out.state = s.facelets;
  } else if (puzzle == k8) {
    // The optimal solution walked backwards (opposite slides, reverse order) leads
    // from the goal to the board.
    const sliding::Board goal = sliding::default_goal();
    const sliding::Board board = sliding::random_board(rng, goal);
    sliding::SlidingResult r = sliding::solve(board, goal);
    std::vector<sliding::Slide> from_goal;
    if (!r.solutions.empty()) {
      for (auto it = r.solutions.front().rbegin(); it != r.solutions.front().rend(); ++it) {
        from_goal.push_back(sliding::opposite(*it));
      }
    }
    out.moves = sliding::format_slides(from_goal);
    out.state = sliding::format_board(board);
  } else {
    out.error = "unknown puzzle '" + std::string(puzzle_name) + "' (expected 3x3x3, 2x2x2 or 8puzzle)";
    return out;
  }
  out.ok = true;
  return out;
}

// ---- Tables -------------------------------------------------------------------------

bool tables_ready(std::string_view solver) {
  if (solver == "twophase") return twophase::installed_tables() != nullptr;
  if (solver == "pocket") return pocket::has_shared_table(pocket::Metric::HTM);
  if (solver == "thistlethwaite") return thistle_built;
  if (solver == "lbl") return lbl_built;
  if (solver == "sliding") return sliding_built;
  if (solver == "goal") {
    if (current_goal_puzzle() == Puzzle::Cube2) return pocket::has_shared_table(pocket::Metric::HTM);
    for (const std::string& key : goal::table_keys(current_goal()))
      if (!goal::has_table(key)) return false;
    return true;
  }
  if (solver == "optimal") return optimal_installed(optimal_size()) != nullptr;
  return false;
}

int available_threads() {
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
  return 1;
#else
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
#ifdef __EMSCRIPTEN__
  constexpr int kMaxWasmThreads = 8;  // the pool: min(cores, 8) - 1 besides the caller
  return std::min(cores, kMaxWasmThreads);
#else
  return cores;
#endif
#endif
}

// Natively as many as asked (the CLI's --threads, to measure); in WASM no more than the
// pthread pool can run (a thread beyond it would wait for the event loop, which the
// searching worker never returns to).
int optimal_threads(int wanted) {
#ifdef __EMSCRIPTEN__
  return std::min(wanted, available_threads());
#else
  return wanted;
#endif
}

bool build_tables(std::string_view solver, const std::function<void(double)>& progress) {
  auto report = [&](double f) {
    if (progress) progress(f);
  };
  if (solver == "twophase") {
    if (!twophase::installed_tables()) twophase::install_tables(twophase::build_tables(progress));
  } else if (solver == "pocket") {
    pocket::shared_table(pocket::Metric::HTM, [&](double f, size_t) { report(f); });
  } else if (solver == "thistlethwaite") {
    thistlethwaite::prepare();
    thistle_built = true;
  } else if (solver == "lbl") {
    lbl::prepare();
    lbl_built = true;
  } else if (solver == "sliding") {
    sliding::shared_sliding_table(sliding::blank_cell(sliding::default_goal()));
    sliding_built = true;
  } else if (solver == "goal") {
    goal::prepare(current_goal(), current_goal_puzzle(), [&](double f, size_t) { report(f); });
  } else if (solver == "optimal") {
    std::string error;  // out of memory: false, and solve() says so
    if (!optimal_tables(optimal_size(), progress, &error)) return false;
  } else {
    return false;
  }
  report(1.0);
  return true;
}

std::vector<uint8_t> export_tables(std::string_view solver) {
  if (solver == "twophase") return twophase::tables_to_bytes(*twophase::default_tables());
  if (solver == "pocket") return pocket::shared_table(pocket::Metric::HTM).serialize();
  if (solver == "goal") return goal::export_request_tables(current_goal());
  if (solver == "optimal") {
    std::string error;
    std::shared_ptr<const optimal::Tables> t = optimal_tables(optimal_size(), {}, &error);
    return t ? optimal::tables_to_bytes(*t) : std::vector<uint8_t>{};
  }
  return {};
}

bool import_tables(std::string_view solver, const uint8_t* data, size_t size, std::string* error) {
  if (solver == "twophase") {
    std::shared_ptr<const twophase::Tables> t = twophase::tables_from_bytes(data, size, error);
    if (!t) return false;
    twophase::install_tables(std::move(t));
    return true;
  }
  if (solver == "pocket") {
    // Verified here too: installing over a table that is already there accepts anything.
    if (!pocket::DistanceTable::deserialize(data, size, pocket::Metric::HTM, error)) return false;
    return pocket::install_shared_table(pocket::Metric::HTM, data, size, error);
  }
  if (solver == "goal") return goal::import_tables(data, size, error);
  if (solver == "optimal") {
    // Tables of the other size are of no more use: free them before loading these.
    if (!optimal_installed(optimal_size())) optimal::install_tables(nullptr);
    std::shared_ptr<const optimal::Tables> t = optimal::tables_from_bytes(data, size, error);
    if (!t) return false;
    if (t->size != optimal_size()) {
      if (error) {
        *error = "these are the " + std::string(t->size == optimal::TableSize::Large ? "large" : "small") +
                 " optimal tables, but the " + (optimal_size() == optimal::TableSize::Large ? "large" : "small") +
                 " ones are selected";
      }
      return false;
    }
    optimal::install_tables(std::move(t));
    return true;
  }
  if (error) {
    *error = find_solver(solver) ? "solver '" + std::string(solver) + "' has no tables to import"
                                 : "unknown solver '" + std::string(solver) + "'";
  }
  return false;
}

std::string table_set_name(std::string_view solver) {
  if (solver == "twophase") {
    return std::string(twophase::kTableSetName) + "/v" + std::to_string(twophase::kTableSetVersion);
  }
  if (solver == "pocket") {
    return pocket::DistanceTable::set_name(pocket::Metric::HTM) + "/v" +
           std::to_string(pocket::DistanceTable::kVersion);
  }
  if (solver == "goal") return goal::cache_key(current_goal());
  if (solver == "optimal") return optimal_key(optimal_size());
  return "";
}

std::string table_key(const SolveRequest& request) {
  const std::string name = request.solver.empty() ? default_solver(request.puzzle) : request.solver;
  if (name == "optimal") {
    const std::optional<optimal::TableSize> size = optimal_table_option(request.table);
    if (!size) return "";
    select_optimal(*size);
    return optimal_key(*size);
  }
  if (name != "goal") return table_set_name(name);
  goal::GoalRequest g = goal_request(request);
  if (blank(g.goal)) return "";
  select_goal(g, canonical_puzzle(request.puzzle));
  return goal::cache_key(g);
}

}  // namespace cube::registry

// ---- Tables in chunks ---------------------------------------------------------------

namespace cube::registry {

uint64_t chunk_checksum(const uint8_t* data, size_t size) { return tables::checksum64(data, size); }

struct TableExport::Source {
  std::unique_ptr<optimal::TableExporter> optimal;  // the optimal tables, read in place
  std::vector<uint8_t> blob;                        // any other solver's byte format
};

TableExport::TableExport(std::string_view solver) : source_(std::make_unique<Source>()) {
  try {
    if (solver == "optimal") {
      std::shared_ptr<const optimal::Tables> t = optimal_tables(optimal_size(), {}, &error_);
      if (t) source_->optimal = std::make_unique<optimal::TableExporter>(std::move(t));
      else if (error_.empty()) error_ = "the optimal tables could not be built";
      return;
    }
    source_->blob = export_tables(solver);
  } catch (const std::bad_alloc&) {
    error_ = "not enough memory to export the tables of '" + std::string(solver) + "'";
    return;
  }
  if (source_->blob.empty()) error_ = "solver '" + std::string(solver) + "' has no tables to export";
}

TableExport::~TableExport() = default;

size_t TableExport::size() const {
  return source_->optimal ? source_->optimal->size() : source_->blob.size();
}

size_t TableExport::read(size_t offset, uint8_t* out, size_t n) const {
  const size_t total = size();
  if (offset >= total) return 0;
  n = std::min(n, total - offset);
  if (source_->optimal) source_->optimal->read(offset, out, n);
  else std::copy_n(source_->blob.data() + offset, n, out);
  return n;
}

struct TableImport::Sink {
  std::string solver;
  std::unique_ptr<optimal::ChunkAssembler> optimal;  // the optimal tables, assembled in place
  std::vector<uint8_t> blob;                         // any other solver's byte format
};

TableImport::TableImport(std::string_view solver, size_t total_size) : sink_(std::make_unique<Sink>()) {
  sink_->solver = std::string(solver);
  if (!find_solver(solver)) {
    error_ = "unknown solver '" + sink_->solver + "'";
    return;
  }
  try {
    if (solver == "optimal") {
      // Tables of the other size are of no more use: free them before these arrive.
      if (!optimal_installed(optimal_size())) optimal::install_tables(nullptr);
      sink_->optimal = std::make_unique<optimal::ChunkAssembler>(total_size);
    } else {
      sink_->blob.resize(total_size);
    }
  } catch (const std::bad_alloc&) {
    error_ = "not enough memory to load the tables of '" + sink_->solver + "' (" +
             std::to_string(total_size >> 20) + " MiB)";
  }
}

TableImport::~TableImport() = default;

bool TableImport::ok(std::string* error) const {
  if (error && !error_.empty()) *error = error_;
  return error_.empty();
}

bool TableImport::add(size_t offset, const uint8_t* data, size_t size, uint64_t checksum, std::string* error) {
  if (!ok(error)) return false;
  if (sink_->optimal) return sink_->optimal->add(offset, data, size, checksum, error);
  if (offset > sink_->blob.size() || size > sink_->blob.size() - offset) {
    if (error) *error = "table chunk at " + std::to_string(offset) + " does not fit the table blob";
    return false;
  }
  if (checksum != 0 && chunk_checksum(data, size) != checksum) {
    if (error) *error = "table chunk at " + std::to_string(offset) + " checksum mismatch";
    return false;
  }
  std::copy_n(data, size, sink_->blob.data() + offset);
  return true;
}

bool TableImport::finish(std::string* error) {
  if (!ok(error)) return false;
  if (!sink_->optimal) {
    const bool done = import_tables(sink_->solver, sink_->blob, error);
    sink_->blob = {};
    return done;
  }
  std::shared_ptr<const optimal::Tables> t = sink_->optimal->finish(error);
  sink_->optimal.reset();
  if (!t) return false;
  if (t->size != optimal_size()) {
    if (error) *error = "the stored optimal tables are not of the selected size";
    return false;
  }
  optimal::install_tables(std::move(t));
  return true;
}

bool build_tables(std::string_view solver, const std::function<void(double)>& progress, std::string* error) {
  std::string why;
  bool built = false;
  try {
    if (solver == "optimal") {
      built = optimal_tables(optimal_size(), progress, &why) != nullptr;
      if (built && progress) progress(1.0);
    } else {
      built = build_tables(solver, progress);
    }
  } catch (const std::bad_alloc&) {
    why = "not enough memory to build the tables of '" + std::string(solver) + "'";
  }
  if (!built && error) {
    *error = !why.empty() ? why
             : find_solver(solver) ? "the tables of '" + std::string(solver) + "' could not be built"
                                   : "unknown solver '" + std::string(solver) + "'";
  }
  return built;
}

}  // namespace cube::registry
