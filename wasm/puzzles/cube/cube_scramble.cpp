#include "puzzles/cube/cube_scramble.h"

#include <algorithm>

namespace cube::puzzles {

std::vector<Move> random_move_scramble(int n, int length, Rng& rng) {
  const int widths = n / 2;  // R, Rw, 3Rw, ...: a block of up to half the layers
  std::vector<Move> out;
  std::vector<int> run;  // the blocks (face * 8 + width) turned since the axis last changed
  int run_axis = -1;
  while (static_cast<int>(out.size()) < length) {
    const int face = static_cast<int>(rng.below(6)), width = 1 + static_cast<int>(rng.below(widths));
    const int turns = 1 + static_cast<int>(rng.below(3));
    const int block = face * 8 + width;
    if (face % 3 == run_axis && std::find(run.begin(), run.end(), block) != run.end()) continue;
    if (face % 3 != run_axis) {
      run.clear();
      run_axis = face % 3;
    }
    run.push_back(block);
    Move m;
    m.family = kFaceNames[face];
    m.turns = static_cast<uint8_t>(turns);
    m.kind = width == 1 ? Move::Kind::Face : Move::Kind::Wide;
    m.depth = static_cast<uint8_t>(width >= 3 ? width : 0);
    out.push_back(m);
  }
  return out;
}

}  // namespace cube::puzzles
