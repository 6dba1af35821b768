// A twisty puzzle's shared distance table (built once, on first use, by whichever
// thread asks first) and its random-state scrambles.
#pragma once
#include <string>
#include <vector>

#include "core/random_state.h"
#include "puzzles/twisty/twisty_table.h"

namespace cube::twisty {

// The table with its components numbered; its distances are searched on first need.
const DistanceTable& distance_table(const Puzzle& puzzle);
// Whether the distances have been searched (the solver row's tables are ready).
bool distance_table_built(const Puzzle& puzzle);

struct TwistyScramble {
  std::vector<int> turns;  // from solved to `stickers`
  std::string stickers;
};
// A uniformly random state at least Puzzle::min_scramble_distance turns from solved
// (tips not counted), written as the inverse of an optimal solution: the tips last.
TwistyScramble random_state_scramble(const Puzzle& puzzle, Rng& rng);

}  // namespace cube::twisty
