// Edge pairing on the 6x6x6 and 7x7x7 with the centres solved: a beam search over steps,
// each scored by turns per piece joined, of the centre-keeping templates S W A W^-1 (as the
// 4x4x4's reduction_edges.h: S up to two outer turns, W a block turn of depth 2..D that
// moves the inner layers' wings, A outer turns that leave W's centres unrotated) and of
// wing 3-cycles conjugated by up to two block turns, scored on the edge stickers in
// phases: odd cubes, per slot how many of its pieces show its middle edge's colours;
// even ones, first the innermost wings paired (as on a 4x4x4), then every wing matched
// to its inner pair. Every step is even on every wing orbit: the centre stage made them
// even, so no edge-flip parity arises.
#pragma once
#include <string>
#include <vector>

namespace cube::reduction {

// Appends the turns (BlockTurns indices) and plays them; false when it gave up.
bool pair_big_edges(int n, std::string& stickers, std::vector<int>* out);

// The first phase alone on an even cube: each edge's innermost two wings paired, the
// other wings left as they fall (the 6x6x6's pseudo-5x5x5, reduction_pseudo_five.h).
// Every step moves the centres only by turning whole faces' centres (the templates'
// end-face turns; the 3-cycles keep them), so centres home stay home and the oblique
// pairs stay pairs, whatever the other centres show.
bool pair_inner_wings(int n, std::string& stickers, std::vector<int>* out);

// How many of the 12 (n - 2) edge pieces sit with their slot's majority colour pair.
int joined_edge_pieces(int n, const std::string& stickers);

}  // namespace cube::reduction
