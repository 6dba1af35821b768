#include "solvers/reduction/reduction_orbit_stage.h"

#include <bit>
#include <string_view>

#include "core/cube_layout.h"
#include "core/facelets.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_subsets.h"
#include "solvers/reduction/reduction_wings.h"

namespace cube::reduction {
namespace {

// Move tables up to this many entries per part; larger parts turn masks on the fly.
constexpr size_t kMaxMoveEntries = size_t{1} << 22;

uint32_t colour_bits(const std::string& stickers, const std::array<int, 24>& orbit, const std::string& colours) {
  uint32_t mask = 0;
  for (int i = 0; i < 24; ++i)
    if (colours.find(stickers[orbit[i]]) != std::string::npos) mask |= 1u << i;
  return mask;
}

}  // namespace

int wing_orbit_parity(int n, int wing_orbit, const std::string& stickers) {
  const CubeLayout& l = *cube_layout(n);
  std::array<uint8_t, 24> piece{};
  for (int p = 0; p < 24; ++p) {
    const auto& w = l.wings[wing_orbit][p];
    const auto face = [](char c) { return static_cast<int>(std::string_view("URFDLB").find(c)); };
    piece[p] = static_cast<uint8_t>(l.identify_wing(wing_orbit, p, face(stickers[w[0]]), face(stickers[w[1]])));
  }
  return permutation_parity(piece);
}

OrbitStage::OrbitStage(int n, int orbit, std::vector<SubsetPart> parts, std::vector<int> turn_set, int parity_wings)
    : n_(n), orbit_(orbit), parts_(std::move(parts)), turns_(std::move(turn_set)), parity_wings_(parity_wings) {
  const BlockTurns& bt = block_turns(n);
  if (parity_wings >= 0)
    for (int t = 0; t < bt.count(); ++t)
      flips_.push_back(static_cast<uint8_t>(permutation_parity(bt.wing_to[parity_wings][t])));
  local_.assign(bt.count(), -1);
  for (size_t i = 0; i < turns_.size(); ++i) local_[turns_[i]] = static_cast<int>(i);
  bytes_.resize(bt.count());
  for (int t = 0; t < bt.count(); ++t)
    for (int chunk = 0; chunk < 3; ++chunk)
      for (int b = 0; b < 256; ++b) {
        uint32_t out = 0;
        for (int i = 0; i < 8; ++i)
          if (b >> i & 1) out |= 1u << bt.centre_to[orbit][t][8 * chunk + i];
        bytes_[t][chunk][b] = out;
      }
  for (size_t p = 0; p < parts_.size(); ++p) {
    const int m = std::popcount(parts_[p].positions);
    sizes_[p] = binomial(m, parts_[p].k);
    unrank_[p].resize(sizes_[p]);
    for (uint32_t r = 0; r < sizes_[p]; ++r)
      unrank_[p][r] = expand(unrank_bits(r, m, parts_[p].k), parts_[p].positions);
    if (static_cast<size_t>(sizes_[p]) * turns_.size() <= kMaxMoveEntries) {
      moves_[p].resize(static_cast<size_t>(sizes_[p]) * turns_.size());
      for (uint32_t r = 0; r < sizes_[p]; ++r)
        for (size_t i = 0; i < turns_.size(); ++i) moves_[p][r * turns_.size() + i] = part_after(p, r, turns_[i]);
    }
  }
  dist_.assign(static_cast<size_t>(sizes_[0]) * sizes_[1] * sizes_[2] * (flips_.empty() ? 1 : 2), kUnreachable);
  goal_ = index_of(solved_facelets(Puzzle{n}));
}

void OrbitStage::fill(const FillProgress& progress) {
  dist_[goal_] = 0;
  fill_distances(
      dist_, {goal_}, turns_.size(), [&](uint32_t s, size_t i) { return after(s, turns_[i]); }, progress);
}

uint32_t OrbitStage::turn_mask(int turn, uint32_t mask) const {
  const auto& b = bytes_[turn];
  return b[0][mask & 0xFF] | b[1][(mask >> 8) & 0xFF] | b[2][mask >> 16];
}

uint32_t OrbitStage::part_after(int p, uint32_t s, int turn) const {
  const uint32_t positions = parts_[p].positions;
  const uint32_t turned = turn_mask(turn, unrank_[p][s]);
  return rank_bits(positions == 0xFFFFFF ? turned : compress(turned, positions));
}

uint32_t OrbitStage::index_of(const std::string& stickers) const {
  const std::array<int, 24>& orbit = cube_layout(n_)->centres[orbit_];
  uint32_t index = 0;
  for (size_t p = 0; p < parts_.size(); ++p) {
    const uint32_t mask = colour_bits(stickers, orbit, parts_[p].colours) & parts_[p].positions;
    index = index * sizes_[p] + rank_bits(compress(mask, parts_[p].positions));
  }
  return flips_.empty() ? index : 2 * index + wing_orbit_parity(n_, parity_wings_, stickers);
}

uint32_t OrbitStage::after(uint32_t s, int turn) const {
  const int local = local_[turn];
  int bit = 0;
  if (!flips_.empty()) bit = static_cast<int>(s & 1) ^ flips_[turn], s >>= 1;
  uint32_t digits[3] = {0, 0, 0};
  for (int p = static_cast<int>(parts_.size()) - 1; p >= 0; --p) {
    digits[p] = s % sizes_[p];
    s /= sizes_[p];
  }
  uint32_t index = 0;
  for (size_t p = 0; p < parts_.size(); ++p) {
    const uint32_t next = moves_[p].empty() ? part_after(static_cast<int>(p), digits[p], turn)
                                            : moves_[p][digits[p] * turns_.size() + local];
    index = index * sizes_[p] + next;
  }
  return flips_.empty() ? index : 2 * index + bit;
}

size_t OrbitStage::bytes() const {
  size_t b = dist_.size();
  for (int p = 0; p < 3; ++p) b += moves_[p].size() * 4 + unrank_[p].size() * 4;
  return b;
}

}  // namespace cube::reduction
