#include "symbols.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>

namespace cube {
namespace {

bool is_space(unsigned char ch) { return ch == ' ' || (ch >= '\t' && ch <= '\r'); }

// Bytes in the UTF-8 character at s[i]; 1 for a stray or broken byte.
size_t char_length(std::string_view s, size_t i) {
  const unsigned char lead = static_cast<unsigned char>(s[i]);
  const size_t len = lead < 0x80 ? 1 : (lead >> 5) == 0x6 ? 2 : (lead >> 4) == 0xE ? 3 : (lead >> 3) == 0x1E ? 4 : 1;
  if (i + len > s.size()) return 1;
  for (size_t k = 1; k < len; ++k)
    if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return 1;
  return len;
}

uint32_t code_point(std::string_view ch) {
  const unsigned char lead = static_cast<unsigned char>(ch[0]);
  if (ch.size() == 1) return lead;
  uint32_t cp = lead & (0x7F >> ch.size());
  for (size_t k = 1; k < ch.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(ch[k]) & 0x3F);
  return cp;
}

// Marks that belong to the character before them (emoji variation selectors, skin
// tones, keycaps, combining accents, zero-width joiners), so "⬜️" is one sticker.
bool attaches_to_previous(uint32_t cp) {
  return (cp >= 0x300 && cp <= 0x36F) || (cp >= 0xFE00 && cp <= 0xFE0F) || cp == 0x200D || cp == 0x20E3 ||
         (cp >= 0x1F3FB && cp <= 0x1F3FF);
}

// Control characters and broken bytes are shown as \xNN so messages stay readable.
std::string printable(const std::string& s) {
  if (s.size() == 1) {
    const unsigned char ch = static_cast<unsigned char>(s[0]);
    if (ch < 0x20 || ch >= 0x7F) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02X", ch);
      return buf;
    }
  }
  return s;
}

std::string folded(const std::string& s) {
  if (s.size() == 1 && s[0] >= 'A' && s[0] <= 'Z') return std::string(1, static_cast<char>(s[0] - 'A' + 'a'));
  return s;
}

// Index of `key` in `keys`, appending it when new.
int intern(std::vector<std::string>& keys, const std::string& key) {
  for (size_t k = 0; k < keys.size(); ++k)
    if (keys[k] == key) return static_cast<int>(k);
  keys.push_back(key);
  return static_cast<int>(keys.size() - 1);
}

}  // namespace

std::vector<std::string> split_stickers(std::string_view input, bool* had_whitespace) {
  std::vector<std::string> stickers;
  bool join_next = false;  // the previous character was a zero-width joiner
  for (size_t i = 0; i < input.size();) {
    if (is_space(static_cast<unsigned char>(input[i]))) {
      if (had_whitespace) *had_whitespace = true;
      join_next = false;
      ++i;
      continue;
    }
    const size_t len = char_length(input, i);
    const std::string_view ch = input.substr(i, len);
    i += len;
    const uint32_t cp = code_point(ch);
    if ((join_next || attaches_to_previous(cp)) && !stickers.empty()) stickers.back() += ch;
    else stickers.emplace_back(ch);
    join_next = cp == 0x200D;
  }
  return stickers;
}

StickerSymbols read_symbols(std::string_view input, int limit) {
  StickerSymbols out;
  std::vector<std::string> stickers = split_stickers(input, &out.had_whitespace);
  out.sticker_count = static_cast<int>(stickers.size());
  if (out.sticker_count > limit) stickers.resize(std::max(limit, 0));

  // Fold case when that gives six colours, or when it merges nothing anyway; keep
  // case when it is what tells six symbols apart ('b' blue, 'B' black).
  std::vector<std::string> raw_keys, folded_keys;
  for (const std::string& s : stickers) {
    intern(raw_keys, s);
    intern(folded_keys, folded(s));
  }
  const bool fold = folded_keys.size() == 6 || raw_keys.size() != 6;

  std::vector<std::string> keys;
  for (const std::string& s : stickers) {
    const int id = intern(keys, fold ? folded(s) : s);
    if (id == static_cast<int>(out.names.size())) out.names.push_back(printable(s));
    out.symbol_of.push_back(id);
  }
  return out;
}

}  // namespace cube
