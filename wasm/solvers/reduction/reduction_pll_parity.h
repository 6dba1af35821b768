// The even cubes' PLL parity: once the centres are home and every edge paired, the
// reduced 3x3x3 may have an odd edge permutation against an even corner one (the
// pairing decides which wings make an edge, so no centre stage can rule it out). A
// dedge swap that keeps the centres home and the edges paired fixes it: found by
// simulation on the sticker model among the 4x4x4 algorithm r2 U2 r2 Uw2 r2 Uw2's
// shapes widened to cube n (r any inner block, Uw any block), the shortest kept.
// (OLL parity cannot arise: the centre stage leaves every wing orbit even.)
#pragma once
#include <string>
#include <vector>

namespace cube::reduction {

// True when the reduced cube of a paired state (n even) has the parity.
bool has_pll_parity(int n, const std::string& stickers);

// The swap's turns (BlockTurns indices) on cube n (even); empty when none of the
// shapes does it (a bug).
const std::vector<int>& pll_parity_turns(int n);

}  // namespace cube::reduction
