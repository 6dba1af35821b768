// The 6x6x6's and 7x7x7's path (reduction_pseudo_solver.h): random states solved and
// every solution replayed on the stickers (by the core's moves, and again as text
// through the notation); the steps' ends (the glue, the inner cube reduced, the bars one colour,
// a pseudo-5x5x5 with no parity that reads as a valid 5x5x5, every turn replayed); the
// stages by their catalog codes; states one inner slice turn away (a wing orbit odd);
// the copies of their tables (the 4x4x4's and 5x5x5's sets); the 7x7x7's solution the same
// on any number of threads. One suite a size, in one
// process with the other big-cube suites (CMakeLists.txt, shared_process): the tables
// are built once.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>
#include <utility>

#include "core/cube_layout.h"
#include "core/facelets.h"
#include "core/notation.h"
#include "core/random_state.h"
#include "core/validate.h"
#include "solvers/reduction/reduction_bar_glue.h"
#include "solvers/reduction/reduction_bars.h"
#include "solvers/reduction/reduction_big_solver.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_inner_cube.h"
#include "solvers/reduction/reduction_pseudo_five.h"
#include "solvers/reduction/reduction_pseudo_solver.h"
#include "solvers/registry.h"

namespace cube {
namespace {

// solve_big(n, start) on one thread, solved once a process: ReductionSeven's threads
// test compares with the solution of SolvesRandomStates's first state.
const SolveResult& solved_on_one_thread(int n, const std::string& start) {
  static std::map<std::pair<int, std::string>, SolveResult> solved;
  const auto [it, fresh] = solved.try_emplace({n, start});
  if (fresh) it->second = reduction::solve_big(n, start, 1);
  return it->second;
}

// Solves, replays (moves and text), and returns the stage codes.
std::vector<std::string> solve_and_replay(int n, const std::string& start) {
  const SolveResult& r = solved_on_one_thread(n, start);
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
    EXPECT_FALSE(st.code.empty()) << st.name;  // the page names every stage by its code
    at = st.end;
    names.push_back(st.code);
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

// Steps 0, 1 and 2 from random states: the glue as glue_bars alone finds it, the inner
// cube reduced after it, the bars one colour with the inner cube kept, no parity, a
// valid 5x5x5 read; every turn replayed on the stickers.
void steps_end_as_they_must(int n, uint64_t seed, int count) {
  const reduction::BlockTurns& bt = reduction::block_turns(n);
  Rng rng(seed);
  for (int i = 0; i < count; ++i) {
    const std::string start = random_facelets(Puzzle{n}, rng);
    std::string glued = start;
    std::vector<int> glue;
    const int left = reduction::glue_bars(n, glued, &glue);
    std::string t = start;
    std::vector<int> glue2, inner, bars;
    std::string what;
    ASSERT_TRUE(reduction::reduce_to_pseudo_five(n, t, &glue2, &inner, &bars, &what)) << what;
    EXPECT_EQ(glue2, glue);
    std::string after_inner = glued;
    bt.play(after_inner, inner);
    EXPECT_TRUE(reduction::inner_cube_reduced(n, after_inner));
    // Step 1 moved the dominoes whole.
    EXPECT_EQ(reduction::dominoes_wrong(n, after_inner), left);
    std::string replay = after_inner;
    bt.play(replay, bars);
    EXPECT_EQ(replay, t);
    if (left == 0) EXPECT_TRUE(bars.empty());
    // Step 2 moved none of the inner cube's stickers, and paired every bar.
    for (int sticker : reduction::inner_stickers(n)) EXPECT_EQ(t[sticker], after_inner[sticker]) << sticker;
    EXPECT_TRUE(reduction::inner_cube_reduced(n, t));
    EXPECT_TRUE(reduction::bars_paired(n, t));
    EXPECT_TRUE(reduction::is_pseudo_five(n, t));
    EXPECT_FALSE(reduction::has_pseudo_five_parity(n, t));
    EXPECT_TRUE(validate(Puzzle{n}, t).ok());
    EXPECT_TRUE(validate(Puzzle{5}, reduction::pseudo_five_stickers(n, t)).ok());
  }
}

// The glue's argument: a state whose every domino shows F(its edge side) for an F that
// gives each colour to 4 edge sides (any such F: here random ones, the bar stickers
// written so) has every bar one colour once step 1 has reduced the inner cube.
void glue_then_step_one_pairs_the_bars(int n, uint64_t seed, int count) {
  Rng rng(seed);
  for (int i = 0; i < count; ++i) {
    std::string s = random_facelets(Puzzle{n}, rng);
    std::map<std::pair<char, char>, char> colour;  // edge side (shown, other) -> F
    for (const reduction::BarDomino& d : reduction::bar_dominoes(n)) colour[{s[d.edge], s[d.partner]}] = 0;
    ASSERT_EQ(colour.size(), 24u);
    std::string slots;
    for (int c = 0; c < 24; ++c) slots += "URFDLB"[c / 4];
    for (int k = 23; k > 0; --k) std::swap(slots[k], slots[rng.below(static_cast<uint32_t>(k + 1))]);
    int k = 0;
    for (auto& [side, c] : colour) c = slots[k++];
    for (const reduction::BarDomino& d : reduction::bar_dominoes(n)) s[d.bar] = colour[{s[d.edge], s[d.partner]}];
    ASSERT_TRUE(validate(Puzzle{n}, s).ok());  // each bar orbit still 4 of each colour
    EXPECT_EQ(reduction::dominoes_wrong(n, s), 0);
    EXPECT_FALSE(reduction::bars_paired(n, s));
    std::vector<int> inner;
    std::string what;
    ASSERT_TRUE(reduction::reduce_inner_cube(n, s, &inner, &what)) << what;
    EXPECT_TRUE(reduction::bars_paired(n, s));
    EXPECT_TRUE(reduction::is_pseudo_five(n, s));
    EXPECT_FALSE(reduction::has_pseudo_five_parity(n, s));
  }
}

constexpr uint64_t kRandomStatesSeed = 2026;

void solves_random_states(int n, const char* inner_code) {
  Rng rng(kRandomStatesSeed);
  for (int i = 0; i < 3; ++i) {
    const std::vector<std::string> codes = solve_and_replay(n, random_facelets(Puzzle{n}, rng));
    ASSERT_GE(codes.size(), 4u);
    EXPECT_EQ(codes[0], "stage_bar_glue");
    EXPECT_EQ(codes[1], inner_code);
    // Step 2 has a stage when the glue left a bar to pair.
    EXPECT_TRUE(codes[2] == "stage_centre_bars" || codes[2].rfind("stage_five_phase", 0) == 0) << codes[2];
    EXPECT_EQ(codes.back(), "stage_reduced_3x3x3");  // the 5x5x5 row's own stages last
  }
  // One inner slice quarter turn makes a wing orbit odd (a parity of the inner cube or
  // of the pseudo-5x5x5's wings): solved all the same.
  for (const char* alg : {"3R", "2R", "2R 3U'", "3Rw 2F'"}) {
    const std::string s = after(n, alg);
    SCOPED_TRACE(alg);
    solve_and_replay(n, s);
  }
}

TEST(ReductionSix, StepsEndAsTheyMust) { steps_end_as_they_must(6, 7, 3); }

TEST(ReductionSix, GlueThenStepOnePairsTheBars) { glue_then_step_one_pairs_the_bars(6, 11, 3); }

TEST(ReductionSix, SolvesRandomStatesAndEverySolutionReplays) { solves_random_states(6, "stage_inner_4x4x4"); }

// The 6x6x6's copy (reduction_entry.cpp) is the 4x4x4 row's set then the 5x5x5's (its
// inner cube, its pseudo-5x5x5), the 7x7x7's the 5x5x5's: the keys name them, the copies
// load back whole, and a cut or damaged one is refused; each under 256 MiB (issue 37).
TEST(ReductionSix, ItsTableCopyCarriesTheFourAndFiveSets) {
  registry::SolveRequest six, seven, four, five;
  six.puzzle = "6x6x6", seven.puzzle = "7x7x7", four.puzzle = "4x4x4", five.puzzle = "5x5x5";
  for (registry::SolveRequest* r : {&six, &seven, &four, &five}) r->solver = "reduction";
  EXPECT_EQ(registry::table_key(six),
            "cubesolver.reduction-6x6x6/v3+" + registry::table_key(four) + "+" + registry::table_key(five));
  EXPECT_EQ(registry::table_key(seven), "cubesolver.reduction-7x7x7/v2+" + registry::table_key(five));
  const registry::TableExport ex(six), ex4(four), ex5(five), ex7(seven);
  for (const registry::TableExport* e : {&ex, &ex4, &ex5, &ex7}) ASSERT_TRUE(e->ok()) << e->error();
  const auto bytes = [](const registry::TableExport& e) {
    std::vector<uint8_t> b(e.size());
    EXPECT_EQ(e.read(0, b.data(), b.size()), b.size());
    return b;
  };
  const std::vector<uint8_t> blob = bytes(ex), blob4 = bytes(ex4), blob5 = bytes(ex5);
  uint64_t first = 0;
  for (int i = 0; i < 8; ++i) first |= static_cast<uint64_t>(blob[i]) << (8 * i);
  ASSERT_EQ(first, blob4.size());
  ASSERT_EQ(8 + blob4.size() + blob5.size(), blob.size());
  EXPECT_TRUE(std::equal(blob4.begin(), blob4.end(), blob.begin() + 8));
  EXPECT_TRUE(std::equal(blob5.begin(), blob5.end(), blob.begin() + static_cast<std::ptrdiff_t>(8 + first)));
  EXPECT_EQ(ex7.size(), blob5.size());
  EXPECT_LE(blob.size(), 256u << 20);
  std::printf("the 6x6x6's copy: %zu bytes (the 4x4x4's %zu, the 5x5x5's %zu)\n", blob.size(), blob4.size(),
              blob5.size());
  std::string error;
  EXPECT_TRUE(registry::import_tables(six, blob, &error)) << error;
  EXPECT_TRUE(registry::import_tables(seven, blob5, &error)) << error;
  const std::vector<uint8_t> cut(blob.begin(), blob.begin() + 6);
  EXPECT_FALSE(registry::import_tables(six, cut, &error));
  EXPECT_NE(error.find("truncated"), std::string::npos) << error;
  for (size_t at : {size_t{8} + blob4.size() / 2, size_t{8} + first + blob5.size() / 2}) {  // in each part
    std::vector<uint8_t> damaged = blob;
    damaged[at] ^= 0x10;
    error.clear();
    EXPECT_FALSE(registry::import_tables(six, damaged, &error)) << at;
    EXPECT_FALSE(error.empty());
  }
  // The 4x4x4's set alone is not the 6x6x6's copy.
  error.clear();
  EXPECT_FALSE(registry::import_tables(six, blob4, &error));
  EXPECT_FALSE(error.empty());
  EXPECT_TRUE(registry::tables_ready(six));  // the tables built stay
}

TEST(ReductionSeven, StepsEndAsTheyMust) { steps_end_as_they_must(7, 8, 2); }

TEST(ReductionSeven, GlueThenStepOnePairsTheBars) { glue_then_step_one_pairs_the_bars(7, 12, 2); }

TEST(ReductionSeven, SolvesRandomStatesAndEverySolutionReplays) { solves_random_states(7, "stage_inner_5x5x5"); }

// Its five-phase searches (the inner 5x5x5's and the pseudo-5x5x5's) on 2 and 3 threads,
// one pool a solve (search_pool.h): the one thread's solution, move for move. The state:
// SolvesRandomStates's first, whose one-thread solve this process made already.
TEST(ReductionSeven, ThreadsGiveTheOneThreadsSolution) {
  Rng rng(kRandomStatesSeed);
  const std::string start = random_facelets(Puzzle{7}, rng);
  const SolveResult& one = solved_on_one_thread(7, start);
  ASSERT_EQ(one.status, SolveResult::Status::Solved) << one.message;
  for (int threads : {2, 3}) {
    const SolveResult many = reduction::solve_big(7, start, threads);
    ASSERT_EQ(many.status, SolveResult::Status::Solved) << threads << " threads: " << many.message;
    EXPECT_EQ(format_moves(many.solutions.front().moves), format_moves(one.solutions.front().moves))
        << threads << " threads";
  }
}

}  // namespace
}  // namespace cube
