// Which cube a state or an algorithm belongs to: the n x n x n cube, 2 <= n <= 7
// (the puzzle table, puzzles/puzzle_table.h, holds one row per size).
#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace cube {

struct Puzzle {
  int n = 3;  // stickers per face edge
  static const Puzzle Cube2, Cube3, Cube4;
  bool operator==(const Puzzle&) const = default;
};
inline constexpr Puzzle Puzzle::Cube2{2};
inline constexpr Puzzle Puzzle::Cube3{3};
inline constexpr Puzzle Puzzle::Cube4{4};

inline constexpr int kMinCube = 2, kMaxCube = 7;

inline constexpr int size_of(Puzzle p) { return p.n; }
// Stickers in a facelet string: 6 n^2 (24 for the 2x2x2, 54 for the 3x3x3, ...).
inline constexpr int sticker_count(Puzzle p) { return 6 * p.n * p.n; }

// "NxNxN", "NxN" or "NNN" for 2 <= N <= 7 (case-insensitive).
std::optional<Puzzle> parse_puzzle(std::string_view name);
std::string puzzle_name(Puzzle p);  // "3x3x3"

}  // namespace cube
