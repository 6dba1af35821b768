// The twisty puzzles of the core (puzzles/twisty): the Pyraminx and the Skewb, by the
// names the registry, the CLI and links use.
#pragma once
#include <string_view>
#include <vector>

#include "puzzles/twisty/twisty_puzzle.h"

namespace cube::twisty {

// nullptr when `name` (canonical: "pyraminx", "skewb") is not a twisty puzzle.
const Puzzle* find_puzzle(std::string_view name);
const std::vector<const Puzzle*>& all_puzzles();

}  // namespace cube::twisty
