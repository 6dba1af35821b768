// Phases 1 and 2 of the 5x5x5's five-phase reduction (five_phase_1.h, five_phase_2.h):
// the coordinates turn as the stickers do, and random states' phase-2 ends, replayed
// from the start by their turns, are in phase 3's group (every centre on its axis, the
// wing parity even).
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <string>

#include "core/facelets.h"
#include "core/notation.h"
#include "core/random_state.h"
#include "solvers/reduction/five_phase_solver.h"
#include "solvers/reduction/reduction_big_table_file.h"
#include "solvers/reduction/reduction_subsets.h"
#include "tables/table_file.h"

namespace cube {
namespace {

using namespace reduction;

TEST(FivePhase, PhaseCoordinatesTurnAsTheStickers) {
  const FivePhaseTables& t = five_phase_tables();
  const BlockTurns& bt = block_turns(5);
  const PhaseOne one(t.one);
  Rng rng(7);
  for (int i = 0; i < 3; ++i) {
    const std::string s = random_facelets(Puzzle{5}, rng);
    // The masks rank as the tables count (the U-D axis is seen as it is).
    ASSERT_EQ(rank_bits(one.node_of(s, 0).x), t.one.x.index_of(s));
    ASSERT_EQ(rank_bits(one.node_of(s, 0).t), t.one.t.index_of(s));
    for (int axis = 0; axis < 3; ++axis)
      for (size_t m = 0; m < one.turns().size(); ++m) {
        std::string u = s;
        bt.play(u, {one.turns()[m]});
        PhaseOne::Node next;
        one.after(one.node_of(s, axis), static_cast<int>(m), next);
        const PhaseOne::Node want = one.node_of(u, axis);
        ASSERT_EQ(next.x, want.x);
        ASSERT_EQ(next.t, want.t);
      }
  }
}

TEST(FivePhase, PhaseOneJointIsALowerBoundAndOneKeyPerSymmetryClass) {
  const FivePhaseTables& t = five_phase_tables();
  const BlockTurns& bt = block_turns(5);
  const PhaseOne one(t.one);
  Rng rng(5);
  for (int i = 0; i < 200; ++i) {
    // k turns from solved: the joint bound is at most k.
    std::string s = solved_facelets(Puzzle{5});
    const int k = 1 + static_cast<int>(rng.below(9));
    for (int j = 0; j < k; ++j) bt.play(s, {static_cast<int>(rng.below(bt.count()))});
    const PhaseOne::Node n = one.node_of(s, 0);
    ASSERT_LE(t.one.joint.distance(t.one.key(n.x, n.t)), k);
    ASSERT_LE(one.bound(n, 99), k);
    for (int u = 0; u < PhaseOneTables::kSymmetries; ++u)
      ASSERT_EQ(t.one.key(t.one.conjugate[0][u](n.x), t.one.conjugate[1][u](n.t)), t.one.key(n.x, n.t));
  }
}

TEST(FivePhase, EachViewsTurnsReplayOnTheTurnedCube) {
  const BlockTurns& bt = block_turns(5);
  Rng rng(8);
  const std::string start = random_facelets(Puzzle{5}, rng);
  std::vector<int> turns;
  turns.reserve(12);
  for (int k = 0; k < 12; ++k) turns.push_back(static_cast<int>(rng.below(bt.count())));
  std::string s = start;
  bt.play(s, turns);
  const std::vector<PhaseState> views = in_every_view({PhaseState{s, turns, {}}});
  ASSERT_EQ(views.size(), 3u);
  for (const PhaseState& e : views) {
    std::string u = axis_view(e.view).seen(start);
    bt.play(u, e.turns);
    EXPECT_EQ(u, e.stickers) << e.view;
    EXPECT_EQ(in_phase_three_group(e.stickers), in_phase_three_group(s));
  }
}

TEST(FivePhase, FirstTwoPhasesEndInPhaseThreesGroup) {
  Rng rng(2026);
  FivePhaseBudget budget;
  for (int i = 0; i < 3; ++i) {
    const std::string start = random_facelets(Puzzle{5}, rng);
    const auto t0 = std::chrono::steady_clock::now();
    const std::vector<PhaseState> ends = first_two_phases(start, budget);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    ASSERT_FALSE(ends.empty());
    std::printf("state %d: %zu ends, shortest %zu, longest %zu, %.0f ms\n", i, ends.size(), ends.front().turns.size(),
                ends.back().turns.size(), ms);
    for (size_t e = 0; e < ends.size(); e += 37) {
      std::string s = start;
      block_turns(5).play(s, ends[e].turns);
      EXPECT_EQ(s, ends[e].stickers);
      EXPECT_TRUE(in_phase_three_group(s)) << start;
      for (const PhaseState& v : in_every_view({ends[e]})) EXPECT_TRUE(in_phase_three_group(v.stickers)) << v.view;
    }
    EXPECT_FALSE(in_phase_three_group(start));
  }
}

// The driver's tail and its turning back: states of phase 4's group (short walks of its
// turns from solved), handed on as seen from each view; phases 4 and 5 and the 3x3x3
// there, the solution turned back to the cube as held solves it on the stickers.
TEST(FivePhase, FromPhaseFourInEachViewTheSolutionSolvesTheCubeAsHeld) {
  const FivePhase4Tables& four = five_phase_4_tables();
  const BlockTurns& bt = block_turns(5);
  Rng rng(12);
  for (int v = 0; v < 3; ++v) {
    std::string seen = solved_facelets(Puzzle{5});
    for (int k = 0; k < 12; ++k) bt.play(seen, {four.turns[rng.below(four.turns.size())]});
    // The cube as held: the view's rotation undone (three quarter turns of it).
    std::string held = seen;
    for (int q = 0; q < 3; ++q) held = axis_view(v).seen(held);
    ASSERT_EQ(axis_view(v).seen(held), seen);
    const SolveResult r = solve_from_phase_four({PhaseState{seen, {}, {}, v}});
    ASSERT_EQ(r.status, SolveResult::Status::Solved) << r.message;
    const Solution& sol = r.solutions.front();
    std::string f = held;
    ASSERT_EQ(apply_moves(Puzzle{5}, f, sol.moves), -1);
    EXPECT_EQ(f, solved_facelets(Puzzle{5})) << v;
    ASSERT_FALSE(sol.stages.empty());
    EXPECT_EQ(sol.stages.back().end, static_cast<int>(sol.moves.size()));
  }
}

// The five-phase set's byte format (reduction_big_table_file.h, version 4 of the 5x5x5's
// set): a copy read back holds the same distance tables; a flipped byte, a truncated
// copy and versions 1-3 are refused with a message.
TEST(FivePhase, TheTableSetReadsBackAndRefusesDamagedCopies) {
  const std::vector<uint8_t> blob = save_five_phase_tables();
  std::string error;
  const std::optional<FivePhaseSet> copy = read_five_phase_tables(blob.data(), blob.size(), &error);
  ASSERT_TRUE(copy) << error;
  const auto built = five_phase_tables().distance_tables(), read = copy->first->distance_tables();
  ASSERT_EQ(built.size(), read.size());
  size_t entries = 0;
  for (size_t i = 0; i < built.size(); ++i) {
    EXPECT_EQ(built[i].first, read[i].first);
    EXPECT_TRUE(*built[i].second == *read[i].second) << built[i].first;
    entries += built[i].second->size();
  }
  // Phases 3-5's tables after phases 1-2's, each once.
  for (const tables::TableInfo& info : tables::TableReader::open(blob.data(), blob.size(), "cubesolver.reduction-5x5x5",
                                                                 kFivePhaseTableSetVersion, &error)
                                           ->tables())
    if (info.name.rfind("phase1/", 0) != 0 && info.name.rfind("phase2/", 0) != 0) entries += info.size;
  EXPECT_LT(blob.size(), entries + 2048);
  EXPECT_EQ(copy->three->class_dist, five_phase_3_tables().class_dist);
  std::printf("the five-phase set: %zu bytes\n", blob.size());
  std::vector<uint8_t> flipped = blob;
  flipped[flipped.size() / 2] ^= 0x10;
  EXPECT_FALSE(read_five_phase_tables(flipped.data(), flipped.size(), &error));
  EXPECT_FALSE(error.empty());
  error.clear();
  EXPECT_FALSE(read_five_phase_tables(blob.data(), blob.size() - 100, &error));
  EXPECT_FALSE(error.empty());
  error.clear();
  // 1: the three-stage solver's version; 2: before phase 3a's joint by
  // symmetry classes; 3: before phase 4's edge tables.
  for (const uint32_t version : {1u, 2u, 3u}) {
    error.clear();
    tables::TableWriter w("cubesolver.reduction-5x5x5", version);
    const std::vector<uint8_t> bytes(16, 0);
    w.add("centres/axis-0", 1, bytes);
    const std::vector<uint8_t> old = w.finish();
    EXPECT_FALSE(read_five_phase_tables(old.data(), old.size(), &error));
    EXPECT_NE(error.find("version " + std::to_string(version)), std::string::npos) << error;
  }
}

// The whole solve of a random state: replayed to solved, about the 80 turns (20
// random states took 76-82), each step's work reported, each search within its node
// budget (both of a phase's passes together).
TEST(FivePhase, AWholeSolveSolvesARandomStateWithinItsBudgets) {
  Rng rng(37);
  const std::string start = random_facelets(Puzzle{5}, rng);
  const FivePhaseBudget budget;
  FivePhaseStats stats;
  const SolveResult r = solve_five_phase(start, budget, &stats);
  ASSERT_EQ(r.status, SolveResult::Status::Solved) << r.message;
  std::string f = start;
  ASSERT_EQ(apply_moves(Puzzle{5}, f, r.solutions.front().moves), -1);
  EXPECT_EQ(f, solved_facelets(Puzzle{5}));
  EXPECT_LE(r.solutions.front().moves.size(), 84u);
  const uint64_t caps[FivePhaseStats::kSteps - 1] = {budget.nodes[0] + budget.nodes[1], budget.nodes[2],
                                                     budget.nodes[5], budget.nodes[3], budget.nodes[4]};
  for (int k = 0; k < FivePhaseStats::kSteps - 1; ++k) {
    EXPECT_GT(stats.nodes[k], 0u) << k;
    EXPECT_LE(stats.nodes[k], caps[k] + 2) << k;
    EXPECT_GT(stats.handed[k], 0u) << k;
    EXPECT_GE(stats.cpu[k], 0.0) << k;
  }
  EXPECT_EQ(stats.handed[1] <= budget.keep[2] && stats.handed[3] <= budget.keep[3], true);
}

}  // namespace
}  // namespace cube
