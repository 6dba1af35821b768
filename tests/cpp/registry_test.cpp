// The solver registry: every registered solver solves random states and its solutions
// replay to solved (applied as text, to facelets); bad input and unknown names give
// clear errors; scrambles make the states they name; tables round-trip as bytes.
#include "solvers/registry.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "core/facelets.h"
#include "core/notation.h"
#include "core/random_state.h"
#include "puzzles/8puzzle/sliding_board.h"
#include "solvers/optimal/optimal_tables.h"
#include "solvers/self_check.h"

namespace {

namespace reg = cube::registry;
using Status = cube::SolveResult::Status;

// The state each puzzle's solutions must reach: every face one colour (cubes), or the
// default goal (8-puzzle).
bool reaches_goal(const std::string& puzzle, const std::string& state, const std::string& moves) {
  // The Pyraminx and the Skewb: replayed by the core here, on models of their own in
  // twisty_test.cpp.
  if (puzzle == "pyraminx" || puzzle == "skewb") return reg::replay(puzzle, state, moves).empty();
  // The Clock: the same, on TNoodle's model of its moves in clock_test.cpp.
  if (puzzle == "clock") return reg::replay(puzzle, state, moves).empty();
  // The Square-1: the same, on TNoodle's arrays in sq1_test.cpp.
  if (puzzle == "sq1") return reg::replay(puzzle, state, moves).empty();
  if (puzzle == "8puzzle") {
    auto board = cube::sliding::parse_board(state);
    auto slides = cube::sliding::parse_slides(moves);
    return board.ok && slides.ok && cube::sliding::apply(board.board, slides.slides) < 0 &&
           board.board == cube::sliding::default_goal();
  }
  const cube::Puzzle p = *cube::parse_puzzle(puzzle);
  const cube::ParsedAlg alg = cube::parse_alg(moves);
  std::string f = state;
  if (!alg.ok || cube::apply_moves(p, f, alg.moves) >= 0) return false;
  const size_t per_face = f.size() / 6;
  for (size_t i = 0; i < f.size(); ++i)
    if (f[i] != f[i - i % per_face]) return false;
  return true;
}

std::string random_state(const std::string& puzzle, cube::Rng& rng) {
  if (puzzle == "3x3x3") return cube::to_facelets(cube::random_cubie(rng));
  if (puzzle == "2x2x2") return cube::to_facelets(cube::random_corners(rng));
  if (puzzle == "pyraminx" || puzzle == "skewb" || puzzle == "4x4x4" || puzzle == "clock" || puzzle == "sq1")
    return reg::random_state(puzzle, rng);
  return cube::sliding::format_board(cube::sliding::random_board(rng));
}

int count_words(const std::string& s) {
  int n = 0;
  bool in_word = false;
  for (char c : s) {
    n += c != ' ' && !in_word;
    in_word = c != ' ';
  }
  return n;
}

// The words a solution's length counts: all but the Clock's y2 (free in the WCA's count).
int counted_words(const std::string& s) {
  int free = 0;
  for (size_t at = s.find("y2"); at != std::string::npos; at = s.find("y2", at + 2)) ++free;
  return count_words(s) - free;
}

TEST(Registry, ListsEverySolverWithItsPuzzleAndDefaults) {
  ASSERT_GE(reg::solvers().size(), 3u);
  for (const reg::SolverInfo& s : reg::solvers()) {
    EXPECT_EQ(reg::find_solver(s.name), &s);
    EXPECT_FALSE(s.title.empty());
    EXPECT_FALSE(s.puzzles.empty());
  }
  EXPECT_EQ(reg::default_solver("3x3x3"), "twophase");
  EXPECT_EQ(reg::default_solver("2x2"), "pocket");
  EXPECT_EQ(reg::default_solver("8puzzle"), "sliding");
  EXPECT_EQ(reg::default_solver("4x4x4"), "reduction");
  EXPECT_EQ(reg::default_solver("5x5x5"), "reduction");
  EXPECT_EQ(reg::find_solver("nope"), nullptr);
  EXPECT_EQ(reg::canonical_puzzle("333"), "3x3x3");
  EXPECT_EQ(reg::canonical_puzzle("8-Puzzle"), "8puzzle");
}

TEST(Registry, EverySolverSolvesRandomStatesThatReplayToSolved) {
  for (const reg::SolverInfo& info : reg::solvers()) {
    if (info.name == "goal") continue;         // needs a goal (GoalSolver* below)
    if (info.name == "optimal") continue;      // minutes a random state (Optimal* below)
    if (info.name == "megaminx") continue;     // random states of its own (megaminx_test.cpp)
    if (info.name == "sq1-optimal") continue;  // seconds a random state (sq1_test.cpp)
    const std::string puzzle = info.puzzles.front();
    cube::Rng rng(42);
    for (int i = 0; i < 8; ++i) {
      reg::SolveRequest req;
      req.puzzle = puzzle;
      req.solver = info.name;
      req.state = random_state(puzzle, rng);
      const reg::SolveReply r = reg::solve(req);
      ASSERT_EQ(r.status, Status::Solved) << info.name << " " << req.state << ": " << r.message;
      EXPECT_EQ(r.solver, info.name);
      ASSERT_FALSE(r.solutions.empty());
      const reg::TextSolution& s = r.solutions.front();
      EXPECT_TRUE(reaches_goal(puzzle, req.state, s.moves)) << info.name << " " << req.state << ": " << s.moves;
      // The Square-1 counts slashes only (its turns are free).
      const int counted =
          puzzle == "sq1" ? static_cast<int>(std::count(s.moves.begin(), s.moves.end(), '/')) : counted_words(s.moves);
      EXPECT_EQ(counted, s.length) << info.name;
      for (const cube::Stage& st : s.stages) {
        EXPECT_LE(0, st.begin);
        EXPECT_LE(st.begin, st.end);
        EXPECT_LE(st.end, count_words(s.moves)) << info.name << " stage " << st.name;
      }
    }
  }
}

TEST(Registry, EmptySolverMeansThePuzzlesDefault) {
  reg::SolveRequest req;
  req.puzzle = "2x2x2";
  req.state = "UUUURRRRFFFFDDDDLLLLBBBB";
  reg::SolveReply r = reg::solve(req);
  EXPECT_EQ(r.status, Status::Solved);
  EXPECT_EQ(r.solver, "pocket");
  ASSERT_EQ(r.solutions.size(), 1u);
  EXPECT_EQ(r.solutions[0].moves, "");
  req.puzzle = "8puzzle";
  req.state = "1 2 3 4 5 6 7 0 8";
  r = reg::solve(req);
  EXPECT_EQ(r.solver, "sliding");
  ASSERT_EQ(r.status, Status::Solved);
  EXPECT_EQ(r.solutions[0].moves, "R");
}

TEST(Registry, ColoursAreReadThroughTheCentres) {
  reg::SolveRequest req;
  std::string colours = cube::solved_facelets(cube::Puzzle::Cube3);
  cube::apply_moves(cube::Puzzle::Cube3, colours, cube::parse_alg("R U F").moves);
  for (char& c : colours) c = std::string("WRGYOB")[std::string("URFDLB").find(c)];
  req.state = colours;
  const reg::SolveReply r = reg::solve(req);
  ASSERT_EQ(r.status, Status::Solved) << r.message;
  EXPECT_TRUE(reaches_goal("3x3x3", colours, r.solutions[0].moves));
}

TEST(Registry, BadStatesNameEveryProblem) {
  std::string twisted = cube::solved_facelets(cube::Puzzle::Cube3);
  // Twist the URF corner (stickers U9, R1, F3) and flip the UF edge (U8, F2).
  twisted[8] = 'R', twisted[9] = 'F', twisted[20] = 'U';
  std::swap(twisted[7], twisted[19]);
  reg::SolveRequest req;
  req.state = twisted;
  reg::SolveReply r = reg::solve(req);
  EXPECT_EQ(r.status, Status::BadInput);
  EXPECT_NE(r.message.find("twist"), std::string::npos) << r.message;
  EXPECT_NE(r.message.find("flip"), std::string::npos) << r.message;
  EXPECT_TRUE(r.solutions.empty());

  req.state = "UUUU";
  r = reg::solve(req);
  EXPECT_EQ(r.status, Status::BadInput);
  EXPECT_NE(r.message.find("54"), std::string::npos) << r.message;

  req.puzzle = "8puzzle";
  req.state = "1 2 3 4 5 6 7 8 8";
  r = reg::solve(req);
  EXPECT_EQ(r.status, Status::BadInput);
  EXPECT_FALSE(r.message.empty());
}

TEST(Registry, UnknownNamesAndOptionsASolverDoesNotTakeAreClearErrors) {
  reg::SolveRequest req;
  req.state = cube::solved_facelets(cube::Puzzle::Cube3);
  req.solver = "kociemba9000";
  reg::SolveReply r = reg::solve(req);
  EXPECT_EQ(r.status, Status::BadInput);
  EXPECT_NE(r.message.find("unknown solver 'kociemba9000'"), std::string::npos) << r.message;
  EXPECT_NE(r.message.find("twophase"), std::string::npos) << r.message;  // lists the known ones

  req.solver = "pocket";
  r = reg::solve(req);
  EXPECT_EQ(r.status, Status::BadInput);
  EXPECT_NE(r.message.find("does not solve the 3x3x3"), std::string::npos) << r.message;

  req.solver = "";
  req.puzzle = "gigaminx";
  r = reg::solve(req);
  EXPECT_NE(r.message.find("unknown puzzle 'gigaminx'"), std::string::npos) << r.message;

  req.puzzle = "3x3x3";
  req.goal = "xxxxUxxxx" + std::string(45, 'x');
  r = reg::solve(req);
  EXPECT_EQ(r.status, Status::BadInput);
  EXPECT_NE(r.message.find("takes no goal"), std::string::npos) << r.message;
  req.goal.clear();
  req.metric = "qtm";
  r = reg::solve(req);
  EXPECT_EQ(r.status, Status::BadInput);
  EXPECT_NE(r.message.find("HTM only"), std::string::npos) << r.message;
}

TEST(Registry, PocketTakesGoalMovesAndMetric) {
  reg::SolveRequest req;
  req.puzzle = "2x2x2";
  req.state = reg::apply_scramble("2x2x2", "R U R' U'").state;
  req.metric = "qtm";
  reg::SolveReply r = reg::solve(req);
  ASSERT_EQ(r.status, Status::Solved) << r.message;
  EXPECT_EQ(r.solutions[0].length, 4);
  req.metric = "";
  req.state = reg::apply_scramble("2x2x2", "R2 U2").state;
  req.moves = "<R,U>";
  r = reg::solve(req);
  ASSERT_EQ(r.status, Status::Solved) << r.message;
  EXPECT_EQ(r.solutions[0].moves, "U2 R2");
  req.moves = "Q";
  r = reg::solve(req);
  EXPECT_EQ(r.status, Status::BadInput);
  EXPECT_EQ(r.message.rfind("moves: ", 0), 0u) << r.message;
}

TEST(Registry, LimitsGiveNoSolutionAndCancelIsHonoured) {
  reg::SolveRequest req;
  req.state = reg::apply_scramble("3x3x3", "R U F D L B").state;
  req.options.max_length = 3;
  reg::SolveReply r = reg::solve(req);
  EXPECT_EQ(r.status, Status::NoSolution);
  EXPECT_TRUE(r.solutions.empty());
  req.options.max_length = -1;
  std::atomic<bool> cancel{true};
  req.options.cancel = &cancel;
  r = reg::solve(req);
  EXPECT_EQ(r.status, Status::Cancelled);
}

TEST(Registry, ScramblesMakeTheStatesTheyNameAndRepeatFromTheSeed) {
  for (const char* puzzle : {"3x3x3", "2x2x2", "8puzzle"}) {
    for (uint64_t seed : {1u, 2u, 3u}) {
      const reg::Scramble s = reg::scramble(puzzle, seed);
      ASSERT_TRUE(s.ok) << puzzle;
      EXPECT_FALSE(s.moves.empty()) << puzzle;
      const reg::ScrambledState made = reg::apply_scramble(puzzle, s.moves);
      ASSERT_TRUE(made.ok) << made.error;
      EXPECT_EQ(made.state, s.state) << puzzle << " seed " << seed;
      EXPECT_EQ(reg::scramble(puzzle, seed).moves, s.moves);
    }
  }
  EXPECT_LE(count_words(reg::scramble("3x3x3", 9).moves), 21);
  EXPECT_FALSE(reg::scramble("gigaminx", 1).ok);
  const reg::ScrambledState bad = reg::apply_scramble("3x3x3", "R U Q");
  EXPECT_FALSE(bad.ok);
  EXPECT_NE(bad.error.find("column 5"), std::string::npos) << bad.error;
  EXPECT_FALSE(reg::apply_scramble("2x2x2", "M").ok);
  EXPECT_FALSE(reg::apply_scramble("8puzzle", "D").ok);  // the blank starts in the bottom row
}

TEST(Registry, TablesExportAndImportAsBytes) {
  for (const reg::SolverInfo& info : reg::solvers()) {
    ASSERT_TRUE(reg::build_tables(info.name));
    EXPECT_TRUE(reg::tables_ready(info.name)) << info.name;
    const std::vector<uint8_t> bytes = reg::export_tables(info.name);
    EXPECT_EQ(!bytes.empty(), info.needs_tables) << info.name;
    EXPECT_EQ(!reg::table_set_name(info.name).empty(), info.needs_tables) << info.name;
    if (!info.needs_tables) continue;
    std::string error;
    EXPECT_TRUE(reg::import_tables(info.name, bytes, &error)) << info.name << ": " << error;
    std::vector<uint8_t> corrupt = bytes;
    corrupt[corrupt.size() / 2] ^= 0x40;
    error.clear();
    EXPECT_FALSE(reg::import_tables(info.name, corrupt, &error)) << info.name;
    EXPECT_FALSE(error.empty());
  }
  std::string error;
  EXPECT_FALSE(reg::import_tables("nope", nullptr, 0, &error));
  EXPECT_NE(error.find("unknown solver"), std::string::npos);
  EXPECT_FALSE(reg::build_tables("nope"));
}

TEST(Registry, SolvesFromSeveralThreadsAtOnce) {
  std::vector<std::string> states;
  cube::Rng rng(7);
  for (int i = 0; i < 16; ++i) states.push_back(random_state("3x3x3", rng));
  std::vector<reg::SolveReply> replies(states.size());
  std::vector<std::thread> threads;
  for (int t = 0; t < 2; ++t) {
    threads.emplace_back([&, t] {
      for (size_t i = t; i < states.size(); i += 2) {
        reg::SolveRequest req;
        req.state = states[i];
        replies[i] = reg::solve(req);
      }
    });
  }
  for (auto& t : threads) t.join();
  for (size_t i = 0; i < states.size(); ++i) {
    ASSERT_EQ(replies[i].status, Status::Solved);
    EXPECT_LE(replies[i].solutions[0].length, 20);
    EXPECT_TRUE(reaches_goal("3x3x3", states[i], replies[i].solutions[0].moves));
  }
}

}  // namespace

