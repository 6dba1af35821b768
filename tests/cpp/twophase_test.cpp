// The two-phase solver: every solution is checked by applying it, to the cubies and
// (every 100th, and in the smaller tests) independently to the facelets. 2,000
// seeded random states are solved at max length 20.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <set>
#include <thread>

#include "core/cubie.h"
#include "core/facelets.h"
#include "core/random_state.h"
#include "solvers/twophase/twophase_bench.h"
#include "solvers/twophase/twophase_scramble.h"
#include "solvers/twophase/twophase_search.h"
#include "solvers/twophase/twophase_tables.h"

namespace cube::twophase {
namespace {

using Status = SolveResult::Status;
using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

CubieCube apply(CubieCube c, const std::vector<Move>& moves) {
  for (const Move& m : moves) {
    EXPECT_EQ(m.kind, Move::Kind::Face);
    c = c * face_move_cubie(static_cast<Face>(std::string_view(kFaceNames).find(m.family)), m.turns);
  }
  return c;
}

// Checks a solution on the facelets too (apply_moves works on stickers, not cubies).
void expect_solves(const CubieCube& state, const std::vector<Move>& moves) {
  EXPECT_EQ(apply(state, moves), CubieCube{});
  std::string f = to_facelets(state);
  ASSERT_EQ(apply_moves(Puzzle::Cube3, f, moves), -1);
  EXPECT_EQ(f, solved_facelets(Puzzle::Cube3));
}

std::shared_ptr<const Tables> tables() { return default_tables(); }

// Solves `count` seeded random states at max length 20 and verifies each solution.
void solve_random_states(uint64_t seed, int count) {
  Searcher s(tables());
  Rng rng(seed);
  SolveOptions o;
  o.max_length = 20;
  for (int i = 0; i < count; ++i) {
    const CubieCube c = random_cubie(rng);
    const SolveResult r = s.solve(c, o);
    ASSERT_EQ(r.status, Status::Solved) << i << ": " << r.message;
    ASSERT_EQ(r.solutions.size(), 1u);
    const auto& moves = r.solutions[0].moves;
    ASSERT_LE(moves.size(), 20u) << i;
    EXPECT_FALSE(r.timed_out);
    EXPECT_GT(r.nodes, 0u);
    ASSERT_EQ(apply(c, moves), CubieCube{}) << i;
    if (i % 100 == 0) expect_solves(c, moves);
  }
}

// 2,000 states in two halves (two seeds); 10,000 until 2026-11-29. That count caught no
// bug in the history (no fix to the search names it), and three defects put into the
// search by hand (phase 1's start pruned one too early, phase 2 pruned one too early
// past depth 9, the pre-move twin's half turn wrong) passed all 10,000 too: the search
// finds another solution within 20, slower. What more states would add is a defect
// rarer than one state in ~700 (2,000 catch that 95 % of the time); the other tests
// here solve ~850 more.
TEST(TwoPhase, RandomStatesWithin20MovesFirstHalf) { solve_random_states(20240601, 1000); }
TEST(TwoPhase, RandomStatesWithin20MovesSecondHalf) { solve_random_states(20240602, 1000); }

TEST(TwoPhase, LongerLimitsAreKept) {
  Searcher s(tables());
  Rng rng(5);
  for (int max_length : {21, 22, 25, 30}) {
    SolveOptions o;
    o.max_length = max_length;
    for (int i = 0; i < 100; ++i) {
      const CubieCube c = random_cubie(rng);
      const SolveResult r = s.solve(c, o);
      ASSERT_EQ(r.status, Status::Solved);
      ASSERT_LE(r.solutions[0].moves.size(), static_cast<size_t>(max_length));
      ASSERT_EQ(apply(c, r.solutions[0].moves), CubieCube{});
    }
  }
}

TEST(TwoPhase, SuperflipTakesExactly20) {
  CubieCube c;
  for (auto& e : c.eo) e = 1;
  const SolveResult r = solve(c);
  ASSERT_EQ(r.status, Status::Solved) << r.message;
  EXPECT_EQ(r.solutions[0].moves.size(), 20u);
  expect_solves(c, r.solutions[0].moves);
}

TEST(TwoPhase, SolvedAndOneMoveStates) {
  const SolveResult r0 = solve(CubieCube{});
  ASSERT_EQ(r0.status, Status::Solved);
  EXPECT_TRUE(r0.solutions[0].moves.empty());
  const auto& moves = basic_move_cubies();
  for (int m = 0; m < 18; ++m) {
    const SolveResult r = solve(moves[m]);
    ASSERT_EQ(r.status, Status::Solved);
    ASSERT_EQ(r.solutions[0].moves.size(), 1u) << m;
    EXPECT_EQ(r.solutions[0].moves[0].family, kFaceNames[m / 3]);
    EXPECT_EQ(r.solutions[0].moves[0].turns, 3 - m % 3);
  }
}

TEST(TwoPhase, StagesCoverTheSolution) {
  Rng rng(11);
  for (int i = 0; i < 50; ++i) {
    const CubieCube c = random_cubie(rng);
    const SolveResult r = solve(c);
    ASSERT_EQ(r.status, Status::Solved);
    const Solution& s = r.solutions[0];
    ASSERT_FALSE(s.stages.empty());
    int at = 0;
    for (const Stage& st : s.stages) {
      EXPECT_EQ(st.begin, at);
      EXPECT_GT(st.end, st.begin);
      EXPECT_FALSE(st.name.empty());
      at = st.end;
    }
    EXPECT_EQ(at, static_cast<int>(s.moves.size()));
  }
}

TEST(TwoPhase, TablesFromBytesGiveIdenticalSolutions) {
  auto built = tables();
  const std::vector<uint8_t> bytes = tables_to_bytes(*built);
  std::string err;
  auto loaded = tables_from_bytes(bytes.data(), bytes.size(), &err);
  ASSERT_TRUE(loaded) << err;
  Searcher a(built), b(loaded);
  Rng rng(12);
  for (int i = 0; i < 200; ++i) {
    const CubieCube c = random_cubie(rng);
    const SolveResult ra = a.solve(c), rb = b.solve(c);
    ASSERT_EQ(ra.status, Status::Solved);
    ASSERT_EQ(rb.status, Status::Solved);
    ASSERT_EQ(ra.solutions[0].moves, rb.solutions[0].moves) << i;
    ASSERT_EQ(ra.nodes, rb.nodes);
  }
}

TEST(TwoPhase, CorruptedTableByteIsDetected) {
  std::vector<uint8_t> bytes = tables_to_bytes(*tables());
  Rng rng(13);
  for (int k = 0; k < 20; ++k) {
    const size_t i = rng.below(static_cast<uint32_t>(bytes.size()));
    bytes[i] ^= static_cast<uint8_t>(1u << rng.below(8));
    std::string err;
    EXPECT_EQ(tables_from_bytes(bytes.data(), bytes.size(), &err), nullptr) << "byte " << i;
    EXPECT_NE(err.find("checksum"), std::string::npos) << err;
    bytes = tables_to_bytes(*tables());
  }
}

TEST(TwoPhase, BadInputIsRejectedFast) {
  std::vector<std::pair<CubieCube, std::string>> bad;
  CubieCube c;
  c.co[0] = 1;
  bad.push_back({c, "twist"});
  c = CubieCube{};
  c.eo[3] = 1;
  bad.push_back({c, "flip"});
  c = CubieCube{};
  std::swap(c.cp[0], c.cp[1]);
  bad.push_back({c, "parity"});
  c = CubieCube{};
  c.ep[2] = c.ep[3];
  bad.push_back({c, "twice"});
  c = CubieCube{};
  c.cp[5] = 200;
  bad.push_back({c, "corner"});
  c = CubieCube{};
  c.ep[11] = 12;
  bad.push_back({c, "edge"});
  c = CubieCube{};
  c.co[7] = 3;
  bad.push_back({c, "twist"});
  c = CubieCube{};
  c.eo[0] = 7;
  bad.push_back({c, "flip"});
  for (const auto& [cube, word] : bad) {
    const auto t0 = Clock::now();
    const SolveResult r = solve(cube);
    EXPECT_LT(ms_since(t0), 1000);  // rejected up front, not after a search
    EXPECT_EQ(r.status, Status::BadInput);
    EXPECT_NE(r.message.find(word), std::string::npos) << r.message;
    EXPECT_TRUE(r.solutions.empty());
    EXPECT_FALSE(check_cubie(cube).empty());
  }
}

TEST(TwoPhase, CancelFlagIsHonoured) {
  Searcher s(tables());
  Rng rng(14);
  const CubieCube c = random_cubie(rng);
  std::atomic<bool> cancel{true};
  SolveOptions o;
  o.cancel = &cancel;
  SolveResult r = s.solve(c, o);
  EXPECT_EQ(r.status, Status::Cancelled);

  // Cancelled from another thread during a search that would take very long
  // (16 moves is far below what two-phase finds quickly).
  cancel = false;
  o.max_length = 16;
  std::thread t([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    cancel = true;
  });
  const auto t0 = Clock::now();
  r = s.solve(c, o);
  const double ms = ms_since(t0);
  t.join();
  EXPECT_EQ(r.status, Status::Cancelled);
  EXPECT_LT(ms, 1000);
  EXPECT_GT(r.nodes, 0u);
}

TEST(TwoPhase, TimeBudgetIsHonoured) {
  Searcher s(tables());
  Rng rng(15);
  const CubieCube c = random_cubie(rng);
  SolveOptions o;
  o.max_length = 16;
  o.time_ms = 50;
  const auto t0 = Clock::now();
  const SolveResult r = s.solve(c, o);
  const double ms = ms_since(t0);
  EXPECT_LT(ms, 1000);  // a search ignoring the budget runs for minutes here
  EXPECT_TRUE(r.timed_out);
  // Nothing within 16 moves in time: a longer solution is returned, and said so.
  ASSERT_EQ(r.status, Status::Solved);
  EXPECT_GT(r.solutions[0].moves.size(), 16u);
  EXPECT_FALSE(r.message.empty());
  expect_solves(c, r.solutions[0].moves);
}

TEST(TwoPhase, DistinctSolutions) {
  Searcher s(tables());
  Rng rng(16);
  for (int i = 0; i < 5; ++i) {
    const CubieCube c = random_cubie(rng);
    SolveOptions o;
    o.solutions = 8;
    o.max_length = 21;
    const SolveResult r = s.solve(c, o);
    ASSERT_EQ(r.status, Status::Solved);
    ASSERT_EQ(r.solutions.size(), 8u);
    std::set<std::vector<int>> seen;
    size_t last = 0;
    for (const Solution& sol : r.solutions) {
      expect_solves(c, sol.moves);
      EXPECT_LE(sol.moves.size(), 21u);
      EXPECT_GE(sol.moves.size(), last);  // best first
      last = sol.moves.size();
      std::vector<int> key;
      for (const Move& m : sol.moves) key.push_back(m.family * 4 + m.turns);
      EXPECT_TRUE(seen.insert(key).second) << "duplicate solution";
    }
  }
}

TEST(TwoPhase, KeepSearchingUsesTheBudgetForShorterSolutions) {
  Searcher s(tables());
  Rng rng(17);
  double plain = 0, effort = 0;
  const int n = 8;
  for (int i = 0; i < n; ++i) {
    const CubieCube c = random_cubie(rng);
    const SolveResult a = s.solve(c);
    SolveOptions o;
    o.keep_searching = true;
    o.time_ms = 100;
    const auto t0 = Clock::now();
    const SolveResult b = s.solve(c, o);
    const double ms = ms_since(t0);
    ASSERT_EQ(b.status, Status::Solved);
    expect_solves(c, b.solutions[0].moves);
    EXPECT_LE(b.solutions[0].moves.size(), a.solutions[0].moves.size());
    EXPECT_LE(b.solutions[0].moves.size(), 20u);  // effort never returns a longer one
    EXPECT_GE(ms, 100);                           // the budget was spent looking for shorter ones
    plain += a.solutions[0].moves.size();
    effort += b.solutions[0].moves.size();
  }
  EXPECT_LT(effort / n, plain / n);
}

// A node budget bounds the hunt like a time budget, but gives the same solution
// however loaded the machine (the 4x4x4 reduction's 3x3x3 stage relies on it).
TEST(TwoPhase, NodeBudgetIsDeterministic) {
  Searcher s(tables());
  Rng rng(23);
  for (int i = 0; i < 4; ++i) {
    const CubieCube c = random_cubie(rng);
    SolveOptions o;
    o.max_length = 21;
    o.keep_searching = true;
    const SolveResult a = s.solve(c, o, 100'000);
    const SolveResult b = s.solve(c, o, 100'000);
    ASSERT_EQ(a.status, Status::Solved);
    expect_solves(c, a.solutions[0].moves);
    EXPECT_EQ(a.solutions[0].moves, b.solutions[0].moves);
    EXPECT_LE(a.solutions[0].moves.size(), 21u);
    EXPECT_LT(a.nodes, 150'000u);  // checked every 4,096 nodes or 32 probes
  }
}

TEST(TwoPhase, ProgressIsReported) {
  Searcher s(tables());
  Rng rng(18);
  const CubieCube c = random_cubie(rng);
  int calls = 0, deepest = -1;
  SolveOptions o;
  o.progress = [&](int depth, uint64_t) {
    ++calls;
    deepest = std::max(deepest, depth);
  };
  const SolveResult r = s.solve(c, o);
  ASSERT_EQ(r.status, Status::Solved);
  EXPECT_GT(calls, 0);
  EXPECT_GE(deepest, 1);
}

TEST(TwoPhase, SearchersOnSeveralThreads) {
  auto t = tables();
  std::atomic<int> bad{0};
  auto work = [&](uint64_t seed) {
    Searcher s(t);
    Rng rng(seed);
    for (int i = 0; i < 100; ++i) {
      const CubieCube c = random_cubie(rng);
      const SolveResult r = s.solve(c);
      if (r.status != Status::Solved || apply(c, r.solutions[0].moves) != CubieCube{}) ++bad;
    }
  };
  std::thread a(work, 1), b(work, 2);
  a.join();
  b.join();
  EXPECT_EQ(bad.load(), 0);
}

TEST(TwoPhase, RandomStateScrambles) {
  const std::vector<Scramble> a = random_scrambles(30, 99);
  const std::vector<Scramble> b = random_scrambles(30, 99);
  ASSERT_EQ(a.size(), 30u);
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].moves, b[i].moves);  // reproducible from the seed
    EXPECT_EQ(apply(CubieCube{}, a[i].moves), a[i].state);
    EXPECT_GE(a[i].moves.size(), 2u);
    EXPECT_LE(a[i].moves.size(), static_cast<size_t>(kScrambleMaxLength));
    EXPECT_TRUE(a[i].state.is_solvable());
  }
  EXPECT_NE(random_scrambles(1, 100)[0].moves, a[0].moves);
  // The states are the seeded uniform random states (none needed redrawing here).
  Rng rng(99);
  EXPECT_EQ(random_cubie(rng), a[0].state);
}

TEST(TwoPhase, BenchReportsEveryFigure) {
  const BenchReport r = bench_twophase(20, 3, 21);
  EXPECT_EQ(r.count, 20);
  EXPECT_EQ(r.number("solved"), 20);
  EXPECT_EQ(r.failures, 0);
  EXPECT_GT(r.number("build_ms"), 0);
  EXPECT_GT(r.number("load_ms"), 0);
  EXPECT_GT(r.number("table_bytes"), 1000000);
  EXPECT_LE(r.median_ms, r.p99_ms);
  EXPECT_LE(r.p99_ms, r.max_ms);
  EXPECT_LE(r.max_length, 21);
  EXPECT_EQ(r.ms.size(), 20u);
  const std::string json = bench_report_json(r);
  for (const char* key : {"\"mean_ms\"", "\"median_ms\"", "\"p99_ms\"", "\"max_ms\"", "\"mean_length\"", "\"build_ms\"",
                          "\"load_ms\"", "\"table_bytes\""})
    EXPECT_NE(json.find(key), std::string::npos) << key;
  EXPECT_NE(bench_report_text(r).find("twophase: 20 random states, seed 3\n"), std::string::npos);
}

}  // namespace
}  // namespace cube::twophase
