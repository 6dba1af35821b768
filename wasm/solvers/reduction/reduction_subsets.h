// Sets of centre positions as 24-bit masks (bit 4 f + i: face f's centre i, cube4.h),
// ranked among the k-subsets of n (colex), turned by the 36 block turns, and read
// from a 96-sticker state by colour: what the centre tables count with.
#pragma once
#include <cstdint>
#include <string>

namespace cube::reduction {

// C(n, k) for n, k <= 24.
uint32_t binomial(int n, int k);

// Colex rank of a set of bits below 2^24 among the sets of as many bits, and back.
uint32_t rank_bits(uint32_t bits);
uint32_t unrank_bits(uint32_t rank, int n, int k);

// The mask after turn m (reduction_moves.h index).
uint32_t turn_mask(int m, uint32_t mask);

// The bits of `mask` at `positions` packed into the low bits (pext), and back.
uint32_t compress(uint32_t mask, uint32_t positions);
uint32_t expand(uint32_t bits, uint32_t positions);

constexpr uint32_t face_bits(int f) { return 0xFu << (4 * f); }
inline constexpr uint32_t kU = face_bits(0), kR = face_bits(1), kF = face_bits(2), kD = face_bits(3), kL = face_bits(4),
                          kB = face_bits(5);

// The centre positions showing one of `colours` (face letters).
uint32_t colour_mask(const std::string& stickers, const std::string& colours);

}  // namespace cube::reduction
