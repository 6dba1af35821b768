// Every state of a twisty puzzle with its distance from solved, by breadth-first search,
// and the optimal solver that walks down it. The state space is a product of two
// components (groups of orbits: Pyraminx edges x centres, Skewb centres x corners),
// each numbered densely by a search of its own reachable arrangements; orbits in no
// component (the Pyraminx tips) are solved apart, by the turns the table does not use.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/random_state.h"
#include "puzzles/twisty/twisty_pieces.h"
#include "puzzles/twisty/twisty_puzzle.h"

namespace cube::twisty {

class DistanceTable {
 public:
  static constexpr uint8_t kUnreachable = 255;
  // components: two lists of orbit indices; turns: the turns searched (indices).
  DistanceTable(const Puzzle& puzzle, std::array<std::vector<int>, 2> components, std::vector<int> turns);

  uint64_t size() const { return static_cast<uint64_t>(states_[0].size()) * states_[1].size(); }
  int distance(uint64_t index) const { return dist_[index]; }
  // How many states lie at each distance (index = distance).
  std::vector<uint64_t> counts() const;
  // The table's index of the pieces; false and *why (naming the orbit) when a component
  // holds an arrangement the turns cannot reach.
  bool index_of(const Pieces& pieces, uint64_t* index, std::string* why) const;
  // An optimal solution from the pieces (the table's turns, then the free orbits: each
  // free turn that untwists a piece, first in the solution). False and *why if unreachable.
  bool solve(const Pieces& pieces, std::vector<int>* turns, std::string* why) const;
  // A uniformly random state (free orbits twisted at random too).
  Pieces random_pieces(Rng& rng) const;
  const Puzzle& puzzle() const { return puzzle_; }

 private:
  uint64_t next(uint64_t index, size_t turn) const;
  std::vector<int> free_turns_for(const Pieces& pieces) const;

  const Puzzle& puzzle_;
  std::array<std::vector<int>, 2> components_;
  std::vector<int> turns_;
  std::array<std::vector<Pieces>, 2> states_;                    // dense number -> pieces (its orbits only)
  std::array<std::unordered_map<uint64_t, uint32_t>, 2> dense_;  // raw coordinate -> dense number
  std::array<std::vector<uint32_t>, 2> moves_;                   // dense * turns + t -> dense
  std::vector<uint8_t> dist_;
};

}  // namespace cube::twisty
