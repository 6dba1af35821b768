#include "tables/move_tables.h"

namespace cube::tables {

std::vector<int> all_moves() {
  std::vector<int> m(kMoves);
  for (int i = 0; i < kMoves; ++i) m[i] = i;
  return m;
}

std::vector<int> phase2_moves() { return std::vector<int>(kPhase2Moves.begin(), kPhase2Moves.end()); }

}  // namespace cube::tables
