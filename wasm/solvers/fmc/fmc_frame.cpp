#include "solvers/fmc/fmc_frame.h"

#include "solvers/goal/goal_rotation.h"
#include "solvers/thistlethwaite/thistlethwaite_solver.h"
#include "solvers/thistlethwaite/thistlethwaite_tables.h"

namespace cube::fmc {
namespace {

// A face of each axis (faces U R F D L B; face % 3: 0 U-D, 1 R-L, 2 F-B).
int face_of(Axis a) { return a == Axis::UD ? 0 : a == Axis::RL ? 1 : 2; }

}  // namespace

const char* axis_name(Axis a) { return a == Axis::FB ? "fb" : a == Axis::RL ? "rl" : "ud"; }

std::optional<Axis> parse_axis(std::string_view s) {
  std::string l;
  for (char c : s) l += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  if (l == "fb" || l == "bf") return Axis::FB;
  if (l == "rl" || l == "lr") return Axis::RL;
  if (l == "ud" || l == "du") return Axis::UD;
  return std::nullopt;
}

CubieCube Frame::hold(const CubieCube& c) const { return rotation == 0 ? c : goal::rotate_cube(c, rotation); }
int Frame::move_in(int m) const { return goal::rotate_move(m, goal::rotations()[rotation]); }
int Frame::move_out(int m) const {
  const goal::Rotation& r = goal::rotations()[rotation];
  return goal::rotate_move(m, goal::rotations()[r.inverse]);
}
uint32_t Frame::moves_in(uint32_t bits) const {
  uint32_t out = 0;
  for (int m = 0; m < 18; ++m)
    if ((bits >> m) & 1) out |= 1u << move_in(m);
  return out;
}

Frame frame_for(std::optional<Axis> eo, std::optional<Axis> dr) {
  const auto& rs = goal::rotations();
  for (int k = 0; k < goal::kRotations; ++k) {
    if (eo && rs[k].face[face_of(*eo)] % 3 != 0) continue;
    if (dr && rs[k].face[face_of(*dr)] % 3 != 1) continue;
    return Frame{k};
  }
  return Frame{0};
}

bool has_eo(const CubieCube& c, Axis a) {
  return thistlethwaite::edge_flip_coord(frame_for(a, std::nullopt).hold(c)) == 0;
}

bool has_dr(const CubieCube& c, Axis a) {
  return thistlethwaite::tables().phase3_coord(frame_for(std::nullopt, a).hold(c)) >= 0;
}

bool has_htr(const CubieCube& c) { return thistlethwaite::tables().phase4_coord(c) >= 0; }

}  // namespace cube::fmc
