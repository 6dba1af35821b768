// The Rubik's Clock's moves as the WCA writes them (Regulations, article 12; TNoodle's
// ClockPuzzle): `UR3+ DR2- ... ALL2- y2 U4- ... UR DL`.
//   <pins><hours><+|->  pins UR DR DL UL U R D L ALL pushed up (the others down), then a
//                       wheel beside an up pin turned 0-6 hours, + clockwise, - anticlockwise
//   y2                  the puzzle turned over (the back to the front)
//   <pins> alone        pins left up, others down: a run of them at the end of a scramble
//                       (`UR DL`) is one setting and turns no dial
// Each dial turn is one move in the WCA's count; y2 and pin settings are free.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/message.h"
#include "puzzles/clock/clock_model.h"

namespace cube::clock {

struct ClockMove {
  enum class Kind { Turn, Flip, Pins } kind = Kind::Turn;
  int config = 0;       // Turn: the pin set
  int hours = 0;        // Turn: -6..6, as written (the sign of "0+" / "6-" kept in `text`)
  uint8_t pins_up = 0;  // Pins: the whole run's pins up
  std::string text;     // as it is written canonically ("UR3+", "y2", "UR DL")
};

struct ParsedMoves {
  bool ok = false;
  std::vector<ClockMove> moves;
  std::string error;  // "column 5: ..."
  int column = 0;     // 1-based
  Message text;       // `error` as a code and its parameters
};

ParsedMoves parse_moves(std::string_view text);
void apply(Clock& c, const ClockMove& m);
void apply(Clock& c, const std::vector<ClockMove>& moves);
std::string format_moves(const std::vector<ClockMove>& moves);
// A turn's canonical text: hours 1..11 clockwise written as TNoodle writes them, 1-6 as
// "h+" and 7-11 as "(12-h)-".
std::string turn_text(int config, int hours);
// Dial turns in the WCA's count (y2 and pin settings free).
int move_count(const std::vector<ClockMove>& moves);

inline constexpr const char* kNotationHelp =
    "WCA clock notation: a pin set UR DR DL UL U R D L ALL with hours 0-6 and + (clockwise) or - (UR3+, "
    "ALL2-), y2 to turn the puzzle over, and pin letters alone for the pins left up (UR DL)";

}  // namespace cube::clock
