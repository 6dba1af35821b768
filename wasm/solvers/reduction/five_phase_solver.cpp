#include "solvers/reduction/five_phase_solver.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <ctime>
#include <memory>
#include <optional>
#include <utility>

#include "core/cube_layout.h"
#include "core/cubie.h"
#include "core/face.h"
#include "core/message.h"
#include "solvers/reduction/five_phase_search.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_per_size.h"
#include "solvers/reduction/reduction_three_stage.h"
#include "solvers/twophase/twophase_tables.h"

namespace cube::reduction {
namespace {

std::unique_ptr<FivePhaseTables> make_filled(const FillProgress& progress) {
  auto t = std::make_unique<FivePhaseTables>();
  // Shares of the build's time (natively: ~2.5 s, ~1 s, and p345's).
  const auto part = [&progress](double from, double to) {
    FillProgress p;
    if (progress) p = [&progress, from, to](double f) { progress(from + (to - from) * f); };
    return p;
  };
  t->one.fill(part(0, 0.5));
  t->two.fill(part(0.5, 0.6));
  t->three_a.fill(five_phase_3_tables(), part(0.6, 1));
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
                                   size_t keep, int slack, uint64_t nodes, uint64_t more, size_t max_starts,
                                   const PhaseLimits& how) {
  PhaseLimits limits = how;  // its threads and order
  limits.wanted = 1;
  limits.max_nodes = nodes;
  limits.max_starts = max_starts;
  limits.max_total = 255;  // the whole reduction's turns so far and this phase's: no cap but the nodes
  PhaseSearchResult best = search_phase(phase, starts, limits);
  if (best.solutions.empty() || keep <= 1) return best;
  limits.wanted = keep;
  limits.max_nodes = std::min(more, nodes - std::min(nodes, best.nodes));
  limits.max_total = best.solutions.front().total() + slack;
  PhaseSearchResult all = search_phase(phase, starts, limits);
  all.nodes += best.nodes;
  if (all.solutions.empty()) all.solutions = best.solutions;
  return all;
}

// How a phase's searches run (FivePhaseBudget's index: 0-2 phases 1, 2, 3a; 3, 4 phases
// 4, 5; 5 phase 3b): on the budget's threads, its starts interleaved or not.
PhaseLimits search_how(const FivePhaseBudget& budget, int phase) {
  PhaseLimits how;
  how.threads = budget.threads;
  how.interleave = budget.interleave[phase];
  return how;
}

}  // namespace

size_t FivePhaseTables::bytes() const { return one.bytes() + two.bytes(); }

std::vector<std::pair<std::string, const std::vector<uint8_t>*>> FivePhaseTables::distance_tables() const {
  std::vector<std::pair<std::string, const std::vector<uint8_t>*>> out;
  out.emplace_back("phase1/x", &one.x.distances());
  out.emplace_back("phase1/t", &one.t.distances());
  out.emplace_back("phase1/joint", &one.joint.dist);
  out.emplace_back("phase2/x", &two.x.distances());
  out.emplace_back("phase2/t", &two.t.distances());
  out.emplace_back("phase2/joint", &two.joint.dist);
  out.emplace_back("phase3a/joint", &three_a.joint.dist);
  return out;
}

std::vector<std::pair<std::string, std::vector<uint8_t>*>> FivePhaseTables::distance_tables_to_fill() {
  std::vector<std::pair<std::string, std::vector<uint8_t>*>> out;
  for (const auto& [name, dist] : std::as_const(*this).distance_tables())
    out.emplace_back(name, const_cast<std::vector<uint8_t>*>(dist));  // this one is not const
  return out;
}

const FivePhaseTables& five_phase_tables(const FillProgress& progress) {
  return Holder::get(5, [&] { return make_filled(progress); });
}

bool five_phase_tables_built() { return Holder::made(5); }

std::unique_ptr<FivePhaseTables> unfilled_five_phase_tables() { return std::make_unique<FivePhaseTables>(); }

void install_five_phase_tables(std::unique_ptr<FivePhaseTables> tables) { Holder::install(5, std::move(tables)); }

bool every_five_phase_table_built() {
  return five_phase_tables_built() && five_phase_3_tables_built() && five_phase_4_tables_built() &&
         five_phase_5_tables_built();
}

void build_every_five_phase_table(const FillProgress& progress) {
  // Shares of the build's CPU time natively (phases 1-2 ~3.5 s, 3 ~1.8 s, 4 ~1.3 s, 5 ~3.9 s).
  const auto part = [&progress](double from, double to) {
    FillProgress p;
    if (progress) p = [&progress, from, to](double f) { progress(from + (to - from) * f); };
    return p;
  };
  five_phase_3_tables(part(0, 0.17));
  five_phase_tables(part(0.17, 0.5));
  five_phase_4_tables(part(0.5, 0.63));
  five_phase_5_tables(part(0.63, 1));
  if (progress) progress(1);
}

// One of phases 3-5 over the states the phase before handed on (each read in the
// phase's coordinates; one the phase cannot read is skipped).
template <class Phase>
std::vector<PhaseState> next_phase(const Phase& phase, const std::vector<PhaseState>& from, size_t keep, int slack,
                                   uint64_t nodes, uint64_t more, size_t max_starts, const PhaseLimits& how,
                                   uint64_t* searched) {
  std::vector<PhaseStart<typename Phase::Node>> starts;
  for (size_t i = 0; i < from.size(); ++i) {
    typename Phase::Node node;
    if (phase.read(from[i].stickers, node))
      starts.push_back({node, static_cast<int>(from[i].turns.size()), last_turn(from[i].turns), static_cast<int>(i)});
  }
  std::vector<PhaseState> out;
  if (starts.empty()) return out;
  const BlockTurns& bt = block_turns(5);
  const PhaseSearchResult found = search_near_best(phase, starts, keep, slack, nodes, more, max_starts, how);
  if (searched) *searched += found.nodes;
  for (const PhaseSolution& s : found.solutions) {
    PhaseState e = from[static_cast<size_t>(s.tag)];
    bt.play(e.stickers, s.turns);
    e.turns.insert(e.turns.end(), s.turns.begin(), s.turns.end());
    e.ends.push_back(static_cast<int>(e.turns.size()));
    out.push_back(std::move(e));
  }
  return out;
}

// next_phase, and when it finds nothing from its best starts within its budget (its
// bound misses most on a few states: phase 4 on 2 random states in 100) again with 4
// times the nodes for its shortest only: seconds, but an answer.
template <class Phase>
std::vector<PhaseState> next_phase_or_retry(const Phase& phase, const std::vector<PhaseState>& from, size_t keep,
                                            int slack, uint64_t nodes, uint64_t more, size_t max_starts,
                                            const PhaseLimits& how, uint64_t* searched) {
  std::vector<PhaseState> out = next_phase(phase, from, keep, slack, nodes, more, max_starts, how, searched);
  if (out.empty()) out = next_phase(phase, from, 1, 0, 4 * nodes, 0, max_starts, how, searched);
  return out;
}

namespace {

double cpu_seconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

// Adds the CPU since `since` to step's and returns now.
double lap(FivePhaseStats* stats, int step, double since, size_t handed) {
  const double now = cpu_seconds();
  if (stats) stats->cpu[step] += now - since, stats->handed[step] = handed;
  return now;
}

std::string nothing_found(const char* phase) {
  return std::string("the five-phase reduction's phase ") + phase +
         " found nothing within its node budget (a bug: please report the state)";
}

// Each phase's stage in the solution (phase 3 in two): its code in the message catalog
// (core/message_catalog.cpp: its name, and code + "_why" what it does), so the page
// shows both in its language.
constexpr int kPhases = 6;
constexpr const char* kPhaseCodes[kPhases] = {"stage_five_phase_1",  "stage_five_phase_2", "stage_five_phase_3a",
                                              "stage_five_phase_3b", "stage_five_phase_4", "stage_five_phase_5"};

Stage stage_of(const std::string& code, int begin, int end) {
  const MessageSpec* name = find_message(code);
  const MessageSpec* why = find_message(code + "_why");
  return Stage{name ? name->english : code, why ? why->english : "", begin, end, code};
}

}  // namespace

std::vector<PhaseState> in_every_view(const std::vector<PhaseState>& states) {
  std::vector<PhaseState> out;
  for (int v = 0; v < 3; ++v)
    for (const PhaseState& s : states) {
      PhaseState e = s;
      e.view = v;
      if (v > 0) {
        e.stickers = axis_view(v).seen(s.stickers);
        for (int& t : e.turns) t = axis_view(v).turn_to[t];
      }
      out.push_back(std::move(e));
    }
  return out;
}

namespace {

// Phases 4 and 5 from phase 4's group: the phase-5 ends kept, none (and *message) when a
// phase found nothing. *t: the CPU time the last lap ended at.
std::vector<PhaseState> phases_four_five(const std::vector<PhaseState>& from, const FivePhaseBudget& budget,
                                         FivePhaseStats* stats, double* t, std::string* message) {
  if (from.empty()) {
    *message = nothing_found("3");
    return {};
  }
  const FivePhase4 four(five_phase_4_tables());
  std::vector<PhaseState> states =
      next_phase_or_retry(four, from, budget.keep[3], budget.slack[3], budget.nodes[3], budget.more_nodes[3],
                          budget.phase4_starts, search_how(budget, 3), stats ? &stats->nodes[3] : nullptr);
  *t = lap(stats, 3, *t, states.size());
  if (states.empty()) {
    *message = nothing_found("4");
    return {};
  }
  const FivePhase5 five(five_phase_5_tables());
  states = next_phase_or_retry(five, states, budget.keep[4], budget.slack[4], budget.nodes[4], budget.more_nodes[4], 0,
                               search_how(budget, 4), stats ? &stats->nodes[4] : nullptr);
  *t = lap(stats, 4, *t, states.size());
  if (states.empty()) *message = nothing_found("5");
  return states;
}

// A state's turns as the cube is held (its view turned back).
std::vector<int> held_turns(const PhaseState& e) {
  std::vector<int> held = e.turns;
  if (e.view > 0) {
    const std::vector<int>& to = axis_view(e.view).turn_to;
    std::vector<int> back(to.size());
    for (size_t m = 0; m < to.size(); ++m) back[static_cast<size_t>(to[m])] = static_cast<int>(m);
    for (int& t : held) t = back[static_cast<size_t>(t)];
  }
  return held;
}

}  // namespace

SolveResult solve_from_phase_four(const std::vector<PhaseState>& from, const FivePhaseBudget& budget,
                                  FivePhaseStats* stats) {
  SolveResult r;
  double t = cpu_seconds();
  const std::vector<PhaseState> states = phases_four_five(from, budget, stats, &t, &r.message);
  if (states.empty()) return r;
  // The reduced cube as a 3x3x3: of the phase-5 ends kept, the shortest in all.
  const PhaseState* best = nullptr;
  SolveResult best_three;
  size_t best_length = SIZE_MAX;
  for (const PhaseState& e : states) {
    const std::optional<CubieCube> cube = cubie_from_facelets(reduced_facelets(*cube_layout(5), e.stickers));
    if (!cube) continue;
    SolveResult three = solve_three_by_three(*cube);
    if (three.solutions.empty()) continue;
    const size_t length = e.turns.size() + three.solutions.front().moves.size();
    if (length < best_length) best = &e, best_length = length, best_three = std::move(three);
  }
  lap(stats, 5, t, best ? 1 : 0);
  if (!best) {
    r.message = "the reduced cube is not a solvable 3x3x3 (a bug: please report the state)";
    return r;
  }
  const BlockTurns& bt = block_turns(5);
  const std::vector<int> held = held_turns(*best);
  Solution sol;
  const int first_phase = kPhases - static_cast<int>(best->ends.size());
  int begin_turn = 0;
  for (size_t p = 0; p < best->ends.size(); ++p) {
    const std::vector<int> turns(held.begin() + begin_turn, held.begin() + best->ends[p]);
    begin_turn = best->ends[p];
    const std::vector<Move> moves = bt.moves(turns);
    if (moves.empty()) continue;
    const int begin = static_cast<int>(sol.moves.size());
    sol.moves.insert(sol.moves.end(), moves.begin(), moves.end());
    const int phase = first_phase + static_cast<int>(p);
    sol.stages.push_back(stage_of(kPhaseCodes[phase], begin, static_cast<int>(sol.moves.size())));
  }
  std::vector<Move> three = best_three.solutions.front().moves;
  for (Move& m : three)  // outer turns: each face's letter as the cube is held
    m.family = kFaceNames[axis_view(best->view).letter_to.find(m.family)];
  const int begin = static_cast<int>(sol.moves.size());
  sol.moves.insert(sol.moves.end(), three.begin(), three.end());
  if (!three.empty()) sol.stages.push_back(stage_of("stage_reduced_3x3x3", begin, static_cast<int>(sol.moves.size())));
  r.status = SolveResult::Status::Solved;
  r.solutions.push_back(std::move(sol));
  return r;
}

namespace {

// Phases 1-3 (3a, 3b): the states in phase 4's group, none (and *message) when a phase
// found nothing. *t: the CPU time the last lap ended at.
std::vector<PhaseState> phases_one_to_three(const std::string& stickers, const FivePhaseBudget& budget,
                                            FivePhaseStats* stats, double* t, std::string* message) {
  uint64_t early[2] = {0, 0};
  std::vector<PhaseState> firsts = first_two_phases(stickers, budget, early);
  if (firsts.empty()) {
    // Phase 1 past its budget (a 7x7x7's pseudo-5x5x5 in 20 took 12.6 M nodes): again
    // with 4 times the nodes, as next_phase_or_retry does for the later phases.
    // Its first solutions only (1 M nodes past the first), so the retry stays within
    // the 7x7x7's 2 s in Chromium (2.17 s on that state when it searched 5 M more).
    FivePhaseBudget more = budget;
    more.nodes[0] *= 4, more.nodes[1] *= 4;
    more.more_nodes[0] = more.more_nodes[1] = 1'000'000;
    firsts = first_two_phases(stickers, more, early);
  }
  std::vector<PhaseState> states = in_every_view(firsts);
  if (stats) stats->nodes[0] += early[0] + early[1];
  *t = lap(stats, 0, *t, states.size());
  const FivePhase3Tables& three = five_phase_3_tables();
  if (states.empty()) {
    *message = nothing_found("1 or 2");
    return states;
  }
  const PhaseThreeA three_a(three, five_phase_tables().three_a);
  states = next_phase_or_retry(three_a, states, budget.keep[2], budget.slack[2], budget.nodes[2], budget.more_nodes[2],
                               budget.phase3_starts, search_how(budget, 2), stats ? &stats->nodes[1] : nullptr);
  *t = lap(stats, 1, *t, states.size());
  if (states.empty()) {
    *message = nothing_found("3a");
    return states;
  }
  states = next_phase(FivePhase3b(three), states, budget.keep[5], budget.slack[5], budget.nodes[5],
                      budget.more_nodes[5], 0, search_how(budget, 5), stats ? &stats->nodes[2] : nullptr);
  *t = lap(stats, 2, *t, states.size());
  if (states.empty()) *message = nothing_found("3b");
  return states;
}

}  // namespace

SolveResult solve_five_phase(const std::string& stickers, const FivePhaseBudget& budget, FivePhaseStats* stats) {
  build_every_five_phase_table();
  twophase::default_tables();
  const auto t0 = std::chrono::steady_clock::now();
  double t = cpu_seconds();
  SolveResult r;
  const std::vector<PhaseState> states = phases_one_to_three(stickers, budget, stats, &t, &r.message);
  if (!states.empty()) r = solve_from_phase_four(states, budget, stats);
  r.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

bool reduce_five_phase(const std::string& stickers, const FivePhaseBudget& budget, std::vector<int>* turns,
                       std::string* message, FivePhaseStats* stats) {
  build_every_five_phase_table();
  double t = cpu_seconds();
  std::vector<PhaseState> states = phases_one_to_three(stickers, budget, stats, &t, message);
  if (states.empty()) return false;
  states = phases_four_five(states, budget, stats, &t, message);
  if (states.empty()) return false;
  // Of the phase-5 ends kept, the fewest turns.
  const PhaseState* best = &states.front();
  for (const PhaseState& e : states)
    if (e.turns.size() < best->turns.size()) best = &e;
  *turns = held_turns(*best);
  return true;
}

std::vector<PhaseState> first_two_phases(const std::string& stickers, const FivePhaseBudget& budget, uint64_t* nodes) {
  const FivePhaseTables& t = five_phase_tables();
  const BlockTurns& bt = block_turns(5);
  // Phase 1 from all three axes at once: the solutions come shortest first, any axis.
  const PhaseOne one(t.one);
  std::vector<PhaseStart<PhaseOne::Node>> starts;
  starts.reserve(3);
  for (int axis = 0; axis < 3; ++axis) starts.push_back({one.node_of(stickers, axis), 0, -1, axis});
  const PhaseSearchResult first = search_near_best(one, starts, budget.keep[0], budget.slack[0], budget.nodes[0],
                                                   budget.more_nodes[0], 0, search_how(budget, 0));
  if (nodes) nodes[0] += first.nodes;
  // Phase 2 per axis (its turns depend on it), over that axis's phase-1 ends.
  std::vector<PhaseState> ends;
  std::vector<PhaseSolution> seconds;
  for (const PhaseSolution& s : first.solutions) {
    PhaseState e{stickers, s.turns, {static_cast<int>(s.turns.size())}};
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
        from.push_back({two.node_of(ends[i].stickers), static_cast<int>(ends[i].turns.size()), last_turn(ends[i].turns),
                        static_cast<int>(i)});
    if (from.empty()) continue;
    const PhaseSearchResult r = search_near_best(two, from, budget.keep[1], budget.slack[1], budget.nodes[1] / 3,
                                                 budget.more_nodes[1] / 3, 0, search_how(budget, 1));
    if (nodes) nodes[1] += r.nodes;
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
    e.ends.push_back(static_cast<int>(e.turns.size()));
    out.push_back(std::move(e));
  }
  return out;
}

}  // namespace cube::reduction
