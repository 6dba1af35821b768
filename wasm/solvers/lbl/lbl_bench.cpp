#include "solvers/lbl/lbl_bench.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "core/random_state.h"
#include "solvers/lbl/lbl_solver.h"

namespace cube::lbl {
namespace {

bool replay_solves(CubieCube c, const std::vector<Move>& moves) {
  return apply_face_turns(c, moves) && c == CubieCube{};
}

}  // namespace

BenchReport bench(int count, uint64_t seed) {
  BenchReport r;
  r.count = count;
  r.seed = seed;
  const auto b0 = std::chrono::steady_clock::now();
  prepare();
  r.build_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - b0).count();
  if (r.build_ms < 0.01) r.build_ms = 0;
  Rng rng(seed);
  long total = 0;
  int solved = 0;
  std::vector<long> stage_total;
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
    total += len;
    if (r.stage_names.empty())
      for (size_t k = 0; k < s.stages.size(); ++k) {
        // The pieces come in a different order each solve: name the places in the order.
        if (k >= 1 && k <= 4)
          r.stage_names.push_back("First layer: corner " + std::to_string(k));
        else if (k >= 5 && k <= 8)
          r.stage_names.push_back("Middle layer: edge " + std::to_string(k - 4));
        else
          r.stage_names.push_back(s.stages[k].name);
      }
    stage_total.resize(std::max(stage_total.size(), s.stages.size()), 0);
    for (size_t k = 0; k < s.stages.size(); ++k) stage_total[k] += s.stages[k].end - s.stages[k].begin;
    r.min_length = std::min(r.min_length, len);
    r.max_length = std::max(r.max_length, len);
    if (static_cast<int>(r.histogram.size()) <= len) r.histogram.resize(len + 1, 0);
    ++r.histogram[len];
  }
  if (solved == 0) r.min_length = 0;
  if (solved > 0) {
    r.mean_length = static_cast<double>(total) / solved;
    for (long t : stage_total) r.mean_stage_length.push_back(static_cast<double>(t) / solved);
  }
  if (count > 0) r.mean_ms = r.total_ms / count;
  return r;
}

std::string bench_report_text(const BenchReport& r) {
  char buf[512];
  std::snprintf(buf, sizeof buf,
                "lbl: %d states, seed %llu\n"
                "  tables built in %.1f ms\n"
                "  length mean %.2f, shortest %d, longest %d (HTM)\n"
                "  time per solve mean %.3f ms, max %.3f ms\n"
                "  failures %d\n",
                r.count, static_cast<unsigned long long>(r.seed), r.build_ms, r.mean_length, r.min_length,
                r.max_length, r.mean_ms, r.max_ms, r.failures);
  std::string s = buf;
  for (size_t k = 0; k < r.stage_names.size() && k < r.mean_stage_length.size(); ++k) {
    std::snprintf(buf, sizeof buf, "    %-32s %5.2f\n", r.stage_names[k].c_str(), r.mean_stage_length[k]);
    s += buf;
  }
  return s;
}

std::string bench_report_json(const BenchReport& r) {
  char buf[512];
  std::snprintf(buf, sizeof buf,
                "{\"solver\":\"lbl\",\"count\":%d,\"seed\":%llu,\"build_ms\":%.3f,\"failures\":%d,"
                "\"mean_length\":%.4f,\"min_length\":%d,\"max_length\":%d,\"mean_ms\":%.4f,"
                "\"max_ms\":%.4f,\"total_ms\":%.3f",
                r.count, static_cast<unsigned long long>(r.seed), r.build_ms, r.failures, r.mean_length,
                r.min_length, r.max_length, r.mean_ms, r.max_ms, r.total_ms);
  std::string s = buf;
  s += ",\"mean_stage_length\":[";
  for (size_t k = 0; k < r.mean_stage_length.size(); ++k) {
    std::snprintf(buf, sizeof buf, "%s%.4f", k ? "," : "", r.mean_stage_length[k]);
    s += buf;
  }
  s += "],\"histogram\":[";
  for (size_t i = 0; i < r.histogram.size(); ++i) s += (i ? "," : "") + std::to_string(r.histogram[i]);
  return s + "]}";
}

}  // namespace cube::lbl
