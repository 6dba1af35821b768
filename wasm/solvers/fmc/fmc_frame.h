// Axes of the fewest-moves steps and the way a step on any axis is searched in the one
// frame of fmc_space.h: the cube is held (goal/goal_rotation.h) so that the EO axis is
// U-D and the DR axis R-L, the search runs there, and its moves are turned back.
//
// Names as FMC players use them (and nissy): EO on fb means the edges are oriented for
// <U, D, R, L, F2, B2> (F and B quarter turns are what flip edges); DR on ud means the
// cube is in <U, D, R2, L2, F2, B2>; HTR means half turns solve it.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/cubie.h"

namespace cube::fmc {

enum class Axis : uint8_t { FB, RL, UD };
inline constexpr Axis kAxes[3] = {Axis::FB, Axis::RL, Axis::UD};

const char* axis_name(Axis a);                       // "fb", "rl", "ud"
std::optional<Axis> parse_axis(std::string_view s);  // "fb" / "bf" / "FB", ...

// A way to hold the cube: an index into goal::rotations().
struct Frame {
  int rotation = 0;
  CubieCube hold(const CubieCube& c) const;  // the cube as seen in the search frame
  int move_in(int m) const;                  // a basic move of ours, in the search frame
  int move_out(int m) const;                 // a search-frame move, back in ours
  uint32_t moves_in(uint32_t bits) const;
};

// The frame with `eo` on U-D (and `dr` on R-L when given: a different axis).
Frame frame_for(std::optional<Axis> eo, std::optional<Axis> dr);

// Where the cube stands, by the search frame's coordinates.
bool has_eo(const CubieCube& c, Axis a);
bool has_dr(const CubieCube& c, Axis a);
bool has_htr(const CubieCube& c);

}  // namespace cube::fmc
