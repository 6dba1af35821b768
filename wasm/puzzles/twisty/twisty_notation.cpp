#include "puzzles/twisty/twisty_notation.h"

#include <cctype>

namespace cube::twisty {

namespace {
bool is_letter(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }
}  // namespace

ParsedTurns parse_turns(const Puzzle& puzzle, std::string_view text) {
  ParsedTurns out;
  size_t i = 0;
  auto fail = [&](size_t at, Message what) {
    out.column = static_cast<int>(at) + 1;
    out.text = message("twisty_parse", {{"column", out.column},
                                        {"what", std::move(what)},
                                        {"puzzle", puzzle.title},
                                        {"accepted", message(puzzle.accepted_code)}});
    out.error = out.text.english();
    out.turns.clear();
    return out;
  };
  // A puzzle whose faces have names of two letters (the Megaminx's BL) has its turns
  // written apart ("DBL" is not D BL); one-letter names may be run together ("RUL'").
  bool apart = false;
  for (const Turn& t : puzzle.turns) apart = apart || (t.name.size() > 1 && is_letter(t.name[1]));
  while (i < text.size()) {
    const char c = text[i];
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
      continue;
    }
    if (!is_letter(c)) return fail(i, message("twisty_not_a_turn_symbol", {{"symbol", std::string(1, c)}}));
    const size_t start = i++;
    std::string name(1, c);
    // A suffix the cube notation has (R2, Rw, R3) is read with the letter, so the
    // message names the whole word; so are the Megaminx's ++ and --.
    auto suffix = [&](char x) {
      return std::isdigit(static_cast<unsigned char>(x)) || x == 'w' || x == '+' || x == '-' || (apart && is_letter(x));
    };
    while (i < text.size() && suffix(text[i])) name += text[i++];
    bool prime = false;
    if (i < text.size() && text[i] == '\'') {
      prime = true;
      ++i;
    } else if (text.compare(i, 3, "\u2019") == 0) {  // typographic quote
      prime = true;
      i += 3;
    }
    const int t = puzzle.find_turn(prime ? name + "'" : name);
    if (t < 0)
      return fail(start, message("twisty_not_a_turn", {{"turn", name + (prime ? "'" : "")}, {"puzzle", puzzle.title}}));
    out.turns.push_back(t);
  }
  out.ok = true;
  return out;
}

std::string format_turns(const Puzzle& puzzle, const std::vector<int>& turns) {
  std::string s;
  for (int t : turns) {
    if (!s.empty()) s += ' ';
    s += puzzle.turns[t].name;
  }
  return s;
}

}  // namespace cube::twisty
