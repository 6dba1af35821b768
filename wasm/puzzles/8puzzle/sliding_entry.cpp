// The 8-puzzle's row of the puzzle table: a board of tiles, not stickers; its moves
// are the blank's slides (sliding_board.h).
#include "puzzles/8puzzle/sliding_board.h"
#include "puzzles/puzzle_entry.h"
#include "solvers/sliding/sliding_solver.h"

namespace cube::puzzles {
namespace {

using namespace cube::sliding;

// A random solvable board, and the optimal solution walked backwards (opposite slides,
// reverse order) from the goal to it.
PuzzleScramble scramble(Rng& rng) {
  const Board goal = default_goal();
  const Board board = random_board(rng, goal);
  const SlidingResult r = solve(board, goal);
  std::vector<Slide> from_goal;
  if (!r.solutions.empty())
    for (auto it = r.solutions.front().rbegin(); it != r.solutions.front().rend(); ++it)
      from_goal.push_back(opposite(*it));
  return {format_slides(from_goal), format_board(board)};
}

Applied apply_slides(std::string_view text, std::string_view start) {
  Applied out;
  Board b = default_goal();
  if (!start.empty()) {
    const BoardParse parsed = parse_board(start);
    if (!parsed.ok) {
      out.bad_start = true;
      out.error = "start board: " + parsed.error;
      return out;
    }
    b = parsed.board;
  }
  const SlidesParse parsed = parse_slides(text);
  if (!parsed.ok) {
    out.error = parsed.error;
    return out;
  }
  const int bad = apply(b, parsed.slides);
  if (bad >= 0) {
    out.error = "slide " + std::to_string(bad + 1) + " (" + slide_letter(parsed.slides[bad]) +
                ") would move the blank off the board";
    return out;
  }
  out.ok = true;
  out.state = format_board(b);
  return out;
}

PuzzleEntry make() {
  PuzzleEntry e;
  e.info = {.name = "8puzzle",
            .label = "8-puzzle",
            .aliases = {"8-puzzle", "sliding"},
            .view = "board",
            .state_length = kCells,
            .metrics = {"moves"},
            .scramble_kind = "random-state",
            .notation = "U D L R: where the blank moves",
            .default_solver = "sliding"};
  e.solved = [] { return format_board(default_goal()); };
  e.is_solved = [](std::string_view s) {
    const BoardParse b = parse_board(s);
    return b.ok && b.board == default_goal();
  };
  e.apply = apply_slides;
  e.reads_as_state = [](std::string_view text) { return parse_board(text).ok; };
  e.validate = [](std::string_view text) {
    Validation v;
    const BoardParse parsed = parse_board(text);
    if (parsed.ok) {
      v.facelets = format_board(parsed.board);
    } else {
      v.problems.push_back({"board", parsed.error, {}, {}, parsed.text});
    }
    return v;
  };
  e.scramble = scramble;
  e.random_state = [](Rng& rng) { return format_board(random_board(rng, default_goal())); };
  return e;
}

}  // namespace

const PuzzleEntry& sliding_entry() {
  static const PuzzleEntry row = make();
  return row;
}

}  // namespace cube::puzzles
