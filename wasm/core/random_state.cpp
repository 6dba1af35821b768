#include "random_state.h"

#include <utility>

namespace cube {
namespace {

uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

// splitmix64 spreads any seed (even 0) over the whole xoshiro state.
uint64_t splitmix64(uint64_t& x) {
  uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// Fisher-Yates over the listed positions of `perm`.
template <size_t N, size_t M>
void shuffle(std::array<uint8_t, N>& perm, const std::array<int, M>& positions, Rng& rng) {
  for (size_t i = M - 1; i > 0; --i) {
    const uint32_t j = rng.below(static_cast<uint32_t>(i + 1));
    std::swap(perm[positions[i]], perm[positions[j]]);
  }
}

template <size_t N>
int parity(const std::array<uint8_t, N>& p) {
  int inversions = 0;
  for (size_t i = 0; i < N; ++i)
    for (size_t j = i + 1; j < N; ++j) inversions += p[i] > p[j];
  return inversions & 1;
}

// Random twists on `positions` except the last, which makes the sum 0 mod 3.
template <size_t M>
void random_twists(std::array<uint8_t, kCorners>& co, const std::array<int, M>& positions, Rng& rng) {
  int total = 0;
  for (size_t i = 0; i + 1 < M; ++i) {
    co[positions[i]] = static_cast<uint8_t>(rng.below(3));
    total += co[positions[i]];
  }
  co[positions[M - 1]] = static_cast<uint8_t>((3 - total % 3) % 3);
}

}  // namespace

Rng::Rng(uint64_t seed) {
  for (uint64_t& word : s_) word = splitmix64(seed);
}

uint64_t Rng::next() {
  const uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

uint32_t Rng::below(uint32_t n) {
  if (n <= 1) return 0;
  // Reject the top partial block of 2^32 so every residue is equally likely.
  const uint32_t threshold = static_cast<uint32_t>(-n) % n;  // 2^32 mod n
  for (;;) {
    const uint32_t x = static_cast<uint32_t>(next() >> 32);  // high bits are the best ones
    if (x >= threshold) return x % n;
  }
}

CubieCube random_cubie(Rng& rng) {
  CubieCube c;
  shuffle(c.cp, std::array<int, 8>{0, 1, 2, 3, 4, 5, 6, 7}, rng);
  shuffle(c.ep, std::array<int, 12>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, rng);
  // Swapping two fixed edges maps odd-parity mismatches one-to-one onto matches,
  // so the result stays uniform over reachable permutations.
  if (parity(c.cp) != parity(c.ep)) std::swap(c.ep[10], c.ep[11]);
  random_twists(c.co, std::array<int, 8>{0, 1, 2, 3, 4, 5, 6, 7}, rng);
  int flips = 0;
  for (int e = 0; e < kEdges - 1; ++e) {
    c.eo[e] = static_cast<uint8_t>(rng.below(2));
    flips += c.eo[e];
  }
  c.eo[kEdges - 1] = static_cast<uint8_t>(flips % 2);
  return c;
}

CornerCube random_corners(Rng& rng) {
  // The 2x2x2 is read relative to DBL, so only the other seven corners move.
  const std::array<int, 7> movable{URF, UFL, ULB, UBR, DFR, DLF, DRB};
  CornerCube c;
  shuffle(c.cp, movable, rng);
  random_twists(c.co, movable, rng);
  return c;
}

std::string random_facelets(Puzzle p, uint64_t seed) {
  Rng rng(seed);
  return random_facelets(p, rng);
}

}  // namespace cube
