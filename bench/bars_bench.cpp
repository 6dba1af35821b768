// The bars step of the 6x6x6 and 7x7x7 (reduction_bars.h) on N states as step 1 leaves
// them (tests/cpp/bars_states.h, seed 1): the library's build (CPU), then per state the
// turns (OBTM once simplified) and the CPU, mean and max; every result replayed and
// checked (bars one colour, the inner cube's stickers untouched). docs/BENCHMARKS.md.
// With `inner`: uniformly random states (seed 1) through step 1 itself
// (reduction_inner_cube.h; its tables built first, not counted).
//
//   build/native/bars_bench [inner] [N=1000] [n=6|7, both when left out]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

#include "../tests/cpp/bars_states.h"
#include "core/alg.h"
#include "core/random_state.h"
#include "solvers/reduction/reduction_bars.h"
#include "solvers/reduction/reduction_big_solver.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_inner_cube.h"

using namespace cube;

namespace {

double cpu() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

// A state as step 1 leaves it: a random one (through step 1) or bars_states' (false: step 1
// failed).
bool next_state(int n, bool inner, Rng& rng, std::string* state) {
  if (!inner) {
    *state = bars_states::random_state(n, rng);
    return true;
  }
  *state = random_facelets(Puzzle{n}, rng);
  std::vector<int> turns;
  std::string what;
  return reduction::reduce_inner_cube(n, *state, &turns, &what);
}

int run(int n, int count, bool inner) {
  const reduction::BlockTurns& bt = reduction::block_turns(n);
  double t0 = cpu();
  {
    std::string s = solved_facelets(Puzzle{n});
    std::vector<int> out;
    reduction::pair_bars(n, s, &out);  // builds the library
  }
  std::printf("%dx%dx%d: library %zu commutators, %.2f s of CPU\n", n, n, n, reduction::bar_commutator_count(n),
              cpu() - t0);
  if (inner) reduction::build_big_tables(n);
  Rng rng(1);
  const std::vector<int> kept = reduction::inner_stickers(n);
  double turns = 0, worst = 0, time = 0, slowest = 0;
  int failures = 0;
  for (int i = 0; i < count; ++i) {
    std::string start;
    if (!next_state(n, inner, rng, &start)) {
      ++failures;
      continue;
    }
    std::string s = start;
    std::vector<int> out;
    t0 = cpu();
    const bool ok = reduction::pair_bars(n, s, &out);
    const double t = cpu() - t0;
    std::string replay = start;
    bt.play(replay, out);
    bool good = ok && replay == s && reduction::bars_paired(n, s);
    for (int k : kept) good = good && s[k] == start[k];
    if (!good) {
      ++failures;
      continue;
    }
    const double len = static_cast<double>(simplify(bt.moves(out)).size());
    turns += len, worst = std::max(worst, len), time += t, slowest = std::max(slowest, t);
  }
  const int solved = count - failures;
  std::printf("%dx%dx%d%s: %d states, %d failed; turns mean %.2f max %.0f; CPU mean %.2f ms max %.2f ms\n", n, n, n,
              inner ? " (through step 1)" : "", count, failures, turns / std::max(solved, 1), worst,
              1e3 * time / std::max(solved, 1), 1e3 * slowest);
  return failures;
}

}  // namespace

int main(int argc, char** argv) {
  const bool inner = argc > 1 && std::string(argv[1]) == "inner";
  if (inner) --argc, ++argv;
  const int count = argc > 1 ? std::atoi(argv[1]) : 1000;
  int failures = 0;
  for (int n : {6, 7})
    if (argc <= 2 || std::atoi(argv[2]) == n) failures += run(n, count, inner);
  return failures == 0 ? 0 : 1;
}
