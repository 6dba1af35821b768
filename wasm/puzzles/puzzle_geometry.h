// What a view draws of a sticker puzzle, from its row of the puzzle table: each sticker's
// outline on the solid and on the flat net and the piece it is on, each piece's body,
// and the axes turns rotate about with the cuts between their layers. One 3D view and
// one net draw every sticker puzzle from this alone (web/render); no rule is in it.
#pragma once
#include <array>
#include <string>
#include <vector>

namespace cube {

struct PuzzleGeometry {
  using Vec3 = std::array<double, 3>;
  using Vec2 = std::array<double, 2>;

  struct Sticker {
    std::vector<Vec3> outline;  // on the solid, counter-clockwise seen from outside
    std::vector<Vec2> net;      // on the flat net, y up
    int piece = 0;              // index into pieces
  };
  // An axis turns rotate about. Its layers are the slabs between its cuts, counted
  // from the negative end: a point p is in layer k when k cuts lie below dot(p, unit
  // vector). A turn of `degrees` about the vector (right-hand rule) is one step.
  struct Axis {
    std::string name;  // as the steps name it: "x", "y", "z" (cubes), a corner letter (Pyraminx, Skewb)
    Vec3 vector{};
    std::vector<double> cuts;  // ascending
    double degrees = 0;        // the smallest turn: 90 (cubes), 120 (corners)
  };

  std::string faces;    // face letters in sticker order ("URFDLB", "FLRD")
  std::string colours;  // the WCA colour letter of each face ("WRGYOB")
  std::vector<Sticker> stickers;
  // Each piece's body: the points whose convex hull it is. Pieces the stickers do not
  // name (a cube's hidden inner cubies) fill the solid, so no gap shows during a turn.
  std::vector<std::vector<Vec3>> pieces;
  std::vector<Axis> axes;
  // How it is first seen: the direction from the centre to the eye, and up.
  Vec3 view_direction{}, view_up{};
};

}  // namespace cube
