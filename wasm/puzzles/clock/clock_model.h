// The Rubik's Clock: 18 dials (9 on each face), 4 pins, 4 corner wheels.
//
// Dials are numbered as TNoodle's ClockPuzzle numbers them: 0-8 the front row by row as
// seen from the front (UL U UR / L C R / DL D DR), 9-17 the back row by row as seen from
// the back. A dial shows 0-11 hours (0 is 12 o'clock). The four corner dials of a face
// sit on the corner wheels, which go through the puzzle: a front corner at h shows
// (12 - h) % 12 on the back, at the mirrored place (the front's UR wheel is the back's UL).
//
// Pins are kept as seen from the front: up (pushed towards the viewer) or down, in reading
// order UL UR DL DR. A WCA move names the pins it pushes up (the others down) and turns a
// wheel beside an up pin: the front dials around the up pins turn together, and so do
// the back faces of the wheels turned (the other way, as seen from the back). y2 turns
// the puzzle over about the vertical axis: the back becomes the front.
#pragma once
#include <array>
#include <cstdint>
#include <string>

namespace cube::clock {

inline constexpr int kDials = 18;
inline constexpr int kFaceDials = 9;
inline constexpr int kPins = 4;
inline constexpr int kHours = 12;

// The pin sets the WCA names, in TNoodle's order (its scrambles list the moves so).
enum Config : uint8_t { kPinsUR, kPinsDR, kPinsDL, kPinsUL, kPinsU, kPinsR, kPinsD, kPinsL, kPinsALL };
inline constexpr int kConfigs = 9;
const char* config_name(int config);
// Pins up (bit i: pin i in reading order UL UR DL DR) for a pin set.
uint8_t config_pins(int config);

struct Clock {
  std::array<uint8_t, kDials> dials{};  // 0..11
  uint8_t pins_up = 0;                  // bit i: pin i (UL UR DL DR, as seen from the front) up
  bool operator==(const Clock&) const = default;
};

// What one hour clockwise of a pin set does to each dial: +1 (the front dials around the
// up pins), -1 (the back faces of the wheels turned: anticlockwise as seen from the
// back), 0 (the rest).
std::array<int8_t, kDials> turn_effect(int config);
// A pin set pushed up (others down) and a wheel beside it turned `hours` clockwise as
// seen from the front (negative: anticlockwise).
void turn(Clock& c, int config, int hours);
// y2: the puzzle turned over about the vertical axis.
void flip(Clock& c);
// The back dial on the same wheel as front corner dial `front` (0, 2, 6 or 8), and back.
int other_side(int corner_dial);
bool is_corner(int dial);     // within its face: 0, 2, 6, 8
bool solved(const Clock& c);  // every dial at 12 o'clock (pins do not matter)
// A state edited by hand: dial `dial` turned `hours` clockwise as seen from its face (a
// corner's other side follows, the other way); for `dial` 18..21, pin dial - 18 flipped.
void edit(Clock& c, int dial, int hours);

// "front UR", "back C": a dial by its face and place as seen from that face.
std::string dial_name(int dial);
// "UL", "C": a dial's place on its face (dial_name without the side).
std::string dial_place(int dial);
std::string pin_name(int pin);  // "UL" ... as seen from the front

}  // namespace cube::clock
