// Turns command-line words into cube values (puzzle, algorithm, state), and reports
// what is wrong on stderr, naming the command and the option, so the caller only has
// to return kBadInput.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "args.h"
#include "core/notation.h"
#include "core/puzzle.h"

#include "puzzles/puzzle_entry.h"

namespace cli {

// Prints "cubesolver COMMAND: MESSAGE" on stderr; returns kBadInput.
int fail(std::string_view command, std::string_view message);

// Options that did not parse; prints the error and a hint to --help.
int fail_usage(std::string_view command, const Args& args);

// The puzzle row --puzzle names, else the one whose states have as many symbols as
// `state` (puzzles::by_state_length), else the 3x3x3; nullptr (after printing why) for
// an unknown name.
const cube::PuzzleEntry* choose_puzzle(std::string_view command, const Args& args,
                                       const std::optional<std::string>& state);
// --puzzle as a registry name ("3x3x3", "2x2x2", "8puzzle"), "" when not given;
// nothing (after printing why) when the name is unknown.
std::optional<std::string> puzzle_option(std::string_view command, const Args& args);

// Parses an algorithm; on a parse error prints the message, the text and a caret
// under the column, and returns nothing. `what` names the input ("--scramble").
std::optional<cube::ParsedAlg> parse_or_report(std::string_view command, std::string_view what, std::string_view text);
// Prints a parse error's message, the text and a caret under its column (0: none).
void report_at_column(std::string_view command, std::string_view what, std::string_view text, std::string message,
                      int column);

// The option's value, or the positional words joined by spaces when the option is
// absent; an error when both or neither are given (neither is allowed if `optional`).
std::optional<std::string> option_or_words(std::string_view command, const Args& args, const std::string& option,
                                           bool optional);

// Length of a UTF-8 string in characters (code points).
int char_count(std::string_view text);

}  // namespace cli
