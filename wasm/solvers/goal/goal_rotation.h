// The 24 ways to hold the cube, acting on states, patterns and turns alike.
//
// Rotating a state physically moves sticker i to perm[i]; the colours are then renamed
// so the centres read U R F D L B again (colour c becomes face[c]). A state matches a
// pattern exactly when the rotated state matches the rotated pattern, and turning face
// f then rotating is rotating then turning face[f]. So a goal on any face is solved as
// the same goal on one face: rotate the start and the allowed turns, search, and turn
// the solution back (goal_solver does this to share tables between faces, and to try
// every orientation for colour neutrality).
#pragma once
#include <array>
#include <cstdint>
#include <string>

#include "core/cubie.h"
#include "solvers/goal/goal_pattern.h"
#include "solvers/pocket/pocket_moves.h"

namespace cube::goal {

using pocket::MoveSet;

struct Rotation {
  std::array<uint8_t, kStickers> perm{};  // sticker i moves to perm[i]
  std::array<uint8_t, 6> face{};          // face f moves to face[f] (and colour f is renamed face[f])
  int inverse = 0;                        // index of the inverse rotation
  std::string name;                       // "" (identity), "y", "x2", "x y'", ...
};

inline constexpr int kRotations = 24;
// Identity first; fixed order on every platform.
const std::array<Rotation, kRotations>& rotations();
// The rotation taking face D to `bottom` and face F to `front`; -1 if they are the
// same or opposite faces.
int rotation_to(int bottom, int front);

Pattern rotate(const Pattern& p, const Rotation& r);
std::string rotate_letters(const std::string& facelets, const Rotation& r);  // 54 face letters
CubieCube rotate_cube(const CubieCube& c, int rotation);                     // index into rotations()

// Where one piece goes when the cube is held another way (colours renamed): piece q in
// state s (position * n_ori + orientation, Kociemba's orientation) becomes `piece` in
// `state`. By rotation index.
struct PieceImage {
  uint8_t piece, state;
};
PieceImage rotate_edge(int rotation, int piece, int state);
PieceImage rotate_corner(int rotation, int piece, int state);
inline int rotate_move(int m, const Rotation& r) { return 3 * r.face[m / 3] + m % 3; }
MoveSet rotate(MoveSet moves, const Rotation& r);
// The name of the piece (a kEdgeNames / kCornerNames entry) that piece `name` becomes:
// rotated_piece_name("DF", y) == "DR".
std::string rotated_piece_name(const std::string& name, const Rotation& r);

}  // namespace cube::goal
