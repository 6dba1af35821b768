// libFuzzer target: facelet validation on arbitrary bytes. The first byte picks the
// puzzle (even: 3x3x3, odd: 2x2x2), the rest is the facelet string. Validation must
// never crash; a state it accepts must convert to cubies and print back unchanged.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/cubie.h"
#include "core/validate.h"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const cube::Puzzle puzzle = (data[0] & 1) ? cube::Puzzle::Cube2 : cube::Puzzle::Cube3;
  const std::string_view input(reinterpret_cast<const char*>(data + 1), size - 1);
  const cube::Validation v = cube::validate(puzzle, input);
  const int positions = std::max<int>(cube::sticker_count(puzzle), static_cast<int>(input.size()));
  for (const cube::Problem& p : v.problems) {
    check(!p.code.empty() && !p.message.empty());
    for (int s : p.stickers) check(s >= 0 && s < positions);
  }
  if (!v.ok()) return 0;
  check(v.facelets.size() == static_cast<size_t>(cube::sticker_count(puzzle)));
  if (puzzle == cube::Puzzle::Cube3) {
    const auto cubie = cube::cubie_from_facelets(v.facelets);
    check(cubie.has_value());
    check(cubie->is_solvable());
    check(cube::to_facelets(*cubie) == v.facelets);
  } else {
    const auto corners = cube::corners_from_facelets(v.facelets);
    check(corners.has_value());
    check(corners->is_solvable());
    check(cube::to_facelets(*corners) == v.facelets);
  }
  return 0;
}
