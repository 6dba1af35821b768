#include "puzzles/twisty/twisty_validate.h"

#include <functional>
#include <memory>
#include <utility>

#include "puzzles/twisty/twisty_invariants.h"
#include "puzzles/twisty/twisty_pieces.h"
#include "puzzles/twisty/twisty_solver.h"

namespace cube::twisty {

namespace {

std::string capital(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

// "the UL edge at LR": the piece, by the slot it is solved in, and where it is.
std::string piece_at(const Orbit& orbit, const Pieces& pieces, int o, int slot) {
  const int piece = pieces.piece[o][slot];
  if (!orbit.moves_between_slots || piece == slot) return "the " + orbit.kind + " at " + orbit.names[slot];
  return "the " + orbit.names[piece] + " " + orbit.kind + " at " + orbit.names[slot];
}

// Whether pieces are reachable (*why says why not): from the distance table's
// components, or from the invariants of a puzzle that has no table.
using Reachable = std::function<bool(const Pieces&, std::string*)>;

Reachable reachability(const Puzzle& puzzle) {
  if (puzzle.has_table()) {
    const DistanceTable* table = &distance_table(puzzle);
    return [table](const Pieces& p, std::string* why) { return table->reachable(p, why); };
  }
  auto inv = std::make_shared<Invariants>(invariants_of(puzzle));
  return [&puzzle, inv](const Pieces& p, std::string* why) { return keeps_invariants(puzzle, *inv, p, why); };
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
          const std::string piece = piece_at(orbit, pieces, static_cast<int>(o), static_cast<int>(s));
          // A slot lists its stickers counter-clockwise: adding to the twist turns the piece
          // counter-clockwise (seen from outside, looking at it).
          if (n == 2) {
            out = {"flipped", capital(piece) + " is flipped in place: flip it over to fix it", orbit.slots[s]};
          } else {
            out = {"twisted",
                   capital(piece) + " is twisted in place: twist it " + (t == 1 ? "counter-clockwise" : "clockwise") +
                       " (looking at it) to fix it",
                   orbit.slots[s]};
          }
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
        out = {"swapped",
               "Two " + orbit.kind +
                   "s are swapped: " + piece_at(orbit, pieces, static_cast<int>(o), static_cast<int>(a)) + " and " +
                   piece_at(orbit, pieces, static_cast<int>(o), static_cast<int>(b)) + "; swapping them fixes it",
               stickers};
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
    v.problems.push_back({code, capital(read.problems[i]), std::move(stickers)});
  }
  if (!read.ok) return v;
  // The components only: no distance search (the input worker validates as you paint).
  const Reachable reachable = reachability(puzzle);
  std::string why;
  if (reachable(read.pieces, &why)) {
    v.ok = true;
    return v;
  }
  TwistyProblem fix;
  if (name_the_fix(puzzle, reachable, read.pieces, fix)) {
    fix.message = "Not a state a " + puzzle.title + " can reach by turning. " + fix.message + ".";
    v.problems.push_back(fix);
  } else {
    v.problems.push_back({"unreachable", capital(why), {}});
  }
  return v;
}

}  // namespace cube::twisty
