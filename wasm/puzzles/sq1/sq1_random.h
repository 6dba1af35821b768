// A uniformly random Square-1 state as TNoodle draws it (sq12phase's FullCube.randomCube):
// one of the 3678 slashable shapes, the corners and the edges in random order over its
// places, the middle either way.
#pragma once
#include "core/random_state.h"
#include "puzzles/sq1/sq1_model.h"

namespace cube::sq1 {

Sq1 random_sq1(Rng& rng);

}  // namespace cube::sq1
