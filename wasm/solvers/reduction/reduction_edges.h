// Edge pairing with the centres solved: the phased search's way out when its beam
// stalls (reduction_search.cpp; rare). Greedy steps, each the shortest (per edge
// paired) of a few thousand centre-keeping templates
//     S  W  A  W^-1
// S: up to two outer turns (setup); W: a wide turn, which splits the slices' wings;
// A: outer turns that leave every centre block W moved unrotated (Y, X Y X', and the
// flip X Y X' Z X' Z' X, with Y a turn of a face on W's axis and X, Z side faces),
// so W^-1 brings the centres back. Each template's effect on the wings is composed
// once; a step tries them all from every setup and keeps the best gain per turn.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace cube::reduction {

// Pairs the wings of a 96-sticker state whose centres are solved; appends the turns
// (reduction_moves.h indices) to *out and plays them on stickers. False when it gave up
// (then stickers and *out hold what was done), or when *out reached max_turns unpaired.
bool pair_edges(std::string& stickers, std::vector<int>* out, size_t max_turns = SIZE_MAX);

}  // namespace cube::reduction
