#include "solvers/reduction/reduction_centres.h"

#include <array>
#include <atomic>
#include <bit>
#include <cstdint>
#include <mutex>
#include <string_view>

#include "core/cube4.h"
#include "solvers/reduction/reduction_moves.h"

namespace cube::reduction {
namespace {

constexpr uint8_t kUnknown = 0xFF;

struct Binomials {
  uint32_t c[25][25] = {};
  Binomials() {
    for (int n = 0; n <= 24; ++n) {
      c[n][0] = 1;
      for (int k = 1; k <= n; ++k) c[n][k] = c[n - 1][k - 1] + (k <= n - 1 ? c[n - 1][k] : 0);
    }
  }
};
const Binomials& binomials() {
  static const Binomials b;
  return b;
}

// Colex rank of a set of bits below 2^24 (the k-subset's place among all k-subsets
// of n), by bytes: what a byte's bits add depends only on how many set bits lie below it.
struct RankTable {
  uint32_t add[3][256][17] = {};
  RankTable() {
    for (int chunk = 0; chunk < 3; ++chunk)
      for (int b = 0; b < 256; ++b)
        for (int below = 0; below <= 16; ++below) {
          uint32_t r = 0;
          int j = below;
          for (int i = 0; i < 8; ++i)
            if (b >> i & 1) r += binomials().c[8 * chunk + i][++j];
          add[chunk][b][below] = r;
        }
  }
};
const RankTable g_rank;  // 52 KB, made at start-up

uint32_t rank_bits(uint32_t bits) {
  const uint32_t b0 = bits & 0xFF, b1 = (bits >> 8) & 0xFF, b2 = bits >> 16;
  const int p0 = std::popcount(b0), p1 = p0 + std::popcount(b1);
  return g_rank.add[0][b0][0] + g_rank.add[1][b1][p0] + g_rank.add[2][b2][p1];
}
uint32_t unrank_bits(uint32_t r, int n, int k) {
  uint32_t bits = 0;
  for (int p = n - 1; p >= 0 && k > 0; --p) {
    if (r >= binomials().c[p][k]) {
      r -= binomials().c[p][k];
      bits |= 1u << p;
      --k;
    }
  }
  return bits;
}

// A set of centre positions as a 24-bit mask, turned by byte-wise look-ups.
struct MaskTurns {
  std::array<std::array<std::array<uint32_t, 256>, 3>, kTurns> t{};
  MaskTurns() {
    for (int m = 0; m < kTurns; ++m)
      for (int chunk = 0; chunk < 3; ++chunk)
        for (int b = 0; b < 256; ++b) {
          uint32_t out = 0;
          for (int i = 0; i < 8; ++i)
            if (b >> i & 1) out |= 1u << turns()[m].centre_to[8 * chunk + i];
          t[m][chunk][b] = out;
        }
  }
  uint32_t apply(int m, uint32_t mask) const {
    return t[m][0][mask & 0xFF] | t[m][1][(mask >> 8) & 0xFF] | t[m][2][mask >> 16];
  }
};
const MaskTurns& mask_turns() {
  static const MaskTurns mt;
  return mt;
}

// Compresses the bits of `mask` at `positions` into the low bits (pext).
uint32_t compress(uint32_t mask, uint32_t positions) {
  uint32_t out = 0;
  int k = 0;
  for (uint32_t p = positions; p != 0; p &= p - 1, ++k)
    if (mask & (p & (0u - p))) out |= 1u << k;
  return out;
}
uint32_t expand(uint32_t bits, uint32_t positions) {
  uint32_t out = 0;
  for (uint32_t p = positions; p != 0; p &= p - 1, bits >>= 1)
    if (bits & 1) out |= p & (0u - p);
  return out;
}

constexpr uint32_t face_bits(int f) { return 0xFu << (4 * f); }
constexpr uint32_t kU = face_bits(0), kR = face_bits(1), kF = face_bits(2), kD = face_bits(3), kL = face_bits(4),
                   kB = face_bits(5);

uint32_t colour_mask(const std::string& stickers, const std::string& colours) {
  uint32_t mask = 0;
  for (int i = 0; i < cube4::kCentres; ++i)
    if (colours.find(stickers[cube4::layout().centre[i]]) != std::string::npos) mask |= 1u << i;
  return mask;
}

// ---- Stage 1: U and D centres onto U and D --------------------------------------------

struct Stage1 {
  static constexpr uint32_t kGoal = kU | kD;
  std::vector<uint8_t> dist;
  // Breadth-first from the goal, one frontier of masks at a time.
  Stage1() : dist(binomials().c[24][8], kUnknown) {
    const MaskTurns& turn = mask_turns();
    dist[rank_bits(kGoal)] = 0;
    std::vector<uint32_t> frontier{kGoal}, next;
    for (uint8_t depth = 0; !frontier.empty(); ++depth) {
      next.clear();
      for (uint32_t mask : frontier)
        for (int m = 0; m < kTurns; ++m) {
          const uint32_t after = turn.apply(m, mask);
          uint8_t& d = dist[rank_bits(after)];
          if (d == kUnknown) d = depth + 1, next.push_back(after);
        }
      frontier.swap(next);
    }
  }
  int distance(uint32_t mask) const { return dist[rank_bits(mask)]; }
};

// ---- Stages 2 and 3: products of small subset coordinates with move tables ----------

struct Part {
  uint32_t positions;   // the centre positions the part watches
  std::string colours;  // which colours it tracks there
  int k;                // how many of them
};

class ProductStage {
 public:
  ProductStage(std::vector<Part> parts, std::vector<uint32_t> goals, std::vector<int> turn_set)
      : parts_(std::move(parts)), turns_(std::move(turn_set)) {
    size_ = 1;
    for (const Part& p : parts_) {
      const int n = std::popcount(p.positions);
      const uint32_t count = binomials().c[n][p.k];
      sizes_.push_back(count);
      size_ *= count;
      std::vector<uint32_t> table(count * turns_.size());
      for (uint32_t r = 0; r < count; ++r) {
        const uint32_t mask = expand(unrank_bits(r, n, p.k), p.positions);
        for (size_t m = 0; m < turns_.size(); ++m)
          table[r * turns_.size() + m] = rank_bits(compress(mask_turns().apply(turns_[m], mask), p.positions));
      }
      moves_.push_back(std::move(table));
    }
    dist_.assign(size_, kUnknown);
    uint32_t goal = 0;
    for (size_t i = 0; i < parts_.size(); ++i)
      goal = goal * sizes_[i] + rank_bits(compress(goals[i], parts_[i].positions));
    dist_[goal] = 0;
    std::vector<uint32_t> coord(parts_.size()), frontier{goal}, next;
    for (uint8_t depth = 0; !frontier.empty(); ++depth) {
      next.clear();
      for (uint32_t s : frontier) {
        split(s, coord);
        for (size_t m = 0; m < turns_.size(); ++m) {
          const uint32_t after = step(coord, m);
          if (dist_[after] == kUnknown) dist_[after] = depth + 1, next.push_back(after);
        }
      }
      frontier.swap(next);
    }
  }

