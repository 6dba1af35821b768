// A Square-1 state as text: the top layer's 12 slots, the bottom's 12 and the middle
// layer, one symbol each (25 in all), the fields separated by '/':
//
//     AABCCDEEFGGH/IJJKLLMNNOPP/0     (solved)
//
// A slot holds its piece's letter (sq1_model.h: A UFL, B UL, C UBL, D UB, E UBR, F UR,
// G UFR, H UF, I DF, J DFR, K DR, L DBR, M DB, N DBL, O DL, P DFL), so a corner (A C E G
// J L N P) is written twice side by side and an edge once. The top is read clockwise
// seen from above from the slot just left of the front cut, the bottom clockwise seen
// from below from the slot just right of it. The middle is 0 (as solved) or 1 (its right
// half turned over). Letters are case-insensitive; whitespace is ignored.
#pragma once
#include <string>
#include <string_view>

#include "core/validate.h"
#include "puzzles/sq1/sq1_model.h"

namespace cube::sq1 {

inline constexpr int kStateSymbols = kSlots + 1;

std::string format_state(const Sq1& s);
// Every problem named by piece, layer and column; `state` set when there is none, and
// validation.facelets to the state as format_state writes it.
struct StateRead {
  Sq1 state;
  Validation validation;
};
StateRead read_state(std::string_view text);

}  // namespace cube::sq1
