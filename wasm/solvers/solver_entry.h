// One row of the solver table: everything the registry, the CLI, the bindings and the
// page need to know about a solver, and the functions that run it. Each solver folder
// defines its row in <name>_entry.cpp; solvers/entries.cpp lists the rows. Nothing
// else names a solver: the registry, `cubesolver solve` / `bench` and the bindings
// loop over the rows (the shape of nissy-core's solver table).
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/message.h"
#include "core/message_out.h"
#include "solvers/solve_request.h"

namespace cube::registry {

// A table set a solver can be asked to use (SolveRequest::table).
struct TableChoice {
  std::string name;    // "small"
  std::string label;   // for a menu: "Small: 72 MB (phones; builds in about half a minute)"
  uint64_t bytes = 0;  // stored size (the byte format): the room it needs in a cache
  bool is_default = false;
  uint64_t memory = 0;   // the module's memory it needs at its peak (while it is built)
  std::string measured;  // its speed as measured, with where and when (docs/BENCHMARKS.md)
  std::string expect;    // that speed in a few words, said before a search ("random states ~25 s (median)")
  // The same words as codes of the message registry (its "table choices" block), for the
  // page's language: the choice's name ("Small"), `label` and `expect` (their English).
  Message title_text;
  Message label_text;
  Message expect_text;
  Message measured_text;  // `measured` as a code (block "table cache" of the registry)
};

// A text of the solver table from the message registry (message_catalog.cpp's "solver
// table" block, code "solver_<name>_title" / "_help" / "_goal_hint"): its English for
// the CLI and SolverInfo; the page formats the same code in the user's language.
std::string words(const char* code);
// The code of a row's text, if the registry has one ("solver_sq1_optimal_help"); empty else.
std::string words_code(const std::string& solver, const char* part);

// Every fact the CLI, the page and the widget show or need about a solver.
struct SolverInfo {
  std::string name;                            // "twophase"
  std::string title;                           // menu label: "Two-phase (≤ 20 moves)"
  std::string help;                            // one paragraph: what it does, what its options mean
  std::vector<std::string> puzzles;            // "3x3x3", "2x2x2", "8puzzle"
  bool needs_tables = false;                   // has prune tables with a byte format (worth caching)
  bool takes_goal = false;                     // SolveRequest::goal
  bool needs_goal = false;                     // ... and cannot solve without one
  bool goal_presets = false;                   // the goal may name a preset (goal_presets.h: "cross", ...)
  std::string goal_example;                    // the goal field's placeholder: "cross", "eo fb"
  std::string goal_hint;                       // one line under the goal field: what a goal may be
  bool goal_checked_as_typed = false;          // the page checks goal and moves as typed (readPocket)
  bool fmc_steps = false;                      // its goal names fewest-moves steps (eo, dr, htr, finish, niss)
                                               // and its replies keep the inverse side in ^( ): the page's
                                               // FMC panel asks this row
  bool takes_moves = false;                    // SolveRequest::moves (a move set)
  bool takes_time_budget = false;              // honours SolveOptions::time_ms (it searches)
  bool takes_effort = false;                   // SolveOptions::keep_searching: the whole budget for shorter ones
  bool lists_all_optimal = false;              // every solution is optimal; SolveOptions::solutions lists them all
  bool takes_threads = false;                  // SolveRequest::threads are search threads
  bool reports_progress = false;               // long searches: SolveOptions::progress (depth, nodes) is
                                               // worth showing (the CLI's --progress, the page's line)
  bool stages_first = false;                   // its stages are a method people learn: shown from the start
  int default_max_length = -1;                 // what max_length -1 means (-1: no limit)
  std::vector<std::string> metrics = {"htm"};  // SolveRequest::metric, the first is the default
  std::vector<TableChoice> table_choices;      // SolveRequest::table; empty: no choice
  // Other solvers whose tables a solve of this one uses (the optimal solver falls back on
  // two-phase when its budget ends): a worker gets them ready too.
  std::vector<std::string> uses_tables_of;
  // A quick solver of the same puzzles whose answer is worth offering while this one
  // searches (the optimal solver's: two-phase, proven or not): "" for none.
  std::string answer_meanwhile;
};

// ---- Tables ---------------------------------------------------------------------------

using TableProgress = std::function<void(double fraction)>;

// The byte format of a table set read piece by piece (an export in chunks).
class TableSource {
 public:
  virtual ~TableSource() = default;
  virtual size_t size() const = 0;
  // Copies bytes [offset, offset + n) (within size()) into out.
  virtual void read(size_t offset, uint8_t* out, size_t n) const = 0;
};

// A stored copy gathered chunk by chunk, then verified and installed.
class TableSink {
 public:
  virtual ~TableSink() = default;
  // checksum: tables::checksum64 of the chunk as stored (0: not checked).
  virtual bool add(size_t offset, const uint8_t* data, size_t size, uint64_t checksum, MessageOut error) = 0;
  virtual bool finish(MessageOut error) = 0;
};

// A solver's tables. Every function takes the request whose tables are meant (its
// goal, its table choice): nothing is remembered between calls. The registry checks the
// request (solver, puzzle, table choice) before calling them.
struct TableSet {
  // The cache key of the request's tables, with their format version
  // ("cubesolver.twophase/v1"); "" when there is nothing to cache. Pure.
  std::string (*key)(const SolveRequest&) = nullptr;
  // Built or imported: a solve starts at once.
  bool (*ready)(const SolveRequest&) = nullptr;
  // Builds them now (progress now and then); false and *error when they cannot be.
  bool (*build)(const SolveRequest&, const TableProgress&, MessageOut error) = nullptr;
  // The byte format (tables/table_file.h), built first if need be. Null: no byte format.
  std::vector<uint8_t> (*save)(const SolveRequest&) = nullptr;
  // Verifies names, versions and checksums of save()'s bytes and installs them.
  bool (*load)(const SolveRequest&, const uint8_t*, size_t, MessageOut error) = nullptr;
  // Optional, for table sets too large to hold twice: the byte format read in place,
  // and assembled in place (the optimal solver's, any chunk order), or streamed straight
  // into the tables (streamed_import.h: chunks in order). Null: save() / load() over one
  // blob, held whole beside the tables it fills.
  std::unique_ptr<TableSource> (*open_export)(const SolveRequest&, MessageOut error) = nullptr;
  std::unique_ptr<TableSink> (*open_import)(const SolveRequest&, size_t total, MessageOut error) = nullptr;
  // Optional: the requests whose own sets this request's copy is made of, in the copy's
  // order (the 6x6x6 reduction's: the 4x4x4's and the 5x5x5's). A cache may keep each
  // part under its own key, shared by every size that uses it, and load or build them
  // one by one; build() then makes only what no part holds. Null or empty: one set.
  std::vector<SolveRequest> (*parts)(const SolveRequest&) = nullptr;
};

// ---- Benchmark (cubesolver bench) -------------------------------------------------------

// A flag of `cubesolver bench` besides --solver, --count, --seed and --json.
struct BenchFlag {
  std::string name;  // "table" for --table
  bool takes_value = true;
};

struct BenchRequest {
  int count = 100;
  uint64_t seed = 1;
  SolveOptions options;  // --max-length, --time-ms, --effort
  bool json = false;
  std::map<std::string, std::string> flags;       // every flag given, by name ("" for switches)
  std::function<void(const std::string&)> print;  // a report, for stdout
  std::function<void(const std::string&)> log;    // a progress line, for stderr
  bool has(const std::string& flag) const { return flags.count(flag) > 0; }
  // The flag's whole number within [lo, hi] (`fallback` when not given); none when its
  // text is not one.
  std::optional<int> whole(const std::string& flag, int fallback, int lo, int hi) const {
    if (!has(flag)) return fallback;
    const std::string& text = flags.at(flag);
    if (text.empty() || text.size() > 9 || text.find_first_not_of("0123456789") != std::string::npos) return {};
    const int n = std::stoi(text);
    if (n < lo || n > hi) return {};
    return n;
  }
};

struct BenchHook {
  int default_count = 100;
  int min_count = 1;
  std::vector<BenchFlag> flags;  // the flags it takes
  std::string help;              // what it measures and its own flags mean (bench --help)
  // Solves `count` random states, every solution replayed; prints its reports and
  // returns the failures; -1 and *error when a flag's value is wrong (exit 2).
  int (*run)(const BenchRequest&, std::string* error) = nullptr;
};

// ---- The row ------------------------------------------------------------------------------

struct SolverEntry {
  SolverInfo info;
  TableSet tables;
  // Solves a request the registry has checked against `info` (puzzle canonical, solver
  // named, options it takes); reads and validates the state itself.
  SolveReply (*solve)(const SolveRequest&) = nullptr;
  BenchHook bench;
};

// Every row, in menu order; the first row that solves a puzzle is its default solver.
const std::vector<const SolverEntry*>& entries();

}  // namespace cube::registry
