#include "solvers/pocket/pocket_moves.h"

#include <bit>

namespace cube::pocket {
namespace {

constexpr const char* kFaces = "URFDLB";

int face_index(char c) {
  for (int f = 0; f < 6; ++f)
    if (kFaces[f] == c) return f;
  return -1;
}

bool is_separator(char c) { return c == ' ' || c == '\t' || c == ',' || c == '<' || c == '>' || c == ';'; }

}  // namespace

std::string metric_name(Metric m) { return m == Metric::HTM ? "HTM" : "QTM"; }

Move to_move(int m) {
  Move mv;
  mv.kind = Move::Kind::Face;
  mv.family = kFaces[face_of(m)];
  mv.turns = static_cast<uint8_t>(turns_of(m));
  return mv;
}

int index_of(const Move& m) {
  if (m.kind != Move::Kind::Face || m.depth != 0 || m.turns < 1 || m.turns > 3) return -1;
  const int f = face_index(m.family);
  return f < 0 ? -1 : 3 * f + m.turns - 1;
}

std::vector<Move> to_moves(const std::vector<int>& path) {
  std::vector<Move> out;
  out.reserve(path.size());
  for (int m : path) out.push_back(to_move(m));
  return out;
}

int MoveSet::size() const { return std::popcount(bits_); }

MoveSet MoveSet::for_metric(Metric metric) const {
  if (metric == Metric::HTM) return *this;
  uint32_t b = 0;
  for (int f = 0; f < 6; ++f) {
    const uint32_t quarter = (1u << (3 * f)) | (1u << (3 * f + 2));
    b |= bits_ & quarter;
  }
  return MoveSet(b);
}

std::vector<int> MoveSet::list() const {
  std::vector<int> out;
  for (int m = 0; m < kFaceMoves; ++m)
    if (has(m)) out.push_back(m);
  return out;
}

std::string MoveSet::to_string() const {
  std::string out;
  for (int f = 0; f < 6; ++f) {
    const uint32_t face_bits = (bits_ >> (3 * f)) & 7u;
    if (!face_bits) continue;
    if (face_bits == 7u) {
      if (!out.empty()) out += ' ';
      out += kFaces[f];
      continue;
    }
    for (int t = 0; t < 3; ++t)
      if ((face_bits >> t) & 1u) {
        if (!out.empty()) out += ' ';
        out += cube::to_string(to_move(3 * f + t));
        if (t == 0) out += '1';  // a bare letter would mean all three turns
      }
  }
  return out;
}

std::optional<MoveSet> MoveSet::parse(std::string_view text, std::string* error, Message* said) {
  auto fail = [&](Message what) -> std::optional<MoveSet> {
    Message m = message("input_part", {{"part", "move_set"}, {"what", std::move(what)}});
    if (error) *error = m.english();
    if (said) *said = std::move(m);
    return std::nullopt;
  };
  size_t i = 0;
  while (i < text.size() && is_separator(text[i])) ++i;
  bool negate = false;
  if (i < text.size() && text[i] == '-') {
    negate = true;
    ++i;
  } else if (text.substr(i, 3) == "no " || text.substr(i, 3) == "No ") {
    negate = true;
    i += 3;
  }
  while (i < text.size() && is_separator(text[i])) ++i;
  if (text.substr(i) == "all" || text.substr(i) == "ALL") return MoveSet::all();

  uint32_t bits = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (is_separator(c) || c == '-') {
      ++i;
      continue;
    }
    const int f = face_index(c);
    if (f < 0) {
      const bool wide = c >= 'a' && c <= 'z' && face_index(static_cast<char>(c - 'a' + 'A')) >= 0;
      return fail(message(
          "move_set_not_a_face",
          {{"column", static_cast<long long>(i + 1)}, {"symbol", std::string(1, c)}, {"wide", wide ? "yes" : "no"}}));
    }
    ++i;
    int turns = 0;  // 0: all three
    if (i < text.size()) {
      if (text[i] == '2') {
        turns = 2;
        ++i;
        if (i < text.size() && text[i] == '\'') ++i;  // R2' is R2
      } else if (text[i] == '\'' || text[i] == 'i') {
        turns = 3;
        ++i;
      } else if (text[i] == '1') {
        turns = 1;
        ++i;
      } else if (text.substr(i, 3) == "\xE2\x80\x99" || text.substr(i, 3) == "\xE2\x80\xB2") {  // ’ ′
        turns = 3;
        i += 3;
      }
    }
    bits |= turns == 0 ? 7u << (3 * f) : 1u << (3 * f + turns - 1);
  }
  if (negate) bits = ~bits & 0x3FFFFu;
  if (bits == 0) return fail(message("move_set_empty"));
  return MoveSet(bits);
}

}  // namespace cube::pocket
