// The Square-1's moves as the WCA writes them (Regulations, article 12; TNoodle's
// scrambles): `(1,0) / (-4,3) / (0,3) / ...`.
//   (x,y)  the top layer turned x and the bottom y twelfths of a turn (30 degrees),
//          each clockwise seen from its own face; -11..11, spaces anywhere
//   /      the right half turned over (a slash)
// Only slashes count in the WCA's (twist) metric. A slash is refused, with its column,
// when a corner lies across the cut.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/message.h"
#include "puzzles/sq1/sq1_model.h"

namespace cube::sq1 {

struct Sq1Move {
  bool is_slash = false;
  int top = 0, bottom = 0;  // a turn
  int column = 0;           // where it was written (1-based), 0 when made
};

struct ParsedMoves {
  bool ok = false;
  std::vector<Sq1Move> moves;
  std::string error;  // "column 5: ..."
  int column = 0;
  Message text;  // `error` as a code and its parameters
};

ParsedMoves parse_moves(std::string_view text);

// The moves applied to `s`; a slash the shape does not allow stops them: the error
// names the slash, its column and the corner across the cut.
struct Played {
  bool ok = false;
  Sq1 state;
  std::string error;
  int column = 0;
  Message text;  // `error` as a code and its parameters
};
Played play(const Sq1& start, const std::vector<Sq1Move>& moves);

// As TNoodle writes them: "(1,0) / (-1,2) / (0,3)", amounts -5..6, a turn of (0,0) left
// out, a slash without a turn before it written alone.
std::string format_moves(const std::vector<Sq1Move>& moves);
int slash_count(const std::vector<Sq1Move>& moves);
// The moves undone, last first (a scramble from a solution).
std::vector<Sq1Move> inverse(const std::vector<Sq1Move>& moves);

inline constexpr const char* kNotationHelp =
    "WCA Square-1 notation: (x,y) turns the top x and the bottom y twelfths (30 degrees) clockwise, each seen from "
    "its own face, -11 to 11; / turns the right half over: (1,0) / (-1,2) / (0,3)";

}  // namespace cube::sq1
