#include "puzzles/clock/clock_state.h"

#include <cctype>

namespace cube::clock {
namespace {

char dial_symbol(int hours) { return static_cast<char>(hours < 10 ? '0' + hours : 'a' + hours - 10); }

int dial_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  const char l = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return l == 'a' ? 10 : l == 'b' ? 11 : -1;
}

std::string hours_text(int h) { return std::to_string(h == 0 ? 12 : h) + " o'clock"; }

}  // namespace

std::string format_state(const Clock& c) {
  std::string out;
  for (int d = 0; d < kDials; ++d) {
    if (d == kFaceDials) out += '/';
    out += dial_symbol(c.dials[d]);
  }
  out += '/';
  for (int pin = 0; pin < kPins; ++pin) out += (c.pins_up >> pin) & 1 ? 'U' : 'd';
  return out;
}

StateRead read_state(std::string_view text) {
  StateRead r;
  std::vector<Problem>& problems = r.validation.problems;
  struct Symbol {
    char c;
    int column;
    std::string text;  // the whole character as typed (UTF-8)
  };
  std::vector<Symbol> symbols;
  for (size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (std::isspace(c) || c == ',' || c == '/') continue;
    if ((c & 0xC0) == 0x80) {  // inside a multi-byte character: counted once
      if (!symbols.empty()) symbols.back().text += static_cast<char>(c);
      continue;
    }
    symbols.push_back({static_cast<char>(c), static_cast<int>(i) + 1, std::string(1, static_cast<char>(c))});
  }
  if (static_cast<int>(symbols.size()) != kStateSymbols) {
    problems.push_back({"length",
                        "a clock state has 22 symbols: the 9 front dials, the 9 back dials (0-9, a for 10, b for "
                        "11) and the 4 pins (U up, d down), e.g. 000000000/000000000/dddd; found " +
                            std::to_string(symbols.size()),
                        {},
                        {}});
    return r;
  }
  for (int d = 0; d < kDials; ++d) {
    const int v = symbols[d].text.size() == 1 ? dial_value(symbols[d].c) : -1;
    if (v < 0) {
      problems.push_back({"symbols",
                          "column " + std::to_string(symbols[d].column) + ": the " + dial_name(d) + " dial is '" +
                              symbols[d].text + "'; a dial is 0-9, a (10 o'clock) or b (11), 0 being 12 o'clock",
                          {d},
                          {}});
      continue;
    }
    r.clock.dials[d] = static_cast<uint8_t>(v);
  }
  for (int pin = 0; pin < kPins; ++pin) {
    const Symbol& s = symbols[kDials + pin];
    if (s.text == "U" || s.text == "u") {
      r.clock.pins_up |= static_cast<uint8_t>(1u << pin);
    } else if (s.text != "d" && s.text != "D") {
      problems.push_back({"symbols",
                          "column " + std::to_string(s.column) + ": the " + pin_name(pin) + " pin is '" + s.text +
                              "'; a pin is U (up) or d (down)",
                          {kDials + pin},
                          {}});
    }
  }
  if (!problems.empty()) return r;
  // The back's corners are the front's wheels: h on one side, 12 - h on the other.
  for (int front : {0, 2, 6, 8}) {
    const int back = other_side(front);
    const int want = (kHours - r.clock.dials[front]) % kHours;
    if (r.clock.dials[back] == want) continue;
    problems.push_back({"corner",
                        "column " + std::to_string(symbols[back].column) + ": the " + dial_name(back) + " dial shows " +
                            hours_text(r.clock.dials[back]) + ", but it is the same wheel as the " + dial_name(front) +
                            " dial (column " + std::to_string(symbols[front].column) + "), which shows " +
                            hours_text(r.clock.dials[front]) +
                            ": a wheel showing h on one side shows 12 - h on the other, so the " + dial_name(back) +
                            " should show " + hours_text(want) + " (or the " + dial_name(front) + " " +
                            hours_text((kHours - r.clock.dials[back]) % kHours) + ")",
                        {front, back},
                        {}});
  }
  if (problems.empty()) r.validation.facelets = format_state(r.clock);
  return r;
}

}  // namespace cube::clock
