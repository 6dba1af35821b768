// 2x2x2 solver: the distance table against the published distributions, every solution
// replayed on facelets with the core's apply_moves, optimality against a plain
// breadth-first search written here, restricted move sets, pattern goals, errors.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <deque>
#include <set>
#include <unordered_map>

#include "core/alg.h"
#include "core/facelets.h"
#include "core/notation.h"
#include "core/random_state.h"
#include "core/validate.h"
#include "solvers/pocket/pocket_bench.h"
#include "solvers/pocket/pocket_coord.h"
#include "solvers/pocket/pocket_goal.h"
#include "solvers/pocket/pocket_ida.h"
#include "solvers/pocket/pocket_scramble.h"
#include "solvers/pocket/pocket_search.h"
#include "solvers/pocket/pocket_solver.h"
#include "solvers/pocket/pocket_table.h"

namespace cube::pocket {
namespace {

using Status = SolveResult::Status;

Move face_move(char face, int turns) {
  Move m;
  m.kind = Move::Kind::Face;
  m.family = face;
  m.turns = static_cast<uint8_t>(turns);
  return m;
}

// Turns of the given faces: all three turns (HTM) or quarter turns (QTM).
std::vector<Move> turns_of_faces(const std::string& faces, bool quarter_only = false) {
  std::vector<Move> out;
  for (char f : faces)
    for (int t = 1; t <= 3; ++t)
      if (!quarter_only || t != 2) out.push_back(face_move(f, t));
  return out;
}

std::string replay(std::string s, const std::vector<Move>& moves) {
  EXPECT_EQ(apply_moves(Puzzle::Cube2, s, moves), -1);
  return s;
}

std::string scramble(const std::string& alg) { return replay(solved_facelets(Puzzle::Cube2), parse_alg(alg).moves); }

bool all_faces_one_colour(const std::string& s) {
  for (int f = 0; f < 6; ++f)
    for (int k = 1; k < 4; ++k)
      if (s[f * 4 + k] != s[f * 4]) return false;
  return true;
}

bool matches(const std::string& s, const std::string& pattern) {
  for (size_t i = 0; i < 24; ++i)
    if (pattern[i] != 'x' && pattern[i] != '?' && pattern[i] != s[i]) return false;
  return true;
}

// The independent reference: breadth-first search over facelet strings with the core's
// apply_moves, from the start until a string passes `done`. -1 past max_depth.
template <class Done>
int plain_bfs(const std::string& start, const std::vector<Move>& moves, Done done, int max_depth) {
  std::unordered_map<std::string, int> seen{{start, 0}};
  std::deque<std::string> queue{start};
  if (done(start)) return 0;
  while (!queue.empty()) {
    const std::string s = queue.front();
    queue.pop_front();
    const int d = seen[s];
    if (d >= max_depth) continue;
    for (const Move& m : moves) {
      std::string n = s;
      apply_moves(Puzzle::Cube2, n, {m});
      if (!seen.emplace(n, d + 1).second) continue;
      if (done(n)) return d + 1;
      queue.push_back(n);
    }
  }
  return -1;
}

std::vector<Move> random_moves(Rng& rng, const std::vector<Move>& from, int n) {
  std::vector<Move> out;
  for (int i = 0; i < n; ++i) out.push_back(from[rng.below(static_cast<uint32_t>(from.size()))]);
  return out;
}

bool uses_only(const std::vector<Move>& moves, MoveSet set) {
  for (const Move& m : moves)
    if (!set.has(index_of(m))) return false;
  return true;
}

// ---------------------------------------------------------------------------------
// The table.

TEST(PocketTable, HtmDistributionIsThePublishedOne) {
  const DistanceTable t = DistanceTable::build(Metric::HTM);
  const std::vector<uint64_t> published = {1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644};
  EXPECT_EQ(t.depth_counts(), published);
  EXPECT_EQ(t.bytes(), 918540u);  // 2 bits a state
}

TEST(PocketTable, QtmDistributionIsThePublishedOne) {
  const DistanceTable t = DistanceTable::build(Metric::QTM);
  const std::vector<uint64_t> published = {1,      6,      27,     120,     534,    2256,  8969, 33058,
                                           114149, 360508, 930588, 1350852, 782536, 90280, 276};
  EXPECT_EQ(t.depth_counts(), published);
  EXPECT_EQ(t.depth_counts().size() - 1, 14u);  // QTM God's number
}

TEST(PocketTable, BuildReportsProgressAndIsDeterministic) {
  std::vector<double> fractions;
  const DistanceTable a = DistanceTable::build(Metric::HTM, [&](double f, size_t bytes) {
    fractions.push_back(f);
    EXPECT_EQ(bytes, 918540u);
  });
  ASSERT_EQ(fractions.size(), 11u);  // one per depth
  EXPECT_TRUE(std::is_sorted(fractions.begin(), fractions.end()));
  EXPECT_DOUBLE_EQ(fractions.back(), 1.0);
  EXPECT_EQ(a.data(), shared_table(Metric::HTM).data());
}

TEST(PocketTable, SerializesWithNameVersionAndChecksum) {
  const DistanceTable& t = shared_table(Metric::HTM);
  std::vector<uint8_t> bytes = t.serialize();
  std::string error;
  auto back = DistanceTable::deserialize(bytes.data(), bytes.size(), Metric::HTM, &error);
  ASSERT_TRUE(back) << error;
  EXPECT_EQ(back->data(), t.data());
  EXPECT_EQ(back->depth_counts(), t.depth_counts());
  EXPECT_EQ(back->distance(state_index(*corners_from_facelets(scramble("R U2 F' R2")))), 4);

  EXPECT_FALSE(DistanceTable::deserialize(bytes.data(), bytes.size(), Metric::QTM, &error));  // other name
  std::vector<uint8_t> corrupt = bytes;
  corrupt[corrupt.size() / 2] ^= 0x10;
  error.clear();
  EXPECT_FALSE(DistanceTable::deserialize(corrupt.data(), corrupt.size(), Metric::HTM, &error));
  EXPECT_FALSE(error.empty());
  EXPECT_FALSE(DistanceTable::deserialize(bytes.data(), bytes.size() - 9, Metric::HTM, &error));  // truncated
  EXPECT_TRUE(install_shared_table(Metric::HTM, bytes.data(), bytes.size(), &error));             // already there: fine
}

// ---------------------------------------------------------------------------------
// Coordinates against the core's facelet moves.

TEST(PocketCoord, TurnsAgreeWithFaceletMoves) {
  Rng rng(7);
  for (int i = 0; i < 50; ++i) {
    CornerCube c = random_corners(rng);
    c = c * move_corners(static_cast<int>(rng.below(18)));  // DBL need not be home
    for (int m = 0; m < kFaceMoves; ++m) {
      EXPECT_EQ(to_facelets(c * move_corners(m)), replay(to_facelets(c), {to_move(m)}));
      EXPECT_EQ(unpack(apply_packed(pack(c), m)), c * move_corners(m));
    }
  }
}

TEST(PocketCoord, IndexRoundTripsAndMoveTablesAgree) {
  Rng rng(11);
  const CoordMoves& cm = coord_moves();
  EXPECT_EQ(state_index(CornerCube{}), 0u);
  for (int i = 0; i < 300; ++i) {
    const uint32_t idx = rng.below(kStateCount);
    const CornerCube c = state_from_index(idx);
    ASSERT_TRUE(c.is_solvable());
    ASSERT_TRUE(dbl_home(c));
    ASSERT_EQ(state_index(c), idx);
    for (int m = 0; m < 9; ++m) EXPECT_EQ(cm.apply(idx, m), state_index(c * move_corners(m)));
  }
}

TEST(PocketCoord, RotationsAndRecolouring) {
  std::set<std::string> seen;
  for (const CornerCube& r : rotations()) {
    const std::string s = to_facelets(r);
    EXPECT_TRUE(all_faces_one_colour(s)) << s;
    seen.insert(s);
  }
  EXPECT_EQ(seen.size(), 24u);
  Rng rng(3);
  for (int i = 0; i < 50; ++i) {
    const CornerCube c = random_corners(rng) * move_corners(static_cast<int>(9 + rng.below(9)));
    const CornerCube h = with_dbl_home(c);
    EXPECT_TRUE(dbl_home(h));
    // The same re-colouring validate() does through the DBL corner.
    EXPECT_EQ(to_facelets(h), validate(Puzzle::Cube2, to_facelets(c)).facelets);
  }
}

TEST(PocketMoveSet, Parses) {
  EXPECT_EQ(*MoveSet::parse("U R F"), MoveSet::urf());
  EXPECT_EQ(*MoveSet::parse("<R,U,F>"), MoveSet::urf());
  EXPECT_EQ(*MoveSet::parse("RUF"), MoveSet::urf());
  EXPECT_EQ(*MoveSet::parse("all"), MoveSet::all());
  EXPECT_EQ(MoveSet::parse("no B")->size(), 15);
  EXPECT_EQ(MoveSet::parse("-B")->size(), 15);
  EXPECT_FALSE(MoveSet::parse("no B")->has(17));
  // A bare face is all its turns; "U1" is the clockwise turn alone.
  EXPECT_EQ(MoveSet::parse("U R2 F'")->list(), (std::vector<int>{0, 1, 2, 4, 8}));
  const MoveSet some = *MoveSet::parse("U1 R2 F'");
  EXPECT_EQ(some.list(), (std::vector<int>{0, 4, 8}));
  EXPECT_EQ(some.to_string(), "U1 R2 F'");
  EXPECT_EQ(*MoveSet::parse(some.to_string()), some);
  EXPECT_EQ(MoveSet::urf().to_string(), "U R F");
  EXPECT_EQ(MoveSet::parse("U R2")->for_metric(Metric::QTM).list(), (std::vector<int>{0, 2}));
  std::string error;
  EXPECT_FALSE(MoveSet::parse("R U x", &error));
  EXPECT_NE(error.find("column 5"), std::string::npos) << error;
  EXPECT_FALSE(MoveSet::parse("r U", &error));
  EXPECT_NE(error.find("wide"), std::string::npos) << error;
}

// ---------------------------------------------------------------------------------
// Solving to solved.

TEST(PocketSolver, RandomStatesAreSolvedOptimallyAndReplayed) {
  Rng rng(2024);
  const DistanceTable& htm = shared_table(Metric::HTM);
  for (int i = 0; i < 300; ++i) {
    const uint32_t idx = rng.below(kStateCount);
    const std::string start = to_facelets(state_from_index(idx));
    const SolveResult r = solve(start, PocketRequest{});
    ASSERT_EQ(r.status, Status::Solved) << r.message;
    ASSERT_EQ(r.solutions.size(), 1u);
    EXPECT_TRUE(r.solutions[0].optimal);
    EXPECT_TRUE(uses_only(r.solutions[0].moves, MoveSet::urf()));
    EXPECT_EQ(static_cast<int>(r.solutions[0].moves.size()), htm.distance(idx));
    EXPECT_EQ(replay(start, r.solutions[0].moves), solved_facelets(Puzzle::Cube2));
  }
}

TEST(PocketSolver, OptimalAgainstPlainBfsOnShortScrambles) {
  Rng rng(99);
  const std::vector<Move> urf = turns_of_faces("URF"), quarter = turns_of_faces("URF", true);
  for (int i = 0; i < 40; ++i) {
    const std::string start = replay(solved_facelets(Puzzle::Cube2), random_moves(rng, urf, 1 + i % 5));
    const int want = plain_bfs(start, urf, all_faces_one_colour, 6);
    const SolveResult r = solve(start, PocketRequest{});
    ASSERT_EQ(r.status, Status::Solved);
    EXPECT_EQ(static_cast<int>(r.solutions[0].moves.size()), want) << start;

    PocketRequest q;
    q.metric = Metric::QTM;
    const std::string qstart = replay(solved_facelets(Puzzle::Cube2), random_moves(rng, quarter, 1 + i % 6));
    const int want_q = plain_bfs(qstart, quarter, all_faces_one_colour, 7);
    const SolveResult rq = solve(qstart, q);
    ASSERT_EQ(rq.status, Status::Solved);
    EXPECT_EQ(count_moves(rq.solutions[0].moves).qtm, want_q) << qstart;
    EXPECT_TRUE(all_faces_one_colour(replay(qstart, rq.solutions[0].moves)));
  }
}

TEST(PocketSolver, QtmSolutionsHaveTheTableLength) {
  Rng rng(5);
  const DistanceTable& qtm = shared_table(Metric::QTM);
  PocketRequest q;
  q.metric = Metric::QTM;
  for (int i = 0; i < 100; ++i) {
    const uint32_t idx = rng.below(kStateCount);
    const std::string start = to_facelets(state_from_index(idx));
    const SolveResult r = solve(start, q);
    ASSERT_EQ(r.status, Status::Solved);
    EXPECT_EQ(count_moves(r.solutions[0].moves).qtm, qtm.distance(idx));
    EXPECT_EQ(replay(start, r.solutions[0].moves), solved_facelets(Puzzle::Cube2));
  }
}

TEST(PocketSolver, ColoursAndRotatedInputAreReadThroughTheDblCorner) {
  // A colour string: U white, R red, F green, D yellow, L orange, B blue.
  std::string colours = scramble("R U2 F R'");
  for (char& c : colours) c = "WRGYOB"[std::string("URFDLB").find(c)];
  SolveResult r = solve(colours, PocketRequest{});
  ASSERT_EQ(r.status, Status::Solved) << r.message;
  EXPECT_EQ(r.solutions[0].moves.size(), 4u);
  EXPECT_TRUE(all_faces_one_colour(replay(colours, r.solutions[0].moves)));

  // The cube held another way (an L turn moved the DBL corner): still solved as a cube.
  const std::string held = scramble("L U");
  r = solve(held, PocketRequest{});
  ASSERT_EQ(r.status, Status::Solved);
  EXPECT_EQ(r.solutions[0].moves.size(), 2u);
  EXPECT_TRUE(all_faces_one_colour(replay(held, r.solutions[0].moves)));
  EXPECT_EQ(solve(*corners_from_facelets(held), PocketRequest{}).solutions[0].moves.size(), 2u);
  EXPECT_EQ(optimal_length(*corners_from_facelets(held)), 2);
}

TEST(PocketSolver, AllOptimalSolutionsAreDistinctValidAndCounted) {
  const std::vector<Move> urf = turns_of_faces("URF");
  for (const char* alg : {"R U F", "R U2 F' R", "F R U' R' U' R U R' F'", "R U R' U R U2 R'"}) {
    const std::string start = scramble(alg);
    PocketRequest req;
    req.all_optimal = true;
    const SolveResult r = solve(start, req);
    ASSERT_EQ(r.status, Status::Solved);
    const size_t len = r.solutions[0].moves.size();
    std::set<std::string> distinct;
    for (const Solution& s : r.solutions) {
      EXPECT_EQ(s.moves.size(), len);
      EXPECT_EQ(replay(start, s.moves), solved_facelets(Puzzle::Cube2));
      distinct.insert(format_moves(s.moves));
    }
    EXPECT_EQ(distinct.size(), r.solutions.size());
    const OptimalCount c = count_optimal(start, PocketRequest{});
    EXPECT_EQ(c.count, r.solutions.size());
    EXPECT_EQ(c.length, static_cast<int>(len));

    // Brute force for the short ones: every sequence of that length that solves.
    if (len <= 4) {
      uint64_t brute = 0;
      std::vector<Move> seq(len);
      auto rec = [&](auto&& self, size_t k) -> void {
        if (k == len) {
          brute += replay(start, seq) == solved_facelets(Puzzle::Cube2);
          return;
        }
        for (const Move& m : urf) {
          seq[k] = m;
          self(self, k + 1);
        }
      };
      rec(rec, 0);
      EXPECT_EQ(brute, c.count) << alg;
    }
  }
  SolveOptions three;
  three.solutions = 3;
  const std::string many = scramble("R U2 F' R2 U F");
  EXPECT_EQ(solve(many, PocketRequest{}, three).solutions.size(),
            std::min<uint64_t>(3, count_optimal(many, PocketRequest{}).count));
}

TEST(PocketSolver, MaxLengthGivesNoSolution) {
  SolveOptions opt;
  opt.max_length = 3;
  const SolveResult r = solve(scramble("R U F R"), PocketRequest{}, opt);
  EXPECT_EQ(r.status, Status::NoSolution);
  EXPECT_NE(r.message.find("4 moves"), std::string::npos) << r.message;
}

// ---------------------------------------------------------------------------------
// Restricted move sets.

TEST(PocketSolver, RestrictedMoveSetsAgainstPlainBfs) {
  Rng rng(41);
  struct Case {
    const char* set;
    Metric metric;
  };
  for (const Case& c :
       {Case{"R U", Metric::HTM}, Case{"R U", Metric::QTM}, Case{"no B", Metric::HTM}, Case{"U D R L", Metric::HTM},
        Case{"R U'", Metric::HTM}, Case{"L D B", Metric::HTM}, Case{"all", Metric::QTM}}) {
    PocketRequest req;
    req.moves = *MoveSet::parse(c.set);
    req.metric = c.metric;
    const MoveSet usable = req.moves.for_metric(c.metric);
    std::vector<Move> moves;
    for (int m : usable.list()) moves.push_back(to_move(m));
    for (int i = 0; i < 8; ++i) {
      const std::string start = replay(solved_facelets(Puzzle::Cube2), random_moves(rng, moves, 2 + i % 3));
      const SolveResult r = solve(start, req);
      ASSERT_EQ(r.status, Status::Solved) << c.set << ": " << r.message;
      const std::vector<Move>& sol = r.solutions[0].moves;
      EXPECT_TRUE(all_faces_one_colour(replay(start, sol))) << c.set;
      // QTM prints R R as R2, which is in the set as two quarter turns.
      for (const Move& m : sol)
        EXPECT_TRUE(usable.has(index_of(m)) || (m.turns == 2 && c.metric == Metric::QTM)) << c.set;
      const int len = c.metric == Metric::QTM ? count_moves(sol).qtm : static_cast<int>(sol.size());
      EXPECT_EQ(len, plain_bfs(start, moves, all_faces_one_colour, 7)) << c.set << " " << start;
    }
  }
}

TEST(PocketSolver, RUIsSolvedInsideItsGroup) {
  PocketRequest req;
  req.moves = *MoveSet::parse("<R,U>");
  req.all_optimal = true;
  const std::string start = scramble("R U R' U R U2 R'");  // Sune
  const SolveResult r = solve(start, req);
  ASSERT_EQ(r.status, Status::Solved);
  for (const Solution& s : r.solutions) {
    EXPECT_TRUE(uses_only(s.moves, req.moves));
    EXPECT_EQ(replay(start, s.moves), solved_facelets(Puzzle::Cube2));
  }
  std::vector<Move> ru = turns_of_faces("RU");
  EXPECT_EQ(static_cast<int>(r.solutions[0].moves.size()),
            plain_bfs(
                start, ru, [](const std::string& s) { return s == solved_facelets(Puzzle::Cube2); }, 12));
  // A cube <R,U> cannot solve: the F turn moves DLF, which R and U never touch.
  const SolveResult no = solve(scramble("F"), req);
  EXPECT_EQ(no.status, Status::NoSolution);
  EXPECT_NE(no.message.find("<U R>"), std::string::npos) << no.message;
}

TEST(PocketSolver, IdaAndBreadthFirstAgreeOnLengthAndCount) {
  Rng rng(8);
  const MoveSet sets[] = {*MoveSet::parse("no B"), MoveSet::all(), MoveSet::urf()};
  const std::vector<Move> urf = turns_of_faces("URF");
  for (int i = 0; i < 16; ++i) {
    const MoveSet set = sets[i % 3];
    const Metric metric = i < 12 ? Metric::HTM : Metric::QTM;
    SearchProblem p;
    p.metric = metric;
    // All 18 turns give very many optimal paths far out: keep those starts near.
    p.start = set == MoveSet::all()
                  ? *corners_from_facelets(replay(solved_facelets(Puzzle::Cube2), random_moves(rng, urf, 5)))
                  : state_from_index(rng.below(kStateCount));
    p.goals.assign(rotations().begin(), rotations().end());
    p.moves = set.for_metric(metric).list();
    p.count = true;
    p.want = 1000;
    if (i % 2) {  // a pattern goal instead: first layer + Sune's U stickers
      GoalPattern g(seed003_goal(false));
      p.goals = g.enumerate(1000);
    }
    const SearchResult a = ida_paths(p, {}, 50'000'000);
    const SearchResult b = find_paths(p, {});
    ASSERT_EQ(a.outcome, SearchResult::Outcome::Found);
    ASSERT_EQ(b.outcome, SearchResult::Outcome::Found);
    EXPECT_EQ(a.length, b.length);
    EXPECT_EQ(a.count, b.count) << i;
    if (a.count <= p.want) {
      std::set<std::vector<int>> pa(a.paths.begin(), a.paths.end()), pb(b.paths.begin(), b.paths.end());
      EXPECT_EQ(pa, pb) << i;
    }
  }
}

// ---------------------------------------------------------------------------------
// Goals: full states and patterns.

TEST(PocketSolver, PathBetweenTwoStates) {
  const std::string a = scramble("R U F' U2"), b = scramble("F R' U R2");
  const SolveResult r = solve(a, PocketRequest{.goal = b});
  ASSERT_EQ(r.status, Status::Solved) << r.message;
  EXPECT_EQ(replay(a, r.solutions[0].moves), b);
  EXPECT_EQ(static_cast<int>(r.solutions[0].moves.size()),
            plain_bfs(
                a, turns_of_faces("URF"), [&](const std::string& s) { return s == b; }, 8));
}

TEST(PocketSolver, SeedThreeCaseFirstLayerPlusSuneWithoutB) {
  // Seed 003: the goal "first layer solved and the Sune case on top", every turn but B.
  const std::string goal = seed003_goal(false);
  EXPECT_EQ(goal, "xxUxxURRxUFFDDDDxxLLxUBB");
  PocketRequest req;
  req.moves = *MoveSet::parse("no B");
  req.goal = goal;
  Rng rng(3);
  const std::vector<Move> moves = turns_of_faces("URFDL");
  for (int i = 0; i < 30; ++i) {
    const std::string start = to_facelets(state_from_index(rng.below(kStateCount)));
    const SolveResult r = solve(start, req);
    ASSERT_EQ(r.status, Status::Solved) << r.message;
    EXPECT_TRUE(matches(replay(start, r.solutions[0].moves), goal));
    EXPECT_TRUE(uses_only(r.solutions[0].moves, req.moves));
  }
  // Optimality against plain BFS, from starts a few turns from a goal cube.
  const std::string goal_cube = seed003_goal(true);
  for (int i = 0; i < 10; ++i) {
    const std::string start = replay(goal_cube, random_moves(rng, moves, 1 + i % 4));
    const SolveResult r = solve(start, req);
    ASSERT_EQ(r.status, Status::Solved);
    EXPECT_EQ(static_cast<int>(r.solutions[0].moves.size()),
              plain_bfs(
                  start, moves, [&](const std::string& s) { return matches(s, goal); }, 5));
  }
}

TEST(PocketSolver, PatternGoalsInColoursWithDontCares) {
  // Seed 003's own notation: U white, ... and x for any colour. "Top face white".
  std::string start = scramble("R U R' F2 U' R");
  for (char& c : start) c = "WRGYOB"[std::string("URFDLB").find(c)];
  PocketRequest req;
  req.goal = "WWWWxxxxxxxxxxxxxxxxxxxx";
  SolveResult r = solve(start, req);
  ASSERT_EQ(r.status, Status::Solved) << r.message;
  const std::string end = replay(start, r.solutions[0].moves);
  EXPECT_EQ(end.substr(0, 4), "WWWW");
  std::string letters = validate(Puzzle::Cube2, start).facelets;
  EXPECT_EQ(static_cast<int>(r.solutions[0].moves.size()),
            plain_bfs(
                letters, turns_of_faces("URF"), [](const std::string& s) { return s.substr(0, 4) == "UUUU"; }, 6));
  // '?' works like 'x', lower case colours too.
  req.goal = "wwww????????????????????";
  EXPECT_EQ(solve(start, req).solutions[0].moves.size(), r.solutions[0].moves.size());
  // With all 18 turns the path may move the DBL corner.
  req.goal = "WWWWxxxxxxxxxxxxxxxxxxxx";
  req.moves = MoveSet::all();
  r = solve(start, req);
  ASSERT_EQ(r.status, Status::Solved);
  EXPECT_EQ(replay(start, r.solutions[0].moves).substr(0, 4), "WWWW");
}

TEST(PocketSolver, GoalAlreadyMetIsAnEmptySolution) {
  const SolveResult r = solve(solved_facelets(Puzzle::Cube2), PocketRequest{});
  ASSERT_EQ(r.status, Status::Solved);
  EXPECT_TRUE(r.solutions[0].moves.empty());
  PocketRequest req;
  req.goal = std::string(24, 'x');
  req.moves = *MoveSet::parse("R U");
  EXPECT_TRUE(solve(scramble("R U F"), req).solutions[0].moves.empty());
}

// ---------------------------------------------------------------------------------
// Errors.

TEST(PocketErrors, BadStartGoalAndMovesAreNamed) {
  SolveResult r = solve("UUUURRRRFFFF", PocketRequest{});
  EXPECT_EQ(r.status, Status::BadInput);
  EXPECT_EQ(r.message.rfind("start: ", 0), 0u) << r.message;

  std::string twisted = solved_facelets(Puzzle::Cube2);
  std::swap(twisted[3], twisted[4]);  // URF corner: U and R stickers swapped
  r = solve(twisted, PocketRequest{});
  EXPECT_EQ(r.status, Status::BadInput);
  EXPECT_EQ(r.message.rfind("start: ", 0), 0u) << r.message;

  PocketRequest req;
  req.goal = "UUUUxxxxxxxxxxxxxxxxxxxQ";
  r = solve(scramble("R"), req);
  EXPECT_EQ(r.status, Status::BadInput);
  EXPECT_NE(r.message.find("sticker 24 (B4)"), std::string::npos) << r.message;

  req.goal = "UUUU";
  r = solve(scramble("R"), req);
  EXPECT_EQ(r.status, Status::BadInput);
  EXPECT_NE(r.message.find("found 4"), std::string::npos) << r.message;

  req.goal = "UUUUUxxxxxxxxxxxxxxxxxxx";  // five U stickers cannot all be on U
  r = solve(scramble("R"), req);
  EXPECT_EQ(r.status, Status::BadInput);
  EXPECT_NE(r.message.find("no 2x2x2 cube looks like this"), std::string::npos) << r.message;

  // The goal needs DBL elsewhere, but <U,R,F> never moves it.
  req.goal = scramble("L");
  r = solve(scramble("R"), req);
  EXPECT_EQ(r.status, Status::NoSolution);
  EXPECT_NE(r.message.find("DBL"), std::string::npos) << r.message;
  req.moves = MoveSet::all();
  r = solve(scramble("R"), req);
  ASSERT_EQ(r.status, Status::Solved);
  EXPECT_EQ(replay(scramble("R"), r.solutions[0].moves), scramble("L"));

  PocketRequest half;
  half.metric = Metric::QTM;
  half.moves = *MoveSet::parse("R2 U2");
  r = solve(scramble("R2"), half);
  EXPECT_EQ(r.status, Status::BadInput);
}

TEST(PocketErrors, CancelAndTimeBudget) {
  std::atomic<bool> cancel{true};
  SolveOptions opt;
  opt.cancel = &cancel;
  PocketRequest req;
  req.moves = *MoveSet::parse("R U L D");
  req.goal = scramble("F R' B U2 L' D F' B2 R D' L2 U' F");  // far: a long search
  EXPECT_EQ(solve(scramble("R"), req, opt).status, Status::Cancelled);
  SolveOptions budget;
  budget.time_ms = 1;
  const SolveResult r = solve(scramble("R"), req, budget);
  EXPECT_EQ(r.status, Status::NoSolution);
}

// ---------------------------------------------------------------------------------
// Scrambles and the benchmark hook.

TEST(PocketScramble, RandomStateScramblesAreWcaStyle) {
  const auto a = random_state_scrambles(60, 42), b = random_state_scrambles(60, 42);
  ASSERT_EQ(a.size(), 60u);
  std::set<std::string> distinct;
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].facelets, b[i].facelets);  // reproducible
    EXPECT_GE(a[i].distance, kMinScrambleDistance);
    EXPECT_EQ(static_cast<int>(a[i].moves.size()), a[i].distance);
    EXPECT_TRUE(uses_only(a[i].moves, MoveSet::urf()));
    EXPECT_EQ(scramble(format_moves(a[i].moves)), a[i].facelets);
    EXPECT_EQ(static_cast<int>(solve(a[i].facelets, PocketRequest{}).solutions[0].moves.size()), a[i].distance);
    distinct.insert(a[i].facelets);
  }
  EXPECT_GT(distinct.size(), 55u);
}

TEST(PocketBench, RunsAndVerifies) {
  const BenchReport b = bench(20, 1);
  EXPECT_EQ(b.failures, 0);
  EXPECT_GT(b.mean_length, 6.0);
  EXPECT_LE(b.max_length, 11);  // God's number in HTM
  const BenchReport p = bench_partial_goal(5, 1);
  EXPECT_EQ(p.failures, 0);
}

}  // namespace
}  // namespace cube::pocket
