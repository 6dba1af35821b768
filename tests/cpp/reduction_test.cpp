// The 4x4x4 reduction solver: random states solved, every solution replayed on the
// 96 stickers; the parity cases; random-state scrambles lead to their states.
#include <gtest/gtest.h>

#include <string>

#include "core/cube4.h"
#include "core/facelets.h"
#include "core/notation.h"
#include "core/random_state.h"
#include "solvers/reduction/reduction_edges.h"
#include "solvers/reduction/reduction_solver.h"

namespace cube {
namespace {

bool solves(const std::string& start, const Solution& s) {
  std::string f = start;
  if (apply_moves(Puzzle::Cube4, f, s.moves) != -1) return false;
  return f == solved_facelets(Puzzle::Cube4);
}

int obtm(const Solution& s) {
  int n = 0;
  for (const Move& m : s.moves) n += m.kind == Move::Kind::Face && m.depth >= 2 ? 2 : 1;
  return n;
}

TEST(Reduction, SolvesRandomStatesAndEverySolutionReplays) {
  Rng rng(2026);
  int total = 0;
  constexpr int kStates = 12;
  for (int i = 0; i < kStates; ++i) {
    const std::string start = cube4::random_facelets(rng);
    const SolveResult r = reduction::solve(start);
    ASSERT_EQ(r.status, SolveResult::Status::Solved) << start << ": " << r.message;
    ASSERT_TRUE(solves(start, r.solutions.front())) << start;
    const Solution& s = r.solutions.front();
    ASSERT_FALSE(s.stages.empty());
    EXPECT_EQ(s.stages.front().begin, 0);
    EXPECT_EQ(s.stages.back().end, static_cast<int>(s.moves.size()));
    for (const Move& m : s.moves) EXPECT_TRUE(m.kind == Move::Kind::Face || m.kind == Move::Kind::Wide);
    total += obtm(s);
  }
  // A loose ceiling, so a change that makes solutions much longer fails here first
  // (docs/BENCHMARKS.md has the measured mean).
  EXPECT_LE(total / kStates, 100);
}

TEST(Reduction, BothParitiesAndSolvedStates) {
  const std::string solved = solved_facelets(Puzzle::Cube4);
  // One dedge flipped (OLL parity), two dedges swapped (PLL parity), both, and solved.
  for (const char* alg : {"Rw2 B2 U2 Lw U2 Rw' U2 Rw U2 F2 Rw F2 Lw' B2 Rw2", "2R2 U2 2R2 Uw2 2R2 Uw2",
                          "2R2 U2 2R2 Uw2 2R2 Uw2 F R U", "2R", "Uw", ""}) {
    std::string start = solved;
    ASSERT_EQ(apply_moves(Puzzle::Cube4, start, parse_alg(alg).moves), -1);
    const SolveResult r = reduction::solve(start);
    ASSERT_EQ(r.status, SolveResult::Status::Solved) << alg << ": " << r.message;
    EXPECT_TRUE(solves(start, r.solutions.front())) << alg;
  }
  EXPECT_EQ(reduction::paired_edges(solved), 12);
  std::string one = solved;
  apply_moves(Puzzle::Cube4, one, parse_alg("2R").moves);
  EXPECT_EQ(reduction::paired_edges(one), 8);
}

TEST(Reduction, RandomStateScramblesLeadToTheirStates) {
  Rng rng(5);
  for (int i = 0; i < 3; ++i) {
    const reduction::Scramble s = reduction::random_scramble(rng);
    std::string f = solved_facelets(Puzzle::Cube4);
    ASSERT_EQ(apply_moves(Puzzle::Cube4, f, s.moves), -1);
    EXPECT_EQ(f, s.stickers);
    EXPECT_GE(s.moves.size(), 2u);
  }
}

}  // namespace
}  // namespace cube