// ---- The goal solver through the registry ------------------------------------------

namespace {

// The facelets after `moves`, or "" when they do not apply.
std::string after(const std::string& state, const std::string& moves) {
  const cube::ParsedAlg alg = cube::parse_alg(moves);
  std::string f = state;
  if (!alg.ok || cube::apply_moves(cube::Puzzle::Cube3, f, alg.moves) >= 0) return "";
  return f;
}

// The D cross: D edges and the side stickers below the side centres match the centres
// (facelets U R F D L B, 9 each, row by row).
constexpr int kCross[][2] = {{28, 31}, {30, 31}, {32, 31}, {34, 31}, {16, 13}, {25, 22}, {43, 40}, {52, 49}};
bool cross_on_d(const std::string& f) {
  if (f.size() != 54) return false;
  for (const auto& [sticker, centre] : kCross)
    if (f[sticker] != f[centre]) return false;
  return true;
}

}  // namespace

TEST(Registry, GoalSolverIsListedAndNeedsAGoal) {
  const reg::SolverInfo* info = reg::find_solver("goal");
  ASSERT_NE(info, nullptr);
  EXPECT_TRUE(info->takes_goal);
  EXPECT_TRUE(info->takes_moves);
  reg::SolveRequest req;
  req.solver = "goal";
  req.state = cube::solved_facelets(cube::Puzzle::Cube3);
  const reg::SolveReply r = reg::solve(req);
  EXPECT_EQ(r.status, Status::BadInput);
  EXPECT_NE(r.message.find("goal"), std::string::npos) << r.message;
}

