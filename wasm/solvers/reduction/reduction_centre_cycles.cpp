#include "solvers/reduction/reduction_centre_cycles.h"

#include <array>
#include <memory>

#include "core/cube_layout.h"
#include "solvers/reduction/reduction_big_centres.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_centre_commutators.h"
#include "solvers/reduction/reduction_per_size.h"
#include "solvers/reduction/reduction_pseudo_five.h"

namespace cube::reduction {
namespace {

std::unique_ptr<CentreCommutators> make_for(int n, bool lines) {
  CommutatorRules rules;
  rules.kept_orbit.assign(cube_layout(n)->centres.size(), false);
  for (int o : searched_centre_orbits(n, lines)) rules.kept_orbit[o] = true;
  if (n == 6 && !lines) rules.kept_orbit[1] = true;  // the obliques the others pair with (centre_target)
  // Odd cubes: the middle slice, which reaches the +-centres on the middle lines.
  if (n % 2 == 1 && !lines) rules.middle_depths = {block_turns(n).depths};
  return make_centre_commutators(n, rules);
}

std::unique_ptr<CentreCommutators> make(int n) { return make_for(n, false); }
std::unique_ptr<CentreCommutators> make_lines(int n) { return make_for(n, true); }

const CentreCommutators& library(int n, bool lines) {
  return lines ? PerSize<CentreCommutators, make_lines>::get(n) : PerSize<CentreCommutators, make>::get(n);
}

// Against the greedy step with a one-step look-ahead the beam replaces: 6x6x6 ~155 ->
// ~144 turns (tens of ms); the 7x7x7's larger library costs ~8 ms a level at width 64,
// so it takes a narrower beam.
BeamSize beam_size(int n) { return n == 6 ? BeamSize{64, 32} : BeamSize{16, 16}; }

}  // namespace

char centre_target(int n, const std::string& stickers, int orbit, int position, bool lines) {
  const CubeLayout& l = *cube_layout(n);
  const int at = l.centres[orbit][position];
  if (n != 6 || lines) return "URFDLB"[position / 4];
  // The 6x6x6's pseudo-5x5x5 (reduction_pseudo_solver.h): the outer X-centres (orbit 0)
  // are its X-centres, left; the obliques of orbit 1 stay where they are, and each of
  // orbit 2 takes the colour of its neighbour there (the other sticker of its group).
  if (orbit == 0) return 0;
  if (orbit == 1) return stickers[at];
  if (orbit == 3) return "URFDLB"[position / 4];
  const std::array<LayerGroup, 5> g = pseudo_five_groups(n);
  const int face = at / (n * n), r = at % (n * n) / n, c = at % n;
  const auto other = [&g](int k) {
    for (const LayerGroup& group : g)
      if (group.count == 2 && (k == group.first || k == group.first + 1)) return 2 * group.first + 1 - k;
    return k;
  };
  const int r2 = other(r), c2 = r2 != r ? c : other(c);
  return stickers[face * n * n + r2 * n + c2];
}

size_t centre_cycle_count(int n, bool lines) { return library(n, lines).cycles.size(); }

bool cycle_centres_home(int n, std::string& stickers, std::vector<int>* out, bool lines) {
  const CentreCommutators& lib = library(n, lines);
  std::vector<char> home(lib.positions);
  for (int g = 0; g < lib.positions; ++g) home[g] = centre_target(n, stickers, g / 24, g % 24, lines);
  return cycle_centres_to(lib, home, beam_size(n), stickers, out);
}

}  // namespace cube::reduction
