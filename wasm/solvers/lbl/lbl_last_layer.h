// The last layer (U), once the first two layers are solved: its 124,416 arrangements
// (62,208 reachable), a set of well-known last-layer algorithms ("macros": each keeps
// the first two layers solved), and for each of the four last-layer steps a table of
// the fewest moves, in macros, that reach that step's goal (ties broken by the moves
// the later steps then need).
//
// The steps, in seed 001's order, each goal containing the ones before:
//   cross     the four U edges flipped so U shows a cross
//   corners   ... and every U corner in its place (twists aside)
//   twists    ... and every U corner twisted U-up
//   edges     ... and the U edges in place: solved
// The macros, each step its own and U turns: cross: F R U R' U' F' and F U R U' R' F';
// corners: the A-perm, Niklas' corner 3-cycle, the T-perm; twists: Sune, Anti-Sune and
// the other five corner-orientation algorithms (H, Pi, U, T, L); edges: the U-perm,
// H-perm and Z-perm. Each is taken from all four sides, mirrored and inverted, one
// (shortest) sequence kept per distinct effect. Costs count face turns (HTM).
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/cubie.h"

namespace cube::lbl {

inline constexpr int kLastLayerStates = 648 * 192;  // (4! x 3^3) corners x (4! x 2^3) edges
inline constexpr int kLastLayerSteps = 4;

struct Macro {
  std::vector<int> moves;                  // basic move indices (cubie.h)
  std::string name;                        // "Sune", "T-perm", "U" ...
  int step = -1;                           // the last-layer step it belongs to; -1: U turns, any step
  std::array<uint16_t, 648> corner_map{};  // corner part -> corner part
  std::array<uint8_t, 192> edge_map{};     // edge part -> edge part
  int apply(int state) const { return corner_map[state / 192] * 192 + edge_map[state % 192]; }
};

struct LastLayerTables {
  std::vector<Macro> macros;
  // value[k][state] = moves * kWeight + rest: the fewest moves from `state` to step k's
  // goal, and the total of steps k+1.. from the best state reached that way.
  static constexpr int kWeight = 128;
  static constexpr uint16_t kUnreached = 0xffff;
  std::array<std::vector<uint16_t>, kLastLayerSteps> value;
  // The macros each step may use: U turns and its own algorithms (the step_uses_own_algs
  // case, always so with this set), or else every macro.
  std::array<std::vector<int>, kLastLayerSteps> step_macros;
  std::array<bool, kLastLayerSteps> step_uses_own_algs{};
  // Moves of steps k.. together (-1: not a reachable state).
  int total(int step, int state) const;
  double build_ms = 0;
};

const LastLayerTables& last_layer_tables();

// The last-layer state of a cube whose first two layers are solved; -1 otherwise.
int last_layer_state(const CubieCube& c);
// Whether a last-layer state meets step k's goal (0 cross .. 3 solved).
bool last_layer_goal(int step, int state);

}  // namespace cube::lbl
