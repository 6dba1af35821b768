#include "puzzles/twisty/twisty_entry.h"

#include "puzzles/puzzle_table.h"
#include "puzzles/twisty/twisty_geometry.h"
#include "puzzles/twisty/twisty_invariants.h"
#include "puzzles/twisty/twisty_notation.h"
#include "puzzles/twisty/twisty_pieces.h"
#include "puzzles/twisty/twisty_solver.h"
#include "puzzles/twisty/twisty_validate.h"

namespace cube::twisty {

PuzzleEntry twisty_entry(const Puzzle& (*model)(), PuzzleInfo info) {
  PuzzleEntry e;
  info.view = "twisty";
  info.metrics = {"moves"};  // every turn, tips included, is one move in the WCA's count
  e.info = std::move(info);
  e.twisty = model;
  e.geometry = [model] { return twisty_geometry(model()); };
  e.solved = [model] { return model().solved(); };
  e.is_solved = [model](std::string_view s) {
    const Puzzle& p = model();
    return static_cast<int>(s.size()) == p.sticker_count() && puzzles::faces_uniform(s, p.per_face);
  };
  e.apply = [model](std::string_view text, std::string_view start) {
    const Puzzle& p = model();
    Applied out;
    std::string stickers = start.empty() ? p.solved() : std::string(start);
    if (static_cast<int>(stickers.size()) != p.sticker_count()) {
      out.bad_start = true;
      out.error =
          message("start_stickers",
                  {{"count", puzzles::state_symbols(stickers)}, {"puzzle", p.title}, {"expected", p.sticker_count()}})
              .english();
      return out;
    }
    const ParsedTurns turns = parse_turns(p, text);
    if (!turns.ok) {
      out.error = turns.error;
      out.column = turns.column;
      return out;
    }
    apply(p, stickers, turns.turns);
    out.ok = true;
    out.state = std::move(stickers);
    return out;
  };
  e.reads_as_state = [](std::string_view text) { return !puzzles::has_space(text); };
  e.validate = [model](std::string_view text) {
    const TwistyValidation t = validate_twisty(model(), text);
    Validation v;
    for (const TwistyProblem& problem : t.problems)
      v.problems.push_back({problem.code, problem.message, problem.stickers, {}, problem.text});
    v.facelets = t.stickers;
    return v;
  };
  e.scramble = [model](Rng& rng) {
    const Puzzle& p = model();
    if (p.move_scramble) {
      PuzzleScramble s{p.move_scramble(rng), p.solved()};
      apply(p, s.state, parse_turns(p, s.moves).turns);
      return s;
    }
    const TwistyScramble s = random_state_scramble(p, rng);
    return PuzzleScramble{format_turns(p, s.turns), s.stickers};
  };
  e.random_state = [model](Rng& rng) {
    const Puzzle& p = model();
    if (p.has_table()) return to_stickers(p, distance_table(p).random_pieces(rng));
    return to_stickers(p, random_pieces_keeping(p, invariants_of(p), rng));
  };
  return e;
}

}  // namespace cube::twisty
