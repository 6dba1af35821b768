#include "solvers/reduction/reduction_inner_cube.h"

#include <optional>

#include "core/cube_layout.h"
#include "core/cubie.h"
#include "core/face.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_cube_view.h"
#include "solvers/reduction/reduction_moves.h"
#include "solvers/reduction/reduction_solver.h"
#include "solvers/search_pool.h"

namespace cube::reduction {

FivePhaseBudget inner_five_budget() {
  // Fewer candidates than a 5x5x5 solve's (its phases 1-2 were half of the inner run's
  // CPU): on 10 random 7x7x7s (build/tmp probe, load ~7) 59.0 -> 60.3 turns, 0.49 ->
  // 0.33 s of CPU natively (phases 1-2 0.23 -> 0.11 s), as the 7x7x7 runs the five
  // phases twice and a Chromium solve must stay within 2 s.
  FivePhaseBudget b;
  b.keep[0] = 30;
  b.more_nodes[0] = b.more_nodes[1] = 1'000'000;
  b.keep[1] = 100;
  b.keep[2] = b.keep[5] = 100;
  b.phase3_starts = 30;
  b.phase4_starts = 20;
  return b;
}

std::vector<std::vector<int>> inner_cube_reductions(int n, const std::string& stickers) {
  const CubeView v = inner_cube_view(n);
  const std::string inner = view_stickers(v, stickers);
  std::vector<std::vector<int>> out;
  if (v.m() == 4) {
    for (const std::vector<int>& four : reductions_to_three(inner)) {
      std::vector<int>& mapped = out.emplace_back();
      for (int t : four) {
        const Turn& turn = turns()[static_cast<size_t>(t)];
        mapped.push_back(view_block_turn(v, turn.face, turn.wide ? 2 : 1, turn.power));
      }
    }
    return out;
  }
  std::vector<int> five;
  std::string message;
  FivePhaseBudget budget = inner_five_budget();
  // On the solve's threads, as its pseudo-5x5x5 (solve_big's scope; the same turns on any number).
  if (const SearchPool* pool = SearchPoolScope::current()) budget.threads = pool->threads();
  if (!reduce_five_phase(inner, budget, &five, &message)) return out;
  std::vector<int>& mapped = out.emplace_back();
  const BlockTurns& bt5 = block_turns(5);
  for (int t : five) {
    const BlockTurn& turn = bt5.turns[static_cast<size_t>(t)];
    mapped.push_back(view_block_turn(v, turn.face, turn.depth, turn.power));
  }
  return out;
}

bool reduce_inner_cube(int n, std::string& stickers, std::vector<int>* out, std::string* what) {
  const std::vector<std::vector<int>> all = inner_cube_reductions(n, stickers);
  if (all.empty()) {
    *what = "inner_cube";
    return false;
  }
  block_turns(n).play(stickers, all.front());
  out->insert(out->end(), all.front().begin(), all.front().end());
  if (!inner_cube_reduced(n, stickers)) {
    *what = "inner_cube";
    return false;
  }
  return true;
}

bool inner_cube_reduced(int n, const std::string& stickers) {
  const CubeView v = inner_cube_view(n);
  const int m = v.m();
  const std::string inner = view_stickers(v, stickers);
  // The inner cube read as a 3x3x3 (its outer layers | the rest | its outer layers).
  const CubeView three{m, {LayerGroup{0, 1}, LayerGroup{1, m - 2}, LayerGroup{m - 1, 1}}};
  if (!view_is_whole(three, inner)) return false;
  for (int f = 0; f < 6; ++f)
    if (inner[static_cast<size_t>(f * m * m + m + 1)] != kFaceNames[f]) return false;
  const std::optional<CubieCube> cube = cubie_from_facelets(reduced_facelets(*cube_layout(m), inner));
  return cube && cube->is_solvable();
}

}  // namespace cube::reduction
