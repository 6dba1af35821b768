// The 4x4x4's parities once the centres are home and every edge paired: the reduced
// cube's OLL parity (an odd number of flipped edges) and PLL parity (edge and corner
// permutations of different parity), and the algorithms that fix them. The phased
// search avoids both; its greedy way out may leave one, and counts the fix's turns
// when it picks among its ends.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/cubie.h"

namespace cube::reduction {

struct Parities {
  bool oll = false, pll = false;
  std::optional<CubieCube> cube;  // the reduced cube, when it reads as one
};

// stickers: a 96-sticker state with the centres home and every edge paired.
Parities parities(const std::string& stickers);

// The fixes (reduction_moves.h indices); both keep the centres and the pairs.
const std::vector<int>& oll_parity_turns();
const std::vector<int>& pll_parity_turns4();

// The turns the fixes of the state's parities take (0 when none).
int parity_fix_length(const std::string& stickers);

}  // namespace cube::reduction
