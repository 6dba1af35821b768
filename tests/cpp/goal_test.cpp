// Goal solver (partial goals, restricted turns, step chains): every solution replayed on
// facelets with the core's apply_moves and checked against its pattern, optimal cross
// lengths against a plain breadth-first search written here, presets on several faces,
// colour neutrality, restricted and one-way move sets, chains, the 2x2x2 hand-off to
// the pocket solver, table export/import, and named errors for bad input.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <set>
#include <unordered_map>

#include "core/facelets.h"
#include "core/notation.h"
#include "core/random_state.h"
#include "solvers/goal/goal_bench.h"
#include "solvers/goal/goal_coord.h"
#include "solvers/goal/goal_model.h"
#include "solvers/goal/goal_pattern.h"
#include "solvers/goal/goal_presets.h"
#include "solvers/goal/goal_rotation.h"
#include "solvers/goal/goal_solver.h"
#include "solvers/goal/goal_table.h"
#include "solvers/pocket/pocket_bench.h"
#include "solvers/pocket/pocket_goal.h"

namespace cube::goal {
namespace {

using Status = SolveResult::Status;

std::string replay(Puzzle p, std::string s, const std::vector<Move>& moves) {
  EXPECT_EQ(apply_moves(p, s, moves), -1);
  return s;
}

std::string scrambled(const std::string& alg) {
  return replay(Puzzle::Cube3, solved_facelets(Puzzle::Cube3), parse_alg(alg).moves);
}

std::vector<std::string> random_starts(int count, uint64_t seed) {
  Rng rng(seed);
  std::vector<std::string> out;
  for (int i = 0; i < count; ++i) out.push_back(to_facelets(random_cubie(rng)));
  return out;
}

Goal preset(const std::string& name) {
  std::string error;
  auto g = preset_goal(name, &error);
  EXPECT_TRUE(g.has_value()) << error;
  return g ? *g : Goal{};
}

bool matches_any(const Goal& g, const std::string& facelets) {
  for (const Alternative& a : g.alternatives)
    if (a.pattern.matches(facelets)) return true;
  return false;
}

bool uses_face(const std::vector<Move>& moves, char face) {
  for (const Move& m : moves)
    if (m.family == face) return true;
  return false;
}

// ---- Patterns ------------------------------------------------------------------------

TEST(GoalPattern, ParsesLettersAnyAndSets) {
  std::vector<std::string> stickers;
  for (char c : solved_facelets(Puzzle::Cube3)) stickers.emplace_back(1, c);
  stickers[0] = "x";
  stickers[1] = "?";
  stickers[2] = "[UD]";
  stickers[7] = "[^LR]";
  std::string text;
  for (const std::string& st : stickers) text += st + " ";
  const PatternParse p = parse_pattern(text, face_letter_symbols());
  ASSERT_TRUE(p.ok) << p.error;
  EXPECT_EQ(p.pattern.at(0), kAnyColour);
  EXPECT_EQ(p.pattern.at(1), kAnyColour);
  EXPECT_EQ(p.pattern.at(2), 0b001001);  // U or D
  EXPECT_EQ(p.pattern.at(6), 0b000001);  // sets count as one sticker each
  EXPECT_EQ(p.pattern.at(7), 0b101101);  // anything but L and R
  EXPECT_EQ(parse_pattern(p.pattern.to_string(), face_letter_symbols()).pattern, p.pattern);
  EXPECT_TRUE(p.pattern.matches(solved_facelets(Puzzle::Cube3)));
}

TEST(GoalPattern, NamesWhatIsWrong) {
  const SymbolMap letters = face_letter_symbols();
  PatternParse p = parse_pattern(std::string(53, 'x'), letters);
  EXPECT_FALSE(p.ok);
  EXPECT_NE(p.error.find("expected 54 stickers"), std::string::npos) << p.error;
  EXPECT_NE(p.error.find("found 53"), std::string::npos) << p.error;
  p = parse_pattern("Q" + std::string(53, 'x'), letters);
  EXPECT_NE(p.error.find("U1"), std::string::npos) << p.error;
  EXPECT_NE(p.error.find("'Q'"), std::string::npos) << p.error;
  p = parse_pattern("[UD" + std::string(53, 'x'), letters);
  EXPECT_FALSE(p.ok);
  EXPECT_NE(p.error.find("set"), std::string::npos) << p.error;
}

// The EO preset's sticker sets say exactly "Kociemba's flip is 0" for every edge.
TEST(GoalPattern, EdgeOrientationSetsAreKociembaFlip) {
  const Goal eo = preset("eo");
  Rng rng(3);
  int oriented = 0;
  for (int i = 0; i < 400; ++i) {
    CubieCube c = random_cubie(rng);
    if (i % 2) c.eo.fill(0);  // half of them oriented (flip sum stays 0)
    bool all = true;
    for (uint8_t o : c.eo) all = all && o == 0;
    oriented += all;
    EXPECT_EQ(eo.alternatives[0].pattern.matches(to_facelets(c)), all);
    EXPECT_EQ(eo.alternatives[0].pattern.matches(c), all);
  }
  EXPECT_GT(oriented, 100);
}

// ---- Rotations and coordinates ---------------------------------------------------------

TEST(GoalRotation, CubesPatternsAndTurnsAgree) {
  Rng rng(5);
  const auto& moves = basic_move_cubies();
  for (int i = 0; i < 20; ++i) {
    const CubieCube c = random_cubie(rng);
    const std::string f = to_facelets(c);
    for (int r = 0; r < kRotations; ++r) {
      const Rotation& rot = rotations()[r];
      const CubieCube rc = rotate_cube(c, r);
      ASSERT_EQ(to_facelets(rc), rotate_letters(f, rot)) << rot.name;
      const int m = static_cast<int>(rng.below(18));
      ASSERT_EQ(rotate_cube(c * moves[m], r), rc * moves[rotate_move(m, rot)]) << rot.name;
      const Pattern p = preset("xcross").alternatives[i % 4].pattern;
      ASSERT_EQ(p.matches(f), rotate(p, rot).matches(to_facelets(rc)));
    }
  }
  EXPECT_EQ(rotations()[rotation_to(0, 2)].face[3], 0);  // bottom on U
}

// Coordinates follow the cube: the coordinate of c * m is the coordinate of c moved by m,
// for fixed pieces (orientation per piece), colour classes (full orientation) and
// position-only units, edges and corners.
TEST(GoalCoord, MovesFollowTheCube) {
  auto unit = [](std::vector<uint8_t> pieces, bool ori, uint32_t sig) { return Unit{std::move(pieces), ori, sig}; };
  std::vector<TypeSpec> specs = {
      {false, {unit({DF}, true, 1u << 10), unit({UR}, true, 1u << 0), unit({BR}, false, 0xFFFFFF)}, 0xFFFFFF},
      {false, {unit({UR, UF, UL, UB}, true, 0x555555), unit({DF}, true, 1u << 10)}, 0xFFFFFF},
      {false, {unit({FR, FL, BL, BR}, false, 0xFF0000)}, 0xFFFFFF},
      {true, {unit({URF}, true, 1u), unit({DBL}, true, 1u << 18), unit({UFL}, false, 0xFFFFFF)}, 0xFFFFFF},
      {true, {unit({URF, UFL, ULB, UBR}, true, 0x249249)}, 0xFFFFFF},
  };
  Rng rng(9);
  const auto& moves = basic_move_cubies();
  for (const TypeSpec& spec : specs) {
    const TypeCoord coord(spec);
    for (int i = 0; i < 200; ++i) {
      const CubieCube c = random_cubie(rng);
      const int m = static_cast<int>(rng.below(18));
      uint32_t p, o, p2, o2;
      coord.from_cube(c, spec, p, o);
      coord.from_cube(c * moves[m], spec, p2, o2);
      ASSERT_LT(p, coord.p_size());
      ASSERT_LT(o, coord.o_size());
      ASSERT_EQ(coord.move_p(p, m), p2) << spec.key();
      ASSERT_EQ(coord.move_o(p, o, m), o2) << spec.key();
    }
    uint32_t p, o;
    coord.from_cube(CubieCube{}, spec, p, o);
    const std::vector<uint32_t> goals = coord.goal_states(spec);
    EXPECT_NE(std::find(goals.begin(), goals.end(), p * coord.o_size() + o), goals.end()) << spec.key();
  }
}

TEST(GoalModel, SortsPiecesIntoUnits) {
  ModelResult m = model_for(preset("cross").alternatives[0].pattern, MoveSet::all());
  ASSERT_TRUE(m.model) << m.error;
  EXPECT_EQ(m.model->edge_units.size(), 4u);  // the other eight edges follow from the cross
  EXPECT_TRUE(m.model->corner_units.empty());
  ASSERT_EQ(m.model->tables.size(), 1u);  // small enough for one exact table
  m = model_for(preset("eoline").alternatives[0].pattern, MoveSet::all());
  ASSERT_TRUE(m.model) << m.error;
  EXPECT_NE(m.model->summary().find("fixed: DF DB"), std::string::npos) << m.model->summary();
  EXPECT_NE(m.model->summary().find("oriented"), std::string::npos) << m.model->summary();
  m = model_for(preset("xcross").alternatives[0].pattern, MoveSet::all());
  ASSERT_TRUE(m.model) << m.error;
  EXPECT_GE(m.model->tables.size(), 2u);  // cross + pair is split, and the bounds combined
  for (const TableView& t : m.model->tables) EXPECT_LE(t.spec.size(), kMaxTableStates);
}

// ---- Cross: optimal against a plain BFS ----------------------------------------------

TEST(GoalSolve, CrossIsOptimalAgainstPlainBfs) {
  // Distances of the four D edges (positions and flips) from home, by breadth-first
  // search over cubie multiplications.
  auto key = [](const CubieCube& c) {
    uint32_t k = 0;
    for (int q : {DR, DF, DL, DB})
      for (int p = 0; p < kEdges; ++p)
        if (c.ep[p] == q) k = k * 32 + p * 2 + c.eo[p];
    return k;
  };
  std::unordered_map<uint32_t, int> dist{{key(CubieCube{}), 0}};
  std::vector<CubieCube> frontier{CubieCube{}};
  for (int d = 0; !frontier.empty(); ++d) {
    std::vector<CubieCube> next;
    for (const CubieCube& c : frontier)
      for (const CubieCube& m : basic_move_cubies()) {
        const CubieCube n = c * m;
        if (dist.emplace(key(n), d + 1).second) next.push_back(n);
      }
    frontier.swap(next);
  }
  ASSERT_EQ(dist.size(), 190080u);

  const Goal cross = preset("cross");
  Rng rng(11);
  int longest = 0;
  for (int i = 0; i < 150; ++i) {
    const CubieCube c = random_cubie(rng);
    const SolveResult r = solve(c, cross);
    ASSERT_EQ(r.status, Status::Solved) << r.message;
    const auto& moves = r.solutions[0].moves;
    EXPECT_EQ(static_cast<int>(moves.size()), dist[key(c)]);
    EXPECT_TRUE(r.solutions[0].optimal);
    EXPECT_TRUE(cross.alternatives[0].pattern.matches(replay(Puzzle::Cube3, to_facelets(c), moves)));
    longest = std::max(longest, static_cast<int>(moves.size()));
  }
  EXPECT_LE(longest, 8);
}

// ---- Presets on several faces ---------------------------------------------------------

TEST(GoalSolve, PresetsOnSeveralFacesReachTheirPatterns) {
  const std::vector<std::string> names = {"cross@U",     "cross@R", "xcross",  "xcross@FU", "eoline",
                                          "eoline@DR",   "eocross", "2x2x2@B", "roux-fb",   "roux-fb@UF",
                                          "first-layer", "face@U",  "face@L",  "2x2x3"};
  const std::vector<std::string> starts = random_starts(3, 21);
  for (const std::string& name : names) {
    const Goal g = preset(name);
    for (const std::string& s : starts) {
      const SolveResult r = solve(s, GoalRequest{name, "", false});
      ASSERT_EQ(r.status, Status::Solved) << name << ": " << r.message;
      ASSERT_FALSE(r.solutions.empty());
      EXPECT_TRUE(matches_any(g, replay(Puzzle::Cube3, s, r.solutions[0].moves))) << name;
      EXPECT_TRUE(r.solutions[0].optimal);
      ASSERT_EQ(r.solutions[0].stages.size(), 1u);
      EXPECT_EQ(r.solutions[0].stages[0].end, static_cast<int>(r.solutions[0].moves.size()));
    }
  }
  // The same goal on another face is the same problem turned: equal lengths.
  const CubieCube c = *cubie_from_facelets(starts[0]);
  const int r = rotation_to(0, 2);  // bottom U, front F
  const SolveResult on_d = solve(c, preset("cross"));
  const SolveResult on_u = solve(rotate_cube(c, r), preset("cross@U"));
  EXPECT_EQ(on_d.solutions[0].moves.size(), on_u.solutions[0].moves.size());
  EXPECT_EQ(table_keys(GoalRequest{"cross", "", false}), table_keys(GoalRequest{"cross@U", "", false}));
}

TEST(GoalSolve, ColourNeutralTakesTheShortestFace) {
  const std::vector<std::string> faces = {"cross@U", "cross@R", "cross@F", "cross@D", "cross@L", "cross@B"};
  for (const std::string& s : random_starts(6, 31)) {
    size_t best = 99;
    for (const std::string& f : faces) {
      const SolveResult r = solve(s, GoalRequest{f, "", false});
      ASSERT_EQ(r.status, Status::Solved) << r.message;
      best = std::min(best, r.solutions[0].moves.size());
    }
    const SolveResult cn = solve(s, GoalRequest{"cross", "", true});
    ASSERT_EQ(cn.status, Status::Solved) << cn.message;
    EXPECT_EQ(cn.solutions[0].moves.size(), best);
    const std::string end = replay(Puzzle::Cube3, s, cn.solutions[0].moves);
    bool some = false;
    for (const std::string& f : faces) some = some || matches_any(preset(f), end);
    EXPECT_TRUE(some);
  }
}

TEST(GoalSolve, SeveralSolutionsShortestFirstAndDistinct) {
  const std::string s = random_starts(1, 41)[0];
  SolveOptions o;
  o.solutions = 12;
  const SolveResult r = solve(s, GoalRequest{"cross", "", false}, o);
  ASSERT_EQ(r.status, Status::Solved) << r.message;
  ASSERT_EQ(r.solutions.size(), 12u);
  std::set<std::string> seen;
  for (size_t i = 0; i < r.solutions.size(); ++i) {
    const auto& m = r.solutions[i].moves;
    EXPECT_TRUE(seen.insert(format_moves(m)).second);
    if (i) EXPECT_GE(m.size(), r.solutions[i - 1].moves.size());
    EXPECT_EQ(r.solutions[i].optimal, m.size() == r.solutions[0].moves.size());
    EXPECT_TRUE(preset("cross").alternatives[0].pattern.matches(replay(Puzzle::Cube3, s, m)));
    // No solution reaches the goal before its end.
    for (size_t k = 0; k < m.size(); ++k)
      EXPECT_FALSE(preset("cross").alternatives[0].pattern.matches(
          replay(Puzzle::Cube3, s, std::vector<Move>(m.begin(), m.begin() + k))));
  }
}

TEST(GoalSolve, StartAndGoalInColours) {
  const std::string colours = "WRGYOB";  // U R F D L B
  auto paint = [&](std::string s) {
    for (char& c : s) {
      const size_t f = std::string_view("URFDLB").find(c);
      if (f != std::string_view::npos) c = colours[f];
    }
    return s;
  };
  const std::string start = random_starts(1, 45)[0];
  std::string goal = paint(preset("cross").alternatives[0].pattern.to_string());
  goal.replace(0, 1, "[WY]");  // U1 white or yellow, in the start's colours
  const SolveResult r = solve(paint(start), GoalRequest{goal, "", false});
  ASSERT_EQ(r.status, Status::Solved) << r.message;
  const std::string end = replay(Puzzle::Cube3, start, r.solutions[0].moves);
  EXPECT_TRUE(preset("cross").alternatives[0].pattern.matches(end));
  EXPECT_TRUE(end[0] == 'U' || end[0] == 'D');
  const SolveResult same = solve(start, GoalRequest{"cross", "", false});
  EXPECT_LE(same.solutions[0].moves.size(), r.solutions[0].moves.size());
  // Face letters are not colours of this start: named as such.
  const SolveResult bad = solve(paint(start), GoalRequest{std::string(53, 'x') + "U", "", false});
  EXPECT_EQ(bad.status, Status::BadInput);
  EXPECT_NE(bad.message.find("'U'"), std::string::npos) << bad.message;
}

// ---- Restricted turns ----------------------------------------------------------------

TEST(GoalSolve, RestrictedMoveSetsAreRespected) {
  for (const std::string& s : random_starts(4, 51)) {
    const SolveResult r = solve(s, GoalRequest{"cross", "no B", false});
    ASSERT_EQ(r.status, Status::Solved) << r.message;
    EXPECT_FALSE(uses_face(r.solutions[0].moves, 'B'));
    EXPECT_TRUE(preset("cross").alternatives[0].pattern.matches(replay(Puzzle::Cube3, s, r.solutions[0].moves)));
    const SolveResult all = solve(s, GoalRequest{"cross", "", false});
    EXPECT_GE(r.solutions[0].moves.size(), all.solutions[0].moves.size());
  }
  // <R,U> with a goal it can reach: the U face after a known <R,U> scramble.
  const std::string start = scrambled("R U R' U R U2 R' U' R U' R'");
  std::string goal(54, 'x');
  for (int i = 0; i < 9; ++i) goal[i] = 'U';
  SolveResult r = solve(start, GoalRequest{goal, "<R,U>", false});
  ASSERT_EQ(r.status, Status::Solved) << r.message;
  for (const Move& m : r.solutions[0].moves) EXPECT_TRUE(m.family == 'R' || m.family == 'U') << to_string(m);
  EXPECT_TRUE(Pattern::from_letters(goal).matches(replay(Puzzle::Cube3, start, r.solutions[0].moves)));
  // One-way turns: clockwise quarter turns only (U2 must be U U, U' must be U U U).
  r = solve(scrambled("U' R' U2"), GoalRequest{"face@U", "U1 R1", false});
  ASSERT_EQ(r.status, Status::Solved) << r.message;
  for (const Move& m : r.solutions[0].moves) EXPECT_EQ(m.turns, 1) << to_string(m);
  EXPECT_TRUE(matches_any(preset("face@U"), replay(Puzzle::Cube3, scrambled("U' R' U2"), r.solutions[0].moves)));
}

TEST(GoalSolve, UnreachableWithTheTurnsIsReportedQuickly) {
  // A flipped edge never gets oriented with <U, D, R2, L2, F2, B2>.
  const auto t0 = std::chrono::steady_clock::now();
  SolveResult r = solve(scrambled("F"), GoalRequest{"eo", "U D R2 L2 F2 B2", false});
  EXPECT_EQ(r.status, Status::NoSolution);
  EXPECT_NE(r.message.find("never"), std::string::npos) << r.message;
  r = solve(scrambled("F R"), GoalRequest{"cross", "<R,U>", false});
  EXPECT_EQ(r.status, Status::NoSolution);
  EXPECT_NE(r.message.find("never"), std::string::npos) << r.message;
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(), 2.0);
  // A length limit below the optimum.
  SolveOptions o;
  o.max_length = 2;
  r = solve(scrambled("R U F L"), GoalRequest{"cross", "", false}, o);
  EXPECT_EQ(r.status, Status::NoSolution);
  EXPECT_NE(r.message.find("at most 2"), std::string::npos) << r.message;
}

// ---- Chains ---------------------------------------------------------------------------

TEST(GoalChain, EachStageReachesItsGoalWhereItEnds) {
  for (const std::string& s : random_starts(3, 61)) {
    const SolveResult r = solve(s, GoalRequest{"cross, xcross, pair, pair, pair", "", false});
    ASSERT_EQ(r.status, Status::Solved) << r.message;
    ASSERT_EQ(r.solutions.size(), 1u);
    const Solution& sol = r.solutions[0];
    ASSERT_EQ(sol.stages.size(), 5u);
    EXPECT_EQ(sol.stages[0].name, "cross");
    EXPECT_EQ(sol.stages[1].name, "xcross");
    int begin = 0;
    for (const Stage& st : sol.stages) {
      EXPECT_EQ(st.begin, begin);
      begin = st.end;
      const std::string at = replay(Puzzle::Cube3, s, std::vector<Move>(sol.moves.begin(), sol.moves.begin() + st.end));
      EXPECT_TRUE(matches_any(preset("cross"), at)) << st.name;
      // Stages never merge: no turn of the face the stage before ended on.
      if (st.begin > 0 && st.end > st.begin) EXPECT_NE(sol.moves[st.begin].family, sol.moves[st.begin - 1].family);
    }
    EXPECT_EQ(begin, static_cast<int>(sol.moves.size()));
    EXPECT_TRUE(matches_any(preset("f2l"), replay(Puzzle::Cube3, s, sol.moves)));
  }
}

TEST(GoalChain, ColourNeutralFirstStepSetsTheOrientation) {
  const std::string s = random_starts(1, 71)[0];
  const SolveResult r = solve(s, GoalRequest{"cross -> xcross", "", true});
  ASSERT_EQ(r.status, Status::Solved) << r.message;
  const Solution& sol = r.solutions[0];
  ASSERT_EQ(sol.stages.size(), 2u);
  const std::string end = replay(Puzzle::Cube3, s, sol.moves);
  bool some = false;
  for (const char* f : {"xcross@U", "xcross@R", "xcross@F", "xcross@D", "xcross@L", "xcross@B"})
    some = some || matches_any(preset(f), end);
  EXPECT_TRUE(some);
}

// ---- 2x2x2 through the pocket solver --------------------------------------------------

TEST(GoalPocket, SeedCaseGoesToThePocketSolver) {
  const std::string goal = pocket::seed003_goal(false);
  const pocket::GoalPattern pattern(goal);
  for (int i = 0; i < 5; ++i) {
    const std::string start = random_facelets(Puzzle::Cube2, 80 + i);
    const SolveResult r = solve(start, GoalRequest{goal, "no B", false});
    ASSERT_EQ(r.status, Status::Solved) << r.message;
    EXPECT_FALSE(uses_face(r.solutions[0].moves, 'B'));
    EXPECT_TRUE(pattern.matches(*corners_from_facelets(replay(Puzzle::Cube2, start, r.solutions[0].moves))));
    EXPECT_LE(r.solutions[0].moves.size(), 9u);
  }
  const SolveResult r = solve(random_facelets(Puzzle::Cube2, 90), GoalRequest{"first-layer", "", false});
  ASSERT_EQ(r.status, Status::Solved) << r.message;
  const SolveResult bad = solve(random_facelets(Puzzle::Cube2, 90), GoalRequest{"cross", "", false});
  EXPECT_EQ(bad.status, Status::BadInput);
  EXPECT_NE(bad.message.find("corners"), std::string::npos) << bad.message;
}

// ---- Bad input ------------------------------------------------------------------------

TEST(GoalErrors, BadInputIsNamed) {
  const std::string start = random_starts(1, 91)[0];
  auto expect_bad = [&](const std::string& st, const std::string& goal, const std::string& moves,
                        const std::string& needle) {
    const SolveResult r = solve(st, GoalRequest{goal, moves, false});
    EXPECT_EQ(r.status, Status::BadInput) << goal << " / " << moves;
    EXPECT_NE(r.message.find(needle), std::string::npos) << r.message;
  };
  expect_bad(start, std::string(50, 'x'), "", "expected 54 stickers");
  expect_bad(start, "crosss", "", "unknown preset");
  expect_bad(start, "cross@UD", "", "front face");
  expect_bad(start, "", "", "goal: empty");
  expect_bad(start, "cross", "U Q", "move set");
  // A centre that cannot show the colour asked for.
  std::string centre(54, 'x');
  centre[4] = 'R';
  expect_bad(start, centre, "", "centre of face U");
  // One edge asked for in two places.
  std::string twice(54, 'x');
  twice[kEdgeFacelets3[UF][0]] = 'U', twice[kEdgeFacelets3[UF][1]] = 'F';
  twice[kEdgeFacelets3[UB][0]] = 'U', twice[kEdgeFacelets3[UB][1]] = 'F';
  expect_bad(start, twice, "", "same edge in two places");
  // Every piece given, one edge flipped: no cube looks like that.
  std::string flipped = solved_facelets(Puzzle::Cube3);
  std::swap(flipped[kEdgeFacelets3[UF][0]], flipped[kEdgeFacelets3[UF][1]]);
  expect_bad(start, flipped, "", "flipped");
  // An unsolvable start: named by the validator.
  expect_bad(flipped, "cross", "", "start:");
  expect_bad("UUU", "cross", "", "expected 54 stickers (3x3x3) or 24");
}

TEST(GoalErrors, CancelAndTimeBudget) {
  std::atomic<bool> cancel{true};
  SolveOptions o;
  o.cancel = &cancel;
  // f2l in one step is far beyond what the bounds make quick: it needs the budget.
  SolveResult r = solve(random_starts(1, 99)[0], GoalRequest{"f2l", "", false}, o);
  EXPECT_EQ(r.status, Status::Cancelled);
  SolveOptions t;
  t.time_ms = 50;
  r = solve(random_starts(1, 99)[0], GoalRequest{"f2l", "", false}, t);
  EXPECT_EQ(r.status, Status::NoSolution);
  EXPECT_TRUE(r.timed_out);
  EXPECT_NE(r.message.find("time budget"), std::string::npos) << r.message;
}

// ---- Tables ---------------------------------------------------------------------------

TEST(GoalTables, ExportImportRoundTrip) {
  const GoalRequest req{"cross@F", "no L", false};
  prepare(req);
  const std::vector<std::string> keys = table_keys(req);
  ASSERT_EQ(keys.size(), 1u);
  const std::vector<uint8_t> bytes = export_request_tables(req);
  EXPECT_EQ(cache_key(req).rfind("cubesolver.goal/v1/", 0), 0u) << cache_key(req);

  std::vector<uint8_t> broken = bytes;
  broken[broken.size() / 2] ^= 1;
  std::string error;
  EXPECT_FALSE(import_tables(broken.data(), broken.size(), &error));
  EXPECT_FALSE(error.empty());

  const std::string s = random_starts(1, 101)[0];
  const SolveResult before = solve(s, req);
  clear_tables();
  EXPECT_FALSE(has_table(keys[0]));
  ASSERT_TRUE(import_tables(bytes.data(), bytes.size(), &error)) << error;
  EXPECT_TRUE(has_table(keys[0]));
  EXPECT_EQ(prepare(req), 0);  // nothing to build
  const SolveResult after = solve(s, req);
  ASSERT_EQ(after.status, Status::Solved) << after.message;
  EXPECT_EQ(format_moves(after.solutions[0].moves), format_moves(before.solutions[0].moves));
}

TEST(GoalBench, CrossFigures) {
  const BenchReport b = bench_goal("cross", 100, 1);
  EXPECT_EQ(b.failures, 0);
  EXPECT_EQ(b.number("tables"), 1);
  EXPECT_GT(b.mean_length, 5.3);
  EXPECT_LT(b.mean_length, 6.3);
  EXPECT_LE(b.max_length, 8);
  const BenchReport seed = bench_seed003(20, 1);
  EXPECT_EQ(seed.failures, 0);
  EXPECT_LT(seed.mean_ms, 100);
}

}  // namespace
}  // namespace cube::goal
