// What the five-phase tests check a 5x5x5 ends as: reduced, every centre home (as the
// phases hold the cube) and every edge's three pieces paired (five_phase_coords.h).
#pragma once
#include <string>

#include "core/cube_layout.h"
#include "solvers/reduction/five_phase_coords.h"

namespace cube::reduction {

inline bool five_phase_reduced(const std::string& s) {
  const CubeLayout& l = *cube_layout(5);
  for (const auto& orbit : l.centres)
    for (int i = 0; i < 24; ++i)
      if (s[static_cast<size_t>(orbit[static_cast<size_t>(i)])] != "URFDLB"[i / 4]) return false;
  for (int e = 0; e < 12; ++e)
    if (!slot_paired(s, e)) return false;
  return true;
}

}  // namespace cube::reduction
