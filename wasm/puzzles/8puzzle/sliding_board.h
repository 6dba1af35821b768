// The 3x3 sliding puzzle (8-puzzle): boards, slides, reading and writing them, and the
// parity rule that splits the 9! arrangements into two halves slides cannot cross.
//
// A board lists the cells row by row, tiles 1..8 and 0 for the blank, as typed in
// seed 001: "1 3 0 4 2 7 8 5 6". The default goal is 1 2 3 / 4 5 6 / 7 8 0.
//
// Moves are named by the direction the BLANK moves -- U D L R -- the convention of AI
// textbooks and most 8-puzzle solvers: U moves the blank up, i.e. the tile above it
// slides down into the gap. describe_slide() says it the other way round for people.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/message.h"
#include "core/random_state.h"

namespace cube::sliding {

inline constexpr int kSide = 3;
inline constexpr int kCells = 9;
using Board = std::array<uint8_t, kCells>;  // row by row, 0 = blank

Board default_goal();
int blank_cell(const Board& b);

enum class Slide : uint8_t { Up, Down, Left, Right };  // where the blank goes
inline constexpr Slide kSlides[4] = {Slide::Up, Slide::Down, Slide::Left, Slide::Right};
char slide_letter(Slide s);  // 'U' 'D' 'L' 'R'
Slide opposite(Slide s);
std::string format_slides(const std::vector<Slide>& slides);  // "U L D R"
// "ULDR", "U L D R", "u,l", "up left down right". On error, names the position.
struct SlidesParse {
  bool ok = false;
  std::vector<Slide> slides;
  std::string error;
  Message text;  // `error` as a code and its parameters
};
SlidesParse parse_slides(std::string_view text);

// Moves the blank; false (board unchanged) when it would leave the board.
bool apply(Board& b, Slide s);
// Applies all; -1, or the index of the first slide that cannot be made.
int apply(Board& b, const std::vector<Slide>& slides);
// "tile 7 slides down" for the slide about to be made on b.
std::string describe_slide(const Board& b, Slide s);

// Reads 9 numbers row by row (0, _ or . for the blank) separated by spaces, commas,
// slashes or new lines, or 9 digits run together ("130427856"). On error names what is
// wrong: a non-number with its position, a tile out of range, a wrong count, a
// repeated or missing tile.
struct BoardParse {
  bool ok = false;
  Board board{};
  std::string error;
  Message text;  // `error` as a code and its parameters
};
BoardParse parse_board(std::string_view text);
std::string format_board(const Board& b);  // "1 3 0 4 2 7 8 5 6"
std::string format_grid(const Board& b);   // "1 3 _\n4 2 7\n8 5 6\n"

// Pairs of tiles (blank ignored) out of order, reading row by row. A sideways slide
// keeps the reading order; an up or down slide moves one tile past the two between,
// changing the count by 2 or 0. So its parity never changes: start and goal must agree.
int inversions(const Board& b);
bool solvable(const Board& start, const Board& goal);
// Empty when solvable, else the sentence explaining why not (the parity rule).
std::string unsolvable_reason(const Board& start, const Board& goal);
Message unsolvable_text(const Board& start, const Board& goal);  // the same as a code; empty when solvable

// A uniformly random board from which `goal` can be reached.
Board random_board(Rng& rng, const Board& goal = default_goal());

}  // namespace cube::sliding
