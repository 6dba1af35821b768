#include "puzzles/twisty/twisty_entry.h"

#include "puzzles/puzzle_table.h"
#include "puzzles/twisty/twisty_geometry.h"
#include "puzzles/twisty/twisty_invariants.h"
#include "puzzles/twisty/twisty_notation.h"
#include "puzzles/twisty/twisty_pieces.h"
#include "puzzles/twisty/twisty_solver.h"
#include "puzzles/twisty/twisty_validate.h"

namespace cube::twisty {

PuzzleEntry twisty_entry(const Puzzle& puzzle, PuzzleInfo info) {
  const Puzzle* p = &puzzle;
  PuzzleEntry e;
  info.view = "twisty";
  info.state_length = puzzle.sticker_count();
  info.scramble_kind = puzzle.move_scramble ? "random-moves" : "random-state";
  info.notation = puzzle.accepted;
  info.metrics = {"moves"};  // every turn, tips included, is one move in the WCA's count
  e.info = std::move(info);
  e.twisty = p;
  e.geometry = [p] { return twisty_geometry(*p); };
  e.solved = [p] { return p->solved(); };
  e.is_solved = [p](std::string_view s) {
    return static_cast<int>(s.size()) == p->sticker_count() && puzzles::faces_uniform(s, p->per_face);
  };
  e.apply = [p](std::string_view text, std::string_view start) {
    Applied out;
    std::string stickers = start.empty() ? p->solved() : std::string(start);
    if (static_cast<int>(stickers.size()) != p->sticker_count()) {
      out.bad_start = true;
      out.error =
          message("start_stickers",
                  {{"count", puzzles::state_symbols(stickers)}, {"puzzle", p->title}, {"expected", p->sticker_count()}})
              .english();
      return out;
    }
    const ParsedTurns turns = parse_turns(*p, text);
    if (!turns.ok) {
      out.error = turns.error;
      out.column = turns.column;
      return out;
    }
    apply(*p, stickers, turns.turns);
    out.ok = true;
    out.state = std::move(stickers);
    return out;
  };
  e.reads_as_state = [](std::string_view text) { return !puzzles::has_space(text); };
  e.validate = [p](std::string_view text) {
    const TwistyValidation t = validate_twisty(*p, text);
    Validation v;
    for (const TwistyProblem& problem : t.problems)
      v.problems.push_back({problem.code, problem.message, problem.stickers, {}, problem.text});
    v.facelets = t.stickers;
    return v;
  };
  if (puzzle.move_scramble) {
    e.scramble = [p](Rng& rng) {
      PuzzleScramble s{p->move_scramble(rng), p->solved()};
      apply(*p, s.state, parse_turns(*p, s.moves).turns);
      return s;
    };
  } else {
    e.scramble = [p](Rng& rng) {
      const TwistyScramble s = random_state_scramble(*p, rng);
      return PuzzleScramble{format_turns(*p, s.turns), s.stickers};
    };
  }
  if (puzzle.has_table()) {
    e.random_state = [p](Rng& rng) { return to_stickers(*p, distance_table(*p).random_pieces(rng)); };
  } else {
    e.random_state = [p](Rng& rng) { return to_stickers(*p, random_pieces_keeping(*p, invariants_of(*p), rng)); };
  }
  return e;
}

}  // namespace cube::twisty
