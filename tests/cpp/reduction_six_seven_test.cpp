// The reduction of the 6x6x6 (to a pseudo-5x5x5: reduction_pseudo_solver.h) and the
// 7x7x7 (reduction_big_solver.h): random states solved and every solution replayed on
// the stickers (by the core's moves, and again as text through the notation); states
// made to need each parity; the stages' ends (the searched centre orbits home and the
// wing orbits even, then the centres home with the searched orbits untouched by the
// commutators, then the edges or the 6x6x6's inner pairs joined); the 6x6x6's parity
// swap found by simulation does what it must. One suite a size, in one
// process with the other big-cube suites (CMakeLists.txt, shared_process): each size's
// tables are built once (~9-20 s of CPU).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <tuple>

#include "core/cube_layout.h"
#include "core/facelets.h"
#include "core/notation.h"
#include "core/random_state.h"
#include "core/validate.h"
#include "solvers/reduction/reduction_big_centres.h"
#include "solvers/reduction/reduction_big_edges.h"
#include "solvers/reduction/reduction_big_solver.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_centre_cycles.h"
#include "solvers/reduction/reduction_orbit_stage.h"
#include "solvers/reduction/reduction_pseudo_five.h"
#include "solvers/reduction/reduction_pseudo_solver.h"
#include "solvers/registry.h"

