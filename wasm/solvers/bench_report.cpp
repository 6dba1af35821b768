#include "solvers/bench_report.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <numeric>

#include "core/json.h"
#include "core/random_state.h"

namespace cube {

SampleStats sample_stats(std::vector<double> samples) {
  SampleStats s;
  if (samples.empty()) return s;
  std::sort(samples.begin(), samples.end());
  const size_t n = samples.size();
  s.mean = std::accumulate(samples.begin(), samples.end(), 0.0) / static_cast<double>(n);
  s.median = n % 2 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2;
  const double rank = std::ceil(0.99 * static_cast<double>(n));
  s.p99 = samples[static_cast<size_t>(std::max(1.0, rank)) - 1];
  s.max = samples.back();
  return s;
}

void BenchReport::solved(double solve_ms, int length) {
  ms.push_back(solve_ms);
  lengths.push_back(length);
}

void BenchReport::failed(double solve_ms, const std::string& what) {
  ms.push_back(solve_ms);
  lengths.push_back(-1);
  if (failures++ == 0) first_failure = what;
}

void BenchReport::finish() {
  if (!ms.empty()) {
    const SampleStats t = sample_stats(ms);
    mean_ms = t.mean;
    median_ms = t.median;
    p99_ms = t.p99;
    max_ms = t.max;
  }
  long long sum = 0;
  int n = 0;
  min_length = max_length = 0;
  for (int l : lengths) {
    if (l < 0) continue;
    min_length = n ? std::min(min_length, l) : l;
    max_length = std::max(max_length, l);
    sum += l;
    ++n;
  }
  mean_length = n ? static_cast<double>(sum) / n : 0;
}

void BenchReport::add(const std::string& name, double value, int decimals) {
  figures.push_back({name, json_number(value, decimals)});
}
void BenchReport::add_count(const std::string& name, int64_t value) {
  figures.push_back({name, std::to_string(value)});
}
void BenchReport::add_flag(const std::string& name, bool value) { figures.push_back({name, value ? "true" : "false"}); }
void BenchReport::add_text(const std::string& name, const std::string& value) {
  figures.push_back({name, json_string(value)});
}
void BenchReport::add_json(const std::string& name, std::string json) { figures.push_back({name, std::move(json)}); }

const std::string* BenchReport::figure(const std::string& name) const {
  for (const BenchFigure& f : figures)
    if (f.name == name) return &f.json;
  return nullptr;
}

double BenchReport::number(const std::string& name) const {
  const std::string* j = figure(name);
  if (!j || j->empty()) return NAN;
  char* end = nullptr;
  const double v = std::strtod(j->c_str(), &end);
  return *end == '\0' ? v : NAN;
}

double total_ms(const BenchReport& r) { return std::accumulate(r.ms.begin(), r.ms.end(), 0.0); }

void bench_random_cubies(BenchReport& r, int count, uint64_t seed,
                         const std::function<SolveResult(const CubieCube&)>& solve,
                         const std::function<void(const SolveResult&, bool verified)>& seen) {
  r.count = count;
  r.seed = seed;
  Rng rng(seed);
  for (int i = 0; i < count; ++i) {
    const CubieCube state = random_cubie(rng);
    const BenchClock::time_point t0 = BenchClock::now();
    const SolveResult res = solve(state);
    const double ms = ms_since(t0);
    CubieCube after = state;
    const bool verified = res.status == SolveResult::Status::Solved && !res.solutions.empty() &&
                          apply_face_turns(after, res.solutions.front().moves) && after == CubieCube{};
    if (verified) r.solved(ms, static_cast<int>(res.solutions.front().moves.size()));
    else r.failed(ms);
    if (seen) seen(res, verified);
  }
  r.finish();
}

void StageMeans::add(const Solution& s) {
  total_.resize(std::max(total_.size(), s.stages.size()), 0);
  for (size_t k = 0; k < s.stages.size(); ++k) total_[k] += s.stages[k].end - s.stages[k].begin;
  ++solutions_;
}

double StageMeans::mean(size_t stage) const {
  return stage < total_.size() && solutions_ ? static_cast<double>(total_[stage]) / solutions_ : 0;
}

namespace {

struct TimeFigure {
  const char* name;
  double ms;
};

std::vector<TimeFigure> measured_times(const BenchReport& r) {
  std::vector<TimeFigure> out;
  for (const TimeFigure& t : {TimeFigure{"mean", r.mean_ms}, TimeFigure{"median", r.median_ms},
                              TimeFigure{"p99", r.p99_ms}, TimeFigure{"max", r.max_ms}})
    if (t.ms >= 0) out.push_back(t);
  return out;
}

}  // namespace

std::string bench_report_json(const BenchReport& r) {
  std::string j = "{\"solver\":" + json_string(r.solver) + ",\"count\":" + std::to_string(r.count) +
                  ",\"seed\":" + std::to_string(r.seed) + ",\"failures\":" + std::to_string(r.failures);
  for (const TimeFigure& t : measured_times(r)) j += ",\"" + std::string(t.name) + "_ms\":" + json_number(t.ms, 4);
  j += ",\"mean_length\":" + json_number(r.mean_length, 4) + ",\"min_length\":" + std::to_string(r.min_length) +
       ",\"max_length\":" + std::to_string(r.max_length);
  for (const BenchFigure& f : r.figures) j += "," + json_string(f.name) + ":" + f.json;
  if (!r.first_failure.empty()) j += ",\"first_failure\":" + json_string(r.first_failure);
  return j + "}";
}

std::string bench_report_text(const BenchReport& r) {
  std::string t = r.solver + ": " + std::to_string(r.count) + " random states, seed " + std::to_string(r.seed) + "\n";
  t += "  time per solve:";
  bool first = true;
  for (const TimeFigure& m : measured_times(r)) {
    t += std::string(first ? " " : ", ") + m.name + " " + json_number(m.ms, 3);
    first = false;
  }
  t += " ms\n  length: mean " + json_number(r.mean_length, 2) + ", shortest " + std::to_string(r.min_length) +
       ", longest " + std::to_string(r.max_length) + "\n";
  for (const BenchFigure& f : r.figures) t += "  " + f.name + ": " + f.json + "\n";
  if (!r.first_failure.empty()) t += "  first failure: " + r.first_failure + "\n";
  return t + "  failures: " + std::to_string(r.failures) + "\n";
}

}  // namespace cube
