#include "solve_input.h"

#include <cctype>

#include "core/notation.h"
#include "core/validate.h"
#include "input.h"
#include "puzzles/twisty_puzzles.h"
#include "solvers/registry.h"
#include "solvers/sliding/sliding_board.h"

namespace cli {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

bool has_space(std::string_view s) {
  for (char c : s)
    if (std::isspace(static_cast<unsigned char>(c))) return true;
  return false;
}

// The cube puzzle whose sticker count the text has, "" if none.
std::string puzzle_by_stickers(std::string_view s) {
  if (has_space(s)) return "";
  const int n = char_count(s);
  if (n == cube::sticker_count(cube::Puzzle::Cube3)) return "3x3x3";
  if (n == cube::sticker_count(cube::Puzzle::Cube2)) return "2x2x2";
  if (n == cube::sticker_count(cube::Puzzle::Cube4)) return "4x4x4";
  return "";
}

// Six symbols, each on a sixth of the stickers: what a state typed with one wrong
// sticker position still looks like ("UUUUUUUUU..." parses as moves too).
bool six_even_symbols(std::string_view s) {
  int count[256] = {};
  int distinct = 0;
  for (unsigned char c : s) distinct += count[c]++ == 0;
  if (distinct != 6) return false;
  for (int n : count)
    if (n != 0 && n * 6 != static_cast<int>(s.size())) return false;
  return true;
}

bool is_board(std::string_view s) { return cube::sliding::parse_board(s).ok; }

SolveInput from_scramble(std::string_view text, const std::string& puzzle) {
  SolveInput in;
  in.puzzle = puzzle.empty() ? "3x3x3" : puzzle;
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
    in.puzzle = puzzle_by_stickers(text);
    if (in.puzzle.empty()) in.puzzle = is_board(text) ? "8puzzle" : "3x3x3";
  }
  return in;
}

}  // namespace

SolveInput read_solve_input(std::string_view raw, InputKind kind, const std::string& puzzle) {
  const std::string_view text = trim(raw);
  if (kind == InputKind::State) return from_state(text, puzzle);
  if (kind == InputKind::Scramble) return from_scramble(text, puzzle);

  if (puzzle == "8puzzle") return is_board(text) ? from_state(text, puzzle) : from_scramble(text, puzzle);
  // A Pyraminx or Skewb line is a state when it has the sticker count and no spaces.
  if (const cube::twisty::Puzzle* tp = cube::twisty::find_puzzle(puzzle)) {
    const bool state = !has_space(text) && static_cast<int>(text.size()) == tp->sticker_count();
    return state ? from_state(text, puzzle) : from_scramble(text, puzzle);
  }
  const std::string by_stickers = puzzle_by_stickers(text);
  if (!by_stickers.empty() && (puzzle.empty() || puzzle == by_stickers)) {
    const cube::Puzzle p = *cube::parse_puzzle(by_stickers);
    // A state with something wrong in it is still a state (its problems get named).
    if (six_even_symbols(text) || cube::validate(p, text).ok() || !cube::parse_alg(text).ok) {
      return from_state(text, by_stickers);
    }
  }
  if (puzzle.empty() && is_board(text)) return from_state(text, "8puzzle");
  return from_scramble(text, puzzle);
}

}  // namespace cli
