// Ranks of permutations (Lehmer code, identity = 0) and back, for every solver's
// coordinates: corner and edge permutations (tables/coordinates.h), Thistlethwaite's
// cosets, the layer-by-layer last layer.
#pragma once
#include <cstdint>

namespace cube::tables {

// Rank of a permutation of n <= 12 distinct values 0..n-1 (Lehmer code, identity = 0)
// and its inverse. perm_parity gives the parity (0 even, 1 odd) of the ranked one.
inline int perm_rank(const uint8_t* p, int n) {  // inline: the optimal search ranks at many nodes
  int rank = 0;
  for (int i = 0; i < n - 1; ++i) {
    int smaller = 0;
    for (int j = i + 1; j < n; ++j) smaller += p[j] < p[i];
    rank = rank * (n - i) + smaller;
  }
  return rank;
}
void perm_unrank(int rank, uint8_t* p, int n);
int perm_parity(int rank, int n);

}  // namespace cube::tables
