#include "cubie.h"

#include <vector>

#include "facelets.h"
#include "move.h"
#include "piece_lookup.h"
#include "puzzle.h"

namespace cube {
namespace {

enum FaceIndex { kU, kR, kF, kD, kL, kB };

// Facelet index of sticker `k` (1..9 as on the net) of a face, 3x3x3 and 2x2x2
// (on the 2x2x2 only the corner stickers 1, 3, 7, 9 exist, as 1..4).
constexpr int f3(int face, int k) { return face * 9 + k - 1; }
constexpr int f2(int face, int k) { return face * 4 + (k == 1 ? 0 : k == 3 ? 1 : k == 7 ? 2 : 3); }

constexpr const char* kFaceLetters = "URFDLB";

int face_of_letter(char ch) {
  for (int f = 0; f < 6; ++f)
    if (kFaceLetters[f] == ch) return f;
  return -1;
}

template <size_t N>
bool is_permutation(const std::array<uint8_t, N>& p) {
  unsigned seen = 0;
  for (uint8_t v : p) {
    if (v >= N || (seen >> v) & 1) return false;
    seen |= 1u << v;
  }
  return true;
}

template <size_t N>
int parity(const std::array<uint8_t, N>& p) {  // assumes a valid permutation
  int inversions = 0;
  for (size_t i = 0; i < N; ++i)
    for (size_t j = i + 1; j < N; ++j) inversions += p[i] > p[j];
  return inversions & 1;
}

template <size_t N>
int sum(const std::array<uint8_t, N>& a) {
  int s = 0;
  for (uint8_t v : a) s += v;
  return s;
}

// Corners of any size: `facelets` gives each position's sticker indices.
void put_corners(const std::array<uint8_t, kCorners>& cp, const std::array<uint8_t, kCorners>& co,
                 const int (&facelets)[kCorners][3], std::string& out) {
  for (int i = 0; i < kCorners; ++i) {
    if (cp[i] >= kCorners || co[i] >= 3) continue;  // leave '?' for a broken cube
    for (int k = 0; k < 3; ++k) out[facelets[i][(k + co[i]) % 3]] = kFaceLetters[corner_face(cp[i], k)];
  }
}

bool read_corners(std::string_view s, const int (&facelets)[kCorners][3], std::array<uint8_t, kCorners>& cp,
                  std::array<uint8_t, kCorners>& co) {
  for (int i = 0; i < kCorners; ++i) {
    PieceReading r = identify_corner(face_of_letter(s[facelets[i][0]]), face_of_letter(s[facelets[i][1]]),
                                     face_of_letter(s[facelets[i][2]]));
    if (r.piece < 0) return false;
    cp[i] = static_cast<uint8_t>(r.piece);
    co[i] = static_cast<uint8_t>(r.orientation);
  }
  return is_permutation(cp);  // no piece twice
}

}  // namespace

const char* const kCornerNames[kCorners] = {"URF", "UFL", "ULB", "UBR", "DFR", "DLF", "DBL", "DRB"};
const char* const kEdgeNames[kEdges] = {"UR", "UF", "UL", "UB", "DR", "DF", "DL", "DB", "FR", "FL", "BL", "BR"};

// Kociemba's cornerFacelet / edgeFacelet: each corner's stickers listed clockwise.
const int kCornerFacelets3[kCorners][3] = {{f3(kU, 9), f3(kR, 1), f3(kF, 3)}, {f3(kU, 7), f3(kF, 1), f3(kL, 3)},
                                           {f3(kU, 1), f3(kL, 1), f3(kB, 3)}, {f3(kU, 3), f3(kB, 1), f3(kR, 3)},
                                           {f3(kD, 3), f3(kF, 9), f3(kR, 7)}, {f3(kD, 1), f3(kL, 9), f3(kF, 7)},
                                           {f3(kD, 7), f3(kB, 9), f3(kL, 7)}, {f3(kD, 9), f3(kR, 9), f3(kB, 7)}};
const int kEdgeFacelets3[kEdges][2] = {{f3(kU, 6), f3(kR, 2)}, {f3(kU, 8), f3(kF, 2)}, {f3(kU, 4), f3(kL, 2)},
                                       {f3(kU, 2), f3(kB, 2)}, {f3(kD, 6), f3(kR, 8)}, {f3(kD, 2), f3(kF, 8)},
                                       {f3(kD, 4), f3(kL, 8)}, {f3(kD, 8), f3(kB, 8)}, {f3(kF, 6), f3(kR, 4)},
                                       {f3(kF, 4), f3(kL, 6)}, {f3(kB, 6), f3(kL, 4)}, {f3(kB, 4), f3(kR, 6)}};
const int kCornerFacelets2[kCorners][3] = {{f2(kU, 9), f2(kR, 1), f2(kF, 3)}, {f2(kU, 7), f2(kF, 1), f2(kL, 3)},
                                           {f2(kU, 1), f2(kL, 1), f2(kB, 3)}, {f2(kU, 3), f2(kB, 1), f2(kR, 3)},
                                           {f2(kD, 3), f2(kF, 9), f2(kR, 7)}, {f2(kD, 1), f2(kL, 9), f2(kF, 7)},
                                           {f2(kD, 7), f2(kB, 9), f2(kL, 7)}, {f2(kD, 9), f2(kR, 9), f2(kB, 7)}};

CubieCube CubieCube::operator*(const CubieCube& b) const {
  CubieCube r;
  for (int c = 0; c < kCorners; ++c) {
    r.cp[c] = cp[b.cp[c]];
    r.co[c] = static_cast<uint8_t>((co[b.cp[c]] + b.co[c]) % 3);
  }
  for (int e = 0; e < kEdges; ++e) {
    r.ep[e] = ep[b.ep[e]];
    r.eo[e] = static_cast<uint8_t>((eo[b.ep[e]] + b.eo[e]) % 2);
  }
  return r;
}

CubieCube CubieCube::inverse() const {
  CubieCube r;
  for (int c = 0; c < kCorners; ++c) r.cp[cp[c]] = static_cast<uint8_t>(c);
  for (int c = 0; c < kCorners; ++c) r.co[c] = static_cast<uint8_t>((3 - co[r.cp[c]]) % 3);
  for (int e = 0; e < kEdges; ++e) r.ep[ep[e]] = static_cast<uint8_t>(e);
  for (int e = 0; e < kEdges; ++e) r.eo[e] = eo[r.ep[e]];
  return r;
}

bool CubieCube::is_solvable() const {
  if (!is_permutation(cp) || !is_permutation(ep)) return false;
  for (uint8_t o : co)
    if (o > 2) return false;
  for (uint8_t o : eo)
    if (o > 1) return false;
  return sum(co) % 3 == 0 && sum(eo) % 2 == 0 && parity(cp) == parity(ep);
}

CornerCube CornerCube::operator*(const CornerCube& b) const {
  CornerCube r;
  for (int c = 0; c < kCorners; ++c) {
    r.cp[c] = cp[b.cp[c]];
    r.co[c] = static_cast<uint8_t>((co[b.cp[c]] + b.co[c]) % 3);
  }
  return r;
}

CornerCube CornerCube::inverse() const {
  CornerCube r;
  for (int c = 0; c < kCorners; ++c) r.cp[cp[c]] = static_cast<uint8_t>(c);
  for (int c = 0; c < kCorners; ++c) r.co[c] = static_cast<uint8_t>((3 - co[r.cp[c]]) % 3);
  return r;
}

// Quarter turns are odd permutations on the 2x2x2 too, so both parities occur and
// only the twist sum constrains a corner state.
bool CornerCube::is_solvable() const {
  if (!is_permutation(cp)) return false;
  for (uint8_t o : co)
    if (o > 2) return false;
  return sum(co) % 3 == 0;
}

std::string to_facelets(const CubieCube& c) {
  std::string s(54, '?');
  for (int f = 0; f < 6; ++f) s[f3(f, 5)] = kFaceLetters[f];
  put_corners(c.cp, c.co, kCornerFacelets3, s);
  for (int i = 0; i < kEdges; ++i) {
    if (c.ep[i] >= kEdges || c.eo[i] >= 2) continue;
    for (int k = 0; k < 2; ++k) s[kEdgeFacelets3[i][(k + c.eo[i]) % 2]] = kFaceLetters[edge_face(c.ep[i], k)];
  }
  return s;
}

std::optional<CubieCube> cubie_from_facelets(std::string_view s) {
  if (s.size() != 54) return std::nullopt;
  for (int f = 0; f < 6; ++f)
    if (s[f3(f, 5)] != kFaceLetters[f]) return std::nullopt;
  CubieCube c;
  if (!read_corners(s, kCornerFacelets3, c.cp, c.co)) return std::nullopt;
  for (int i = 0; i < kEdges; ++i) {
    PieceReading r = identify_edge(face_of_letter(s[kEdgeFacelets3[i][0]]), face_of_letter(s[kEdgeFacelets3[i][1]]));
    if (r.piece < 0) return std::nullopt;
    c.ep[i] = static_cast<uint8_t>(r.piece);
    c.eo[i] = static_cast<uint8_t>(r.orientation);
  }
  if (!is_permutation(c.ep)) return std::nullopt;
  return c;
}

std::string to_facelets(const CornerCube& c) {
  std::string s(24, '?');
  put_corners(c.cp, c.co, kCornerFacelets2, s);
  return s;
}

std::optional<CornerCube> corners_from_facelets(std::string_view s) {
  if (s.size() != 24) return std::nullopt;
  CornerCube c;
  if (!read_corners(s, kCornerFacelets2, c.cp, c.co)) return std::nullopt;
  return c;
}

const std::array<CubieCube, kBasicMoves>& basic_move_cubies() {
  // One rule for every move: turn the solved facelets and read the cubies back.
  static const std::array<CubieCube, kBasicMoves> moves = [] {
    std::array<CubieCube, kBasicMoves> all;
    for (int f = 0; f < 6; ++f)
      for (int turns = 1; turns <= 3; ++turns) {
        std::string s = solved_facelets(Puzzle::Cube3);
        apply_moves(Puzzle::Cube3, s, {Move{Move::Kind::Face, kFaceLetters[f], static_cast<uint8_t>(turns)}});
        all[3 * f + turns - 1] = *cubie_from_facelets(s);
      }
    return all;
  }();
  return moves;
}

const CubieCube& face_move_cubie(Face f, int turns) {
  static const CubieCube identity;
  const int face = static_cast<int>(f);
  if (face < 0 || face >= 6 || turns < 1 || turns > 3) return identity;
  return basic_move_cubies()[3 * face + turns - 1];
}

bool apply_face_turns(CubieCube& c, const std::vector<Move>& moves) {
  for (const Move& m : moves) {
    const char* face = std::char_traits<char>::find(kFaceNames, kFaces, m.family);
    if (m.kind != Move::Kind::Face || m.depth != 0 || !face || m.turns < 1 || m.turns > 3) return false;
    c = c * face_move_cubie(static_cast<Face>(face - kFaceNames), m.turns);
  }
  return true;
}

const CornerCube& face_move_corners(Face f, int turns) {
  static const std::array<CornerCube, kBasicMoves> moves = [] {
    std::array<CornerCube, kBasicMoves> all;
    for (int m = 0; m < kBasicMoves; ++m) all[m] = corners_of(basic_move_cubies()[m]);
    return all;
  }();
  static const CornerCube identity;
  const int face = static_cast<int>(f);
  if (face < 0 || face >= 6 || turns < 1 || turns > 3) return identity;
  return moves[3 * face + turns - 1];
}

CornerCube corners_of(const CubieCube& c) {
  CornerCube r;
  r.cp = c.cp;
  r.co = c.co;
  return r;
}

}  // namespace cube
