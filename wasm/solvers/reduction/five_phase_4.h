// Phase 4 of the 5x5x5's five-phase reduction (after cs0x7f's cube555, turned a
// quarter about F-B so that its quarter turns are R and L): from the group of R, L, U2,
// F2, D2, B2 and the six wide half turns to phase 5's group (five_phase_5.h): the four
// E-slice edges paired in the E slice, the R-L and F-B centres as phase 5 has them.
// In this group each of the three face pairs keeps its centres, the M slice's slots
// keep their pieces, and the R and L layers' 8 slots mix theirs; each wing keeps its
// class. Coordinates (five_phase_coords.h): the R-L and the F-B faces' 16 centre
// stickers each; where the E slice's 4 middle edges are among the 8 slots and where
// its wings of either class are among the class's 8 places. Bounds: the two centre
// patterns together; every edge piece the phase moves at once (five_phase_4_edges.h:
// the middle edges with both wing classes seen from them, by symmetry classes, 24.9 MB);
// the middle edges' slots, and each class's wings' places, with the F-B centre pattern;
// each class's wings seen from the middle edges with both centre orbits' R-L stickers
// (five_phase_4_edge_centres.h, 2 bits an entry, 36.3 MB; the high class through the
// R-L mirror, which swaps the classes).
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "solvers/reduction/five_phase_4_edge_centres.h"
#include "solvers/reduction/five_phase_4_edges.h"
#include "solvers/reduction/five_phase_coords.h"
#include "solvers/reduction/five_phase_search.h"

namespace cube::reduction {

struct FivePhase4Tables {
  std::vector<int> turns;  // BlockTurns indices
  StickerPattern ud, rl, fb;
  OrderedPlaces midges, low, high;
  // One class of the E slice's wings seen from its middle edges: which 4 of the 8
  // slots hold the E middle edges (70) and, in the order of those slots, where each
  // one's wing is (1680); and each class's wings as a set of 4 of its 8 places.
  std::vector<uint32_t> low_rel, high_rel;  // [rel * moves + m]
  std::vector<uint32_t> low_set, high_set;  // [set * moves + m]
  std::vector<uint32_t> midge_set;          // [set * moves + m]: the E middle edges' slots (70)
  std::vector<uint32_t> centre_goals;       // pair indices
  std::vector<uint8_t> centres;             // [rl * fb.size() + fb]
  FivePhase4Edges edges;                    // (low_rel, high_rel) together
  std::vector<uint8_t> midges_fb;           // [midge set * fb.size() + fb]
  // Each class's E wings' places (a set) with the F-B pattern: [set * fb.size() + fb].
  std::vector<uint8_t> low_fb, high_fb;
  FivePhase4EdgeCentres edge_centres;  // (low_rel, rl), by edges' classes
  // A mirror that keeps the phase and takes the high class's places to the low one's,
  // and each turn's index as it makes it.
  CubeRotation mirror;
  std::vector<int> mirror_turn;
  size_t bytes() const {
    return centres.size() + edges.dist.size() + edge_centres.dist.size() + midges_fb.size() + low_fb.size() +
           high_fb.size();
  }
  uint32_t rel(uint32_t midges_value, const OrderedPlaces& wings, uint32_t wings_value) const;
  uint32_t set(const OrderedPlaces& wings, uint32_t wings_value) const;
  std::vector<std::pair<std::string, std::vector<uint8_t>*>> distance_tables_to_fill();
  std::vector<std::pair<std::string, const std::vector<uint8_t>*>> distance_tables() const;
  void fill(const FillProgress& progress = {});
};

// The phase's turns (BlockTurns indices).
std::vector<int> five_phase_4_turns();
// Move tables and goals made, distances not filled.
FivePhase4Tables make_five_phase_4_tables();
// Made and filled on first use.
const FivePhase4Tables& five_phase_4_tables(const FillProgress& progress = {});
bool five_phase_4_tables_built();
// For the byte format: tables from make_five_phase_4_tables() whose distance tables
// (distance_tables_to_fill) the stored copy filled; a set already built stays.
void install_five_phase_4_tables(std::unique_ptr<FivePhase4Tables> tables);

class FivePhase4 {
 public:
  struct Node {
    uint32_t low_rel = 0, high_rel = 0;
    uint16_t rl = 0, fb = 0;
    uint8_t low_set = 0, high_set = 0;
    // The state through the mirror: its low rel (the high class's) and R-L pattern; and
    // the edges-with-centres distances of both classes (the table holds them mod 3).
    uint32_t mirror_low_rel = 0;
    uint16_t mirror_rl = 0;
    uint8_t low_centres = 0, high_centres = 0;
  };
  explicit FivePhase4(const FivePhase4Tables& t) : t_(t), bt_(::cube::reduction::block_turns(5)) {}
  const BlockTurns& block_turns() const { return bt_; }
  const std::vector<int>& turns() const { return t_.turns; }
  void after(const Node& from, int m, Node& to) const;
  int bound(const Node& node, int limit) const;
  bool done(const Node&) const { return true; }  // bound 0: in phase 5's group
  // False when the stickers are not in the phase's group.
  bool read(const std::string& stickers, Node& node) const;

 private:
  const FivePhase4Tables& t_;
  const BlockTurns& bt_;
};

}  // namespace cube::reduction
