// The optimal 3x3x3 solver's row of the solver table (solvers/solver_entry.h). Four
// table sets, picked by the request (SolveRequest::table): "small", "medium", "large"
// and "xlarge". They live in optimal's process-wide slot (optimal::install_tables), one
// size at a time: two together may not fit a WASM32 page.
#include <fstream>
#include <mutex>
#include <sstream>

#include "solvers/optimal/optimal.h"
#include "solvers/optimal/optimal_bench.h"
#include "solvers/optimal/optimal_tables.h"
#include "solvers/registry.h"
#include "solvers/solve_reply.h"
#include "solvers/solver_entry.h"
#include "tables/memory_room.h"

namespace cube::registry {
namespace {

using optimal::TableSize;

// The registry has checked the choice ("" means the default, small).
TableSize size_of(const SolveRequest& req) {
  const std::string t = lower(req.table);
  return t == "xlarge"   ? TableSize::XLarge
         : t == "large"  ? TableSize::Large
         : t == "medium" ? TableSize::Medium
                         : TableSize::Small;
}

std::mutex build_mutex;  // one build at a time

// The installed tables when they have this size.
std::shared_ptr<const optimal::Tables> installed(TableSize size) {
  std::shared_ptr<const optimal::Tables> t = optimal::installed_tables();
  return t && t->size == size ? t : nullptr;
}

// The tables of this size, built (and installed) if need be. Null and *error ("not
// enough memory ...") when they cannot be built.
std::shared_ptr<const optimal::Tables> tables_of(TableSize size, const TableProgress& progress, MessageOut error) {
  if (auto t = installed(size)) return t;
  std::lock_guard<std::mutex> lock(build_mutex);
  if (auto t = installed(size)) return t;
  optimal::install_tables(nullptr);  // drop the other size first: both may not fit
  std::shared_ptr<const optimal::Tables> t = optimal::try_build_tables(size, progress, available_threads(), error);
  if (t) optimal::install_tables(t);
  return t;
}

SolveReply solve_request(const SolveRequest& req) {
  SolveReply bad;
  std::string start;
  const std::optional<CubieCube> c = read_cube3(req, &bad, &start);
  if (!c) return bad;
  Message error;
  std::shared_ptr<const optimal::Tables> tables = tables_of(size_of(req), {}, &error);
  if (!tables) {
    SolveReply r;
    r.status = SolveResult::Status::NoSolution;
    say(r, error);
    return r;
  }
  optimal::OptimalOptions oo;
  oo.threads = optimal_threads(req.threads);
  return with_start(reply_from(optimal::solve(*c, *tables, req.options, oo)), start);
}

std::string key(const SolveRequest& req) {
  return optimal::table_set_name(size_of(req)) + "/v" + std::to_string(optimal::kTableSetVersion);
}

bool ready(const SolveRequest& req) { return installed(size_of(req)) != nullptr; }

bool build(const SolveRequest& req, const TableProgress& progress, MessageOut error) {
  return tables_of(size_of(req), progress, error) != nullptr;
}

std::vector<uint8_t> save(const SolveRequest& req) {
  std::shared_ptr<const optimal::Tables> t = tables_of(size_of(req), {}, nullptr);
  return t ? optimal::tables_to_bytes(*t) : std::vector<uint8_t>{};
}

// Loaded tables of the other size are refused.
bool install_checked(const SolveRequest& req, std::shared_ptr<const optimal::Tables> t, const MessageOut& error) {
  if (!t) return false;
  if (t->size != size_of(req)) {
    error.set(message("optimal_other_size",
                      {{"size", optimal::size_name(t->size)}, {"selected", optimal::size_name(size_of(req))}}));
    return false;
  }
  optimal::install_tables(std::move(t));
  return true;
}

bool load(const SolveRequest& req, const uint8_t* data, size_t size, MessageOut error) {
  // Tables of the other size are of no more use: free them before loading these.
  if (!installed(size_of(req))) optimal::install_tables(nullptr);
  return install_checked(req, optimal::tables_from_bytes(data, size, error), error);
}

// The tables read in place: the large set (~1 GB) is never copied whole.
class Exporter : public TableSource {
 public:
  explicit Exporter(std::shared_ptr<const optimal::Tables> t) : ex_(std::move(t)) {}
  size_t size() const override { return ex_.size(); }
  void read(size_t offset, uint8_t* out, size_t n) const override { ex_.read(offset, out, n); }

