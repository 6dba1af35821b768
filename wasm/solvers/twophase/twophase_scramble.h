// WCA-style random-state scrambles for the 3x3x3: a uniformly random state, and the
// scramble is the inverse of a two-phase solution of it. States that need fewer than
// 2 moves (solved, or one turn away) are drawn again. Reproducible from the seed.
#pragma once
#include <cstdint>
#include <vector>

#include "core/cubie.h"
#include "core/move.h"
#include "core/random_state.h"

namespace cube::twophase {

inline constexpr int kScrambleMaxLength = 21;  // as the WCA scrambler (TNoodle) uses

struct Scramble {
  std::vector<Move> moves;  // applied to a solved cube, gives `state`
  CubieCube state;
};

// Draws from rng; uses the default tables (built on first use).
Scramble random_scramble(Rng& rng, int max_length = kScrambleMaxLength);
// count scrambles from Rng(seed).
std::vector<Scramble> random_scrambles(int count, uint64_t seed, int max_length = kScrambleMaxLength);

}  // namespace cube::twophase
