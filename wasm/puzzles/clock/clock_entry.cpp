// The Rubik's Clock's row of the puzzle table: dials, not stickers (clock_model.h); its
// state is text of 22 symbols (clock_state.h), its moves the WCA's (clock_notation.h).
#include "puzzles/clock/clock_model.h"
#include "puzzles/clock/clock_notation.h"
#include "puzzles/clock/clock_state.h"
#include "puzzles/puzzle_entry.h"
#include "puzzles/puzzle_table.h"
#include "solvers/clock/clock_solver.h"

namespace cube::puzzles {
namespace {

using namespace cube::clock;

// A uniformly random state: the 14 free dials drawn at random (the back's corners follow
// the front's), the pins at random.
Clock random_clock(Rng& rng) {
  Clock c;
  for (int d = 0; d < kDials; ++d)
    if (d < kFaceDials || !is_corner(d)) c.dials[d] = static_cast<uint8_t>(rng.below(kHours));
  for (int d : {0, 2, 6, 8}) c.dials[other_side(d)] = static_cast<uint8_t>((kHours - c.dials[d]) % kHours);
  c.pins_up = static_cast<uint8_t>(rng.below(16));
  return c;
}

// As TNoodle draws it: a random state, an optimal way to reach it from solved written
// front turns, y2, back turns, then each pin up at random (listed in the order UR DR
// DL UL; none listed when none is up).
PuzzleScramble scramble(Rng& rng) {
  const Clock target = random_clock(rng);
  Clock negated;
  for (int d = 0; d < kDials; ++d) negated.dials[d] = static_cast<uint8_t>((kHours - target.dials[d]) % kHours);
  std::string text = format_moves(solve(negated).solutions.front().moves);
  for (int config : {kPinsUR, kPinsDR, kPinsDL, kPinsUL})
    if (rng.below(2)) text += (text.empty() ? "" : " ") + std::string(config_name(config));
  Clock c;
  clock::apply(c, parse_moves(text).moves);
  return {text, format_state(c)};
}

Applied apply_moves(std::string_view text, std::string_view start) {
  Applied out;
  Clock c;
  if (!start.empty()) {
    const StateRead s = read_state(start);
    if (!s.validation.ok()) {
      out.bad_start = true;
      out.error = "start state: " + s.validation.problems.front().message;
      return out;
    }
    c = s.clock;
  }
  const ParsedMoves parsed = parse_moves(text);
  if (!parsed.ok) {
    out.error = parsed.error;
    out.column = parsed.column;
    return out;
  }
  clock::apply(c, parsed.moves);
  out.ok = true;
  out.state = format_state(c);
  return out;
}

PuzzleEntry make() {
  PuzzleEntry e;
  e.info = {.name = "clock",
            .label = "Clock",
            .wca_id = "clock",
            .twizzle_id = "clock",
            .aliases = {"rubiks-clock"},
            .view = "dials",
            .state_length = kStateSymbols,
            .metrics = {"moves"},
            .scramble_kind = "random-state",
            .notation = kNotationHelp,
            .default_solver = "clock"};
  e.solved = [] { return format_state(Clock{}); };
  e.is_solved = [](std::string_view s) {
    const StateRead r = read_state(s);
    return r.validation.ok() && solved(r.clock);
  };
  e.apply = apply_moves;
  // A text of 22 symbols is moves when it reads as moves (they have + or -, or y2), else
  // a state (whose validation then says what is wrong with it).
  e.reads_as_state = [](std::string_view text) { return !parse_moves(text).ok; };
  e.validate = [](std::string_view text) { return read_state(text).validation; };
  e.scramble = scramble;
  e.random_state = [](Rng& rng) { return format_state(random_clock(rng)); };
  return e;
}

}  // namespace

const PuzzleEntry& clock_entry() {
  static const PuzzleEntry row = make();
  return row;
}

}  // namespace cube::puzzles