TEST(Registry, GoalSolverCrossPresetReplaysToTheCross) {
  cube::Rng rng(7);
  for (int i = 0; i < 6; ++i) {
    reg::SolveRequest req;
    req.solver = "goal";
    req.state = random_state("3x3x3", rng);
    req.goal = "cross";
    const reg::SolveReply r = reg::solve(req);
    ASSERT_EQ(r.status, Status::Solved) << req.state << ": " << r.message;
    EXPECT_EQ(r.solver, "goal");
    ASSERT_FALSE(r.solutions.empty());
    const reg::TextSolution& s = r.solutions.front();
    EXPECT_LE(s.length, 8);
    EXPECT_EQ(count_words(s.moves), s.length);
    EXPECT_TRUE(cross_on_d(after(req.state, s.moves))) << req.state << ": " << s.moves;

    // The same goal drawn as a pattern (x: any sticker) gives a solution as short.
    std::string pattern(54, 'x');
    const std::string solved = cube::solved_facelets(cube::Puzzle::Cube3);
    for (int c : {4, 13, 22, 31, 40, 49}) pattern[c] = solved[c];
    for (const auto& [sticker, centre] : kCross) pattern[sticker] = solved[sticker];
    req.goal = pattern;
    const reg::SolveReply p = reg::solve(req);
    ASSERT_EQ(p.status, Status::Solved) << p.message;
    EXPECT_EQ(p.solutions.front().length, s.length);
    EXPECT_TRUE(cross_on_d(after(req.state, p.solutions.front().moves)));
  }
}

