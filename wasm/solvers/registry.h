// Every solver behind one text-level entry point, so the CLI and the Embind bindings
// treat them alike: requests and replies are text (puzzle names, states as typed, moves
// as "R U R' U'"), shaped like SolveRequest / SolveReply in web/worker/api.ts.
//
// Why text: the 8-puzzle's moves (U D L R slides of the blank) are not cube::Move, and
// both callers print or ship text anyway. A reply's solution is its moves separated by
// single spaces, its length (moves counted in the request's metric) and its stages as
// move index ranges [begin, end) into that move list.
//
// Solvers and their defaults:
//   3x3x3    twophase (default), thistlethwaite, lbl
//   2x2x2    pocket (default; takes goal, moves, metric)
//   8puzzle  sliding (default; takes goal)
//   3x3x3 and 2x2x2: goal (takes goal, moves; solvers/goal/goal_solver.h). The goal is
//            required: a preset ("cross", "xcross@U", "eoline", "face on U"), a pattern
//            with x/? don't-cares, or a chain "cross, pair, pair" (one stage per step).
//            A leading "cn:" or "neutral:" asks for colour neutrality ("cn: cross":
//            the cross on whichever face is shortest). The CLI picks it by default for a
//            3x3x3 when --goal is given.
//   3x3x3:   optimal (takes table, threads; solvers/optimal/optimal.h): IDA*, proven
//            shortest solutions. table "small" (default, 70 MB) or "large" (880 MB,
//            ~10x fewer nodes). When the time budget ends the reply is Solved with
//            timed_out, the two-phase solution (optimal false) and the message "not
//            proven optimal: search reached depth N".
// Options a solver does not take (a goal for twophase, ...) give BadInput naming them.
//
// Thread safety: solve(), scramble() and the table functions may be called from
// several threads at once (the CLI's --threads); tables are built once, on first use
// or by build_tables(), whichever comes first. No exceptions are thrown.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "solvers/solver.h"

