// The centre stages of the reduction, each an exact distance table walked down:
//   1. the U and D centres onto U and D (all 36 turns; which 8 of the 24 centre
//      positions hold them: C(24,8) = 735,471 states, one byte each);
//   2. the R and L centres onto R and L, and the U centres onto U (turns keeping U/D
//      centres on U/D: outer turns, Uw, Dw, and half turns of Rw Lw Fw Bw; 12,870 x
//      70 = 900,900 states);
//   3. every centre on its face (outer turns and wide half turns; 70^3 = 343,000).
// Tables: 2.0 MB in all, built on first use.
#pragma once
#include <string>
#include <vector>

namespace cube::reduction {

// Turns (reduction_moves.h indices) solving the centres of a 96-sticker state in face
// letters; each stage picks, among its shortest solutions, one that leaves the next
// stage least to do. Appends to *out and plays them on stickers.
void solve_centres(std::string& stickers, std::vector<int>* out);

bool centre_tables_built();
void build_centre_tables();
size_t centre_table_bytes();

}  // namespace cube::reduction
