// Lower bounds for any Square-1 state (not only the cube shape): exact distances, in
// slashes with the turns free, of two coarser puzzles that every solution also solves:
// the shape, its parity (sq1_shapes.h), the middle and which of the 8 corners are the
// top's; and the same with the edges (3678 x 2 x 70 x 2 each, 1 MB). Used by the optimal
// solver's IDA* and to prune the two-phase solver's first phase.
#pragma once
#include <cstddef>

#include "puzzles/sq1/sq1_model.h"

namespace cube::sq1 {

// `s` can be slashed (no corner across the cut); `shape` is its shape's index and
// `parity` its parity.
int coarse_bound(const Sq1& s, int shape, int parity);
size_t coarse_bytes();
double coarse_build_ms();  // builds them on first use

}  // namespace cube::sq1
