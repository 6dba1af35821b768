// The 4x4x4 reduction solver: the phased search (reduction_search.h) puts the centres
// home and pairs the edges, then the cube is a 3x3x3 in disguise, which the two-phase
// solver finishes. The search leaves no parity, but for its rare greedy way out: then
// OLL parity (an odd number of flipped edges) and PLL parity (edge and corner
// permutations of different parity) are fixed by one algorithm each. Every turn is an
// outer or wide turn, so the length is in OBTM.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/move.h"
#include "core/random_state.h"
#include "solvers/solver.h"

namespace cube::reduction {

// stickers: a valid 96-sticker state in face letters (validate(Puzzle::Cube4, ...)'s
// facelets). The solution's stages: centres, edges, parity, 3x3x3. threads: the search's
// (the same solution on any number; two run phase 3's exact search and its fallback at
// once, and finish its reductions two at a time).
SolveResult solve(const std::string& stickers, int threads = 1);

// The reduction alone, no 3x3x3 stage (the 6x6x6's inner 4x4x4: reduction_inner_cube.h):
// the centres home, the edges paired and a parity the search left fixed, as turns()
// indices (reduction_moves.h) in one list; false when no reduction ends so.
bool reduce_to_three(const std::string& stickers, std::vector<int>* turns);
// Every reduction the search found (one length), each so, the shortest first.
std::vector<std::vector<int>> reductions_to_three(const std::string& stickers);

// Random-state scramble (WCA Regulation 4b3: a random state, each with equal probability,
// among those that need at least 2 moves; the 4x4x4 is not among the big cubes 4b3e
// scrambles with random moves). The state's solution, inverted, is the scramble; a state
// that is solved or one outer or wide turn away is drawn again.
struct Scramble {
  std::vector<Move> moves;
  std::string stickers;  // the state the moves lead to from solved
};
Scramble random_scramble(Rng& rng);

bool tables_built();
void build_tables();
size_t table_bytes();  // the reduction's own tables (the two-phase solver's come on top)

}  // namespace cube::reduction
