#include "solvers/registry.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <memory>
#include <new>
#include <thread>

#include "puzzles/puzzle_table.h"
#include "solvers/self_check.h"
#include "solvers/solve_reply.h"
#include "tables/table_file.h"

namespace cube::registry {

std::string words(const char* code) {
  const MessageSpec* m = find_message(code);
  return m ? m->english : code;  // a code the catalog lacks shows as itself (the unit tests catch it)
}

std::string words_code(const std::string& solver, const char* part) {
  std::string code = "solver_" + solver + "_" + part;
  std::replace(code.begin(), code.end(), '-', '_');
  return find_message(code) ? code : "";
}

namespace {

using Status = SolveResult::Status;
using Clock = std::chrono::steady_clock;

// Names as a list parameter of a message ("{solvers, list, or}": "a, b or c").
MessageArg names_arg(const std::vector<std::string>& names) {
  return MessageArg::list(std::vector<MessageArg>(names.begin(), names.end()));
}

Message unknown_puzzle_text(const std::string& name) {
  return message("unknown_puzzle_of", {{"name", name}, {"puzzles", names_arg(puzzles())}});
}

// The names of the rows that pass `test`.
template <class Test>
std::vector<std::string> names_where(Test test) {
  std::vector<std::string> out;
  for (const SolverEntry* e : entries())
    if (test(e->info)) out.push_back(e->info.name);
  return out;
}

bool solves(const SolverInfo& s, const std::string& puzzle) {
  return std::find(s.puzzles.begin(), s.puzzles.end(), puzzle) != s.puzzles.end();
}

std::vector<std::string> choice_names(const SolverInfo& s) {
  std::vector<std::string> out;
  for (const TableChoice& c : s.table_choices) out.push_back(c.name);
  return out;
}

// The request with its names resolved (puzzle canonical, solver named, table choice
// by its name, metric in lower case), or what is wrong with it, listing what is
// accepted. `for_solve`: the options a solve reads are checked too (goal, moves,
// metric, threads); a table request reads only puzzle, solver, goal, moves and table.
struct Checked {
  const SolverEntry* entry = nullptr;
  SolveRequest request;
  Message error;
  std::string solver;  // named in the reply: "" when unknown
};

Checked check(const SolveRequest& req, bool for_solve) {
  Checked c;
  c.request = req;
  SolveRequest& r = c.request;
  // A table request may leave the puzzle out: the solver's first.
  std::string puzzle = req.puzzle;
  if (!for_solve && blank(puzzle)) {
    if (const SolverEntry* e = find_entry(req.solver)) puzzle = e->info.puzzles.front();
  }
  r.puzzle = canonical_puzzle(puzzle);
  if (r.puzzle.empty()) {
    c.error = unknown_puzzle_text(puzzle);
    return c;
  }
  if (r.solver.empty()) r.solver = default_solver(r.puzzle);
  if (r.solver.empty()) {
    c.error = message("no_solver_yet", {{"puzzle", r.puzzle}});
    return c;
  }
  c.entry = find_entry(r.solver);
  if (!c.entry) {
    c.error = message("unknown_solver",
                      {{"name", r.solver}, {"solvers", names_arg(names_where([](auto&) { return true; }))}});
    return c;
  }
  c.solver = r.solver;
  const SolverInfo& info = c.entry->info;
  const std::string& name = info.name;
  if (!solves(info, r.puzzle)) {
    c.error = message("solver_not_for_puzzle",
                      {{"solver", name},
                       {"puzzle", r.puzzle},
                       {"solvers", names_arg(names_where([&](const SolverInfo& s) { return solves(s, r.puzzle); }))}});
    return c;
  }
  if (!info.takes_goal && !blank(r.goal)) {
    c.error = message("solver_takes_no",
                      {{"solver", name},
                       {"option", "goal"},
                       {"solvers", names_arg(names_where([](const SolverInfo& s) { return s.takes_goal; }))}});
    return c;
  }
  if (!info.takes_moves && !blank(r.moves)) {
    c.error = message("solver_takes_no",
                      {{"solver", name},
                       {"option", "moves"},
                       {"solvers", names_arg(names_where([](const SolverInfo& s) { return s.takes_moves; }))}});
    return c;
  }
  if (info.table_choices.empty()) {
    if (!blank(r.table)) {
      std::vector<MessageArg> which;  // "optimal: small, medium, large or xlarge"
      for (const SolverEntry* e : entries()) {
        if (e->info.table_choices.empty()) continue;
        which.emplace_back(
            message("solver_table_names", {{"solver", e->info.name}, {"tables", names_arg(choice_names(e->info))}}));
      }
      c.error = message("solver_no_table_option", {{"solver", name}, {"which", MessageArg::list(which)}});
      return c;
    }
  } else {
    const std::string wanted = lower(r.table);
    const TableChoice* chosen = nullptr;
    for (const TableChoice& t : info.table_choices)
      if (blank(wanted) ? t.is_default : t.name == wanted) chosen = &t;
    if (!chosen) {
      c.error =
          message("unknown_table", {{"table", r.table}, {"solver", name}, {"tables", names_arg(choice_names(info))}});
      return c;
    }
    r.table = chosen->name;
  }
  if (!for_solve) return c;
  if (r.threads < 1 || r.threads > 64) {
    c.error = message("bad_threads", {{"threads", r.threads}});
    return c;
  }
  if (!info.takes_threads && r.threads != 1) {
    c.error = message(
        "solver_no_threads",
        {{"solver", name}, {"solvers", names_arg(names_where([](const SolverInfo& s) { return s.takes_threads; }))}});
    return c;
  }
  const std::string metric = lower(r.metric);
  if (!metric.empty() && std::find(info.metrics.begin(), info.metrics.end(), metric) == info.metrics.end()) {
    if (takes_metric(info)) {
      c.error = message("unknown_metric", {{"metric", r.metric}, {"metrics", names_arg(info.metrics)}});
    } else {
      std::string only = info.metrics.front();  // "HTM only": written in capitals in a sentence
      for (char& ch : only) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
      c.error = message("solver_one_metric", {{"solver", name}, {"only", only}, {"metric", r.metric}});
    }
    return c;
  }
  r.metric = metric.empty() ? info.metrics.front() : metric;
  return c;
}

// A table request checked, or *error; the row and the resolved request.
const SolverEntry* table_entry(const SolveRequest& req, SolveRequest& resolved, const MessageOut& error) {
  Checked c = check(req, false);
  if (!c.error.empty()) {
    error.set(c.error);
    return nullptr;
  }
  resolved = std::move(c.request);
  return c.entry;
}

// ---- Tables in one blob (solvers without open_export / open_import) --------------------

class BlobSource : public TableSource {
 public:
  explicit BlobSource(std::vector<uint8_t> blob) : blob_(std::move(blob)) {}
  size_t size() const override { return blob_.size(); }
  void read(size_t offset, uint8_t* out, size_t n) const override { std::copy_n(blob_.data() + offset, n, out); }

