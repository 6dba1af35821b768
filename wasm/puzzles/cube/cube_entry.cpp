#include "puzzles/cube/cube_entry.h"

#include <array>
#include <memory>

#include "core/cubie.h"
#include "core/facelets.h"
#include "core/notation.h"
#include "puzzles/cube/cube_geometry.h"
#include "puzzles/cube/cube_scramble.h"
#include "puzzles/puzzle_table.h"
#include "solvers/pocket/pocket_scramble.h"
#include "solvers/reduction/reduction_solver.h"
#include "solvers/twophase/twophase_scramble.h"

namespace cube::puzzles {
namespace {

// Six symbols, each on a sixth of the stickers: what a state typed with one wrong
// sticker still looks like ("UUUUUUUUU..." parses as moves too).
bool six_even_symbols(std::string_view s) {
  int count[256] = {};
  int distinct = 0;
  for (unsigned char c : s) distinct += count[c]++ == 0;
  if (distinct != 6) return false;
  for (int n : count)
    if (n != 0 && n * 6 != static_cast<int>(s.size())) return false;
  return true;
}

// The WCA's scramble of each size: random-state up to the 4x4x4 (each drawn by its
// solver), random moves from the 5x5x5 (TNoodle's lengths).
PuzzleScramble scramble_of(int n, Rng& rng) {
  switch (n) {
    case 2: {
      const pocket::PocketScramble s = pocket::random_state_scramble(rng);
      return {format_moves(s.moves), s.facelets};
    }
    case 3: {
      const twophase::Scramble s = twophase::random_scramble(rng);
      return {format_moves(s.moves), to_facelets(s.state)};
    }
    case 4: {
      const reduction::Scramble s = reduction::random_scramble(rng);
      return {format_moves(s.moves), s.stickers};
    }
    default: {
      const Puzzle p{n};
      const std::vector<Move> moves = random_move_scramble(n, random_moves_of(n), rng);
      std::string state = solved_facelets(p);
      apply_moves(p, state, moves);
      return {format_moves(moves), state};
    }
  }
}

PuzzleEntry make_entry(int n) {
  const Puzzle p{n};
  const std::string name = puzzle_name(p), d(1, static_cast<char>('0' + n));
  PuzzleEntry e;
  e.info = {.name = name,
            .label = name,
            .wca_id = d + d + d,
            .twizzle_id = name,
            .aliases = {d + "x" + d, d},
            .view = "cube",
            .cube_size = n,
            .state_length = sticker_count(p),
            .metrics =
                n <= 3 ? std::vector<std::string>{"htm", "qtm", "stm", "etm"} : std::vector<std::string>{"obtm", "etm"},
            .scramble_kind = n <= 4 ? "random-state" : "random-moves",
            .scramble_moves = random_moves_of(n),
            .notation = accepted_moves(n),
            .default_solver = n == 2   ? "pocket"
                              : n == 3 ? "twophase"
                                       : "reduction"};
  e.solved = [p] { return solved_facelets(p); };
  e.is_solved = [n](std::string_view s) { return static_cast<int>(s.size()) == 6 * n * n && faces_uniform(s, n * n); };
  e.apply = [p, name](std::string_view text, std::string_view start) {
    Applied out;
    std::string state = start.empty() ? solved_facelets(p) : std::string(start);
    if (static_cast<int>(state.size()) != sticker_count(p)) {
      out.bad_start = true;
      out.error = "the start state has " + std::to_string(state_symbols(state)) + " stickers; a " + name + " has " +
                  std::to_string(sticker_count(p)) + " (one ASCII symbol each)";
      return out;
    }
    const ParsedAlg parsed = parse_alg_for(p.n, text);
    if (!parsed.ok) {
      out.error = parsed.error.message;
      out.column = parsed.error.column;
      return out;
    }
    apply_moves(p, state, parsed.moves);  // parse_alg_for let only this cube's moves through
    out.ok = true;
    out.state = std::move(state);
    return out;
  };
  e.reads_as_state = [p](std::string_view text) {
    // A state with something wrong in it is still a state (its problems get named).
    return !has_space(text) && (six_even_symbols(text) || validate(p, text).ok() || !parse_alg(text).ok);
  };
  e.validate = [p](std::string_view text) { return validate(p, text); };
  e.scramble = [n](Rng& rng) { return scramble_of(n, rng); };
  e.random_state = [p](Rng& rng) { return random_facelets(p, rng); };
  e.geometry = [n] { return cube_geometry(n); };
  return e;
}

}  // namespace

int random_moves_of(int n) { return n == 5 ? 60 : n == 6 ? 80 : n == 7 ? 100 : 0; }

const PuzzleEntry& cube_entry(int n) {
  static const std::array<std::unique_ptr<PuzzleEntry>, kMaxCube + 1> rows = [] {
    std::array<std::unique_ptr<PuzzleEntry>, kMaxCube + 1> all;
    for (int size = kMinCube; size <= kMaxCube; ++size) all[size] = std::make_unique<PuzzleEntry>(make_entry(size));
    return all;
  }();
  return *rows[n];
}

}  // namespace cube::puzzles
