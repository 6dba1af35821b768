// The 5x5x5 five-phase reduction's phases 1 and 2 (five_phase_1.h, five_phase_2.h, as
// five_phase_solver.h's first_two_phases runs them): their tables built (CPU seconds,
// bytes), then N random states (seed 1): the shortest phase-2 end's turns, the nodes of
// each phase and the CPU a state, mean and max. With `solve`: the whole five-phase solve
// (solve_five_phase) of N random states instead, every solution replayed on the stickers.
// docs/BENCHMARKS.md.
//
//   build/native/five_phase_12_bench [N=20]
//   build/native/five_phase_12_bench solve [N=5] [keep=K0,..,K5] [slack=S0,..,S5] [nodes=..] [more=..] [starts3=N]
//   [starts4=N] [threads=N]
// (the budget's fields as in FivePhaseBudget; each solve's CPU by step, then the mean and max.)
//   build/native/five_phase_12_bench first3a [N=40]
// (phase 3a's first search, as solve_five_phase runs it over each state's phase-2 ends in
// every view: its nodes, CPU and shortest total, mean and max.)
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>

#include "core/facelets.h"
#include "core/random_state.h"
#include "solvers/reduction/five_phase_3a_joint.h"
#include "solvers/reduction/five_phase_solver.h"

using namespace cube;
using namespace cube::reduction;

namespace {

double cpu() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

int first_two(int count) {
  const double t0 = cpu();
  const FivePhaseTables& t = five_phase_tables();
  std::printf("phases 1-2 tables: %.2f s of CPU, %.1f MB\n", cpu() - t0, static_cast<double>(t.bytes()) / 1e6);
  Rng rng(1);
  double turns = 0, sum = 0, worst = 0;
  uint64_t nodes1 = 0, nodes2 = 0, most1 = 0;
  for (int i = 0; i < count; ++i) {
    const std::string s = random_facelets(Puzzle{5}, rng);
    uint64_t nodes[2] = {0, 0};
    const double c = cpu();
    const std::vector<PhaseState> ends = first_two_phases(s, {}, nodes);
    const double used = cpu() - c;
    if (ends.empty()) {
      std::printf("state %d: no phase-2 end within the budgets\n", i);
      return 1;
    }
    turns += static_cast<double>(ends.front().turns.size());
    sum += used, worst = std::max(worst, used);
    nodes1 += nodes[0], nodes2 += nodes[1], most1 = std::max(most1, nodes[0]);
  }
  std::printf(
      "%d states: phases 1-2 %.2f turns mean; CPU %.3f s mean, %.3f s max; phase 1 %.2f M nodes mean "
      "(%.2f M max), phase 2 %.2f M\n",
      count, turns / count, sum / count, worst, static_cast<double>(nodes1) / count / 1e6,
      static_cast<double>(most1) / 1e6, static_cast<double>(nodes2) / count / 1e6);
  return 0;
}

// "name=a,b,c" into up to n numbers; false when arg is not name's.
template <class T>
bool read_list(const std::string& arg, const std::string& name, T* out, int n) {
  if (arg.rfind(name + "=", 0) != 0) return false;
  size_t at = name.size() + 1;
  for (int i = 0; i < n && at <= arg.size(); ++i) {
    out[i] = static_cast<T>(std::strtoull(arg.c_str() + at, nullptr, 10));
    const size_t comma = arg.find(',', at);
    if (comma == std::string::npos) break;
    at = comma + 1;
  }
  return true;
}

int whole(int count, const FivePhaseBudget& budget) {
  const double t0 = cpu();
  build_every_five_phase_table();
  std::printf("every phase's tables: %.2f s of CPU\n", cpu() - t0);
  Rng rng(1);
  int failures = 0;
  double sum = 0, worst = 0, turns = 0, wall_sum = 0, wall_worst = 0;
  int solved = 0;
  FivePhaseStats all;
  for (int i = 0; i < count; ++i) {
    const std::string s = random_facelets(Puzzle{5}, rng);
    const double c = cpu();
    const auto w0 = std::chrono::steady_clock::now();
    FivePhaseStats stats;
    const SolveResult r = solve_five_phase(s, budget, &stats);
    const double used = cpu() - c;
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - w0).count();
    wall_sum += wall, wall_worst = std::max(wall_worst, wall);
    sum += used, worst = std::max(worst, used);
    for (int k = 0; k < FivePhaseStats::kSteps; ++k) all.cpu[k] += stats.cpu[k], all.nodes[k] += stats.nodes[k];
    if (r.solutions.empty()) {
      std::printf("state %d: not solved (%s), %.2f s of CPU\n", i, r.message.c_str(), used);
      ++failures;
      continue;
    }
    std::string f = s;
    const bool ok = apply_moves(Puzzle{5}, f, r.solutions.front().moves) == -1 && f == solved_facelets(Puzzle{5});
    failures += ok ? 0 : 1;
    std::printf("state %d: %zu turns (%s), %.2f s of CPU, %.2f s wall:", i, r.solutions.front().moves.size(),
                ok ? "replayed: solved" : "REPLAY FAILED", used, wall);
    for (const Stage& st : r.solutions.front().stages) std::printf(" %s %d;", st.name.c_str(), st.end - st.begin);
    std::printf("\n   CPU by step (1-2, 3a, 3b, 4, 5, 3x3x3):");
    for (int k = 0; k < FivePhaseStats::kSteps; ++k)
      std::printf(" %.2f s %.1f M %zu;", stats.cpu[k], static_cast<double>(stats.nodes[k]) / 1e6, stats.handed[k]);
    std::printf("\n");
    if (ok) ++solved, turns += static_cast<double>(r.solutions.front().moves.size());
  }
  std::printf("%d solved: %.2f turns mean; CPU a solve %.3f s mean, %.3f s max; by step mean:", solved,
              solved ? turns / solved : 0.0, sum / count, worst);
  for (int k = 0; k < FivePhaseStats::kSteps; ++k)
    std::printf(" %.3f s %.2f M;", all.cpu[k] / count, static_cast<double>(all.nodes[k]) / count / 1e6);
  std::printf("\n");
  std::printf("wall a solve (%d threads): %.3f s mean, %.3f s max\n", budget.threads, wall_sum / count, wall_worst);
  std::printf("%d of %d not solved\n", failures, count);
  return failures == 0 ? 0 : 1;
}

