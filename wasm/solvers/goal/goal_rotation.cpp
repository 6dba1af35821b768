#include "solvers/goal/goal_rotation.h"

#include <algorithm>
#include <span>
#include <string_view>
#include <vector>

#include "core/face.h"
#include "core/geometry.h"
#include "core/move.h"

namespace cube::goal {
namespace {

Rotation from_perm(const std::array<uint8_t, kStickers>& perm, std::string name) {
  Rotation r;
  r.perm = perm;
  for (int f = 0; f < 6; ++f) r.face[f] = static_cast<uint8_t>(perm[9 * f + 4] / 9);
  r.name = std::move(name);
  return r;
}

std::array<uint8_t, kStickers> generator(char axis, int turns) {
  Move m;
  m.kind = Move::Kind::Rotation;
  m.family = axis;
  m.turns = static_cast<uint8_t>(turns);
  LayerTurn t;
  layer_turn(m, 3, t);
  const std::span<const int> p = cached_sticker_permutation(t, 3);
  std::array<uint8_t, kStickers> out{};
  for (int i = 0; i < kStickers; ++i) out[i] = static_cast<uint8_t>(p[i]);
  return out;
}

std::array<Rotation, kRotations> build() {
  // Breadth-first over x, y, z turns (each 1, 2 or 3 quarter turns) from the identity:
  // every rotation gets a shortest name, found in a fixed order.
  std::vector<Rotation> found;
  std::array<uint8_t, kStickers> id{};
  for (int i = 0; i < kStickers; ++i) id[i] = static_cast<uint8_t>(i);
  found.push_back(from_perm(id, ""));
  const char* suffix[3] = {"", "2", "'"};
  for (size_t head = 0; head < found.size() && found.size() < kRotations; ++head) {
    for (char axis : {'y', 'x', 'z'})
      for (int t = 1; t <= 3; ++t) {
        const auto g = generator(axis, t);
        std::array<uint8_t, kStickers> p{};
        for (int i = 0; i < kStickers; ++i) p[i] = g[found[head].perm[i]];  // first head, then g
        bool known = false;
        for (const Rotation& r : found) known = known || r.perm == p;
        if (known) continue;
        std::string name = found[head].name;
        if (!name.empty()) name += ' ';
        name += axis;
        name += suffix[t - 1];
        found.push_back(from_perm(p, name));
      }
  }
  std::array<Rotation, kRotations> out;
  for (int k = 0; k < kRotations; ++k) out[k] = found[k];
  for (int a = 0; a < kRotations; ++a)
    for (int b = 0; b < kRotations; ++b) {
      bool inverse = true;
      for (int i = 0; i < kStickers && inverse; ++i) inverse = out[b].perm[out[a].perm[i]] == i;
      if (inverse) out[a].inverse = b;
    }
  return out;
}

uint8_t rename(uint8_t mask, const Rotation& r) {
  uint8_t out = 0;
  for (int f = 0; f < 6; ++f)
    if ((mask >> f) & 1) out |= static_cast<uint8_t>(1u << r.face[f]);
  return out;
}

}  // namespace

const std::array<Rotation, kRotations>& rotations() {
  static const std::array<Rotation, kRotations> r = build();
  return r;
}

int rotation_to(int bottom, int front) {
  for (int k = 0; k < kRotations; ++k)
    if (rotations()[k].face[3] == bottom && rotations()[k].face[2] == front) return k;
  return -1;
}

Pattern rotate(const Pattern& p, const Rotation& r) {
  Pattern out;
  for (int i = 0; i < kStickers; ++i) out.set(r.perm[i], rename(p.at(i), r));
  return out;
}

std::string rotate_letters(const std::string& s, const Rotation& r) {
  std::string out(kStickers, '?');
  for (int i = 0; i < kStickers; ++i) {
    int f = 0;
    while (f < 6 && kFaceNames[f] != s[i]) ++f;
    out[r.perm[i]] = f < 6 ? kFaceNames[r.face[f]] : s[i];
  }
  return out;
}

namespace {

struct PieceImages {
  PieceImage edge[kRotations][kEdges][24];
  PieceImage corner[kRotations][kCorners][24];
};

// Colours of a piece in a state, rotated, then read back as a piece.
PieceImages build_images() {
  PieceImages t{};
  for (int ri = 0; ri < kRotations; ++ri) {
    const Rotation& r = rotations()[ri];
    for (int q = 0; q < kEdges; ++q)
      for (int s = 0; s < 24; ++s) {
        const int p = s / 2, o = s % 2;
        int colour_at[kStickers];
        for (int k = 0; k < 2; ++k)
          colour_at[r.perm[kEdgeFacelets3[p][(k + o) % 2]]] = r.face[kEdgeFacelets3[q][k] / 9];
        const int moved = r.perm[kEdgeFacelets3[p][0]];
        for (int p2 = 0; p2 < kEdges; ++p2) {
          if (kEdgeFacelets3[p2][0] != moved && kEdgeFacelets3[p2][1] != moved) continue;
          for (int q2 = 0; q2 < kEdges; ++q2)
            for (int o2 = 0; o2 < 2; ++o2) {
              bool same = true;
              for (int k = 0; k < 2; ++k)
                same = same && colour_at[kEdgeFacelets3[p2][(k + o2) % 2]] == kEdgeFacelets3[q2][k] / 9;
              if (same) t.edge[ri][q][s] = {static_cast<uint8_t>(q2), static_cast<uint8_t>(p2 * 2 + o2)};
            }
        }
      }
    for (int q = 0; q < kCorners; ++q)
      for (int s = 0; s < 24; ++s) {
        const int p = s / 3, o = s % 3;
        int colour_at[kStickers];
        for (int k = 0; k < 3; ++k)
          colour_at[r.perm[kCornerFacelets3[p][(k + o) % 3]]] = r.face[kCornerFacelets3[q][k] / 9];
        const int moved = r.perm[kCornerFacelets3[p][0]];
        for (int p2 = 0; p2 < kCorners; ++p2) {
          bool here = false;
          for (int k = 0; k < 3; ++k) here = here || kCornerFacelets3[p2][k] == moved;
          if (!here) continue;
          for (int q2 = 0; q2 < kCorners; ++q2)
            for (int o2 = 0; o2 < 3; ++o2) {
              bool same = true;
              for (int k = 0; k < 3; ++k)
                same = same && colour_at[kCornerFacelets3[p2][(k + o2) % 3]] == kCornerFacelets3[q2][k] / 9;
              if (same) t.corner[ri][q][s] = {static_cast<uint8_t>(q2), static_cast<uint8_t>(p2 * 3 + o2)};
            }
        }
      }
  }
  return t;
}

const PieceImages& images() {
  static const PieceImages t = build_images();
  return t;
}

}  // namespace

PieceImage rotate_edge(int rotation, int piece, int state) { return images().edge[rotation][piece][state]; }
PieceImage rotate_corner(int rotation, int piece, int state) { return images().corner[rotation][piece][state]; }

CubieCube rotate_cube(const CubieCube& c, int ri) {
  CubieCube out;
  for (int p = 0; p < kEdges; ++p) {
    const PieceImage im = images().edge[ri][c.ep[p]][p * 2 + c.eo[p]];
    out.ep[im.state / 2] = im.piece;
    out.eo[im.state / 2] = im.state % 2;
  }
  for (int p = 0; p < kCorners; ++p) {
    const PieceImage im = images().corner[ri][c.cp[p]][p * 3 + c.co[p]];
    out.cp[im.state / 3] = im.piece;
    out.co[im.state / 3] = im.state % 3;
  }
  return out;
}

MoveSet rotate(MoveSet moves, const Rotation& r) {
  uint32_t bits = 0;
  for (int m = 0; m < 18; ++m)
    if (moves.has(m)) bits |= 1u << rotate_move(m, r);
  return MoveSet(bits);
}

std::string rotated_piece_name(const std::string& name, const Rotation& r) {
  std::string faces;
  for (char c : name) {
    const size_t f = std::string_view(kFaceNames).find(c);
    faces += f == std::string_view::npos ? c : kFaceNames[r.face[f]];
  }
  auto same = [&](const char* other) {
    std::string a = faces, b = other;
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    return a == b;
  };
  for (const char* e : kEdgeNames)
    if (same(e)) return e;
  for (const char* c : kCornerNames)
    if (same(c)) return c;
  return faces;
}

}  // namespace cube::goal
