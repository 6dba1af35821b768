#include "solvers/reduction/reduction_pseudo_solver.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <utility>

#include "core/alg.h"
#include "core/cube_layout.h"
#include "core/cubie.h"
#include "core/facelets.h"
#include "core/message.h"
#include "core/validate.h"
#include "solvers/reduction/five_phase_solver.h"
#include "solvers/reduction/reduction_bar_glue.h"
#include "solvers/reduction/reduction_bars.h"
#include "solvers/reduction/reduction_big_solver.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_inner_cube.h"
#include "solvers/reduction/reduction_pseudo_five.h"
#include "solvers/reduction/reduction_wings.h"

namespace cube::reduction {

bool has_pseudo_five_parity(int n, const std::string& stickers) {
  const std::string five = pseudo_five_stickers(n, stickers);
  const std::optional<CubieCube> cube = cubie_from_facelets(reduced_facelets(*cube_layout(5), five));
  return cube && permutation_parity(cube->cp) != permutation_parity(cube->ep);
}

void make_unstored_pseudo_tables(int n) {
  // pair_bars makes its library first, whatever the state (a solved one needs no turn).
  std::string solved = solved_facelets(Puzzle{n});
  std::vector<int> none;
  pair_bars(n, solved, &none);
}

// The inner cube's reductions tried (the 6x6x6's 4x4x4 search hands on ~3 of one
// length), each with its bars; the fewest turns of both kept. 6x6x6, 20 states (seed 1):
// one 159.55 OBTM, two 158.30, four 157.25 (each try ~0.2 s more of CPU: two, for the
// 2 s in Chromium).
constexpr size_t kInnerTries = 2;

bool reduce_to_pseudo_five(int n, std::string& s, std::vector<int>* glue, std::vector<int>* inner,
                           std::vector<int>* bars, std::string* what) {
  const BlockTurns& bt = block_turns(n);
  glue_bars(n, s, glue);  // as far as it pays; step 2 pairs what it leaves
  const std::vector<std::vector<int>> tries = inner_cube_reductions(n, s);
  *what = "inner_cube";
  size_t best = SIZE_MAX;
  std::string best_state;
  for (size_t i = 0; i < tries.size() && i < kInnerTries; ++i) {
    std::string t = s;
    bt.play(t, tries[i]);
    if (!inner_cube_reduced(n, t)) continue;
    std::vector<int> paired;
    if (!pair_bars(n, t, &paired)) {
      *what = "centre_commutators";
      continue;
    }
    const size_t length = simplify(bt.moves(tries[i])).size() + simplify(bt.moves(paired)).size();
    if (length >= best) continue;
    best = length, best_state = std::move(t);
    *inner = tries[i], *bars = std::move(paired);
  }
  if (best == SIZE_MAX) return false;
  s = best_state;
  // Guards: step 1 leaves no parity and step 2's commutators keep it so.
  if (!is_pseudo_five(n, s) || has_pseudo_five_parity(n, s)) {
    *what = "pseudo_five";
    return false;
  }
  return true;
}

FivePhaseBudget pseudo_five_budget(int threads) {
  // Phases 1 and 2 look past their shortest for 1 M nodes each, not 5 M and 3 M: a
  // 7x7x7's pseudo-5x5x5 then took ~0.3 s less of ~1.2 s (CPU natively) for ~0.2 turns
  // (30 random 7x7x7s, seed 1: docs/BENCHMARKS.md), as the 7x7x7 solves two 5x5x5s
  // within its 2 s in Chromium.
  FivePhaseBudget b;
  b.more_nodes[0] = b.more_nodes[1] = 1'000'000;
  b.threads = threads;
  return b;
}

namespace {

// A stage of the path named by its catalog code (core/message_catalog.cpp: its name,
// and code + "_why" what it does), so the page shows both in its language.
Stage stage_of(const std::string& code, int begin, int end) {
  const MessageSpec* name = find_message(code);
  const MessageSpec* why = find_message(code + "_why");
  return Stage{name ? name->english : code, why ? why->english : "", begin, end, code};
}

}  // namespace

SolveResult solve_by_pseudo_five(int n, const std::string& start, int threads) {
  build_big_tables(n);
  const auto t0 = std::chrono::steady_clock::now();
  SolveResult r;
  const BlockTurns& bt = block_turns(n);
  std::string s = start;
  std::vector<int> glue, inner, bars;
  std::string what;
  if (!reduce_to_pseudo_five(n, s, &glue, &inner, &bars, &what)) {
    say(r, message("internal_bug", {{"what", what}}));
    return r;
  }
  // The 5x5x5 it now is: valid by construction (the checks above), checked again as
  // any input is.
  const Validation v = validate(Puzzle{5}, pseudo_five_stickers(n, s));
  if (!v.ok()) {
    say(r, message("internal_bug", {{"what", "pseudo_five"}}));
    return r;
  }
  const SolveResult five = solve_five_phase(v.facelets, pseudo_five_budget(threads));
  if (five.solutions.empty()) {
    r = five;
    r.status = SolveResult::Status::NoSolution;
    return r;
  }
  Solution sol;
  const std::pair<const char*, std::vector<Move>> parts[] = {
      {"stage_bar_glue", simplify(bt.moves(glue))},
      {n == 6 ? "stage_inner_4x4x4" : "stage_inner_5x5x5", simplify(bt.moves(inner))},
      {"stage_centre_bars", simplify(bt.moves(bars))},
  };
  for (const auto& [code, moves] : parts) {
    const int begin = static_cast<int>(sol.moves.size());
    sol.moves.insert(sol.moves.end(), moves.begin(), moves.end());
    if (!moves.empty()) sol.stages.push_back(stage_of(code, begin, static_cast<int>(sol.moves.size())));
  }
  // The 5x5x5's stages, their turns mapped group by group (R -> R, Rw -> Rw).
  const Solution& f = five.solutions.front();
  const int offset = static_cast<int>(sol.moves.size());
  for (const Move& m : f.moves) {
    Move mapped;
    if (!pseudo_five_move(n, m, &mapped)) {
      say(r, message("internal_bug", {{"what", "pseudo_five"}}));
      return r;
    }
    sol.moves.push_back(mapped);
  }
  for (const Stage& st : f.stages)
    sol.stages.push_back(Stage{"5x5x5: " + st.name, "as the 5x5x5 it now is: " + st.explanation, offset + st.begin,
                               offset + st.end, st.code});  // the page names it by its code, as the 5x5x5's own
  r.status = SolveResult::Status::Solved;
  r.solutions.push_back(std::move(sol));
  r.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

}  // namespace cube::reduction
