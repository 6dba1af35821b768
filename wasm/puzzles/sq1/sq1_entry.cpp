// The Square-1's row of the puzzle table: slots, not stickers (sq1_model.h); its state is
// text of 25 symbols (sq1_state.h), its moves the WCA's (sq1_notation.h).
#include "puzzles/puzzle_entry.h"
#include "puzzles/puzzle_table.h"
#include "puzzles/sq1/sq1_model.h"
#include "puzzles/sq1/sq1_notation.h"
#include "puzzles/sq1/sq1_random.h"
#include "puzzles/sq1/sq1_state.h"
#include "solvers/sq1/sq1_twophase.h"

namespace cube::puzzles {
namespace {

using namespace cube::sq1;

// TNoodle refuses a state fewer than 11 slashes from solved (SquareOnePuzzle's
// wcaMinScrambleDistance) and draws again.
constexpr int kMinScrambleSlashes = 11;

// As TNoodle draws it: a uniformly random state, then the two-phase solver's solution
// to it undone (Search.INVERSE_SOLUTION), written "(x,y) / ... / (x,y)". The search
// keeps to the shortest first phase and is bounded by nodes, not time, so a seed gives
// the same scramble on any machine. A solution of fewer than 11 slashes proves a state
// TNoodle refuses, so it is drawn again; one that is closer although its solution is
// not is kept (proving 11 slashes takes an exhaustive search of minutes a state).
PuzzleScramble scramble(Rng& rng) {
  Sq1Solve solve;
  do solve = solve_twophase(random_sq1(rng), -1, nullptr, 0, 100000);
  while (solve.ok && solve.slashes < kMinScrambleSlashes);
  const std::vector<Sq1Move> moves = inverse(solve.moves);
  const Played played = play(sq1::solved(), moves);
  return {format_moves(moves), format_state(played.state)};
}

Applied apply_moves(std::string_view text, std::string_view start) {
  Applied out;
  Sq1 s = sq1::solved();
  if (!start.empty()) {
    const StateRead r = read_state(start);
    if (!r.validation.ok()) {
      out.bad_start = true;
      out.error = "start state: " + r.validation.problems.front().message;
      return out;
    }
    s = r.state;
  }
  const ParsedMoves parsed = parse_moves(text);
  if (!parsed.ok) {
    out.error = parsed.error;
    out.column = parsed.column;
    return out;
  }
  const Played played = play(s, parsed.moves);
  if (!played.ok) {
    out.error = played.error;
    out.column = played.column;
    return out;
  }
  out.ok = true;
  out.state = format_state(played.state);
  return out;
}

PuzzleEntry make() {
  PuzzleEntry e;
  e.info = {.name = "sq1",
            .label = "Square-1",
            .wca_id = "sq1",
            .twizzle_id = "square1",
            .aliases = {"square-1", "square1", "sq-1"},
            .view = "sq1",
            .state_length = kStateSymbols,
            .metrics = {"twist"},
            .scramble_kind = "random-state",
            .notation = kNotationHelp,
            .default_solver = "sq1"};
  e.solved = [] { return format_state(sq1::solved()); };
  e.is_solved = [](std::string_view s) {
    const StateRead r = read_state(s);
    return r.validation.ok() && sq1::is_solved(r.state);
  };
  e.apply = apply_moves;
  // Moves are brackets and slashes; a state is letters.
  e.reads_as_state = [](std::string_view text) { return !parse_moves(text).ok; };
  e.validate = [](std::string_view text) { return read_state(text).validation; };
  e.scramble = scramble;
  e.random_state = [](Rng& rng) { return format_state(random_sq1(rng)); };
  return e;
}

}  // namespace

const PuzzleEntry& sq1_entry() {
  static const PuzzleEntry row = make();
  return row;
}

}  // namespace cube::puzzles