TEST(Registry, GoalSolverKeepsToTheAllowedMoves) {
  cube::Rng rng(11);
  for (int i = 0; i < 4; ++i) {
    reg::SolveRequest req;
    req.solver = "goal";
    req.state = random_state("3x3x3", rng);
    req.goal = "cross";
    req.moves = "no B";
    const reg::SolveReply r = reg::solve(req);
    ASSERT_EQ(r.status, Status::Solved) << r.message;
    const std::string& moves = r.solutions.front().moves;
    EXPECT_EQ(moves.find('B'), std::string::npos) << moves;
    EXPECT_TRUE(cross_on_d(after(req.state, moves))) << moves;
  }
}

TEST(Registry, GoalSolverChainsGiveStagesAndNeutralPrefixWorks) {
  cube::Rng rng(5);
  reg::SolveRequest req;
  req.solver = "goal";
  req.state = random_state("3x3x3", rng);
  req.goal = "cross, pair";
  const reg::SolveReply r = reg::solve(req);
  ASSERT_EQ(r.status, Status::Solved) << r.message;
  const reg::TextSolution& s = r.solutions.front();
  ASSERT_EQ(s.stages.size(), 2u);
  EXPECT_EQ(s.stages.back().end, s.length);
  EXPECT_TRUE(cross_on_d(after(req.state, s.moves)));

  req.goal = "cn: cross";
  const reg::SolveReply n = reg::solve(req);
  ASSERT_EQ(n.status, Status::Solved) << n.message;
  req.goal = "cross";
  EXPECT_LE(n.solutions.front().length, reg::solve(req).solutions.front().length);
}

