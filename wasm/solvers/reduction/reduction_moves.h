// The 36 block turns the 4x4x4 reduction searches with (outer-block turn metric: each
// outer or wide turn counts 1): U R F D L B and Uw Rw Fw Dw Lw Bw, each a quarter turn
// either way or a half turn, as permutations of the 24 centre and 24 wing positions
// (core/cube4.h) and of the 96 stickers.
#pragma once
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/move.h"

namespace cube::reduction {

inline constexpr int kTurns = 36;

struct Turn {
  Move move;
  int face = 0;  // 0..5, U R F D L B
  bool wide = false;
  int axis = 0;   // 0..2: U-D, R-L, F-B
  int power = 1;  // 1, 2, 3 quarter turns in the notation's direction
  // Order among the four blocks about one axis (outer and wide of each side), so a
  // search writes commuting turns about one axis in one order only.
  int block = 0;
  std::array<uint8_t, 24> centre_to{};  // centre position i goes to centre_to[i]
  std::array<uint8_t, 24> wing_to{};
  std::span<const int> stickers;  // sticker permutation (geometry.h)
};

// Index 3 * (2 * face + wide) + power - 1.
const std::array<Turn, kTurns>& turns();
inline int turn_index(int face, bool wide, int power) { return 3 * (2 * face + (wide ? 1 : 0)) + power - 1; }

// May `next` follow `previous` (-1: none) in a search? Not the same block twice, and
// blocks about one axis in increasing order. The table, row previous + 1, is for inner
// loops.
using FollowTable = std::array<std::array<bool, kTurns>, kTurns + 1>;
const FollowTable& follow_table();
inline bool may_follow(int previous, int next) { return follow_table()[previous + 1][next]; }

// Plays turns on a 96-sticker state.
void play(std::string& stickers, const std::vector<int>& turn_indices);

}  // namespace cube::reduction
