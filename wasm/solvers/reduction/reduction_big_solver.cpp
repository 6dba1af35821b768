#include "solvers/reduction/reduction_big_solver.h"

#include <chrono>
#include <optional>

#include "core/alg.h"
#include "core/cube_layout.h"
#include "core/cubie.h"
#include "solvers/reduction/five_phase_solver.h"
#include "solvers/reduction/reduction_big_centres.h"
#include "solvers/reduction/reduction_big_edges.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_centre_cycles.h"
#include "solvers/reduction/reduction_pseudo_solver.h"
#include "solvers/reduction/reduction_three_stage.h"
#include "solvers/reduction/reduction_wings.h"
#include "solvers/twophase/twophase_tables.h"

namespace cube::reduction {

// The 6x6x6 solves as a pseudo-5x5x5 (reduction_pseudo_solver.h): the 5x5x5's tables too.
bool big_tables_built(int n) {
  if (n == 5) return every_five_phase_table_built() && twophase::installed_tables() != nullptr;
  return big_centre_tables_built(n) && (n != 7 || big_centre_tables_built(n, true)) &&
         (n != 6 || big_tables_built(5)) && twophase::installed_tables() != nullptr;
}

void make_unstored_big_tables(int n) {
  if (n >= 6) centre_cycle_count(n);
  if (n == 7) centre_cycle_count(n, true);
}

void build_big_tables(int n, const FillProgress& progress) {
  if (n == 5) {  // the five-phase reduction's (the two-phase tables are the page's first)
    build_every_five_phase_table(progress);
    twophase::default_tables();
    return;
  }
  // The centre sets (the 7x7x7's two of the same size) take up to 0.95; the rest after.
  // The 6x6x6's own set takes the first half of that, the 5x5x5's tables the second.
  constexpr double kCentres = 0.95;
  const int sets = n == 7 ? 2 : 1;
  const double own = n == 6 ? 0.5 : 1.0;
  for (int k = 0; k < sets; ++k) {
    FillProgress part;
    if (progress) part = [&progress, k, sets, own](double f) { progress(kCentres * own * (k + f) / sets); };
    big_centre_tables(n, k == 1, part);
  }
  make_unstored_big_tables(n);
  if (n == 6) {
    FillProgress part;
    if (progress) part = [&progress, own](double f) { progress(kCentres * (own + (1 - own) * f)); };
    build_big_tables(5, part);
  }
  twophase::default_tables();
  if (progress) progress(1);
}

SolveResult solve_big(int n, const std::string& start, int threads) {
  if (n == 5) {
    FivePhaseBudget budget;
    budget.threads = threads;
    return solve_five_phase(start, budget);
  }
  if (n == 6) return solve_by_pseudo_five(n, start);
  // The 7x7x7: every table of the size first (a no-op once built), the
  // 7x7x7's fallback ones too: none is built mid-solve, and solving leaves them ready.
  build_big_tables(n);
  const auto t0 = std::chrono::steady_clock::now();
  SolveResult r;
  const BlockTurns& bt = block_turns(n);
  std::string s = start;
  std::vector<int> centres, cycles, edges;
  // Its +-centres first (shorter, but capped: reduction_big_centres.h).
  const bool lines = solve_big_centres(n, s, &centres, true);
  if (!lines && !solve_big_centres(n, s, &centres)) {
    say(r, message("internal_bug", {{"what", "centres_budget"}}));
    return r;
  }
  if (!cycle_centres_home(n, s, &cycles, lines)) {
    say(r, message("internal_bug", {{"what", "centre_commutators"}}));
    return r;
  }
  if (!pair_big_edges(n, s, &edges)) {
    say(r, message("internal_bug", {{"what", "edge_pairing"}}));
    return r;
  }
  const std::optional<CubieCube> cube = cubie_from_facelets(reduced_facelets(*cube_layout(n), s));
  if (!cube) {
    say(r, message("internal_bug", {{"what", "not_3x3x3"}}));
    return r;
  }
  int flips = 0;
  for (uint8_t o : cube->eo) flips += o;
  if (flips % 2 != 0 || permutation_parity(cube->cp) != permutation_parity(cube->ep)) {
    say(r, message("internal_bug", {{"what", "parity_left"}}));
    return r;
  }
  const SolveResult three = solve_three_by_three(*cube);
  if (three.solutions.empty()) {
    r.message = "3x3x3 stage: " + three.message;
    if (!three.text.empty()) say(r, message("three_stage_failed", {{"why", three.text}}));
    return r;
  }
  Solution sol;
  const std::vector<std::pair<const char*, std::vector<Move>>> parts = {
      {lines ? "+-centres" : "X-centres", simplify(bt.moves(centres))},
      {"Centres", simplify(bt.moves(cycles))},
      {"Edge pairing", simplify(bt.moves(edges))},
      {"3x3x3", three.solutions.front().moves},
  };
  const char* why[] = {
      lines ? ("the +-centres' U and D colours onto their axis, then the R and L colours onto theirs (each wing "
               "orbit's permutation made even, so no edge flip parity is left), then every +-centre home")
            : ("the X-centres' U and D colours onto their axis, then the R and L colours onto theirs (each wing "
               "orbit's permutation made even, so no edge flip parity is left), then every X-centre home"),
      "the other centres home by commutators, each moving three centre pieces of an orbit and nothing else",
      "each edge's wings beside its middle edge, by slicing, replacing and slicing back, and wing 3-cycles",
      "the reduced cube solved as a 3x3x3 by the two-phase solver, outer turns only"};
  for (size_t i = 0; i < parts.size(); ++i) {
    const int begin = static_cast<int>(sol.moves.size());
    sol.moves.insert(sol.moves.end(), parts[i].second.begin(), parts[i].second.end());
    if (!parts[i].second.empty())
      sol.stages.push_back(Stage{parts[i].first, why[i], begin, static_cast<int>(sol.moves.size())});
  }
  r.status = SolveResult::Status::Solved;
  r.solutions.push_back(std::move(sol));
  r.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

}  // namespace cube::reduction
