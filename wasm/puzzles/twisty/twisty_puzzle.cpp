#include "puzzles/twisty/twisty_puzzle.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace cube::twisty {

std::string Puzzle::solved() const {
  std::string s;
  for (char f : face_letters) s += std::string(per_face, f);
  return s;
}

int Puzzle::find_turn(const std::string& n) const {
  for (size_t i = 0; i < turns.size(); ++i)
    if (turns[i].name == n) return static_cast<int>(i);
  return -1;
}

int Puzzle::inverse(int turn) const {
  // The turn about the same axis and cut by the opposite angle ("U2'" for "U2", "R--" for "R++").
  const Turn& t = turns[turn];
  for (size_t i = 0; i < turns.size(); ++i) {
    const Turn& u = turns[i];
    bool same = std::abs(u.cut - t.cut) < 1e-9 && std::abs(u.degrees + t.degrees) < 1e-9;
    for (int k = 0; k < 3 && same; ++k) same = std::abs(u.axis[k] - t.axis[k]) < 1e-9;
    if (same) return static_cast<int>(i);
  }
  return -1;
}

void derive_piece_turns(Puzzle& puzzle) {
  puzzle.piece_turns.clear();
  for (const Turn& turn : puzzle.turns) {
    PieceTurn pt;
    for (const Orbit& orbit : puzzle.orbits) {
      const int n = orbit.twists(), slots = static_cast<int>(orbit.slots.size());
      std::vector<int> from(slots), add(slots);
      for (int slot = 0; slot < slots; ++slot) {
        // The slot's first sticker now shows old sticker k of slot `src`: the piece there
        // had its first sticker at (twist) and now has it at (twist - k).
        const int old = turn.from[orbit.slots[slot][0]];
        for (int src = 0; src < slots; ++src)
          for (int k = 0; k < n; ++k)
            if (orbit.slots[src][k] == old) from[slot] = src, add[slot] = (n - k) % n;
      }
      pt.from_slot.push_back(from);
      pt.add.push_back(add);
    }
    puzzle.piece_turns.push_back(pt);
  }
}

void apply(const Puzzle& puzzle, std::string& stickers, const std::vector<int>& turns) {
  std::string next(stickers.size(), ' ');
  for (int t : turns) {
    const std::vector<int>& from = puzzle.turns[t].from;
    for (size_t i = 0; i < from.size(); ++i) next[i] = stickers[from[i]];
    stickers.swap(next);
  }
}

std::vector<int> rotation_turn(const std::vector<Vec3>& centres, Vec3 axis, double degrees, double cut) {
  const double len = std::sqrt(axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2]);
  const Vec3 k = {axis[0] / len, axis[1] / len, axis[2] / len};
  const double a = degrees * M_PI / 180, c = std::cos(a), s = std::sin(a);
  const int n = static_cast<int>(centres.size());
  std::vector<int> from(n);
  for (int i = 0; i < n; ++i) from[i] = i;
  for (int i = 0; i < n; ++i) {
    const Vec3& v = centres[i];
    const double d = k[0] * v[0] + k[1] * v[1] + k[2] * v[2];
    if (d <= cut) continue;
    // Rodrigues: v c + (k x v) s + k (k.v)(1 - c)
    const Vec3 kv = {k[1] * v[2] - k[2] * v[1], k[2] * v[0] - k[0] * v[2], k[0] * v[1] - k[1] * v[0]};
    Vec3 r;
    for (int j = 0; j < 3; ++j) r[j] = v[j] * c + kv[j] * s + k[j] * d * (1 - c);
    int best = 0;
    double best_d = std::numeric_limits<double>::max();
    for (int j = 0; j < n; ++j) {
      const double dx = centres[j][0] - r[0], dy = centres[j][1] - r[1], dz = centres[j][2] - r[2];
      const double e = dx * dx + dy * dy + dz * dz;
      if (e < best_d) best_d = e, best = j;
    }
    from[best] = i;  // sticker i moves to `best`
  }
  return from;
}

Turn rotation(const std::string& name, const std::vector<Vec3>& centres, Vec3 axis, double degrees, double cut,
              const std::string& axis_name) {
  return {name, rotation_turn(centres, axis, degrees, cut), axis, degrees, cut, axis_name};
}

std::vector<int> around(const std::vector<Vec3>& centres, std::vector<int> stickers, Vec3 axis) {
  // A basis (e1, e2 = axis x e1) of the plane across the axis: angles grow
  // counter-clockwise seen from the axis' end.
  const Vec3& a = axis;
  const Vec3 first = centres[stickers.front()];
  const double ad = (first[0] * a[0] + first[1] * a[1] + first[2] * a[2]) / (a[0] * a[0] + a[1] * a[1] + a[2] * a[2]);
  const Vec3 e1 = {first[0] - ad * a[0], first[1] - ad * a[1], first[2] - ad * a[2]};
  const Vec3 e2 = {a[1] * e1[2] - a[2] * e1[1], a[2] * e1[0] - a[0] * e1[2], a[0] * e1[1] - a[1] * e1[0]};
  auto angle = [&](int s) {
    const Vec3& v = centres[s];
    double x = v[0] * e1[0] + v[1] * e1[1] + v[2] * e1[2], y = v[0] * e2[0] + v[1] * e2[1] + v[2] * e2[2];
    double t = std::atan2(y, x);
    return t < -1e-9 ? t + 2 * M_PI : t;
  };
  std::sort(stickers.begin(), stickers.end(), [&](int x, int y) { return angle(x) < angle(y); });
  return stickers;
}

}  // namespace cube::twisty
