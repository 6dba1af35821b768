// Reading and writing the Square-1's WCA notation (sq1_notation.h).
#include "puzzles/sq1/sq1_notation.h"

#include <cctype>

namespace cube::sq1 {

namespace {

std::string at(int column, const std::string& what) { return "column " + std::to_string(column) + ": " + what; }

// Skips spaces; returns the index of the next symbol.
size_t skip_space(std::string_view t, size_t i) {
  while (i < t.size() && std::isspace(static_cast<unsigned char>(t[i]))) ++i;
  return i;
}

// An integer -11..11 at t[i] (after spaces); false and *error when there is none.
bool read_amount(std::string_view t, size_t& i, int* out, const char* layer, std::string* error, int* column) {
  i = skip_space(t, i);
  const size_t start = i;
  bool negative = false;
  if (i < t.size() && (t[i] == '-' || t[i] == '+')) negative = t[i++] == '-';
  if (i >= t.size() || !std::isdigit(static_cast<unsigned char>(t[i]))) {
    *column = static_cast<int>(start) + 1;
    *error =
        at(*column, std::string("expected the ") + layer + "'s amount, a number of twelfths -11..11" +
                        (start < t.size() ? std::string(", not '") + t[start] + "'" : std::string(", not the end")));
    return false;
  }
  int value = 0;
  while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) {
    value = value * 10 + (t[i++] - '0');
    if (value > 99) break;
  }
  if (value > 11) {
    *column = static_cast<int>(start) + 1;
    *error = at(*column, std::string("the ") + layer + " turns at most 11 twelfths either way (-11..11), not " +
                             std::string(t.substr(start, i - start)));
    return false;
  }
  *out = negative ? -value : value;
  return true;
}

}  // namespace

ParsedMoves parse_moves(std::string_view t) {
  ParsedMoves p;
  size_t i = skip_space(t, 0);
  while (i < t.size()) {
    const int column = static_cast<int>(i) + 1;
    if (t[i] == '/') {
      p.moves.push_back({.is_slash = true, .column = column});
      i = skip_space(t, i + 1);
      continue;
    }
    if (t[i] != '(') {
      p.column = column;
      p.error =
          at(column, std::string("'") + t[i] + "' is not a Square-1 move: write (x,y) for a turn and / for a slash");
      return p;
    }
    Sq1Move m{.column = column};
    ++i;
    if (!read_amount(t, i, &m.top, "top", &p.error, &p.column)) return p;
    i = skip_space(t, i);
    if (i >= t.size() || t[i] != ',') {
      p.column = static_cast<int>(i) + 1;
      p.error = at(p.column, "expected ',' between the top's and the bottom's amounts, as in (1,0)");
      return p;
    }
    ++i;
    if (!read_amount(t, i, &m.bottom, "bottom", &p.error, &p.column)) return p;
    i = skip_space(t, i);
    if (i >= t.size() || t[i] != ')') {
      p.column = static_cast<int>(i) + 1;
      p.error = at(p.column, "expected ')' to close the turn that opens at column " + std::to_string(column));
      return p;
    }
    p.moves.push_back(m);
    i = skip_space(t, i + 1);
  }
  p.ok = true;
  return p;
}

Played play(const Sq1& start, const std::vector<Sq1Move>& moves) {
  Played out;
  out.state = start;
  int slashes = 0;
  for (const Sq1Move& m : moves) {
    if (!m.is_slash) {
      turn(out.state, m.top, m.bottom);
      continue;
    }
    ++slashes;
    const int across = corner_across_cut(out.state);
    if (across >= 0) {
      const char* layer = across < 12 ? "top" : "bottom";
      const int a = across % 12 + 1, b = (across + 1) % 12 + 1;
      out.column = m.column;
      out.error = (m.column ? at(m.column, "") : std::string()) + "slash " + std::to_string(slashes) +
                  " cannot be made: " + piece_name(out.state.slots[across]) + " (" +
                  piece_letter(out.state.slots[across]) + ") lies across the cut in the " + layer +
                  " layer (its slots " + std::to_string(a) + " and " + std::to_string(b) + "); turn that layer first";
      return out;
    }
    slash(out.state);
  }
  out.ok = true;
  return out;
}

std::string format_moves(const std::vector<Sq1Move>& moves) {
  std::string s;
  for (const Sq1Move& m : moves) {
    if (!m.is_slash && wca_amount(m.top) == 0 && wca_amount(m.bottom) == 0) continue;
    if (!s.empty()) s += ' ';
    s += m.is_slash ? "/" : "(" + std::to_string(wca_amount(m.top)) + "," + std::to_string(wca_amount(m.bottom)) + ")";
  }
  return s;
}

int slash_count(const std::vector<Sq1Move>& moves) {
  int n = 0;
  for (const Sq1Move& m : moves) n += m.is_slash;
  return n;
}

std::vector<Sq1Move> inverse(const std::vector<Sq1Move>& moves) {
  std::vector<Sq1Move> out;
  for (auto it = moves.rbegin(); it != moves.rend(); ++it)
    out.push_back(it->is_slash ? Sq1Move{.is_slash = true} : Sq1Move{.top = -it->top, .bottom = -it->bottom});
  return out;
}

}  // namespace cube::sq1
