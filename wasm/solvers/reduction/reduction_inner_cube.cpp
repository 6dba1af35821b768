#include "solvers/reduction/reduction_inner_cube.h"

#include <cstdio>
#include <cstdlib>
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
  if (const char* e = std::getenv("INNER_BUDGET")) {
    // probe: keep1 keep2 keep3 starts3 starts4 more
    int k1, k2, k3, s3, s4, more;
    if (std::sscanf(e, "%d %d %d %d %d %d", &k1, &k2, &k3, &s3, &s4, &more) == 6) {
      b.keep[1] = k1, b.keep[2] = k2, b.keep[5] = k2, b.keep[3] = k3, b.phase3_starts = s3, b.phase4_starts = s4;
      b.more_nodes[2] = b.more_nodes[3] = static_cast<uint64_t>(more) * 1000;
    }
  }
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
