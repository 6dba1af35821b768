// Cubie models: corner and edge permutation and orientation (3x3x3, centres fixed),
// corners only (2x2x2), and exact conversions to and from facelet strings.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

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
  // this * b: first this, then b (as in Kociemba's multiply).
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

}  // namespace cube
