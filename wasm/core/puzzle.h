// Which puzzle a state or an algorithm belongs to.
#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace cube {

enum class Puzzle { Cube2, Cube3, Cube4 };

inline constexpr int size_of(Puzzle p) { return p == Puzzle::Cube2 ? 2 : p == Puzzle::Cube3 ? 3 : 4; }
// Stickers in a facelet string: 24 for the 2x2x2, 54 for the 3x3x3, 96 for the 4x4x4.
inline constexpr int sticker_count(Puzzle p) { return 6 * size_of(p) * size_of(p); }

// Accepts "3x3x3", "3x3", "333", "2x2x2", "2x2", "222", "4x4x4", "4x4", "444"
// (case-insensitive).
std::optional<Puzzle> parse_puzzle(std::string_view name);
std::string puzzle_name(Puzzle p);  // "3x3x3", "2x2x2" or "4x4x4"

}  // namespace cube
