// Move tables (coordinate after a face turn) and conjugation tables (coordinate after
// a symmetry), built from the cubie model. Each coordinate is given by a pair of
// functions: set(cube, value) writes it into a cube, get(cube) reads it.
#pragma once
#include <cstdint>
#include <vector>

#include "core/cubie.h"
#include "tables/symmetry.h"

namespace cube::tables {

// table[raw * moves.size() + i] = the coordinate after face turn moves[i].
template <class Set, class Get>
std::vector<uint16_t> raw_move_table(int n_raw, const std::vector<int>& moves, Set set, Get get) {
  const auto& cubies = basic_move_cubies();
  const int n = static_cast<int>(moves.size());
  std::vector<uint16_t> t(static_cast<size_t>(n_raw) * n);
  CubieCube c;
  for (int r = 0; r < n_raw; ++r) {
    set(c, r);
    for (int i = 0; i < n; ++i) t[static_cast<size_t>(r) * n + i] = static_cast<uint16_t>(get(c * cubies[moves[i]]));
  }
  return t;
}

// table[class * moves.size() + i] = symmetry coordinate (see symmetry.h) of the class
// representative after face turn moves[i].
template <class Set, class Get>
std::vector<uint16_t> sym_move_table(const SymReduction& red, const std::vector<int>& moves, Set set, Get get) {
  const auto& cubies = basic_move_cubies();
  const int n = static_cast<int>(moves.size());
  const int classes = static_cast<int>(red.class_to_raw.size());
  std::vector<uint16_t> t(static_cast<size_t>(classes) * n);
  CubieCube c;
  for (int k = 0; k < classes; ++k) {
    set(c, red.class_to_raw[k]);
    for (int i = 0; i < n; ++i) t[static_cast<size_t>(k) * n + i] = red.raw_to_sym[get(c * cubies[moves[i]])];
  }
  return t;
}

// table[raw * (16 / step) + s / step] = the coordinate of conj(x, s^-1) = S_s x S_s^-1,
// for the symmetries s = 0, step, 2*step, ... (step 1: all 16, step 2: the even 8).
template <class Set, class Get>
std::vector<uint16_t> conj_table(int n_raw, int step, bool corners, Set set, Get get) {
  const Symmetries& sy = symmetries();
  const int n = kSyms / step;
  std::vector<uint16_t> t(static_cast<size_t>(n_raw) * n);
  CubieCube c, d;
  for (int r = 0; r < n_raw; ++r) {
    set(c, r);
    d = c;
    for (int s = 0; s < kSyms; s += step) {
      if (corners) conjugate_corners(c, sy.inv[s], d);
      else conjugate_edges(c, sy.inv[s], d);
      t[static_cast<size_t>(r) * n + s / step] = static_cast<uint16_t>(get(d));
    }
  }
  return t;
}

// The standard indices of the 18 face turns and of the 10 phase-2 turns.
std::vector<int> all_moves();
std::vector<int> phase2_moves();

}  // namespace cube::tables
