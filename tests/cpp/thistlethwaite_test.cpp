// Thistlethwaite (T45): the four phase tables have the known sizes and depths, the
// axis convention's groups are what the coordinates say, every phase ends in its
// goal group by an optimal path, and solutions replay to solved within 45 moves.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <string>
#include <unordered_set>
#include <vector>

#include "core/cubie.h"
#include "core/notation.h"
#include "core/random_state.h"
#include "solvers/thistlethwaite/thistlethwaite_bench.h"
#include "solvers/thistlethwaite/thistlethwaite_coords.h"
#include "solvers/thistlethwaite/thistlethwaite_solver.h"
#include "solvers/thistlethwaite/thistlethwaite_tables.h"

namespace cube::thistlethwaite {
namespace {

CubieCube apply_indices(CubieCube c, const std::vector<int>& moves) {
  for (int m : moves) c = c * basic_move_cubies()[m];
  return c;
}

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

TEST(ThistlethwaiteTables, SizesAndDepths) {
  const Tables& t = tables();
  const int sizes[4] = {2048, 1082565, 29400, 663552};
  const int depths[4] = {7, 10, 13, 15};
  for (int p = 0; p < 4; ++p) {
    SCOPED_TRACE(p + 1);
    EXPECT_EQ(t.info[p].size, sizes[p]);
    EXPECT_EQ(static_cast<int>(t.dist[p].size()), sizes[p]);
    EXPECT_EQ(t.info[p].reached, sizes[p]);
    EXPECT_EQ(t.info[p].max_depth, depths[p]);
  }
  // Published distributions: phase 1 (edge orientation, 18 turns) and the half-turn group.
  EXPECT_EQ(t.info[0].depth_counts, (std::vector<int>{1, 2, 25, 202, 620, 900, 285, 13}));
  EXPECT_EQ(t.info[3].depth_counts, (std::vector<int>{1, 6, 27, 120, 519, 1932, 6484, 20310, 55034, 113892, 178495,
                                                      179196, 89728, 16176, 1488, 144}));
  // Ours, pinned (a change in a coordinate would move them).
  EXPECT_EQ(t.info[1].depth_counts, (std::vector<int>{1, 2, 17, 134, 1065, 8190, 54694, 267576, 560568, 187204, 3114}));
  EXPECT_EQ(t.info[2].depth_counts,
            (std::vector<int>{1, 2, 9, 36, 124, 530, 1806, 3732, 5158, 7070, 7218, 3202, 488, 24}));
}

TEST(ThistlethwaiteTables, CoordinatesRoundTrip) {
  EXPECT_EQ(subset_rank(subset_mask(0)), 0);
  for (int r = 0; r < kSlicePositions; ++r) EXPECT_EQ(subset_rank(subset_mask(r)), r);
  for (int r = 0; r < kCornerPerms; r += 97) EXPECT_EQ(perm8_rank(perm8_unrank(r)), r);
  int splits = 0;
  for (int r = 0; r < kSlicePositions; ++r) splits += split_rank(subset_mask(r)) >= 0;
  EXPECT_EQ(splits, kEdgeSplits);
  const Tables& t = tables();
  EXPECT_EQ(t.half_turn_index[0], 0);
  int in_h = 0;
  for (int8_t h : t.half_turn_index) in_h += h >= 0;
  EXPECT_EQ(in_h, kHalfTurnCorners);
}

// The groups of the axis convention: each phase's moves keep what the previous phases
// reached, and the turns it leaves out break it.
TEST(ThistlethwaiteConvention, PhaseMovesKeepTheGroups) {
  Rng rng(5);
  for (int g = 1; g <= 3; ++g) {
    SCOPED_TRACE(g);
    CubieCube c;
    for (int i = 0; i < 300; ++i) {
      c = c * basic_move_cubies()[kPhaseMoves[g][rng.below(kPhaseMoveCount[g])]];
      ASSERT_TRUE(in_group(g, c));
    }
  }
  // U and D quarter turns flip four edges about U-D, nothing else does.
  for (int m = 0; m < kBasicMoves; ++m) {
    const CubieCube c = basic_move_cubies()[m];
    int flipped = 0;
    for (int i = 0; i < kEdges; ++i) flipped += edge_flip_ud(c, i);
    const int face = m / 3;
    const bool quarter = m % 3 != 1;
    EXPECT_EQ(flipped, quarter && (face == 0 || face == 3) ? 4 : 0) << m;
    int twisted = 0;
    for (int i = 0; i < kCorners; ++i) twisted += corner_twist_lr(c, i) != 0;
    EXPECT_EQ(twisted, quarter && face != 1 && face != 4 ? 4 : 0) << m;  // all but L, R
  }
  EXPECT_FALSE(in_group(1, from_alg("U")));
  EXPECT_FALSE(in_group(2, from_alg("F")));
  EXPECT_FALSE(in_group(3, from_alg("R")));
  EXPECT_TRUE(in_group(3, from_alg("R2 U2 F2 L2 D2 B2")));
  EXPECT_FALSE(in_group(4, from_alg("R2")));
  EXPECT_TRUE(in_group(4, CubieCube{}));
}

// Every phase ends in its goal group, each by an optimal path for its phase.
TEST(ThistlethwaitePhases, InvariantsHoldAfterEachPhase) {
  const Tables& t = tables();
  const uint16_t m_bits = slice_bits(kMSlice);
  Rng rng(2024);
  for (int n = 0; n < 1000; ++n) {
    const CubieCube c0 = random_cubie(rng);
    const PhasePaths p = solve_phases(c0);
    CubieCube c = c0;
    for (int ph = 0; ph < kPhases; ++ph) {
      const int d = t.distance(ph + 1, c);
      ASSERT_GE(d, 0);
      EXPECT_EQ(static_cast<int>(p.phase[ph].size()), d) << "phase " << ph + 1 << " not optimal";
      for (int m : p.phase[ph]) {
        bool allowed = false;
        for (int k = 0; k < kPhaseMoveCount[ph]; ++k) allowed |= kPhaseMoves[ph][k] == m;
        ASSERT_TRUE(allowed) << "phase " << ph + 1 << " move " << m;
      }
      c = apply_indices(c, p.phase[ph]);
      switch (ph) {
        case 0:
          for (int i = 0; i < kEdges; ++i) ASSERT_EQ(edge_flip_ud(c, i), 0);
          break;
        case 1:
          for (int i = 0; i < kCorners; ++i) ASSERT_EQ(corner_twist_lr(c, i), 0);
          ASSERT_EQ(positions_of(c, m_bits), m_bits);
          ASSERT_EQ(edge_flip_coord(c), 0);
          break;
        case 2:
          ASSERT_TRUE(in_group(3, c));
          ASSERT_GE(t.half_turn_index[perm8_rank(c.cp)], 0);
          ASSERT_EQ(positions_of(c, slice_bits(kESlice)), slice_bits(kESlice));
          ASSERT_EQ(positions_of(c, slice_bits(kSSlice)), slice_bits(kSSlice));
          ASSERT_GE(t.phase4_coord(c), 0);
          ASSERT_NE(t.dist[3][t.phase4_coord(c)], 0xff);
          break;
        case 3: ASSERT_EQ(c, CubieCube{}); break;
      }
    }
  }
}

// G3 found independently of the coordinates: all cubes <U2, D2, R2, L2, F2, B2> reaches
// from solved, then every phase-3 end state must be one of them.
TEST(ThistlethwaitePhases, PhaseThreeEndsInTheHalfTurnGroup) {
  auto key = [](const CubieCube& c) {
    uint64_t k = 0;
    for (uint8_t v : c.cp) k = k * 8 + v;
    for (uint8_t v : c.ep) k = k * 12 + v;
    return k;  // 8^8 * 12^12 < 2^64; orientations are 0 throughout the group
  };
  std::unordered_set<uint64_t> seen;
  seen.reserve(700000);
  std::vector<CubieCube> queue{CubieCube{}};
  seen.insert(key(queue[0]));
  for (size_t head = 0; head < queue.size(); ++head) {
    for (int f = 0; f < 6; ++f) {
      const CubieCube n = queue[head] * face_move_cubie(static_cast<Face>(f), 2);
      if (seen.insert(key(n)).second) queue.push_back(n);
    }
  }
  ASSERT_EQ(seen.size(), 663552u);
  const Tables& t = tables();
  Rng rng(77);
  for (int n = 0; n < 1000; ++n) {
    const CubieCube c0 = random_cubie(rng);
    const PhasePaths p = solve_phases(c0);
    const CubieCube c3 = apply_indices(apply_indices(apply_indices(c0, p.phase[0]), p.phase[1]), p.phase[2]);
    ASSERT_TRUE(seen.count(key(c3))) << "phase 3 ended outside G3";
    for (int i = 0; i < kCorners; ++i) ASSERT_EQ(c3.co[i], 0);
    for (int i = 0; i < kEdges; ++i) ASSERT_EQ(c3.eo[i], 0);
  }
  // And the coordinate agrees with the group on cubes near it.
  for (size_t i = 0; i < queue.size(); i += 5003) ASSERT_GE(t.phase4_coord(queue[i]), 0);
  for (int m = 0; m < kBasicMoves; ++m)
    if (m % 3 != 1) EXPECT_EQ(t.phase4_coord(queue[12345] * basic_move_cubies()[m]), -1) << m;
}

TEST(ThistlethwaiteSolve, ReplaysOnRandomStates) {
  Rng rng(1);
  int longest = 0;
  long total = 0;
  const int count = 2000;
  for (int n = 0; n < count; ++n) {
    const CubieCube c = random_cubie(rng);
    const SolveResult r = solve(c);
    ASSERT_EQ(r.status, SolveResult::Status::Solved);
    ASSERT_EQ(r.solutions.size(), 1u);
    const Solution& s = r.solutions[0];
    ASSERT_EQ(apply_moves(c, s.moves), CubieCube{});
    ASSERT_EQ(s.stages.size(), 4u);
    int at = 0;
    for (int i = 0; i < 4; ++i) {
      EXPECT_EQ(s.stages[i].name, kPhaseText[i].name);
      EXPECT_FALSE(s.stages[i].explanation.empty());
      EXPECT_EQ(s.stages[i].begin, at);
      EXPECT_GE(s.stages[i].end, s.stages[i].begin);
      at = s.stages[i].end;
    }
    EXPECT_EQ(at, static_cast<int>(s.moves.size()));
    // Each stage ends in its goal group.
    CubieCube x = c;
    for (int i = 0; i < 4; ++i) {
      x = apply_moves(x, std::vector<Move>(s.moves.begin() + s.stages[i].begin, s.moves.begin() + s.stages[i].end));
      ASSERT_TRUE(in_group(i + 1, x));
    }
    // No two turns of one face in a row anywhere, boundaries included.
    for (size_t i = 1; i < s.moves.size(); ++i) ASSERT_NE(s.moves[i].family, s.moves[i - 1].family);
    longest = std::max(longest, static_cast<int>(s.moves.size()));
    total += static_cast<long>(s.moves.size());
  }
  EXPECT_LE(longest, kMaxLength);
  EXPECT_LE(static_cast<double>(total) / count, 31.5);
}

TEST(ThistlethwaiteSolve, SpecialCubes) {
  // Solved: four empty stages.
  SolveResult r = solve(CubieCube{});
  ASSERT_EQ(r.status, SolveResult::Status::Solved);
  EXPECT_TRUE(r.solutions[0].moves.empty());
  ASSERT_EQ(r.solutions[0].stages.size(), 4u);
  for (const Stage& st : r.solutions[0].stages) EXPECT_EQ(st.begin, st.end);

  // Superflip, seed 001's example scramble and a half-turn-only cube.
  for (const char* alg : {"U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2", "URRFBRBBRUULBBRUiDiRRFRiLBBUUFF",
                          "L2 D F B' L2 F' B D L2", "R2 U2 F2"}) {
    SCOPED_TRACE(alg);
    const CubieCube c = from_alg(alg);
    r = solve(c);
    ASSERT_EQ(r.status, SolveResult::Status::Solved);
    EXPECT_EQ(apply_moves(c, r.solutions[0].moves), CubieCube{});
    EXPECT_LE(r.solutions[0].moves.size(), 45u);
  }
  // Seed 001's compressed superflip is the superflip.
  EXPECT_EQ(from_alg("URRFBRBBRUULBBRUiDiRRFRiLBBUUFF"),
            from_alg("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"));
  // A cube already in G3 needs only phase 4.
  r = solve(from_alg("R2 U2 F2"));
  EXPECT_EQ(r.solutions[0].stages[3].begin, 0);
  EXPECT_EQ(r.solutions[0].stages[3].end, 3);

  // The same cube, the same solution.
  const CubieCube c = from_alg("R U F' L2 D B'");
  EXPECT_EQ(solve(c).solutions[0].moves, solve(c).solutions[0].moves);
}

TEST(ThistlethwaiteSolve, BadInputAndLimits) {
  CubieCube twisted;
  twisted.co[0] = 1;
  EXPECT_EQ(solve(twisted).status, SolveResult::Status::BadInput);
  CubieCube broken;
  broken.ep[0] = broken.ep[1];
  EXPECT_EQ(solve(broken).status, SolveResult::Status::BadInput);

  const CubieCube c = from_alg("R U F' L2 D B' R2 U' F D2");
  SolveOptions o;
  o.max_length = 3;
  const SolveResult r = solve(c, o);
  EXPECT_EQ(r.status, SolveResult::Status::NoSolution);
  EXPECT_FALSE(r.message.empty());
  std::atomic<bool> stop{true};
  o = SolveOptions{};
  o.cancel = &stop;
  EXPECT_EQ(solve(c, o).status, SolveResult::Status::Cancelled);
}

TEST(ThistlethwaiteSolve, BoundaryMerge) {
  auto idx = [](char face, int turns) {
    const std::string f = "URFDLB";
    return 3 * static_cast<int>(f.find(face)) + turns - 1;
  };
  {  // R | R2 -> R' counted in the first phase
    std::vector<int> p[4] = {{idx('U', 1), idx('R', 1)}, {idx('R', 2), idx('F', 1)}, {}, {}};
    merge_phase_boundaries(p);
    EXPECT_EQ(p[0], (std::vector<int>{idx('U', 1), idx('R', 3)}));
    EXPECT_EQ(p[1], (std::vector<int>{idx('F', 1)}));
  }
  {  // R L | R' -> L, across the commuting opposite face
    std::vector<int> p[4] = {{idx('R', 1), idx('L', 1)}, {idx('R', 3)}, {idx('U', 2)}, {}};
    merge_phase_boundaries(p);
    EXPECT_EQ(p[0], (std::vector<int>{idx('L', 1)}));
    EXPECT_TRUE(p[1].empty());
    EXPECT_EQ(p[2], (std::vector<int>{idx('U', 2)}));
  }
  {  // over an empty phase, and a full cancellation that exposes another merge
    std::vector<int> p[4] = {{idx('F', 2), idx('R', 1)}, {}, {idx('R', 3), idx('F', 2), idx('U', 2)}, {}};
    merge_phase_boundaries(p);
    EXPECT_TRUE(p[0].empty());
    EXPECT_TRUE(p[1].empty());
    EXPECT_EQ(p[2], (std::vector<int>{idx('U', 2)}));
  }
  {  // nothing to merge
    std::vector<int> p[4] = {{idx('R', 1)}, {idx('L', 1)}, {idx('U', 2)}, {idx('D', 2)}};
    merge_phase_boundaries(p);
    EXPECT_EQ(p[0].size() + p[1].size() + p[2].size() + p[3].size(), 4u);
  }
}

TEST(ThistlethwaiteBench, SelfCheck) {
  const BenchReport r = bench(300, 9);
  EXPECT_EQ(r.count, 300);
  EXPECT_EQ(r.failures, 0);
  EXPECT_LE(r.max_length, 45);
  EXPECT_GT(r.min_length, 0);
  EXPECT_LE(r.mean_length, 31.5);
  const std::string json = bench_report_json(r);
  EXPECT_NE(json.find("\"failures\":0"), std::string::npos);
  EXPECT_NE(bench_report_text(r).find("failures: 0"), std::string::npos);
}

}  // namespace
}  // namespace cube::thistlethwaite
