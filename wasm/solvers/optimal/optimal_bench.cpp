#include "solvers/optimal/optimal_bench.h"

#include <cstdio>
#include <ctime>
#include <map>

#include "core/notation.h"
#include "core/random_state.h"
#include "solvers/bench_report.h"
#include "solvers/optimal/optimal.h"

namespace cube::optimal {

namespace {

std::string fmt(const char* f, double a) {
  char b[64];
  std::snprintf(b, sizeof b, f, a);
  return b;
}

}  // namespace

std::vector<BenchPosition> known_positions() {
  std::vector<BenchPosition> out;
  Rng rng(20240601);
  for (int len = 14; len <= 19; ++len) {
    CubieCube c;
    int last = -1;
    for (int k = 0; k < len; ++k) {
      int m;
      do m = static_cast<int>(rng.below(18));
      while (m / 3 == last || (m / 3) + 3 == last);
      last = m / 3;
      c = c * basic_move_cubies()[m];
    }
    out.push_back({"scramble" + std::to_string(len), c, -1, len});
  }
  // Superflip: every edge flipped in place; proven 20 (Reid, 1995).
  CubieCube s;
  for (auto& e : s.eo) e = 1;
  out.push_back({"superflip", s, 20, 20});
  return out;
}

std::vector<BenchPosition> positions_from_scrambles(std::string_view text, std::string* error) {
  std::vector<BenchPosition> out;
  int line_no = 0;
  while (!text.empty()) {
    const size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    ++line_no;
    const size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string_view::npos || line[first] == '#') continue;
    const std::string where = "line " + std::to_string(line_no);
    const ParsedAlg alg = parse_alg(line);
    CubieCube c;
    if (!alg.ok || !apply_face_turns(c, alg.moves)) {
      *error = where + ": " + (alg.ok ? "only face turns (U R F D L B) make a position here" : alg.error.message);
      return {};
    }
    out.push_back({where, c, -1, static_cast<int>(alg.moves.size())});
  }
  return out;
}

BenchReport bench_optimal(int count, uint64_t seed, bool with_known, double time_ms, int threads,
                          std::shared_ptr<const Tables> tables, const std::function<void(const std::string&)>& progress,
                          TableSize size, const OptimalOptions* options, const std::vector<BenchPosition>& positions) {
  BenchReport r;
  r.count = count;
  r.seed = seed;
  r.threads = threads;
  r.time_ms = time_ms;
  if (!tables) {
    const BenchClock::time_point t0 = BenchClock::now();
    tables = build_tables(size, {}, threads);
    r.build_ms = ms_since(t0);
  }
  {
    // Export and re-import chunk by chunk, as the page does (peak memory ~ one blob).
    const TableExporter ex(tables);
    r.table_bytes = ex.size();
    const BenchClock::time_point t0 = BenchClock::now();
    ChunkAssembler a(ex.size());
    for (size_t i = 0; i < ex.chunk_count(); ++i) {
      const std::vector<uint8_t> c = ex.chunk(i);
      a.add(i * kDefaultChunkSize, c.data(), c.size());
    }
    std::shared_ptr<const Tables> loaded = a.finish();
    r.load_ms = ms_since(t0);  // includes producing the chunks
  }
  r.memory_bytes = tables->bytes();

  std::vector<BenchPosition> todo;
  Rng rng(seed);
  for (int i = 0; i < count; ++i) todo.push_back({"random" + std::to_string(i + 1), random_cubie(rng), -1, -1});
  if (with_known)
    for (BenchPosition& p : known_positions()) todo.push_back(p);
  todo.insert(todo.end(), positions.begin(), positions.end());

  for (const BenchPosition& p : todo) {
    SolveOptions o;
    o.time_ms = time_ms;
    OptimalOptions oo = options ? *options : OptimalOptions{};
    oo.threads = threads;
    const BenchClock::time_point t0 = BenchClock::now();
    const std::clock_t c0 = std::clock();
    const SolveResult res = solve(p.cube, *tables, o, oo);
    BenchEntry e;
    e.ms = ms_since(t0);
    e.cpu_ms = 1000.0 * static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
    e.message = res.message;
    e.name = p.name;
    e.known_depth = p.known_depth;
    e.nodes = res.nodes;
    e.timed_out = res.timed_out;
    if (!res.solutions.empty()) {
      CubieCube after = p.cube;
      e.verified = apply_face_turns(after, res.solutions[0].moves) && after == CubieCube{};
      e.length = static_cast<int>(res.solutions[0].moves.size());
      e.optimal = res.solutions[0].optimal;
    }
    if (progress) {
      progress(e.name + ": " + std::to_string(e.length) + (e.optimal ? " (optimal)" : " (NOT proven)") +
               (e.verified ? "" : " FAILED") + fmt(" %.0f ms", e.ms) + fmt(" (cpu %.0f ms)", e.cpu_ms) + " nodes " +
               std::to_string(e.nodes) + fmt(" (%.2f M/s)", e.ms > 0 ? e.nodes / e.ms / 1000 : 0) +
               (e.message.empty() ? "" : "; " + e.message));
    }
    r.entries.push_back(e);
  }
  return r;
}

