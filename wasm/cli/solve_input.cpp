#include "solve_input.h"

#include <cctype>

#include "puzzles/puzzle_table.h"
#include "solvers/registry.h"

namespace cli {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

SolveInput from_scramble(std::string_view text, const std::string& puzzle) {
  SolveInput in;
  in.puzzle = puzzle.empty() ? cube::puzzles::default_puzzle().info.name : puzzle;
  cube::registry::ScrambledState s = cube::registry::apply_scramble(in.puzzle, text);
  if (!s.ok) in.error = "scramble: " + s.error;
  in.state = s.state;
  return in;
}

SolveInput from_state(std::string_view text, const std::string& puzzle) {
  SolveInput in;
  in.state = std::string(text);
  in.puzzle = puzzle;
  if (in.puzzle.empty()) {
    const cube::PuzzleEntry* p = cube::puzzles::by_state_length(text);
    in.puzzle = (p ? *p : cube::puzzles::default_puzzle()).info.name;
  }
  return in;
}

}  // namespace

SolveInput read_solve_input(std::string_view raw, InputKind kind, const std::string& puzzle) {
  const std::string_view text = trim(raw);
  if (kind == InputKind::State) return from_state(text, puzzle);
  if (kind == InputKind::Scramble) return from_scramble(text, puzzle);

  // One lookup: the puzzle named, else the one whose states are as long as the text;
  // that puzzle's row tells its states from its moves.
  const cube::PuzzleEntry* by_length = cube::puzzles::by_state_length(text);
  const cube::PuzzleEntry* p = puzzle.empty() ? by_length : cube::puzzles::find(puzzle);
  if (p && p == by_length && p->reads_as_state(text)) return from_state(text, p->info.name);
  return from_scramble(text, puzzle);
}

}  // namespace cli
