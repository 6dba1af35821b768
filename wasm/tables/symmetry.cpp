#include "tables/symmetry.h"

#include <stdexcept>

namespace cube::tables {

namespace {

CubieCube make(std::array<uint8_t, 8> cp, std::array<uint8_t, 8> co, std::array<uint8_t, 12> ep,
               std::array<uint8_t, 12> eo) {
  CubieCube c;
  c.cp = cp;
  c.co = co;
  c.ep = ep;
  c.eo = eo;
  return c;
}

// Kociemba's basic symmetries. Mirrors carry corner orientation 3 (a reflected corner).
const CubieCube kF2 = make({DLF, DFR, DRB, DBL, UFL, URF, UBR, ULB}, {0, 0, 0, 0, 0, 0, 0, 0},
                           {DL, DF, DR, DB, UL, UF, UR, UB, FL, FR, BR, BL}, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
const CubieCube kU4 = make({UBR, URF, UFL, ULB, DRB, DFR, DLF, DBL}, {0, 0, 0, 0, 0, 0, 0, 0},
                           {UB, UR, UF, UL, DB, DR, DF, DL, BR, FR, FL, BL}, {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1});
const CubieCube kLR2 = make({UFL, URF, UBR, ULB, DLF, DFR, DRB, DBL}, {3, 3, 3, 3, 3, 3, 3, 3},
                            {UL, UF, UR, UB, DL, DF, DR, DB, FL, FR, BR, BL}, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
const CubieCube kURF3 = make({URF, DFR, DLF, UFL, UBR, DRB, DBL, ULB}, {1, 2, 1, 2, 2, 1, 2, 1},
                             {UF, FR, DF, FL, UB, BR, DB, BL, UR, DR, DL, UL}, {1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1});

// a * b with reflected corners allowed (orientations 3..5), as Kociemba's multiply.
CubieCube multiply_full(const CubieCube& a, const CubieCube& b) {
  CubieCube r;
  for (int i = 0; i < 8; ++i) {
    const int oa = a.co[b.cp[i]];
    const int ob = b.co[i];
    int o;
    if (oa < 3 && ob < 3) o = (oa + ob) % 3;
    else if (oa < 3) o = (oa + ob) % 3 + 3;
    else if (ob < 3) o = (oa - ob + 3) % 3 + 3;
    else o = (oa - ob + 3) % 3;
    r.cp[i] = a.cp[b.cp[i]];
    r.co[i] = static_cast<uint8_t>(o);
  }
  for (int i = 0; i < 12; ++i) {
    r.ep[i] = a.ep[b.ep[i]];
    r.eo[i] = static_cast<uint8_t>(a.eo[b.ep[i]] ^ b.eo[i]);
  }
  return r;
}

int find_move(const CubieCube& c) {
  const auto& moves = basic_move_cubies();
  for (int m = 0; m < kMoves; ++m)
    if (moves[m] == c) return m;
  throw std::logic_error("symmetry: a conjugated face turn is not a face turn");
}

struct SymGroup {
  std::array<CubieCube, kSyms> cube;
  int mult[kSyms][kSyms];
  int inv[kSyms];
};

SymGroup make_group() {
  SymGroup g{};
  CubieCube c;
  for (int i = 0; i < kSyms; ++i) {
    g.cube[i] = c;
    c = multiply_full(c, kU4);
    if (i % 4 == 3) c = multiply_full(c, kLR2);
    if (i % 8 == 7) c = multiply_full(c, kF2);
  }
  for (int a = 0; a < kSyms; ++a) {
    for (int b = 0; b < kSyms; ++b) {
      const CubieCube p = multiply_full(g.cube[a], g.cube[b]);
      g.mult[a][b] = -1;
      for (int k = 0; k < kSyms; ++k)
        if (g.cube[k] == p) g.mult[a][b] = k;
      if (g.mult[a][b] < 0) throw std::logic_error("symmetry: the 16 symmetries are not a group");
      if (g.mult[a][b] == 0) g.inv[a] = b;
    }
  }
  return g;
}

const SymGroup& group() {
  static const SymGroup g = make_group();
  return g;
}

Symmetries make_symmetries() {
  Symmetries s{};
  const SymGroup& g = group();
  for (int i = 0; i < kSyms; ++i) {
    s.cube[i] = g.cube[i];
    s.mirror[i] = g.cube[i].co[0] >= 3;
    s.inv[i] = g.inv[i];
    for (int j = 0; j < kSyms; ++j) s.mult[i][j] = g.mult[i][j];
  }
  const auto& moves = basic_move_cubies();
  for (int sym = 0; sym < kSyms; ++sym) {
    for (int m = 0; m < kMoves; ++m) s.move_conj[sym][m] = find_move(conjugate(moves[m], s.inv[sym]));
  }
  int std_to_p2[kMoves];
  for (int m = 0; m < kMoves; ++m) std_to_p2[m] = -1;
  for (int i = 0; i < kMoves2; ++i) std_to_p2[kPhase2Moves[i]] = i;
  for (int sym = 0; sym < kSyms; ++sym) {
    for (int i = 0; i < kMoves2; ++i) {
      const int m = std_to_p2[s.move_conj[sym][kPhase2Moves[i]]];
      if (m < 0) throw std::logic_error("symmetry: phase-2 moves not closed under symmetry");
      s.move_conj2[sym][i] = m;
    }
  }
  for (int m = 0; m < kMoves; ++m)
    for (int k = 0; k < kSyms8; ++k) s.sym8_move[m][k] = s.move_conj[2 * k][m];
  s.urf = kURF3;
  s.urf_inv = kURF3.inverse();
  for (int m = 0; m < kMoves; ++m) s.urf_move[m] = find_move(s.urf * moves[m] * s.urf_inv);
  return s;
}

}  // namespace

const Symmetries& symmetries() {
  static const Symmetries s = make_symmetries();
  return s;
}

void conjugate_corners(const CubieCube& a, int s, CubieCube& out) {
  // The basic symmetries have uniform corner orientation (0, or 3 for mirrors), so
  // conjugation permutes the corners and, for a mirror, reverses their twist.
  static const CubieCube* const cubes = group().cube.data();
  static const int* const inv = group().inv;
  const CubieCube& S = cubes[s];
  const CubieCube& Si = cubes[inv[s]];
  const bool mirror = S.co[0] >= 3;
  for (int i = 0; i < 8; ++i) {
    const int j = S.cp[i];
    out.cp[i] = Si.cp[a.cp[j]];
    const int o = a.co[j];
    out.co[i] = static_cast<uint8_t>(mirror ? (3 - o) % 3 : o);
  }
}

void conjugate_edges(const CubieCube& a, int s, CubieCube& out) {
  static const CubieCube* const cubes = group().cube.data();
  static const int* const inv = group().inv;
  const CubieCube& S = cubes[s];
  const CubieCube& Si = cubes[inv[s]];
  for (int i = 0; i < 12; ++i) {
    const int j = S.ep[i];
    const int k = a.ep[j];
    out.ep[i] = Si.ep[k];
    out.eo[i] = static_cast<uint8_t>(Si.eo[k] ^ a.eo[j] ^ S.eo[i]);
  }
}

CubieCube conjugate(const CubieCube& a, int s) {
  CubieCube r;
  conjugate_corners(a, s, r);
  conjugate_edges(a, s, r);
  return r;
}

CubieCube urf_conjugate(const CubieCube& a) {
  const Symmetries& s = symmetries();
  return s.urf_inv * a * s.urf;
}

}  // namespace cube::tables
