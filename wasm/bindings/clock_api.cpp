// playClock: the Rubik's Clock's moves as the page plays them (DialStep, api.ts), over
// puzzles/clock. Its states are the core's text (clock_state.h); solving goes through
// the registry (solver_api.cpp).
#include "api.h"
#include "core/json.h"
#include "js.h"
#include "puzzles/clock/clock_notation.h"
#include "puzzles/clock/clock_state.h"

namespace bindings {

namespace clock = cube::clock;

namespace {

// DialStep as JSON: its name, its kind, and for a turn the hours it adds to each dial
// (what the view animates), the pins up after it (bit i: pin i, UL UR DL DR).
std::string step_json(const clock::ClockMove& m, const clock::Clock& after) {
  const char* kind = m.kind == clock::ClockMove::Kind::Turn   ? "turn"
                     : m.kind == clock::ClockMove::Kind::Flip ? "flip"
                                                              : "pins";
  std::string turns;
  const auto effect =
      m.kind == clock::ClockMove::Kind::Turn ? clock::turn_effect(m.config) : std::array<int8_t, clock::kDials>{};
  for (int d = 0; d < clock::kDials; ++d) turns += (d ? "," : "") + std::to_string(effect[d] * m.hours);
  return "{\"name\":" + cube::json_string(m.text) + ",\"kind\":\"" + kind + "\",\"turns\":[" + turns +
         "],\"pins\":" + std::to_string(static_cast<int>(after.pins_up)) + "}";
}

}  // namespace

std::string clock_steps_json(const std::string& moves, const std::string& start, cube::Message* error, int* column) {
  clock::Clock c;
  if (!start.empty()) {
    const clock::StateRead s = clock::read_state(start);
    if (!s.validation.ok()) {
      const cube::Problem& first = s.validation.problems.front();
      *error = cube::message("start_state_problem", {{"what", first.text}});
      return "";
    }
    c = s.clock;
  }
  const clock::ParsedMoves parsed = clock::parse_moves(moves);
  if (!parsed.ok) {
    *error = parsed.text;
    *column = parsed.column;
    return "";
  }
  std::string steps, states;
  for (const clock::ClockMove& m : parsed.moves) {
    clock::apply(c, m);
    steps += (steps.empty() ? "" : ",") + step_json(m, c);
    states += (states.empty() ? "" : ",") + cube::json_string(clock::format_state(c));
  }
  return "{\"ok\":true,\"canonical\":" + cube::json_string(clock::format_moves(parsed.moves)) + ",\"steps\":[" + steps +
         "],\"states\":[" + states + "],\"state\":" + cube::json_string(clock::format_state(c)) +
         ",\"solved\":" + (clock::solved(c) ? "true" : "false") +
         ",\"counts\":{\"moves\":" + std::to_string(clock::move_count(parsed.moves)) + "}}";
}

val edit_clock(const std::string& state, int dial, int hours) {
  const clock::StateRead s = clock::read_state(state);
  if (!s.validation.ok()) return error_result(0, "a clock state", s.validation.problems.front().text);
  if (dial < 0 || dial >= clock::kDials + clock::kPins)
    return error_result(0, "a dial 0-17 or a pin 18-21", cube::message("no_dial", {{"dial", dial}}));
  clock::Clock c = s.clock;
  clock::edit(c, dial, hours);
  val out = val::object();
  out.set("ok", true);
  out.set("state", clock::format_state(c));
  return out;
}

val play_clock(const std::string& alg, const std::string& start) {
  cube::Message error;
  int column = 0;
  const std::string json = clock_steps_json(alg, start, &error, &column);
  if (json.empty()) return error_result(column, "a clock move: " + std::string(clock::kNotationHelp), error);
  return val::global("JSON").call<val>("parse", json);
}

}  // namespace bindings
