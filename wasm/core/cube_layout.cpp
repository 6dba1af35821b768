#include "cube_layout.h"

#include <algorithm>
#include <map>
#include <memory>
#include <utility>

#include "cubie.h"
#include "facelets.h"
#include "geometry.h"
#include "piece_lookup.h"

namespace cube {
namespace {

using Vec = std::array<int, 3>;

class StickerFinder {
 public:
  explicit StickerFinder(int n) : n_(n) {
    const std::vector<Sticker>& all = sticker_layout(n);
    for (int i = 0; i < static_cast<int>(all.size()); ++i) index_[{all[i].position, all[i].normal}] = i;
  }
  // The sticker at the 3x3x3 facelet's place: outer coordinates +-2 -> +-(n-1), the
  // middle ones 0 -> `middle_a`, then `middle_b` (which wing, which centre).
  int of_3x3(int facelet3, int middle_a, int middle_b) const {
    const Sticker& s3 = sticker_layout(3)[facelet3];
    Vec pos{};
    int middles = 0;
    for (int k = 0; k < 3; ++k) {
      if (s3.position[k] != 0) {
        pos[k] = s3.position[k] > 0 ? n_ - 1 : 1 - n_;
      } else {
        pos[k] = middles++ == 0 ? middle_a : middle_b;
      }
    }
    const auto it = index_.find({pos, s3.normal});
    return it == index_.end() ? -1 : it->second;
  }

