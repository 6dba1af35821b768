#include "puzzles/clock/clock_model.h"

namespace cube::clock {
namespace {

constexpr const char* kConfigNames[kConfigs] = {"UR", "DR", "DL", "UL", "U", "R", "D", "L", "ALL"};
constexpr const char* kPlaces[kFaceDials] = {"UL", "U", "UR", "L", "C", "R", "DL", "D", "DR"};
constexpr uint8_t bit(int pin) { return static_cast<uint8_t>(1u << pin); }
// Pins in reading order.
constexpr int kUL = 0, kUR = 1, kDL = 2, kDR = 3;

}  // namespace

const char* config_name(int config) { return kConfigNames[config]; }

uint8_t config_pins(int config) {
  switch (config) {
    case kPinsUR: return bit(kUR);
    case kPinsDR: return bit(kDR);
    case kPinsDL: return bit(kDL);
    case kPinsUL: return bit(kUL);
    case kPinsU: return bit(kUL) | bit(kUR);
    case kPinsR: return bit(kUR) | bit(kDR);
    case kPinsD: return bit(kDL) | bit(kDR);
    case kPinsL: return bit(kUL) | bit(kDL);
    default: return 0xF;
  }
}

bool is_corner(int dial) {
  const int d = dial % kFaceDials;
  return d == 0 || d == 2 || d == 6 || d == 8;
}

int other_side(int corner_dial) {
  // Mirrored left to right: the column c becomes 2 - c on the other face.
  const int face = corner_dial / kFaceDials, d = corner_dial % kFaceDials;
  const int mirrored = d / 3 * 3 + (2 - d % 3);
  return (1 - face) * kFaceDials + mirrored;
}

std::array<int8_t, kDials> turn_effect(int config) {
  std::array<int8_t, kDials> e{};
  const uint8_t up = config_pins(config);
  for (int pin = 0; pin < kPins; ++pin) {
    if (!(up & bit(pin))) continue;
    // A pin sits between four dials: rows pin/2 .. pin/2+1, columns pin%2 .. pin%2+1.
    const int r = pin / 2, col = pin % 2;
    for (int i = 0; i < 2; ++i)
      for (int j = 0; j < 2; ++j) e[(r + i) * 3 + col + j] = 1;
    // Its corner wheel turns through: the back face of it the other way.
    e[other_side((2 * r) * 3 + 2 * col)] = -1;
  }
  return e;
}

void turn(Clock& c, int config, int hours) {
  c.pins_up = config_pins(config);
  const std::array<int8_t, kDials> e = turn_effect(config);
  for (int d = 0; d < kDials; ++d)
    c.dials[d] = static_cast<uint8_t>(((c.dials[d] + e[d] * hours) % kHours + kHours) % kHours);
}

void flip(Clock& c) {
  for (int d = 0; d < kFaceDials; ++d) std::swap(c.dials[d], c.dials[d + kFaceDials]);
  // A pin up on the front is down as seen from the back, and left and right swap.
  uint8_t pins = 0;
  for (int pin = 0; pin < kPins; ++pin) {
    const int mirrored = pin ^ 1;
    if (!(c.pins_up & bit(mirrored))) pins |= bit(pin);
  }
  c.pins_up = pins;
}

bool solved(const Clock& c) {
  for (uint8_t d : c.dials)
    if (d != 0) return false;
  return true;
}

void edit(Clock& c, int dial, int hours) {
  if (dial >= kDials) {
    c.pins_up ^= bit(dial - kDials);
    return;
  }
  const int h = ((hours % kHours) + kHours) % kHours;
  c.dials[dial] = static_cast<uint8_t>((c.dials[dial] + h) % kHours);
  if (is_corner(dial)) {
    uint8_t& other = c.dials[other_side(dial)];
    other = static_cast<uint8_t>((other + kHours - h) % kHours);
  }
}

std::string dial_place(int dial) { return kPlaces[dial % kFaceDials]; }

std::string dial_name(int dial) {
  return std::string(dial < kFaceDials ? "front " : "back ") + kPlaces[dial % kFaceDials];
}

std::string pin_name(int pin) { return kPlaces[pin / 2 * 6 + pin % 2 * 2]; }

}  // namespace cube::clock
