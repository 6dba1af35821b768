// Cubie models: corner and edge permutation and orientation (3x3x3, centres fixed),
// corners only (2x2x2), and exact conversions to and from facelet strings.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "face.h"
#include "move.h"

namespace cube {

enum Corner : uint8_t { URF, UFL, ULB, UBR, DFR, DLF, DBL, DRB };
enum Edge : uint8_t { UR, UF, UL, UB, DR, DF, DL, DB, FR, FL, BL, BR };
inline constexpr int kCorners = 8;
inline constexpr int kEdges = 12;

extern const char* const kCornerNames[kCorners];  // "URF", "UFL", ...
extern const char* const kEdgeNames[kEdges];      // "UR", "UF", ...
// Facelet indices (3x3x3) of each corner and edge, in the order of its name.
extern const int kCornerFacelets3[kCorners][3];
extern const int kEdgeFacelets3[kEdges][2];
extern const int kCornerFacelets2[kCorners][3];  // the same corners on the 2x2x2

// 3x3x3 state relative to its centres. Orientation: corners 0..2 (clockwise twist of
// the U/D sticker away from the U/D face), edges 0..1 (Kociemba's convention).
struct CubieCube {
  std::array<uint8_t, kCorners> cp{URF, UFL, ULB, UBR, DFR, DLF, DBL, DRB};
  std::array<uint8_t, kCorners> co{};
  std::array<uint8_t, kEdges> ep{UR, UF, UL, UB, DR, DF, DL, DB, FR, FL, BL, BR};
  std::array<uint8_t, kEdges> eo{};

  bool operator==(const CubieCube&) const = default;
  // this * b: first this, then b (as in Kociemba's multiply). Both must hold
  // valid permutations (values in range); nothing is checked on this hot path.
  CubieCube operator*(const CubieCube& b) const;
  CubieCube inverse() const;
  bool is_solvable() const;  // permutations are permutations, twist/flip/parity sums hold
};

// 2x2x2 state: the eight corners, read relative to the corner in the DBL position.
struct CornerCube {
  std::array<uint8_t, kCorners> cp{URF, UFL, ULB, UBR, DFR, DLF, DBL, DRB};
  std::array<uint8_t, kCorners> co{};

  bool operator==(const CornerCube&) const = default;
  CornerCube operator*(const CornerCube& b) const;
  CornerCube inverse() const;
  bool is_solvable() const;
};

// Face-letter facelets (centres in place) <-> cubies. from_facelets returns nothing
// unless every piece is a real, present-once piece (see validate.h for why not).
std::string to_facelets(const CubieCube& c);
std::optional<CubieCube> cubie_from_facelets(std::string_view facelets);
std::string to_facelets(const CornerCube& c);
std::optional<CornerCube> corners_from_facelets(std::string_view facelets);
// (The 2x2x2 conversions take the cube held any way: the DBL corner need not be home.)

// The 18 basic face turns, index 3 * face + (turns - 1) in Kociemba's order
// U U2 U' R R2 R' F ... B': applying move m to c is c * basic_move_cubies()[m].
// Derived from the sticker geometry, so they agree with apply_moves on facelets.
inline constexpr int kBasicMoves = 18;
const std::array<CubieCube, kBasicMoves>& basic_move_cubies();
const CubieCube& face_move_cubie(Face f, int turns = 1);  // turns 1, 2 or 3
// Applies face turns to c; false (c unspecified) when a move is not a face turn, so
// a solver's solution can be replayed on the cubies.
bool apply_face_turns(CubieCube& c, const std::vector<Move>& moves);
// The same turns on the corners alone (2x2x2; U, R, F keep DBL in place).
const CornerCube& face_move_corners(Face f, int turns = 1);
CornerCube corners_of(const CubieCube& c);

}  // namespace cube
