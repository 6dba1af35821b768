// Phase 3 of the 5x5x5's five-phase reduction (after cs0x7f's cube555): from the group
// of every outer turn and the six wide half turns (each face pair's centres on that
// pair) to phase 4's group (five_phase_4.h): the middle edges oriented (U-D axis),
// every wing in its class (the 12 places phase 4 and 5 turn it through), the E slice's
// pieces out of the M slice's slots, the U-D and F-B centres as phase 4 has them.
// Coordinates: the wings of class A as a set of 12 of the 24 places; the E slice's 8
// wings as a set of 8 places; the middle edges' flips and the E middle edges' slots
// (12-bit masks); the U-D and the F-B faces' 16 centre stickers each. Bounds: each a
// distance table (flips with the E slots together).
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "solvers/reduction/five_phase_coords.h"
#include "solvers/reduction/five_phase_search.h"

namespace cube::reduction {

// Sets of k of 24 places as 24-bit masks, ranked in increasing order of the masks.
struct PlaceSets {
  int k = 0;
  std::vector<uint32_t> masks;                    // [rank]
  std::vector<std::array<uint32_t, 25>> partial;  // [byte * 256 + value][bits below]
  uint32_t rank(uint32_t mask) const;
};
PlaceSets make_place_sets(int n, int k);

struct FivePhase3Tables {
  std::vector<int> turns;  // BlockTurns indices
  StickerPattern ud, fb;
  std::unordered_set<uint32_t> centre_goals;  // ud * fb.size() + fb, as phase 4 has them
  uint32_t class_a = 0;                       // the class's places (mask)
  uint32_t m_places = 0;                      // the M slice's slots' wing places (mask)
  // [turn][byte][value]: the 24 wing places' and 12 slots' masks moved; the slots whose
  // middle edge a turn flips (on arrival).
  std::vector<std::array<std::array<uint32_t, 256>, 3>> wing_move;
  std::vector<std::array<std::array<uint16_t, 256>, 2>> slot_move;
  std::vector<uint16_t> flips;
  PlaceSets sets12, sets8;
  std::vector<uint16_t> slot_sets_rank;  // [12-bit mask] -> rank among the 4-sets (495)
  std::vector<uint8_t> class_dist;       // by sets12 rank
  std::vector<uint8_t> e_wing_dist;      // by sets8 rank
  std::vector<uint8_t> flip_slot_dist;   // [flips & 0x7ff] * 495 + E slots rank
  std::vector<uint8_t> ud_dist, fb_dist;
  // Phase 3 in two (FivePhase3a, FivePhase3b below).
  std::vector<int> turns_b;        // BlockTurns indices
  std::vector<int> b_to_turn;      // [3b turn] -> index into turns
  std::vector<uint8_t> flip_dist;  // [flips & 0x7ff]
  std::vector<uint8_t> fb_dist_a;  // [fb]: to the F-B patterns 3b's turns reach its goals from
  // [(flips & 0x7ff) * fb.size() + fb]: both at once (F and B flip edges and turn the F-B centres).
  std::vector<uint8_t> flip_fb;
  std::vector<uint16_t> compress[2];    // [class][byte * 256 + value]: 12-bit mask of the class's places
  std::vector<uint8_t> slots_wings[2];  // [class][E slots rank * 495 + E wings of the class rank]
  std::vector<uint8_t> ud_dist_b, fb_dist_b;
  size_t bytes() const {
    return class_dist.size() + e_wing_dist.size() + flip_slot_dist.size() + ud_dist.size() + fb_dist.size() +
           flip_dist.size() + fb_dist_a.size() + flip_fb.size() + slots_wings[0].size() + slots_wings[1].size() +
           ud_dist_b.size() + fb_dist_b.size();
  }
  uint16_t local(int cls, uint32_t mask) const {
    const auto& c = compress[cls];
    return static_cast<uint16_t>(c[mask & 255] | c[256 + (mask >> 8 & 255)] | c[512 + (mask >> 16)]);
  }
  std::vector<std::pair<std::string, std::vector<uint8_t>*>> distance_tables_to_fill();
  std::vector<std::pair<std::string, const std::vector<uint8_t>*>> distance_tables() const;
  void fill(const FillProgress& progress = {});
  uint32_t move_wings(uint32_t mask, size_t m) const {
    const auto& t = wing_move[m];
    return t[0][mask & 255] | t[1][mask >> 8 & 255] | t[2][mask >> 16];
  }
  uint16_t move_slots(uint16_t mask, size_t m) const {
    const auto& t = slot_move[m];
    return static_cast<uint16_t>(t[0][mask & 255] | t[1][mask >> 8]);
  }
};

std::vector<int> five_phase_3_turns();
// The wing places of class A (a mask): those phases 4 and 5 turn wing place 0 through.
uint32_t five_phase_3_class_a();
// Move tables and goals made, distances not filled.
FivePhase3Tables make_five_phase_3_tables();
// Made and filled on first use.
const FivePhase3Tables& five_phase_3_tables(const FillProgress& progress = {});
bool five_phase_3_tables_built();
// For the byte format: tables from make_five_phase_3_tables() whose distance tables
// (distance_tables_to_fill) the stored copy filled; a set already built stays.
void install_five_phase_3_tables(std::unique_ptr<FivePhase3Tables> tables);

class FivePhase3 {
 public:
  struct Node {
    uint32_t class_a = 0, e_wings = 0;  // masks of wing places
    uint16_t flips = 0, e_slots = 0;    // masks of slots
    uint16_t ud = 0, fb = 0;
  };
  explicit FivePhase3(const FivePhase3Tables& t) : t_(t), bt_(::cube::reduction::block_turns(5)) {}
  const BlockTurns& block_turns() const { return bt_; }
  const std::vector<int>& turns() const { return t_.turns; }
  void after(const Node& from, int m, Node& to) const;
  int bound(const Node& node, int limit) const;
  bool done(const Node& node) const;
  bool read(const std::string& stickers, Node& node) const;

