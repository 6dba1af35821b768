// Goals of the 2x2x2 path finder: a sticker pattern in face letters where 'x' marks a
// sticker that does not matter, compiled to what each corner position may hold.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/cubie.h"
#include "solvers/pocket/pocket_moves.h"

namespace cube::pocket {

class GoalPattern {
 public:
  // 24 characters, U R F D L B or 'x'. Anything else counts as 'x'.
  explicit GoalPattern(std::string_view letters);

  const std::string& stickers() const { return stickers_; }
  bool full() const;  // no don't-care sticker
  bool matches(const CornerCube& c) const;
  bool matches(uint64_t packed) const {
    for (int i = 0; i < 8; ++i)
      if (!((allowed_[i] >> ((packed >> (8 * i)) & 31)) & 1u)) return false;
    return true;
  }
  // Every cube (twist sum 0) that matches, in a fixed order; stops after cap + 1
  // so a caller can tell "more than cap". If dbl_byte >= 0 the DBL position must hold
  // exactly that packed byte (piece | twist << 3).
  std::vector<CornerCube> enumerate(size_t cap, int dbl_byte = -1) const;

 private:
  std::string stickers_;
  std::array<uint32_t, 8> allowed_{};  // bit (piece | twist << 3)
};

// Cheap necessary test for reaching `to` from `from` with `moves`: every piece must
// stay in the orbit of (position, twist) slots that those turns can carry it through
// (a corner no turn moves must already be right, <R,U> keeps DLF and DBL, ...).
// Twist and parity limits of odd move sets are not checked here.
bool same_orbits(const CornerCube& from, const CornerCube& to, MoveSet moves);

}  // namespace cube::pocket
