#include "solvers/twophase/twophase_scramble.h"

#include <stdexcept>

#include "core/alg.h"
#include "solvers/twophase/twophase_search.h"

namespace cube::twophase {

namespace {

bool within_one_move(const CubieCube& c) {
  if (c == CubieCube{}) return true;
  for (const CubieCube& m : basic_move_cubies())
    if (c == m) return true;
  return false;
}

}  // namespace

Scramble random_scramble(Rng& rng, int max_length) {
  Searcher searcher(default_tables());
  SolveOptions o;
  o.max_length = max_length;
  for (;;) {
    Scramble s;
    s.state = random_cubie(rng);
    if (within_one_move(s.state)) continue;
    const SolveResult r = searcher.solve(s.state, o);
    if (r.status != SolveResult::Status::Solved || r.solutions.empty())
      throw std::logic_error("random_scramble: a random state was not solved");
    s.moves = invert(r.solutions.front().moves);
    return s;
  }
}

std::vector<Scramble> random_scrambles(int count, uint64_t seed, int max_length) {
  Rng rng(seed);
  std::vector<Scramble> out;
  out.reserve(count > 0 ? count : 0);
  for (int i = 0; i < count; ++i) out.push_back(random_scramble(rng, max_length));
  return out;
}

}  // namespace cube::twophase
