#include "solvers/reduction/reduction_wings.h"

#include <string_view>

#include "core/cube4.h"
#include "core/piece_lookup.h"
#include "solvers/reduction/reduction_moves.h"

namespace cube::reduction {
namespace {

int face_index(char c) { return static_cast<int>(std::string_view("URFDLB").find(c)); }

std::vector<int> make_pairing_turns() {
  std::vector<int> out;
  for (int face = 0; face < 6; ++face)
    for (int power = 1; power <= 3; ++power) {
      if (face % 3 != 0 || power == 2) out.push_back(turn_index(face, false, power));
      if (power == 2) out.push_back(turn_index(face, true, power));
    }
  return out;
}

// The classes: the orbits of wing positions under the pairing turns (union-find).
struct Classes {
  std::array<bool, cube4::kWings> a{};
  Classes() {
    std::array<int, cube4::kWings> root{};
    for (int i = 0; i < cube4::kWings; ++i) root[i] = i;
    auto find = [&](int x) {
      while (root[x] != x) x = root[x] = root[root[x]];
      return x;
    };
    for (int m : pairing_turns())
      for (int i = 0; i < cube4::kWings; ++i) root[find(i)] = find(turns()[m].wing_to[i]);
    for (int i = 0; i < cube4::kWings; ++i) a[i] = find(i) == find(0);
  }
};
const Classes& classes() {
  static const Classes c;
  return c;
}

// The A (B) position of each slot; slot of a position is position / 2.
int position_in(int slot, bool a) { return in_class_a(2 * slot) == a ? 2 * slot : 2 * slot + 1; }

int corner_parity(const std::string& stickers) {
  std::array<uint8_t, 8> cp{};
  for (int c = 0; c < 8; ++c) {
    const auto& st = cube4::layout().corner[c];
    const PieceReading r =
        identify_corner(face_index(stickers[st[0]]), face_index(stickers[st[1]]), face_index(stickers[st[2]]));
    cp[c] = static_cast<uint8_t>(r.piece < 0 ? 0 : r.piece);
  }
  return permutation_parity(cp);
}

}  // namespace

Wings read_wings(const std::string& stickers) {
  Wings w{};
  for (int pos = 0; pos < cube4::kWings; ++pos) {
    const auto& st = cube4::layout().wing[pos];
    w[pos] = static_cast<uint8_t>(cube4::identify_wing(pos, face_index(stickers[st[0]]), face_index(stickers[st[1]])));
  }
  return w;
}

Wings after_turn(const Wings& w, int turn) {
  Wings out{};
  for (int i = 0; i < cube4::kWings; ++i) out[turns()[turn].wing_to[i]] = w[i];
  return out;
}

int paired(const Wings& w) {
  int n = 0;
  for (int slot = 0; slot < 12; ++slot) n += w[2 * slot] / 2 == w[2 * slot + 1] / 2;
  return n;
}

int paired_edges(const std::string& stickers) { return paired(read_wings(stickers)); }

bool in_class_a(int position) { return classes().a[position]; }

const std::vector<int>& pairing_turns() {
  static const std::vector<int> all = make_pairing_turns();
  return all;
}

bool separated(const Wings& w) {
  int seen = 0, away = 0;
  for (int slot = 0; slot < 12; ++slot) {
    const int pos = position_in(slot, true);
    const int piece = w[pos];
    seen |= 1 << (piece / 2);
    away += in_class_a(piece) ? 0 : 1;
  }
  return seen == 0xFFF && away % 2 == 0;
}

int wing_parity(const Wings& w) { return permutation_parity(w); }

int pairing_parity(const std::string& stickers, const Wings& w) {
  std::array<uint8_t, 12> edges{};
  for (int slot = 0; slot < 12; ++slot) edges[slot] = static_cast<uint8_t>(w[position_in(slot, true)] / 2);
  return permutation_parity(edges) ^ corner_parity(stickers);
}

int pairing_parity_flip(int turn) {
  std::array<uint8_t, 12> slots{};
  for (int s = 0; s < 12; ++s) slots[s] = static_cast<uint8_t>(a_slot_after(turn, s));
  return permutation_parity(slots) ^ (turns()[turn].power % 2);
}

const std::vector<int>& half_turns() {
  static const std::vector<int> all = [] {
    std::vector<int> out;
    for (int face = 0; face < 6; ++face)
      for (int wide = 0; wide < 2; ++wide) out.push_back(turn_index(face, wide != 0, 2));
    return out;
  }();
  return all;
}

int slice_of(int slot) {
  // The axis along which the slot's wings lie: the slot's faces are on the other two.
  static const std::array<int, 12> slice = [] {
    std::array<int, 12> out{};
    for (int e = 0; e < 12; ++e) {
      const int a = edge_face(e, 0) % 3, b = edge_face(e, 1) % 3;
      out[e] = 3 - a - b;
    }
    return out;
  }();
  return slice[slot];
}

PairSlots pair_slots(const Wings& w) {
  PairSlots p;
  for (int pos = 0; pos < cube4::kWings; ++pos)
    (in_class_a(pos) ? p.a : p.b)[w[pos] / 2] = static_cast<uint8_t>(pos / 2);
  return p;
}

int a_slot_after(int turn, int slot) { return turns()[turn].wing_to[position_in(slot, true)] / 2; }
int b_slot_after(int turn, int slot) { return turns()[turn].wing_to[position_in(slot, false)] / 2; }

}  // namespace cube::reduction