 private:
  const FivePhase3Tables& t_;
  const BlockTurns& bt_;
};

// Phase 3 in two steps, each with small tables that bound it well (the one step above
// needs a table of the wing classes and flips together, ~90 MB, to search random
// states): 3a puts every wing in its class, orients the middle edges and turns the F
// and B centres to where 3b's F2 and B2 can finish them (phase 3's turns); 3b, with U, D, R, L, F2, B2 and the wide
// half turns (which keep both), takes the E slice's pieces out of the M slice's slots and the centres to phase 4's.
class FivePhase3a {
 public:
  struct Node {
    uint32_t class_a = 0;
    uint16_t flips = 0, fb = 0;
  };
  explicit FivePhase3a(const FivePhase3Tables& t) : t_(t), bt_(::cube::reduction::block_turns(5)) {}
  const BlockTurns& block_turns() const { return bt_; }
  const std::vector<int>& turns() const { return t_.turns; }
  void after(const Node& from, int m, Node& to) const;
  int bound(const Node& node, int limit) const;
  bool done(const Node&) const { return true; }
  bool read(const std::string& stickers, Node& node) const;

 private:
  const FivePhase3Tables& t_;
  const BlockTurns& bt_;
};

class FivePhase3b {
 public:
  struct Node {
    uint32_t e_wings = 0;
    uint16_t e_slots = 0, ud = 0, fb = 0;
  };
  explicit FivePhase3b(const FivePhase3Tables& t) : t_(t), bt_(::cube::reduction::block_turns(5)) {}
  const BlockTurns& block_turns() const { return bt_; }
  const std::vector<int>& turns() const { return t_.turns_b; }
  void after(const Node& from, int m, Node& to) const;
  int bound(const Node& node, int limit) const;
  bool done(const Node&) const { return true; }  // bound 0: in phase 4's group
  // False outside 3b's group (a wing out of its class, a middle edge flipped).
  bool read(const std::string& stickers, Node& node) const;

 private:
  const FivePhase3Tables& t_;
  const BlockTurns& bt_;
};

}  // namespace cube::reduction