 private:
  std::vector<uint8_t> blob_;
};

class BlobSink : public TableSink {
 public:
  BlobSink(const SolverEntry& entry, SolveRequest request, size_t total)
      : entry_(entry), request_(std::move(request)), blob_(total) {}
  bool add(size_t offset, const uint8_t* data, size_t size, uint64_t checksum, MessageOut error) override {
    if (offset > blob_.size() || size > blob_.size() - offset) {
      error.set(message("table_chunk_misfit", {{"offset", offset}}));
      return false;
    }
    if (checksum != 0 && chunk_checksum(data, size) != checksum) {
      error.set(message("table_chunk_checksum", {{"offset", offset}}));
      return false;
    }
    std::copy_n(data, size, blob_.data() + offset);
    return true;
  }
  bool finish(MessageOut error) override {
    const bool done = entry_.tables.load(request_, blob_.data(), blob_.size(), error);
    blob_ = {};
    return done;
  }

 private:
  const SolverEntry& entry_;
  SolveRequest request_;
  std::vector<uint8_t> blob_;
};

}  // namespace

// ---- Lists and names ----------------------------------------------------------------

const std::vector<SolverInfo>& solvers() {
  static const std::vector<SolverInfo> list = [] {
    std::vector<SolverInfo> out;
    for (const SolverEntry* e : entries()) out.push_back(e->info);
    return out;
  }();
  return list;
}

const SolverInfo* find_solver(std::string_view name) {
  for (const SolverInfo& s : solvers())
    if (s.name == name) return &s;
  return nullptr;
}

const SolverEntry* find_entry(std::string_view name) {
  for (const SolverEntry* e : entries())
    if (e->info.name == name) return e;
  return nullptr;
}

const std::vector<std::string>& puzzles() {
  static const std::vector<std::string> list = [] {
    std::vector<std::string> out;
    for (const PuzzleEntry* e : puzzles::all()) out.push_back(e->info.name);
    return out;
  }();
  return list;
}

std::string canonical_puzzle(std::string_view name) {
  const PuzzleEntry* e = puzzles::find(name);
  return e ? e->info.name : "";
}

std::string default_solver(std::string_view puzzle) {
  const PuzzleEntry* e = puzzles::find(puzzle);
  return e ? e->info.default_solver : "";
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
  const Checked c = check(req, true);
  if (!c.error.empty()) return finish(bad_input(c.error), c.solver);  // the code and its English
  if (req.options.cancel && req.options.cancel->load()) {
    SolveReply r;
    r.status = Status::Cancelled;
    say(r, message("solve_cancelled"));
    return finish(r, c.solver);
  }
  return finish(c.entry->solve(c.request), c.solver);
}

// ---- Scrambles ----------------------------------------------------------------------

ScrambledState apply_scramble(std::string_view puzzle_name, std::string_view text) {
  ScrambledState out;
  const PuzzleEntry* e = puzzles::find(puzzle_name);
  if (!e) {
    out.text = unknown_puzzle_text(std::string(puzzle_name));
    out.error = out.text.english();
    return out;
  }
  const Applied applied = e->apply(text, "");
  out.ok = applied.ok;
  out.state = applied.state;
  out.error = applied.error;
  return out;
}

Scramble scramble(std::string_view puzzle_name, uint64_t seed) {
  Scramble out;
  const PuzzleEntry* e = puzzles::find(puzzle_name);
  if (!e) {
    out.text = unknown_puzzle_text(std::string(puzzle_name));
    out.error = out.text.english();
    return out;
  }
  Rng rng(seed);
  const PuzzleScramble s = e->scramble(rng);
  out.ok = true;
  out.moves = s.moves;
  out.state = s.state;
  return out;
}

// ---- Tables -------------------------------------------------------------------------

SolveRequest tables_request(std::string_view solver) {
  SolveRequest r;
  r.solver = std::string(solver);
  if (const SolverEntry* e = find_entry(solver)) r.puzzle = e->info.puzzles.front();
  return r;
}

std::string check_tables_request(const SolveRequest& request) { return check(request, false).error.english(); }
Message check_tables_request_text(const SolveRequest& request) { return check(request, false).error; }

std::string table_key(const SolveRequest& request) {
  SolveRequest r;
  const SolverEntry* e = table_entry(request, r, nullptr);
  return e && e->tables.key ? e->tables.key(r) : "";
}

std::string table_set_name(std::string_view solver) { return table_key(tables_request(solver)); }

std::vector<SolveRequest> table_parts(const SolveRequest& request) {
  SolveRequest r;
  const SolverEntry* e = table_entry(request, r, nullptr);
  return e && e->tables.key && e->tables.parts ? e->tables.parts(r) : std::vector<SolveRequest>{};
}

std::string table_file_name(const SolveRequest& request) {
  std::string name = table_key(request);
  if (name.empty()) return name;
  for (char& c : name) {
    if (c == '/') c = '-';
  }
  return name + ".bin";
}

bool tables_ready(const SolveRequest& request) {
  SolveRequest r;
  const SolverEntry* e = table_entry(request, r, nullptr);
  return e && e->tables.ready(r);
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

bool build_tables(const SolveRequest& request, const TableProgress& progress, MessageOut error) {
  SolveRequest r;
  const SolverEntry* e = table_entry(request, r, error);
  if (!e) return false;
  Message why;
  bool built = false;
  try {
    built = e->tables.build(r, progress, &why);
    if (built && progress) progress(1.0);
  } catch (const std::bad_alloc&) {
    why = message("tables_no_memory", {{"doing", "build"}, {"solver", e->info.name}});
  }
  if (!built) error.set(!why.empty() ? why : message("tables_not_built", {{"solver", e->info.name}}));
  return built;
}

std::vector<uint8_t> export_tables(const SolveRequest& request) {
  SolveRequest r;
  const SolverEntry* e = table_entry(request, r, nullptr);
  return e && e->tables.save ? e->tables.save(r) : std::vector<uint8_t>{};
}

bool import_tables(const SolveRequest& request, const uint8_t* data, size_t size, MessageOut error) {
  SolveRequest r;
  const SolverEntry* e = table_entry(request, r, error);
  if (!e) return false;
  if (!e->tables.load) {
    error.set(message("tables_none", {{"solver", e->info.name}, {"doing", "import"}}));
    return false;
  }
  return e->tables.load(r, data, size, error);
}

// ---- Tables in chunks ---------------------------------------------------------------

uint64_t chunk_checksum(const uint8_t* data, size_t size) { return tables::checksum64(data, size); }

TableExport::TableExport(const SolveRequest& request) {
  SolveRequest r;
  const SolverEntry* e = table_entry(request, r, &error_);
  if (!e) return;
  try {
    if (e->tables.open_export) {
      source_ = e->tables.open_export(r, &error_);
      if (!source_ && error_.empty()) error_ = message("tables_not_built", {{"solver", e->info.name}});
      return;
    }
    std::vector<uint8_t> blob = e->tables.save ? e->tables.save(r) : std::vector<uint8_t>{};
    if (!blob.empty()) source_ = std::make_unique<BlobSource>(std::move(blob));
  } catch (const std::bad_alloc&) {
    error_ = message("tables_no_memory", {{"doing", "export"}, {"solver", e->info.name}});
    return;
  }
  if (!source_) error_ = message("tables_none", {{"solver", e->info.name}, {"doing", "export"}});
}

TableExport::~TableExport() = default;

size_t TableExport::size() const { return source_ ? source_->size() : 0; }

size_t TableExport::read(size_t offset, uint8_t* out, size_t n) const {
  const size_t total = size();
  if (offset >= total) return 0;
  n = std::min(n, total - offset);
  source_->read(offset, out, n);
  return n;
}

TableImport::TableImport(const SolveRequest& request, size_t total_size) {
  SolveRequest r;
  const SolverEntry* e = table_entry(request, r, &error_);
  if (!e) return;
  try {
    if (e->tables.open_import) {
      sink_ = e->tables.open_import(r, total_size, &error_);
    } else if (e->tables.load) {
      sink_ = std::make_unique<BlobSink>(*e, r, total_size);
    } else {
      error_ = message("tables_none", {{"solver", e->info.name}, {"doing", "import"}});
      return;
    }
  } catch (const std::bad_alloc&) {
    error_ = message("tables_no_memory_load", {{"solver", e->info.name}, {"mib", total_size >> 20}});
    return;
  }
  if (!sink_ && error_.empty()) error_ = message("tables_cannot_load", {{"solver", e->info.name}});
}

TableImport::~TableImport() = default;

bool TableImport::ok(MessageOut error) const {
  if (!error_.empty()) error.set(error_);
  return error_.empty();
}

bool TableImport::add(size_t offset, const uint8_t* data, size_t size, uint64_t checksum, MessageOut error) {
  if (!ok(error)) return false;
  return sink_->add(offset, data, size, checksum, error);
}

bool TableImport::finish(MessageOut error) {
  if (!ok(error)) return false;
  std::unique_ptr<TableSink> sink = std::move(sink_);
  error_ = message("table_import_finished");  // one-shot
  return sink->finish(error);
}

// ---- Benchmark ---------------------------------------------------------------------------

int run_bench(const SolverEntry& entry, const BenchRequest& request, std::string* error) {
  if (entry.bench.run) return entry.bench.run(request, error);
  const BenchReport r = self_check(entry.info.name, request.count, request.seed, request.options);
  request.print(request.json ? bench_report_json(r) + "\n" : bench_report_text(r));
  return r.failures;
}

}  // namespace cube::registry
