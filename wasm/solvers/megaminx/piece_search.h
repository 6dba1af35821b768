// A search for one step of a step-by-step twisty solver (the Megaminx's): bring a few
// pieces home with the turns of a few faces while the pieces already home that those
// turns touch come back home too. IDA*, its bound the largest of small pattern tables:
// each the exact distance of a group of at most three of the step's pieces (where each
// is and how it is twisted) over the step's turns, built once per step, on first use.
// Codes number the slots the step's turns reach: a piece is slot * twists + twist.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "puzzles/twisty/twisty_pieces.h"
#include "puzzles/twisty/twisty_puzzle.h"

namespace cube::twisty {

struct PieceId {
  int orbit = 0;
  int home = 0;               // the slot it is solved in
  int goal_twist = 0;         // its twist there at the step's end (0: solved)
  bool ignore_twist = false;  // the step places it, however twisted
};

class PieceSearch {
 public:
  // turns: indices into puzzle.turns; targets then kept: the pieces that must be home
  // after the step (kept are home before it too).
  // The bound is the tables' largest (admissible: each step's solution is the shortest).
  // patterns: the tables as pattern_bytes() wrote them, read from *patterns on (which is
  // moved past them) instead of built; a table the bytes cannot hold is built.
  PieceSearch(const Puzzle& puzzle, std::vector<int> turns, std::vector<PieceId> targets, std::vector<PieceId> kept,
              const std::vector<uint8_t>* patterns = nullptr, size_t* at = nullptr);

  // The pattern tables, one after another (the Megaminx solver's byte format).
  std::vector<uint8_t> pattern_bytes() const;

  // The shortest sequence of the step's turns (as the tables bound it) that brings every
  // piece home; false when none within max_depth or the node budget.
  bool solve(const Pieces& from, int max_depth, uint64_t node_budget, std::vector<int>* turns, uint64_t* nodes) const;
  // Heuristic distance of a state (the tables' largest).
  int bound(const Pieces& from) const;

 private:
  struct Group {
    std::vector<int> members;  // indices into pieces_
    std::vector<int> radix;    // each member's place value in the table's index
    std::vector<uint8_t> dist;
  };
  int code_of(const Pieces& p, const PieceId& id) const;
  int h(const int* codes) const;
  // codes: the pieces' codes at depth g, in pool[g * pieces .. ]; the next depth's after.
  bool dfs(std::vector<int>& pool, int g, int limit, int last, std::vector<int>& path, uint64_t& nodes,
           uint64_t budget) const;
  void build(Group& group) const;
  const std::vector<uint8_t>* patterns_ = nullptr;  // set while the constructor reads them
  size_t* at_ = nullptr;

  const Puzzle& puzzle_;
  std::vector<int> turns_;
  std::vector<PieceId> pieces_;
  std::vector<int> face_of_turn_;                    // per step turn: its axis index, to skip a face twice
  std::vector<std::vector<bool>> commutes_before_;   // [a][b]: b after a is skipped (they commute, b < a)
  std::vector<std::vector<std::vector<int>>> next_;  // [orbit][step turn][code] -> code
  std::vector<std::vector<int>> local_;              // [orbit][slot] -> the step's slot number, -1 beyond its reach
  std::vector<int> codes_;                           // [orbit]: codes of the step's slots (slots x twists)
  std::vector<int> ignore_;                          // per piece: its twists when ignored, else 0
  std::vector<Group> groups_;
};

}  // namespace cube::twisty
