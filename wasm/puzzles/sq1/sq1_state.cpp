// The Square-1's state text (sq1_state.h) and its checks: every symbol a piece, every
// piece there once (a corner in two slots side by side in one layer). Nothing more is
// needed: a layer of 7 or more pieces has two gaps 180 degrees apart (7 gaps among 6
// opposite pairs), and one of 6 corners too, so every layer can be turned for a slash.
#include "puzzles/sq1/sq1_state.h"

#include <cctype>
#include <vector>

namespace cube::sq1 {

namespace {

const char* const kLayer[2] = {"top", "bottom"};

void problem(Validation& v, const std::string& code, Message text) {
  std::string english = text.english();
  v.problems.push_back({.code = code, .message = std::move(english), .text = std::move(text)});
}

Message slot_text(int slot, int column) {
  return message("sq1_slot", {{"layer", kLayer[slot / 12]}, {"slot", slot % 12 + 1}, {"column", column}});
}

}  // namespace

std::string format_state(const Sq1& s) {
  std::string t;
  for (int i = 0; i < kSlots; ++i) {
    if (i == 12) t += '/';
    t += piece_letter(s.slots[i]);
  }
  t += '/';
  t += s.middle_flipped ? '1' : '0';
  return t;
}

StateRead read_state(std::string_view text) {
  StateRead r;
  Validation& v = r.validation;
  // The fields and the column of each symbol.
  std::vector<std::vector<std::pair<char, int>>> fields(1);
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (std::isspace(static_cast<unsigned char>(c))) continue;
    if (c == '/') {
      fields.emplace_back();
      continue;
    }
    fields.back().push_back({c, static_cast<int>(i) + 1});
  }
  if (fields.size() == 1 && fields[0].size() == kStateSymbols) {  // written without '/'
    std::vector<std::pair<char, int>> all = fields[0];
    fields = {{all.begin(), all.begin() + 12}, {all.begin() + 12, all.begin() + 24}, {all.begin() + 24, all.end()}};
  }
  if (fields.size() != 3) {
    problem(v, "length", message("sq1_fields", {{"count", fields.size()}}));
    return r;
  }
  for (int layer = 0; layer < 2; ++layer)
    if (fields[layer].size() != 12)
      problem(
          v, "length",
          message("sq1_layer_slots",
                  {{"layer", kLayer[layer]}, {"count", fields[layer].size()}, {"degrees", 30 * fields[layer].size()}}));
  if (fields[2].size() != 1 || (fields[2][0].first != '0' && fields[2][0].first != '1'))
    problem(v, "middle", message("sq1_middle", {{"text", [&] {
                                                   std::string s;
                                                   for (auto [c, col] : fields[2]) s += c;
                                                   return s;
                                                 }()}}));
  if (!v.ok()) return r;
  Sq1& s = r.state;
  std::array<int, kSlots> column{};
  for (int i = 0; i < kSlots; ++i) {
    const auto [c, col] = fields[i / 12][i % 12];
    column[i] = col;
    const char u = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (u < 'A' || u >= 'A' + kPieces) {
      problem(v, "symbols",
              message("sq1_symbol", {{"column", col}, {"symbol", std::string(1, c)}, {"slot", slot_text(i, col)}}));
      continue;
    }
    s.slots[i] = static_cast<uint8_t>(u - 'A');
  }
  s.middle_flipped = fields[2][0].first == '1';
  if (!v.ok()) return r;
  // Each piece: where it is.
  for (int p = 0; p < kPieces; ++p) {
    std::vector<int> at;
    for (int i = 0; i < kSlots; ++i)
      if (s.slots[i] == p) at.push_back(i);
    const Message name = piece_text(p);
    std::vector<MessageArg> where;
    for (int i : at) where.emplace_back(slot_text(i, column[i]));
    const size_t want = is_corner(p) ? 2 : 1;
    if (at.empty()) {
      problem(v, "missing-piece", message("sq1_missing", {{"piece", name}}));
    } else if (at.size() != want) {
      problem(v, "duplicate-piece",
              message("sq1_written", {{"piece", name},
                                      {"times", at.size()},
                                      {"slots", MessageArg::list(std::move(where))},
                                      {"kind", is_corner(p) ? "corner" : "edge"}}));
    } else if (want == 2 &&
               (at[0] / 12 != at[1] / 12 || (at[0] + 1 != at[1] && !(at[0] % 12 == 0 && at[1] % 12 == 11)))) {
      problem(v, "split-corner",
              message("sq1_split", {{"piece", name}, {"slots", MessageArg::list(std::move(where))}}));
    }
  }
  // The state as the core writes it (what a page shows and sends on).
  if (v.ok()) v.facelets = format_state(s);
  return r;
}

}  // namespace cube::sq1
