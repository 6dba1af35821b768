// Step 2 of the big cubes' path (the bars glued to the inner edges, reduction_bar_glue.h,
// the inner cube reduced, then this, then the 5x5x5): the bars of ring 1 the glue left
// paired. Read as the pseudo-5x5x5 0 | 1 | middle | n-2 | n-1
// (6x6x6: 0 | 1 | 2-3 | 4 | 5; 7x7x7: 0 | 1 | 2-3-4 | 5 | 6), each face's +-centres of
// the 5x5x5 are bars: the 6x6x6's two obliques (1,2)+(1,3), the 7x7x7's oblique, outer
// +-centre and oblique (1,2)+(1,3)+(1,4), and their turns about the face. Once each bar
// shows one colour (any: four bars of each colour, chosen to keep most stickers where
// they are) and the inner cube is as step 1 left it, the cube is a pseudo-5x5x5.
// The turns are centre commutators (reduction_centre_commutators.h) that leave the inner
// cube's stickers exactly where they are (its centres, and its wings and midges: the
// 6x6x6's inner wings, the 7x7x7's layer-2 wings and midges); they may move the outer
// X-centres, the layer-1 wings and the corners, which the 5x5x5 solves after.
#pragma once
#include <array>
#include <cstddef>
#include <string>
#include <vector>

namespace cube::reduction {

// Pairs ring 1's bars of cube n (6 or 7) whose inner cube is reduced (step 1),
// appending block turns (reduction_block_turns.h) to *out and playing them on
// `stickers`; false if it cannot.
bool pair_bars(int n, std::string& stickers, std::vector<int>* out);

// The sticker indices of cube n's 24 bars (n - 4 stickers each), face by face: the top,
// left, right and bottom bar of ring 1.
std::vector<std::vector<int>> bar_stickers(int n);

// The stickers pair_bars leaves where they are: the inner centres (the fixed one
// included), the inner wings and the midges.
std::vector<int> inner_stickers(int n);

// How many commutators cube n's library holds (built if not yet; pair_bars builds it on
// its first call: make_unstored_pseudo_tables, reduction_pseudo_solver.h).
size_t bar_commutator_count(int n);

// True when each bar of cube n shows one colour.
bool bars_paired(int n, const std::string& stickers);

}  // namespace cube::reduction
