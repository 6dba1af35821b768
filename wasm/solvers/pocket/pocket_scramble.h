// WCA-style random-state 2x2x2 scrambles: a uniformly random state (every one of the
// 3,674,160 equally likely) that needs at least 4 moves, written as the inverse of an
// optimal <U,R,F> solution -- so the scramble uses R, U and F turns only and is at
// most 11 moves. Reproducible from a seed (core/random_state.h's generator).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/move.h"
#include "core/random_state.h"

namespace cube::pocket {

struct PocketScramble {
  std::vector<Move> moves;  // R U F turns, HTM-optimal for the state
  std::string facelets;     // the state the scramble makes from solved (DBL home)
  int distance = 0;         // optimal HTM length = moves.size()
};

inline constexpr int kMinScrambleDistance = 4;

PocketScramble random_state_scramble(Rng& rng);
std::vector<PocketScramble> random_state_scrambles(int count, uint64_t seed);

}  // namespace cube::pocket
