// The big cubes' reduction (reduction_big_solver.h): random 5x5x5 states solved through
// it (the five-phase reduction), every solution replayed on the stickers (by the core's
// moves, and again as text through the notation), its stages the five phases and the
// 3x3x3. The 6x6x6's and 7x7x7's: reduction_six_seven_test.cpp.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/facelets.h"
#include "core/notation.h"
#include "core/random_state.h"
#include "solvers/reduction/reduction_big_solver.h"

namespace cube {
namespace {

bool solves(int n, const std::string& start, const Solution& s) {
  std::string f = start;
  if (apply_moves(Puzzle{n}, f, s.moves) != -1) return false;
  if (f != solved_facelets(Puzzle{n})) return false;
  const ParsedAlg text = parse_alg_for(n, format_moves(s.moves));
  std::string g = start;
  return text.ok && apply_moves(Puzzle{n}, g, text.moves) == -1 && g == f;
}

TEST(ReductionBig, SolvesRandomFiveCubesAndEverySolutionReplays) {
  const int n = 5;
  Rng rng(2026);
  for (int i = 0; i < 3; ++i) {
    const std::string start = random_facelets(Puzzle{n}, rng);
    const SolveResult r = reduction::solve_big(n, start);
    ASSERT_EQ(r.status, SolveResult::Status::Solved) << start << ": " << r.message;
    const Solution& s = r.solutions.front();
    ASSERT_TRUE(solves(n, start, s)) << start;
    ASSERT_FALSE(s.stages.empty());
    EXPECT_EQ(s.stages.back().end, static_cast<int>(s.moves.size()));
    // The five phases (phase 3 in two) and the 3x3x3, in order (a phase with nothing to do left out).
    const std::vector<std::string> phases = {
        "Centres: one axis",       "Centres: every axis",    "Edges: classes", "Edges: slices",
        "Edges: one slice paired", "Centres and edges home", "3x3x3"};
    size_t next = 0;
    for (const Stage& st : s.stages) {
      while (next < phases.size() && phases[next] != st.name) ++next;
      EXPECT_LT(next, phases.size()) << st.name;
    }
    EXPECT_EQ(s.stages.back().name, "3x3x3");
    EXPECT_LE(s.moves.size(), 100u);  // ~79 a state (docs/BENCHMARKS.md)
    for (const Move& m : s.moves) EXPECT_TRUE(m.kind == Move::Kind::Face || m.kind == Move::Kind::Wide);
    for (const Move& m : s.moves) EXPECT_TRUE(m.kind != Move::Kind::Face || m.depth == 0);
  }
}

}  // namespace
}  // namespace cube
