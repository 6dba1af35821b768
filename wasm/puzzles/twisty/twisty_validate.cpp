#include "puzzles/twisty/twisty_validate.h"

#include <functional>
#include <memory>
#include <utility>

#include "puzzles/twisty/twisty_invariants.h"
#include "puzzles/twisty/twisty_pieces.h"
#include "puzzles/twisty/twisty_solver.h"

namespace cube::twisty {

namespace {

// "the UL edge at LR": the piece, by the slot it is solved in, and where it is.
Message piece_at(const Orbit& orbit, const Pieces& pieces, int o, int slot) {
  const int piece = pieces.piece[o][slot];
  if (!orbit.moves_between_slots || piece == slot)
    return message("twisty_piece_at", {{"kind", orbit.kind}, {"slot", orbit.names[slot]}});
  return message("twisty_named_piece_at",
                 {{"kind", orbit.kind}, {"piece", orbit.names[piece]}, {"slot", orbit.names[slot]}});
}

// Whether pieces are reachable (*why says why not): from the distance table's
// components, or from the invariants of a puzzle that has no table.
using Reachable = std::function<bool(const Pieces&, Message*)>;

Reachable reachability(const Puzzle& puzzle) {
  if (puzzle.has_table()) {
    const DistanceTable* table = &distance_table(puzzle);
    return [table](const Pieces& p, Message* why) { return table->reachable(p, nullptr, why); };
  }
  auto inv = std::make_shared<Invariants>(invariants_of(puzzle));
  return [&puzzle, inv](const Pieces& p, Message* why) { return keeps_invariants(puzzle, *inv, p, nullptr, why); };
}

// The piece's parameters for a sentence that begins with it (twisty_flipped, twisty_twisted).
std::vector<std::pair<std::string, MessageArg>> piece_params(const Orbit& orbit, const Pieces& pieces, int o,
                                                             int slot) {
  const int piece = pieces.piece[o][slot];
  const bool named = orbit.moves_between_slots && piece != slot;
  return {{"kind", orbit.kind},
          {"named", named ? "yes" : "no"},
          {"piece", named ? orbit.names[piece] : ""},
          {"slot", orbit.names[slot]}};
}

TwistyProblem problem(std::string code, Message text, std::vector<int> stickers) {
  std::string english = text.english();
  return {std::move(code), std::move(english), std::move(stickers), std::move(text)};
}

// The one change that makes `pieces` reachable: a piece twisted in place, else two
// pieces of one kind swapped. False when no single change does.
bool name_the_fix(const Puzzle& puzzle, const Reachable& reachable, const Pieces& pieces, TwistyProblem& out) {
  // A piece that is twisted, turned back to its place's way, is the likeliest slip of
  // the hand (or the brush): those first, then any twisted piece, then any piece.
  for (int pass = 0; pass < 3; ++pass)
    for (size_t o = 0; o < puzzle.orbits.size(); ++o) {
      const Orbit& orbit = puzzle.orbits[o];
      const int n = orbit.twists();
      if (n < 2) continue;
      for (size_t s = 0; s < orbit.slots.size(); ++s) {
        const int twist = pieces.twist[o][s];
        if (pass < 2 && twist == 0) continue;
        for (int t = 1; t < n; ++t) {
          if (pass == 0 && (twist + t) % n != 0) continue;
          Pieces q = pieces;
          q.twist[o][s] = (q.twist[o][s] + t) % n;
          if (!reachable(q, nullptr)) continue;
          Message text{n == 2 ? "twisty_flipped" : "twisty_twisted",
                       piece_params(orbit, pieces, static_cast<int>(o), static_cast<int>(s))};
          text.params.emplace_back("puzzle", puzzle.title);
          // A slot lists its stickers counter-clockwise: adding to the twist turns the piece
          // counter-clockwise (seen from outside, looking at it).
          if (n != 2) text.params.emplace_back("turn", t == 1 ? "ccw" : "cw");
          out = problem(n == 2 ? "flipped" : "twisted", std::move(text), orbit.slots[s]);
          return true;
        }
      }
    }
  for (size_t o = 0; o < puzzle.orbits.size(); ++o) {
    const Orbit& orbit = puzzle.orbits[o];
    if (!orbit.moves_between_slots) continue;
    for (size_t a = 0; a < orbit.slots.size(); ++a) {
      for (size_t b = a + 1; b < orbit.slots.size(); ++b) {
        Pieces q = pieces;
        std::swap(q.piece[o][a], q.piece[o][b]);
        std::swap(q.twist[o][a], q.twist[o][b]);
        if (!reachable(q, nullptr)) continue;
        std::vector<int> stickers = orbit.slots[a];
        stickers.insert(stickers.end(), orbit.slots[b].begin(), orbit.slots[b].end());
        out = problem(
            "swapped",
            message("twisty_swapped", {{"puzzle", puzzle.title},
                                       {"kind", orbit.kind},
                                       {"a", piece_at(orbit, pieces, static_cast<int>(o), static_cast<int>(a))},
                                       {"b", piece_at(orbit, pieces, static_cast<int>(o), static_cast<int>(b))}}),
            stickers);
        return true;
      }
    }
  }
  return false;
}

}  // namespace

TwistyValidation validate_twisty(const Puzzle& puzzle, std::string_view text) {
  TwistyValidation v;
  const PieceReading read = read_pieces(puzzle, text);
  v.stickers = read.stickers;
  for (size_t i = 0; i < read.problems.size(); ++i) {
    std::vector<int> stickers = i < read.problem_stickers.size() ? read.problem_stickers[i] : std::vector<int>{};
    const bool length = static_cast<int>(text.size()) != puzzle.sticker_count();
    const std::string code = length ? "length" : i < read.problem_codes.size() ? read.problem_codes[i] : "stickers";
    v.problems.push_back(problem(code, read.problem_texts[i], std::move(stickers)));
  }
  if (!read.ok) return v;
  // The components only: no distance search (the input worker validates as you paint).
  const Reachable reachable = reachability(puzzle);
  Message why;
  if (reachable(read.pieces, &why)) {
    v.ok = true;
    return v;
  }
  TwistyProblem fix;
  if (name_the_fix(puzzle, reachable, read.pieces, fix)) {
    v.problems.push_back(fix);
  } else {
    v.problems.push_back(problem("unreachable", why, {}));
  }
  return v;
}

}  // namespace cube::twisty
