#include "solvers/goal/goal_coord.h"

#include <algorithm>
#include <bit>
#include <cstdio>

namespace cube::goal {
namespace {

struct Binomials {
  uint32_t c[13][13]{};
  Binomials() {
    for (int n = 0; n <= 12; ++n) {
      c[n][0] = 1;
      for (int k = 1; k <= n; ++k) c[n][k] = c[n - 1][k - 1] + (k <= n - 1 ? c[n - 1][k] : 0);
    }
  }
};
const Binomials kBinom;
inline uint32_t choose(int n, int k) { return k < 0 || k > n ? 0 : kBinom.c[n][k]; }

PieceMoves build_piece_moves() {
  PieceMoves t{};
  const auto& moves = basic_move_cubies();
  for (int m = 0; m < kTurns; ++m) {
    const CubieCube& mc = moves[m];
    for (int c = 0; c < kEdges; ++c)
      for (int o = 0; o < 2; ++o) t.edge[mc.ep[c] * 2 + o][m] = static_cast<uint8_t>(c * 2 + ((o + mc.eo[c]) & 1));
    for (int c = 0; c < kCorners; ++c)
      for (int o = 0; o < 3; ++o) t.corner[mc.cp[c] * 3 + o][m] = static_cast<uint8_t>(c * 3 + (o + mc.co[c]) % 3);
  }
  return t;
}

uint32_t ipow(uint32_t b, int e) {
  uint32_t r = 1;
  while (e-- > 0) r *= b;
  return r;
}

// The `index`-th set bit of `mask` (0-based, ascending).
int select_bit(uint32_t mask, int index) {
  for (int i = 0; i < index; ++i) mask &= mask - 1;
  return std::countr_zero(mask);
}

}  // namespace

const PieceMoves& piece_moves() {
  static const PieceMoves t = build_piece_moves();
  return t;
}

std::string TypeSpec::key() const {
  std::string k = corners ? "C" : "E";
  char buf[32];
  for (const Unit& u : units) {
    std::snprintf(buf, sizeof buf, "%zu%s:%06x,", u.pieces.size(), u.ori ? "o" : "", u.signature);
    k += buf;
  }
  std::snprintf(buf, sizeof buf, "/%06x", other);
  return k + buf;
}

CoordSize coord_size(const TypeSpec& spec) {
  const int n = spec.corners ? kCorners : kEdges, n_ori = spec.corners ? 3 : 2;
  CoordSize s;
  int free = n, ori_singles = 0;
  bool full = false;
  for (const Unit& u : spec.units) {
    const int m = static_cast<int>(u.pieces.size());
    s.p *= choose(free, m);
    free -= m;
    if (u.ori && m == 1) ++ori_singles;
    if (u.ori && m > 1) full = true;
  }
  s.o = full ? ipow(n_ori, n - 1) : ipow(n_ori, ori_singles);
  return s;
}

TypeCoord::TypeCoord(const TypeSpec& spec) : corners_(spec.corners) {
  n_ = corners_ ? kCorners : kEdges;
  n_ori_ = corners_ ? 3 : 2;
  int free = n_;
  bool full = false;
  for (size_t l = 0; l < spec.units.size(); ++l) {
    const Unit& u = spec.units[l];
    const int m = static_cast<int>(u.pieces.size());
    counts_.push_back(m);
    has_ori_.push_back(u.ori);
    radix_.push_back(choose(free, m));
    free -= m;
    if (u.ori && m > 1) full = true;
    if (u.ori && m == 1) ori_units_.push_back(static_cast<int>(l));
  }
  singles_ = std::all_of(counts_.begin(), counts_.end(), [](int c) { return c == 1; });
  const CoordSize cs = coord_size(spec);
  p_size_ = static_cast<uint32_t>(cs.p);
  o_size_ = static_cast<uint32_t>(cs.o);
  mode_ = full ? OriMode::Full : ori_units_.empty() ? OriMode::None : OriMode::PerPiece;

  // Where each position's piece goes under each turn, and how it turns.
  const PieceMoves& pm = piece_moves();
  uint8_t dest[kTurns][kEdges], twist[kTurns][kEdges];
  for (int m = 0; m < kTurns; ++m)
    for (int p = 0; p < n_; ++p) {
      const uint8_t s = corners_ ? pm.corner[p * 3][m] : pm.edge[p * 2][m];
      dest[m][p] = static_cast<uint8_t>(s / n_ori_);
      twist[m][p] = static_cast<uint8_t>(s % n_ori_);
    }

  const size_t r = counts_.size();
  p_move_.resize(size_t{p_size_} * kTurns);
  if (mode_ == OriMode::PerPiece) delta_.resize(size_t{p_size_} * kTurns);
  uint16_t masks[kEdges], moved[kEdges];
  for (uint32_t p = 0; p < p_size_; ++p) {
    unrank_p(p, masks);
    for (int m = 0; m < kTurns; ++m) {
      for (size_t l = 0; l < r; ++l) {
        uint16_t out = 0;
        for (uint32_t b = masks[l]; b; b &= b - 1) out |= static_cast<uint16_t>(1u << dest[m][std::countr_zero(b)]);
        moved[l] = out;
      }
      p_move_[p * kTurns + m] = rank_p(moved);
      if (mode_ == OriMode::PerPiece) {
        uint32_t d = 0, weight = 1;
        for (size_t j = 0; j < ori_units_.size(); ++j) {
          const int t = twist[m][std::countr_zero(static_cast<uint32_t>(masks[ori_units_[j]]))];
          d += n_ori_ == 2 ? static_cast<uint32_t>(t) << j : t * weight;
          weight *= 3;
        }
        delta_[p * kTurns + m] = static_cast<uint16_t>(d);
      }
    }
  }

  if (mode_ == OriMode::Full) {
    o_table_.resize(size_t{o_size_} * kTurns);
    uint8_t ori[kEdges], out[kEdges];
    for (uint32_t o = 0; o < o_size_; ++o) {
      uint32_t x = o;
      int sum = 0;
      for (int p = 0; p < n_ - 1; ++p) {
        ori[p] = static_cast<uint8_t>(x % n_ori_);
        x /= n_ori_;
        sum += ori[p];
      }
      ori[n_ - 1] = static_cast<uint8_t>((n_ori_ - sum % n_ori_) % n_ori_);
      for (int m = 0; m < kTurns; ++m) {
        for (int p = 0; p < n_; ++p) out[dest[m][p]] = static_cast<uint8_t>((ori[p] + twist[m][p]) % n_ori_);
        o_table_[o * kTurns + m] = static_cast<uint16_t>(rank_full_o(out));
      }
    }
  } else if (mode_ == OriMode::PerPiece && n_ori_ == 3) {
    o_table_.resize(size_t{o_size_} * o_size_);
    const int k = static_cast<int>(ori_units_.size());
    for (uint32_t a = 0; a < o_size_; ++a)
      for (uint32_t b = 0; b < o_size_; ++b) {
        uint32_t x = a, y = b, s = 0, w = 1;
        for (int j = 0; j < k; ++j, x /= 3, y /= 3, w *= 3) s += ((x % 3 + y % 3) % 3) * w;
        o_table_[a * o_size_ + b] = static_cast<uint16_t>(s);
      }
  }
}

uint32_t TypeCoord::rank_p(const uint16_t* masks) const {
  uint32_t index = 0, free = (1u << n_) - 1;
  if (singles_) {  // a partial permutation: each position counted among those still free
    for (size_t l = 0; l < counts_.size(); ++l) {
      const uint32_t m = masks[l];
      index = index * radix_[l] + std::popcount(free & (m - 1));
      free &= ~m;
    }
    return index;
  }
  for (size_t l = 0; l < counts_.size(); ++l) {
    uint32_t r = 0;
    int j = 0;
    for (uint32_t b = masks[l]; b; b &= b - 1, ++j) {
      const uint32_t bit = b & (~b + 1);
      r += choose(std::popcount(free & (bit - 1)), j + 1);
    }
    index = index * radix_[l] + r;
    free &= ~static_cast<uint32_t>(masks[l]);
  }
  return index;
}

void TypeCoord::unrank_p(uint32_t index, uint16_t* masks) const {
  const size_t r = counts_.size();
  uint32_t digit[kEdges];
  for (size_t l = r; l-- > 0;) {
    digit[l] = index % radix_[l];
    index /= radix_[l];
  }
  uint32_t free = (1u << n_) - 1;
  for (size_t l = 0; l < r; ++l) {
    uint32_t d = digit[l], mask = 0;
    int c = std::popcount(free);
    for (int j = counts_[l] - 1; j >= 0; --j) {
      // the largest c with C(c, j + 1) <= d
      while (choose(c, j + 1) > d) --c;
      d -= choose(c, j + 1);
      mask |= 1u << select_bit(free, c);
    }
    masks[l] = static_cast<uint16_t>(mask);
    free &= ~mask;
  }
}

uint32_t TypeCoord::rank_full_o(const uint8_t* ori) const {
  uint32_t o = 0;
  for (int p = n_ - 2; p >= 0; --p) o = o * n_ori_ + ori[p];
  return o;
}

void TypeCoord::from_cube(const CubieCube& c, const TypeSpec& spec, uint32_t& p, uint32_t& o) const {
  uint8_t where[kEdges], ori[kEdges];
  for (int pos = 0; pos < n_; ++pos) {
    const int piece = corners_ ? c.cp[pos] : c.ep[pos];
    where[piece] = static_cast<uint8_t>(pos);
    ori[pos] = corners_ ? c.co[pos] : c.eo[pos];
  }
  uint16_t masks[kEdges];
  for (size_t l = 0; l < spec.units.size(); ++l) {
    masks[l] = 0;
    for (uint8_t q : spec.units[l].pieces) masks[l] |= static_cast<uint16_t>(1u << where[q]);
  }
  p = rank_p(masks);
  o = 0;
  if (mode_ == OriMode::Full) {
    o = rank_full_o(ori);
  } else if (mode_ == OriMode::PerPiece) {
    uint32_t w = 1;
    for (size_t j = 0; j < ori_units_.size(); ++j) {
      const int d = ori[where[spec.units[ori_units_[j]].pieces[0]]];
      o += n_ori_ == 2 ? static_cast<uint32_t>(d) << j : d * w;
      w *= 3;
    }
  }
}

std::vector<uint32_t> TypeCoord::goal_states(const TypeSpec& spec) const {
  std::vector<uint32_t> out;
  const size_t r = counts_.size();
  const uint32_t all_ori = (1u << n_ori_) - 1;
  auto at = [&](uint32_t sig, int pos) { return (sig >> (pos * n_ori_)) & all_ori; };
  uint16_t masks[kEdges];

  // Orientations once the positions are chosen.
  auto emit_orientations = [&](uint32_t p, uint32_t free) {
    if (mode_ == OriMode::None) {
      out.push_back(p);
      return;
    }
    if (mode_ == OriMode::PerPiece) {
      const size_t k = ori_units_.size();
      std::vector<uint32_t> os{0};
      uint32_t w = 1;
      for (size_t j = 0; j < k; ++j, w *= n_ori_) {
        const int l = ori_units_[j];
        const uint32_t allowed = at(spec.units[l].signature, std::countr_zero(static_cast<uint32_t>(masks[l])));
        std::vector<uint32_t> next;
        for (uint32_t base : os)
          for (int d = 0; d < n_ori_; ++d)
            if ((allowed >> d) & 1) next.push_back(base + d * w);
        os.swap(next);
      }
      for (uint32_t o : os) out.push_back(p * o_size_ + o);
      return;
    }
    // Full: every position's orientation, the last one implied by the others.
    uint32_t allowed[kEdges];
    for (int pos = 0; pos < n_; ++pos) {
      allowed[pos] = (free >> pos) & 1 ? at(spec.other, pos) : all_ori;
      for (size_t l = 0; l < r; ++l)
        if ((masks[l] >> pos) & 1) allowed[pos] = spec.units[l].ori ? at(spec.units[l].signature, pos) : all_ori;
    }
    uint8_t ori[kEdges];
    auto rec = [&](auto&& self, int pos, int sum) -> void {
      if (pos == n_ - 1) {
        const int last = (n_ori_ - sum % n_ori_) % n_ori_;
        if ((allowed[pos] >> last) & 1) {
          ori[pos] = static_cast<uint8_t>(last);
          out.push_back(p * o_size_ + rank_full_o(ori));
        }
        return;
      }
      for (int d = 0; d < n_ori_; ++d)
        if ((allowed[pos] >> d) & 1) {
          ori[pos] = static_cast<uint8_t>(d);
          self(self, pos + 1, sum + d);
        }
    };
    rec(rec, 0, 0);
  };

  // Positions: each unit takes `count` of the free places its signature allows.
  auto place = [&](auto&& self, size_t l, uint32_t free) -> void {
    if (l == r) {
      for (uint32_t b = free; b; b &= b - 1)
        if (!at(spec.other, std::countr_zero(b))) return;  // no untracked piece may be here
      emit_orientations(rank_p(masks), free);
      return;
    }
    uint32_t candidates = 0;
    for (uint32_t b = free; b; b &= b - 1) {
      const int pos = std::countr_zero(b);
      if (at(spec.units[l].signature, pos)) candidates |= 1u << pos;
    }
    const int m = counts_[l];
    // every m-subset of candidates
    auto choose_rec = [&](auto&& me, uint32_t rest, int need, uint32_t chosen) -> void {
      if (need == 0) {
        masks[l] = static_cast<uint16_t>(chosen);
        self(self, l + 1, free & ~chosen);
        return;
      }
      for (uint32_t b = rest; b && std::popcount(b) >= need; b &= b - 1) {
        const uint32_t bit = b & (~b + 1);
        me(me, b & ~bit, need - 1, chosen | bit);
      }
    };
    choose_rec(choose_rec, candidates, m, 0);
  };
  place(place, 0, (1u << n_) - 1);
  return out;
}

}  // namespace cube::goal
