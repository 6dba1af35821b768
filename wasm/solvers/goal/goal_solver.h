// Partial goals, restricted turns and step solving: the shortest way from any start to
// any goal pattern, with any subset of the 18 face turns (seed 003's path finder, made
// general and fast).
//
//   start  54 stickers (3x3x3) or 24 (2x2x2), face letters or any six symbols,
//          checked piece by piece (core/validate.h).
//   goal   a preset ("cross", "xcross@U", "eoline@DR", goal_presets.h), a sticker
//          pattern in the start's symbols with x/? for any and [..] for sets
//          (goal_pattern.h), or a chain of them: steps separated by ',' or '->'
//          ("cross, pair, pair, pair, pair"), each solved from where the one before
//          ended; in a chain every step keeps what the step before reached, "pair"
//          adds one F2L pair, and a step never starts with the face the step before
//          ended on (so stages do not merge; 3x3x3: unless no solution can avoid it,
//          2x2x2: when an equally short one does). 2x2x2 goals (24 stickers, "solved",
//          presets "face", "first-layer") go to the pocket solver (solvers/pocket).
//   moves  pocket::MoveSet syntax: "U R F", "<R,U>", "no B", "U D R2 L2 F2 B2";
//          "" = all 18 turns.
//   colour_neutral  any of the 24 ways to hold the cube: a cross of any colour on its
//          own face, whichever is shortest (in a chain: the first step picks the
//          orientation, later steps follow it).
//
// 3x3x3: the pattern is rotated to a canonical orientation (so a cross on any face
// shares one table), its pieces are sorted into fixed / orientation-only / colour-class
// units (goal_model.h), pattern databases over them are built on first use (BFS,
// goal_table.h) and IDA* searches (goal_search.h). Solutions are optimal in HTM
// (Solution::optimal); options.solutions asks for the N shortest, distinct and in
// order of length (a chain gives one solution). options.max_length (default 20, or 30
// with fewer than all 18 turns), time_ms and cancel are honoured; time_ms and cancel
// bound the search, not the building of tables, which prepare() can do beforehand
// with progress.
//
// Results: BadInput names what is wrong with the start, the goal or the moves
// (including patterns no cube can show); NoSolution says why (turns that can never
// bring some pieces home, a length limit, the time budget). Each solution carries one
// Stage per step: name = the step ("cross"), explanation = what was reached ("xcross
// on D, FR pair").
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/cubie.h"
#include "core/puzzle.h"
#include "solvers/goal/goal_presets.h"
#include "solvers/goal/goal_table.h"
#include "solvers/pocket/pocket_moves.h"
#include "solvers/solver.h"

namespace cube::goal {

struct GoalRequest {
  std::string goal;
  std::string moves;
  bool colour_neutral = false;
};

SolveResult solve(std::string_view start, const GoalRequest& request, const SolveOptions& options = {});

// Cube level (3x3x3); goals from parse_goal or preset_goal.
SolveResult solve(const CubieCube& start, const Goal& goal, pocket::MoveSet moves = pocket::MoveSet::all(),
                  const SolveOptions& options = {}, bool colour_neutral = false);
SolveResult solve_chain(const CubieCube& start, const std::vector<Goal>& steps,
                        pocket::MoveSet moves = pocket::MoveSet::all(), const SolveOptions& options = {},
                        bool colour_neutral = false);

// Goal text -> steps (3x3x3). `symbols`: the start's symbols (face letters by default).
struct ParsedGoal {
  bool ok = false;
  std::string error;
  Message text;  // `error` as a code
  std::vector<Goal> steps;
};
ParsedGoal parse_goal(std::string_view text, const SymbolMap& symbols = face_letter_symbols());

// What a request's pattern asks of the pieces, e.g. "fixed: DR DF DL DB" (first step;
// empty with *error when the goal does not parse).
std::string describe(const GoalRequest& request, std::string* error = nullptr);

// ---- Tables (for the worker) --------------------------------------------------------
// The tables a request's first step needs (every alternative and, if asked, every
// orientation); later chain steps depend on the start and build when solved.

// Builds them now; returns the time taken in ms (0 when all were there). progress gets
// the fraction over all of them. 2x2x2 requests build the pocket solver's table.
double prepare(const GoalRequest& request, Puzzle puzzle = Puzzle::Cube3, const Table::Progress& progress = {});
std::vector<std::string> table_keys(const GoalRequest& request);
// One IndexedDB key for them: "cubesolver.goal/v1/" + 16 hex digits (a hash of the keys).
std::string cache_key(const GoalRequest& request);
// Their bytes (built first if needed); import with goal::import_tables (goal_table.h).
std::vector<uint8_t> export_request_tables(const GoalRequest& request);

}  // namespace cube::goal
