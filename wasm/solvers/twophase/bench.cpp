#include "solvers/twophase/bench.h"

#include <algorithm>
#include <cmath>
#include <chrono>
#include <cstdio>

#include "core/cubie.h"
#include "core/random_state.h"
#include "solvers/twophase/twophase_search.h"
#include "solvers/twophase/twophase_tables.h"

namespace cube::twophase {

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

bool solves(const CubieCube& state, const std::vector<Move>& moves) {
  CubieCube c = state;
  for (const Move& m : moves) {
    if (m.kind != Move::Kind::Face) return false;
    int face = -1;
    for (int f = 0; f < 6; ++f)
      if (kFaceNames[f] == m.family) face = f;
    if (face < 0 || m.turns < 1 || m.turns > 3) return false;
    c = c * basic_move_cubies()[face * 3 + m.turns - 1];
  }
  return c == CubieCube{};
}

double percentile(const std::vector<double>& sorted, double p) {
  if (sorted.empty()) return 0;
  const size_t i = static_cast<size_t>(std::min<double>(sorted.size() - 1, std::ceil(p * sorted.size()) - 1));
  return sorted[i];
}

}  // namespace

BenchReport bench_twophase(int count, uint64_t seed, int max_length, double time_ms, bool keep_searching) {
  BenchReport r;
  r.count = count;
  r.seed = seed;
  r.max_length = max_length;
  r.time_ms = time_ms;
  r.keep_searching = keep_searching;

  Clock::time_point t0 = Clock::now();
  std::shared_ptr<const Tables> built = build_tables();
  r.build_ms = ms_since(t0);
  const std::vector<uint8_t> bytes = tables_to_bytes(*built);
  r.table_bytes = bytes.size();
  t0 = Clock::now();
  std::shared_ptr<const Tables> loaded = tables_from_bytes(bytes.data(), bytes.size());
  r.load_ms = ms_since(t0);
  if (!loaded) loaded = built;

  Searcher searcher(loaded);
  SolveOptions o;
  o.max_length = max_length;
  o.time_ms = time_ms;
  o.keep_searching = keep_searching;
  Rng rng(seed);
  long long length_sum = 0;
  int length_count = 0;
  for (int i = 0; i < count; ++i) {
    const CubieCube state = random_cubie(rng);
    t0 = Clock::now();
    const SolveResult res = searcher.solve(state, o);
    const double ms = ms_since(t0);
    r.ms.push_back(ms);
    r.nodes += res.nodes;
    int len = -1;
    if (res.status == SolveResult::Status::Solved && !res.solutions.empty() &&
        solves(state, res.solutions.front().moves)) {
      len = static_cast<int>(res.solutions.front().moves.size());
      if (len <= max_length) ++r.solved;
      else ++r.over_length;
      length_sum += len;
      ++length_count;
      r.longest = std::max(r.longest, len);
    } else {
      ++r.failed;
    }
    r.lengths.push_back(len);
  }
  std::vector<double> sorted = r.ms;
  std::sort(sorted.begin(), sorted.end());
  for (double v : sorted) r.total_ms += v;
  if (!sorted.empty()) {
    r.mean_ms = r.total_ms / sorted.size();
    r.median_ms = sorted.size() % 2 ? sorted[sorted.size() / 2]
                                    : (sorted[sorted.size() / 2 - 1] + sorted[sorted.size() / 2]) / 2;
    r.p99_ms = percentile(sorted, 0.99);
    r.max_ms = sorted.back();
  }
  r.mean_length = length_count ? static_cast<double>(length_sum) / length_count : 0;
  return r;
}

std::string bench_report_json(const BenchReport& r) {
  char buf[1024];
  std::snprintf(buf, sizeof buf,
                "{\"solver\":\"twophase\",\"count\":%d,\"seed\":%llu,\"max_length\":%d,\"time_ms\":%g,"
                "\"keep_searching\":%s,\"build_ms\":%.3f,\"load_ms\":%.3f,\"table_bytes\":%zu,"
                "\"solved\":%d,\"over_length\":%d,\"failed\":%d,\"mean_ms\":%.4f,\"median_ms\":%.4f,"
                "\"p99_ms\":%.4f,\"max_ms\":%.4f,\"total_ms\":%.3f,\"mean_length\":%.4f,\"longest\":%d,"
                "\"nodes\":%llu}",
                r.count, static_cast<unsigned long long>(r.seed), r.max_length, r.time_ms,
                r.keep_searching ? "true" : "false", r.build_ms, r.load_ms, r.table_bytes, r.solved,
                r.over_length, r.failed, r.mean_ms, r.median_ms, r.p99_ms, r.max_ms, r.total_ms, r.mean_length,
                r.longest, static_cast<unsigned long long>(r.nodes));
  return buf;
}

std::string bench_report_text(const BenchReport& r) {
  char buf[1024];
  std::snprintf(buf, sizeof buf,
                "twophase: %d random states, seed %llu, max length %d%s\n"
                "tables: build %.1f ms, load from bytes %.2f ms, %zu bytes\n"
                "time per solve: mean %.3f ms, median %.3f ms, p99 %.3f ms, max %.3f ms\n"
                "length: mean %.3f, longest %d; solved %d, over length %d, failed %d\n",
                r.count, static_cast<unsigned long long>(r.seed), r.max_length,
                r.time_ms >= 0 ? (std::string(", budget ") + std::to_string(r.time_ms) + " ms" +
                                  (r.keep_searching ? " (keep searching)" : ""))
                                     .c_str()
                               : "",
                r.build_ms, r.load_ms, r.table_bytes, r.mean_ms, r.median_ms, r.p99_ms, r.max_ms, r.mean_length,
                r.longest, r.solved, r.over_length, r.failed);
  return buf;
}

}  // namespace cube::twophase
