#include "solvers/reduction/reduction_inner_cube.h"

#include <optional>

#include "core/cube_layout.h"
#include "core/cubie.h"
#include "core/face.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_cube_view.h"
#include "solvers/reduction/reduction_moves.h"
#include "solvers/reduction/reduction_solver.h"

namespace cube::reduction {

FivePhaseBudget inner_five_budget() {
  FivePhaseBudget b;
  return b;
}

bool reduce_inner_cube(int n, std::string& stickers, std::vector<int>* out, std::string* what) {
  const CubeView v = inner_cube_view(n);
  const std::string inner = view_stickers(v, stickers);
  std::vector<int> mapped;
  if (v.m() == 4) {
    std::vector<int> four;
    if (!reduce_to_three(inner, &four)) {
      *what = "inner_4x4x4";
      return false;
    }
    for (int t : four) {
      const Turn& turn = turns()[static_cast<size_t>(t)];
      mapped.push_back(view_block_turn(v, turn.face, turn.wide ? 2 : 1, turn.power));
    }
  } else {
    std::vector<int> five;
    std::string message;
    if (!reduce_five_phase(inner, inner_five_budget(), &five, &message)) {
      *what = "inner_5x5x5";
      return false;
    }
    const BlockTurns& bt5 = block_turns(5);
    for (int t : five) {
      const BlockTurn& turn = bt5.turns[static_cast<size_t>(t)];
      mapped.push_back(view_block_turn(v, turn.face, turn.depth, turn.power));
    }
  }
  block_turns(n).play(stickers, mapped);
  out->insert(out->end(), mapped.begin(), mapped.end());
  if (!inner_cube_reduced(n, stickers)) {
    *what = "inner_not_reduced";
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
