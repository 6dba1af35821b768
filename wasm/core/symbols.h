// Splitting typed cube input into stickers: one sticker per character (UTF-8 aware,
// so colour emoji work), whitespace ignored, letters compared case-insensitively when
// that does not merge two symbols. Used by validation and goal patterns.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace cube {

struct StickerSymbols {
  int sticker_count = 0;  // stickers found (all of them, even past the limit)
  bool had_whitespace = false;
  std::vector<int> symbol_of;      // per sticker: index into `names` (first `limit` only)
  std::vector<std::string> names;  // each symbol as first typed, printable
};

// Each typed sticker's text: one character with the marks attached to it (variation
// selectors, skin tones, keycaps, combining accents, zero-width-joined sequences), so
// "⬜️" is one sticker; whitespace skipped (and reported in *had_whitespace).
std::vector<std::string> split_stickers(std::string_view input, bool* had_whitespace = nullptr);

// Reads at most `limit` stickers into symbol_of (the rest are only counted).
StickerSymbols read_symbols(std::string_view input, int limit);

}  // namespace cube
