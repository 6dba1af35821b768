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

Message hours_text(int h) { return message("clock_hours", {{"hours", h == 0 ? 12 : h}}); }

Message dial_text(int dial) {
  return message("clock_dial", {{"side", dial < kFaceDials ? "front" : "back"}, {"place", dial_place(dial)}});
}

void add(std::vector<Problem>& problems, std::string code, Message text, std::vector<int> stickers) {
  std::string english = text.english();
  problems.push_back({std::move(code), std::move(english), std::move(stickers), {}, std::move(text)});
}

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
    add(problems, "length", message("clock_length", {{"count", symbols.size()}}), {});
    return r;
  }
  for (int d = 0; d < kDials; ++d) {
    const int v = symbols[d].text.size() == 1 ? dial_value(symbols[d].c) : -1;
    if (v < 0) {
      add(problems, "symbols",
          message("clock_dial_symbol",
                  {{"column", symbols[d].column}, {"dial", dial_text(d)}, {"symbol", symbols[d].text}}),
          {d});
      continue;
    }
    r.clock.dials[d] = static_cast<uint8_t>(v);
  }
  for (int pin = 0; pin < kPins; ++pin) {
    const Symbol& s = symbols[kDials + pin];
    if (s.text == "U" || s.text == "u") {
      r.clock.pins_up |= static_cast<uint8_t>(1u << pin);
    } else if (s.text != "d" && s.text != "D") {
      add(problems, "symbols",
          message("clock_pin_symbol", {{"column", s.column}, {"pin", pin_name(pin)}, {"symbol", s.text}}),
          {kDials + pin});
    }
  }
  if (!problems.empty()) return r;
  // The back's corners are the front's wheels: h on one side, 12 - h on the other.
  for (int front : {0, 2, 6, 8}) {
    const int back = other_side(front);
    const int want = (kHours - r.clock.dials[front]) % kHours;
    if (r.clock.dials[back] == want) continue;
    add(problems, "corner",
        message("clock_wheel", {{"column", symbols[back].column},
                                {"back", dial_text(back)},
                                {"back_shows", hours_text(r.clock.dials[back])},
                                {"front", dial_text(front)},
                                {"front_column", symbols[front].column},
                                {"front_shows", hours_text(r.clock.dials[front])},
                                {"back_should", hours_text(want)},
                                {"front_should", hours_text((kHours - r.clock.dials[back]) % kHours)}}),
        {front, back});
  }
  if (problems.empty()) r.validation.facelets = format_state(r.clock);
  return r;
}

}  // namespace cube::clock
