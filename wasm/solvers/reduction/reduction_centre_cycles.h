// The centre orbits the big cubes' centre search leaves (the 6x6x6's and 7x7x7's
// obliques and +-centres: every slice moves them, so no turn set keeps the searched
// orbits while it moves them) are finished by centre commutators
// (reduction_centre_commutators.h: the library and its beam), none moving a searched
// orbit. Only centres matter here (edges and corners are paired and solved after), so a
// commutator is judged by what it does to the centres alone.
#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace cube::reduction {

// Appends the turns (BlockTurns indices) that put every centre of the orbits the
// search left (not searched_centre_orbits(n, lines): reduction_big_centres.h) at its
// target (centre_target: home, or on the 6x6x6 beside its pair), keeping the searched
// ones as they are, and plays them; false when no commutator
// gains or the step budget ran out (neither should happen: a bug).
bool cycle_centres_home(int n, std::string& stickers, std::vector<int>* out, bool lines = false);

// The colour the commutators put at a centre orbit's position: its face's; on the
// 6x6x6 (its pseudo-5x5x5: reduction_pseudo_solver.h) the outer X-centres' none (0:
// left as they fall, the 5x5x5's X-centres), the obliques like U8 theirs as they are
// (kept), and the other obliques their neighbour's there, so that each pair side by
// side is one colour (the 5x5x5's +-centres).
char centre_target(int n, const std::string& stickers, int orbit, int position, bool lines = false);

// How many commutators the library for those orbits holds (built on first use).
size_t centre_cycle_count(int n, bool lines = false);

}  // namespace cube::reduction