TEST(Registry, GoalSolverNamesABadPattern) {
  reg::SolveRequest req;
  req.solver = "goal";
  req.state = cube::solved_facelets(cube::Puzzle::Cube3);
  req.goal = "UUUUxxQQ";
  const reg::SolveReply r = reg::solve(req);
  EXPECT_EQ(r.status, Status::BadInput);
  EXPECT_FALSE(r.message.empty());
  EXPECT_NE(r.message.find("goal"), std::string::npos) << r.message;
}

TEST(Registry, GoalTablesFollowTheSelectedGoal) {
  // The request's goal selects the tables; nothing is remembered between calls.
  reg::SolveRequest req;
  req.solver = "goal";
  req.goal = "eoline";
  const std::string key = reg::table_key(req);
  EXPECT_EQ(key.rfind("cubesolver.goal/", 0), 0u) << key;
  EXPECT_EQ(reg::table_key(req), key);
  req.goal = "cross";
  EXPECT_NE(reg::table_key(req), key);
  ASSERT_TRUE(reg::build_tables(req));
  EXPECT_TRUE(reg::tables_ready(req));
  req.solver = "twophase";
  req.goal = "";
  EXPECT_EQ(reg::table_key(req), reg::table_set_name("twophase"));
}

// ---- The optimal solver through the registry -----------------------------------------

