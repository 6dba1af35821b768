#include "puzzles/puzzle_table.h"

#include <cctype>

namespace cube::puzzles {
namespace {

std::string lower(std::string_view s) {
  std::string out;
  for (char c : s) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

const PuzzleEntry* find(std::string_view name) {
  const std::string wanted = lower(name);
  if (wanted.empty()) return nullptr;
  for (const PuzzleEntry* e : all()) {
    const PuzzleInfo& i = e->info;
    if (wanted == lower(i.name) || wanted == lower(i.wca_id) || wanted == lower(i.twizzle_id)) return e;
    for (const std::string& alias : i.aliases)
      if (wanted == lower(alias)) return e;
  }
  return nullptr;
}

int state_symbols(std::string_view text) {
  int n = 0;
  for (unsigned char c : text) n += (c & 0xC0) != 0x80 && !std::isspace(c) && c != ',' && c != '/';
  return n;
}

const PuzzleEntry* by_state_length(std::string_view text) {
  const int symbols = state_symbols(text);
  for (const PuzzleEntry* e : all())
    if (e->info.state_length == symbols) return e;
  return nullptr;
}

bool has_space(std::string_view text) {
  for (char c : text)
    if (std::isspace(static_cast<unsigned char>(c))) return true;
  return false;
}

bool faces_uniform(std::string_view state, int per_face) {
  if (per_face <= 0 || state.size() % per_face != 0) return false;
  for (size_t i = 0; i < state.size(); ++i)
    if (state[i] != state[i - i % per_face]) return false;
  return true;
}

const PuzzleEntry& default_puzzle() { return *all().front(); }

std::string names_list() {
  std::string s;
  const auto& rows = all();
  for (size_t i = 0; i < rows.size(); ++i)
    s += (i == 0 ? "" : i + 1 == rows.size() ? " or " : ", ") + rows[i]->info.name;
  return s;
}

}  // namespace cube::puzzles
