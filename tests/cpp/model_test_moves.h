// Moves for the cube-model tests, built as Move structs directly so these tests do not
// depend on the notation parser: "R U' F2 Rw M2 x'" (space-separated, no grouping).
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/move.h"

namespace cube::testing {

inline Move make_move(Move::Kind kind, char family, int turns) {
  Move m;
  m.kind = kind;
  m.family = family;
  m.turns = static_cast<uint8_t>(turns);
  return m;
}

inline std::vector<Move> moves_of(std::string_view text) {
  std::vector<Move> out;
  size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ') {
      ++i;
      continue;
    }
    const char family = text[i++];
    Move::Kind kind = std::string_view("MES").find(family) != std::string_view::npos   ? Move::Kind::Slice
                      : std::string_view("xyz").find(family) != std::string_view::npos ? Move::Kind::Rotation
                                                                                       : Move::Kind::Face;
    if (i < text.size() && text[i] == 'w') kind = Move::Kind::Wide, ++i;
    int turns = 1;
    if (i < text.size() && text[i] == '2') turns = 2, ++i;
    else if (i < text.size() && text[i] == '\'') turns = 3, ++i;
    out.push_back(make_move(kind, family, turns));
  }
  return out;
}

}  // namespace cube::testing
