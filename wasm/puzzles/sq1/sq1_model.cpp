// The Square-1's moves on its 24 slots (sq1_model.h), as TNoodle's SquareOneState.
#include "puzzles/sq1/sq1_model.h"

namespace cube::sq1 {

namespace {
const char* const kNames[kPieces] = {"UFL corner", "UL edge",    "UBL corner", "UB edge",    "UBR corner", "UR edge",
                                     "UFR corner", "UF edge",    "DF edge",    "DFR corner", "DR edge",    "DBR corner",
                                     "DB edge",    "DBL corner", "DL edge",    "DFL corner"};
constexpr uint32_t kLayerMask = 0xfff;

uint32_t rotate_layer(uint32_t bits, int by) {
  by = ((by % 12) + 12) % 12;
  return ((bits << by) | (bits >> (12 - by))) & kLayerMask;
}
}  // namespace

Sq1 solved() {
  Sq1 s;
  s.slots = {0, 0, 1, 2, 2, 3, 4, 4, 5, 6, 6, 7, 8, 9, 9, 10, 11, 11, 12, 13, 13, 14, 15, 15};
  return s;
}

bool is_solved(const Sq1& s) { return s == solved(); }

std::string piece_name(int piece) { return std::string("the ") + kNames[piece]; }

Message piece_text(int piece) {
  const std::string name = kNames[piece];  // "UFL corner"
  const size_t space = name.find(' ');
  return message("sq1_piece", {{"place", name.substr(0, space)},
                               {"kind", is_corner(piece) ? "corner" : "edge"},
                               {"letter", std::string(1, piece_letter(piece))}});
}

void turn(Sq1& s, int top, int bottom) {
  const Sq1 t = s;
  top = ((top % 12) + 12) % 12;
  bottom = ((bottom % 12) + 12) % 12;
  for (int i = 0; i < 12; ++i) {
    s.slots[(i + top) % 12] = t.slots[i];
    s.slots[12 + (i + bottom) % 12] = t.slots[12 + i];
  }
}

int corner_across_cut(const Sq1& s) {
  if (s.slots[11] == s.slots[0]) return 11;
  if (s.slots[5] == s.slots[6]) return 5;
  if (s.slots[23] == s.slots[12]) return 23;
  if (s.slots[17] == s.slots[18]) return 17;
  return -1;
}

bool can_slash(const Sq1& s) { return corner_across_cut(s) < 0; }

void slash(Sq1& s) {
  for (int i = 0; i < 6; ++i) std::swap(s.slots[6 + i], s.slots[12 + i]);
  s.middle_flipped = !s.middle_flipped;
}

uint32_t shape_of(const Sq1& s) {
  uint32_t bits = 0;
  for (int layer = 0; layer < 2; ++layer)
    for (int i = 0; i < 12; ++i) {
      const int a = layer * 12 + i, b = layer * 12 + (i + 1) % 12;
      if (is_corner(s.slots[a]) && s.slots[a] == s.slots[b]) bits |= 1u << a;
    }
  return bits;
}

uint32_t turn_shape(uint32_t shape, int top, int bottom) {
  return rotate_layer(shape & kLayerMask, top) | rotate_layer(shape >> 12, bottom) << 12;
}

uint32_t slash_shape(uint32_t shape) {
  const uint32_t top_right = (shape >> 6) & 0x3f, bottom_right = (shape >> 12) & 0x3f;
  return (shape & ~((0x3fu << 6) | (0x3fu << 12))) | bottom_right << 6 | top_right << 12;
}

bool shape_can_slash(uint32_t shape) {
  // No corner starts at a slot before the cut (11, 5, 23, 17).
  return (shape & (1u << 11 | 1u << 5 | 1u << 23 | 1u << 17)) == 0;
}

bool shape_is_cube(uint32_t shape) {
  for (int layer = 0; layer < 2; ++layer) {
    const uint32_t bits = (shape >> (12 * layer)) & kLayerMask;
    bool square = false;
    for (int k = 0; k < 3; ++k) square |= bits == rotate_layer(0x249, k);  // slots 0, 3, 6, 9
    if (!square) return false;
  }
  return true;
}

}  // namespace cube::sq1
