#include "solvers/goal/goal_pattern.h"

#include "core/face.h"
#include "core/facelets.h"
#include "core/symbols.h"

namespace cube::goal {
namespace {

int face_of_letter(char c) {
  for (int f = 0; f < 6; ++f)
    if (kFaceNames[f] == c) return f;
  return -1;
}

// Faces of a piece's stickers in its name's order (the solved cube's colours).
int edge_colour(int edge, int k) { return kEdgeFacelets3[edge][k] / 9; }
int corner_colour(int corner, int k) { return kCornerFacelets3[corner][k] / 9; }

std::string fold(std::string s) {
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return s;
}

// -1: not a colour; otherwise the face.
int lookup(const SymbolMap& symbols, const std::string& name) {
  for (const auto& [n, f] : symbols)
    if (n == name) return f;
  for (const auto& [n, f] : symbols)
    if (fold(n) == fold(name)) return f;
  return -1;
}

bool is_any_symbol(const std::string& s) { return s == "x" || s == "X" || s == "?"; }

std::string colour_list(const SymbolMap& symbols) {
  std::string out;
  for (size_t k = 0; k < symbols.size(); ++k) out += (k ? ", " : "") + symbols[k].first;
  return out;
}

}  // namespace

std::string sticker_name(int index) { return std::string(1, kFaceNames[index / 9]) + std::to_string(index % 9 + 1); }

Pattern Pattern::from_letters(std::string_view letters) {
  Pattern p;
  for (int i = 0; i < kStickers && i < static_cast<int>(letters.size()); ++i) {
    const int f = face_of_letter(letters[i]);
    p.masks_[i] = f < 0 ? kAnyColour : static_cast<uint8_t>(1u << f);
  }
  return p;
}

Pattern Pattern::solved() { return from_letters(solved_facelets(Puzzle::Cube3)); }

void Pattern::fix_edge(int edge) {
  for (int k = 0; k < 2; ++k) masks_[kEdgeFacelets3[edge][k]] = static_cast<uint8_t>(1u << edge_colour(edge, k));
}

void Pattern::fix_corner(int corner) {
  for (int k = 0; k < 3; ++k)
    masks_[kCornerFacelets3[corner][k]] = static_cast<uint8_t>(1u << corner_colour(corner, k));
}

bool Pattern::matches(std::string_view letters) const {
  if (letters.size() != kStickers) return false;
  for (int i = 0; i < kStickers; ++i) {
    const int f = face_of_letter(letters[i]);
    if (f < 0 || !((masks_[i] >> f) & 1)) return false;
  }
  return true;
}

bool Pattern::matches(const CubieCube& c) const {
  for (int p = 0; p < kEdges; ++p)
    if (!((edge_allowed(p) >> (c.ep[p] * 2 + c.eo[p])) & 1)) return false;
  for (int p = 0; p < kCorners; ++p)
    if (!((corner_allowed(p) >> (c.cp[p] * 3 + c.co[p])) & 1)) return false;
  for (int f = 0; f < 6; ++f)
    if (!((masks_[9 * f + 4] >> f) & 1)) return false;
  return true;
}

Pattern Pattern::operator&(const Pattern& o) const {
  Pattern r;
  for (int i = 0; i < kStickers; ++i) r.masks_[i] = masks_[i] & o.masks_[i];
  return r;
}

bool Pattern::implies(const Pattern& o) const {
  for (int i = 0; i < kStickers; ++i)
    if (masks_[i] & ~o.masks_[i]) return false;
  return true;
}

bool Pattern::is_any() const {
  for (uint8_t m : masks_)
    if (m != kAnyColour) return false;
  return true;
}

// Piece q with orientation o at position p shows its k-th sticker at facelet
// facelets[p][(k + o) % n] (core/cubie.cpp's convention).
uint32_t Pattern::edge_allowed(int p) const {
  uint32_t bits = 0;
  for (int q = 0; q < kEdges; ++q)
    for (int o = 0; o < 2; ++o) {
      bool ok = true;
      for (int k = 0; k < 2 && ok; ++k) ok = (masks_[kEdgeFacelets3[p][(k + o) % 2]] >> edge_colour(q, k)) & 1;
      if (ok) bits |= 1u << (q * 2 + o);
    }
  return bits;
}

uint32_t Pattern::corner_allowed(int p) const {
  uint32_t bits = 0;
  for (int q = 0; q < kCorners; ++q)
    for (int o = 0; o < 3; ++o) {
      bool ok = true;
      for (int k = 0; k < 3 && ok; ++k) ok = (masks_[kCornerFacelets3[p][(k + o) % 3]] >> corner_colour(q, k)) & 1;
      if (ok) bits |= 1u << (q * 3 + o);
    }
  return bits;
}

std::string Pattern::to_string() const {
  std::string out;
  for (uint8_t m : masks_) {
    if (m == kAnyColour) {
      out += 'x';
    } else if (m && !(m & (m - 1))) {
      for (int f = 0; f < 6; ++f)
        if (m == (1u << f)) out += kFaceNames[f];
    } else {
      out += '[';
      for (int f = 0; f < 6; ++f)
        if ((m >> f) & 1) out += kFaceNames[f];
      out += ']';
    }
  }
  return out;
}

SymbolMap face_letter_symbols() {
  SymbolMap m;
  for (int f = 0; f < 6; ++f) m.emplace_back(std::string(1, kFaceNames[f]), f);
  return m;
}

int count_pattern_stickers(std::string_view text) {
  int count = 0;
  bool in_set = false;
  for (const std::string& s : split_stickers(text)) {
    if (in_set) {
      if (s == "]") in_set = false;
      continue;
    }
    if (s == "[") in_set = true;
    ++count;
  }
  return count;
}

PatternParse parse_pattern(std::string_view text, const SymbolMap& symbols) {
  PatternParse out;
  auto fail = [&](Message what) {
    out.text = message("input_part", {{"part", "goal"}, {"what", std::move(what)}});
    out.error = out.text.english();
    return out;
  };
  const int count = count_pattern_stickers(text);
  if (count != kStickers) return fail(message("goal_sticker_count", {{"count", count}}));
  const std::vector<std::string> typed = split_stickers(text);
  size_t at = 0;  // next typed symbol
  auto next = [&]() { return at < typed.size() ? typed[at++] : std::string(); };
  for (int i = 0; i < kStickers; ++i) {
    std::string s = next();
    if (s == "[") {
      uint8_t mask = 0;
      bool negate = false, first = true;
      for (s = next();; s = next(), first = false) {
        if (s.empty()) return fail(message("goal_set_unclosed", {{"sticker", sticker_name(i)}}));
        if (s == "]") break;
        if (first && (s == "^" || s == "!")) {
          negate = true;
          continue;
        }
        const int f = lookup(symbols, s);
        if (f < 0)
          return fail(message("goal_set_colour",
                              {{"symbol", s}, {"sticker", sticker_name(i)}, {"colours", colour_list(symbols)}}));
        mask |= static_cast<uint8_t>(1u << f);
      }
      if (negate) mask = static_cast<uint8_t>(~mask & kAnyColour);
      if (!mask) return fail(message("goal_set_empty", {{"sticker", sticker_name(i)}}));
      out.pattern.set(i, mask);
      continue;
    }
    if (s == "]") return fail(message("goal_set_stray_close", {{"sticker", sticker_name(i)}}));
    const int f = lookup(symbols, s);
    if (f >= 0) {
      out.pattern.set(i, static_cast<uint8_t>(1u << f));
    } else if (is_any_symbol(s)) {
      out.pattern.set(i, kAnyColour);
    } else {
      return fail(
          message("goal_sticker_colour",
                  {{"index", i + 1}, {"sticker", sticker_name(i)}, {"symbol", s}, {"colours", colour_list(symbols)}}));
    }
  }
  out.ok = true;
  return out;
}

}  // namespace cube::goal
