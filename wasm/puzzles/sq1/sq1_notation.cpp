// Reading and writing the Square-1's WCA notation (sq1_notation.h).
#include "puzzles/sq1/sq1_notation.h"

#include <cctype>

namespace cube::sq1 {

namespace {

Message at(int column, Message what) { return message("at_column", {{"column", column}, {"what", std::move(what)}}); }

// Sets a parse's error (its text and the English of it).
template <typename Result>
void fail(Result& r, Message text) {
  r.error = text.english();
  r.text = std::move(text);
}

// Skips spaces; returns the index of the next symbol.
size_t skip_space(std::string_view t, size_t i) {
  while (i < t.size() && std::isspace(static_cast<unsigned char>(t[i]))) ++i;
  return i;
}

// An integer -11..11 at t[i] (after spaces); false and *error when there is none.
bool read_amount(std::string_view t, size_t& i, int* out, const char* layer, ParsedMoves* p) {
  i = skip_space(t, i);
  const size_t start = i;
  bool negative = false;
  if (i < t.size() && (t[i] == '-' || t[i] == '+')) negative = t[i++] == '-';
  if (i >= t.size() || !std::isdigit(static_cast<unsigned char>(t[i]))) {
    p->column = static_cast<int>(start) + 1;
    fail(*p, at(p->column, message("sq1_amount_expected",
                                   {{"layer", layer},
                                    {"end", start < t.size() ? "no" : "yes"},
                                    {"symbol", start < t.size() ? std::string(1, t[start]) : std::string()}})));
    return false;
  }
  int value = 0;
  while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) {
    value = value * 10 + (t[i++] - '0');
    if (value > 99) break;
  }
  if (value > 11) {
    p->column = static_cast<int>(start) + 1;
    fail(*p, at(p->column,
                message("sq1_amount_range", {{"layer", layer}, {"text", std::string(t.substr(start, i - start))}})));
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
      fail(p, at(column, message("sq1_not_a_move", {{"symbol", std::string(1, t[i])}})));
      return p;
    }
    Sq1Move m{.column = column};
    ++i;
    if (!read_amount(t, i, &m.top, "top", &p)) return p;
    i = skip_space(t, i);
    if (i >= t.size() || t[i] != ',') {
      p.column = static_cast<int>(i) + 1;
      fail(p, at(p.column, message("sq1_comma")));
      return p;
    }
    ++i;
    if (!read_amount(t, i, &m.bottom, "bottom", &p)) return p;
    i = skip_space(t, i);
    if (i >= t.size() || t[i] != ')') {
      p.column = static_cast<int>(i) + 1;
      fail(p, at(p.column, message("sq1_close", {{"open", column}})));
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
      Message why = message(
          "sq1_slash_blocked",
          {{"number", slashes}, {"piece", piece_text(out.state.slots[across])}, {"layer", layer}, {"a", a}, {"b", b}});
      fail(out, m.column ? at(m.column, std::move(why)) : std::move(why));
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
