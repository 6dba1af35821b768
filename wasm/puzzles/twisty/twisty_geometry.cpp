#include "puzzles/twisty/twisty_geometry.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace cube::twisty {
namespace {

Vec3 unit(const Vec3& v) {
  const double len = std::sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
  return {v[0] / len, v[1] / len, v[2] / len};
}

bool same(const Vec3& a, const Vec3& b) {
  return std::abs(a[0] - b[0]) + std::abs(a[1] - b[1]) + std::abs(a[2] - b[2]) < 1e-9;
}

}  // namespace

std::string axis_name(const Turn& t) {
  if (!t.axis_name.empty()) return t.axis_name;
  return std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(t.name[0]))));
}

PuzzleGeometry twisty_geometry(const Puzzle& p) {
  PuzzleGeometry g;
  g.faces = p.face_letters;
  g.colours = p.colour_letters;
  g.stickers.resize(p.outlines.size());
  for (size_t i = 0; i < p.outlines.size(); ++i) {
    g.stickers[i].outline = p.outlines[i];
    g.stickers[i].net = p.net_outlines[i];
  }
  // Every sticker is on one slot of one orbit: the pieces. A body reaches the centre,
  // so a turning layer shows a solid face where it parts from the rest.
  for (const Orbit& o : p.orbits)
    for (const std::vector<int>& slot : o.slots) {
      std::vector<Vec3> body{{0, 0, 0}};
      for (int s : slot) {
        g.stickers[s].piece = static_cast<int>(g.pieces.size());
        body.insert(body.end(), p.outlines[s].begin(), p.outlines[s].end());
      }
      g.pieces.push_back(body);
    }
  for (const Turn& t : p.turns) {
    const Vec3 v = unit(t.axis);
    auto axis = std::find_if(g.axes.begin(), g.axes.end(), [&](const auto& a) { return same(a.vector, v); });
    if (axis == g.axes.end()) {
      g.axes.push_back({axis_name(t), v, {}, std::abs(t.degrees)});
      axis = g.axes.end() - 1;
    }
    if (std::none_of(axis->cuts.begin(), axis->cuts.end(), [&](double c) { return std::abs(c - t.cut) < 1e-9; }))
      axis->cuts.insert(std::upper_bound(axis->cuts.begin(), axis->cuts.end(), t.cut), t.cut);
  }
  g.view_direction = p.view_direction;
  g.view_up = p.view_up;
  return g;
}

TurnLayers turn_layers(const PuzzleGeometry& g, const Turn& t) {
  TurnLayers out;
  const Vec3 v = unit(t.axis);
  while (out.axis < static_cast<int>(g.axes.size()) && !same(g.axes[out.axis].vector, v)) ++out.axis;
  const std::vector<double>& cuts = g.axes[out.axis].cuts;
  // The layers beyond the turn's cut, up to the axis' positive end.
  const int first = static_cast<int>(std::lower_bound(cuts.begin(), cuts.end(), t.cut - 1e-9) - cuts.begin()) + 1;
  for (int k = first; k <= static_cast<int>(cuts.size()); ++k) out.layers.push_back(k);
  return out;
}

}  // namespace cube::twisty
