#include "solvers/pocket/pocket_goal.h"

#include <numeric>

#include "solvers/pocket/pocket_coord.h"

namespace cube::pocket {
namespace {

// DBL first: it is often pinned (by the pattern or by the caller).
constexpr int kEnumOrder[8] = {DBL, 0, 1, 2, 3, 4, 5, 7};

}  // namespace

GoalPattern::GoalPattern(std::string_view letters) : stickers_(24, 'x') {
  for (size_t i = 0; i < 24 && i < letters.size(); ++i)
    if (std::string_view("URFDLB").find(letters[i]) != std::string_view::npos) stickers_[i] = letters[i];
  for (int pos = 0; pos < 8; ++pos)
    for (int piece = 0; piece < 8; ++piece)
      for (int tw = 0; tw < 3; ++tw) {
        bool ok = true;
        // The piece's k-th sticker (its name's k-th face) shows at facelet [(k + tw) % 3].
        for (int k = 0; k < 3 && ok; ++k) {
          const char want = stickers_[kCornerFacelets2[pos][(k + tw) % 3]];
          ok = want == 'x' || want == kCornerNames[piece][k];
        }
        if (ok) allowed_[pos] |= 1u << (piece | (tw << 3));
      }
}

bool GoalPattern::full() const { return stickers_.find('x') == std::string::npos; }

bool GoalPattern::matches(const CornerCube& c) const { return matches(pack(c)); }

std::vector<CornerCube> GoalPattern::enumerate(size_t cap, int dbl_byte) const {
  std::vector<CornerCube> out;
  CornerCube cur;
  // Depth-first over positions (kEnumOrder); the last position's twist is forced by
  // the sum.
  auto rec = [&](auto&& self, int k, unsigned used, int twist_sum) -> void {
    if (out.size() > cap) return;
    if (k == 8) {
      out.push_back(cur);
      return;
    }
    const int pos = kEnumOrder[k];
    for (int piece = 0; piece < 8; ++piece) {
      if (used & (1u << piece)) continue;
      for (int tw = 0; tw < 3; ++tw) {
        if (k == 7 && (twist_sum + tw) % 3 != 0) continue;
        const int byte = piece | (tw << 3);
        if (!((allowed_[pos] >> byte) & 1u)) continue;
        if (pos == DBL && dbl_byte >= 0 && byte != dbl_byte) continue;
        cur.cp[pos] = static_cast<uint8_t>(piece);
        cur.co[pos] = static_cast<uint8_t>(tw);
        self(self, k + 1, used | (1u << piece), twist_sum + tw);
        if (out.size() > cap) return;
      }
    }
  };
  rec(rec, 0, 0u, 0);
  return out;
}

bool same_orbits(const CornerCube& from, const CornerCube& to, MoveSet moves) {
  // Slots: position * 3 + twist. A turn carries the piece at slot (cp[j], t) to
  // (j, t + co[j]).
  std::array<int, 24> parent;
  std::iota(parent.begin(), parent.end(), 0);
  auto find = [&](int a) {
    while (parent[a] != a) a = parent[a] = parent[parent[a]];
    return a;
  };
  for (int m : moves.list()) {
    const CornerCube& mv = move_corners(m);
    for (int j = 0; j < 8; ++j)
      for (int t = 0; t < 3; ++t) {
        const int a = find(mv.cp[j] * 3 + t), b = find(j * 3 + (t + mv.co[j]) % 3);
        parent[a] = b;
      }
  }
  std::array<int, 8> slot_from{}, slot_to{};
  for (int pos = 0; pos < 8; ++pos) {
    slot_from[from.cp[pos]] = pos * 3 + from.co[pos];
    slot_to[to.cp[pos]] = pos * 3 + to.co[pos];
  }
  for (int piece = 0; piece < 8; ++piece)
    if (find(slot_from[piece]) != find(slot_to[piece])) return false;
  return true;
}

}  // namespace cube::pocket