namespace cube {
namespace {

bool orbit_home(int n, int orbit, const std::string& s) {
  const auto& o = cube_layout(n)->centres[orbit];
  for (int i = 0; i < 24; ++i)
    if (s[o[i]] != "URFDLB"[i / 4]) return false;
  return true;
}

std::string orbit_stickers(int n, int orbit, const std::string& s) {
  std::string out;
  for (int i : cube_layout(n)->centres[orbit]) out += s[i];
  return out;
}

// Solves, replays (moves and text), and returns the stage names.
std::vector<std::string> solve_and_replay(int n, const std::string& start) {
  const SolveResult r = reduction::solve_big(n, start);
  EXPECT_EQ(r.status, SolveResult::Status::Solved) << start << ": " << r.message;
  if (r.solutions.empty()) return {};
  const Solution& s = r.solutions.front();
  std::string f = start;
  EXPECT_EQ(apply_moves(Puzzle{n}, f, s.moves), -1);
  EXPECT_EQ(f, solved_facelets(Puzzle{n})) << start;
  const ParsedAlg text = parse_alg_for(n, format_moves(s.moves));
  std::string g = start;
  EXPECT_TRUE(text.ok);
  EXPECT_EQ(apply_moves(Puzzle{n}, g, text.moves), -1);
  EXPECT_EQ(g, f);
  EXPECT_FALSE(s.stages.empty());
  std::vector<std::string> names;
  int at = 0;
  for (const Stage& st : s.stages) {
    EXPECT_EQ(st.begin, at);
    EXPECT_FALSE(st.explanation.empty());
    at = st.end;
    names.push_back(st.name);
  }
  EXPECT_EQ(at, static_cast<int>(s.moves.size()));
  for (const Move& m : s.moves) EXPECT_TRUE(m.kind == Move::Kind::Face || m.kind == Move::Kind::Wide);
  return names;
}

std::string after(int n, const std::string& alg) {
  std::string s = solved_facelets(Puzzle{n});
  const ParsedAlg p = parse_alg_for(n, alg);
  EXPECT_TRUE(p.ok) << alg;
  apply_moves(Puzzle{n}, s, p.moves);
  return s;
}

// lines: the 7x7x7's first try, its +-centres searched (else the X-centres, the fallback).
void stages_end_as_they_must(int n, uint64_t seed, int count, bool lines = false) {
  const CubeLayout& l = *cube_layout(n);
  const std::vector<int> searched = reduction::searched_centre_orbits(n, lines);
  ASSERT_EQ(searched.size(), 2u);
  Rng rng(seed);
  for (int i = 0; i < count; ++i) {
    std::string s = random_facelets(Puzzle{n}, rng);
    std::vector<int> centres, cycles, edges;
    if (!reduction::solve_big_centres(n, s, &centres, lines)) {
      ASSERT_TRUE(lines);  // only the capped try may give up
      continue;
    }
    for (int o : searched) EXPECT_TRUE(orbit_home(n, o, s)) << o;
    for (int w = 0; w < static_cast<int>(l.wings.size()); ++w) EXPECT_EQ(reduction::wing_orbit_parity(n, w, s), 0);
    std::string kept;
    for (int o : searched) kept += orbit_stickers(n, o, s);
    const std::string before = s;
    ASSERT_TRUE(reduction::cycle_centres_home(n, s, &cycles, lines));
    std::string replay = before;
    reduction::block_turns(n).play(replay, cycles);
    EXPECT_EQ(replay, s);
    for (int o = 0; o < static_cast<int>(l.centres.size()); ++o) EXPECT_TRUE(orbit_home(n, o, s)) << o;
    std::string kept_after;
    for (int o : searched) kept_after += orbit_stickers(n, o, s);
    EXPECT_EQ(kept, kept_after);
    ASSERT_TRUE(reduction::pair_big_edges(n, s, &edges));
    for (int o = 0; o < static_cast<int>(l.centres.size()); ++o) EXPECT_TRUE(orbit_home(n, o, s)) << o;
    EXPECT_EQ(reduction::joined_edge_pieces(n, s), 12 * (n - 2));
  }
}

// The 6x6x6's reduction to a pseudo-5x5x5 (reduction_pseudo_solver.h), stage by stage:
// the inner X-centres home and the inner wings even; then every oblique beside its
// pair's colour, the inner X-centres and the kept obliques untouched by the
// commutators; then every inner pair joined with those centres still so; then no
// parity, a valid 5x5x5 read.
bool pseudo_centres(const std::string& s) {
  constexpr int n = 6;
  if (!orbit_home(n, 3, s)) return false;
  for (int i = 0; i < 24; ++i)
    if (s[cube_layout(n)->centres[2][i]] != reduction::centre_target(n, s, 2, i)) return false;
  return true;
}

TEST(ReductionSix, StagesEndAsTheyMust) {
  constexpr int n = 6;
  ASSERT_EQ(reduction::searched_centre_orbits(n), std::vector<int>{3});  // the inner X-centres
  Rng rng(7);
  for (int i = 0; i < 3; ++i) {
    std::string s = random_facelets(Puzzle{n}, rng);
    const std::string start = s;
    std::vector<int> centres, cycles, edges, parity;
    ASSERT_TRUE(reduction::solve_big_centres(n, s, &centres));
    EXPECT_TRUE(orbit_home(n, 3, s));
    EXPECT_EQ(reduction::wing_orbit_parity(n, 1, s), 0);
    const std::string kept = orbit_stickers(n, 1, s) + orbit_stickers(n, 3, s);
    ASSERT_TRUE(reduction::cycle_centres_home(n, s, &cycles));
    EXPECT_EQ(orbit_stickers(n, 1, s) + orbit_stickers(n, 3, s), kept);
    EXPECT_TRUE(pseudo_centres(s));
    ASSERT_TRUE(reduction::pair_inner_wings(n, s, &edges));
    EXPECT_TRUE(pseudo_centres(s));
    EXPECT_EQ(reduction::wing_orbit_parity(n, 1, s), 0);
    // All of it again through the one function, replayed from the start.
    std::string t = start;
    std::vector<int> c2, y2, e2;
    std::string what;
    ASSERT_TRUE(reduction::reduce_to_pseudo_five(n, t, &c2, &y2, &e2, &parity, &what)) << what;
    std::string replay = start;
    for (const std::vector<int>* part : {&c2, &y2, &e2, &parity}) reduction::block_turns(n).play(replay, *part);
    EXPECT_EQ(replay, t);
    EXPECT_TRUE(pseudo_centres(t));
    EXPECT_TRUE(reduction::is_pseudo_five(n, t));
    EXPECT_FALSE(reduction::has_pseudo_five_parity(n, t));
    EXPECT_TRUE(validate(Puzzle{5}, reduction::pseudo_five_stickers(n, t)).ok());
  }
}

TEST(ReductionSix, SolvesRandomStatesAndEverySolutionReplays) {
  Rng rng(2026);
  for (int i = 0; i < 3; ++i) {
    const std::vector<std::string> names = solve_and_replay(6, random_facelets(Puzzle{6}, rng));
    ASSERT_GE(names.size(), 3u);
    EXPECT_EQ(names[0], "Inner centres");
    EXPECT_EQ(names.back().rfind("5x5x5: ", 0), 0u) << names.back();  // the 5x5x5 row's own stages last
  }
}

TEST(ReductionSix, ParitySwapKeepsEveryGroupAndTogglesTheParity) {
  const std::vector<int> swap = reduction::pseudo_five_swap(6);
  std::string s = solved_facelets(Puzzle{6});
  reduction::block_turns(6).play(s, swap);
  EXPECT_TRUE(reduction::is_pseudo_five(6, s));
  EXPECT_TRUE(reduction::has_pseudo_five_parity(6, s));
  EXPECT_FALSE(validate(Puzzle{5}, reduction::pseudo_five_stickers(6, s)).ok());  // no 5x5x5 looks so
  // On pseudo-5x5x5s scrambled by the 5x5x5's turns mapped (every group one colour, the
  // obliques and inner X-centres not home): every group stays one colour.
  Rng rng(3);
  for (int trial = 0; trial < 5; ++trial) {
    std::string t = solved_facelets(Puzzle{6});
    std::vector<Move> moves;
    for (int k = 0; k < 40; ++k) {
      const std::string text = std::string(1, "URFDLB"[rng.below(6)]) + (rng.below(2) ? "w" : "") +
                               std::vector<std::string>{"", "2", "'"}[rng.below(3)];
      Move m;
      ASSERT_TRUE(reduction::pseudo_five_move(6, parse_alg_for(5, text).moves.front(), &m));
      moves.push_back(m);
    }
    ASSERT_EQ(apply_moves(Puzzle{6}, t, moves), -1);
    const bool before = reduction::has_pseudo_five_parity(6, t);
    reduction::block_turns(6).play(t, swap);
    EXPECT_TRUE(reduction::is_pseudo_five(6, t));
    EXPECT_NE(reduction::has_pseudo_five_parity(6, t), before);
  }
  // Solving the swapped cube takes the Parity stage alone (all else is solved after it).
  const std::vector<std::string> names = solve_and_replay(6, s);
  EXPECT_EQ(names, std::vector<std::string>{"Parity"});
}

TEST(ReductionSix, AnOddInnerWingOrbitIsMadeEvenByTheCentreStage) {
  // One inner slice quarter turn makes its wing orbit odd (the middle edges' flip parity
  // of the pseudo-5x5x5 when it is the inner one); the outer one is the 5x5x5's wings.
  for (const auto& [alg, odd1] : {std::tuple{"3R", 1}, {"2R 3U", 1}, {"3Rw 2F'", 1}, {"2R", 0}}) {
    std::string s = after(6, alg);
    EXPECT_EQ(reduction::wing_orbit_parity(6, 1, s), odd1) << alg;
    std::vector<int> centres;
    ASSERT_TRUE(reduction::solve_big_centres(6, s, &centres));
    EXPECT_EQ(reduction::wing_orbit_parity(6, 1, s), 0) << alg;
  }
  solve_and_replay(6, after(6, "3R"));
}

// The 6x6x6's copy (reduction_entry.cpp) carries the 5x5x5 row's set after its own:
// its key names both, it loads back whole, and a cut or damaged one is refused.
TEST(ReductionSix, ItsTableCopyCarriesTheFiveByFiveSet) {
  registry::SolveRequest six, five;
  six.puzzle = "6x6x6", six.solver = "reduction";
  five.puzzle = "5x5x5", five.solver = "reduction";
  EXPECT_EQ(registry::table_key(six), "cubesolver.reduction-6x6x6/v2+" + registry::table_key(five));
  const registry::TableExport ex(six), ex5(five);
  ASSERT_TRUE(ex.ok()) << ex.error();
  ASSERT_TRUE(ex5.ok()) << ex5.error();
  std::vector<uint8_t> blob(ex.size()), blob5(ex5.size());
  ASSERT_EQ(ex.read(0, blob.data(), blob.size()), blob.size());
  ASSERT_EQ(ex5.read(0, blob5.data(), blob5.size()), blob5.size());
  uint64_t own = 0;
  for (int i = 0; i < 8; ++i) own |= static_cast<uint64_t>(blob[i]) << (8 * i);
  ASSERT_EQ(8 + own + blob5.size(), blob.size());
  EXPECT_TRUE(std::equal(blob5.begin(), blob5.end(), blob.begin() + static_cast<std::ptrdiff_t>(8 + own)));
  std::printf("the 6x6x6's own tables: %llu bytes, with the 5x5x5's %zu\n", static_cast<unsigned long long>(own),
              blob.size());
  std::string error;
  EXPECT_TRUE(registry::import_tables(six, blob, &error)) << error;
  const std::vector<uint8_t> cut(blob.begin(), blob.begin() + 6);
  EXPECT_FALSE(registry::import_tables(six, cut, &error));
  EXPECT_NE(error.find("truncated"), std::string::npos) << error;
  std::vector<uint8_t> damaged = blob;
  damaged[8 + own + blob5.size() / 2] ^= 0x10;  // in the 5x5x5's part
  error.clear();
  EXPECT_FALSE(registry::import_tables(six, damaged, &error));
  EXPECT_FALSE(error.empty());
  EXPECT_TRUE(registry::tables_ready(six));  // the tables built stay
}

TEST(ReductionSeven, StagesEndAsTheyMust) {
  stages_end_as_they_must(7, 7, 1, false);
  stages_end_as_they_must(7, 8, 2, true);
}

TEST(ReductionSeven, SolvesRandomStatesAndEverySolutionReplays) {
  Rng rng(2026);
  for (int i = 0; i < 3; ++i) solve_and_replay(7, random_facelets(Puzzle{7}, rng));
  // Each wing orbit made odd by one inner slice turn, and both.
  for (const auto& [alg, odd0, odd1] : {std::tuple{"2R", 1, 0}, {"3R", 0, 1}, {"2R 3U", 1, 1}}) {
    const std::string s = after(7, alg);
    EXPECT_EQ(reduction::wing_orbit_parity(7, 0, s), odd0) << alg;
    EXPECT_EQ(reduction::wing_orbit_parity(7, 1, s), odd1) << alg;
    solve_and_replay(7, s);
  }
}

}  // namespace
}  // namespace cube
