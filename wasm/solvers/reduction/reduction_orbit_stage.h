// One centre orbit (24 positions, four stickers of each colour: core/cube_layout.h) as
// a stage of a centre search sees it (the five-phase reduction's phases 1 and 2): a
// product of up to three subset coordinates (which of some positions show some colours),
// with every state's exact distance to the stage's goal under the stage's turns, by
// breadth-first search.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "solvers/reduction/reduction_bfs.h"

namespace cube::reduction {

// The permutation parity of a wing orbit's 24 wings (0 even).
int wing_orbit_parity(int n, int wing_orbit, const std::string& stickers);

struct SubsetPart {
  uint32_t positions;   // the orbit positions the part watches (a mask; closed under the stage's turns)
  std::string colours;  // the colours it tracks there (face letters)
  int k;                // how many of them
};

class OrbitStage {
 public:
  // turn_set: BlockTurns indices of cube n. parity_wings: a wing orbit whose permutation
  // parity the stage also tracks (its goal even: then the wings pair with no parity
  // left, as pairing turns keep it), or -1. Makes the move tables (milliseconds); the
  // distances are fill()'s, or read from the byte format into distances_to_fill().
  OrbitStage(int n, int orbit, std::vector<SubsetPart> parts, std::vector<int> turn_set, int parity_wings = -1);

  // The breadth-first search from the goal (the slow part).
  void fill(const FillProgress& progress = {});
  const std::vector<uint8_t>& distances() const { return dist_; }
  std::vector<uint8_t>& distances_to_fill() { return dist_; }

  uint32_t index_of(const std::string& stickers) const;
  uint32_t after(uint32_t s, int turn) const;  // any turn of turn_set
  int distance(uint32_t s) const { return dist_[s]; }
  size_t size() const { return dist_.size(); }
  size_t bytes() const;
  int orbit() const { return orbit_; }
  uint32_t goal() const { return goal_; }

 private:
  uint32_t part_after(int p, uint32_t s, int turn) const;
  uint32_t turn_mask(int turn, uint32_t mask) const;

  int n_, orbit_;
  std::vector<SubsetPart> parts_;
  std::vector<int> turns_;
  int parity_wings_ = -1;
  std::vector<uint8_t> flips_;  // per turn, when tracking a parity
  std::vector<int> local_;      // turn -> index in turns_, or -1
  uint32_t sizes_[3] = {1, 1, 1};
  std::vector<uint32_t> moves_[3];                               // part state * turns_ + local; empty: computed
  std::vector<uint32_t> unrank_[3];                              // part state -> mask over all 24 positions
  std::vector<std::array<std::array<uint32_t, 256>, 3>> bytes_;  // [turn]: mask turned byte by byte
  std::vector<uint8_t> dist_;
  uint32_t goal_ = 0;
};

}  // namespace cube::reduction
