#include "puzzles/megaminx/megaminx.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "core/message.h"

namespace cube::twisty {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kCornerFraction = 0.36;  // a corner sticker's share of each edge it touches

// x right, y up, z front. Face normals: the vertices of an icosahedron with one on top.
struct FaceDef {
  const char* name;
  char colour;
  double height, azimuth;  // y of the unit normal; degrees from +z towards +x
};
const FaceDef kFaces[] = {
    {"U", 'W', 1, 0},
    {"F", 'G', 0.4472135955, 0},
    {"R", 'R', 0.4472135955, 72},
    {"L", 'P', 0.4472135955, 288},
    {"BL", 'Y', 0.4472135955, 216},
    {"BR", 'B', 0.4472135955, 144},
    {"D", 'A', -1, 0},
    {"B", 'L', -0.4472135955, 180},
    {"DL", 'O', -0.4472135955, 252},
    {"DR", 'K', -0.4472135955, 108},
    {"FR", 'C', -0.4472135955, 36},
    {"FL", 'S', -0.4472135955, 324},
};
constexpr int kFaceCount = 12;

Vec3 normal(const FaceDef& f) {
  const double r = std::sqrt(std::max(0.0, 1 - f.height * f.height)), a = f.azimuth * kPi / 180;
  return {r * std::sin(a), f.height, r * std::cos(a)};
}
double dot(const Vec3& a, const Vec3& b) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }
Vec3 cross(const Vec3& a, const Vec3& b) {
  return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}

int face_index(const std::string& name) {
  for (int f = 0; f < kFaceCount; ++f)
    if (name == kFaces[f].name) return f;
  return -1;
}

// The neighbours of face f, counter-clockwise seen from outside.
std::vector<int> neighbours(const std::vector<Vec3>& n, int f) {
  std::vector<int> out;
  for (int g = 0; g < kFaceCount; ++g)
    if (std::abs(dot(n[f], n[g]) - 0.4472135955) < 1e-6) out.push_back(g);
  Vec3 e1 = cross(n[f], {0.3, 0.5, 0.7});
  const Vec3 e2 = cross(n[f], e1);
  auto angle = [&](int g) { return std::atan2(dot(n[g], e2), dot(n[g], e1)); };
  std::sort(out.begin(), out.end(), [&](int a, int b) { return angle(a) < angle(b); });
  return out;
}

// A point of a pentagon's plane from its corners: the same rule on the solid and the net.
template <class V>
V lerp(const V& a, const V& b, double t) {
  V v = a;
  for (size_t k = 0; k < v.size(); ++k) v[k] = a[k] + t * (b[k] - a[k]);
  return v;
}
template <class V>
V corner_inner(const V& prev, const V& at, const V& next) {  // the corner sticker's inner point
  V v = at;
  for (size_t k = 0; k < v.size(); ++k) v[k] = at[k] + kCornerFraction * (next[k] - at[k] + prev[k] - at[k]);
  return v;
}

// The 11 outlines of a face with corners p[0..4] (counter-clockwise), in sticker order.
template <class V>
std::vector<std::vector<V>> face_stickers(const std::vector<V>& p) {
  std::vector<V> inner(5);
  for (int i = 0; i < 5; ++i) inner[i] = corner_inner(p[(i + 4) % 5], p[i], p[(i + 1) % 5]);
  std::vector<std::vector<V>> out{inner};
  for (int i = 0; i < 5; ++i) {
    const V& a = p[i];
    const V& b = p[(i + 1) % 5];
    out.push_back({a, lerp(a, b, kCornerFraction), inner[i], lerp(a, p[(i + 4) % 5], kCornerFraction)});
    out.push_back({lerp(a, b, kCornerFraction), lerp(b, a, kCornerFraction), inner[(i + 1) % 5], inner[i]});
  }
  return out;
}

template <class V>
V mean(const std::vector<V>& pts) {
  V m{};
  for (const V& p : pts)
    for (size_t k = 0; k < m.size(); ++k) m[k] += p[k] / pts.size();
  return m;
}

std::string join(const std::vector<int>& faces) {
  std::string s;
  for (int f : faces) s += (s.empty() ? "" : "-") + std::string(kFaces[f].name);
  return s;
}

// TNoodle's scramble: 7 lines of 10 turns, R and D alternately, each ++ or -- at random,
// then U if the line's last turn was D++, U' if D--.
std::string wca_scramble(Rng& rng) {
  std::string s;
  for (int line = 0; line < 7; ++line) {
    if (line) s += '\n';
    bool plus = true;
    for (int j = 0; j < 10; ++j) {
      plus = rng.below(2) == 0;
      s += std::string(j % 2 ? "D" : "R") + (plus ? "++ " : "-- ");
    }
    s += plus ? "U" : "U'";
  }
  return s;
}

