#include "puzzles/sq1/sq1_random.h"

#include <vector>

#include "puzzles/sq1/sq1_shapes.h"

namespace cube::sq1 {

namespace {
template <typename T>
void shuffle(std::vector<T>& v, Rng& rng) {
  for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[rng.below(static_cast<uint32_t>(i))]);
}
}  // namespace

Sq1 random_sq1(Rng& rng) {
  const Shapes& shapes = Shapes::get();
  const uint32_t mask = shapes.mask(static_cast<int>(rng.below(static_cast<uint32_t>(shapes.count()))));
  std::vector<uint8_t> corners, edges;
  for (int p = 0; p < kPieces; ++p) (is_corner(p) ? corners : edges).push_back(static_cast<uint8_t>(p));
  shuffle(corners, rng);
  shuffle(edges, rng);
  Sq1 s;
  size_t c = 0, e = 0;
  for (int i = 0; i < kSlots; ++i) {
    if (mask >> i & 1) {
      s.slots[i] = s.slots[i + 1] = corners[c++];
      ++i;
    } else {
      s.slots[i] = edges[e++];
    }
  }
  s.middle_flipped = rng.below(2) == 1;
  return s;
}

}  // namespace cube::sq1
