#include "puzzles/pyraminx/pyraminx.h"

#include <cmath>
#include <map>

#include "core/message.h"

namespace cube::twisty {

namespace {

// Corners of a regular tetrahedron (alternate corners of a cube).
Vec3 at(char c) {
  switch (c) {
    case 'U': return {1, 1, 1};
    case 'L': return {-1, -1, 1};
    case 'R': return {1, -1, -1};
    default: return {-1, 1, -1};  // B
  }
}

// Faces in sticker order: letter, apex, bottom-left, bottom-right corner seen from outside.
struct Face {
  char letter;
  char apex, left, right;
};
constexpr Face kFaces[] = {{'F', 'U', 'L', 'R'}, {'L', 'U', 'B', 'L'}, {'R', 'U', 'R', 'B'}, {'D', 'B', 'R', 'L'}};

// The flat net (side 3, y up): F points up in the middle, L, R and D unfolded from its
// left, right and bottom edges, so the corner B appears three times, once per face.
Vec2 net_corner(char face, char corner) {
  constexpr double h = 2.598076211353316;  // 3 sqrt(3) / 2
  switch (corner) {
    case 'U': return {0, h};
    case 'L': return {-1.5, 0};
    case 'R': return {1.5, 0};
    default:  // B
      return face == 'L' ? Vec2{-3, h} : face == 'R' ? Vec2{3, h} : Vec2{0, -h};
  }
}

Puzzle build() {
  Puzzle p;
  p.name = "pyraminx";
  p.title = "Pyraminx";
  p.face_letters = "FLRD";
  p.colour_letters = "GRBY";
  p.per_face = 9;
  p.accepted_code = "pyraminx_accepted";
  p.accepted = message(p.accepted_code).english();
  std::vector<Vec3> centre;
  // For each sticker: its weight on each corner (which piece it belongs to).
  std::vector<std::map<char, double>> weight;
  for (const Face& f : kFaces) {
    const Vec3 a = at(f.apex), b = at(f.left), c = at(f.right);
    // Lattice point row i (0..3 from the apex), column j (0..i from the left).
    auto point = [&](double i, double j) {
      Vec3 v;
      for (int k = 0; k < 3; ++k) v[k] = a[k] + i / 3 * (b[k] - a[k]) + j / 3 * (c[k] - b[k]);
      return v;
    };
    const Vec2 a2 = net_corner(f.letter, f.apex), b2 = net_corner(f.letter, f.left), c2 = net_corner(f.letter, f.right);
    auto net_point = [&](double i, double j) {
      Vec2 v;
      for (int k = 0; k < 2; ++k) v[k] = a2[k] + i / 3 * (b2[k] - a2[k]) + j / 3 * (c2[k] - b2[k]);
      return v;
    };
    auto bary = [&](double i, double j) {
      return std::map<char, double>{{f.apex, 1 - i / 3}, {f.left, (i - j) / 3}, {f.right, j / 3}};
    };
    for (int r = 0; r < 3; ++r) {
      for (int k = 0; k <= 2 * r; ++k) {
        const int j = k / 2;
        // Up triangles (k even) and down triangles (k odd) of row r.
        const double pts[3][2] = {{double(r), double(j)},
                                  {double(r + 1), double(k % 2 ? j + 1 : j)},
                                  {double(k % 2 ? r : r + 1), double(j + 1)}};
        Vec3 m = {0, 0, 0};
        std::map<char, double> w;
        std::vector<Vec3> outline;
        std::vector<Vec2> net_outline;
        for (const auto& q : pts) {
          const Vec3 v = point(q[0], q[1]);
          outline.push_back(v);
          net_outline.push_back(net_point(q[0], q[1]));
          for (int x = 0; x < 3; ++x) m[x] += v[x] / 3;
          for (const auto& [corner, value] : bary(q[0], q[1])) w[corner] += value / 3;
        }
        centre.push_back(m);
        weight.push_back(w);
        p.outlines.push_back(outline);
        p.net_outlines.push_back(net_outline);
      }
    }
  }
  // Pieces: a tip (weight 7/9 on its corner), a centre (5/9), an edge (4/9 on two).
  Orbit tips{"tip", {}, {}, false}, centres{"centre", {}, {}, false}, edges{"edge", {}, {}, true};
  const std::string corners = "ULRB";
  for (char v : corners) {
    std::vector<int> tip, mid;
    for (size_t s = 0; s < centre.size(); ++s) {
      const double w = weight[s].count(v) ? weight[s].at(v) : 0;
      if (std::abs(w - 7.0 / 9) < 1e-9) tip.push_back(static_cast<int>(s));
      if (std::abs(w - 5.0 / 9) < 1e-9) mid.push_back(static_cast<int>(s));
    }
    tips.names.push_back(std::string(1, v));
    tips.slots.push_back(around(centre, tip, at(v)));
    centres.names.push_back(std::string(1, v));
    centres.slots.push_back(around(centre, mid, at(v)));
  }
  for (size_t x = 0; x < corners.size(); ++x) {
    for (size_t y = x + 1; y < corners.size(); ++y) {
      std::vector<int> edge;
      for (size_t s = 0; s < centre.size(); ++s) {
        const auto& w = weight[s];
        if (w.count(corners[x]) && w.count(corners[y]) && std::abs(w.at(corners[x]) - 4.0 / 9) < 1e-9 &&
            std::abs(w.at(corners[y]) - 4.0 / 9) < 1e-9)
          edge.push_back(static_cast<int>(s));
      }
      edges.names.push_back(std::string(1, corners[x]) + corners[y]);
      edges.slots.push_back(edge);
    }
  }
  p.orbits = {edges, centres, tips};
  // |corner| = sqrt 3: a sticker's distance along its corner's axis is (4w - 1) / sqrt 3
  // for weight w on the corner; two layers reach w > 1/3, a tip w > 2/3.
  const double two_layers = 0.2, tip = 0.9;
  for (char v : corners) {
    const std::string big(1, v), small(1, static_cast<char>(v - 'A' + 'a'));
    p.turns.push_back(rotation(big, centre, at(v), -120, two_layers));
    p.turns.push_back(rotation(big + "'", centre, at(v), 120, two_layers));
    p.turns.push_back(rotation(small, centre, at(v), -120, tip));
    p.turns.push_back(rotation(small + "'", centre, at(v), 120, tip));
  }
  p.table_components = {std::vector<int>{0}, std::vector<int>{1}};
  for (int i = 0; i < static_cast<int>(p.turns.size()); ++i) {
    const Turn& t = p.turns[i];
    if (t.name[0] >= 'A' && t.name[0] <= 'Z') p.table_turns.push_back(i);
  }
  // WCA Regulations 4b3f: a Pyraminx scramble is a random state that needs at least 6
  // moves to solve. TNoodle, the official program, counts them without the tips
  // (PyraminxPuzzle: wcaMinScrambleDistance = 6, thewca/tnoodle-lib), as the table does.
  derive_piece_turns(p);
  // Seen from its F face, apex up.
  p.view_direction = {1.8, -0.3, 0.8};
  p.view_up = {1, 1, 1};
  p.min_scramble_distance = 6;
  return p;
}

}  // namespace

const Puzzle& pyraminx() {
  static const Puzzle p = build();
  return p;
}

}  // namespace cube::twisty