int first_search_3a(int count) {
  double t0 = cpu();
  build_every_five_phase_table();
  std::printf("every phase's tables: %.2f s of CPU\n", cpu() - t0);
  const FivePhaseBudget budget;
  const PhaseThreeA phase(five_phase_3_tables(), five_phase_tables().three_a);
  Rng rng(1);
  double nodes = 0, most = 0, sum = 0, worst = 0, total = 0;
  for (int i = 0; i < count; ++i) {
    const std::string s = random_facelets(Puzzle{5}, rng);
    const std::vector<PhaseState> from = in_every_view(first_two_phases(s, budget));
    std::vector<PhaseStart<PhaseThreeA::Node>> starts;
    for (size_t k = 0; k < from.size(); ++k) {
      PhaseThreeA::Node node;
      if (phase.read(from[k].stickers, node))
        starts.push_back({node, static_cast<int>(from[k].turns.size()),
                          from[k].turns.empty() ? -1 : from[k].turns.back(), static_cast<int>(k)});
    }
    PhaseLimits limits;  // as search_near_best's first pass
    limits.max_nodes = budget.nodes[2];
    limits.max_starts = budget.phase3_starts;
    limits.max_total = 255;
    t0 = cpu();
    const PhaseSearchResult r = search_phase(phase, starts, limits);
    const double used = cpu() - t0;
    if (r.solutions.empty()) {
      std::printf("state %d: phase 3a found nothing within %.0f M nodes\n", i,
                  static_cast<double>(limits.max_nodes) / 1e6);
      return 1;
    }
    std::printf("state %d: %zu ends, 3a first search %.2f M nodes, %.3f s of CPU, total %d (3a %zu)\n", i,
                starts.size(), static_cast<double>(r.nodes) / 1e6, used, r.solutions[0].total(),
                r.solutions[0].turns.size());
    nodes += static_cast<double>(r.nodes), most = std::max(most, static_cast<double>(r.nodes));
    sum += used, worst = std::max(worst, used), total += r.solutions[0].total();
  }
  std::printf(
      "%d states: phase 3a first search %.2f M nodes mean, %.2f M max; CPU %.3f s mean, %.3f s max; total to 3a's end "
      "%.2f mean\n",
      count, nodes / count / 1e6, most / 1e6, sum / count, worst, total / count);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "solve") {
    FivePhaseBudget budget;
    for (int i = 3; i < argc; ++i) {
      const std::string a = argv[i];
      if (!read_list(a, "keep", budget.keep, 6) && !read_list(a, "slack", budget.slack, 6) &&
          !read_list(a, "nodes", budget.nodes, 6) && !read_list(a, "more", budget.more_nodes, 6) &&
          !read_list(a, "starts3", &budget.phase3_starts, 1) && !read_list(a, "starts4", &budget.phase4_starts, 1) &&
          !read_list(a, "threads", &budget.threads, 1)) {
        std::fprintf(stderr, "unknown argument %s\n", a.c_str());
        return 2;
      }
    }
    return whole(argc > 2 ? std::atoi(argv[2]) : 5, budget);
  }
  if (argc > 1 && std::string(argv[1]) == "first3a") return first_search_3a(argc > 2 ? std::atoi(argv[2]) : 40);
  return first_two(argc > 1 ? std::atoi(argv[1]) : 20);
}
