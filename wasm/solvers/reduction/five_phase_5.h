// Phase 5 of the 5x5x5's five-phase reduction (after cs0x7f's cube555): from the group
// of U, D, R2, F2, L2, B2, Rw2, Fw2, Lw2, Bw2 (the U and D centres on U and D, the
// others on their axis, the E-slice edges paired in the E slice, every wing in its
// class) to reduced: every centre home and every edge paired, with those turns.
// Coordinates (five_phase_coords.h): the 48 centre stickers; the 16 on U and D; per
// class of the U and D layers' wings (the 8 turned onto one another), which slot holds
// each wing's middle edge. Bounds: the centres' exact distance, and each wing class's
// with the U-D centres (one table, by classes under the 16 symmetries that keep the
// phase and the class: 2644 x 4900 entries; the high class read through a mirror).
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "solvers/reduction/five_phase_coords.h"
#include "solvers/reduction/five_phase_search.h"

namespace cube::reduction {

struct FivePhase5Tables {
  std::vector<int> turns;  // BlockTurns indices
  StickerPattern centres;  // the 48 centre stickers
  StickerPattern ud;       // the 16 centre stickers on U and D
  WingMidgePermutation low, high;
  // A symmetry that takes the high class's places onto the low class's, and the phase
  // turn each turn becomes under it: the high class is looked up in the low class's
  // table as the mirrored cube's.
  CubeRotation mirror;
  std::vector<int> mirror_turn;
  std::vector<uint8_t> centre_dist;  // by centres
  SymPairTable low_ud;               // low wing permutation (by class) x ud
  size_t bytes() const { return centre_dist.size() + low_ud.dist.size(); }
  // The distance tables by name, for the byte format to store and fill.
  std::vector<std::pair<std::string, std::vector<uint8_t>*>> distance_tables_to_fill();
  std::vector<std::pair<std::string, const std::vector<uint8_t>*>> distance_tables() const;
  void fill(const FillProgress& progress = {});
};

// The phase's turns (BlockTurns indices).
std::vector<int> five_phase_5_turns();
// Move tables and classes made, distances not filled.
FivePhase5Tables make_five_phase_5_tables();
// Made and filled on first use.
const FivePhase5Tables& five_phase_5_tables(const FillProgress& progress = {});
bool five_phase_5_tables_built();
// For the byte format: tables from make_five_phase_5_tables() whose distance tables
// (distance_tables_to_fill) the stored copy filled; a set already built stays.
void install_five_phase_5_tables(std::unique_ptr<FivePhase5Tables> tables);

class FivePhase5 {
 public:
  struct Node {
    uint32_t centre = 0;
    uint16_t ud = 0, low = 0;
    uint16_t mirror_ud = 0, mirror_high = 0;  // the mirrored cube's ud and low
  };
  explicit FivePhase5(const FivePhase5Tables& t) : t_(t), bt_(::cube::reduction::block_turns(5)) {}
  const BlockTurns& block_turns() const { return bt_; }
  const std::vector<int>& turns() const { return t_.turns; }
  void after(const Node& from, int m, Node& to) const;
  int bound(const Node& node, int limit) const;
  bool done(const Node&) const { return true; }  // bound 0: centres home, wings paired
  // False when the stickers are not in the phase's group.
  bool read(const std::string& stickers, Node& node) const;

 private:
  const FivePhase5Tables& t_;
  const BlockTurns& bt_;
};

}  // namespace cube::reduction
