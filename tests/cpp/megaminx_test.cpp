// Megaminx: each turn's order and cycles, the core's U and D against a model written
// here from the sticker order docs/ARCHITECTURE.md documents, the WCA turns R++ and D++
// (everything but one layer), the 60 rotations, notation errors with their columns, the
// WCA random-move scramble, and validation by piece (twisted corner, flipped edge,
// parity, centres, colours).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "core/random_state.h"
#include "puzzles/megaminx/megaminx.h"
#include "puzzles/puzzle_table.h"
#include "puzzles/twisty/twisty_invariants.h"
#include "puzzles/twisty/twisty_notation.h"
#include "puzzles/twisty/twisty_pieces.h"
#include "puzzles/twisty/twisty_validate.h"
#include "solvers/megaminx/last_block.h"
#include "solvers/megaminx/last_layer.h"
#include "solvers/megaminx/megaminx_solver.h"
#include "solvers/registry.h"
#include "solvers/self_check.h"

namespace cube::twisty {
namespace {

const Puzzle& M() { return megaminx(); }
constexpr int kEdges = 1, kCorners = 2;

int face(const std::string& name) {
  const auto& f = megaminx_faces();
  return static_cast<int>(std::find(f.begin(), f.end(), name) - f.begin());
}

std::string play(std::string s, const std::string& moves) {
  const ParsedTurns t = parse_turns(M(), moves);
  EXPECT_TRUE(t.ok) << t.error;
  apply(M(), s, t.turns);
  return s;
}

// The lengths of the permutation's cycles longer than 1, sorted.
std::vector<int> cycles(const std::vector<int>& from) {
  std::vector<bool> seen(from.size(), false);
  std::vector<int> out;
  for (size_t i = 0; i < from.size(); ++i) {
    int len = 0;
    for (size_t j = i; !seen[j]; j = static_cast<size_t>(from[j])) seen[j] = true, ++len;
    if (len > 1) out.push_back(len);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// ---- A model of U and D written from the documented sticker order ----------------------
// Each face: sticker 0 its centre, then 1..10 counter-clockwise from outside, 1-3 the
// corner, edge, corner along the edge it shares with the middle of its net flower (U for
// the faces around U, D for those around D). A clockwise turn carries sticker i + 2 of
// the face to i; U carries the first three stickers of R to F, of BR to R, and so on
// clockwise seen from above (F R BR BL L: azimuth decreasing); D carries FR's to DR, DR's
// to B, B's to DL, DL's to FL, FL's to FR (clockwise seen from below).
std::string model_turn(const std::string& s, const std::string& turned, const std::vector<std::string>& ring) {
  std::string out = s;
  const int f = face(turned);
  for (int i = 1; i <= 10; ++i) out[11 * f + i] = s[11 * f + 1 + (i + 1) % 10];
  for (size_t k = 0; k < ring.size(); ++k) {
    const int to = face(ring[k]), from = face(ring[(k + 1) % ring.size()]);
    for (int i = 1; i <= 3; ++i) out[11 * to + i] = s[11 * from + i];
  }
  return out;
}
std::string model_u(const std::string& s) { return model_turn(s, "U", {"F", "R", "BR", "BL", "L"}); }
std::string model_d(const std::string& s) { return model_turn(s, "D", {"DR", "FR", "FL", "DL", "B"}); }

std::string numbered() {  // a distinct symbol per sticker
  std::string s;
  for (int i = 0; i < 132; ++i) s += static_cast<char>(33 + i);
  return s;
}

TEST(Megaminx, EveryFaceTurnHasOrderFiveAndFiveCyclesOfFive) {
  ASSERT_EQ(M().sticker_count(), 132);
  ASSERT_EQ(M().turns.size(), 52u);
  EXPECT_EQ(M().orbits[0].slots.size(), 12u);
  EXPECT_EQ(M().orbits[kEdges].slots.size(), 30u);
  EXPECT_EQ(M().orbits[kCorners].slots.size(), 20u);
  for (size_t t = 0; t < 48; ++t) {
    const Turn& turn = M().turns[t];
    const bool fifth = turn.name.find('2') == std::string::npos;
    // 10 of the face's stickers, 15 of its neighbours': five 5-cycles.
    EXPECT_EQ(cycles(turn.from), std::vector<int>(5, 5)) << turn.name;
    std::string s = M().solved();
    for (int k = 0; k < 5; ++k) apply(M(), s, {static_cast<int>(t)});
    EXPECT_EQ(s, M().solved()) << turn.name;
    // On pieces: a 5-cycle of corners and one of edges, the twists adding up to 0.
    for (int o : {kEdges, kCorners}) {
      EXPECT_EQ(cycles(M().piece_turns[t].from_slot[o]), std::vector<int>{5}) << turn.name;
      int sum = 0;
      for (int a : M().piece_turns[t].add[o]) sum += a;
      EXPECT_EQ(sum % M().orbits[o].twists(), 0) << turn.name;
    }
    EXPECT_EQ(M().inverse(M().inverse(static_cast<int>(t))), static_cast<int>(t));
    (void)fifth;
  }
  // U2 is U twice, U' four times U.
  EXPECT_EQ(play(M().solved(), "BL2 FR'"), play(M().solved(), "BL BL FR FR FR FR"));
}

TEST(Megaminx, UAndDAreTheModelsTurns) {
  const std::string s = numbered();
  EXPECT_EQ(play(s, "U"), model_u(s));
  EXPECT_EQ(play(s, "D"), model_d(s));
  EXPECT_EQ(play(s, "U2 D'"), model_d(model_d(model_d(model_d(model_u(model_u(s)))))));
}

TEST(Megaminx, TheWcaTurnsMoveAllButOneLayer) {
  const std::string s = numbered();
  const int l = face("L"), u = face("U");
  for (const auto& [move, fixed] : std::map<std::string, int>{{"R++", l}, {"R--", l}, {"D++", u}, {"D--", u}}) {
    const std::string after = play(s, move);
    for (int i = 0; i < 11; ++i) EXPECT_EQ(after[11 * fixed + i], s[11 * fixed + i]) << move;
    // Everything else moves but the centre the turn is about: 132 - 11 - 15 - 1 stickers.
    int moved = 0;
    for (size_t i = 0; i < s.size(); ++i) moved += after[i] != s[i];
    EXPECT_EQ(moved, 105) << move;
    EXPECT_EQ(play(after, move + " " + move + " " + move + " " + move), s) << move;
  }
  // R++ turns the whole puzzle 144 degrees about L and the L face back 144: read against
  // the centres, the pieces are those of L2; R-- of L2', D++ of U2, D-- of U2'.
  for (const auto& [wca, face_turn] :
       std::map<std::string, std::string>{{"R++", "L2"}, {"R--", "L2'"}, {"D++", "U2"}, {"D--", "U2'"}}) {
    const PieceReading a = read_pieces(M(), play(M().solved(), wca));
    const PieceReading b = read_pieces(M(), play(M().solved(), face_turn));
    ASSERT_TRUE(a.ok && b.ok) << wca;
    EXPECT_EQ(a.pieces.piece, b.pieces.piece) << wca;
    EXPECT_EQ(a.pieces.twist, b.pieces.twist) << wca;
  }
  // D++ D-- and R-- R++ undo each other.
  EXPECT_EQ(play(s, "D++ D-- R-- R++"), s);
}

TEST(Megaminx, SixtyRotations) {
  EXPECT_EQ(M().rotations.size(), 60u);
  for (const std::vector<int>& r : M().rotations) {
    std::string s = M().solved(), t = s;
    for (size_t i = 0; i < s.size(); ++i) t[i] = s[r[i]];
    EXPECT_TRUE(puzzles::faces_uniform(t, 11));
  }
}

TEST(Megaminx, AWrongMoveIsNamedWithItsColumn) {
  for (const auto& [text, column, word] :
       std::vector<std::tuple<std::string, int, std::string>>{{"U R+ F", 3, "'R+'"},
                                                              {"U DBL", 3, "'DBL'"},
                                                              {"R++ D+++", 5, "'D+++'"},
                                                              {"F3", 1, "'F3'"},
                                                              {"BL2' x", 6, "'x'"},
                                                              {"U ;", 3, "';'"}}) {
    const ParsedTurns t = parse_turns(M(), text);
    ASSERT_FALSE(t.ok) << text;
    EXPECT_EQ(t.column, column) << text << ": " << t.error;
    EXPECT_NE(t.error.find(word), std::string::npos) << t.error;
    EXPECT_NE(t.error.find("R++"), std::string::npos) << t.error;  // the accepted turns listed
  }
  const ParsedTurns ok = parse_turns(M(), "U2' BL\u2019 R++ D--\nU' FL2");
  ASSERT_TRUE(ok.ok) << ok.error;
  EXPECT_EQ(format_turns(M(), ok.turns), "U2' BL' R++ D-- U' FL2");
  const Applied bad = puzzles::find("megaminx")->apply("R++ D-- Q", "");
  EXPECT_FALSE(bad.ok);
  EXPECT_EQ(bad.column, 9);
}

TEST(Megaminx, TheWcaScrambleIsSevenLinesOfTenAndAU) {
  const PuzzleEntry& row = *puzzles::find("megaminx");
  EXPECT_EQ(row.info.scramble_kind, "random-moves");
  EXPECT_EQ(row.info.scramble_moves, 77);
  Rng rng(7);
  for (int k = 0; k < 5; ++k) {
    const PuzzleScramble s = row.scramble(rng);
    std::vector<std::string> lines;
    size_t start = 0;
    for (size_t nl; (nl = s.moves.find('\n', start)) != std::string::npos; start = nl + 1)
      lines.push_back(s.moves.substr(start, nl - start));
    lines.push_back(s.moves.substr(start));
    ASSERT_EQ(lines.size(), 7u) << s.moves;
    for (const std::string& line : lines) {
      const ParsedTurns t = parse_turns(M(), line);
      ASSERT_TRUE(t.ok) << line;
      ASSERT_EQ(t.turns.size(), 11u) << line;
      for (int j = 0; j < 10; ++j) EXPECT_EQ(M().turns[t.turns[j]].name.substr(0, 1), j % 2 ? "D" : "R") << line;
      // U after D++, U' after D--.
      const std::string last = M().turns[t.turns[9]].name, u = M().turns[t.turns[10]].name;
      EXPECT_EQ(u, last == "D++" ? "U" : "U'") << line;
    }
    const Applied a = row.apply(s.moves, "");
    ASSERT_TRUE(a.ok);
    EXPECT_EQ(a.state, s.state);
    EXPECT_TRUE(row.validate(s.state).ok());
    EXPECT_FALSE(row.is_solved(s.state));
  }
  // Random states keep the invariants.
  for (int k = 0; k < 20; ++k) EXPECT_TRUE(row.validate(row.random_state(rng)).ok());
}

TEST(Megaminx, ValidationNamesThePiece) {
  const Orbit& corners = M().orbits[kCorners];
  const Orbit& edges = M().orbits[kEdges];
  Pieces twisted = solved_pieces(M());
  twisted.twist[kCorners][3] = 1;
  TwistyValidation v = validate_twisty(M(), play(to_stickers(M(), twisted), "R U R++"));
  ASSERT_EQ(v.problems.size(), 1u);
  EXPECT_EQ(v.problems[0].code, "twisted");
  EXPECT_NE(v.problems[0].message.find("corner"), std::string::npos) << v.problems[0].message;
  Pieces flipped = solved_pieces(M());
  flipped.twist[kEdges][5] = 1;
  v = validate_twisty(M(), to_stickers(M(), flipped));
  ASSERT_EQ(v.problems.size(), 1u);
  EXPECT_EQ(v.problems[0].code, "flipped");
  EXPECT_NE(v.problems[0].message.find("edge at " + edges.names[5]), std::string::npos) << v.problems[0].message;
  EXPECT_EQ(v.problems[0].stickers, edges.slots[5]);
  Pieces swapped = solved_pieces(M());
  std::swap(swapped.piece[kCorners][0], swapped.piece[kCorners][7]);
  v = validate_twisty(M(), to_stickers(M(), swapped));
  ASSERT_EQ(v.problems.size(), 1u);
  EXPECT_EQ(v.problems[0].code, "swapped");
  EXPECT_NE(v.problems[0].message.find(corners.names[7]), std::string::npos) << v.problems[0].message;
  // A colour the Megaminx does not have, named with its sticker.
  std::string odd = M().solved();
  odd[40] = 'X';
  v = validate_twisty(M(), odd);
  ASSERT_FALSE(v.ok);
  EXPECT_NE(v.problems[0].message.find("ticker 40"), std::string::npos) << v.problems[0].message;
  // Two centres of one colour.
  std::string centres = M().solved();
  centres[11] = 'W';
  v = validate_twisty(M(), centres);
  ASSERT_FALSE(v.ok);
  bool named = false;
  for (const TwistyProblem& p : v.problems) named = named || p.message.find("U and F centres") != std::string::npos;
  EXPECT_TRUE(named);
  // A rotated, turned state is valid and reads the same pieces as the unrotated one.
  v = validate_twisty(M(), play(M().solved(), "R++ D-- U F2 BL'"));
  EXPECT_TRUE(v.ok) << (v.problems.empty() ? "" : v.problems[0].message);
  EXPECT_TRUE(puzzles::find("megaminx")->is_solved(play(M().solved(), "R++ L2'")));
}

}  // namespace
}  // namespace cube::twisty

namespace cube::twisty {
namespace {

namespace reg = cube::registry;

TEST(MegaminxSolver, SolvesWcaScramblesByNamedStepsAndEverySolutionReplays) {
  for (uint64_t seed : {11u, 12u}) {
    const reg::Scramble s = reg::scramble("megaminx", seed);
    ASSERT_TRUE(s.ok) << s.error;
    reg::SolveRequest req;
    req.puzzle = "megaminx";
    req.state = s.state;
    const reg::SolveReply r = reg::solve(req);
    ASSERT_EQ(r.status, SolveResult::Status::Solved) << r.message;
    ASSERT_EQ(r.solver, "megaminx");
    const reg::TextSolution& sol = r.solutions.at(0);
    EXPECT_EQ(reg::replay("megaminx", s.state, sol.moves), "") << sol.moves;
    EXPECT_LE(sol.length, 200);
    // Chapters: named, in order, covering every move.
    ASSERT_GE(sol.stages.size(), 5u);
    EXPECT_EQ(sol.stages.front().begin, 0);
    EXPECT_EQ(sol.stages.back().end, sol.length);
    for (size_t i = 1; i < sol.stages.size(); ++i) EXPECT_EQ(sol.stages[i].begin, sol.stages[i - 1].end);
    EXPECT_NE(sol.stages.front().name.find("First layer"), std::string::npos);
    EXPECT_NE(sol.stages.back().name.find("Last layer"), std::string::npos);
  }
  // A state turned whole (R++ moves the centres) is solved all the same.
  reg::SolveRequest turned;
  turned.puzzle = "megaminx";
  turned.state = play(M().solved(), "R++ D-- F2 BL' U");
  const reg::SolveReply r = reg::solve(turned);
  ASSERT_EQ(r.status, SolveResult::Status::Solved) << r.message;
  EXPECT_EQ(reg::replay("megaminx", turned.state, r.solutions[0].moves), "");
  // A state that is not one is refused, naming the piece.
  Pieces twisted = solved_pieces(M());
  twisted.twist[kCorners][0] = 2;
  turned.state = to_stickers(M(), twisted);
  const reg::SolveReply bad = reg::solve(turned);
  EXPECT_EQ(bad.status, SolveResult::Status::BadInput);
  EXPECT_NE(bad.message.find("corner"), std::string::npos) << bad.message;
}

}  // namespace
}  // namespace cube::twisty

namespace cube::twisty {
namespace {

// Uniformly random states (as the bench draws them), each solved by the step solver
// with bounded work: every step a lookup or a search of few nodes. Each solution is
// replayed on the pieces; the chapters are the ones the page shows.
TEST(MegaminxSolver, RandomStatesSolvedWithFewNodesAndReplayed) {
  const Invariants inv = invariants_of(M());
  Rng rng(2026);
  uint64_t most = 0;
  int total = 0;
  for (int i = 0; i < 20; ++i) {
    const Pieces start = random_pieces_keeping(M(), inv, rng);
    const megaminx_solver::Solved s = megaminx_solver::solve(start);
    ASSERT_TRUE(s.ok) << "state " << i << ": " << s.error.english();
    Pieces p = start;
    int length = 0;
    for (const megaminx_solver::Step& step : s.steps) {
      for (int t : step.turns) apply_turn(M(), p, t);
      length += static_cast<int>(step.turns.size());
    }
    const Pieces home = solved_pieces(M());
    EXPECT_EQ(p.piece, home.piece) << "state " << i;
    EXPECT_EQ(p.twist, home.twist) << "state " << i;
    EXPECT_LE(length, 170) << "state " << i;
    // Measured: at most ~60,000 nodes a state (the last block's and the second layer's
    // searches); a search running away would pass this by orders of magnitude.
    EXPECT_LE(s.nodes, 2'000'000u) << "state " << i;
    most = std::max(most, s.nodes);
    total += length;
    ASSERT_GE(s.steps.size(), 13u);
    EXPECT_EQ(s.steps[9].name, "Second layer: the last block's edges flipped");
    EXPECT_EQ(s.steps[11].name, "Last layer: oriented");
    EXPECT_EQ(s.steps[12].name, "Last layer: permuted");
  }
  EXPECT_LE(total / 20, 130);  // the mean, against the issue's 180
  // Every last-layer case and every arrangement of the last block's edges is in the
  // tables: the looks cannot meet a case they do not hold.
  EXPECT_EQ(megaminx_solver::last_layer_tables().orientation_cases, 1296u);
  EXPECT_EQ(megaminx_solver::last_layer_tables().permutation_cases, 3600u);
  EXPECT_EQ(megaminx_solver::last_block_tables().cases, 2016u);
  std::printf("[ megaminx ] 20 random states: mean %d turns, most nodes %llu\n", total / 20,
              static_cast<unsigned long long>(most));
}

}  // namespace
}  // namespace cube::twisty
