// The block turns the big cubes' reduction (5x5x5-7x7x7) searches with, in the outer
// block turn metric (each counts 1): every face turned with its outer 1..D layers
// (R, Rw, 3Rw; D = n / 2, or (n - 1) / 2 on odd cubes so the fixed centres stay put),
// a quarter turn either way or a half turn; their sticker permutations, and how they
// move each centre orbit's and wing orbit's 24 positions (core/cube_layout.h).
#pragma once
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/move.h"

namespace cube::reduction {

struct BlockTurn {
  Move move;
  int face = 0;   // 0..5, U R F D L B
  int depth = 1;  // layers turned from the face: 1 R, 2 Rw, 3 3Rw
  int axis = 0;   // face % 3: 0 U-D, 1 R-L, 2 F-B
  int power = 1;  // 1, 2, 3 quarter turns in the notation's direction
  // Order among the blocks about one axis, so commuting turns are written one way only.
  int block = 0;
  std::span<const int> stickers;  // sticker permutation (geometry.h)
};

struct BlockTurns {
  int n = 0;
  int depths = 0;
  std::vector<BlockTurn> turns;  // index (face * depths + depth - 1) * 3 + power - 1
  // [orbit][turn][position]: where a centre (wing) orbit's position goes.
  std::vector<std::vector<std::array<uint8_t, 24>>> centre_to, wing_to;
  std::vector<std::array<uint8_t, 12>> midge_to;  // [turn][slot], odd cubes
  std::vector<std::vector<uint8_t>> follow;       // [previous + 1][next]

  int index(int face, int depth, int power) const { return (face * depths + depth - 1) * 3 + power - 1; }
  int inverse(int t) const { return index(turns[t].face, turns[t].depth, 4 - turns[t].power); }
  bool may_follow(int previous, int next) const { return follow[previous + 1][next] != 0; }
  // How many turns a played `last` (-1: none) and a next `first` lose once written
  // together: R then R2 are one turn (1), R then R' none (2); the greedy steps count it.
  int merged(int last, int first) const {
    if (last < 0) return 0;
    const BlockTurn& a = turns[last];
    const BlockTurn& b = turns[first];
    if (a.face != b.face || a.depth != b.depth) return 0;
    return (a.power + b.power) % 4 == 0 ? 2 : 1;
  }
  void play(std::string& stickers, const std::vector<int>& seq) const;
  std::vector<Move> moves(const std::vector<int>& seq) const;
  int count() const { return static_cast<int>(turns.size()); }
};

// n in 4..7.
const BlockTurns& block_turns(int n);

}  // namespace cube::reduction
