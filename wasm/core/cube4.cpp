#include "cube4.h"

#include <algorithm>
#include <vector>

#include "cubie.h"
#include "facelets.h"
#include "geometry.h"
#include "piece_lookup.h"

namespace cube::cube4 {
namespace {

// The 4x4x4 sticker at the 3x3x3 sticker's place: outer coordinates +-2 -> +-3, the
// middle coordinate 0 -> `middle` (+-1: which wing, which centre column).
int sticker_of_3x3(int facelet3, int middle_a, int middle_b) {
  const Sticker& s3 = sticker_layout(3)[facelet3];
  std::array<int, 3> pos{};
  int middles = 0;
  for (int k = 0; k < 3; ++k) {
    if (s3.position[k] != 0) {
      pos[k] = s3.position[k] > 0 ? 3 : -3;
    } else {
      pos[k] = middles++ == 0 ? middle_a : middle_b;
    }
  }
  const std::vector<Sticker>& all = sticker_layout(4);
  for (int i = 0; i < static_cast<int>(all.size()); ++i)
    if (all[i].position == pos && all[i].normal == s3.normal) return i;
  return -1;
}

Layout make_layout() {
  Layout l{};
  for (int c = 0; c < 8; ++c)
    for (int k = 0; k < 3; ++k) l.corner[c][k] = sticker_of_3x3(kCornerFacelets3[c][k], 0, 0);
  for (int e = 0; e < 12; ++e)
    for (int side = 0; side < 2; ++side)
      for (int k = 0; k < 2; ++k) l.wing[2 * e + side][k] = sticker_of_3x3(kEdgeFacelets3[e][k], side ? 1 : -1, 0);
  for (int f = 0; f < 6; ++f)
    for (int i = 0; i < 4; ++i) {
      // Face f's centre stickers are rows 1-2, columns 1-2 of its 4x4 block.
      l.centre[4 * f + i] = 16 * f + 4 * (1 + i / 2) + 1 + i % 2;
    }
  for (int i = 0; i < 54; ++i) l.reduced[i] = sticker_of_3x3(i, 1, 1);
  return l;
}

}  // namespace

const Layout& layout() {
  static const Layout l = make_layout();
  return l;
}

std::string wing_name(int position) {
  return std::string(kEdgeNames[position / 2]) + (position % 2 == 0 ? " wing 1" : " wing 2");
}

namespace {

// A wing is chiral: the normals of its two stickers (in its colours' order) and the
// direction from its slot's middle to the wing form a right- or a left-handed triple,
// whatever the turns. The two wings of an edge are mirror images: one of each.
int handedness(const std::array<int, 3>& n0, const std::array<int, 3>& n1, const std::array<int, 3>& t) {
  const int det = n0[0] * (n1[1] * t[2] - n1[2] * t[1]) - n0[1] * (n1[0] * t[2] - n1[2] * t[0]) +
                  n0[2] * (n1[0] * t[1] - n1[1] * t[0]);
  return det > 0 ? 1 : -1;
}

// Per wing position: its handedness read with the stickers in the slot's name order.
std::array<int, kWings> make_position_handedness() {
  std::array<int, kWings> out{};
  const std::vector<Sticker>& all = sticker_layout(4);
  for (int pos = 0; pos < kWings; ++pos) {
    const Sticker& s0 = all[layout().wing[pos][0]];
    const Sticker& s1 = all[layout().wing[pos][1]];
    std::array<int, 3> t{};
    for (int k = 0; k < 3; ++k)  // the coordinate that is +-1 runs along the slot
      if (s0.position[k] == 1 || s0.position[k] == -1) t[k] = s0.position[k];
    out[pos] = handedness(s0.normal, s1.normal, t);
  }
  return out;
}

}  // namespace

int identify_wing(int position, int a, int b) {
  static const std::array<int, kWings> hand = make_position_handedness();
  const PieceReading r = identify_edge(a, b);
  if (r.piece < 0) return -1;
  // Read with the piece's own colour order, the stickers swap when a comes second.
  const int seen = edge_face(r.piece, 0) == a ? hand[position] : -hand[position];
  return 2 * r.piece + (hand[2 * r.piece] == seen ? 0 : 1);
}

std::string reduced_facelets(const std::string& stickers) {
  std::string s(54, '?');
  for (int i = 0; i < 54; ++i) s[i] = stickers[layout().reduced[i]];
  return s;
}

std::string random_facelets(Rng& rng) {
  const Layout& l = layout();
  std::string out = solved_facelets(Puzzle::Cube4);
  // Corners: the 2x2x2's random state (DBL fixed, any permutation, twists summing to 0).
  const std::string corners = to_facelets(random_corners(rng));
  for (int c = 0; c < 8; ++c)
    for (int k = 0; k < 3; ++k) out[l.corner[c][k]] = corners[kCornerFacelets2[c][k]];
  // Wings: any permutation (an inner quarter turn is an odd one), orientation fixed
  // by the position.
  std::array<int, kWings> wing{};
  for (int i = 0; i < kWings; ++i) wing[i] = i;
  for (int i = kWings - 1; i > 0; --i) std::swap(wing[i], wing[rng.below(static_cast<uint32_t>(i + 1))]);
  for (int pos = 0; pos < kWings; ++pos) {
    const int edge = wing[pos] / 2;
    const int a = edge_face(edge, 0), b = edge_face(edge, 1);
    const bool straight = identify_wing(pos, a, b) == wing[pos];
    out[l.wing[pos][0]] = kFaceNames[straight ? a : b];
    out[l.wing[pos][1]] = kFaceNames[straight ? b : a];
  }
  // Centres: four of each colour anywhere (identical pieces: every arrangement is reachable).
  std::array<char, kCentres> centre{};
  for (int i = 0; i < kCentres; ++i) centre[i] = kFaceNames[i / 4];
  for (int i = kCentres - 1; i > 0; --i) std::swap(centre[i], centre[rng.below(static_cast<uint32_t>(i + 1))]);
  for (int i = 0; i < kCentres; ++i) out[l.centre[i]] = centre[i];
  return out;
}

}  // namespace cube::cube4