  uint32_t index_of(const std::string& stickers) const {
    uint32_t s = 0;
    for (size_t i = 0; i < parts_.size(); ++i)
      s = s * sizes_[i] + rank_bits(compress(colour_mask(stickers, parts_[i].colours), parts_[i].positions));
    return s;
  }
  int distance(uint32_t s) const { return dist_[s]; }
  const std::vector<int>& turn_set() const { return turns_; }
  uint32_t after(uint32_t s, size_t m) const {
    std::vector<uint32_t> coord(parts_.size());
    split(s, coord);
    return step(coord, m);
  }
  size_t bytes() const { return dist_.size(); }

 private:
  void split(uint32_t s, std::vector<uint32_t>& coord) const {
    for (size_t i = parts_.size(); i-- > 0;) coord[i] = s % sizes_[i], s /= sizes_[i];
  }
  uint32_t step(const std::vector<uint32_t>& coord, size_t m) const {
    uint32_t s = 0;
    for (size_t i = 0; i < parts_.size(); ++i) s = s * sizes_[i] + moves_[i][coord[i] * turns_.size() + m];
    return s;
  }

  std::vector<Part> parts_;
  std::vector<int> turns_;
  std::vector<uint32_t> sizes_;
  uint32_t size_ = 0;
  std::vector<std::vector<uint32_t>> moves_;
  std::vector<uint8_t> dist_;
};

std::vector<int> stage2_turns() {
  std::vector<int> out;
  for (int face = 0; face < 6; ++face)
    for (int power = 1; power <= 3; ++power) {
      out.push_back(turn_index(face, false, power));
      const bool ud = face == 0 || face == 3;
      if (ud || power == 2) out.push_back(turn_index(face, true, power));
    }
  return out;
}

std::vector<int> stage3_turns() {
  std::vector<int> out;
  for (int face = 0; face < 6; ++face)
    for (int power = 1; power <= 3; ++power) {
      out.push_back(turn_index(face, false, power));
      if (power == 2) out.push_back(turn_index(face, true, power));
    }
  return out;
}

struct Tables {
  Stage1 one;
  ProductStage two{{{kR | kF | kL | kB, "RL", 8}, {kU | kD, "U", 4}}, {kR | kL, kU}, stage2_turns()};
  ProductStage three{{{kU | kD, "U", 4}, {kR | kL, "R", 4}, {kF | kB, "F", 4}}, {kU, kR, kF}, stage3_turns()};
};

std::atomic<const Tables*> g_tables{nullptr};
std::mutex g_build;

const Tables& tables() {
  if (const Tables* t = g_tables.load(std::memory_order_acquire)) return *t;
  std::lock_guard<std::mutex> lock(g_build);
  if (const Tables* t = g_tables.load(std::memory_order_acquire)) return *t;
  static const Tables built;
  g_tables.store(&built, std::memory_order_release);
  return built;
}

// Among a stage's shortest solutions (walking down its exact table, the first
// `limit` found), the one whose end state `score`s lowest. `set` holds the stage's
// turns (reduction_moves.h indices); after(state, i) turns by set[i].
template <class Distance, class After, class Score>
std::vector<int> best_descent(uint32_t start, const std::vector<int>& set, Distance distance, After after, Score score,
                              int limit) {
  std::vector<int> path, best_path;
  int best = 1 << 30, visited = 0;
  auto dfs = [&](auto&& self, uint32_t s, int prev) -> void {
    const int d = distance(s);
    if (d == 0) {
      ++visited;
      const int sc = score(path);
      if (sc < best) best = sc, best_path = path;
      return;
    }
    for (size_t i = 0; i < set.size() && visited < limit; ++i) {
      if (!may_follow(prev, set[i])) continue;
      const uint32_t next = after(s, i);
      if (distance(next) != d - 1) continue;
      path.push_back(set[i]);
      self(self, next, set[i]);
      path.pop_back();
    }
  };
  dfs(dfs, start, -1);
  return best_path;
}

// Wide quarter turns change the wings' permutation parity (an inner layer's quarter
// turn is one 4-cycle of wings), which decides the reduced cube's OLL parity (an odd
// number of flipped edges): the centre stages pick solutions that leave it even.
int wing_parity(const std::string& stickers) {
  std::array<int, cube4::kWings> w{};
  for (int pos = 0; pos < cube4::kWings; ++pos) {
    const auto& st = cube4::layout().wing[pos];
    w[pos] = cube4::identify_wing(pos, static_cast<int>(std::string_view("URFDLB").find(stickers[st[0]])),
                                  static_cast<int>(std::string_view("URFDLB").find(stickers[st[1]])));
  }
  int parity = 0;
  std::array<bool, cube4::kWings> seen{};
  for (int i = 0; i < cube4::kWings; ++i) {
    if (seen[i]) continue;
    int length = 0;
    for (int j = i; !seen[j]; j = w[j]) seen[j] = true, ++length;
    parity ^= (length - 1) & 1;
  }
  return parity;
}

int quarter_wides(const std::vector<int>& path) {
  int n = 0;
  for (int m : path) n += turns()[m].wide && turns()[m].power != 2;
  return n;
}

constexpr int kCandidates = 64;

}  // namespace

bool centre_tables_built() { return g_tables.load(std::memory_order_acquire) != nullptr; }
void build_centre_tables() { tables(); }
size_t centre_table_bytes() {
  const Tables& t = tables();
  return t.one.dist.size() + t.two.bytes() + t.three.bytes();
}

void solve_centres(std::string& stickers, std::vector<int>* out) {
  const Tables& t = tables();
  std::vector<int> all(kTurns);
  for (int m = 0; m < kTurns; ++m) all[m] = m;
  const auto finish = [&](const std::vector<int>& path) {
    play(stickers, path);
    out->insert(out->end(), path.begin(), path.end());
  };
  const auto descend2 = [&](const std::string& s, int limit, const auto& score) {
    return best_descent(
        t.two.index_of(s), t.two.turn_set(), [&](uint32_t x) { return t.two.distance(x); },
        [&](uint32_t x, size_t i) { return t.two.after(x, i); }, score, limit);
  };

  // Stage 1, scored by stage 2's distance, and by the wings' parity after both: stage 3
  // keeps it, and stage 2's wide quarter turns (Uw, Dw) come in a number whose parity
  // its start decides, so only stage 1 can choose it. (Longer stage 1 solutions, a wide
  // quarter turn more, did not help: stage 2's parity changed with them.)
  const int start_parity = wing_parity(stickers);
  const auto score1 = [&](const std::vector<int>& path) {
    std::string s = stickers;
    play(s, path);
    const std::vector<int> two = descend2(s, 1, [](const std::vector<int>&) { return 0; });
    const bool odd = (start_parity + quarter_wides(path) + quarter_wides(two)) % 2 != 0;
    return static_cast<int>(two.size()) + (odd ? 1000 : 0);
  };
  finish(best_descent(
      colour_mask(stickers, "UD"), all, [&](uint32_t mask) { return t.one.distance(mask); },
      [&](uint32_t mask, size_t i) { return mask_turns().apply(all[i], mask); }, score1, kCandidates));
  finish(descend2(stickers, kCandidates, [&](const std::vector<int>& path) {
    std::string s = stickers;
    play(s, path);
    return t.three.distance(t.three.index_of(s));
  }));
  finish(best_descent(
      t.three.index_of(stickers), t.three.turn_set(), [&](uint32_t s) { return t.three.distance(s); },
      [&](uint32_t s, size_t i) { return t.three.after(s, i); }, [](const std::vector<int>&) { return 0; }, 1));
}

}  // namespace cube::reduction
