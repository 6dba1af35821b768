// Notation parser and printer: WCA/SiGN moves, (groups)N, [A, B] commutators,
// [A: B] conjugates, compressed "RUR'U'", lower-case wide moves, typographic quotes,
// and the seed's 'i' suffix for inverse ("LLDFBiLLFiBDLL").
//
// Accepted:  U R F D L B, wide Uw.. or u.., slices M E S, rotations x y z;
//            suffixes none, 2, 3 (= '), any count (taken mod 4; R4 and R0 vanish),
//            prime as ' ’ ‘ ′ ´ ` or i, and 2' (still a half turn);
//            "(A)N", "(A)'", "(A)N'", "[A, B]" = A B A' B', "[A: B]" = A B A',
//            brackets also take a suffix ("[R, U]2"); nesting; "//" comments to end
//            of line; whitespace optional between moves.
// Limits keep hostile input cheap: nesting depth and the number of moves after
// expansion are checked before anything is expanded.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "move.h"

namespace cube {

struct ParseError {
  // 1-based, counted in characters (code points; an invalid UTF-8 byte counts as one)
  // from the start of the text, newlines included, so a page can select the spot.
  int column = 0;
  std::string expected;  // e.g. "a move", "')'", "',' or ':'"
  std::string message;   // e.g. "column 7: expected ')' but found end of input"
};

struct ParsedAlg {
  std::vector<Move> moves;  // groups, commutators and conjugates expanded
  std::string canonical;    // the input re-printed in canonical notation, structure kept
  bool ok = true;
  ParseError error;
};

struct ParseLimits {
  int max_depth = 64;       // brackets and parentheses nested inside each other
  int max_moves = 100'000;  // moves after expanding groups, commutators, conjugates
};

ParsedAlg parse_alg(std::string_view text);
ParsedAlg parse_alg_with_limits(std::string_view text, const ParseLimits& limits);

// "R U R' U'": moves separated by single spaces.
std::string format_moves(const std::vector<Move>& moves);

}  // namespace cube
