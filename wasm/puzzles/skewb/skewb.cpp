#include "puzzles/skewb/skewb.h"

#include <iterator>

#include "core/message.h"

namespace cube::twisty {

namespace {

// x right, y up, z front. Each face: letter, outward normal, the net's right and up.
struct Face {
  char letter;
  Vec3 normal, right, up;
};
constexpr Face kFaces[] = {
    {'U', {0, 1, 0}, {1, 0, 0}, {0, 0, -1}}, {'R', {1, 0, 0}, {0, 0, -1}, {0, 1, 0}},
    {'F', {0, 0, 1}, {1, 0, 0}, {0, 1, 0}},  {'D', {0, -1, 0}, {1, 0, 0}, {0, 0, 1}},
    {'L', {-1, 0, 0}, {0, 0, 1}, {0, 1, 0}}, {'B', {0, 0, -1}, {-1, 0, 0}, {0, 1, 0}},
};

// A point of face f at (right, up), each -1..1 from its middle (the cube's half side 1).
Vec3 on(const Face& f, double right, double up, double scale = 1) {
  Vec3 v;
  for (int k = 0; k < 3; ++k) v[k] = f.normal[k] + scale * (right * f.right[k] + up * f.up[k]);
  return v;
}

// The faces' places on the flat net (the 3x3x3's cross: U above F; L F R B in a row; D
// below F), in face-widths, y up.
constexpr Vec2 kNetPlace[] = {{1, 1}, {2, 0}, {1, 0}, {1, -1}, {0, 0}, {3, 0}};

// Each sticker's outline in the face's (right, up) frame, in sticker order: the corners
// top-left, top-right, then the centre (a square on its point), bottom-left, bottom-right.
const std::vector<std::vector<Vec2>> kStickerShapes = {
    {{-1, 1}, {-1, 0}, {0, 1}},   {{1, 1}, {0, 1}, {1, 0}},   {{0, 1}, {-1, 0}, {0, -1}, {1, 0}},
    {{-1, -1}, {0, -1}, {-1, 0}}, {{1, -1}, {1, 0}, {0, -1}},
};

int sign(double x) { return x > 0 ? 1 : -1; }

// "UFR" from a corner's signs: up/down, front/back, left/right.
std::string corner_name(Vec3 c) {
  return std::string(1, c[1] > 0 ? 'U' : 'D') + (c[2] > 0 ? 'F' : 'B') + (c[0] > 0 ? 'R' : 'L');
}

Puzzle build() {
  Puzzle p;
  p.name = "skewb";
  p.title = "Skewb";
  p.face_letters = "URFDLB";
  p.colour_letters = "WRGYOB";
  p.per_face = 5;
  p.accepted_code = "skewb_accepted";
  p.accepted = message(p.accepted_code).english();
  std::vector<Vec3> centre;
  Orbit centres{"centre", {}, {}, true};
  for (size_t fi = 0; fi < std::size(kFaces); ++fi) {
    const Face& f = kFaces[fi];
    centre.push_back(on(f, -1, 1, 0.6));
    centre.push_back(on(f, 1, 1, 0.6));
    centres.names.push_back(std::string(1, f.letter));
    centres.slots.push_back({static_cast<int>(centre.size())});
    centre.push_back(on(f, 0, 0, 0.6));
    centre.push_back(on(f, -1, -1, 0.6));
    centre.push_back(on(f, 1, -1, 0.6));
    for (const std::vector<Vec2>& shape : kStickerShapes) {
      std::vector<Vec3> outline;
      std::vector<Vec2> net;
      for (const Vec2& q : shape) {
        outline.push_back(on(f, q[0], q[1]));
        net.push_back({2 * kNetPlace[fi][0] + q[0], 2 * kNetPlace[fi][1] + q[1]});
      }
      p.outlines.push_back(outline);
      p.net_outlines.push_back(net);
    }
  }
  // Corners in two sets of four that never mix: the product of a corner's signs.
  Orbit even{"corner", {}, {}, true}, odd{"corner", {}, {}, true};
  for (int x : {1, -1}) {
    for (int y : {1, -1}) {
      for (int z : {1, -1}) {
        const Vec3 c = {double(x), double(y), double(z)};
        std::vector<int> stickers;
        for (size_t s = 0; s < centre.size(); ++s) {
          const Vec3& v = centre[s];
          const bool corner_sticker = (std::abs(v[0]) > 0.1) + (std::abs(v[1]) > 0.1) + (std::abs(v[2]) > 0.1) == 3;
          if (corner_sticker && sign(v[0]) == x && sign(v[1]) == y && sign(v[2]) == z)
            stickers.push_back(static_cast<int>(s));
        }
        Orbit& o = x * y * z > 0 ? even : odd;
        o.names.push_back(corner_name(c));
        o.slots.push_back(around(centre, stickers, c));
      }
    }
  }
  p.orbits = {centres, even, odd};
  const std::pair<char, Vec3> axes[] = {
      {'R', {1, -1, -1}}, {'U', {-1, 1, -1}}, {'L', {-1, -1, 1}}, {'B', {-1, -1, -1}}};
  for (const auto& [letter, axis] : axes) {
    p.turns.push_back(rotation(std::string(1, letter), centre, axis, -120, 0));
    p.turns.push_back(rotation(std::string(1, letter) + "'", centre, axis, 120, 0));
  }
  p.table_components = {std::vector<int>{0}, std::vector<int>{1, 2}};
  for (int i = 0; i < static_cast<int>(p.turns.size()); ++i) {
    p.table_turns.push_back(i);
  }
  // WCA Regulations 4b3c: a Skewb scramble is a random state that needs at least 7
  // moves to solve (TNoodle's SkewbPuzzle: wcaMinScrambleDistance = 7).
  derive_piece_turns(p);
  // Seen from the U F R corner, U up.
  p.view_direction = {0.62, 0.72, 1};
  p.view_up = {0, 1, 0};
  p.min_scramble_distance = 7;
  return p;
}

}  // namespace

const Puzzle& skewb() {
  static const Puzzle p = build();
  return p;
}

}  // namespace cube::twisty
