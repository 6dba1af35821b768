// The 24 wings as the edge phases see them. The pairing turns (R L F B, U2 D2 and the
// wide half turns) keep two classes of wing positions apart, A and B, one of each in
// every edge slot (U or D quarter turns would mix them, as inner quarter turns do). Once each edge has one wing in an A
// position, the pairing turns can pair every edge, and the reduced cube's flips and parities are decided by which wing
// of each edge sits in A and by the permutations (see separated(), pairing_parity()).
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace cube::reduction {

// 0 for an even permutation p of 0..N-1, 1 for an odd one (by its cycles).
template <size_t N>
int permutation_parity(const std::array<uint8_t, N>& p) {
  int parity = 0;
  std::array<bool, N> seen{};
  for (size_t i = 0; i < N; ++i) {
    if (seen[i]) continue;
    int length = 0;
    for (size_t j = i; !seen[j]; j = p[j]) seen[j] = true, ++length;
    parity ^= (length - 1) & 1;
  }
  return parity;
}

// The wing piece (2 * edge + k of its home position, cube4.h) at each wing position.
using Wings = std::array<uint8_t, 24>;

Wings read_wings(const std::string& stickers);
Wings after_turn(const Wings& w, int turn);

// How many of the 12 edge slots hold two wings of one edge.
int paired(const Wings& w);
int paired_edges(const std::string& stickers);

// The class of a wing position: true for A (the class of position 0).
bool in_class_a(int position);

// The 20 pairing turns (reduction_moves.h indices): R L F B, U2 D2, wide half turns.
const std::vector<int>& pairing_turns();

// The 12 half turns (outer and wide): the last part of pairing. They keep every wing in
// its slice (the slots of the E, M or S slice), so once each edge's two wings share a
// slice, what is left is small.
const std::vector<int>& half_turns();
// The slice (0..2) of an edge slot.
int slice_of(int slot);

// Each edge has one wing in an A position, and an even number of those wings is in
// the class other than its home's: then pairing leaves no edge flip parity (OLL parity).
bool separated(const Wings& w);

// Permutation parity of the 24 wings: only an inner (wide) quarter turn changes it.
int wing_parity(const Wings& w);

// For a separated state: the parity of the edges' permutation read at the A positions
// plus that of the corners. Zero once paired means no PLL parity; a pairing turn
// changes it by pairing_parity_flip(turn), whatever the state.
int pairing_parity(const std::string& stickers, const Wings& w);
int pairing_parity_flip(int turn);

// Per edge, the slot of its wing in class A and the slot of its wing in class B
// (a separated state).
struct PairSlots {
  std::array<uint8_t, 12> a{}, b{};
};
PairSlots pair_slots(const Wings& w);

// The slot an A (B) position of `slot` goes to under a pairing turn.
int a_slot_after(int turn, int slot);
int b_slot_after(int turn, int slot);

}  // namespace cube::reduction
