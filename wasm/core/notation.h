// Notation parser and printer: WCA/SiGN moves, (groups)N, [A, B] commutators,
// [A: B] conjugates, compressed "RUR'U'", lower-case wide moves, typographic quotes,
// and the seed's 'i' suffix for inverse ("LLDFBiLLFiBDLL").
//
// Accepted:  U R F D L B, wide Uw.. or u.., slices M E S, rotations x y z;
//            big-cube layers "2R" (the second layer alone), "3Rw" (three layers),
//            "1R" = R, "2Rw" = Rw (a prefix needs a space or a non-count before it:
//            "R2R" is R2 R);
//            suffixes none, 2, 3 (= '), any count (taken mod 4; R4 and R0 vanish),
//            prime as ' ’ ‘ ′ ´ ` or i, and 2' (still a half turn);
//            "(A)N", "(A)'", "(A)N'", "[A, B]" = A B A' B', "[A: B]" = A B A',
//            brackets also take a suffix ("[R, U]2"); nesting; "//" comments to end
//            of line and "." pauses (both kept in the canonical text, no moves);
//            whitespace optional between moves;
//            "^(A)": A on the inverse side (NISS, written as cubing.js does), at the
//            top level only (and "(A)" too with ParseLimits::plain_niss, as FMC
//            players write it). The state such an alg makes from solved is I^-1 S N: the
//            inverse side's moves I undone, then the normal ones (S N), as an FMC
//            attempt "scramble, steps with ^( )" means.
// Limits keep hostile input cheap: nesting depth and the number of moves after
// expansion are checked before anything is expanded.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "message.h"
#include "move.h"

namespace cube {

struct ParseError {
  // 1-based, counted in characters (code points; an invalid UTF-8 byte counts as one)
  // from the start of the text, newlines included, so a page can select the spot.
  int column = 0;
  std::string expected;  // e.g. "a move", "')'", "',' or ':'"
  std::string message;   // e.g. "column 7: expected ')' but found end of input"
  Message text;          // `message` as a code and its parameters (message.h)
};

struct ParsedAlg {
  // Groups, commutators and conjugates expanded: the moves that make the alg's state
  // from solved (the inverse side's moves undone first, then the normal ones).
  std::vector<Move> moves;
  std::vector<Move> normal_moves;   // outside ^( ), in order
  std::vector<Move> inverse_moves;  // inside ^( ), in order (as played on the inverse)
  std::string canonical;            // the input re-printed in canonical notation, structure kept
  bool ok = true;
  ParseError error;
};

struct ParseLimits {
  int max_depth = 64;       // brackets and parentheses nested inside each other
  int max_moves = 100'000;  // moves after expanding groups, commutators, conjugates
  // > 0: every move must exist on the n x n x n cube; one that does not is refused at
  // its column with the moves that cube accepts ("M" on the 4x4x4, "3Rw" on the 3x3x3).
  int cube_size = 0;
  // FMC players' plain parentheses: a group at the top level is on the inverse side, as
  // "^( )" is ("R (F D)" = "R ^(F D)"; the FMC panel reads steps so). Nested groups stay
  // groups; the canonical text writes "^( )", so it reads the same either way.
  bool plain_niss = false;
};

ParsedAlg parse_alg(std::string_view text);
ParsedAlg parse_alg_with_limits(std::string_view text, const ParseLimits& limits);
// parse_alg for one cube: moves it lacks are errors with their column.
ParsedAlg parse_alg_for(int cube_size, std::string_view text);
// The moves an n x n x n cube accepts, for messages: "U R F D L B, ...".
std::string accepted_moves(int cube_size);
Message accepted_moves_text(int cube_size);

// "R U R' U'": moves separated by single spaces.
std::string format_moves(const std::vector<Move>& moves);

}  // namespace cube
