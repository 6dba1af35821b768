// Notation parser and printer: WCA/SiGN moves, (groups)N, [A, B] commutators,
// [A: B] conjugates, compressed "RUR'U'", lower-case wide moves, typographic quotes,
// and the seed's 'i' suffix for inverse ("LLDFBiLLFiBDLL").
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "move.h"

namespace cube {

struct ParseError {
  int column = 0;         // 1-based, counted in characters (not bytes)
  std::string expected;   // e.g. "a move", "')'", "',' or ':'"
  std::string message;    // e.g. "column 7: expected ')' but found end of input"
};

struct ParsedAlg {
  std::vector<Move> moves;  // groups, commutators and conjugates expanded
  std::string canonical;    // the input re-printed in canonical notation, structure kept
  bool ok = true;
  ParseError error;
};

ParsedAlg parse_alg(std::string_view text);

// "R U R' U'": moves separated by single spaces.
std::string format_moves(const std::vector<Move>& moves);

}  // namespace cube
