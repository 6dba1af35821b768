#include "solvers/pocket/pocket_scramble.h"

#include "core/alg.h"
#include "solvers/pocket/pocket_coord.h"
#include "solvers/pocket/pocket_table.h"

namespace cube::pocket {

PocketScramble random_state_scramble(Rng& rng) {
  const DistanceTable& table = shared_table(Metric::HTM);
  for (;;) {
    const uint32_t state = rng.below(kStateCount);
    const std::vector<int> solution = table.solve(state);
    if (static_cast<int>(solution.size()) < kMinScrambleDistance) continue;
    PocketScramble s;
    s.moves = invert(to_moves(solution));
    s.facelets = to_facelets(state_from_index(state));
    s.distance = static_cast<int>(solution.size());
    return s;
  }
}

std::vector<PocketScramble> random_state_scrambles(int count, uint64_t seed) {
  Rng rng(seed);
  std::vector<PocketScramble> out;
  for (int i = 0; i < count; ++i) out.push_back(random_state_scramble(rng));
  return out;
}

}  // namespace cube::pocket
