// Every solver behind one text-level entry point, so the CLI and the Embind bindings
// treat them alike: requests and replies are text (solve_request.h), shaped like
// SolveRequest / SolveReply in web/worker/api.ts.
//
// The registry knows no solver by name: it loops over the solver table (entries(),
// solver_entry.h; solvers/entries.cpp lists the rows). It checks a request against the
// chosen row's facts — the puzzle, the options it takes, its table choice — and answers
// a bad one with what is accepted, generated from the table; then the row solves it.
//
// Table functions take the request whose tables are meant (its solver, puzzle, goal
// and table choice); nothing is selected or remembered between calls. The overloads by
// name mean the solver's default tables (tables_request()).
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

#include "solvers/solve_request.h"
#include "solvers/solver_entry.h"

namespace cube::registry {

// Every row's facts, in the table's order (defaults first).
const std::vector<SolverInfo>& solvers();
// nullptr when no solver has that name.
const SolverInfo* find_solver(std::string_view name);
const SolverEntry* find_entry(std::string_view name);
// More than one metric to choose from (SolveRequest::metric).
inline bool takes_metric(const SolverInfo& s) { return s.metrics.size() > 1; }

// Every puzzle of the puzzle table (puzzles/puzzle_table.h), in its order.
const std::vector<std::string>& puzzles();
// The canonical name of a puzzle named by any of its names (puzzles::find), "" if unknown.
std::string canonical_puzzle(std::string_view name);
// The puzzle row's default solver, "" for an unknown puzzle or one no solver solves yet.
std::string default_solver(std::string_view puzzle);

// Status names as the page uses them: "solved", "bad-input", "no-solution", "cancelled".
const char* status_name(SolveResult::Status s);

// A bad request (unknown puzzle or solver, a solver that does not solve the puzzle, an
// option it does not take, an unknown table choice or metric) is BadInput with a
// message listing what is accepted.
SolveReply solve(const SolveRequest& request);

// The state a scramble makes from solved: facelets in face letters, or 8-puzzle tiles
// after the blank's slides ("U L D R") from the goal 1 2 3 / 4 5 6 / 7 8 0.
struct ScrambledState {
  bool ok = false;
  std::string state;
  std::string error;  // parse error with its column, or a move the puzzle lacks
  Message text;       // `error` as a code (when it has one)
};
ScrambledState apply_scramble(std::string_view puzzle, std::string_view scramble);

// The puzzle row's WCA scramble (PuzzleEntry::scramble), reproducible from the seed:
// 3x3x3 a uniform random state written as the inverse of a two-phase solution (≤ 21
// moves); 2x2x2 a uniform random state (≥ 4 moves) as the inverse of an optimal R U F
// solution; 4x4x4 a random state as the inverse of a reduction solution; 5x5x5-7x7x7
// 60, 80, 100 random moves; 8puzzle a uniform random solvable board and the optimal
// slides from the goal to it; pyraminx and skewb a uniform random state at least 6
// (tips not counted) or 7 turns from solved as the inverse of an optimal solution.
struct Scramble {
  bool ok = false;
  std::string moves;  // applied to solved, gives `state`
  std::string state;  // facelets in face letters, or 8-puzzle tiles
  std::string error;  // unknown puzzle
  Message text;       // `error` as a code
};
Scramble scramble(std::string_view puzzle, uint64_t seed);

// ---- Tables ---------------------------------------------------------------------
// A table request is a SolveRequest of which only puzzle ("" = the solver's first),
// solver, goal, moves and table are read. Solvers without a byte format answer
// tables_ready true after build_tables, export nothing and refuse imports.

// The solver's default tables: its first puzzle, no goal, the default table choice.
SolveRequest tables_request(std::string_view solver);
// "" when the request's tables can be asked for; else what is wrong (as solve() says).
std::string check_tables_request(const SolveRequest& request);
// The same as a code; empty when the request is good.
Message check_tables_request_text(const SolveRequest& request);

// The cache key of the tables a request needs, with their format version
// ("cubesolver.twophase/v1", "cubesolver.optimal.large/v4", the goal's own key); ""
// for solvers without cached tables and for a bad request. Pure: selects nothing.
std::string table_key(const SolveRequest& request);
// table_key(tables_request(solver)).
std::string table_set_name(std::string_view solver);
// The table requests whose sets make up this request's copy (TableSet::parts), each
// with its own table_key; empty for a copy that is one set and for a bad request.
std::vector<SolveRequest> table_parts(const SolveRequest& request);
// The name of a prebuilt table file (`cubesolver tables` writes it, a host serves it
// under tables/ beside the page): the key with '/' as '-', and ".bin"
// ("cubesolver.optimal.small-v4.bin"); "" when table_key is "".
std::string table_file_name(const SolveRequest& request);

// Built or imported, so a solve starts at once.
bool tables_ready(const SolveRequest& request);
inline bool tables_ready(std::string_view solver) { return tables_ready(tables_request(solver)); }

// Builds now; progress(fraction 0..1) now and then. False and *error (e.g. "not enough
// memory to build the large optimal table (about 846 MiB)"; the module goes on
// working) when they cannot be built or the request is bad.
bool build_tables(const SolveRequest& request, const TableProgress& progress = {}, MessageOut error = nullptr);
inline bool build_tables(std::string_view solver, const TableProgress& progress = {}, MessageOut error = nullptr) {
  return build_tables(tables_request(solver), progress, error);
}

// The tables' byte format (tables/table_file.h), built first if needed; empty when the
// solver has no tables to cache.
std::vector<uint8_t> export_tables(const SolveRequest& request);
inline std::vector<uint8_t> export_tables(std::string_view solver) { return export_tables(tables_request(solver)); }

// Installs tables from export_tables() bytes after verifying names, versions and
// checksums; false and *error when they do not verify (the caller rebuilds) or are not
// the tables the request names.
bool import_tables(const SolveRequest& request, const uint8_t* data, size_t size, MessageOut error = nullptr);
inline bool import_tables(std::string_view solver, const uint8_t* data, size_t size, MessageOut error = nullptr) {
  return import_tables(tables_request(solver), data, size, error);
}
inline bool import_tables(const SolveRequest& request, const std::vector<uint8_t>& bytes, MessageOut error = nullptr) {
  return import_tables(request, bytes.data(), bytes.size(), error);
}
inline bool import_tables(std::string_view solver, const std::vector<uint8_t>& bytes, MessageOut error = nullptr) {
  return import_tables(tables_request(solver), bytes.data(), bytes.size(), error);
}

// The threads this build can run at once: the cores natively; in WASM with pthreads
// the cores up to 8 (the pthread pool made at load, CMakeLists.txt); 1 in WASM without.
// The optimal tables are built with all of them.
int available_threads();
// The threads a search runs for a request's SolveRequest::threads (solvers that take
// threads): natively as many as asked; in WASM no more than the pool.
int optimal_threads(int wanted);

// ---- Tables in chunks (the IndexedDB cache) ------------------------------------------
// The byte format of export_tables(), written and read piece by piece, so a table set
// as large as the optimal solver's large one (~1 GB) never exists twice in memory (a
// WASM32 page could not hold it). Every piece is stored with its own checksum
// (tables::checksum64), so a damaged chunk of a stored copy is found and named before
// anything is installed.

uint64_t chunk_checksum(const uint8_t* data, size_t size);

// The tables of a request, built first if need be.
class TableExport {
 public:
  explicit TableExport(const SolveRequest& request);
  explicit TableExport(std::string_view solver) : TableExport(tables_request(solver)) {}
  ~TableExport();
  TableExport(const TableExport&) = delete;
  TableExport& operator=(const TableExport&) = delete;
  // False and error() when the solver has no tables to export or they cannot be built.
  bool ok() const { return error_.empty(); }
  std::string error() const { return error_.english(); }
  const Message& error_text() const { return error_; }
  size_t size() const;
  // Copies bytes [offset, offset + n) into out (clipped at the end); returns how many.
  size_t read(size_t offset, uint8_t* out, size_t n) const;

