#include "solvers/reduction/five_phase_solver.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>

#include "solvers/reduction/five_phase_search.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_per_size.h"

namespace cube::reduction {
namespace {

std::unique_ptr<FivePhaseTables> make_filled(const FillProgress& progress) {
  auto t = std::make_unique<FivePhaseTables>();
  FillProgress one, two;
  if (progress) {
    one = [&progress](double f) { progress(0.8 * f); };
    two = [&progress](double f) { progress(0.8 + 0.2 * f); };
  }
  t->one.fill(one);
  t->two.fill(two);
  if (progress) progress(1);
  return t;
}

std::unique_ptr<FivePhaseTables> make(int) { return make_filled({}); }
using Holder = PerSize<FivePhaseTables, make>;

int last_turn(const std::vector<int>& turns) { return turns.empty() ? -1 : turns.back(); }

// Up to `keep` solutions no longer than the shortest total + `slack`: the shortest found
// first (its search is cheap), then the rest within that cap. Past the cap the last
// deepening is ~27 times dearer a turn and its solutions rarely end shorter.
template <class Phase>
PhaseSearchResult search_near_best(const Phase& phase, const std::vector<PhaseStart<typename Phase::Node>>& starts,
                                   size_t keep, int slack, uint64_t nodes) {
  PhaseLimits limits;
  limits.wanted = 1;
  limits.max_nodes = nodes;
  PhaseSearchResult best = search_phase(phase, starts, limits);
  if (best.solutions.empty() || keep <= 1) return best;
  limits.wanted = keep;
  limits.max_nodes = nodes - std::min(nodes, best.nodes);
  limits.max_total = best.solutions.front().total() + slack;
  PhaseSearchResult all = search_phase(phase, starts, limits);
  all.nodes += best.nodes;
  if (all.solutions.empty()) all.solutions = best.solutions;
  return all;
}

}  // namespace

size_t FivePhaseTables::bytes() const { return one.bytes() + two.bytes(); }

std::vector<std::pair<std::string, std::vector<uint8_t>*>> FivePhaseTables::distance_tables() {
  std::vector<std::pair<std::string, std::vector<uint8_t>*>> out;
  out.emplace_back("phase1-x", &one.x.distances_to_fill());
  out.emplace_back("phase1-t", &one.t.distances_to_fill());
  out.emplace_back("phase1-joint", &one.joint.dist);
  out.emplace_back("phase2-x", &two.x.distances_to_fill());
  out.emplace_back("phase2-t", &two.t.distances_to_fill());
  out.emplace_back("phase2-joint", &two.joint.dist);
  return out;
}

const FivePhaseTables& five_phase_tables(const FillProgress& progress) {
  return Holder::get(5, [&] { return make_filled(progress); });
}

bool five_phase_tables_built() { return Holder::made(5); }

std::unique_ptr<FivePhaseTables> unfilled_five_phase_tables() { return std::make_unique<FivePhaseTables>(); }

void install_five_phase_tables(std::unique_ptr<FivePhaseTables> tables) { Holder::install(5, std::move(tables)); }

std::vector<PhaseState> first_two_phases(const std::string& stickers, const FivePhaseBudget& budget) {
  const FivePhaseTables& t = five_phase_tables();
  const BlockTurns& bt = block_turns(5);
  // Phase 1 from all three axes at once: the solutions come shortest first, any axis.
  const PhaseOne one(t.one);
  std::vector<PhaseStart<PhaseOne::Node>> starts;
  for (int axis = 0; axis < 3; ++axis) starts.push_back({one.node_of(stickers, axis), 0, -1, axis});
  const PhaseSearchResult first = search_near_best(one, starts, budget.keep[0], budget.slack[0], budget.nodes[0]);
  if (getenv("FP_DEBUG")) fprintf(stderr, "p1 nodes %llu sols %zu len %d..%d\n", (unsigned long long)first.nodes, first.solutions.size(), first.solutions.empty()?0:first.solutions.front().total(), first.solutions.empty()?0:first.solutions.back().total());
  // Phase 2 per axis (its turns depend on it), over that axis's phase-1 ends.
  std::vector<PhaseState> ends;
  std::vector<PhaseSolution> seconds;
  for (const PhaseSolution& s : first.solutions) {
    PhaseState e{stickers, s.turns};
    bt.play(e.stickers, s.turns);
    ends.push_back(std::move(e));
  }
  std::vector<int> axis_of;
  for (const PhaseSolution& s : first.solutions) axis_of.push_back(s.tag);
  for (int axis = 0; axis < 3; ++axis) {
    const PhaseTwo two(t.two, axis);
    std::vector<PhaseStart<PhaseTwo::Node>> from;
    for (size_t i = 0; i < ends.size(); ++i)
      if (axis_of[i] == axis)
        from.push_back({two.node_of(ends[i].stickers), static_cast<int>(ends[i].turns.size()),
                        last_turn(ends[i].turns), static_cast<int>(i)});
    if (from.empty()) continue;
    const PhaseSearchResult r = search_near_best(two, from, budget.keep[1], budget.slack[1], budget.nodes[1] / 3);
    if (getenv("FP_DEBUG")) fprintf(stderr, "p2 axis %d starts %zu nodes %llu sols %zu spent %d\n", axis, from.size(), (unsigned long long)r.nodes, r.solutions.size(), (int)r.budget_spent);
    seconds.insert(seconds.end(), r.solutions.begin(), r.solutions.end());
  }
  std::stable_sort(seconds.begin(), seconds.end(),
                   [](const PhaseSolution& a, const PhaseSolution& b) { return a.total() < b.total(); });
  if (seconds.size() > budget.keep[1]) seconds.resize(budget.keep[1]);
  std::vector<PhaseState> out;
  for (const PhaseSolution& s : seconds) {
    PhaseState e = ends[static_cast<size_t>(s.tag)];
    bt.play(e.stickers, s.turns);
    e.turns.insert(e.turns.end(), s.turns.begin(), s.turns.end());
    out.push_back(std::move(e));
  }
  return out;
}

}  // namespace cube::reduction
