// The Square-1 (puzzles/sq1, solvers/sq1): its moves against TNoodle's arrays written out
// here, the WCA notation's errors by column (a slash the shape refuses among them), the
// state text's messages, the random state and the scramble, and the solvers: every
// solution replayed, the two-phase lengths, the optimal solver's lengths against an
// independent breadth-first search of the states a few slashes from solved.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <set>
#include <string>
#include <vector>

#include "core/random_state.h"
#include "puzzles/puzzle_table.h"
#include "puzzles/sq1/sq1_model.h"
#include "puzzles/sq1/sq1_notation.h"
#include "puzzles/sq1/sq1_random.h"
#include "puzzles/sq1/sq1_shapes.h"
#include "puzzles/sq1/sq1_state.h"
#include "solvers/registry.h"
#include "solvers/self_check.h"
#include "solvers/sq1/sq1_optimal.h"
#include "solvers/sq1/sq1_twophase.h"

namespace cube::sq1 {
namespace {

// TNoodle's SquareOneState, written independently of sq1_model.cpp: its piece array, its
// doRotateTopAndBottom and doSlash and canSlash.
struct Tnoodle {
  std::array<int, 24> pieces = {0, 0, 1, 2, 2, 3, 4, 4, 5, 6, 6, 7, 8, 9, 9, 10, 11, 11, 12, 13, 13, 14, 15, 15};
  bool slice_solved = true;
  void rotate(int top, int bottom) {
    top = ((-top % 12) + 12) % 12;
    bottom = ((-bottom % 12) + 12) % 12;
    std::array<int, 24> n = pieces;
    for (int i = 0; i < 12; ++i) n[i] = pieces[(top + i) % 12];
    for (int i = 0; i < 12; ++i) n[i + 12] = pieces[12 + (bottom + i) % 12];
    pieces = n;
  }
  bool can_slash() const {
    return pieces[0] != pieces[11] && pieces[6] != pieces[5] && pieces[12] != pieces[23] && pieces[18] != pieces[17];
  }
  void slash() {
    for (int i = 0; i < 6; ++i) std::swap(pieces[i + 12], pieces[i + 6]);
    slice_solved = !slice_solved;
  }
};

Sq1 played(const std::string& moves) {
  const ParsedMoves p = parse_moves(moves);
  EXPECT_TRUE(p.ok) << moves << ": " << p.error;
  const Played r = play(solved(), p.moves);
  EXPECT_TRUE(r.ok) << moves << ": " << r.error;
  return r.state;
}

bool solves(const Sq1& start, const std::vector<Sq1Move>& moves) {
  // Written and read back, so that the text is what is checked.
  const ParsedMoves p = parse_moves(format_moves(moves));
  if (!p.ok) return false;
  const Played r = play(start, p.moves);
  return r.ok && is_solved(r.state);
}

TEST(Sq1Moves, AgreeWithTnoodlesArrays) {
  Rng rng(7);
  for (int run = 0; run < 50; ++run) {
    Tnoodle t;
    Sq1 s = solved();
    for (int step = 0; step < 30; ++step) {
      const int top = static_cast<int>(rng.below(12)) - 5, bottom = static_cast<int>(rng.below(12)) - 5;
      t.rotate(top, bottom);
      turn(s, top, bottom);
      ASSERT_EQ(t.can_slash(), can_slash(s));
      if (t.can_slash()) {
        t.slash();
        slash(s);
      }
      for (int i = 0; i < 24; ++i) ASSERT_EQ(t.pieces[i], s.slots[i]) << run << " " << step << " slot " << i;
      ASSERT_EQ(t.slice_solved, !s.middle_flipped);
    }
  }
}

TEST(Sq1Moves, TheWcaHoldingAllowsOneTwelfthOneWayOnly) {
  // Held with the short middle piece on the left at the front: (1,-1)/ can be made from
  // solved, (-1,1)/ cannot (speedsolving.com's Square-1 notation).
  const ParsedMoves ok = parse_moves("(1,-1)/");
  ASSERT_TRUE(ok.ok);
  EXPECT_TRUE(play(solved(), ok.moves).ok);
  const ParsedMoves bad = parse_moves("(-1,1) /");
  ASSERT_TRUE(bad.ok);
  const Played r = play(solved(), bad.moves);
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.column, 8) << r.error;
  EXPECT_NE(r.error.find("column 8"), std::string::npos) << r.error;
  EXPECT_NE(r.error.find("slash 1"), std::string::npos) << r.error;
  EXPECT_NE(r.error.find("UFL corner (A)"), std::string::npos) << r.error;
  // The second slash of a longer line, named with its column.
  const ParsedMoves later = parse_moves("(1,0) / (0,1) / (3,0) /");
  const Played r2 = play(solved(), later.moves);
  EXPECT_FALSE(r2.ok);
  EXPECT_EQ(r2.column, 15) << r2.error;
  EXPECT_NE(r2.error.find("slash 2"), std::string::npos) << r2.error;
}

TEST(Sq1Notation, ReadsTheWcaFormSpacesOptional) {
  const ParsedMoves a = parse_moves("(1,0) / (-1,-1) / (0,1)");
  const ParsedMoves b = parse_moves("( 1 , 0 )/(-1, -1)/ (0,+1)");
  ASSERT_TRUE(a.ok && b.ok) << a.error << b.error;
  EXPECT_EQ(format_moves(a.moves), "(1,0) / (-1,-1) / (0,1)");
  EXPECT_EQ(format_moves(b.moves), format_moves(a.moves));
  EXPECT_EQ(slash_count(a.moves), 2);
  // Amounts written as TNoodle writes them, -5..6; (0,0) left out.
  EXPECT_EQ(format_moves(parse_moves("(7,-6) / (0,0) / (11,-11)").moves), "(-5,6) / / (-1,1)");
  // The inverse undoes.
  const std::vector<Sq1Move> m = parse_moves("(1,0) / (3,3) / (-1,0) / (2,-4)").moves;
  std::vector<Sq1Move> both = m;
  for (const Sq1Move& x : inverse(m)) both.push_back(x);
  EXPECT_TRUE(play(solved(), both).ok && is_solved(play(solved(), both).state));
}

TEST(Sq1Notation, NamesTheWrongColumn) {
  struct Case {
    const char* text;
    int column;
    const char* says;
  };
  for (const Case& c :
       {Case{"(1,0) / x", 9, "not a Square-1 move"}, Case{"(1 0)", 4, "expected ','"},
        Case{"(1,0 /", 6, "expected ')'"}, Case{"(12,0)", 2, "at most 11"}, Case{"(1,)", 4, "bottom's amount"},
        Case{"(,1)", 2, "top's amount"}, Case{"(1,0) / (3,", 12, "not the end"}}) {
    const ParsedMoves p = parse_moves(c.text);
    EXPECT_FALSE(p.ok) << c.text;
    EXPECT_EQ(p.column, c.column) << c.text << ": " << p.error;
    EXPECT_NE(p.error.find(c.says), std::string::npos) << c.text << ": " << p.error;
    EXPECT_EQ(p.error.rfind("column " + std::to_string(c.column) + ":", 0), 0u) << p.error;
  }
}

std::string first_message(const std::string& state) {
  const StateRead r = read_state(state);
  return r.validation.ok() ? "" : r.validation.problems.front().message;
}

TEST(Sq1State, ReadsWhatItWritesAndNamesEveryProblem) {
  EXPECT_EQ(format_state(solved()), "AABCCDEEFGGH/IJJKLLMNNOPP/0");
  Rng rng(3);
  for (int i = 0; i < 50; ++i) {
    const Sq1 s = random_sq1(rng);
    const StateRead r = read_state(format_state(s));
    ASSERT_TRUE(r.validation.ok()) << format_state(s) << ": " << first_message(format_state(s));
    EXPECT_EQ(r.state, s);
  }
  // Lower case and spaces, and the fields without '/'.
  EXPECT_EQ(read_state("aab ccd eef ggh / ijj kll mnn opp / 1").validation.facelets, "AABCCDEEFGGH/IJJKLLMNNOPP/1");
  EXPECT_TRUE(read_state("AABCCDEEFGGHIJJKLLMNNOPP0").validation.ok());
  // A piece missing, one written twice, a corner in two places, a wrong symbol, a layer
  // of 11 slots, the middle, a layer with no cut.
  EXPECT_NE(first_message("AABCCDEEFGGH/IJJKLLMNNOPA/0").find("the UFL corner (A) is written 3 times"),
            std::string::npos)
      << first_message("AABCCDEEFGGH/IJJKLLMNNOPA/0");
  const Validation twice = read_state("AABCCDEEFGGB/IJJKLLMNNOPP/0").validation;
  ASSERT_EQ(twice.problems.size(), 2u);
  EXPECT_EQ(twice.problems[0].message,
            "the UL edge (B) is written 2 times (top slot 3 (column 3), top slot 12 (column 12)): an edge fills one "
            "slot");
  EXPECT_EQ(twice.problems[1].message, "the UF edge (H) is missing");
  const std::string split = first_message("ABACCDEEFGGH/IJJKLLMNNOPP/0");
  EXPECT_NE(split.find("UFL corner (A) is in two places (top slot 1 (column 1), top slot 3 (column 3))"),
            std::string::npos)
      << split;
  EXPECT_NE(first_message("AABCCDEEFGGZ/IJJKLLMNNOPP/0").find("column 12: 'Z'"), std::string::npos);
  EXPECT_NE(first_message("AABCCDEEFGG/IJJKLLMNNOPP/0").find("top layer has 11 slots (330 degrees)"),
            std::string::npos);
  EXPECT_NE(first_message("AABCCDEEFGGH/IJJKLLMNNOPP/2").find("middle layer"), std::string::npos);
  EXPECT_NE(first_message("AABCCDEEFGGH/IJJKLLMNNOPP").find("three fields"), std::string::npos);
  // A layer turned so that a corner lies across the cut is a state (the slash waits).
  EXPECT_EQ(first_message("ABCCDEEFGGHA/IJJKLLMNNOPP/0"), "");
}

TEST(Sq1Shapes, ThereAre3678SlashableShapesAtMostSevenSlashesFromACube) {
  const Shapes& shapes = Shapes::get();
  EXPECT_EQ(shapes.count(), 3678);
  int worst = 0;
  for (int i = 0; i < shapes.count(); ++i)
    worst = std::max(worst, std::min(shapes.to_cube(i, 0), shapes.to_cube(i, 1)));
  EXPECT_EQ(worst, 7);  // Jaap's Square-1 page: every shape is within 7 slashes of a cube
}

TEST(Sq1Scramble, IsTheInverseOfASolutionAndMakesItsState) {
  const PuzzleEntry* row = puzzles::find("sq1");
  ASSERT_NE(row, nullptr);
  Rng rng(11);
  for (int i = 0; i < 12; ++i) {
    const PuzzleScramble s = row->scramble(rng);
    const Applied a = row->apply(s.moves, "");
    ASSERT_TRUE(a.ok) << s.moves << ": " << a.error;
    EXPECT_EQ(a.state, s.state);
    EXPECT_TRUE(row->validate(s.state).ok());
    // Its inverse solves the state it makes.
    const std::vector<Sq1Move> undo = inverse(parse_moves(s.moves).moves);
    EXPECT_TRUE(solves(read_state(s.state).state, undo)) << s.moves;
    // TNoodle's minimum distance: no scramble of fewer than 11 slashes...
    EXPECT_GE(slash_count(parse_moves(s.moves).moves), 11) << s.moves;
  }
  // ... although random states as drawn include ones that two-phase solves in fewer.
  Rng states(11);
  int closer = 0;
  for (int i = 0; i < 12; ++i) closer += solve_twophase(random_sq1(states), -1, nullptr, 0, 100000).slashes < 11;
  EXPECT_GT(closer, 0);
}

TEST(Sq1TwoPhase, SolvesRandomStatesInFewSlashes) {
  Rng rng(5);
  int total = 0;
  const int n = 12;
  for (int i = 0; i < n; ++i) {
    const Sq1 s = random_sq1(rng);
    const Sq1Solve r = solve_twophase(s, 150);
    ASSERT_TRUE(r.ok) << format_state(s);
    EXPECT_TRUE(solves(s, r.moves)) << format_state(s) << ": " << format_moves(r.moves);
    EXPECT_EQ(slash_count(r.moves), r.slashes);
    EXPECT_LE(r.phase1_slashes, r.slashes);
    EXPECT_LE(r.slashes, 16);
    total += r.slashes;
  }
  EXPECT_LE(total, 13 * n);  // the bench's mean is about 11.3 (docs/BENCHMARKS.md)
  // Solved, a turn of it, and a state that cannot be slashed as it is.
  EXPECT_EQ(solve_twophase(solved()).slashes, 0);
  EXPECT_EQ(format_moves(solve_twophase(played("(3,-2)")).moves), "(-3,2)");
  const Sq1 stuck = played("(1,0) / (-1,0)");
  Sq1 turned = stuck;
  turn(turned, -1, 1);
  ASSERT_FALSE(can_slash(turned));
  const Sq1Solve r = solve_twophase(turned);
  EXPECT_TRUE(solves(turned, r.moves)) << format_moves(r.moves);
  EXPECT_EQ(r.slashes, 1);
}

// The states within `depth` slashes of solved, each listed once up to turns of the
// layers (turns are free), by breadth-first search over the model's moves alone.
std::vector<std::set<std::string>> bfs_levels(int depth) {
  auto key = [](const Sq1& s) {
    // The least of each layer's 12 rotations, and the middle.
    std::string best[2];
    for (int layer = 0; layer < 2; ++layer)
      for (int r = 0; r < 12; ++r) {
        std::string k;
        for (int i = 0; i < 12; ++i) k += static_cast<char>('A' + s.slots[layer * 12 + (i + r) % 12]);
        if (best[layer].empty() || k < best[layer]) best[layer] = k;
      }
    return best[0] + best[1] + (s.middle_flipped ? "1" : "0");
  };
  std::vector<std::set<std::string>> levels(1);
  std::set<std::string> seen = {key(solved())};
  levels[0] = seen;
  std::vector<Sq1> frontier = {solved()};
  for (int d = 1; d <= depth; ++d) {
    std::vector<Sq1> next;
    levels.emplace_back();
    for (const Sq1& s : frontier)
      for (int a = 0; a < 12; ++a)
        for (int b = 0; b < 12; ++b) {
          Sq1 x = s;
          turn(x, a, b);
          if (!can_slash(x)) continue;
          slash(x);
          const std::string k = key(x);
          if (seen.insert(k).second) {
            levels[d].insert(k);
            next.push_back(x);
          }
        }
    frontier.swap(next);
  }
  return levels;
}

TEST(Sq1Optimal, AgreesWithABreadthFirstSearchAndProvesIt) {
  const std::vector<std::set<std::string>> levels = bfs_levels(3);
  ASSERT_FALSE(levels[3].empty());
  Rng rng(9);
  for (int d = 0; d <= 3; ++d) {
    std::vector<std::string> keys(levels[d].begin(), levels[d].end());
    for (int k = 0; k < 6 && k < static_cast<int>(keys.size()); ++k) {
      const std::string& key = keys[rng.below(static_cast<uint32_t>(keys.size()))];
      Sq1 s;
      for (int i = 0; i < 24; ++i) s.slots[i] = static_cast<uint8_t>(key[i] - 'A');
      s.middle_flipped = key[24] == '1';
      turn(s, static_cast<int>(rng.below(12)), static_cast<int>(rng.below(12)));
      const OptimalSolve r = solve_optimal(s, 20000);
      ASSERT_TRUE(r.solve.ok) << key;
      EXPECT_TRUE(r.proven) << key;
      EXPECT_EQ(r.solve.slashes, d) << key << ": " << format_moves(r.solve.moves);
      EXPECT_TRUE(solves(s, r.solve.moves)) << key << ": " << format_moves(r.solve.moves);
      EXPECT_LE(optimal_bound(s), d);
      EXPECT_GE(solve_twophase(s, 50).slashes, d);
    }
  }
}

TEST(Sq1Optimal, NeverLongerThanTwoPhaseAndSaysWhetherProven) {
  Rng rng(13);
  for (int i = 0; i < 3; ++i) {
    const Sq1 s = random_sq1(rng);
    const Sq1Solve two = solve_twophase(s, 100);
    const OptimalSolve r = solve_optimal(s, 300);
    ASSERT_TRUE(r.solve.ok);
    EXPECT_TRUE(solves(s, r.solve.moves)) << format_moves(r.solve.moves);
    if (r.proven) EXPECT_LE(r.solve.slashes, two.slashes);  // (unproven: a two-phase answer of its own budget)
    EXPECT_LE(r.lower_bound, r.solve.slashes);
    EXPECT_EQ(r.solve.slashes % 2, s.middle_flipped ? 1 : 0);  // each slash turns the middle over
  }
}

// A budget the two-phase upper bound uses up (it takes at least 50 ms) leaves the optimal
// search none, not an unlimited one: the answer is the two-phase one, unproven.
TEST(Sq1Optimal, ABudgetSpentOnTheUpperBoundEndsTheSearch) {
  Rng rng(13);
  const Sq1 s = random_sq1(rng);
  const OptimalSolve r = solve_optimal(s, 1);
  ASSERT_TRUE(r.solve.ok);
  EXPECT_TRUE(solves(s, r.solve.moves)) << format_moves(r.solve.moves);
  EXPECT_FALSE(r.proven);
  EXPECT_TRUE(r.solve.timed_out);
}

TEST(Sq1Registry, BothRowsSolveThroughTheTable) {
  for (const char* solver : {"sq1", "sq1-optimal"}) {
    registry::SolveRequest req;
    req.puzzle = "Square-1";
    req.solver = solver;
    req.state = format_state(played("(1,0) / (3,3) / (-1,0) / (2,-4)"));
    req.options.time_ms = 2000;
    const registry::SolveReply r = registry::solve(req);
    ASSERT_EQ(r.status, SolveResult::Status::Solved) << solver << ": " << r.message;
    ASSERT_FALSE(r.solutions.empty());
    EXPECT_TRUE(registry::replay("sq1", req.state, r.solutions.front().moves).empty()) << r.solutions.front().moves;
    EXPECT_EQ(r.solutions.front().length, 3) << r.solutions.front().moves;
  }
  registry::SolveRequest bad;
  bad.puzzle = "sq1";
  bad.state = "AABCCDEEFGGH/IJJKLLMNNOPA/0";
  const registry::SolveReply r = registry::solve(bad);
  EXPECT_EQ(r.status, SolveResult::Status::BadInput);
  EXPECT_NE(r.message.find("UFL corner (A)"), std::string::npos) << r.message;
}

}  // namespace
}  // namespace cube::sq1
