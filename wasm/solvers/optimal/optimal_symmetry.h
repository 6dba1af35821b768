// The optimal search's work items (the first two moves of each depth), reduced by
// the position's own symmetries.
//
// A symmetry g of the cube (48: the 16 keeping the U-D axis, times the three turns
// about the URF-DBL diagonal; mirrors included) acts on cubes by conjugation and on
// face turns as a permutation sigma_g (a mirror turns U into U', and so on). When g
// fixes the position x (g^-1 x g = x) and the moves m1 .. mk solve x, so do
// sigma_g(m1) .. sigma_g(mk): solutions come in orbits of x's symmetry group S_x, and
// the search needs one first move per orbit of S_x on the 18 moves, after it one
// second move per orbit of that move's stabiliser in S_x, and after those one third
// move per orbit of the stabiliser of both. The superflip (S_x = all 48) needs 2
// first moves of 18 and 10 work items of 243.
//
// The search keeps the canonical order (no face twice in a row; of two opposite
// faces, the one with the lower index first: U before D, R before L, F before B),
// and sigma_g may put two opposite faces' turns in the other order, so that
// reordering changes the first move. It still holds with the representatives chosen
// as each orbit's lowest move index: take a solution's first block (its first move,
// and the second when it turns the opposite face) and the g whose image block has the
// smallest first move; that move is the lowest of its orbit (a smaller one in the
// orbit would give a smaller image block first), so the canonical image starts with a
// representative. The same argument with the stabiliser of the first move, on the
// block after it, gives the second move, and with that of the first two the third
// (optimal_test.cpp checks it on every optimal solution of symmetric positions,
// enumerated by a search of its own).
//
// Random positions have only the identity: their items are the 243 of the plain
// search.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "core/cubie.h"

namespace cube::optimal {

// sigma_g for each symmetry g that fixes c (the identity first): map[m] is the move
// sigma_g(m), so that applying sigma_g to each move of a solution of c gives one.
std::vector<std::array<int, 18>> self_symmetries(const CubieCube& c);

// The work items m1 << 8 | m2 (canonical: m2 turns neither m1's face nor, when m1
// turns the higher of two opposite faces, the lower one); reduce: one per orbit of
// the symmetries (self_symmetries) as above, else all 243.
std::vector<int> first_two_moves(const std::vector<std::array<int, 18>>& symmetries, bool reduce);

// After the item m1 m2, the third moves the search may skip (bit m): all but one per
// orbit of the stabiliser of both moves (the same argument once more; the superflip
// after U D keeps 3 of the 12, after U2 D2 2). 0 when the stabiliser is trivial.
uint32_t third_moves_skipped(const std::vector<std::array<int, 18>>& symmetries, int m1, int m2);

// Rotations, for a position x in the centre of the cube group (x m = m x for every
// move m: the solved cube and the superflip). If m1 .. mn solves x, so does m2 .. mn
// m1 (x m2 .. mn m1 = m1^-1 (x m1 .. mn) m1), and so does every rotation of it. See a
// shortest solution as a ring of blocks: a block is one move, or two turning opposite
// faces (three on one axis would turn a face twice: a shorter solution). Blocks have
// ranks, kept by every symmetry (above) and by putting a block's two moves in order:
// two half turns (U2 D2) first, then a half and a quarter turn (U D2), two quarter
// turns (U D'), one half turn (U2), one quarter turn (U). The rotation that starts at
// a block of the lowest rank is a solution as short, canonical once each block is in
// order, whose first block ranks no higher than any other. So the search of a central
// position may require that: after a first block of one move, no block of two
// (after a quarter turn, only quarter turns); after U D', only quarter-turn pairs;
// after U D2, no two half turns. A block U2 D needs no item of its own: the symmetry
// that swaps U and D makes it D2 U, in order U D2. The superflip's proof of 20 (depth
// 19 exhausted): 552 M nodes with the symmetries alone, 135 M with this.
bool is_central(const CubieCube& x);

// What the search may play after a work item m1 m2 of a central position: later, the
// moves (bit m); pairs, the blocks of two (bit 2 * (the first is a half turn) + (the
// second is)). m2 itself must be in later, or the item is left out (U R2, U2 D).
struct CentralRule {
  uint32_t later;
  uint32_t pairs;
};
constexpr uint32_t kEveryPair = 0b1111;
constexpr CentralRule kEveryMove{(1u << 18) - 1, kEveryPair};
CentralRule central_rule(int m1, int m2);

// The moves that would make with `last` a block the rule does not allow (bit m).
uint32_t pair_blocked(const CentralRule& rule, int last);

}  // namespace cube::optimal