namespace {

reg::SolveRequest optimal_request(const std::string& scramble) {
  reg::SolveRequest req;
  req.solver = "optimal";
  req.state = reg::apply_scramble("3x3x3", scramble).state;
  return req;
}

}  // namespace

TEST(Registry, OptimalSolverIsListedAndSolvesShortScramblesOptimally) {
  const reg::SolverInfo* info = reg::find_solver("optimal");
  ASSERT_NE(info, nullptr);
  EXPECT_TRUE(info->needs_tables);
  EXPECT_EQ(info->puzzles, std::vector<std::string>{"3x3x3"});
  // Scrambles of n moves with no shorter solution known to exist: the solution is at
  // most n moves, proven optimal, and replays to solved.
  const std::pair<const char*, int> cases[] = {
      {"R U R' U'", 4}, {"R U F' L2 D B' R2 U'", 8}, {"U2 D2 F2 B2 L2 R2", 6}, {"", 0}};
  for (const auto& [scramble, at_most] : cases) {
    reg::SolveRequest req = optimal_request(scramble);
    const reg::SolveReply r = reg::solve(req);
    ASSERT_EQ(r.status, Status::Solved) << scramble << ": " << r.message;
    EXPECT_EQ(r.solver, "optimal");
    ASSERT_EQ(r.solutions.size(), 1u);
    EXPECT_TRUE(r.solutions[0].optimal) << scramble;
    EXPECT_LE(r.solutions[0].length, at_most) << scramble;
    EXPECT_TRUE(reaches_goal("3x3x3", req.state, r.solutions[0].moves)) << scramble << ": " << r.solutions[0].moves;
  }
  // Checkerboard (U2 D2 F2 B2 L2 R2) is exactly 6.
  const reg::SolveReply r = reg::solve(optimal_request("U2 D2 F2 B2 L2 R2"));
  EXPECT_EQ(r.solutions[0].length, 6);
}