 private:
  std::unique_ptr<TableSource> source_;
  Message error_;
};

// Gathers a stored copy chunk by chunk (any order, no overlaps; in order for the rows
// whose copies stream: streamed_import.h), checks each chunk against its stored
// checksum, then verifies the whole and installs it. Large table sets are assembled in
// place or streamed into their tables (peak memory about the tables themselves).
class TableImport {
 public:
  TableImport(const SolveRequest& request, size_t total_size);
  TableImport(std::string_view solver, size_t total_size) : TableImport(tables_request(solver), total_size) {}
  ~TableImport();
  TableImport(const TableImport&) = delete;
  TableImport& operator=(const TableImport&) = delete;
  // False and *error when the import could not start (unknown solver, no memory).
  bool ok(MessageOut error = nullptr) const;
  // False and *error when the chunk does not fit or does not match its checksum (0:
  // not checked); nothing is taken then.
  bool add(size_t offset, const uint8_t* data, size_t size, uint64_t checksum, MessageOut error = nullptr);
  // Verifies names, versions and checksums of the whole, and installs the tables.
  // One-shot.
  bool finish(MessageOut error = nullptr);

 private:
  std::unique_ptr<TableSink> sink_;
  Message error_;
};

// ---- Benchmark ---------------------------------------------------------------------------

// Runs the solver's benchmark (BenchHook): its failures, or -1 and *error.
int run_bench(const SolverEntry& entry, const BenchRequest& request, std::string* error);

}  // namespace cube::registry
