// Random-move scrambles of the big cubes, as the WCA scrambles the 5x5x5, 6x6x6 and
// 7x7x7 (Regulation 4b3e; TNoodle's lengths 60, 80, 100): outer and wide turns of any
// face, up to half the cube's layers, each turn uniformly random among those that do
// not repeat a block already turned in a run on one axis (so nothing cancels).
#pragma once
#include <vector>

#include "core/move.h"
#include "core/random_state.h"

namespace cube::puzzles {

std::vector<Move> random_move_scramble(int n, int length, Rng& rng);

}  // namespace cube::puzzles
