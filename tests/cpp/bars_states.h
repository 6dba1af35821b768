// States for the bars step (reduction_bars.h) as step 1 leaves them: a solved cube whose
// ring-1 centre orbits (the bars' stickers and the outer X-centres) are each shuffled
// uniformly, then random turns of the pseudo-5x5x5's outer two groups (R, Rw of cube n:
// they keep the bars whole and the inner cube reduced) scramble the corners, the layer-1
// wings and the inner cube's edges as pairs. Shared by the tests and bench/bars_bench.cpp.
#pragma once
#include <array>
#include <string>

#include "core/cube_layout.h"
#include "core/facelets.h"
#include "core/random_state.h"
#include "solvers/reduction/reduction_block_turns.h"

namespace cube::bars_states {

inline std::string random_state(int n, Rng& rng, int turns = 30) {
  const CubeLayout& l = *cube_layout(n);
  std::string s = solved_facelets(Puzzle{n});
  for (const std::array<int, 24>& orbit : l.centres) {
    const int r = orbit[0] / n, c = orbit[0] % n;
    if (r != 1 && c != 1) continue;  // inside ring 1: the inner cube's
    for (int i = 23; i > 0; --i) std::swap(s[orbit[i]], s[orbit[rng.below(static_cast<uint32_t>(i + 1))]]);
  }
  const reduction::BlockTurns& bt = reduction::block_turns(n);
  std::vector<int> seq;
  for (int k = 0; k < turns; ++k)
    seq.push_back(bt.index(static_cast<int>(rng.below(6)), 1 + static_cast<int>(rng.below(2)),
                           1 + static_cast<int>(rng.below(3))));
  bt.play(s, seq);
  return s;
}

}  // namespace cube::bars_states
