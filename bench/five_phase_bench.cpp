// The 5x5x5 five-phase reduction's phases 3a, 3b, 4 and 5 one by one (five_phase_3.h,
// five_phase_4.h, five_phase_5.h): each phase's tables built (CPU seconds, bytes), then
// N random states of its group (walks of 100 of its turns from solved, seeded) solved
// from one start with a node budget: turns, nodes and CPU a solve, mean and max (over
// the states solved within the budget). docs/BENCHMARKS.md.
//
//   build/native/five_phase_bench [N=100] [max nodes=50000000]
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

}  // namespace

int main(int argc, char** argv) {
  const int count = argc > 1 ? std::atoi(argv[1]) : 100;
  const uint64_t max_nodes = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 50'000'000;
  std::setvbuf(stdout, nullptr, _IONBF, 0);
  double start = cpu();
  const FivePhase5Tables& t5 = five_phase_5_tables();
  std::printf("phase 5 tables: %.2f s CPU, %zu bytes\n", cpu() - start, t5.bytes());
  start = cpu();
  const FivePhase4Tables& t4 = five_phase_4_tables();
  std::printf("phase 4 tables: %.2f s CPU, %zu bytes\n", cpu() - start, t4.bytes());
  start = cpu();
  const FivePhase3Tables& t3 = five_phase_3_tables();
  std::printf("phase 3 tables: %.2f s CPU, %zu bytes\n", cpu() - start, t3.bytes());
  run("phase 5", FivePhase5(t5), t5.turns, count, max_nodes);
  run("phase 4", FivePhase4(t4), t4.turns, count, max_nodes);
  run("phase 3b", FivePhase3b(t3), t3.turns_b, count, max_nodes);
  run("phase 3a", FivePhase3a(t3), t3.turns, count, max_nodes);
}
