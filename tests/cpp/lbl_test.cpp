// Layer by layer: the piece and last-layer tables are complete, every stage's goal
// holds at its end (and the goals before it still do), solutions replay to solved.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <string>
#include <vector>

#include "core/cubie.h"
#include "core/notation.h"
#include "core/random_state.h"
#include "solvers/lbl/lbl_bench.h"
#include "solvers/lbl/lbl_last_layer.h"
#include "solvers/lbl/lbl_pieces.h"
#include "solvers/lbl/lbl_solver.h"

namespace cube::lbl {
namespace {

CubieCube apply_moves(CubieCube c, const std::vector<Move>& moves) {
  for (const Move& m : moves) {
    EXPECT_EQ(m.kind, Move::Kind::Face);
    int face = 0;
    while (kFaceNames[face] != m.family) ++face;
    c = c * face_move_cubie(static_cast<Face>(face), m.turns);
  }
  return c;
}

CubieCube from_alg(const char* text) {
  const ParsedAlg a = parse_alg(text);
  EXPECT_TRUE(a.ok) << text;
  return apply_moves(CubieCube{}, a.moves);
}

int reached(const std::vector<uint8_t>& table, int* max_depth = nullptr) {
  int n = 0, m = 0;
  for (uint8_t d : table)
    if (d != 0xff) ++n, m = std::max<int>(m, d);
  if (max_depth) *max_depth = m;
  return n;
}

TEST(LblTables, PieceTablesAreComplete) {
  const PieceTables& t = piece_tables();
  int depth = 0;
  EXPECT_EQ(reached(t.cross, &depth), 190080);  // 12*11*10*9 places x 2^4 flips
  EXPECT_EQ(depth, 8);                          // the cross never needs more than 8 turns
  EXPECT_EQ(reached(t.corners[15]), 136080);    // 8*7*6*5 x 3^4
  EXPECT_EQ(reached(t.middle[15]), 190080);
  EXPECT_EQ(reached(t.corners[1]), 24);
  EXPECT_EQ(reached(t.middle[6]), 24 * 22);
  for (const auto& row : t.pair)
    for (const auto& p : row) EXPECT_EQ(std::count(p.begin(), p.end(), 0xff), 0);
}

TEST(LblTables, LastLayerStepsUseTheirOwnAlgorithms) {
  const LastLayerTables& t = last_layer_tables();
  for (const Macro& m : t.macros) {
    CubieCube c;
    for (int x : m.moves) c = c * basic_move_cubies()[x];
    ASSERT_GE(last_layer_state(c), 0) << m.name << " breaks the first two layers";
  }
  for (int k = 0; k < kLastLayerSteps; ++k) {
    EXPECT_TRUE(t.step_uses_own_algs[k]) << k;
    for (int i : t.step_macros[k]) EXPECT_TRUE(t.macros[i].step == k || t.macros[i].step < 0);
    // Every macro's inverse is there too, at the same length (the tables rely on it).
    for (int i : t.step_macros[k]) {
      const Macro& m = t.macros[i];
      bool found = false;
      for (int j : t.step_macros[k]) {
        const Macro& n = t.macros[j];
        if (n.moves.size() != m.moves.size()) continue;
        bool inverse = true;
        for (int s = 0; s < kLastLayerStates && inverse; s += 997) inverse = n.apply(m.apply(s)) == s;
        found |= inverse;
      }
      EXPECT_TRUE(found) << m.name;
    }
  }
  // Every state a real cube can be in has a way through the four steps.
  int finite = 0;
  for (int s = 0; s < kLastLayerStates; ++s) finite += t.total(0, s) >= 0;
  EXPECT_EQ(finite, 62208);
  EXPECT_EQ(t.total(0, last_layer_state(CubieCube{})), 0);
}

TEST(LblSolve, EveryStageReachesItsGoal) {
  Rng rng(42);
  long total = 0;
  int longest = 0;
  const int count = 300;
  for (int n = 0; n < count; ++n) {
    const CubieCube c = random_cubie(rng);
    const SolveResult r = solve(c);
    ASSERT_EQ(r.status, SolveResult::Status::Solved);
    const Solution& s = r.solutions[0];
    ASSERT_EQ(static_cast<int>(s.stages.size()), kStageCount);
    EXPECT_EQ(s.stages[0].name, "Cross");
    for (int i = 1; i <= 4; ++i) EXPECT_EQ(s.stages[i].name.rfind("First layer: ", 0), 0u);
    for (int i = 5; i <= 8; ++i) EXPECT_EQ(s.stages[i].name.rfind("Middle layer: ", 0), 0u);
    EXPECT_EQ(s.stages[9].name, "Last layer: cross");
    EXPECT_EQ(s.stages[12].name, "Last layer: edges");
    CubieCube x = c;
    int at = 0;
    for (int i = 0; i < kStageCount; ++i) {
      const Stage& st = s.stages[i];
      ASSERT_EQ(st.begin, at);
      ASSERT_GE(st.end, st.begin);
      EXPECT_FALSE(st.explanation.empty());
      at = st.end;
      x = apply_moves(x, std::vector<Move>(s.moves.begin() + st.begin, s.moves.begin() + st.end));
      for (int j = 0; j <= i; ++j)
        ASSERT_TRUE(stage_goal_holds(s.stages[j].name, x)) << "after " << st.name << ": " << s.stages[j].name;
    }
    ASSERT_EQ(at, static_cast<int>(s.moves.size()));
    ASSERT_EQ(x, CubieCube{});
    // No two turns of one face in a row inside a stage, nor across the boundaries of the
    // first two layers' stages (last-layer steps may start on the face the step before
    // ended on: each step's goal is shown reached).
    for (size_t i = 1; i < s.moves.size(); ++i) {
      if (s.moves[i].family != s.moves[i - 1].family) continue;
      bool ll_boundary = false;
      for (int k = 9; k < kStageCount; ++k) ll_boundary |= s.stages[k].begin == static_cast<int>(i);
      ASSERT_TRUE(ll_boundary) << "turns of one face meet at move " << i;
    }
    total += static_cast<long>(s.moves.size());
    longest = std::max(longest, static_cast<int>(s.moves.size()));
  }
  EXPECT_LE(static_cast<double>(total) / count, 100.0);
  EXPECT_LE(longest, 130);
}

TEST(LblSolve, SpecialCubes) {
  SolveResult r = solve(CubieCube{});
  ASSERT_EQ(r.status, SolveResult::Status::Solved);
  EXPECT_TRUE(r.solutions[0].moves.empty());
  ASSERT_EQ(static_cast<int>(r.solutions[0].stages.size()), kStageCount);
  for (const Stage& st : r.solutions[0].stages) EXPECT_EQ(st.explanation, "Already in place.");

  for (const char* alg : {"U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2",  // superflip
                          "R U R' U R U2 R'", "R2 L2 U2 D2 F2 B2", "F R U R' U' F'"}) {
    SCOPED_TRACE(alg);
    const CubieCube c = from_alg(alg);
    r = solve(c);
    ASSERT_EQ(r.status, SolveResult::Status::Solved);
    EXPECT_EQ(apply_moves(c, r.solutions[0].moves), CubieCube{});
  }
  // A last-layer case: the first two layers' stages are empty, and an edge-flip
  // case takes one edge-flip algorithm.
  r = solve(from_alg("R U2 R' U' R U' R'"));
  for (int i = 0; i < 9; ++i) EXPECT_EQ(r.solutions[0].stages[i].begin, r.solutions[0].stages[i].end);
  r = solve(from_alg("F R U R' U' F'"));
  EXPECT_EQ(r.solutions[0].stages[9].end - r.solutions[0].stages[9].begin, 6);
  EXPECT_EQ(r.solutions[0].moves.size(), 6u);
}

TEST(LblSolve, BadInputAndLimits) {
  CubieCube flipped;
  flipped.eo[0] = 1;
  EXPECT_EQ(solve(flipped).status, SolveResult::Status::BadInput);
  const CubieCube c = from_alg("R U F' L2 D B' R2 U' F D2");
  SolveOptions o;
  o.max_length = 5;
  EXPECT_EQ(solve(c, o).status, SolveResult::Status::NoSolution);
  std::atomic<bool> stop{true};
  o = SolveOptions{};
  o.cancel = &stop;
  EXPECT_EQ(solve(c, o).status, SolveResult::Status::Cancelled);
}

TEST(LblBench, SelfCheck) {
  const BenchReport r = bench(100, 3);
  EXPECT_EQ(r.failures, 0);
  EXPECT_LE(r.mean_length, 100);
  const std::string* stages = r.figure("mean_stage_length");  // {"Cross":6.000,...}: a mean for each stage
  ASSERT_NE(stages, nullptr);
  int means = 0;
  for (size_t at = stages->find("\":"); at != std::string::npos; at = stages->find("\":", at + 1)) ++means;
  EXPECT_EQ(means, kStageCount);
  EXPECT_NE(bench_report_json(r).find("\"failures\":0"), std::string::npos);
}

}  // namespace
}  // namespace cube::lbl
