#include "move.h"

namespace cube {
namespace {

// Which axis a face, slice or rotation family turns about, and whether the
// notation's clockwise is the axis' positive direction (R, U, F) or not (L, D, B).
struct FamilyAxis {
  Axis axis;
  bool positive;  // notation turn == positive quarter turn about `axis`
  bool high_end;  // the face sits at the positive end of the axis
};

bool face_axis(char family, FamilyAxis& out) {
  switch (family) {
    case 'R': out = {Axis::X, true, true}; return true;
    case 'L': out = {Axis::X, false, false}; return true;
    case 'U': out = {Axis::Y, true, true}; return true;
    case 'D': out = {Axis::Y, false, false}; return true;
    case 'F': out = {Axis::Z, true, true}; return true;
    case 'B': out = {Axis::Z, false, false}; return true;
    default: return false;
  }
}

}  // namespace

bool layer_turn(const Move& m, int n, LayerTurn& out) {
  // Layer masks are 8 bits wide; a 1x1x1 has no layer moves worth naming.
  if (n < 2 || n > 8 || m.turns < 1 || m.turns > 3) return false;
  const uint8_t all = static_cast<uint8_t>((1u << n) - 1);
  const uint8_t top = static_cast<uint8_t>(1u << (n - 1));
  const uint8_t bottom = 1;
  FamilyAxis fa{};
  uint8_t mask = 0;
  switch (m.kind) {
    case Move::Kind::Face: {
      // The d-th layer from the face: "4R" on the 4x4x4 is the layer L turns.
      const int d = m.depth == 0 ? 1 : m.depth;
      if (!face_axis(m.family, fa) || d > n) return false;
      mask = static_cast<uint8_t>(fa.high_end ? top >> (d - 1) : bottom << (d - 1));
      break;
    }
    case Move::Kind::Wide: {
      // Two outer layers (on the 2x2x2 that is the whole cube); "3Rw" needs more layers
      // than it turns: all of them is a rotation, written x.
      const int d = m.depth == 0 ? 2 : m.depth;
      if (!face_axis(m.family, fa) || (m.depth != 0 && d >= n)) return false;
      const unsigned block = (1u << d) - 1;
      mask = static_cast<uint8_t>(fa.high_end ? (block << (n - d)) & all : block);
      break;
    }
    case Move::Kind::Slice:
      // The single middle layer exists only on odd cubes.
      if (n % 2 == 0) return false;
      if (m.family == 'M') fa = {Axis::X, false, false};
      else if (m.family == 'E') fa = {Axis::Y, false, false};
      else if (m.family == 'S') fa = {Axis::Z, true, true};
      else return false;
      mask = static_cast<uint8_t>(1u << ((n - 1) / 2));
      break;
    case Move::Kind::Rotation:
      if (m.family == 'x') fa = {Axis::X, true, true};
      else if (m.family == 'y') fa = {Axis::Y, true, true};
      else if (m.family == 'z') fa = {Axis::Z, true, true};
      else return false;
      mask = all;
      break;
    default: return false;
  }
  out.axis = fa.axis;
  out.layer_mask = mask;
  out.quarter_turns = fa.positive ? m.turns : static_cast<uint8_t>(4 - m.turns);
  return true;
}

Move inverse(const Move& m) {
  Move r = m;
  r.turns = static_cast<uint8_t>((4 - m.turns % 4) % 4);
  return r;
}

std::string to_string(const Move& m) {
  std::string s;
  if (m.depth >= 2) s = std::to_string(m.depth);
  s += m.family;
  if (m.kind == Move::Kind::Wide) s += 'w';
  switch (m.turns % 4) {
    case 2: s += '2'; break;
    case 3: s += '\''; break;
    case 0: s += '0'; break;  // not a real move; printed so it is visible, not hidden
    default: break;
  }
  return s;
}

}  // namespace cube
