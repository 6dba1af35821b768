// The puzzle table's row: every fact about one puzzle that the registry, the CLI, the
// bindings and the page read: its names, its notation (moves applied, with the column
// of a wrong one), its state (length, solved, checked piece by piece), its scramble as
// the WCA draws it, and what draws it. A puzzle is a folder under puzzles/ that defines
// one row (or, for the n x n x n cubes, one family of rows); puzzles/entries.cpp lists
// them. Nothing else names a puzzle (CONTRIBUTING.md, "Adding a puzzle").
#pragma once
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/random_state.h"
#include "core/validate.h"
#include "puzzles/puzzle_geometry.h"

namespace cube {

namespace twisty {
struct Puzzle;
}

struct PuzzleInfo {
  std::string name;                  // canonical, as links and the CLI write it: "3x3x3", "pyraminx", "8puzzle"
  std::string label;                 // in menus and messages: "3x3x3", "Pyraminx", "8-puzzle"
  std::string wca_id;                // the WCA's event id ("333", "pyram"); "" for no WCA event
  std::string twizzle_id;            // cubing.js / Twizzle's puzzle id ("3x3x3"); "" when it has none
  std::vector<std::string> aliases;  // more names accepted, case-insensitive ("3x3", "sliding")
  // How the page draws it: "cube" (the n x n x n family, cube_size), "twisty" (another
  // sticker puzzle), "board" (tiles). Sticker puzzles are drawn from their geometry.
  std::string view;
  int cube_size = 0;     // n for the n x n x n cube, 0 for other puzzles
  int state_length = 0;  // symbols in a state (stickers, tiles), whitespace not counted
  // Counts a solution is given in, the first the puzzle's own ("htm", "obtm", "moves").
  std::vector<std::string> metrics;
  // "random-state" (a uniformly random state, written as moves) or "random-moves"
  // (scramble_moves random turns, as the WCA scrambles the big cubes).
  std::string scramble_kind;
  int scramble_moves = 0;
  std::string notation;        // the moves it accepts, for help and messages
  std::string default_solver;  // a solver row's name (solvers/entries.cpp)
};

// A state made by moves, or what is wrong with them.
struct Applied {
  bool ok = false;
  std::string state;
  std::string error;       // "column 4: ..." or "move 3 (M) does not exist on the 4x4x4"
  int column = 0;          // 1-based; 0 when the error has no column
  bool bad_start = false;  // the start state is wrong, not the moves
};

struct PuzzleScramble {
  std::string moves;  // applied to solved, gives `state`
  std::string state;
};

struct PuzzleEntry {
  PuzzleInfo info;
  std::function<std::string()> solved;
  // Solved as the replay of a solution checks it: every face one colour (a cube held
  // any way), the 8-puzzle's default goal.
  std::function<bool(std::string_view state)> is_solved;
  // `moves` in the puzzle's notation applied to `start` ("" = solved; its length checked).
  std::function<Applied(std::string_view moves, std::string_view start)> apply;
  // A text of state_length symbols: a state (true), or moves that happen to have as many.
  std::function<bool(std::string_view text)> reads_as_state;
  // Every problem named by piece, with the fix; facelets in face letters when readable.
  std::function<Validation(std::string_view state)> validate;
  std::function<PuzzleScramble(Rng& rng)> scramble;
  std::function<std::string(Rng& rng)> random_state;
  // What the views draw (sticker puzzles); empty for the board.
  std::function<PuzzleGeometry()> geometry;
  // The sticker model of a "twisty" puzzle (its turns on stickers), built on first
  // call; else nullptr.
  const twisty::Puzzle& (*twisty)() = nullptr;
};

}  // namespace cube
