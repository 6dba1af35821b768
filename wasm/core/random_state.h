// Uniformly random reachable states, reproducible from a seed on every platform
// (own generator and range reduction: std:: distributions differ between libraries).
#pragma once
#include <cstdint>
#include <string>

#include "cubie.h"
#include "puzzle.h"

namespace cube {

class Rng {
 public:
  explicit Rng(uint64_t seed);
  uint64_t next();             // xoshiro256**
  uint32_t below(uint32_t n);  // uniform in [0, n), unbiased
 private:
  uint64_t s_[4];
};

CubieCube random_cubie(Rng& rng);
CornerCube random_corners(Rng& rng);  // DBL corner fixed in place
std::string random_facelets(Puzzle p, uint64_t seed);
// The next random state of any cube size from a generator (several from one seed):
// a uniformly random reachable state, the DBL corner at home on even cubes (held one
// way; odd cubes have fixed centres for that), drawn in cube_layout.cpp from the pieces.
std::string random_facelets(Puzzle p, Rng& rng);

}  // namespace cube
