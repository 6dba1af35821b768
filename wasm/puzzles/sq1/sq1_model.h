// The Square-1 as TNoodle's SquareOnePuzzle holds it: 24 slots of 30 degrees, 12 in the
// top layer and 12 in the bottom, each holding one of 16 pieces (a corner fills two
// slots side by side, an edge one), and the middle layer's two states.
//
//   top slot k (0-11): 15 + 30k .. 45 + 30k degrees clockwise from the front, seen from
//     above; the cut runs 15 degrees left of the front through to the back, so slots
//     0-5 are the left half and 6-11 the right half (the half a slash turns over).
//   bottom slot 12 + k: 15 - 30k .. -15 - 30k degrees, i.e. clockwise seen from below,
//     slots 12-17 the right half.
//   pieces (TNoodle's numbers): top 0 UFL 1 UL 2 UBL 3 UB 4 UBR 5 UR 6 UFR 7 UF, bottom
//     8 DF 9 DFR 10 DR 11 DBR 12 DB 13 DBL 14 DL 15 DFL; corners are the even top ones
//     and the odd bottom ones.
//   (x, y): the top turned x slots clockwise seen from above, the bottom y slots
//     clockwise seen from below (WCA); the piece in slot i moves to slot i + x.
//   /: the right half turned over: slots 6-11 and 12-17 swap in order; allowed when no
//     corner lies across the cut (slots 11|0, 5|6, 23|12, 17|18).
#pragma once
#include <array>
#include <cstdint>
#include <string>

#include "core/message.h"

namespace cube::sq1 {

inline constexpr int kSlots = 24;
inline constexpr int kLayerSlots = 12;
inline constexpr int kPieces = 16;

struct Sq1 {
  std::array<uint8_t, kSlots> slots{};
  bool middle_flipped = false;  // the middle layer's right half turned over
  bool operator==(const Sq1& o) const { return slots == o.slots && middle_flipped == o.middle_flipped; }
};

Sq1 solved();
bool is_solved(const Sq1& s);
inline bool is_corner(int piece) { return piece < 8 ? piece % 2 == 0 : piece % 2 == 1; }
// "the UFL corner", "the UF edge"
std::string piece_name(int piece);
// "the UFL corner (A)" as a message (sq1_piece).
Message piece_text(int piece);
// 'A' + piece: corners A C E G J L N P, edges B D F H I K M O.
inline char piece_letter(int piece) { return static_cast<char>('A' + piece); }

// (top, bottom) in slots of 30 degrees, any integers.
void turn(Sq1& s, int top, int bottom);
bool can_slash(const Sq1& s);
void slash(Sq1& s);  // assumes can_slash
// The first slot of a corner that lies across the cut, or -1.
int corner_across_cut(const Sq1& s);

// The state's shape: bit i set when slot i holds the first half of a corner (the one its
// other half follows clockwise, within the layer).
uint32_t shape_of(const Sq1& s);
// A shape turned and slashed, as the state would be.
uint32_t turn_shape(uint32_t shape, int top, int bottom);
uint32_t slash_shape(uint32_t shape);
bool shape_can_slash(uint32_t shape);
// Both layers squares (corners and edges alternating), however turned.
bool shape_is_cube(uint32_t shape);

// An amount written as the WCA writes it: -5..6.
inline int wca_amount(int x) {
  x = ((x % 12) + 12) % 12;
  return x > 6 ? x - 12 : x;
}

}  // namespace cube::sq1
