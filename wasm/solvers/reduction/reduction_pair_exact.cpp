#include "solvers/reduction/reduction_pair_exact.h"

#include <algorithm>
#include <bit>

#include "core/cube4.h"
#include "solvers/installed_once.h"
#include "solvers/reduction/reduction_moves.h"

namespace cube::reduction {
namespace {

using WingPermutation = std::array<uint8_t, 24>;

WingPermutation compose(const WingPermutation& first, const WingPermutation& then) {
  WingPermutation out{};
  for (int i = 0; i < 24; ++i) out[i] = then[first[i]];
  return out;
}

WingPermutation wings_of(int turn) {
  WingPermutation out{};
  for (int i = 0; i < 24; ++i) out[i] = turns()[turn].wing_to[i];
  return out;
}

// The mirror image through the plane between R and L as a wing map: every face's
// sticker (row, column) goes to (row, 3 - column), R's to L's and back (facelet order
// U R F D L B, each face row by row as the net shows it).
WingPermutation mirror_rl() {
  const auto image = [](int sticker) {
    const int face = sticker / 16, row = sticker % 16 / 4, col = sticker % 4;
    const int to = face == 1 ? 4 : face == 4 ? 1 : face;
    return to * 16 + row * 4 + (3 - col);
  };
  const auto& wing = cube4::layout().wing;
  WingPermutation out{};
  for (int p = 0; p < 24; ++p)
    for (int q = 0; q < 24; ++q) {
      const int a = image(wing[p][0]), b = image(wing[p][1]);
      if ((wing[q][0] == a && wing[q][1] == b) || (wing[q][0] == b && wing[q][1] == a))
        out[p] = static_cast<uint8_t>(q);
    }
  return out;
}

// The symmetries that keep the U-D axis (16), as wing maps: y is Uw with Dw', x2 is
// Rw2 with Lw2, and the mirror.
std::vector<WingPermutation> symmetries_keeping_ud() {
  const WingPermutation y = compose(wings_of(turn_index(0, true, 1)), wings_of(turn_index(3, true, 3)));
  const WingPermutation x2 = compose(wings_of(turn_index(1, true, 2)), wings_of(turn_index(4, true, 2)));
  const WingPermutation mirror = mirror_rl();
  WingPermutation id{};
  for (int i = 0; i < 24; ++i) id[i] = static_cast<uint8_t>(i);
  std::vector<WingPermutation> group{id};
  for (size_t k = 0; k < group.size(); ++k)
    for (const WingPermutation& g : {y, x2, mirror}) {
      const WingPermutation n = compose(group[k], g);
      if (std::find(group.begin(), group.end(), n) == group.end()) group.push_back(n);
    }
  return group;
}

int code_of(const std::array<uint8_t, 4>& v) { return v[0] + 12 * (v[1] + 12 * (v[2] + 12 * v[3])); }

InstalledOnce<ExactPairTable> g_table;  // built on first use, or installed from bytes

}  // namespace

SlotPerm ExactPairTable::perm_of(const PairSlots& p) {
  SlotPerm r{};
  for (int e = 0; e < 12; ++e) r[p.b[e]] = p.a[e];
  return r;
}

ExactPairTable::ExactPairTable(bool search) {
  const std::vector<int>& set = pairing_turns();
  for (int m : set) {
    std::array<uint8_t, 12> a{}, b{};
    for (int s = 0; s < 12; ++s)
      a[s] = static_cast<uint8_t>(a_slot_after(m, s)), b[s] = static_cast<uint8_t>(b_slot_after(m, s));
    a_to_.push_back(a);
    b_to_.push_back(b);
  }
  // The symmetries: those that keep each wing's class (one that swaps the classes
  // would turn r into its inverse, which this split cannot follow) and map the
  // pairing turns onto pairing turns (a mirror maps a turn onto another's inverse).
  for (const WingPermutation& w : symmetries_keeping_ud()) {
    bool keeps = true;
    for (int p = 0; p < 24; ++p) keeps = keeps && in_class_a(w[p]) == in_class_a(p);
    if (!keeps) continue;
    SlotPerm s{}, inv{};
    for (int slot = 0; slot < 12; ++slot)
      s[slot] = static_cast<uint8_t>(w[2 * slot] / 2), inv[s[slot]] = static_cast<uint8_t>(slot);
    for (size_t i = 0; i < set.size() && keeps; ++i) {
      std::array<uint8_t, 12> a{}, b{};
      for (int x = 0; x < 12; ++x) a[x] = s[a_to_[i][inv[x]]], b[x] = s[b_to_[i][inv[x]]];
      bool found = false;
      for (size_t j = 0; j < set.size() && !found; ++j) found = a_to_[j] == a && b_to_[j] == b;
      keeps = found;
    }
    if (keeps) syms_.push_back(s);
  }
  int ne = 0, no = 0;
  for (int slot = 0; slot < 12; ++slot)
    (slice_of(slot) == 0 ? e_slots_[ne++] : other_slots_[no++]) = static_cast<uint8_t>(slot);

  // The E values' cases up to symmetry.
  class_of_.assign(12 * 12 * 12 * 12, 0xFFFF);
  syms_of_.assign(class_of_.size(), 0);
  std::vector<int> rep_code(class_of_.size(), -1);
  for (int c = 0; c < 12 * 12 * 12 * 12; ++c) {
    std::array<uint8_t, 4> v{};
    int used = 0;
    for (int j = 0, x = c; j < 4; ++j, x /= 12) v[j] = static_cast<uint8_t>(x % 12), used |= 1 << v[j];
    if (std::popcount(static_cast<unsigned>(used)) != 4) continue;
    int best = 1 << 30;
    uint8_t bits = 0;
    for (size_t k = 0; k < syms_.size(); ++k) {
      const SlotPerm& s = syms_[k];
      std::array<uint8_t, 4> t{};
      for (int j = 0; j < 4; ++j) {
        const int at = static_cast<int>(std::find(e_slots_.begin(), e_slots_.end(), s[e_slots_[j]]) - e_slots_.begin());
        t[at] = s[v[j]];
      }
      const int code = code_of(t);
      if (code < best) best = code, bits = 0;
      if (code == best) bits |= static_cast<uint8_t>(1u << k);
    }
    syms_of_[c] = bits;
    rep_code[c] = best;
  }
  for (int c = 0; c < 12 * 12 * 12 * 12; ++c) {
    if (rep_code[c] != c) continue;
    Rep rep{};
    int used = 0;
    for (int j = 0, x = c; j < 4; ++j, x /= 12) rep.e[j] = static_cast<uint8_t>(x % 12), used |= 1 << rep.e[j];
    for (int v = 0, n = 0; v < 12; ++v)
      if (!(used >> v & 1)) rep.rank_of[v] = static_cast<uint8_t>(n), rep.values[n++] = static_cast<uint8_t>(v);
    class_of_[c] = static_cast<uint16_t>(reps_.size());
    reps_.push_back(rep);
  }
  for (int c = 0; c < 12 * 12 * 12 * 12; ++c)
    if (rep_code[c] >= 0) class_of_[c] = class_of_[rep_code[c]];

  dist_.assign((reps_.size() * kPerClass + 1) / 2, 0xFF);
  if (!search) return;
  SlotPerm id{};
  for (int i = 0; i < 12; ++i) id[i] = static_cast<uint8_t>(i);
  std::vector<uint32_t> frontier{index_of(id)}, next;
  set_nibble(frontier[0], 0);
  for (int depth = 0; depth < kExactDepth; ++depth) {
    next.clear();
    for (uint32_t f : frontier) {
      const SlotPerm r = unrank(f);
      for (size_t i = 0; i < a_to_.size(); ++i) {
        const uint32_t j = index_of(after(r, i));
        if (nibble(j) == 0xF) set_nibble(j, depth + 1), next.push_back(j);
      }
    }
    frontier.swap(next);
  }
}

uint32_t ExactPairTable::index_of(const SlotPerm& r) const {
  const int c = code_of({r[e_slots_[0]], r[e_slots_[1]], r[e_slots_[2]], r[e_slots_[3]]});
  const uint32_t cls = class_of_[c];
  const Rep& rep = reps_[cls];
  uint32_t best = UINT32_MAX;
  for (unsigned bits = syms_of_[c]; bits != 0; bits &= bits - 1) {
    const SlotPerm& s = syms_[std::countr_zero(bits)];
    // r' = s∘r∘s⁻¹: r'[s[b]] = s[r[b]]; read at the other slots in order.
    std::array<uint8_t, 12> conj{};
    for (int b = 0; b < 12; ++b) conj[s[b]] = s[r[b]];
    uint32_t rank = 0, used = 0;
    for (int i = 0; i < 8; ++i) {
      const uint32_t v = rep.rank_of[conj[other_slots_[i]]];
      rank = rank * (8 - i) + std::popcount(~used & ((1u << v) - 1));
      used |= 1u << v;
    }
    best = std::min(best, rank >> 1);  // the last two swapped: the same rank / 2, the other parity
  }
  return cls * kPerClass + best;
}

SlotPerm ExactPairTable::unrank(uint32_t index) const {
  const Rep& rep = reps_[index / kPerClass];
  for (uint32_t low = 0; low < 2; ++low) {
    uint32_t rank = (index % kPerClass) * 2 + low;
    std::array<uint8_t, 8> digit{};
    for (int i = 7; i >= 0; --i) digit[i] = static_cast<uint8_t>(rank % (8 - i)), rank /= (8 - i);
    SlotPerm r{};
    for (int j = 0; j < 4; ++j) r[e_slots_[j]] = rep.e[j];
    uint32_t used = 0;
    for (int i = 0; i < 8; ++i) {
      int v = 0;
      for (int k = digit[i];; ++v)
        if (!(used >> v & 1) && k-- == 0) break;
      used |= 1u << v;
      r[other_slots_[i]] = rep.values[v];
    }
    if (permutation_parity(r) == 0) return r;
  }
  return {};  // not reached: one of the two is even
}

std::vector<uint32_t> ExactPairTable::counts() const {
  std::vector<uint32_t> out(kExactDepth + 1, 0);
  for (uint32_t i = 0; i < reps_.size() * kPerClass; ++i)
    if (nibble(i) <= kExactDepth) ++out[nibble(i)];
  return out;
}

bool exact_pair_table_built() { return g_table.made(); }

const ExactPairTable& exact_pair_table() {
  return g_table.get([] { return std::make_unique<ExactPairTable>(); });
}

void install_exact_pair_table(std::unique_ptr<ExactPairTable> table) { g_table.install(std::move(table)); }

}  // namespace cube::reduction