Puzzle build() {
  Puzzle p;
  p.name = "megaminx";
  p.title = "Megaminx";
  for (const FaceDef& f : kFaces) p.face_letters += f.colour;
  p.colour_letters = p.face_letters;
  p.per_face = 11;
  p.accepted_code = "megaminx_accepted";
  p.accepted = message(p.accepted_code).english();
  std::vector<Vec3> n;
  for (const FaceDef& f : kFaces) n.push_back(normal(f));
  // Each face's corners, counter-clockwise from outside: corner k lies between
  // neighbours k and k + 1, on the plane of every face at distance 1.
  std::vector<std::vector<int>> around_face(kFaceCount);
  std::vector<std::vector<Vec3>> corners(kFaceCount);
  for (int f = 0; f < kFaceCount; ++f) {
    around_face[f] = neighbours(n, f);
    for (int k = 0; k < 5; ++k) {
      const Vec3& a = n[around_face[f][k]];
      const Vec3& b = n[around_face[f][(k + 1) % 5]];
      Vec3 w = {n[f][0] + a[0] + b[0], n[f][1] + a[1] + b[1], n[f][2] + a[2] + b[2]};
      const double d = dot(w, n[f]);
      corners[f].push_back({w[0] / d, w[1] / d, w[2] / d});
    }
  }
  // The net: where each face's middle is and in which direction its reference
  // neighbour lies (the edge it starts its stickers at), in pentagon circumradii, y up.
  const double inr = std::cos(kPi / 5);
  std::vector<int> reference(kFaceCount);
  std::vector<Vec2> middle(kFaceCount);
  std::vector<double> towards(kFaceCount);  // degrees
  auto place_flower = [&](int centre, int first, Vec2 at, double first_angle) {
    reference[centre] = first, middle[centre] = at, towards[centre] = first_angle;
    const std::vector<int>& ring = around_face[centre];
    const int k0 = static_cast<int>(std::find(ring.begin(), ring.end(), first) - ring.begin());
    for (int j = 0; j < 5; ++j) {
      const int petal = ring[(k0 + j) % 5];
      const double a = first_angle + 72 * j;  // the ring is counter-clockwise on the net too
      reference[petal] = centre;
      middle[petal] = {at[0] + 2 * inr * std::cos(a * kPi / 180), at[1] + 2 * inr * std::sin(a * kPi / 180)};
      towards[petal] = a + 180;
    }
  };
  place_flower(face_index("U"), face_index("F"), {0, 0}, -90);
  place_flower(face_index("D"), face_index("B"), {5.4, 0}, 90);

  std::vector<Vec3> centre;
  std::vector<int> face_of;
  for (int f = 0; f < kFaceCount; ++f) {
    // The shared edge with the reference neighbour k runs from corner k - 1 to corner k.
    const std::vector<int>& ring = around_face[f];
    const int k = static_cast<int>(std::find(ring.begin(), ring.end(), reference[f]) - ring.begin());
    std::vector<Vec3> solid;
    std::vector<Vec2> flat;
    for (int j = 0; j < 5; ++j) {
      solid.push_back(corners[f][(k + 4 + j) % 5]);
      const double a = (towards[f] - 36 + 72 * j) * kPi / 180;
      flat.push_back({middle[f][0] + std::cos(a), middle[f][1] + std::sin(a)});
    }
    const auto outlines = face_stickers(solid);
    const auto nets = face_stickers(flat);
    for (size_t s = 0; s < outlines.size(); ++s) {
      p.outlines.push_back(outlines[s]);
      p.net_outlines.push_back(nets[s]);
      centre.push_back(mean(outlines[s]));
      face_of.push_back(f);
    }
  }
  // Pieces: a centre is sticker 0 of its face; an edge, the two edge stickers across a
  // face edge; a corner, the three corner stickers at a vertex.
  Orbit centres{"centre", {}, {}, false}, edges{"edge", {}, {}, true}, vertices{"corner", {}, {}, true};
  for (int f = 0; f < kFaceCount; ++f) {
    centres.names.push_back(kFaces[f].name);
    centres.slots.push_back({11 * f});
  }
  auto near = [&](const Vec3& a, const Vec3& b) {
    return std::abs(a[0] - b[0]) + std::abs(a[1] - b[1]) + std::abs(a[2] - b[2]) < 1e-6;
  };
  std::map<std::vector<int>, std::vector<int>> by_vertex;  // faces (sorted) -> corner stickers
  for (int f = 0; f < kFaceCount; ++f) {
    for (int j = 0; j < 5; ++j) {
      const Vec3& v = p.outlines[11 * f + 1 + 2 * j][0];
      std::vector<int> faces;
      for (int g = 0; g < kFaceCount; ++g)
        for (const Vec3& c : corners[g])
          if (near(c, v)) faces.push_back(g);
      std::sort(faces.begin(), faces.end());
      by_vertex[faces].push_back(11 * f + 1 + 2 * j);
    }
  }
  for (auto& [faces, stickers] : by_vertex) {
    std::sort(stickers.begin(), stickers.end());
    const Vec3& v = p.outlines[stickers[0]][0];
    vertices.names.push_back(join(faces));
    vertices.slots.push_back(around(centre, stickers, v));
  }
  for (int f = 0; f < kFaceCount; ++f) {
    for (int g = f + 1; g < kFaceCount; ++g) {
      if (std::abs(dot(n[f], n[g]) - 0.4472135955) > 1e-6) continue;
      // The edge sticker of f nearest g, and of g nearest f.
      auto nearest = [&](int a, int b) {
        int best = 0;
        double d = -2;
        for (int j = 0; j < 5; ++j) {
          const int s = 11 * a + 2 + 2 * j;
          const Vec3 c = centre[s];
          const double len = std::sqrt(dot(c, c));
          if (dot(c, n[b]) / len > d) d = dot(c, n[b]) / len, best = s;
        }
        return best;
      };
      edges.names.push_back(join({f, g}));
      edges.slots.push_back({nearest(f, g), nearest(g, f)});
    }
  }
  p.orbits = {centres, edges, vertices};
  p.colour_centres = 0;
  // A face's layer: the stickers beyond the plane of its cut lines on its neighbours.
  std::vector<double> cut(kFaceCount);
  for (int f = 0; f < kFaceCount; ++f) {
    double best = -2;
    for (size_t s = 0; s < p.outlines.size(); ++s) {
      if (face_of[s] == f) continue;
      for (const Vec3& q : p.outlines[s]) {
        const double d = dot(q, n[f]);
        if (d < 1 - 1e-6 && d > best) best = d;
      }
    }
    cut[f] = best - 1e-6;
  }
  const std::pair<const char*, double> amounts[] = {{"", -72}, {"2", -144}, {"2'", 144}, {"'", 72}};
  for (int f = 0; f < kFaceCount; ++f)
    for (const auto& [suffix, degrees] : amounts)
      p.turns.push_back(rotation(std::string(kFaces[f].name) + suffix, centre, n[f], degrees, cut[f], kFaces[f].name));
  // The WCA's: the face opposite the fixed one is the axis ("R++" turns about DR, L fixed).
  const int L = face_index("L"), DR = face_index("DR"), U = face_index("U"), D = face_index("D");
  p.turns.push_back(rotation("R++", centre, n[DR], -144, -cut[L], "DR"));
  p.turns.push_back(rotation("R--", centre, n[DR], 144, -cut[L], "DR"));
  p.turns.push_back(rotation("D++", centre, n[D], -144, -cut[U], "D"));
  p.turns.push_back(rotation("D--", centre, n[D], 144, -cut[U], "D"));
  derive_piece_turns(p);
  // Every rotation of the whole puzzle: generated by a fifth of a turn about U and one about F.
  const std::vector<int> gens[] = {rotation_turn(centre, n[U], 72, -10),
                                   rotation_turn(centre, n[face_index("F")], 72, -10)};
  std::vector<int> identity(centre.size());
  for (size_t i = 0; i < identity.size(); ++i) identity[i] = static_cast<int>(i);
  p.rotations = {identity};
  std::set<std::vector<int>> seen = {identity};
  for (size_t i = 0; i < p.rotations.size(); ++i) {
    for (const std::vector<int>& g : gens) {
      std::vector<int> next(identity.size());
      for (size_t s = 0; s < next.size(); ++s) next[s] = p.rotations[i][g[s]];
      if (seen.insert(next).second) p.rotations.push_back(next);
    }
  }
  p.move_scramble = wca_scramble;
  // Seen from above the F face, a little to the right, U up.
  p.view_direction = {0.35, 0.75, 1};
  p.view_up = {0, 1, 0};
  return p;
}

}  // namespace

const Puzzle& megaminx() {
  static const Puzzle p = build();
  return p;
}

const std::vector<std::string>& megaminx_faces() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> v;
    for (const FaceDef& f : kFaces) v.push_back(f.name);
    return v;
  }();
  return names;
}

}  // namespace cube::twisty