 private:
  int n_;
  std::map<std::pair<Vec, Vec>, int> index_;
};

// A face turn carries (r, c) of a face's grid to (c, n-1-r): the orbit's representative
// is the least of the four.
std::pair<int, int> centre_class(int r, int c, int n) {
  std::pair<int, int> best{r, c};
  for (int k = 0; k < 3; ++k) {
    const int next_r = c, next_c = n - 1 - r;
    r = next_r, c = next_c;
    best = std::min(best, std::pair<int, int>{r, c});
  }
  return best;
}

// A wing is chiral: the normals of its two stickers (in its colours' order) and the
// direction from its slot's middle to the wing form a right- or a left-handed triple,
// whatever the turns. The two wings of an orbit in one slot are mirror images.
int handedness(const Vec& n0, const Vec& n1, const Vec& t) {
  const int det = n0[0] * (n1[1] * t[2] - n1[2] * t[1]) - n0[1] * (n1[0] * t[2] - n1[2] * t[0]) +
                  n0[2] * (n1[0] * t[1] - n1[1] * t[0]);
  return det > 0 ? 1 : -1;
}

std::unique_ptr<CubeLayout> make_layout(int n) {
  auto l = std::make_unique<CubeLayout>();
  l->n = n;
  const StickerFinder at(n);
  const bool odd = n % 2 == 1;
  for (int c = 0; c < 8; ++c)
    for (int k = 0; k < 3; ++k) l->corner[c][k] = at.of_3x3(kCornerFacelets3[c][k], 0, 0);
  if (odd) {
    for (int e = 0; e < 12; ++e)
      l->midge.push_back({at.of_3x3(kEdgeFacelets3[e][0], 0, 0), at.of_3x3(kEdgeFacelets3[e][1], 0, 0)});
    for (int f = 0; f < 6; ++f) l->fixed_centre.push_back(f * n * n + (n / 2) * n + n / 2);
  }
  for (int o = 0; o < (n - 2) / 2; ++o) {
    const int offset = n - 3 - 2 * o;  // distance of the orbit's wings from the slot's middle
    std::array<std::array<int, 2>, 24> orbit{};
    for (int e = 0; e < 12; ++e)
      for (int side = 0; side < 2; ++side)
        for (int k = 0; k < 2; ++k)
          orbit[2 * e + side][k] = at.of_3x3(kEdgeFacelets3[e][k], side ? offset : -offset, 0);
    l->wings.push_back(orbit);
    const std::vector<Sticker>& all = sticker_layout(n);
    std::array<int, 24> hand{};
    for (int pos = 0; pos < 24; ++pos) {
      const Sticker& s0 = all[orbit[pos][0]];
      const Sticker& s1 = all[orbit[pos][1]];
      Vec t{};
      for (int k = 0; k < 3; ++k)  // the coordinate that is not outermost runs along the slot
        if (s0.position[k] != n - 1 && s0.position[k] != 1 - n) t[k] = s0.position[k] > 0 ? 1 : -1;
      hand[pos] = handedness(s0.normal, s1.normal, t);
    }
    l->wing_hand.push_back(hand);
  }
  std::map<std::pair<int, int>, std::vector<int>> classes;  // representative -> stickers, face by face
  for (int f = 0; f < 6; ++f)
    for (int r = 1; r < n - 1; ++r)
      for (int c = 1; c < n - 1; ++c) {
        if (odd && r == n / 2 && c == n / 2) continue;
        classes[centre_class(r, c, n)].push_back(f * n * n + r * n + c);
      }
  for (const auto& [rep, stickers] : classes) {
    std::array<int, 24> orbit{};
    std::copy(stickers.begin(), stickers.end(), orbit.begin());
    l->centres.push_back(orbit);
  }
  const int middle = odd ? 0 : 1;
  for (int i = 0; i < 54; ++i) l->reduced[i] = at.of_3x3(i, middle, middle);
  return l;
}

template <class T, size_t N>
void shuffle_all(std::array<T, N>& a, Rng& rng) {
  for (size_t i = N - 1; i > 0; --i) std::swap(a[i], a[rng.below(static_cast<uint32_t>(i + 1))]);
}

}  // namespace

const CubeLayout* cube_layout(int n) {
  static const std::array<std::unique_ptr<CubeLayout>, kMaxCube + 1> layouts = [] {
    std::array<std::unique_ptr<CubeLayout>, kMaxCube + 1> all;
    for (int size = kMinCube; size <= kMaxCube; ++size) all[size] = make_layout(size);
    return all;
  }();
  return n >= kMinCube && n <= kMaxCube ? layouts[n].get() : nullptr;
}

Message CubeLayout::wing_name(int orbit, int position) const {
  const int per_slot = 2 * static_cast<int>(wings.size());
  const int place = position % 2 == 0 ? orbit + 1 : per_slot - orbit;
  return message("wing_place", {{"edge", kEdgeNames[position / 2]}, {"number", place}});
}

Message CubeLayout::centre_name(int orbit) const {
  const int first = centres[orbit][0];  // on U, face 0
  const int r = first / n, c = first % n;
  const char* kind = (r == c || r + c == n - 1) ? "x" : (n % 2 == 1 && (r == n / 2 || c == n / 2)) ? "plus" : "oblique";
  return message("centre_orbit", {{"kind", kind}, {"sticker", "U" + std::to_string(first + 1)}});
}

int CubeLayout::identify_wing(int orbit, int position, int a, int b) const {
  const PieceReading r = identify_edge(a, b);
  if (r.piece < 0) return -1;
  const std::array<int, 24>& hand = wing_hand[orbit];
  // Read with the piece's own colour order, the stickers swap when a comes second.
  const int seen = edge_face(r.piece, 0) == a ? hand[position] : -hand[position];
  return 2 * r.piece + (hand[2 * r.piece] == seen ? 0 : 1);
}

std::string reduced_facelets(const CubeLayout& layout, const std::string& stickers) {
  std::string s(54, '?');
  for (int i = 0; i < 54; ++i) s[i] = stickers[layout.reduced[i]];
  return s;
}

std::string random_facelets(Puzzle p, Rng& rng) {
  const CubeLayout& l = *cube_layout(p.n);
  std::string out = solved_facelets(p);
  if (p.n % 2 == 1) {
    // Corners and middle edges: the 3x3x3's random state (the fixed centres stay).
    const std::string small = to_facelets(random_cubie(rng));
    for (int c = 0; c < 8; ++c)
      for (int k = 0; k < 3; ++k) out[l.corner[c][k]] = small[kCornerFacelets3[c][k]];
    for (int e = 0; e < 12; ++e)
      for (int k = 0; k < 2; ++k) out[l.midge[e][k]] = small[kEdgeFacelets3[e][k]];
  } else {
    const std::string corners = to_facelets(random_corners(rng));
    for (int c = 0; c < 8; ++c)
      for (int k = 0; k < 3; ++k) out[l.corner[c][k]] = corners[kCornerFacelets2[c][k]];
  }
  for (int o = 0; o < static_cast<int>(l.wings.size()); ++o) {
    // Any permutation (an inner quarter turn is an odd one); orientation fixed by the place.
    std::array<int, 24> wing{};
    for (int i = 0; i < 24; ++i) wing[i] = i;
    shuffle_all(wing, rng);
    for (int pos = 0; pos < 24; ++pos) {
      const int edge = wing[pos] / 2;
      const int a = edge_face(edge, 0), b = edge_face(edge, 1);
      const bool straight = l.identify_wing(o, pos, a, b) == wing[pos];
      out[l.wings[o][pos][0]] = kFaceNames[straight ? a : b];
      out[l.wings[o][pos][1]] = kFaceNames[straight ? b : a];
    }
  }
  for (const std::array<int, 24>& orbit : l.centres) {
    // Four of each colour anywhere (identical pieces: every arrangement is reachable).
    std::array<char, 24> colour{};
    for (int i = 0; i < 24; ++i) colour[i] = kFaceNames[i / 4];
    shuffle_all(colour, rng);
    for (int i = 0; i < 24; ++i) out[orbit[i]] = colour[i];
  }
  return out;
}

}  // namespace cube
