// The six faces in Kociemba's facelet order, and the axes the moves turn about.
#pragma once
#include <cstdint>

namespace cube {

enum class Face : uint8_t { U, R, F, D, L, B };
inline constexpr int kFaces = 6;
inline constexpr char kFaceNames[] = "URFDLB";

// x points to R, y to U, z to F (right-handed). A positive quarter turn is
// clockwise when seen from the positive end of the axis.
enum class Axis : uint8_t { X, Y, Z };

inline constexpr char face_name(Face f) { return kFaceNames[static_cast<int>(f)]; }

}  // namespace cube
