// The bars step of the 6x6x6 and 7x7x7 (reduction_bars.h) on N states as step 1 leaves
// them (tests/cpp/bars_states.h, seed 1): the library's build (CPU), then per state the
// turns (OBTM once simplified) and the CPU, mean and max; every result replayed and
// checked (bars one colour, the inner cube's stickers untouched). docs/BENCHMARKS.md.
// With `inner`: uniformly random states (seed 1) through step 1 itself
// (reduction_inner_cube.h; its tables built first, not counted). With `glue`: the same
// states glued first (step 0, reduction_bar_glue.h: its turns, the dominoes it leaves
// wrong and its CPU), then step 1, then step 2 on what is left; the turns of steps 0 and
// 2 together are what the glue is for.
//
//   build/native/bars_bench [inner|glue] [N=1000] [n=6|7, both when left out]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

#include "../tests/cpp/bars_states.h"
#include "core/alg.h"
#include "core/random_state.h"
#include "solvers/reduction/reduction_bar_glue.h"
#include "solvers/reduction/reduction_bars.h"
#include "solvers/reduction/reduction_big_solver.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_inner_cube.h"

using namespace cube;

namespace {

double cpu() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

enum class Mode { States, Inner, Glue };

// Step 0's figures over the run (Mode::Glue).
struct GlueFigures {
  double turns = 0, wrong = 0, time = 0, slowest = 0;
  int complete = 0;
};

// A state as step 1 leaves it: bars_states', or a random one through step 1 (glued
// first with Mode::Glue; *glue_turns its simplified length); false: a step failed.
bool next_state(int n, Mode mode, Rng& rng, std::string* state, GlueFigures* glue, double* glue_turns) {
  *glue_turns = 0;
  if (mode == Mode::States) {
    *state = bars_states::random_state(n, rng);
    return true;
  }
  *state = random_facelets(Puzzle{n}, rng);
  int wrong = -1;
  if (mode == Mode::Glue) {
    const std::string start = *state;
    std::vector<int> glued;
    const double t0 = cpu();
    wrong = reduction::glue_bars(n, *state, &glued);
    const double t = cpu() - t0;
    std::string replay = start;
    reduction::block_turns(n).play(replay, glued);
    if (wrong < 0 || replay != *state || wrong != reduction::dominoes_wrong(n, *state)) return false;
    *glue_turns = static_cast<double>(simplify(reduction::block_turns(n).moves(glued)).size());
    glue->turns += *glue_turns, glue->wrong += wrong, glue->time += t, glue->slowest = std::max(glue->slowest, t);
    glue->complete += wrong == 0;
  }
  std::vector<int> turns;
  std::string what;
  // A complete glue leaves every bar one colour through step 1 (the glue's argument).
  return reduction::reduce_inner_cube(n, *state, &turns, &what) && (wrong != 0 || reduction::bars_paired(n, *state));
}

int run(int n, int count, Mode mode) {
  const bool inner = mode != Mode::States;
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
  double turns = 0, worst = 0, time = 0, slowest = 0, both = 0;
  GlueFigures glue;
  int failures = 0;
  for (int i = 0; i < count; ++i) {
    std::string start;
    double glue_turns = 0;
    if (!next_state(n, mode, rng, &start, &glue, &glue_turns)) {
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
    both += glue_turns + len;
  }
  const int solved = count - failures;
  const double per = 1.0 / std::max(solved, 1);
  std::printf("%dx%dx%d%s: %d states, %d failed; turns mean %.2f max %.0f; CPU mean %.2f ms max %.2f ms\n", n, n, n,
              mode == Mode::Glue ? " (glued, through step 1)"
              : inner            ? " (through step 1)"
                                 : "",
              count, failures, turns * per, worst, 1e3 * time * per, 1e3 * slowest);
  if (mode == Mode::Glue)
    std::printf(
        "  glue: turns mean %.2f, dominoes left wrong mean %.2f (%d complete); CPU mean %.2f ms max %.2f ms; "
        "glue + bars %.2f turns\n",
        glue.turns * per, glue.wrong * per, glue.complete, 1e3 * glue.time * per, 1e3 * glue.slowest, both * per);
  return failures;
}

}  // namespace

int main(int argc, char** argv) {
  Mode mode = Mode::States;
  if (argc > 1 && std::string(argv[1]) == "inner") mode = Mode::Inner;
  if (argc > 1 && std::string(argv[1]) == "glue") mode = Mode::Glue;
  if (mode != Mode::States) --argc, ++argv;
  const int count = argc > 1 ? std::atoi(argv[1]) : 1000;
  int failures = 0;
  for (int n : {6, 7})
    if (argc <= 2 || std::atoi(argv[2]) == n) failures += run(n, count, mode);
  return failures == 0 ? 0 : 1;
}
