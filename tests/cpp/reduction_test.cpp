// The 4x4x4 reduction solver: random states solved, every solution replayed on the
// 96 stickers (by the core's moves, and again as text through the notation), their
// mean length held to issue 23's 55 moves; the phased search's reduced cube; the
// greedy pairing it falls back on; the parity cases; random-state scrambles lead to
// their states.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/cube4.h"
#include "core/facelets.h"
#include "core/notation.h"
#include "core/random_state.h"
#include "solvers/reduction/reduction_edges.h"
#include "solvers/reduction/reduction_moves.h"
#include "solvers/reduction/reduction_pair_exact.h"
#include "solvers/reduction/reduction_parity.h"
#include "solvers/reduction/reduction_search.h"
#include "solvers/reduction/reduction_solver.h"
#include "solvers/reduction/reduction_wings.h"

namespace cube {
namespace {

bool solves(const std::string& start, const Solution& s) {
  std::string f = start;
  if (apply_moves(Puzzle::Cube4, f, s.moves) != -1) return false;
  if (f != solved_facelets(Puzzle::Cube4)) return false;
  // The same moves as the page gets them: text, read back by the 4x4x4's notation.
  const ParsedAlg text = parse_alg_for(4, format_moves(s.moves));
  std::string g = start;
  return text.ok && apply_moves(Puzzle::Cube4, g, text.moves) == -1 && g == f;
}

int obtm(const Solution& s) {
  int n = 0;
  for (const Move& m : s.moves) n += m.kind == Move::Kind::Face && m.depth >= 2 ? 2 : 1;
  return n;
}

bool centres_home(const std::string& stickers) {
  for (int i = 0; i < cube4::kCentres; ++i)
    if (stickers[cube4::layout().centre[i]] != "URFDLB"[i / 4]) return false;
  return true;
}

// Issue 23's target is a mean of at most 55 moves (OBTM); docs/BENCHMARKS.md has the
// measured mean (52 on 100 states). 10 states keep the test to a few seconds.
TEST(Reduction, SolvesRandomStatesWithinTheMeanLengthAndEverySolutionReplays) {
  Rng rng(2026);
  int total = 0;
  constexpr int kStates = 10;
  for (int i = 0; i < kStates; ++i) {
    const std::string start = random_facelets(Puzzle::Cube4, rng);
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
  EXPECT_LE(static_cast<double>(total) / kStates, 55.0);
}

// On two threads the exact pairing search runs beside its fallback (the beams) and the
// reductions are finished at once: the same solution as one thread's. Of the seed-1
// states (the bench's), the exact search pairs #0's; #95's it leaves to a beam that
// completes, #29's to beams that stall and the greedy way out.
TEST(Reduction, TwoThreadsGiveTheOneThreadsSolution) {
  Rng rng(1);
  std::vector<std::string> states;
  for (int i = 0; i <= 95; ++i) states.push_back(random_facelets(Puzzle::Cube4, rng));
  for (int i : {0, 29, 95}) {
    const SolveResult one = reduction::solve(states[i], 1);
    const SolveResult two = reduction::solve(states[i], 2);
    ASSERT_EQ(one.status, SolveResult::Status::Solved) << i << ": " << one.message;
    ASSERT_EQ(two.status, SolveResult::Status::Solved) << i << ": " << two.message;
    ASSERT_TRUE(solves(states[i], two.solutions.front())) << i;
    EXPECT_EQ(format_moves(two.solutions.front().moves), format_moves(one.solutions.front().moves)) << i;
  }
}

TEST(Reduction, ThePhasedSearchLeavesCentresHomeAndEveryEdgePaired) {
  Rng rng(7);
  for (int i = 0; i < 2; ++i) {
    const std::string start = random_facelets(Puzzle::Cube4, rng);
    const std::vector<reduction::Reduction> found = reduction::reduce(start);
    ASSERT_FALSE(found.empty()) << i;
    for (const reduction::Reduction& r : found) {  // each of the same length
      std::string s = start;
      for (int m : r.centres) EXPECT_LT(m, reduction::kTurns);
      reduction::play(s, r.centres);
      reduction::play(s, r.pairing);
      EXPECT_TRUE(centres_home(s)) << i;
      EXPECT_EQ(reduction::paired_edges(s), 12) << i;
      EXPECT_EQ(r.centres.size() + r.pairing.size(), found.front().centres.size() + found.front().pairing.size());
    }
  }
}

// The exact pairing table: its symmetries and classes, the canonical states at each
// depth (the counts TPR-4x4x4-Solver's symmetry-reduced edge table has), and a turn
// changing its distance by at most one; paired edges read 0.
TEST(Reduction, TheExactPairingTableCountsAndIsConsistentUnderTurns) {
  const reduction::ExactPairTable& t = reduction::exact_pair_table();
  EXPECT_EQ(t.symmetries(), 8u);
  EXPECT_EQ(t.classes(), 1538u);
  EXPECT_EQ(t.counts(), (std::vector<uint32_t>{1, 2, 8, 34, 180, 1131, 8160, 56270, 371920, 2163983}));
  reduction::SlotPerm r{};
  for (int i = 0; i < 12; ++i) r[i] = static_cast<uint8_t>(i);
  EXPECT_EQ(t.distance(r), 0);
  Rng rng(7);
  const size_t turns = reduction::pairing_turns().size();
  for (int step = 0; step < 2000; ++step) {
    const reduction::SlotPerm next = t.after(r, rng.below(static_cast<uint32_t>(turns)));
    EXPECT_TRUE(reduction::ExactPairTable::even(next));
    EXPECT_LE(std::abs(t.distance(next) - t.distance(r)), 1);
    r = next;
  }
}

TEST(Reduction, GreedyPairingKeepsTheCentres) {
  // Centre-keeping conjugates mix the wings: a wide turn W, X Y X' with Y a face on
  // W's axis (so the centre blocks W moved come back unrotated), W back.
  std::string s = solved_facelets(Puzzle::Cube4);
  ASSERT_EQ(apply_moves(Puzzle::Cube4, s,
                        parse_alg_for(4, "Uw R D R' Uw' Rw F L F' Rw' Fw U B2 U' Fw' Dw L U' L' Dw'").moves),
            -1);
  ASSERT_TRUE(centres_home(s));
  ASSERT_LT(reduction::paired_edges(s), 12);
  // With a cap below what it needs, it stops there (the way out's cut-off).
  std::string capped = s;
  std::vector<int> few;
  EXPECT_FALSE(reduction::pair_edges(capped, &few, 1));
  EXPECT_LT(reduction::paired_edges(capped), 12);
  std::vector<int> turns;
  ASSERT_TRUE(reduction::pair_edges(s, &turns));
  EXPECT_EQ(reduction::paired_edges(s), 12);
  EXPECT_TRUE(centres_home(s));
  EXPECT_GT(turns.size(), few.size());
  // Paired with the centres home: no parity here, and the fixes' lengths when there is.
  EXPECT_EQ(reduction::parity_fix_length(s), 0);
  std::string flipped = solved_facelets(Puzzle::Cube4);
  ASSERT_EQ(apply_moves(Puzzle::Cube4, flipped, parse_alg("Rw2 B2 U2 Lw U2 Rw' U2 Rw U2 F2 Rw F2 Lw' B2 Rw2").moves),
            -1);
  EXPECT_EQ(reduction::parity_fix_length(flipped), 15);
  std::string swapped = solved_facelets(Puzzle::Cube4);
  ASSERT_EQ(apply_moves(Puzzle::Cube4, swapped, parse_alg("2R2 U2 2R2 Uw2 2R2 Uw2").moves), -1);
  EXPECT_EQ(reduction::parity_fix_length(swapped), 9);
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
