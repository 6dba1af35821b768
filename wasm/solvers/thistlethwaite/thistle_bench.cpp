#include "solvers/thistlethwaite/thistle_bench.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "core/random_state.h"
#include "solvers/thistlethwaite/thistle_solver.h"
#include "solvers/thistlethwaite/thistle_tables.h"

namespace cube::thistlethwaite {
namespace {

// Solutions hold face turns only; replayed on the cubies they must give solved.
bool replay_solves(CubieCube c, const std::vector<Move>& moves) {
  return apply_face_turns(c, moves) && c == CubieCube{};
}

}  // namespace

BenchReport bench(int count, uint64_t seed) {
  BenchReport r;
  r.count = count;
  r.seed = seed;
  const auto b0 = std::chrono::steady_clock::now();
  tables();
  r.build_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - b0).count();
  if (r.build_ms < 0.01) r.build_ms = 0;
  Rng rng(seed);
  long total_len = 0;
  long phase_total[4] = {};
  int solved = 0;
  r.min_length = 1 << 30;
  for (int i = 0; i < count; ++i) {
    const CubieCube c = random_cubie(rng);
    const auto t0 = std::chrono::steady_clock::now();
    const SolveResult res = solve(c);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    r.total_ms += ms;
    r.max_ms = std::max(r.max_ms, ms);
    if (res.status != SolveResult::Status::Solved || res.solutions.empty() ||
        !replay_solves(c, res.solutions[0].moves)) {
      ++r.failures;
      continue;
    }
    const Solution& s = res.solutions[0];
    const int len = static_cast<int>(s.moves.size());
    ++solved;
    total_len += len;
    for (size_t k = 0; k < s.stages.size() && k < 4; ++k) phase_total[k] += s.stages[k].end - s.stages[k].begin;
    r.min_length = std::min(r.min_length, len);
    r.max_length = std::max(r.max_length, len);
    if (static_cast<int>(r.histogram.size()) <= len) r.histogram.resize(len + 1, 0);
    ++r.histogram[len];
  }
  if (solved == 0) r.min_length = 0;
  if (solved > 0) {
    r.mean_length = static_cast<double>(total_len) / solved;
    for (int k = 0; k < 4; ++k) r.mean_phase_length[k] = static_cast<double>(phase_total[k]) / solved;
  }
  if (count > 0) r.mean_ms = r.total_ms / count;
  return r;
}

std::string bench_report_text(const BenchReport& r) {
  char buf[512];
  std::snprintf(buf, sizeof buf,
                "thistlethwaite: %d states, seed %llu\n"
                "  tables built in %.1f ms\n"
                "  length mean %.2f, shortest %d, longest %d (phases %.2f + %.2f + %.2f + %.2f)\n"
                "  time per solve mean %.3f ms, max %.3f ms\n"
                "  failures %d\n",
                r.count, static_cast<unsigned long long>(r.seed), r.build_ms, r.mean_length, r.min_length,
                r.max_length, r.mean_phase_length[0], r.mean_phase_length[1], r.mean_phase_length[2],
                r.mean_phase_length[3], r.mean_ms, r.max_ms, r.failures);
  return buf;
}

std::string bench_report_json(const BenchReport& r) {
  char buf[640];
  std::snprintf(buf, sizeof buf,
                "{\"solver\":\"thistlethwaite\",\"count\":%d,\"seed\":%llu,\"build_ms\":%.3f,"
                "\"failures\":%d,\"mean_length\":%.4f,\"min_length\":%d,\"max_length\":%d,"
                "\"mean_phase_length\":[%.4f,%.4f,%.4f,%.4f],\"mean_ms\":%.4f,\"max_ms\":%.4f,"
                "\"total_ms\":%.3f}",
                r.count, static_cast<unsigned long long>(r.seed), r.build_ms, r.failures, r.mean_length,
                r.min_length, r.max_length, r.mean_phase_length[0], r.mean_phase_length[1],
                r.mean_phase_length[2], r.mean_phase_length[3], r.mean_ms, r.max_ms, r.total_ms);
  std::string s = buf;
  s.pop_back();
  s += ",\"histogram\":[";
  for (size_t i = 0; i < r.histogram.size(); ++i) s += (i ? "," : "") + std::to_string(r.histogram[i]);
  return s + "]}";
}

}  // namespace cube::thistlethwaite
