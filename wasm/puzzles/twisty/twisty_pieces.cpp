#include "puzzles/twisty/twisty_pieces.h"

#include <cctype>

namespace cube::twisty {

Pieces solved_pieces(const Puzzle& puzzle) {
  Pieces p;
  for (const Orbit& o : puzzle.orbits) {
    std::vector<int> id(o.slots.size());
    for (size_t i = 0; i < id.size(); ++i) id[i] = static_cast<int>(i);
    p.piece.push_back(id);
    p.twist.emplace_back(o.slots.size(), 0);
  }
  return p;
}

std::string to_stickers(const Puzzle& puzzle, const Pieces& pieces) {
  const std::string solved = puzzle.solved();
  std::string s = solved;
  for (size_t o = 0; o < puzzle.orbits.size(); ++o) {
    const Orbit& orbit = puzzle.orbits[o];
    const int n = orbit.twists();
    for (size_t slot = 0; slot < orbit.slots.size(); ++slot) {
      const std::vector<int>& home = orbit.slots[pieces.piece[o][slot]];
      for (int j = 0; j < n; ++j) s[orbit.slots[slot][(pieces.twist[o][slot] + j) % n]] = solved[home[j]];
    }
  }
  return s;
}

void apply_turn(const Puzzle& puzzle, Pieces& pieces, int turn) {
  const PieceTurn& pt = puzzle.piece_turns[turn];
  for (size_t o = 0; o < puzzle.orbits.size(); ++o) {
    const int n = puzzle.orbits[o].twists();
    const std::vector<int> piece = pieces.piece[o], twist = pieces.twist[o];
    for (size_t s = 0; s < piece.size(); ++s) {
      pieces.piece[o][s] = piece[pt.from_slot[o][s]];
      pieces.twist[o][s] = (twist[pt.from_slot[o][s]] + pt.add[o][s]) % n;
    }
  }
}

namespace {

// Face letters, or colours when every symbol is a colour and some is not a face letter.
std::string face_letters_of(const Puzzle& puzzle, std::string_view text, std::vector<Message>& problems) {
  std::string up;
  for (char c : text) up += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  bool all_faces = true, all_colours = true;
  for (char c : up) {
    all_faces = all_faces && puzzle.face_letters.find(c) != std::string::npos;
    all_colours = all_colours && puzzle.colour_letters.find(c) != std::string::npos;
  }
  if (all_faces) return up;
  if (all_colours) {
    for (char& c : up) c = puzzle.face_letters[puzzle.colour_letters.find(c)];
    return up;
  }
  for (size_t i = 0; i < up.size(); ++i) {
    const char c = up[i];
    if (puzzle.face_letters.find(c) == std::string::npos && puzzle.colour_letters.find(c) == std::string::npos) {
      problems.push_back(message("twisty_bad_symbol", {{"index", static_cast<int>(i)},
                                                       {"symbol", std::string(1, text[i])},
                                                       {"puzzle", puzzle.title},
                                                       {"faces", puzzle.face_letters},
                                                       {"colours", puzzle.colour_letters}}));
      return "";
    }
  }
  problems.push_back(
      message("twisty_mixed_symbols", {{"faces", puzzle.face_letters}, {"colours", puzzle.colour_letters}}));
  return "";
}

std::string piece_colours(const Orbit& orbit, const std::string& s, int slot) {
  std::string c;
  for (int i : orbit.slots[slot]) c += s[i];
  return c;
}

// Recolours `s` so that each centre shows its own face's letter, as if the puzzle were
// turned back whole: a face turn does the same to either, so pieces read from the copy
// are the pieces of the state seen from its centres. False (and a problem) when the
// centres are not those of the puzzle held some way.
template <class Problem>
bool relative_to_centres(const Puzzle& puzzle, std::string& s, Problem&& problem) {
  const Orbit& centres = puzzle.orbits[puzzle.colour_centres];
  std::string shown;
  std::vector<int> stickers;
  for (const std::vector<int>& slot : centres.slots) shown += s[slot[0]], stickers.push_back(slot[0]);
  const std::string solved = puzzle.solved();
  for (const std::vector<int>& rotation : puzzle.rotations) {
    std::string want;
    for (int i : stickers) want += solved[rotation[i]];
    if (want != shown) continue;
    std::string to(256, 0);
    for (size_t f = 0; f < shown.size(); ++f) to[static_cast<unsigned char>(shown[f])] = puzzle.face_letters[f];
    for (char& c : s) c = to[static_cast<unsigned char>(c)];
    return true;
  }
  for (size_t a = 0; a < shown.size(); ++a)
    for (size_t b = a + 1; b < shown.size(); ++b)
      if (shown[a] == shown[b]) {
        problem(message("twisty_centres_same",
                        {{"a", centres.names[a]}, {"b", centres.names[b]}, {"face", std::string(1, shown[a])}}),
                std::vector<int>{stickers[a], stickers[b]});
        return false;
      }
  problem(message("twisty_centres_arrangement", {{"puzzle", puzzle.title}}), stickers);
  return false;
}

}  // namespace

PieceReading read_pieces(const Puzzle& puzzle, std::string_view text) {
  PieceReading r;
  const int want = puzzle.sticker_count();
  if (static_cast<int>(text.size()) != want) {
    r.problem_texts.push_back(
        message("twisty_sticker_total", {{"puzzle", puzzle.title}, {"expected", want}, {"count", text.size()}}));
    r.problems.push_back(lower_first(r.problem_texts.back().english()));
    return r;
  }
  r.stickers = face_letters_of(puzzle, text, r.problem_texts);
  for (const Message& m : r.problem_texts) r.problems.push_back(lower_first(m.english()));
  r.problem_stickers.resize(r.problems.size());
  r.problem_codes.resize(r.problems.size(), "stickers");
  if (r.stickers.empty()) return r;
  auto problem = [&r](Message text, std::vector<int> stickers, const char* code = "piece") {
    r.problems.push_back(lower_first(text.english()));
    r.problem_texts.push_back(std::move(text));
    r.problem_stickers.push_back(std::move(stickers));
    r.problem_codes.push_back(code);
  };
  // Read against the centres when whole-puzzle turns move them (a copy recoloured).
  std::string s = r.stickers;
  for (char f : puzzle.face_letters) {
    int n = 0;
    for (char c : s) n += c == f;
    if (n != puzzle.per_face) {
      problem(
          message("twisty_colour_count",
                  {{"count", n}, {"face", std::string(1, f)}, {"puzzle", puzzle.title}, {"per_face", puzzle.per_face}}),
          {}, "count");
    }
  }
  const std::string solved = puzzle.solved();
  if (puzzle.colour_centres >= 0 && !relative_to_centres(puzzle, s, problem)) {
    r.ok = false;
    return r;
  }
  r.pieces = solved_pieces(puzzle);
  for (size_t o = 0; o < puzzle.orbits.size(); ++o) {
    const Orbit& orbit = puzzle.orbits[o];
    const int n = orbit.twists();
    std::vector<int> seen_at(orbit.slots.size(), -1);
    for (size_t slot = 0; slot < orbit.slots.size(); ++slot) {
      const std::string here = piece_colours(orbit, s, static_cast<int>(slot));
      int found = -1, twist = 0;
      for (size_t p = 0; p < orbit.slots.size() && found < 0; ++p) {
        const std::string home = piece_colours(orbit, solved, static_cast<int>(p));
        for (int t = 0; t < n; ++t) {
          bool same = true;
          for (int j = 0; j < n; ++j) same = same && here[(t + j) % n] == home[j];
          if (same) {
            found = static_cast<int>(p), twist = t;
            break;
          }
        }
      }
      const std::vector<int>& at = orbit.slots[slot];
      if (found < 0) {
        problem(message("twisty_impossible_piece",
                        {{"kind", orbit.kind}, {"slot", orbit.names[slot]}, {"shows", here}, {"puzzle", puzzle.title}}),
                at);
        continue;
      }
      if (!orbit.moves_between_slots && found != static_cast<int>(slot)) {
        problem(message("twisty_piece_fixed",
                        {{"kind", orbit.kind}, {"slot", orbit.names[slot]}, {"piece", orbit.names[found]}}),
                at);
        continue;
      }
      if (seen_at[found] >= 0) {
        std::vector<int> both = orbit.slots[seen_at[found]];
        both.insert(both.end(), at.begin(), at.end());
        problem(message("twisty_piece_twice", {{"kind", orbit.kind},
                                               {"piece", orbit.names[found]},
                                               {"first", orbit.names[seen_at[found]]},
                                               {"second", orbit.names[slot]}}),
                both);
        continue;
      }
      seen_at[found] = static_cast<int>(slot);
      r.pieces.piece[o][slot] = found;
      r.pieces.twist[o][slot] = twist;
    }
    for (size_t p = 0; p < orbit.slots.size(); ++p) {
      if (seen_at[p] < 0 && orbit.moves_between_slots) {
        problem(message("twisty_piece_missing", {{"kind", orbit.kind}, {"piece", orbit.names[p]}}), {});
      }
    }
  }
  r.ok = r.problems.empty();
  return r;
}

}  // namespace cube::twisty