 private:
  optimal::TableExporter ex_;
};

std::unique_ptr<TableSource> open_export(const SolveRequest& req, MessageOut error) {
  std::shared_ptr<const optimal::Tables> t = tables_of(size_of(req), {}, error);
  if (!t) {
    if (error.empty()) error.set(message("optimal_not_built"));
    return nullptr;
  }
  return std::make_unique<Exporter>(std::move(t));
}

// The tables assembled in place (peak memory about the tables themselves).
class Importer : public TableSink {
 public:
  Importer(SolveRequest req, size_t total) : req_(std::move(req)), assembler_(total) {}
  bool add(size_t offset, const uint8_t* data, size_t size, uint64_t checksum, MessageOut error) override {
    return assembler_.add(offset, data, size, checksum, error);
  }
  bool finish(MessageOut error) override { return install_checked(req_, assembler_.finish(error), error); }

 private:
  SolveRequest req_;
  optimal::ChunkAssembler assembler_;
};

std::unique_ptr<TableSink> open_import(const SolveRequest& req, size_t total, MessageOut error) {
  // Tables of the other size are of no more use: free them before these arrive.
  if (!installed(size_of(req))) optimal::install_tables(nullptr);
  // The file's bytes are held, then become the tables (memory_room.h: asked first).
  if (!cube::tables::memory_room(total)) {
    error.set(message("optimal_no_memory_load", {{"size", optimal::size_name(size_of(req))}, {"mib", total >> 20}}));
    return nullptr;
  }
  return std::make_unique<Importer>(req, total);
}

// cubesolver bench --solver optimal: optimal_bench.h's benchmark and its report. With
// --table-file the CLI has installed the tables from the file: they are not built.
int bench(const BenchRequest& b, std::string* error) {
  const std::optional<int> threads = b.whole("threads", 1, 1, 64);
  if (!threads) {
    *error = "--threads must be a whole number from 1 to 64";
    return -1;
  }
  SolveRequest req;
  req.table = b.has("table") ? b.flags.at("table") : "";
  const TableSize size = size_of(req);
  optimal::OptimalOptions options;
  options.inverse_bound = !b.has("no-inverse");
  options.symmetry_reduction = !b.has("no-symmetry");
  std::vector<optimal::BenchPosition> positions;
  if (b.has("positions")) {
    const std::string& path = b.flags.at("positions");
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    if (!(text << in.rdbuf())) {
      *error = "--positions: cannot read " + path;
      return -1;
    }
    positions = optimal::positions_from_scrambles(text.str(), error);
    if (positions.empty()) {
      if (error->empty()) *error = "--positions: " + path + " has no scramble";
      else *error = "--positions " + path + ", " + *error;
      return -1;
    }
  }
  const optimal::BenchReport r =
      optimal::bench_optimal(b.count, b.seed, b.has("known"), b.options.time_ms, *threads,
                             b.has("table-file") ? installed(size) : nullptr, b.log, size, &options, positions);
  b.print(b.json ? optimal::bench_report_json(r) + "\n" : optimal::bench_report_text(r));
  int failures = 0;
  for (const optimal::BenchEntry& e : r.entries) failures += !e.verified;
  return failures;
}

MessageArg decimal(double x) { return MessageArg::decimal_of(x); }

// A table choice whose words are codes of the registry ("table choices"): its name
// ("table_small": "Small"), its label and its expected speed, with their English.
TableChoice choice(std::string name, Message label, uint64_t bytes, bool is_default, uint64_t memory, Message measured,
                   Message expect) {
  TableChoice c{.name = name,
                .label = label.english(),
                .bytes = bytes,
                .is_default = is_default,
                .memory = memory,
                .measured = measured.english(),
                .expect = expect.english()};
  c.title_text = message("table_" + name);
  c.label_text = std::move(label);
  c.expect_text = std::move(expect);
  c.measured_text = std::move(measured);
  return c;
}

// How a table size was measured in Chromium (docs/BENCHMARKS.md, "Optimal").
Message measured_in_browser(MessageArg median, int proven, MessageArg depth_median, int built) {
  return message("table_measured", {{"median", std::move(median)},
                                    {"proven", proven},
                                    {"count", 20},
                                    {"budget", 60},
                                    {"depth", 17},
                                    {"depth_median", std::move(depth_median)},
                                    {"built", built},
                                    {"chromium", 156},
                                    {"threads", 2},
                                    {"date", "2026-11-27"}});
}

}  // namespace

const SolverEntry& optimal_entry() {
  static const SolverEntry entry{
      .info =
          {
              .name = "optimal",
              .title = words("solver_optimal_title"),
              .help = words("solver_optimal_help"),
              .puzzles = {"3x3x3"},
              .needs_tables = true,
              .takes_time_budget = true,
              .lists_all_optimal = true,
              .takes_threads = true,
              .reports_progress = true,
              .table_choices =
                  {
                      // Bytes of table set v4 in its byte format (what IndexedDB stores): the
                      // small set's is checked by the solver table test; the medium and large
                      // sets' were measured from tables_to_bytes (cubesolver bench prints it).
                      // `memory`: the build's peak (optimal::build_peak_bytes, checked by the
                      // solver table test); `measured`: docs/BENCHMARKS.md ("Optimal").
                      choice("small", message("table_small_label", {{"megabytes", 72}}), 75'136'439, true,
                             optimal::build_peak_bytes(TableSize::Small), measured_in_browser(decimal(45.5), 14, 6, 3),
                             message("table_expect", {{"median", 45}, {"depth", 17}, {"seconds", 6}})),
                      choice("medium", message("table_medium_label", {{"megabytes", 287}}), 286'653'565, false,
                             optimal::build_peak_bytes(TableSize::Medium),
                             measured_in_browser(decimal(25.5), 17, decimal(3.5), 25),
                             message("table_expect", {{"median", 25}, {"depth", 17}, {"seconds", decimal(3.5)}})),
                      choice("large", message("table_large_label", {{"gigabytes", decimal(1.02)}, {"fewer", 20}}),
                             1'026'886'030, false, optimal::build_peak_bytes(TableSize::Large),
                             message("table_measured_large", {{"low", decimal(10.1)},
                                                              {"high", decimal(14.2)},
                                                              {"proven", 18},
                                                              {"count", 20},
                                                              {"budget", 60},
                                                              {"depth", 17},
                                                              {"depth_low", decimal(1.8)},
                                                              {"depth_high", decimal(2.1)},
                                                              {"built", 70},
                                                              {"download", 6},
                                                              {"chromium", 156},
                                                              {"threads", 2},
                                                              {"date", "2026-11-27"}}),
                             message("table_expect_range", {{"low", 10}, {"high", 14}, {"depth", 17}, {"seconds", 2}})),
                      // `memory` (2.86 GB): where the module cannot grow that far (a browser that
                      // gives less than 4 GB), the build is refused up front with "not enough
                      // memory" (try_build_tables).
                      choice("xlarge",
                             message("table_xlarge_label",
                                     {{"gigabytes", decimal(2.01)}, {"allowed", 4}, {"fewer", decimal(1.7)}}),
                             2'013'862'679, false, optimal::build_peak_bytes(TableSize::XLarge),
                             message("table_measured_xlarge", {{"depth", 17},
                                                               {"cpu", decimal(2.6)},
                                                               {"cpu_large", decimal(3.4)},
                                                               {"low", decimal(1.6)},
                                                               {"high", decimal(1.8)},
                                                               {"states", 5},
                                                               {"median", decimal(13.9)},
                                                               {"median_large", decimal(16.6)},
                                                               {"load_low", 5},
                                                               {"load_high", 9},
                                                               {"chromium", 156},
                                                               {"threads", 2},
                                                               {"proven", decimal(14.1)},
                                                               {"built", 257},
                                                               {"download", decimal(18.5)},
                                                               {"date", "2026-11-27"}}),
                             message("table_expect_xlarge",
                                     {{"low", decimal(1.6)}, {"high", decimal(1.8)}, {"depth", 17}, {"seconds", 14}})),
                  },
              .uses_tables_of = {"twophase"},
              .answer_meanwhile = "twophase",
          },
      .tables = {.key = key,
                 .ready = ready,
                 .build = build,
                 .save = save,
                 .load = load,
                 .open_export = open_export,
                 .open_import = open_import},
      .solve = solve_request,
      .bench = {.default_count = 10,
                .min_count = 0,
                .flags = {{"time-ms"},
                          {"table"},
                          {"known", false},
                          {"threads"},
                          {"table-file"},
                          {"no-inverse", false},
                          {"no-symmetry", false},
                          {"positions"}},
                .help = "Builds the tables of --table small|medium|large|xlarge (timed; not with --table-file), "
                        "exports and re-imports them chunk by chunk, then solves N random states and, with --known, "
                        "positions of known or bounded depth 14-20 (superflip), each within --time-ms T (default: no "
                        "budget), with --threads N search threads; every solution is replayed. One line per state on "
                        "stderr, then times by optimal length. --no-inverse: without the inverse cube's bound (to "
                        "measure what it gains). --no-symmetry: every first move, also for a position with symmetries "
                        "(the superflip; to measure what the reduction gains). --positions FILE: also the scrambles of "
                        "FILE, one a line (e.g. bench/scrambles/, a peer's benchmark positions; --count 0 for those "
                        "alone).",
                .run = bench},
  };
  return entry;
}

}  // namespace cube::registry
