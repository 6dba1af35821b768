// Fewest-moves steps (solvers/fmc): every step solution is checked against the step's
// definition written plainly here, on the stickers (not through the solver's
// coordinates), replayed with its inverse-side moves on the inverse; optimal lengths
// agree with breadth-first searches made here; bad requests say what is wrong.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <queue>
#include <set>
#include <string>
#include <vector>

#include "core/alg.h"
#include "core/cubie.h"
#include "core/notation.h"
#include "core/random_state.h"
#include "solvers/fmc/fmc_insertions.h"
#include "solvers/fmc/fmc_solver.h"
#include "solvers/pocket/pocket_moves.h"
#include "solvers/registry.h"
#include "solvers/self_check.h"

namespace cube::fmc {
namespace {

using Status = SolveResult::Status;
const auto& kMove = basic_move_cubies;

// ---- The steps' definitions, on the stickers ---------------------------------------
// Faces U R F D L B are 0..5; a sticker's colour is the face letter it belongs on.
int face_of_letter(char c) { return static_cast<int>(std::string("URFDLB").find(c)); }
int axis_of_face(int f) { return f % 3; }  // 0 U-D, 1 R-L, 2 F-B
int axis_index(Axis a) { return a == Axis::UD ? 0 : a == Axis::RL ? 1 : 2; }

// An edge is good for an axis by the usual rule: the position's reference sticker is
// its U/D one (F/B for the U-D axis), else the one on the axis; the piece's reference
// colour is chosen alike; good when that colour sits on that sticker.
std::string eo_flags(const CubieCube& c, Axis a) {
  const std::string f = to_facelets(c);
  const int axis = axis_index(a), first = axis == 0 ? 2 : 0;
  std::string flags;
  for (const auto& e : kEdgeFacelets3) {
    auto on_axis = [&](int ax) {
      return axis_of_face(e[0] / 9) == ax ? e[0] : axis_of_face(e[1] / 9) == ax ? e[1] : -1;
    };
    const int pos = on_axis(first) >= 0 ? on_axis(first) : on_axis(axis);
    const int c0 = axis_of_face(face_of_letter(f[e[0]])), c1 = axis_of_face(face_of_letter(f[e[1]]));
    const int colour = c0 == first ? e[0] : c1 == first ? e[1] : c0 == axis ? e[0] : e[1];
    flags += colour == pos ? '.' : 'x';
  }
  return flags;
}
bool eo_plain(const CubieCube& c, Axis a) { return eo_flags(c, a) == std::string(12, '.'); }

// DR on an axis: EO on the two other axes, and every sticker of the axis' colours on
// the axis' faces.
bool dr_plain(const CubieCube& c, Axis a) {
  for (Axis o : kAxes)
    if (o != a && !eo_plain(c, o)) return false;
  const std::string f = to_facelets(c);
  for (int i = 0; i < 54; ++i)
    if ((axis_of_face(face_of_letter(f[i])) == axis_index(a)) != (axis_of_face(i / 9) == axis_index(a))) return false;
  return true;
}

// HTR: reachable by half turns. The half-turn group is the product of its corner part
// (96 permutations) and its edge part (6,912), each found here by breadth-first search.
template <class Perm>
std::set<Perm> closure(Perm start, Perm (*apply)(const Perm&, int)) {
  std::set<Perm> seen{start};
  std::queue<Perm> q;
  q.push(start);
  while (!q.empty()) {
    const Perm p = q.front();
    q.pop();
    for (int f = 0; f < 6; ++f) {
      const Perm n = apply(p, 3 * f + 1);
      if (seen.insert(n).second) q.push(n);
    }
  }
  return seen;
}
std::array<uint8_t, 8> corners_after(const std::array<uint8_t, 8>& p, int m) {
  CubieCube c;
  c.cp = p;
  return (c * kMove()[m]).cp;
}
std::array<uint8_t, 12> edges_after(const std::array<uint8_t, 12>& p, int m) {
  CubieCube c;
  c.ep = p;
  return (c * kMove()[m]).ep;
}
bool htr_plain(const CubieCube& c) {
  static const auto corners = closure<std::array<uint8_t, 8>>(CubieCube{}.cp, corners_after);
  static const auto edges = closure<std::array<uint8_t, 12>>(CubieCube{}.ep, edges_after);
  EXPECT_EQ(corners.size() * edges.size(), 663552u);
  for (int i = 0; i < 8; ++i)
    if (c.co[i]) return false;
  for (int i = 0; i < 12; ++i)
    if (c.eo[i]) return false;
  return corners.count(c.cp) && edges.count(c.ep);
}

bool reached_plain(Step step, const CubieCube& x, Axis a) {
  switch (step) {
    case Step::EO: return eo_plain(x, a);
    case Step::DR: return dr_plain(x, a);
    case Step::HTR: return htr_plain(x);
    case Step::Finish: return x == CubieCube{};
  }
  return false;
}

// ---- Replay ------------------------------------------------------------------------
CubieCube play(CubieCube c, const std::vector<int>& moves) {
  for (int m : moves) c = c * kMove()[m];
  return c;
}
// The cube after a NISS solution: the inverse-side moves played on the inverse.
CubieCube after(const CubieCube& c, const StepMoves& s) {
  const CubieCube inverse_side = play(c.inverse(), s.inverse);
  return play(inverse_side.inverse(), s.normal);
}
CubieCube random_moves(CubieCube c, Rng& rng, const std::vector<int>& moves, int n) {
  for (int i = 0; i < n; ++i) c = c * kMove()[moves[rng.below(static_cast<uint32_t>(moves.size()))]];
  return c;
}
const std::vector<int> kAll = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17};
const std::vector<int> kDrUd = {0, 1, 2, 4, 7, 9, 10, 11, 13, 16};                // U D quarter, the rest half
const std::vector<int> kEoFb = {0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13, 14, 16};  // no F B quarter
const std::vector<int> kHalf = {1, 4, 7, 10, 13, 16};

Axis axis_named(const std::string& s) { return *parse_axis(s.substr(0, 2)); }

StepResult step(const CubieCube& c, Step s, std::optional<Axis> a, Niss niss = Niss::Normal, int count = 1) {
  StepRequest r;
  r.goal.step = s;
  r.goal.axis = a;
  r.goal.niss = niss;
  r.limits.count = count;
  return solve_step(c, r);
}

// Every solution reaches the step by its plain definition, with the axis it names.
void expect_all_reach(const CubieCube& c, Step s, const StepResult& r) {
  ASSERT_EQ(r.status, Status::Solved) << r.message;
  for (const StepSolution& sol : r.solutions) {
    const Axis a = s == Step::HTR || s == Step::Finish ? Axis::UD : axis_named(sol.axis);
    EXPECT_TRUE(reached_plain(s, after(c, sol.moves), a)) << niss_text(sol.moves) << " " << sol.axis;
  }
}

// The fewest moves (of `moves`) to a state where `done` holds, by breadth-first search
// over whole cubes from c, up to max_depth; -1 when deeper.
template <class Done>
int bfs_depth(const CubieCube& c, const std::vector<int>& moves, int max_depth, Done done) {
  std::vector<CubieCube> layer{c};
  std::set<std::pair<std::array<uint8_t, 20>, std::array<uint8_t, 20>>> seen;
  auto key = [](const CubieCube& x) {
    std::array<uint8_t, 20> p{}, o{};
    std::copy(x.cp.begin(), x.cp.end(), p.begin());
    std::copy(x.ep.begin(), x.ep.end(), p.begin() + 8);
    std::copy(x.co.begin(), x.co.end(), o.begin());
    std::copy(x.eo.begin(), x.eo.end(), o.begin() + 8);
    return std::make_pair(p, o);
  };
  seen.insert(key(c));
  for (int d = 0; d <= max_depth; ++d) {
    for (const CubieCube& x : layer)
      if (done(x)) return d;
    std::vector<CubieCube> next;
    for (const CubieCube& x : layer)
      for (int m : moves) {
        const CubieCube y = x * kMove()[m];
        if (seen.insert(key(y)).second) next.push_back(y);
      }
    layer.swap(next);
  }
  return -1;
}

// ---- Tests -------------------------------------------------------------------------

TEST(Fmc, PlainDefinitionsHoldOnTheirGroups) {
  Rng rng(7);
  EXPECT_TRUE(eo_plain(random_moves({}, rng, kEoFb, 40), Axis::FB));
  EXPECT_FALSE(eo_plain(CubieCube{} * kMove()[6], Axis::FB));  // F flips four edges about F-B
  EXPECT_TRUE(eo_plain(CubieCube{} * kMove()[6], Axis::UD));
  const CubieCube dr = random_moves({}, rng, kDrUd, 40);
  EXPECT_TRUE(dr_plain(dr, Axis::UD));
  EXPECT_FALSE(dr_plain(dr * kMove()[3], Axis::UD));
  EXPECT_TRUE(htr_plain(random_moves({}, rng, kHalf, 40)));
  EXPECT_FALSE(htr_plain(CubieCube{} * kMove()[0]));
}

TEST(Fmc, EoIsOptimalOnEveryAxisAgainstAFullBreadthFirstSearch) {
  // The plain rule's flags are a class of cubes that moves carry along; breadth-first
  // over the classes from solved gives each class's distance: a cube's optimal EO.
  Rng rng(11);
  for (Axis a : kAxes) {
    std::map<std::string, int> dist{{eo_flags({}, a), 0}};
    std::vector<CubieCube> layer{CubieCube{}};
    for (int d = 1; !layer.empty(); ++d) {
      std::vector<CubieCube> next;
      for (const CubieCube& x : layer)
        for (int m : kAll) {
          const CubieCube y = x * kMove()[m];
          if (dist.emplace(eo_flags(y, a), d).second) next.push_back(y);
        }
      layer.swap(next);
    }
    EXPECT_EQ(dist.size(), 2048u) << axis_name(a);
    for (int n = 0; n < 12; ++n) {
      const CubieCube c = random_cubie(rng);
      const StepResult r = step(c, Step::EO, a, Niss::Normal, 3);
      expect_all_reach(c, Step::EO, r);
      EXPECT_EQ(r.solutions.front().moves.length(), dist.at(eo_flags(c, a))) << axis_name(a);
      EXPECT_EQ(r.solutions.front().axis, axis_name(a));
      // The inverse side alone: the optimum of the inverse cube.
      const StepResult inv = step(c, Step::EO, a, Niss::Inverse);
      expect_all_reach(c, Step::EO, inv);
      EXPECT_EQ(inv.solutions.front().moves.length(), dist.at(eo_flags(c.inverse(), a)));
      EXPECT_TRUE(inv.solutions.front().moves.normal.empty());
    }
  }
}

TEST(Fmc, NissBothIsNeverLongerAndIsOptimalOverEverySplit) {
  // Brute force: the best pair is the best over every normal prefix N of |N| + the
  // optimal inverse-side EO after it, and the same with the sides swapped.
  Rng rng(5);
  const Axis a = Axis::FB;
  for (int n = 0; n < 4; ++n) {
    const CubieCube c = random_cubie(rng);
    const StepResult both = step(c, Step::EO, a, Niss::Both, 5);
    expect_all_reach(c, Step::EO, both);
    const int normal = step(c, Step::EO, a).solutions.front().moves.length();
    const int inverse = step(c, Step::EO, a, Niss::Inverse).solutions.front().moves.length();
    const int best = both.solutions.front().moves.length();
    EXPECT_LE(best, std::min(normal, inverse));
    int brute = std::min(normal, inverse);
    for (const CubieCube& start : {c, c.inverse()}) {
      std::vector<std::pair<CubieCube, int>> layer{{start, 0}};
      for (int k = 1; k <= 2; ++k) {
        std::vector<std::pair<CubieCube, int>> next;
        for (const auto& [x, _] : layer)
          for (int m : kAll) {
            const CubieCube y = x * kMove()[m];
            next.push_back({y, k});
            const StepResult rest = step(y.inverse(), Step::EO, a);
            brute = std::min(brute, k + rest.solutions.front().moves.length());
          }
        layer.swap(next);
      }
    }
    if (best <= 5) EXPECT_EQ(best, brute);  // one side then has at most two moves
    else EXPECT_LE(best, brute);
  }
}

TEST(Fmc, DrFromEoAndFromScratchAgainstBreadthFirstSearch) {
  Rng rng(3);
  for (int n = 0; n < 6; ++n) {
    // A DR ud state, then a few moves keeping EO fb: DR ud from EO fb is that close.
    const CubieCube c = random_moves(random_moves({}, rng, kDrUd, 30), rng, kEoFb, 2 + n % 4);
    ASSERT_TRUE(eo_plain(c, Axis::FB));
    const StepResult r = step(c, Step::DR, Axis::UD, Niss::Normal, 4);
    expect_all_reach(c, Step::DR, r);
    EXPECT_EQ(r.solutions.front().axis, "ud from EO fb");
    for (const StepSolution& s : r.solutions)
      for (int m : s.moves.normal)
        EXPECT_FALSE(m / 3 % 3 == 2 && m % 3 != 1) << "F and B quarter turns break the EO: " << m;
    EXPECT_EQ(r.solutions.front().moves.length(),
              bfs_depth(c, kEoFb, 5, [](const CubieCube& x) { return dr_plain(x, Axis::UD); }));
    // From scratch on request: every move, so never longer.
    StepRequest any;
    any.goal = *parse_step_goal("dr ud scratch", nullptr);
    const StepResult s = solve_step(c, any);
    expect_all_reach(c, Step::DR, s);
    EXPECT_EQ(s.solutions.front().axis, "ud");
    EXPECT_LE(s.solutions.front().moves.length(), r.solutions.front().moves.length());
  }
  for (int n = 0; n < 6; ++n) {
    // A DR rl state and up to three moves of any kind: DR rl from the EO it still has
    // (with the moves that keep it), or from scratch (with all moves).
    const CubieCube c =
        random_moves(random_moves({}, rng, {1, 3, 4, 5, 7, 10, 12, 13, 14, 16}, 30), rng, kAll, 1 + n % 3);
    const StepResult r = step(c, Step::DR, Axis::RL, Niss::Normal, 2);
    expect_all_reach(c, Step::DR, r);
    const std::string& label = r.solutions.front().axis;
    const std::vector<int> moves = label == "rl from EO ud"
                                       ? std::vector<int>{1, 3, 4, 5, 6, 7, 8, 10, 12, 13, 14, 15, 16, 17}
                                   : label == "rl from EO fb" ? kEoFb
                                                              : kAll;
    EXPECT_EQ(label == "rl", !eo_plain(c, Axis::UD) && !eo_plain(c, Axis::FB)) << label;
    EXPECT_EQ(r.solutions.front().moves.length(),
              bfs_depth(c, moves, 3, [](const CubieCube& x) { return dr_plain(x, Axis::RL); }))
        << label;
  }
}

TEST(Fmc, HtrAndFinishAgainstBreadthFirstSearch) {
  Rng rng(9);
  for (int n = 0; n < 5; ++n) {
    const CubieCube h = random_moves({}, rng, kHalf, 30);
    const CubieCube c = random_moves(h, rng, kDrUd, 2 + n);
    const StepResult r = step(c, Step::HTR, std::nullopt, Niss::Normal, 3);
    expect_all_reach(c, Step::HTR, r);
    EXPECT_EQ(r.solutions.front().moves.length(), bfs_depth(c, kDrUd, 6, htr_plain));
    const StepResult f = step(h, Step::Finish, std::nullopt, Niss::Normal, 2);
    expect_all_reach(h, Step::Finish, f);
    for (int m : f.solutions.front().moves.normal) EXPECT_EQ(m % 3, 1) << "half turns only";
    const CubieCube near = random_moves({}, rng, kHalf, 3 + n);
    EXPECT_EQ(step(near, Step::Finish, std::nullopt).solutions.front().moves.length(),
              bfs_depth(near, kHalf, 8, [](const CubieCube& x) { return x == CubieCube{}; }));
  }
}

TEST(Fmc, NissSolutionsOfEveryStepReplayOnTheInverse) {
  Rng rng(21);
  CubieCube c = random_cubie(rng);
  for (Step s : {Step::EO, Step::DR, Step::HTR}) {
    const StepResult r = step(c, s, std::nullopt, Niss::Both, 3);
    expect_all_reach(c, s, r);
    const StepResult normal = step(c, s, std::nullopt);
    EXPECT_LE(r.solutions.front().moves.length(), normal.solutions.front().moves.length()) << step_name(s);
    c = after(c, normal.solutions.front().moves);
  }
}

TEST(Fmc, ListsTheNBestAndEverySolutionWithinK) {
  Rng rng(4);
  const CubieCube c = random_cubie(rng);
  const StepResult ten = step(c, Step::EO, Axis::FB, Niss::Normal, 10);
  ASSERT_EQ(ten.solutions.size(), 10u);
  expect_all_reach(c, Step::EO, ten);
  std::set<std::vector<int>> distinct;
  for (size_t i = 0; i < ten.solutions.size(); ++i) {
    distinct.insert(ten.solutions[i].moves.normal);
    if (i) EXPECT_LE(ten.solutions[i - 1].moves.length(), ten.solutions[i].moves.length());
  }
  EXPECT_EQ(distinct.size(), 10u);
  StepRequest r;
  r.goal = *parse_step_goal("eo fb within 1", nullptr);
  const StepResult within = solve_step(c, r);
  const int best = within.solutions.front().moves.length();
  expect_all_reach(c, Step::EO, within);
  for (const StepSolution& s : within.solutions) EXPECT_LE(s.moves.length(), best + 1);
  EXPECT_TRUE(std::any_of(within.solutions.begin(), within.solutions.end(),
                          [&](const StepSolution& s) { return s.moves.length() == best + 1; }));
}

TEST(Fmc, MoveSetsAndMaximumLength) {
  Rng rng(8);
  const CubieCube c = random_cubie(rng);
  StepRequest r;
  r.goal = *parse_step_goal("eo fb", nullptr);
  r.moves = pocket::MoveSet::parse("no B")->bits();
  const StepResult no_b = solve_step(c, r);
  expect_all_reach(c, Step::EO, no_b);
  for (int m : no_b.solutions.front().moves.normal) EXPECT_NE(m / 3, 5);
  r.moves = pocket::MoveSet::parse("U R")->bits();  // nothing flips an edge about F-B
  const StepResult none = solve_step(c, r);
  EXPECT_EQ(none.status, Status::BadInput);
  EXPECT_NE(none.message.find("cannot be reached"), std::string::npos) << none.message;
  r.moves = 0x3FFFF;
  r.limits.max_length = step(c, Step::EO, Axis::FB).solutions.front().moves.length() - 1;
  EXPECT_EQ(solve_step(c, r).status, Status::NoSolution);
}

TEST(Fmc, StepsThatNeedAnEarlierOneSaySo) {
  Rng rng(2);
  const CubieCube c = random_cubie(rng);
  const StepResult htr = step(c, Step::HTR, std::nullopt);
  EXPECT_EQ(htr.status, Status::BadInput);
  EXPECT_NE(htr.message.find("DR on no axis"), std::string::npos) << htr.message;
  const CubieCube dr = random_moves({}, rng, kDrUd, 30);
  const StepResult wrong = step(dr, Step::HTR, Axis::FB);
  EXPECT_EQ(wrong.status, Status::BadInput);
  EXPECT_NE(wrong.message.find("in DR on ud only"), std::string::npos) << wrong.message;
  EXPECT_EQ(step(dr, Step::Finish, std::nullopt).status, Status::BadInput);
  std::string error;
  EXPECT_FALSE(parse_step_goal("eo xy", &error));
  EXPECT_NE(error.find("'xy'"), std::string::npos) << error;
  EXPECT_FALSE(parse_step_goal("cross", &error));
}

TEST(Fmc, TheRowSolvesEveryStepAndTheWholeCube) {
  namespace reg = registry;
  reg::SolveRequest req;
  req.solver = "fmc";
  const char* scramble = "R' U' F D2 L2 F R2 U2 R2 B D2 L B2 D' B2 L' R' B D2 B U2 L U2 R' U' F";
  req.state = reg::apply_scramble("3x3x3", scramble).state;
  const reg::SolveReply whole = reg::solve(req);
  ASSERT_EQ(whole.status, Status::Solved) << whole.message;
  EXPECT_EQ(reg::replay("3x3x3", req.state, whole.solutions.front().moves), "");
  ASSERT_EQ(whole.solutions.front().stages.size(), 4u);
  EXPECT_EQ(whole.solutions.front().moves.find("R R"), std::string::npos) << whole.solutions.front().moves;
  req.goal = "eo niss both";
  req.options.solutions = 3;
  const reg::SolveReply eo = reg::solve(req);
  ASSERT_EQ(eo.status, Status::Solved) << eo.message;
  for (const reg::TextSolution& s : eo.solutions) {
    // Parsed back: the normal moves after the scramble, the ^( ) ones on its inverse.
    const ParsedAlg p = parse_alg(std::string(scramble) + " " + s.moves);
    ASSERT_TRUE(p.ok) << p.error.message;
    CubieCube x;
    ASSERT_TRUE(apply_face_turns(x, p.moves));
    EXPECT_TRUE(eo_plain(x, axis_named(s.stages.front().name.substr(3)))) << s.moves;
  }
  req.goal = "htr";
  EXPECT_EQ(reg::solve(req).status, Status::BadInput);
}

// ---- Insertions --------------------------------------------------------------------

// The skeleton: the scramble's inverse with a 3-cycle commutator put in at `at`, so the
// scramble and skeleton leave that 3-cycle (conjugated) unsolved.
std::string skeleton_with(const std::vector<Move>& solution, size_t at, const char* commutator) {
  std::vector<Move> k(solution.begin(), solution.begin() + static_cast<long>(at));
  const std::vector<Move> c = parse_alg(commutator).moves;
  k.insert(k.end(), c.begin(), c.end());
  k.insert(k.end(), solution.begin() + static_cast<long>(at), solution.end());
  return format_moves(k);
}

void expect_insertions_solve(const std::string& scramble, const std::string& skeleton, const InsertionResult& r) {
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_FALSE(r.found.empty());
  const std::vector<Move> s = parse_alg(scramble).moves, k = parse_alg(skeleton).moves;
  for (size_t i = 0; i < r.found.size(); ++i) {
    const Insertion& ins = r.found[i];
    // Replayed: the scramble then the whole solution solves the cube.
    CubieCube c;
    ASSERT_TRUE(apply_face_turns(c, s));
    ASSERT_TRUE(apply_face_turns(c, ins.moves));
    EXPECT_EQ(c, CubieCube{}) << format_moves(ins.moves);
    // The solution is the skeleton with the commutator at its place, moves cancelled.
    std::vector<Move> joined(k.begin(), k.begin() + ins.position);
    joined.insert(joined.end(), ins.alg.begin(), ins.alg.end());
    joined.insert(joined.end(), k.begin() + ins.position, k.end());
    EXPECT_EQ(format_moves(simplify(joined)), format_moves(ins.moves));
    EXPECT_EQ(ins.length, count_moves(ins.moves).htm);
    EXPECT_EQ(ins.cancelled, static_cast<int>(k.size() + ins.alg.size()) - ins.length);
    // The commutator alone is a 3-cycle: three pieces of one kind moved.
    CubieCube a;
    ASSERT_TRUE(apply_face_turns(a, ins.alg));
    int corners = 0, edges = 0;
    for (int p = 0; p < 8; ++p) corners += a.cp[p] != p || a.co[p];
    for (int p = 0; p < 12; ++p) edges += a.ep[p] != p || a.eo[p];
    EXPECT_TRUE((corners == 3 && edges == 0) || (corners == 0 && edges == 3)) << format_moves(ins.alg);
    if (i) EXPECT_LE(r.found[i - 1].length, ins.length);
  }
}

TEST(FmcInsertions, CornerAndEdgeCyclesAreFinishedShortestFirst) {
  const std::string scramble = "R' U' F D2 L2 F R2 U2 R2 B D2 L B2 D' B2 L' R' B D2 B U2 L U2 R' U' F";
  const std::vector<Move> solution = invert(parse_alg(scramble).moves);
  struct Case {
    size_t at;
    const char* commutator;
    const char* kind;
  };
  for (const Case& c : {Case{5, "R U R' D R U' R' D'", "corners"}, Case{17, "[L' D L, U2]", "corners"},
                        Case{9, "R' L F2 R L' U2", "edges"}, Case{0, "U2 L R' F2 L' R", "edges"}}) {
    const std::string skeleton = skeleton_with(solution, c.at, c.commutator);
    const InsertionResult r = find_insertions(scramble, skeleton, 8);
    SCOPED_TRACE(skeleton);
    expect_insertions_solve(scramble, skeleton, r);
    EXPECT_EQ(r.cycle.rfind(c.kind, 0), 0u) << r.cycle;
    // Putting the commutator's inverse where it went in cancels it whole: at most the
    // scramble's inverse, however the moves around it merge.
    EXPECT_LE(r.found.front().length, static_cast<int>(simplify(solution).size()));
  }
}

TEST(FmcInsertions, TheListsMakeEveryThreeCycle) {
  // 3-cycles counted plainly: three pieces, two directions, orientations summing to 0.
  const int corner_cycles = 56 * 2 * 9, edge_cycles = 220 * 2 * 4;
  const ListCoverage c = list_coverage();
  EXPECT_EQ(c.corner_cycles, corner_cycles);
  EXPECT_EQ(c.edge_cycles, edge_cycles);
}

TEST(FmcInsertions, SkeletonsThatAreNoThreeCycleSayWhy) {
  const std::string scramble = "R U F D";
  EXPECT_NE(find_insertions(scramble, "D' F' U' R'").error.find("already solves"), std::string::npos);
  const InsertionResult more = find_insertions(scramble, "D' F'");
  EXPECT_FALSE(more.ok);
  EXPECT_NE(more.error.find("exactly 3 corners or 3 edges"), std::string::npos) << more.error;
  const InsertionResult twist = find_insertions("", "R U R' U R U2 R' L' U' L U' L' U2 L U2");  // Sune + anti-Sune
  EXPECT_FALSE(twist.ok);
  const InsertionResult slice = find_insertions(scramble, "D' F' M U' R'");
  EXPECT_NE(slice.error.find("face turns only"), std::string::npos) << slice.error;
  const InsertionResult bad = find_insertions(scramble, "D' (F' U'");
  EXPECT_NE(bad.error.find("column 10"), std::string::npos) << bad.error;
}

}  // namespace
}  // namespace cube::fmc
