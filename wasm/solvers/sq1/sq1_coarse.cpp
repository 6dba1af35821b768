// The coarse tables (sq1_coarse.h), built breadth-first from solved: a state and its
// turns share a distance, and a slash from one at distance d leads to one at d + 1 at most.
#include "solvers/sq1/sq1_coarse.h"

#include <array>
#include <chrono>
#include <cstdint>
#include <vector>

#include "puzzles/sq1/sq1_shapes.h"

namespace cube::sq1 {

namespace {

// The slots of a shape's corners (their first halves) or of its edges, as a 24-bit mask.
uint32_t edge_slots(uint32_t shape) { return ~(shape | turn_shape(shape, 1, 1)) & 0xffffff; }

// 8-bit masks with 4 bits set, ranked 0..69.
const std::array<int8_t, 256>& split_ranks() {
  static const auto ranks = [] {
    std::array<int8_t, 256> r{};
    r.fill(-1);
    int8_t n = 0;
    for (int m = 0; m < 256; ++m)
      if (__builtin_popcount(m) == 4) r[m] = n++;
    return r;
  }();
  return ranks;
}

// The bits of `value` at the set bits of `where`, packed in slot order, and back.
int gather(uint32_t where, uint32_t value) {
  int out = 0, k = 0;
  for (uint32_t w = where; w; w &= w - 1, ++k)
    if (value & (w & (0u - w))) out |= 1 << k;
  return out;
}
uint32_t deposit(uint32_t where, int packed) {
  uint32_t out = 0;
  int k = 0;
  for (uint32_t w = where; w; w &= w - 1, ++k)
    if (packed >> k & 1) out |= w & (0u - w);
  return out;
}

class CoarseTable {
 public:
  explicit CoarseTable(bool edges) : edges_(edges) {
    const Shapes& shapes = Shapes::get();
    std::array<int, 70> split_mask{};
    for (int m = 0; m < 256; ++m)
      if (split_ranks()[m] >= 0) split_mask[split_ranks()[m]] = m;
    dist_.assign(static_cast<size_t>(shapes.count()) * 2 * 70 * 2, 0xff);
    std::vector<uint32_t> frontier, next;
    const Sq1 s = solved();
    set_with_turns(shapes.index(shape_of(s)), parity(s), top_slots(s), false, 0, frontier);
    for (uint8_t d = 0; !frontier.empty(); ++d) {
      next.clear();
      for (uint32_t i : frontier) {
        const bool middle = i & 1;
        const int split = (i >> 1) % 70, par = (i / 140) & 1, shape = static_cast<int>(i / 280);
        const uint32_t top = slash_shape(deposit(slots(shapes.mask(shape)), split_mask[split]));
        const int after = shapes.after_slash(shape), p2 = par ^ shapes.slash_flips(shape);
        if (dist_[index(after, p2, top, !middle)] == 0xff) set_with_turns(after, p2, top, !middle, d + 1, next);
      }
      frontier.swap(next);
    }
  }

  int at(int shape, int par, const Sq1& s) const { return dist_[index(shape, par, top_slots(s), s.middle_flipped)]; }
  size_t bytes() const { return dist_.size(); }

 private:
  bool edges_;
  std::vector<uint8_t> dist_;

  uint32_t slots(uint32_t shape) const { return edges_ ? edge_slots(shape) : shape; }
  // The slots holding the top's corners (edges), a corner at its first half.
  uint32_t top_slots(const Sq1& s) const {
    const uint32_t where = slots(shape_of(s));
    uint32_t m = 0;
    for (uint32_t w = where; w; w &= w - 1) {
      const int i = __builtin_ctz(w);
      if (s.slots[i] < 8) m |= 1u << i;
    }
    return m;
  }
  size_t index(int shape, int par, uint32_t top, bool middle) const {
    const int split = split_ranks()[gather(slots(Shapes::get().mask(shape)), top)];
    return ((static_cast<size_t>(shape) * 2 + par) * 70 + split) * 2 + middle;
  }
  void set_with_turns(int shape, int par, uint32_t top, bool middle, uint8_t d, std::vector<uint32_t>& frontier) {
    for (const ShapeTurn& t : Shapes::get().turns(shape)) {
      const size_t j = index(t.shape, par ^ t.flip, turn_shape(top, t.top, t.bottom), middle);
      if (dist_[j] == 0xff) {
        dist_[j] = d;
        frontier.push_back(static_cast<uint32_t>(j));
      }
    }
  }
};

struct Tables {
  CoarseTable corners{false}, edges{true};
};

double built_ms = 0;

const Tables& tables() {
  static const Tables* t = [] {
    const auto t0 = std::chrono::steady_clock::now();
    auto* built = new Tables();
    built_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    return built;
  }();
  return *t;
}

}  // namespace

int coarse_bound(const Sq1& s, int shape, int parity) {
  const Tables& t = tables();
  const int c = t.corners.at(shape, parity, s), e = t.edges.at(shape, parity, s);
  return c > e ? c : e;
}

size_t coarse_bytes() { return tables().corners.bytes() + tables().edges.bytes(); }

double coarse_build_ms() {
  tables();
  return built_ms;
}

}  // namespace cube::sq1
