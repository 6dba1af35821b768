#include "puzzle.h"

#include <cctype>

namespace cube {

std::optional<Puzzle> parse_puzzle(std::string_view name) {
  std::string lower;
  lower.reserve(name.size());
  for (char ch : name) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (lower == "3x3x3" || lower == "3x3" || lower == "333") return Puzzle::Cube3;
  if (lower == "2x2x2" || lower == "2x2" || lower == "222") return Puzzle::Cube2;
  if (lower == "4x4x4" || lower == "4x4" || lower == "444") return Puzzle::Cube4;
  return std::nullopt;
}

std::string puzzle_name(Puzzle p) {
  switch (p) {
    case Puzzle::Cube2: return "2x2x2";
    case Puzzle::Cube3: return "3x3x3";
    default: return "4x4x4";
  }
}

}  // namespace cube
