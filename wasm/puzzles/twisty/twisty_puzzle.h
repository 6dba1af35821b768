// A puzzle whose state is its stickers and whose moves permute them: the Pyraminx, the
// Skewb and the Megaminx (puzzles/pyraminx, puzzles/skewb, puzzles/megaminx define one
// each from their geometry).
// The sticker string is the state everywhere (the CLI, the bindings, the solvers'
// requests); the pieces (twisty_pieces.h) and the distance table (twisty_table.h) are
// read from it.
#pragma once
#include <array>
#include <functional>
#include <string>
#include <vector>

#include "core/random_state.h"

namespace cube::twisty {

// One kind of piece (Pyraminx edges, Skewb corners): its places ("slots"), each the
// stickers it shows in one cyclic order (counter-clockwise seen from outside), so a
// turn maps a slot onto another with a twist.
struct Orbit {
  std::string kind;                     // "edge", "tip", "centre", "corner"
  std::vector<std::string> names;       // slot names ("FL", "U"): also the piece solved there
  std::vector<std::vector<int>> slots;  // sticker indices of each slot
  bool moves_between_slots = true;      // false: each piece stays in its slot (tips, Pyraminx centres)
  int twists() const { return static_cast<int>(slots.front().size()); }
};

using Vec3 = std::array<double, 3>;
using Vec2 = std::array<double, 2>;

// A turn as a sticker permutation: after it, sticker i shows what sticker from[i] showed.
// `axis` and `degrees` (right-hand rule) say the rotation it is, for views that animate it.
struct Turn {
  std::string name;  // "U", "U'", "u"
  std::vector<int> from;
  Vec3 axis{};
  double degrees = 0;
  double cut = 0;  // it moves the stickers beyond this plane across the axis (rotation_turn)
  // The views' name of the axis ("U", "BL"); "" for the name's first letter, upper case
  // (a Pyraminx's "u'" turns about U).
  std::string axis_name;
};

// A turn on pieces (derived from its sticker permutation by derive_piece_turns): in
// orbit o, slot s receives the piece of slot from_slot[o][s], its twist plus add[o][s].
struct PieceTurn {
  std::vector<std::vector<int>> from_slot, add;
};

struct Puzzle {
  std::string name;            // "pyraminx"
  std::string title;           // "Pyraminx": in messages
  std::string face_letters;    // one per face, in sticker order ("FLRD")
  std::string colour_letters;  // the WCA colour of each face, same order ("GRBY")
  int per_face = 0;            // stickers on a face
  std::vector<Orbit> orbits;
  std::vector<Turn> turns;             // every turn the notation accepts, inverses included
  std::vector<PieceTurn> piece_turns;  // the same turns on pieces, same order
  std::string accepted;                // the turns for messages: "U L R B u l r b, each with '"
  std::string accepted_code;           // the same as a code of message_catalog.cpp (its English is `accepted`)
  // The distance table's two components (orbit indices) and the turns it searches;
  // orbits in neither are solved apart by the other turns (twisty_table.h). None (a
  // puzzle too big for one, the Megaminx): states are checked by their invariants
  // (twisty_invariants.h) and drawn at random from them.
  std::array<std::vector<int>, 2> table_components;
  std::vector<int> table_turns;
  // Random-state scrambles are redrawn until the table's distance is at least this.
  int min_scramble_distance = 0;
  // Where each sticker is drawn (sticker order): its outline on the solid (3D, the
  // turns' frame) and on the flat net (2D, y up). Views draw from these; no rule.
  std::vector<std::vector<Vec3>> outlines;
  std::vector<std::vector<Vec2>> net_outlines;
  // How it is first seen: the direction from the centre to the eye, and up.
  Vec3 view_direction{}, view_up{};
  // When some turns move the whole puzzle (the Megaminx's R++), its fixed centres: the
  // orbit of one-sticker centres the colours are read against (-1: none), and every
  // rotation of the whole puzzle as a sticker permutation (Turn::from), identity first.
  int colour_centres = -1;
  std::vector<std::vector<int>> rotations;
  // The WCA's random-move scramble (text, its line breaks kept), for a puzzle the WCA
  // scrambles by moves; empty: random-state scrambles from the distance table.
  std::function<std::string(Rng&)> move_scramble;

  bool has_table() const { return !table_components[0].empty(); }
  int sticker_count() const { return per_face * static_cast<int>(face_letters.size()); }
  std::string solved() const;
  // The index in `turns` of a name, -1 if the puzzle has no such turn.
  int find_turn(const std::string& name) const;
  // The inverse turn's index.
  int inverse(int turn) const;
};

// Fills Puzzle::piece_turns from the turns and orbits (once the puzzle is defined).
void derive_piece_turns(Puzzle& puzzle);

// Applies turns (indices into puzzle.turns) to a sticker string of the puzzle's length.
void apply(const Puzzle& puzzle, std::string& stickers, const std::vector<int>& turns);

// ---- Geometry: turns from sticker positions -----------------------------------------------

// The permutation of a rotation by `degrees` about `axis` (right-hand rule) of the
// stickers whose centre lies on the axis' side of a plane (dot(centre, unit axis) > cut):
// each moved sticker lands on the sticker nearest to its rotated centre.
std::vector<int> rotation_turn(const std::vector<Vec3>& centres, Vec3 axis, double degrees, double cut);
// The turn named `name` that rotation_turn makes, with its axis and angle.
Turn rotation(const std::string& name, const std::vector<Vec3>& centres, Vec3 axis, double degrees, double cut,
              const std::string& axis_name = "");

// The stickers in counter-clockwise order seen from outside, on the end of `axis`
// (a piece's slot, Orbit::slots), starting with the first given.
std::vector<int> around(const std::vector<Vec3>& centres, std::vector<int> stickers, Vec3 axis);

}  // namespace cube::twisty
