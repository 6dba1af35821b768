// Every state of a twisty puzzle with its distance from solved, by breadth-first search,
// and the optimal solver that walks down it. The state space is a product of two
// components (groups of orbits: Pyraminx edges x centres, Skewb centres x corners),
// each numbered densely by a search of its own reachable arrangements; orbits in no
// component (the Pyraminx tips) are solved apart, by the turns the table does not use.
#pragma once
#include <array>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/random_state.h"
#include "puzzles/twisty/twisty_pieces.h"
#include "puzzles/twisty/twisty_puzzle.h"

namespace cube::twisty {

// The components are numbered when the table is made (milliseconds); the distances,
// the breadth-first search over their product, on first need (distance, counts,
// index_of, solve), so reading and validating states and drawing random ones (the
// page's input worker) never pay for the search.
class DistanceTable {
 public:
  static constexpr uint8_t kUnreachable = 255;
  // components: two lists of orbit indices; turns: the turns searched (indices).
  DistanceTable(const Puzzle& puzzle, std::array<std::vector<int>, 2> components, std::vector<int> turns);

  uint64_t size() const { return static_cast<uint64_t>(states_[0].size()) * states_[1].size(); }
  int distance(uint64_t index) const { return distances()[index]; }
  // Whether the distances have been searched (the solver's "tables ready").
  bool searched() const { return searched_; }
  // Whether each component holds an arrangement the turns reach; false and *why (in
  // the orbit's terms) when one does not. The whole state is then reachable exactly
  // when the product of the components is, which is so for the Pyraminx and the Skewb
  // (every product state has a distance: tests/cpp/twisty_test.cpp).
  bool reachable(const Pieces& pieces, std::string* why, Message* text = nullptr) const;
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
  const std::vector<uint8_t>& distances() const;
  void search() const;
  std::vector<int> free_turns_for(const Pieces& pieces) const;

  const Puzzle& puzzle_;
  std::array<std::vector<int>, 2> components_;
  std::vector<int> turns_;
  std::array<std::vector<Pieces>, 2> states_;                    // dense number -> pieces (its orbits only)
  std::array<std::unordered_map<uint64_t, uint32_t>, 2> dense_;  // raw coordinate -> dense number
  std::array<std::vector<uint32_t>, 2> moves_;                   // dense * turns + t -> dense
  mutable std::once_flag searched_once_;
  mutable std::atomic<bool> searched_{false};
  mutable std::vector<uint8_t> dist_;
};

}  // namespace cube::twisty
