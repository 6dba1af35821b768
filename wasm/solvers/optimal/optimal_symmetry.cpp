#include "solvers/optimal/optimal_symmetry.h"

#include <algorithm>

#include "tables/symmetry.h"

namespace cube::optimal {

using namespace cube::tables;

namespace {

// conj_g(y) = S^-1 y S for g = URF3^k then the U-D symmetry s (48 in all): an
// automorphism, so it maps x to itself and a solution's moves to a solution's.
CubieCube conjugate48(CubieCube y, int g) {
  for (int k = 0; k < g / kSyms; ++k) y = urf_conjugate(y);
  return conjugate(y, g % kSyms);
}

struct MoveMaps {
  std::array<std::array<int, kMoves>, 3 * kSyms> map;
  MoveMaps() {
    const auto& moves = basic_move_cubies();
    for (int g = 0; g < 3 * kSyms; ++g)
      for (int m = 0; m < kMoves; ++m) {
        const CubieCube c = conjugate48(moves[m], g);
        map[g][m] = -1;
        for (int j = 0; j < kMoves; ++j)
          if (moves[j] == c) map[g][m] = j;
      }
  }
};

bool allowed_after(int m1, int m2) {
  const int f1 = m1 / 3, f2 = m2 / 3;
  return f1 != f2 && f2 + 3 != f1;
}

// The lowest move of m's orbit under the maps.
int orbit_min(int m, const std::vector<const std::array<int, kMoves>*>& maps) {
  int best = m;
  for (const auto* map : maps) best = std::min(best, (*map)[m]);
  return best;
}

}  // namespace

std::vector<std::array<int, 18>> self_symmetries(const CubieCube& c) {
  static const MoveMaps maps;
  std::vector<std::array<int, 18>> r{maps.map[0]};  // g = 0: the identity
  for (int g = 1; g < 3 * kSyms; ++g)
    if (conjugate48(c, g) == c) r.push_back(maps.map[g]);
  return r;
}

std::vector<int> first_two_moves(const std::vector<std::array<int, 18>>& symmetries, bool reduce) {
  std::vector<const std::array<int, kMoves>*> all;
  if (reduce)
    for (const auto& s : symmetries) all.push_back(&s);
  std::vector<int> items;
  for (int m1 = 0; m1 < kMoves; ++m1) {
    if (orbit_min(m1, all) != m1) continue;
    // The stabiliser of m1: its orbits give the second moves.
    std::vector<const std::array<int, kMoves>*> stab;
    for (const auto* s : all)
      if ((*s)[m1] == m1) stab.push_back(s);
    for (int m2 = 0; m2 < kMoves; ++m2)
      if (allowed_after(m1, m2) && orbit_min(m2, stab) == m2) items.push_back(m1 << 8 | m2);
  }
  return items;
}

uint32_t third_moves_skipped(const std::vector<std::array<int, 18>>& symmetries, int m1, int m2) {
  std::vector<const std::array<int, kMoves>*> stab;
  for (const auto& s : symmetries)
    if (s[m1] == m1 && s[m2] == m2) stab.push_back(&s);
  uint32_t skipped = 0;
  for (int m3 = 0; m3 < kMoves; ++m3)
    if (orbit_min(m3, stab) != m3) skipped |= 1u << m3;
  return skipped;
}

bool is_central(const CubieCube& x) {
  for (const CubieCube& m : basic_move_cubies())
    if (!(x * m == m * x)) return false;
  return true;
}

namespace {

bool half(int m) { return m % 3 == 1; }
int axis(int m) { return m / 3 % 3; }

}  // namespace

CentralRule central_rule(int m1, int m2) {
  constexpr uint32_t kQuarter = 0b101'101'101'101'101'101;  // bit m for m % 3 != 1 (m % 3 == 1: a half turn)
  if (axis(m1) == axis(m2)) {
    if (half(m1) && half(m2)) return kEveryMove;  // U2 D2
    if (half(m1)) return {0, 0};                  // U2 D: a symmetry turns the block into U D2, the item below
    if (half(m2)) return {kEveryMove.later, kEveryPair & ~8u};  // U D2: no U2 D2 later
    return {kEveryMove.later, 1};                               // U D': quarter-turn pairs only
  }
  return {half(m1) ? kEveryMove.later : kQuarter, 0};  // one move: no pairs later
}

uint32_t pair_blocked(const CentralRule& rule, int last) {
  uint32_t blocked = 0;
  for (int m = 0; m < 18; ++m)
    if (axis(m) == axis(last) && m / 3 != last / 3 && !(rule.pairs >> (2 * half(last) + half(m)) & 1))
      blocked |= 1u << m;
  return blocked;
}

}  // namespace cube::optimal
