#include "puzzles/cube/cube_geometry.h"

#include "core/geometry.h"

namespace cube::puzzles {
namespace {

using Vec3 = PuzzleGeometry::Vec3;

// Where each face sits on the net, in face widths: column, row (row 0 at the top).
constexpr int kNetPlace[6][2] = {{1, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 1}, {3, 1}};  // U R F D L B

Vec3 add(Vec3 a, const Vec3& b, double k = 1) {
  for (int i = 0; i < 3; ++i) a[i] += k * b[i];
  return a;
}

}  // namespace

PuzzleGeometry cube_geometry(int n) {
  PuzzleGeometry g;
  g.faces = "URFDLB";
  g.colours = "WRGYOB";
  // Every cubie, the hidden ones too, indexed by its layers along x, y, z.
  const auto index = [n](int x, int y, int z) { return (x * n + y) * n + z; };
  for (int x = 0; x < n; ++x)
    for (int y = 0; y < n; ++y)
      for (int z = 0; z < n; ++z) {
        const Vec3 c = {2.0 * x - n + 1, 2.0 * y - n + 1, 2.0 * z - n + 1};
        std::vector<Vec3> box;
        for (int corner = 0; corner < 8; ++corner)
          box.push_back(add(c, {corner & 1 ? 1.0 : -1.0, corner & 2 ? 1.0 : -1.0, corner & 4 ? 1.0 : -1.0}));
        g.pieces.push_back(box);
      }
  const std::vector<Sticker>& layout = sticker_layout(n);
  for (size_t i = 0; i < layout.size(); ++i) {
    const Sticker& s = layout[i];
    const Vec3 normal = {double(s.normal[0]), double(s.normal[1]), double(s.normal[2])};
    const Vec3 centre = add({double(s.position[0]), double(s.position[1]), double(s.position[2])}, normal);
    // u, v across the face with u x v = normal: the corners counter-clockwise from outside.
    const int a = normal[0] != 0 ? 0 : normal[1] != 0 ? 1 : 2;
    Vec3 u{}, v{};
    u[(a + 1) % 3] = 1;
    v[(a + 2) % 3] = normal[a];
    PuzzleGeometry::Sticker sticker;
    sticker.outline = {add(add(centre, u, -1), v, -1), add(add(centre, u), v, -1), add(add(centre, u), v),
                       add(add(centre, u, -1), v)};
    const int face = static_cast<int>(i) / (n * n), k = static_cast<int>(i) % (n * n);
    const double col = kNetPlace[face][0] * n + k % n, row = kNetPlace[face][1] * n + k / n;
    sticker.net = {{col, -row - 1}, {col + 1, -row - 1}, {col + 1, -row}, {col, -row}};
    const auto layer = [n](int p) { return (p + n - 1) / 2; };
    sticker.piece = index(layer(s.position[0]), layer(s.position[1]), layer(s.position[2]));
    g.stickers.push_back(sticker);
  }
  for (const char* name : {"x", "y", "z"}) {
    PuzzleGeometry::Axis axis{name, {}, {}, 90};
    axis.vector[name[0] - 'x'] = 1;
    for (int k = 1; k < n; ++k) axis.cuts.push_back(2.0 * k - n);
    g.axes.push_back(axis);
  }
  g.view_direction = {0.62, 0.72, 1};
  g.view_up = {0, 1, 0};
  return g;
}

}  // namespace cube::puzzles
