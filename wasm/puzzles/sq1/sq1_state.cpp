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

void problem(Validation& v, const std::string& code, const std::string& message) {
  v.problems.push_back({.code = code, .message = message});
}

std::string slot_text(int slot, int column) {
  return std::string(kLayer[slot / 12]) + " slot " + std::to_string(slot % 12 + 1) + " (column " +
         std::to_string(column) + ")";
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
    problem(v, "length",
            "a Square-1 state is three fields separated by '/': the top layer's 12 slots, the bottom's 12 and the "
            "middle layer (0 or 1), as AABCCDEEFGGH/IJJKLLMNNOPP/0; this has " +
                std::to_string(fields.size()));
    return r;
  }
  for (int layer = 0; layer < 2; ++layer)
    if (fields[layer].size() != 12)
      problem(v, "length",
              "the " + std::string(kLayer[layer]) + " layer has " + std::to_string(fields[layer].size()) + " slots (" +
                  std::to_string(30 * fields[layer].size()) +
                  " degrees): a layer fills 360 degrees, 12 slots of 30 (a corner is written in two, an edge in one)");
  if (fields[2].size() != 1 || (fields[2][0].first != '0' && fields[2][0].first != '1'))
    problem(
        v, "middle", "the middle layer is one symbol, 0 (as solved) or 1 (its right half turned over), not '" + [&] {
          std::string s;
          for (auto [c, col] : fields[2]) s += c;
          return s;
        }() + "'");
  if (!v.ok()) return r;
  Sq1& s = r.state;
  std::array<int, kSlots> column{};
  for (int i = 0; i < kSlots; ++i) {
    const auto [c, col] = fields[i / 12][i % 12];
    column[i] = col;
    const char u = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (u < 'A' || u >= 'A' + kPieces) {
      problem(
          v, "symbols",
          "column " + std::to_string(col) + ": '" + c + "' in the " + slot_text(i, col) +
              " is not a piece: the pieces are A-P (corners A C E G J L N P, written twice; edges B D F H I K M O)");
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
    const std::string name = piece_name(p) + " (" + piece_letter(p) + ")";
    std::string where;
    for (int i : at) where += (where.empty() ? "" : ", ") + slot_text(i, column[i]);
    const size_t want = is_corner(p) ? 2 : 1;
    if (at.empty()) {
      problem(v, "missing-piece", name + " is missing");
    } else if (at.size() != want) {
      problem(v, "duplicate-piece",
              name + (at.size() == 1 ? " is written once (" : " is written " + std::to_string(at.size()) + " times (") +
                  where + "): " + (is_corner(p) ? "a corner fills two slots side by side" : "an edge fills one slot"));
    } else if (want == 2 &&
               (at[0] / 12 != at[1] / 12 || (at[0] + 1 != at[1] && !(at[0] % 12 == 0 && at[1] % 12 == 11)))) {
      problem(v, "split-corner",
              name + " is in two places (" + where + "): a corner fills two slots side by side in one layer");
    }
  }
  // The state as the core writes it (what a page shows and sends on).
  if (v.ok()) v.facelets = format_state(s);
  return r;
}

}  // namespace cube::sq1