namespace cube::registry {

struct SolverInfo {
  std::string name;                  // "twophase"
  std::string title;                 // "Two-phase (≤ 20 moves)"
  std::vector<std::string> puzzles;  // "3x3x3", "2x2x2", "8puzzle"
  bool needs_tables = false;  // has prune tables worth caching (export/import work)
  bool takes_goal = false;    // SolveRequest::goal
  bool takes_moves = false;   // SolveRequest::moves
  bool takes_metric = false;  // SolveRequest::metric
};

// Every registered solver, in a fixed order (defaults first).
const std::vector<SolverInfo>& solvers();
// nullptr when no solver has that name.
const SolverInfo* find_solver(std::string_view name);

// "3x3x3" (also "3x3", "333"), "2x2x2" (also "2x2", "222"), "8puzzle" (also
// "8-puzzle", "sliding"); case-insensitive. Returns the canonical name, or "" if unknown.
std::string canonical_puzzle(std::string_view name);
// The puzzle's default solver name, "" for an unknown puzzle.
std::string default_solver(std::string_view puzzle);

struct SolveRequest {
  std::string puzzle = "3x3x3";
  std::string solver;  // "" = the puzzle's default
  // Facelets (54 or 24 stickers, face letters or any six colours, checked with
  // cube::validate: every problem found is named) or 8-puzzle tiles
  // "1 3 0 4 2 7 8 5 6" (0, _ or . for the blank).
  std::string state;
  std::string goal;    // "" = solved. 2x2x2: pattern with x/? don't-cares; 8puzzle: tiles
  std::string moves;   // "" = the solver's default set. 2x2x2: "U R F", "no B", "<R,U>"
  std::string metric;  // "" or "htm", or "qtm" (2x2x2)
  // optimal only: "" or "small" (the default), or "large" (case-insensitive). The
  // tables of that size are built on first use unless imported; only one size is
  // kept in memory (the other is dropped when it is needed).
  std::string table;
  // optimal only: search threads, 1..64 (optimal_threads() says how many run).
  int threads = 1;
  SolveOptions options;
};

struct TextSolution {
  std::string moves;  // "R U R' U'" (8puzzle: "U L D R", the blank's direction)
  int length = 0;     // in the request's metric (QTM counts R2 as 2)
  std::vector<Stage> stages;  // begin/end index the space-separated moves
  bool optimal = false;
};

struct SolveReply {
  SolveResult::Status status = SolveResult::Status::NoSolution;
  std::string message;                 // what is wrong / why nothing was found
  std::vector<TextSolution> solutions;  // best first
  std::string solver;                  // the solver that ran (defaults resolved)
  uint64_t nodes = 0;
  double ms = 0;
  bool timed_out = false;
};

// Status names as the page uses them: "solved", "bad-input", "no-solution", "cancelled".
const char* status_name(SolveResult::Status s);

SolveReply solve(const SolveRequest& request);

// The state a scramble makes from solved: facelets in face letters, or 8-puzzle tiles
// after the blank's slides ("U L D R") from the goal 1 2 3 / 4 5 6 / 7 8 0.
struct ScrambledState {
  bool ok = false;
  std::string state;
  std::string error;  // parse error with its column, or a move the puzzle lacks
};
ScrambledState apply_scramble(std::string_view puzzle, std::string_view scramble);

// A WCA-style random-state scramble, reproducible from the seed: 3x3x3 a uniform random
// state written as the inverse of a two-phase solution (≤ 21 moves); 2x2x2 a uniform
// random state (≥ 4 moves) as the inverse of an optimal R U F solution; 8puzzle a
// uniform random solvable board and the optimal slides from the goal to it.
struct Scramble {
  bool ok = false;
  std::string moves;  // applied to solved, gives `state`
  std::string state;  // facelets in face letters, or 8-puzzle tiles
  std::string error;  // unknown puzzle
};
Scramble scramble(std::string_view puzzle, uint64_t seed);

// ---- Tables ---------------------------------------------------------------------
// Per solver (by name). Solvers without tables (or without a byte format) answer
// tables_ready true after build_tables, export nothing and refuse imports.

// Built or imported, so a solve starts at once.
bool tables_ready(std::string_view solver);

// The threads this build can run at once: the cores natively; in WASM with pthreads
// the cores up to 8 (the pthread pool made at load, CMakeLists.txt); 1 in WASM without.
// The optimal tables are built with all of them.
int available_threads();
// The threads an optimal search runs for a request's SolveRequest::threads.
int optimal_threads(int wanted);

// Builds now; progress(fraction 0..1) now and then. False for an unknown solver.
bool build_tables(std::string_view solver, const std::function<void(double)>& progress = {});
// The tables' byte format (tables/table_file.h), built first if needed; empty when the
// solver has no tables to cache.
std::vector<uint8_t> export_tables(std::string_view solver);
// Installs tables from export_tables() bytes after verifying names, versions and
// checksums; false and *error when they do not verify (the caller rebuilds).
bool import_tables(std::string_view solver, const uint8_t* data, size_t size, std::string* error = nullptr);
inline bool import_tables(std::string_view solver, const std::vector<uint8_t>& bytes,
                          std::string* error = nullptr) {
  return import_tables(solver, bytes.data(), bytes.size(), error);
}
// Name of the solver's table set with its format version, e.g.
// "cubesolver.twophase/v1": a cache key that changes whenever the format does.
// "" for solvers without cached tables.
// "goal": the key of the goal last solved or selected with table_key() ("cross" at first).
// "optimal": the key of the table size last solved or selected with table_key() ("small"
// at first), e.g. "cubesolver.optimal.small/v1".
std::string table_set_name(std::string_view solver);
// The cache key of the tables a request needs: table_set_name() of its solver, and for
// "goal" the goal's own key (goal::cache_key). Also selects that goal for the "goal"
// solver's table functions (tables_ready, build, export), so a worker calls it first.
// "" for a goal request without a goal.
// "optimal": the key of the request's table size, which it selects likewise (build,
// export, import and tables_ready then act on that size); "" for an unknown size.
std::string table_key(const SolveRequest& request);

// ---- Tables in chunks (the IndexedDB cache) ------------------------------------------
// The byte format of export_tables(), written and read piece by piece, so a table set
// as large as the optimal solver's large one (846 MB) never exists twice in memory (a
// WASM32 page could not hold it). Every piece is stored with its own checksum
// (tables::checksum64), so a damaged chunk of a stored copy is found and named before
// anything is installed.

uint64_t chunk_checksum(const uint8_t* data, size_t size);

// The tables of a solver (the selected goal / optimal size), built first if need be.
class TableExport {
 public:
  explicit TableExport(std::string_view solver);
  ~TableExport();
  TableExport(const TableExport&) = delete;
  TableExport& operator=(const TableExport&) = delete;
  // False and error() when the solver has no tables to export or they cannot be built.
  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  size_t size() const;
  // Copies bytes [offset, offset + n) into out (clipped at the end); returns how many.
  size_t read(size_t offset, uint8_t* out, size_t n) const;

 private:
  struct Source;
  std::unique_ptr<Source> source_;
  std::string error_;
};

// Gathers a stored copy chunk by chunk (any order, no overlaps), checks each chunk
// against its stored checksum, then verifies the whole and installs it. The optimal
// tables are assembled in place (peak memory about the table itself).
class TableImport {
 public:
  TableImport(std::string_view solver, size_t total_size);
  ~TableImport();
  TableImport(const TableImport&) = delete;
  TableImport& operator=(const TableImport&) = delete;
  // False and *error when the import could not start (unknown solver, no memory).
  bool ok(std::string* error = nullptr) const;
  // False and *error when the chunk does not fit or does not match its checksum (0:
  // not checked); nothing is taken then.
  bool add(size_t offset, const uint8_t* data, size_t size, uint64_t checksum, std::string* error = nullptr);
  // Verifies names, versions and checksums of the whole, and installs the tables.
  // One-shot.
  bool finish(std::string* error = nullptr);

 private:
  struct Sink;
  std::unique_ptr<Sink> sink_;
  std::string error_;
};

// build_tables with the reason it failed (e.g. "not enough memory to build the large
// optimal table (about 846 MiB)"); the module goes on working after such a failure.
bool build_tables(std::string_view solver, const std::function<void(double)>& progress, std::string* error);

}  // namespace cube::registry
