// The Square-1's shapes where a slash can be made (no corner across the cut): 3678 of
// them, as in Chen Shuang's sq12phase (the shapes TNoodle's random state draws from),
// indexed 0..3677, with the slash and the turns that keep a shape slashable.
//
// With a shape goes a parity (parity()): that of the 16 pieces listed slot by slot. The
// cube shape's moves (quarter turns, slashes) keep it, so phase 1 of the two-phase
// solver must reach the cube shape with the parity of solved; how a turn or a slash
// changes it depends only on the shape.
#pragma once
#include <cstdint>
#include <vector>

namespace cube::sq1 {

struct ShapeTurn {
  int8_t top, bottom;  // 0..11
  uint8_t flip;        // the parity changes
  uint16_t shape;      // the shape's index after the turn
};

struct Sq1;
// The parity of the pieces listed slot by slot (edges, and corners at their first slot).
int parity(const Sq1& s);

class Shapes {
 public:
  static const Shapes& get();
  int count() const { return static_cast<int>(masks_.size()); }
  uint32_t mask(int index) const { return masks_[index]; }
  int index(uint32_t mask) const;  // -1 when the shape cannot be slashed
  int after_slash(int index) const { return slashed_[index]; }
  bool slash_flips(int index) const { return slash_flip_[index]; }
  // Every turn (top, bottom) after which a slash can be made, (0,0) first.
  const std::vector<ShapeTurn>& turns(int index) const { return turns_[index]; }
  // Fewest slashes to both layers square with the parity of solved, the turns between
  // them free (0..7 without the parity, 0..8? with it).
  int to_cube(int index, int parity) const { return to_cube_[index * 2 + parity]; }
  // Of any shape (a turn of it that can be slashed); -1 when no turn can.
  int any_index(uint32_t mask) const;

 private:
  Shapes();
  std::vector<uint32_t> masks_;  // sorted
  std::vector<uint16_t> slashed_;
  std::vector<uint8_t> slash_flip_;
  std::vector<std::vector<ShapeTurn>> turns_;
  std::vector<uint8_t> to_cube_;
};

}  // namespace cube::sq1
