// What every state of a twisty puzzle too big for a distance table (the Megaminx) keeps,
// read from its turns: per orbit, whether the permutation stays even (with the parities
// of orbits that turns change together) and whether the twists' sum stays 0. A state
// read piece by piece is reachable exactly when it keeps them (for the Megaminx: even
// corner and edge permutations, corner twists summing to 0 mod 3, edge flips to 0 mod 2);
// random states are drawn with them, uniformly.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/random_state.h"
#include "puzzles/twisty/twisty_pieces.h"
#include "puzzles/twisty/twisty_puzzle.h"

namespace cube::twisty {

struct Invariants {
  // The parities (bit o: orbit o's permutation is odd) the turns can make: a basis.
  std::vector<uint64_t> parity_basis;
  std::vector<bool> twist_sum_kept;  // per orbit: every turn keeps the sum of its twists
};

// From the turns that leave the colour centres in place (all of them when it has none).
Invariants invariants_of(const Puzzle& puzzle);

// Whether pieces keep the invariants; false and *why naming the orbit when not.
// (`text`: the same as a message code, for other languages.)
bool keeps_invariants(const Puzzle& puzzle, const Invariants& inv, const Pieces& pieces, std::string* why,
                      Message* text = nullptr);

// A uniformly random state that keeps them (pieces that cannot leave their slot stay).
Pieces random_pieces_keeping(const Puzzle& puzzle, const Invariants& inv, Rng& rng);

// The parity of a permutation (true: odd).
bool odd_permutation(const std::vector<int>& perm);

}  // namespace cube::twisty