TEST(Registry, OptimalSolverObeysBudgetCancelAndThreads) {
  reg::SolveRequest req = optimal_request("R U F' L2 D B' R2 U' F D2 L' B R' U2 F' D B2");
  req.options.time_ms = 1;
  reg::SolveReply r = reg::solve(req);
  ASSERT_EQ(r.status, Status::Solved) << r.message;
  EXPECT_TRUE(r.timed_out);
  ASSERT_FALSE(r.solutions.empty());
  EXPECT_FALSE(r.solutions[0].optimal);
  EXPECT_EQ(r.message.rfind("not proven optimal", 0), 0u) << r.message;
  EXPECT_TRUE(reaches_goal("3x3x3", req.state, r.solutions[0].moves));

  std::atomic<bool> cancel{true};
  req.options = {};
  req.options.cancel = &cancel;
  EXPECT_EQ(reg::solve(req).status, Status::Cancelled);

  req = optimal_request("R U F' L2 D B' R2 U' F");
  req.threads = 2;
  r = reg::solve(req);
  ASSERT_EQ(r.status, Status::Solved) << r.message;
  EXPECT_TRUE(r.solutions[0].optimal);
  EXPECT_TRUE(reaches_goal("3x3x3", req.state, r.solutions[0].moves));
}

TEST(Registry, OptimalTableOptionIsNamedWhenWrongOrUnexpected) {
  reg::SolveRequest req = optimal_request("R U");
  req.table = "huge";
  reg::SolveReply r = reg::solve(req);
  EXPECT_EQ(r.status, Status::BadInput);
  EXPECT_NE(r.message.find("unknown table 'huge'"), std::string::npos) << r.message;
  EXPECT_NE(r.message.find("small, medium, large or xlarge"), std::string::npos) << r.message;
  EXPECT_EQ(reg::table_key(req), "");

  req.solver = "twophase";
  req.table = "large";
  r = reg::solve(req);
  EXPECT_EQ(r.status, Status::BadInput);
  EXPECT_NE(r.message.find("takes no table option"), std::string::npos) << r.message;

  req.table = "";
  req.threads = 2;
  r = reg::solve(req);
  EXPECT_EQ(r.status, Status::BadInput);
  EXPECT_NE(r.message.find("takes no threads option"), std::string::npos) << r.message;
  req.solver = "optimal";
  req.threads = 0;
  r = reg::solve(req);
  EXPECT_EQ(r.status, Status::BadInput);
  EXPECT_NE(r.message.find("threads must be from 1 to 64"), std::string::npos) << r.message;
}

TEST(Registry, OptimalTableKeySelectsTheSize) {
  // The request's table choice selects the size; nothing is remembered between calls.
  reg::SolveRequest req;
  req.solver = "optimal";
  req.table = "large";  // named only: nothing is built here (~1 GB)
  EXPECT_EQ(reg::table_key(req), "cubesolver.optimal.large/v" + std::to_string(cube::optimal::kTableSetVersion));
  EXPECT_NE(reg::table_set_name("optimal"), reg::table_key(req));  // the name alone: the default, small
  EXPECT_FALSE(reg::tables_ready(req));                            // the large ones are not built

  req.table = "";  // small, the default
  const std::string small = reg::table_key(req);
  EXPECT_EQ(small, "cubesolver.optimal.small/v" + std::to_string(cube::optimal::kTableSetVersion));
  EXPECT_EQ(reg::table_set_name("optimal"), small);
  req.table = "Small";
  EXPECT_EQ(reg::table_key(req), small);
  ASSERT_TRUE(reg::build_tables(req));
  EXPECT_TRUE(reg::tables_ready(req));
  const std::vector<uint8_t> bytes = reg::export_tables(req);
  ASSERT_FALSE(bytes.empty());

  // The small tables do not pass for the large ones.
  req.table = "large";
  std::string error;
  EXPECT_FALSE(reg::import_tables(req, bytes, &error));
  EXPECT_NE(error.find("large ones are selected"), std::string::npos) << error;
  req.table = "small";
  EXPECT_TRUE(reg::import_tables(req, bytes, &error)) << error;
  EXPECT_TRUE(reg::tables_ready(req));
}
