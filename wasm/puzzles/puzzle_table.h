// The puzzle table (puzzle_entry.h): its rows in menu order, and the two ways an input
// reaches its row: by a name, or by its length.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "puzzles/puzzle_entry.h"

namespace cube::puzzles {

// Every row (puzzles/entries.cpp), in menu order.
const std::vector<const PuzzleEntry*>& all();
// By canonical name, WCA event id, Twizzle id or alias, case-insensitive; nullptr if none.
const PuzzleEntry* find(std::string_view name);
// The row whose states have as many symbols as `text` (state_symbols); nullptr if none.
const PuzzleEntry* by_state_length(std::string_view text);
// Symbols in a text as states count them: code points; whitespace and the 8-puzzle's
// row separators (',' '/') not counted.
int state_symbols(std::string_view text);
// Whether the text has a space, tab or line break (a state typed in one word has none).
bool has_space(std::string_view text);
// Every face one colour, a face being `per_face` symbols in a row (the cubes', the
// twisty puzzles' is_solved).
bool faces_uniform(std::string_view state, int per_face);
// The row read when no puzzle is named: the table's first, the 3x3x3.
const PuzzleEntry& default_puzzle();
// "3x3x3, 2x2x2, ... or 8puzzle": every canonical name, for messages.
std::string names_list();

}  // namespace cube::puzzles
