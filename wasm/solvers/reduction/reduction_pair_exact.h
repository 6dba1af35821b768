// Phase 3's exact edge measure (the idea of cs0x7f's TPR-4x4x4-Solver's phase-3 edge
// table, written here from the description): with the edges unnamed, the pairing
// state is one permutation r of the 12 slots, r[b] = the slot of the A wing whose
// edge has its B wing in slot b (reduction_wings.h); every edge is paired when r is
// the identity, and a pairing turn takes r to a∘r∘b⁻¹ (a, b: where it takes A and B
// slots), so r stays even. Coordinates: the values on the 4 E-slice slots (12·11·10·9
// = 11,880 cases), reduced by the whole-cube rotations that keep the U-D axis and the
// wing classes (conjugation s∘r∘s⁻¹, which keeps the turn set and the goal), times the
// even order of the other 8 values (8!/2). A breadth-first search from the identity
// fills the distances up to kExactDepth (depth 9: ~2.6 M of ~31 M entries, ~1 s);
// the others read kExactDepth + 1, a lower bound. 4 bits an entry.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "solvers/reduction/reduction_wings.h"

namespace cube::reduction {

using SlotPerm = std::array<uint8_t, 12>;

class ExactPairTable {
 public:
  static constexpr int kExactDepth = 9;
  // search false: the symmetry and move data only, the distances left for a stored copy.
  explicit ExactPairTable(bool search = true);

  static SlotPerm perm_of(const PairSlots& p);
  // r turned by pairing_turns()[i].
  SlotPerm after(const SlotPerm& r, size_t i) const {
    SlotPerm out{};
    const auto& a = a_to_[i];
    const auto& b = b_to_[i];
    for (int s = 0; s < 12; ++s) out[b[s]] = a[r[s]];
    return out;
  }
  // No pairing turns pair an odd r.
  static bool even(const SlotPerm& r) { return permutation_parity(r) == 0; }
  // Pairing turns at least for an even r (kExactDepth + 1: that many or more).
  int distance(const SlotPerm& r) const { return distance_at(index_of(r)); }
  // The same in two steps, so that a search can look several up at once (the table
  // is larger than the caches: its reads, independent, then overlap).
  uint32_t index_of(const SlotPerm& r) const;
  int distance_at(uint32_t index) const {
    const int d = nibble(index);
    return d == 0xF ? kExactDepth + 1 : d;
  }

  size_t classes() const { return reps_.size(); }
  size_t symmetries() const { return syms_.size(); }
  // Canonical entries per depth 0..kExactDepth (for the tests).
  std::vector<uint32_t> counts() const;
  size_t bytes() const { return dist_.size(); }
  const std::vector<uint8_t>& distances() const { return dist_; }
  std::vector<uint8_t>& distances_to_fill() { return dist_; }

 private:
  static constexpr uint32_t kPerClass = 20160;  // 8!/2
  SlotPerm unrank(uint32_t index) const;
  int nibble(uint32_t i) const { return (dist_[i >> 1] >> ((i & 1) * 4)) & 0xF; }
  void set_nibble(uint32_t i, int v) {
    uint8_t& byte = dist_[i >> 1];
    byte = static_cast<uint8_t>((byte & ~(0xF << ((i & 1) * 4))) | (v << ((i & 1) * 4)));
  }

  std::vector<std::array<uint8_t, 12>> a_to_, b_to_;  // per pairing turn
  std::vector<SlotPerm> syms_;                        // slot maps s of the symmetries
  std::array<uint8_t, 4> e_slots_{};                  // the E slice's slots, ascending
  std::array<uint8_t, 8> other_slots_{};
  std::vector<uint16_t> class_of_;  // by base-12 code of the E values
  std::vector<uint8_t> syms_of_;    // ... the symmetries (bits) taking them to the class's representative
  struct Rep {
    std::array<uint8_t, 4> e;         // the E values
    std::array<uint8_t, 12> rank_of;  // a value's rank among the other 8
    std::array<uint8_t, 8> values;    // the other 8, ascending
  };
  std::vector<Rep> reps_;
  std::vector<uint8_t> dist_;  // two entries a byte, 0xF: beyond kExactDepth
};

bool exact_pair_table_built();
const ExactPairTable& exact_pair_table();  // built on first use
void install_exact_pair_table(std::unique_ptr<ExactPairTable> table);

}  // namespace cube::reduction