std::string bench_report_json(const BenchReport& r) {
  std::string s = "{\"solver\":\"optimal\",\"count\":" + std::to_string(r.count) +
                  ",\"seed\":" + std::to_string(r.seed) + ",\"threads\":" + std::to_string(r.threads) +
                  fmt(",\"time_ms\":%.0f", r.time_ms) + fmt(",\"build_ms\":%.1f", r.build_ms) +
                  fmt(",\"load_ms\":%.1f", r.load_ms) + ",\"table_bytes\":" + std::to_string(r.table_bytes) +
                  ",\"memory_bytes\":" + std::to_string(r.memory_bytes) + ",\"states\":[";
  for (size_t i = 0; i < r.entries.size(); ++i) {
    const BenchEntry& e = r.entries[i];
    s += std::string(i ? "," : "") + "{\"name\":\"" + e.name + "\",\"known_depth\":" + std::to_string(e.known_depth) +
         ",\"length\":" + std::to_string(e.length) + ",\"optimal\":" + (e.optimal ? "true" : "false") +
         ",\"verified\":" + (e.verified ? "true" : "false") + ",\"timed_out\":" + (e.timed_out ? "true" : "false") +
         fmt(",\"ms\":%.1f", e.ms) + fmt(",\"cpu_ms\":%.1f", e.cpu_ms) + ",\"nodes\":" + std::to_string(e.nodes) +
         ",\"message\":\"" + e.message + "\"}";
  }
  return s + "]}";
}

std::string bench_report_text(const BenchReport& r) {
  std::string s = "optimal: " + std::to_string(r.entries.size()) + " states (" + std::to_string(r.count) +
                  " random, seed " + std::to_string(r.seed) + "), threads " + std::to_string(r.threads) +
                  fmt(", budget %.0f ms\n", r.time_ms) + fmt("tables: build %.0f ms", r.build_ms) +
                  fmt(", load+verify %.0f ms", r.load_ms) + ", " + std::to_string(r.table_bytes) + " bytes stored, " +
                  std::to_string(r.memory_bytes) + " in memory\n";
  std::map<int, std::vector<const BenchEntry*>> by_len;
  std::vector<double> random_ms;
  double unproven_random_min_ms = -1;  // the fastest random state not proven (its time: the budget)
  int failed = 0, unproven = 0, unproven_random = 0;
  for (const BenchEntry& e : r.entries) {
    const bool random = e.name.rfind("random", 0) == 0;
    if (!e.verified) ++failed;
    else if (!e.optimal) ++unproven;
    else by_len[e.length].push_back(&e);
    if (!random) continue;
    random_ms.push_back(e.ms);
    if (e.verified && e.optimal) continue;
    ++unproven_random;
    if (unproven_random_min_ms < 0 || e.ms < unproven_random_min_ms) unproven_random_min_ms = e.ms;
  }
  for (auto& [len, v] : by_len) {
    std::vector<double> t;
    uint64_t nodes = 0;
    double total = 0, cpu = 0;
    for (const BenchEntry* e : v) {
      t.push_back(e->ms);
      nodes += e->nodes;
      total += e->ms;
      cpu += e->cpu_ms;
    }
    const SampleStats times = sample_stats(t);
    s += "  length " + std::to_string(len) + ": " + std::to_string(v.size()) + " states, median " +
         fmt("%.0f ms", times.median) + fmt(", mean %.0f ms", times.mean) + fmt(", max %.0f ms", times.max) +
         fmt(", mean cpu %.0f ms", cpu / v.size()) + ", mean nodes " + std::to_string(nodes / v.size()) +
         fmt(", %.2f M nodes/s\n", total > 0 ? nodes / total / 1000 : 0);
  }
  if (!random_ms.empty()) {
    // A state not proven took longer than its time: when one is at or below the
    // median, the median is only a lower bound.
    const SampleStats times = sample_stats(random_ms);
    const bool bound = unproven_random > 0 && unproven_random_min_ms <= times.median;
    s += fmt(bound ? "random states: median >= %.0f ms" : "random states: median %.0f ms", times.median) +
         fmt(", max %.0f ms", times.max) +
         (unproven_random ? " (" + std::to_string(unproven_random) + " of " + std::to_string(random_ms.size()) +
                                " not proven within the budget, counted at their time)"
                          : std::string()) +
         "\n";
  }
  s += std::to_string(unproven) + " not proven optimal (budget), " + std::to_string(failed) + " failed\n";
  return s;
}

}  // namespace cube::optimal
