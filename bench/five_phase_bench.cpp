// The 5x5x5 five-phase reduction's phases 3a, 3b, 4 and 5 one by one (five_phase_3.h,
// five_phase_4.h, five_phase_5.h): each phase's tables built (CPU seconds, bytes), then
// N random states of its group (walks of 100 of its turns from solved, seeded) solved
// from one start with a node budget: turns, nodes and CPU a solve, mean and max (over
// the states solved within the budget). docs/BENCHMARKS.md.
//
// With `chain`, N random states of phase 3's group go through 3a, 3b, 4 and 5 in turn
// (one start each, the first solution; the turns of each phase and in all).
//
//   build/native/five_phase_bench [N=100] [max nodes=50000000] [only: 3a, 3b, 4 or 5]
//   build/native/five_phase_bench chain [N=20] [max nodes=50000000]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <random>
#include <string>
#include <vector>

#include "core/facelets.h"
#include "solvers/reduction/five_phase_3.h"
#include "solvers/reduction/five_phase_4.h"
#include "solvers/reduction/five_phase_5.h"

using namespace cube;
using namespace cube::reduction;

namespace {

double cpu() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

template <class Phase>
void run(const char* name, const Phase& phase, const std::vector<int>& turns, int count, uint64_t max_nodes) {
  std::mt19937 rng(2026);
  const BlockTurns& bt = block_turns(5);
  double turns_sum = 0, nodes_sum = 0, cpu_sum = 0, cpu_max = 0;
  size_t turns_max = 0;
  uint64_t nodes_max = 0;
  int unsolved = 0;
  for (int i = 0; i < count; ++i) {
    std::string s = solved_facelets(Puzzle{5});
    std::vector<int> walk;
    for (int k = 0; k < 100; ++k) walk.push_back(turns[rng() % turns.size()]);
    bt.play(s, walk);
    typename Phase::Node node;
    if (!phase.read(s, node)) {
      std::printf("%s: state %d not read\n", name, i);
      std::exit(1);
    }
    PhaseLimits limits;
    limits.max_nodes = max_nodes;
    const double start = cpu();
    const PhaseSearchResult r = search_phase(phase, {{node, 0, -1, i}}, limits);
    const double used = cpu() - start;
    if (r.solutions.empty()) {
      ++unsolved;
      continue;
    }
    const size_t n = r.solutions[0].turns.size();
    turns_sum += static_cast<double>(n);
    turns_max = std::max(turns_max, n);
    nodes_sum += static_cast<double>(r.nodes);
    nodes_max = std::max(nodes_max, r.nodes);
    cpu_sum += used;
    cpu_max = std::max(cpu_max, used);
  }
  const double solved = count - unsolved;
  std::printf(
      "%s: %d states, %d over the budget; turns %.2f mean %zu max; nodes %.2f M mean %.2f M max; CPU %.3f s mean %.3f "
      "s max\n",
      name, count, unsolved, turns_sum / solved, turns_max, nodes_sum / solved / 1e6,
      static_cast<double>(nodes_max) / 1e6, cpu_sum / solved, cpu_max);
}

// Solves s with the phase (one start), plays the solution; its turns, -1 when none.
template <class Phase>
int step(const Phase& phase, std::string& s, uint64_t max_nodes, double& used) {
  typename Phase::Node node;
  if (!phase.read(s, node)) return -1;
  PhaseLimits limits;
  limits.max_nodes = max_nodes;
  const double start = cpu();
  const PhaseSearchResult r = search_phase(phase, {{node, 0, -1, 0}}, limits);
  used += cpu() - start;
  if (r.solutions.empty()) return -1;
  block_turns(5).play(s, r.solutions[0].turns);
  return static_cast<int>(r.solutions[0].turns.size());
}

void chain(int count, uint64_t max_nodes) {
  const FivePhase3Tables& t3 = five_phase_3_tables();
  const FivePhase3a p3a(t3);
  const FivePhase3b p3b(t3);
  const FivePhase4 p4(five_phase_4_tables());
  const FivePhase5 p5(five_phase_5_tables());
  std::mt19937 rng(2026);
  double sum[5] = {}, used = 0, used_max = 0;
  int done = 0, failed = 0;
  for (int i = 0; i < count; ++i) {
    std::string s = solved_facelets(Puzzle{5});
    std::vector<int> walk;
    for (int k = 0; k < 100; ++k) walk.push_back(t3.turns[rng() % t3.turns.size()]);
    block_turns(5).play(s, walk);
    double one = 0;
    const int n[4] = {step(p3a, s, max_nodes, one), step(p3b, s, max_nodes, one), step(p4, s, max_nodes, one),
                      step(p5, s, max_nodes, one)};
    used += one;
    used_max = std::max(used_max, one);
    if (n[0] < 0 || n[1] < 0 || n[2] < 0 || n[3] < 0) {
      ++failed;
      continue;
    }
    ++done;
    for (int k = 0; k < 4; ++k) sum[k] += n[k], sum[4] += n[k];
  }
  std::printf(
      "chain 3a-3b-4-5: %d states, %d over a budget; turns 3a %.2f, 3b %.2f, 4 %.2f, 5 %.2f, in all %.2f; CPU %.3f s "
      "mean %.3f s max\n",
      count, failed, sum[0] / done, sum[1] / done, sum[2] / done, sum[3] / done, sum[4] / done, used / count, used_max);
}

}  // namespace

int main(int argc, char** argv) {
  std::setvbuf(stdout, nullptr, _IONBF, 0);
  if (argc > 1 && std::string(argv[1]) == "chain") {
    chain(argc > 2 ? std::atoi(argv[2]) : 20, argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 50'000'000);
    return 0;
  }
  const int count = argc > 1 ? std::atoi(argv[1]) : 100;
  const uint64_t max_nodes = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 50'000'000;
  double start = cpu();
  const FivePhase5Tables& t5 = five_phase_5_tables();
  std::printf("phase 5 tables: %.2f s CPU, %zu bytes\n", cpu() - start, t5.bytes());
  start = cpu();
  const FivePhase4Tables& t4 = five_phase_4_tables();
  std::printf("phase 4 tables: %.2f s CPU, %zu bytes\n", cpu() - start, t4.bytes());
  start = cpu();
  const FivePhase3Tables& t3 = five_phase_3_tables();
  std::printf("phase 3 tables: %.2f s CPU, %zu bytes\n", cpu() - start, t3.bytes());
  const std::string only = argc > 3 ? argv[3] : "";
  if (only.empty() || only == "5") run("phase 5", FivePhase5(t5), t5.turns, count, max_nodes);
  if (only.empty() || only == "4") run("phase 4", FivePhase4(t4), t4.turns, count, max_nodes);
  if (only.empty() || only == "3b") run("phase 3b", FivePhase3b(t3), t3.turns_b, count, max_nodes);
  if (only.empty() || only == "3a") run("phase 3a", FivePhase3a(t3), t3.turns, count, max_nodes);
}
