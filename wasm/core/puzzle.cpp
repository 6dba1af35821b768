#include "puzzle.h"

#include <cctype>

namespace cube {

std::optional<Puzzle> parse_puzzle(std::string_view name) {
  std::string lower;
  for (char ch : name) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  for (int n = kMinCube; n <= kMaxCube; ++n) {
    const Puzzle p{n};
    const std::string d(1, static_cast<char>('0' + n));
    if (lower == puzzle_name(p) || lower == d + "x" + d || lower == d + d + d) return p;
  }
  return std::nullopt;
}

std::string puzzle_name(Puzzle p) {
  const std::string d(1, static_cast<char>('0' + p.n));
  return d + "x" + d + "x" + d;
}

}  // namespace cube
