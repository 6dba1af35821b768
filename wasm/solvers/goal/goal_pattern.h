// Goal patterns of the 3x3x3: for each of the 54 stickers (core/facelets.h order), the
// set of colours it may show when the goal is reached. Colours are named by the face
// whose centre shows them (U R F D L B), so a pattern reads like a facelet string.
//
// Text form, one sticker after another (whitespace ignored):
//   U R F D L B   exactly that colour
//   x X ?         any colour (the sticker does not matter)
//   [UD]          any of the colours listed; [^LR] (or [!LR]) any colour but those
// When the start is typed in other symbols (W Y G B R O, emoji...), the goal uses the
// same symbols, inside brackets too; x and ? stay "any" unless they are colours.
//
// What a pattern fixes follows from the stickers alone (goal_model.h works it out):
//   * a piece whose every sticker is given is fixed in place and orientation;
//   * "orientation only": a set that is the same for every piece. Edge orientation
//     (ZZ's EO, good for <U,D,R,L,F2,B2>) is [^LR] on the U/D sticker of each U- and
//     D-layer edge and on the F/B sticker of each middle-layer edge, and [^UD] on the
//     other sticker: an edge is good exactly when its U/D colour (or, without one,
//     its F/B colour) is on the sticker named first in kEdgeFacelets3;
//   * "colour class": several pieces that could each satisfy the stickers (a face of
//     one colour: any of its four corners in each corner place, U/D sticker up).
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/cubie.h"
#include "core/message.h"

namespace cube::goal {

inline constexpr int kStickers = 54;
inline constexpr uint8_t kAnyColour = 0x3F;  // bit f: the colour of face f (U R F D L B)

class Pattern {
 public:
  Pattern() { masks_.fill(kAnyColour); }
  // Face letters U R F D L B, x or ? for any: 54 characters, nothing else.
  static Pattern from_letters(std::string_view letters);
  static Pattern solved();

  uint8_t at(int sticker) const { return masks_[sticker]; }
  void set(int sticker, uint8_t colours) { masks_[sticker] = colours & kAnyColour; }
  // Sets the stickers of one piece to its own colours (as on the solved cube).
  void fix_edge(int edge);
  void fix_corner(int corner);

  // Every sticker shows one of its allowed colours. `letters`: 54 face letters.
  bool matches(std::string_view letters) const;
  bool matches(const CubieCube& c) const;

  Pattern operator&(const Pattern& o) const;  // both at once
  bool implies(const Pattern& o) const;       // every cube matching *this matches o
  bool is_any() const;                        // nothing is asked
  bool operator==(const Pattern&) const = default;
  bool operator<(const Pattern& o) const { return masks_ < o.masks_; }

  // Piece level: which pieces in which orientation the stickers of a position allow,
  // bit piece * 2 + flip (edges) or piece * 3 + twist (corners), Kociemba's orientation.
  uint32_t edge_allowed(int position) const;
  uint32_t corner_allowed(int position) const;

  // The text form: letters, x, and [..] sets (face letters).
  std::string to_string() const;
  const std::array<uint8_t, kStickers>& masks() const { return masks_; }

 private:
  std::array<uint8_t, kStickers> masks_;
};

// A typed symbol and the face whose colour it stands for.
using SymbolMap = std::vector<std::pair<std::string, int>>;
SymbolMap face_letter_symbols();  // U R F D L B as themselves

// Stickers in a typed pattern: a [..] set counts as one. For telling 2x2x2 (24) from
// 3x3x3 (54) patterns before parsing.
int count_pattern_stickers(std::string_view text);

struct PatternParse {
  bool ok = false;
  std::string error;  // "goal: ..." naming the sticker (U7 ...) and what was found
  Message text;       // `error` as a code
  Pattern pattern;
};
PatternParse parse_pattern(std::string_view text, const SymbolMap& symbols);

// "U7": the face and number 1..9 of a sticker, for messages.
std::string sticker_name(int index);

}  // namespace cube::goal
