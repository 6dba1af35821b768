// The first two layers, piece by piece: each tracked piece is one number 0..23
// (edge: position * 2 + flip; corner: position * 3 + twist, Kociemba's orientations),
// and exact distance tables for the groups of pieces the layer-by-layer steps solve:
// the D cross, any set of D corners, any set of middle-layer (E-slice) edges. The
// searches of lbl_solver take the largest of these as their lower bound.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "core/cubie.h"

namespace cube::lbl {

inline constexpr int kPieceStates = 24;
// The tracked pieces, in the order of their bits in the set masks below.
inline constexpr std::array<uint8_t, 4> kCrossEdges{DR, DF, DL, DB};
inline constexpr std::array<uint8_t, 4> kFirstCorners{DFR, DLF, DBL, DRB};
inline constexpr std::array<uint8_t, 4> kMiddleEdges{FR, FL, BL, BR};

struct PieceTables {
  std::array<std::array<uint8_t, kBasicMoves>, kPieceStates> edge_move{};  // [state][move]
  std::array<std::array<uint8_t, kBasicMoves>, kPieceStates> corner_move{};
  std::vector<uint8_t> cross;                    // 24^4, the four D edges together
  std::array<std::vector<uint8_t>, 16> corners;  // [set of D corners] 24^|set|
  std::array<std::vector<uint8_t>, 16> middle;   // [set of E edges]   24^|set|
  // [D corner][E edge][corner state * 24 + edge state]: the two pieces together.
  std::array<std::array<std::array<uint8_t, kPieceStates * kPieceStates>, 4>, 4> pair{};
  double build_ms = 0;
};

const PieceTables& piece_tables();

// The piece states of a cube: where each tracked piece is and how it is turned.
struct F2LState {
  std::array<uint8_t, 4> cross{}, corners{}, middle{};
};
F2LState f2l_state(const CubieCube& c);
inline constexpr uint8_t solved_edge_state(int edge) { return static_cast<uint8_t>(edge * 2); }
inline constexpr uint8_t solved_corner_state(int corner) { return static_cast<uint8_t>(corner * 3); }

// Index of the pieces of `set` (bit k = piece k of the group) in a subset table.
inline int subset_index(const std::array<uint8_t, 4>& s, int set) {
  int x = 0;
  for (int k = 0; k < 4; ++k)
    if ((set >> k) & 1) x = x * kPieceStates + s[k];
  return x;
}

}  // namespace cube::lbl
