#include "puzzles/clock/clock_notation.h"

#include <cctype>

namespace cube::clock {
namespace {

std::string upper(std::string_view s) {
  std::string out;
  for (char c : s) out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

// The pin set a token starts with, longest name first ("ALL", "UR" before "U"); -1 if none.
int config_prefix(const std::string& token, size_t* length) {
  int best = -1;
  size_t best_length = 0;
  for (int c = 0; c < kConfigs; ++c) {
    const std::string name = config_name(c);
    if (token.compare(0, name.size(), name) == 0 && name.size() > best_length) {
      best = c;
      best_length = name.size();
    }
  }
  *length = best_length;
  return best;
}

std::string pins_text(uint8_t up) {
  std::string out;
  // Written in TNoodle's order of the single pins: UR DR DL UL.
  for (int c : {kPinsUR, kPinsDR, kPinsDL, kPinsUL})
    if (up & config_pins(c)) out += (out.empty() ? "" : " ") + std::string(config_name(c));
  return out;
}

}  // namespace

std::string turn_text(int config, int hours) {
  const int h = ((hours % kHours) + kHours) % kHours;
  return std::string(config_name(config)) + (h <= 6 ? std::to_string(h) + "+" : std::to_string(kHours - h) + "-");
}

ParsedMoves parse_moves(std::string_view text) {
  ParsedMoves r;
  bool in_pins = false;  // the last token was a pin setting: the next one joins its run
  for (size_t i = 0; i < text.size();) {
    if (std::isspace(static_cast<unsigned char>(text[i]))) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < text.size() && !std::isspace(static_cast<unsigned char>(text[j]))) ++j;
    const std::string raw(text.substr(i, j - i));
    const std::string token = upper(raw);
    const int column = static_cast<int>(i) + 1;
    auto fail = [&](const std::string& code, std::initializer_list<std::pair<std::string, MessageArg>> more = {}) {
      Message why = message(code, {{"token", raw}});
      why.params.insert(why.params.end(), more.begin(), more.end());
      r.text = message("at_column", {{"column", column}, {"what", std::move(why)}});
      r.error = r.text.english();
      r.column = column;
      r.moves.clear();
      return r;
    };
    i = j;
    if (token == "Y2") {
      r.moves.push_back({.kind = ClockMove::Kind::Flip, .text = "y2"});
      in_pins = false;
      continue;
    }
    size_t name_length = 0;
    const int config = config_prefix(token, &name_length);
    if (config < 0) {
      const std::string turn = token.substr(1);
      if ((token[0] == 'Y' || token[0] == 'X' || token[0] == 'Z') &&
          (turn.empty() || turn == "2" || turn == "'" || turn == "2'"))
        return fail("clock_not_rotation");
      return fail("clock_not_a_move");
    }
    const std::string rest = token.substr(name_length);
    if (rest.empty()) {
      if (in_pins) {
        ClockMove& run = r.moves.back();
        run.pins_up |= config_pins(config);
        run.text = pins_text(run.pins_up);
      } else {
        r.moves.push_back(
            {.kind = ClockMove::Kind::Pins, .pins_up = config_pins(config), .text = pins_text(config_pins(config))});
        in_pins = true;
      }
      continue;
    }
    in_pins = false;
    size_t k = 0;
    while (k < rest.size() && std::isdigit(static_cast<unsigned char>(rest[k]))) ++k;
    if (k == 0) return fail("clock_needs_hours", {{"pins", std::string(config_name(config))}});
    if (k > 2 || std::stoi(rest.substr(0, k)) > 6) return fail("clock_too_many_hours");
    if (k == rest.size()) return fail("clock_needs_sign");
    const char sign = rest[k];
    if ((sign != '+' && sign != '-') || k + 1 != rest.size()) return fail("clock_bad_end", {{"end", rest.substr(k)}});
    const int h = std::stoi(rest.substr(0, k));
    const int hours = sign == '+' ? h : -h;
    r.moves.push_back({.kind = ClockMove::Kind::Turn,
                       .config = config,
                       .hours = hours,
                       .text = std::string(config_name(config)) + std::to_string(h) + sign});
  }
  r.ok = true;
  return r;
}

void apply(Clock& c, const ClockMove& m) {
  switch (m.kind) {
    case ClockMove::Kind::Turn: turn(c, m.config, m.hours); break;
    case ClockMove::Kind::Flip: flip(c); break;
    case ClockMove::Kind::Pins: c.pins_up = m.pins_up; break;
  }
}

void apply(Clock& c, const std::vector<ClockMove>& moves) {
  for (const ClockMove& m : moves) apply(c, m);
}

std::string format_moves(const std::vector<ClockMove>& moves) {
  std::string out;
  for (const ClockMove& m : moves) out += (out.empty() ? "" : " ") + m.text;
  return out;
}

int move_count(const std::vector<ClockMove>& moves) {
  int n = 0;
  for (const ClockMove& m : moves) n += m.kind == ClockMove::Kind::Turn;
  return n;
}

}  // namespace cube::clock
