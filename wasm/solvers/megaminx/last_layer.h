// The Megaminx's last layer in two looks, from tables: first every piece of the U face
// turned its colour up (orientation: 16 x 81 cases), then every piece to its place
// (permutation: 60 x 60 cases, and a last turn of U). Each case's moves are a chain of
// algorithms, the shortest in turns: the algorithms are found by search when the
// tables are built (kept_algorithms.h: sequences of U, R and F that keep the first two
// layers), the chains by Dijkstra over the cases. Solving is then a lookup per look:
// no search, every case known to be solvable when the tables are built.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/message_out.h"
#include "puzzles/twisty/twisty_pieces.h"

namespace cube::twisty::megaminx_solver {

struct LastLayerLook {
  std::string name, explanation;
  std::vector<int> turns;  // indices into megaminx().turns
};

struct LastLayerTables {
  size_t algorithms = 0;         // found by the search
  size_t orientation_cases = 0;  // cases each look solves (all that exist)
  size_t permutation_cases = 0;
  int longest_orientation = 0, longest_permutation = 0;  // turns, the worst case of each look
};

// Builds the tables now (on first use otherwise); what they hold.
const LastLayerTables& last_layer_tables();
// The tables as bytes (built first if need be), and installed from them (checked: sizes
// and every reference in range; nothing replaced once built); false and *error if not.
std::vector<uint8_t> save_last_layer();
bool load_last_layer(const std::vector<uint8_t>& bytes, MessageOut error);

// From pieces whose first two layers are solved: the two looks' turns (applied to p);
// false (and why) when the first two layers are not solved.
bool solve_last_layer(Pieces& p, std::vector<LastLayerLook>* looks, MessageOut error);

}  // namespace cube::twisty::megaminx_solver
