#include "solvers/reduction/reduction_parity.h"

#include <string_view>

#include "core/alg.h"
#include "core/cube4.h"
#include "core/facelets.h"
#include "core/notation.h"
#include "solvers/reduction/reduction_moves.h"
#include "solvers/reduction/reduction_wings.h"

namespace cube::reduction {
namespace {

// OLL parity: flips one edge of the reduced cube (the inner-slice alg r2 B2 U2 l U2 r'
// U2 r U2 F2 r F2 l' B2 r2 with wide turns: the outer layers it also turns only move
// 3x3x3 pieces, which the 3x3x3 stage solves). PLL parity: swaps two edges (the inner
// slice 2R2 written Rw2 R2, two block turns). Both keep the centres and the pairs
// (tests/cpp/reduction_test.cpp checks it).
const char* const kOllParity = "Rw2 B2 U2 Lw U2 Rw' U2 Rw U2 F2 Rw F2 Lw' B2 Rw2";
const char* const kPllParity = "Rw2 R2 U2 Rw2 R2 Uw2 Rw2 R2 Uw2";

std::vector<int> turns_of(const char* alg) {
  std::vector<int> out;
  for (const Move& m : parse_alg(alg).moves) {
    const int face = static_cast<int>(std::string_view("URFDLB").find(m.family));
    out.push_back(turn_index(face, m.kind == Move::Kind::Wide, m.turns));
  }
  return out;
}

}  // namespace

Parities parities(const std::string& stickers) {
  Parities p;
  // The reduced cube read with the flip sum and permutation parities left unchecked.
  p.cube = cubie_from_facelets(cube4::reduced_facelets(stickers));
  if (!p.cube) return p;
  int flips = 0;
  for (uint8_t o : p.cube->eo) flips += o;
  p.oll = flips % 2 != 0;
  p.pll = permutation_parity(p.cube->cp) != permutation_parity(p.cube->ep);
  return p;
}

const std::vector<int>& oll_parity_turns() {
  static const std::vector<int> turns = turns_of(kOllParity);
  return turns;
}

const std::vector<int>& pll_parity_turns4() {
  static const std::vector<int> turns = turns_of(kPllParity);
  return turns;
}

int parity_fix_length(const std::string& stickers) {
  std::string s = stickers;
  Parities p = parities(s);
  int length = 0;
  if (p.oll) {
    play(s, oll_parity_turns());
    length += static_cast<int>(oll_parity_turns().size());
    p = parities(s);
  }
  if (p.pll) length += static_cast<int>(pll_parity_turns4().size());
  return length;
}

}  // namespace cube::reduction
