// A Square-1 solve as the registry's reply (both rows): the moves in WCA notation, the
// length in slashes, the stages (the shape, then the square-square group).
#pragma once
#include <string>

#include "puzzles/sq1/sq1_notation.h"
#include "puzzles/sq1/sq1_state.h"
#include "solvers/solve_reply.h"
#include "solvers/sq1/sq1_twophase.h"

namespace cube::registry {

SolveReply sq1_reply(const sq1::Sq1& start, const sq1::Sq1Solve& r, bool optimal, Message said, int max_length);

}  // namespace cube::registry
