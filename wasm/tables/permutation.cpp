#include "tables/permutation.h"

namespace cube::tables {

void perm_unrank(int rank, uint8_t* p, int n) {
  int digit[12];
  digit[n - 1] = 0;
  for (int i = n - 2; i >= 0; --i) {
    digit[i] = rank % (n - i);
    rank /= (n - i);
  }
  uint8_t left[12];
  for (int i = 0; i < n; ++i) left[i] = static_cast<uint8_t>(i);
  int count = n;
  for (int i = 0; i < n; ++i) {
    const int d = digit[i];
    p[i] = left[d];
    for (int j = d; j < count - 1; ++j) left[j] = left[j + 1];
    --count;
  }
}

int perm_parity(int rank, int n) {
  int sum = 0;
  for (int i = n - 2; i >= 0; --i) {
    sum += rank % (n - i);
    rank /= (n - i);
  }
  return sum & 1;
}

}  // namespace cube::tables
