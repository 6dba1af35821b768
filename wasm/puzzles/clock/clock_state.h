// A Rubik's Clock state as text: the 9 front dials row by row as seen from the front,
// the 9 back dials row by row as seen from the back, then the 4 pins in reading order as
// seen from the front; one symbol each, 22 in all:
//
//     000000000/000000000/dddd        (solved, every pin down)
//     0045685aa/890b89287/dUUd
//
// A dial is 0-9, a (10) or b (11) hours, 0 being 12 o'clock; a pin is U (up, towards the
// front) or d (down). Whitespace, ',' and '/' between symbols are ignored. The back's
// corner dials repeat the front's (one wheel shows h on one side and 12 - h on the other,
// mirrored: the back's UL is the front's UR wheel), so they must agree: validation names
// the dial that disagrees.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/validate.h"
#include "puzzles/clock/clock_model.h"

namespace cube::clock {

inline constexpr int kStateSymbols = kDials + kPins;

std::string format_state(const Clock& c);
// Every problem named by dial or pin and column; `clock` set when there is none.
struct StateRead {
  Clock clock;
  Validation validation;
};
StateRead read_state(std::string_view text);

}  // namespace cube::clock
