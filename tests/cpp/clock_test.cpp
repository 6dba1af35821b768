// The Rubik's Clock (puzzles/clock, solvers/clock): its moves against TNoodle's table of
// them written out here, its notation's errors by column, its state text's messages, and
// the solver's optimality against independent searches: a breadth-first search (all
// states within 2 moves, met in the middle up to 4) and an exhaustive enumeration of
// all solutions in another basis of the system than the solver's.
#include <gtest/gtest.h>

#include <array>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <unordered_set>
#include <vector>

#include "core/random_state.h"
#include "puzzles/clock/clock_model.h"
#include "puzzles/clock/clock_notation.h"
#include "puzzles/clock/clock_state.h"
#include "puzzles/puzzle_table.h"
#include "solvers/clock/clock_solver.h"
#include "solvers/registry.h"
#include "solvers/self_check.h"

namespace cube::clock {
namespace {

// TNoodle's ClockPuzzle, written independently of clock_model.cpp: each pin set's
// effect per hour on the 18 dials (front 0-8 as seen from the front, back 9-17 as seen
// from the back), and y2 swapping the halves.
constexpr int kTnoodle[9][18] = {
    {0, 1, 1, 0, 1, 1, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0},     // UR
    {0, 0, 0, 0, 1, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, -1, 0, 0},     // DR
    {0, 0, 0, 1, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1},     // DL
    {1, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0},     // UL
    {1, 1, 1, 1, 1, 1, 0, 0, 0, -1, 0, -1, 0, 0, 0, 0, 0, 0},    // U
    {0, 1, 1, 0, 1, 1, 0, 1, 1, -1, 0, 0, 0, 0, 0, -1, 0, 0},    // R
    {0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, -1, 0, -1},    // D
    {1, 1, 0, 1, 1, 0, 1, 1, 0, 0, 0, -1, 0, 0, 0, 0, 0, -1},    // L
    {1, 1, 1, 1, 1, 1, 1, 1, 1, -1, 0, -1, 0, 0, 0, -1, 0, -1},  // ALL
};
const std::map<std::string, int> kNames = {{"UR", 0}, {"DR", 1}, {"DL", 2}, {"UL", 3}, {"U", 4},
                                           {"R", 5},  {"D", 6},  {"L", 7},  {"ALL", 8}};

// The dials after a WCA sequence, played on TNoodle's table (pin letters alone skipped).
std::array<int, 18> tnoodle_play(const std::string& alg) {
  std::array<int, 18> d{};
  std::istringstream in(alg);
  std::string w;
  while (in >> w) {
    if (w == "y2") {
      for (int i = 0; i < 9; ++i) std::swap(d[i], d[i + 9]);
      continue;
    }
    const char sign = w.back();
    if (sign != '+' && sign != '-') continue;
    size_t digits = w.size() - 1;
    while (digits > 0 && std::isdigit(static_cast<unsigned char>(w[digits - 1]))) --digits;
    const int config = kNames.at(w.substr(0, digits));
    const int hours = std::stoi(w.substr(digits, w.size() - 1 - digits)) * (sign == '+' ? 1 : -1);
    for (int i = 0; i < 18; ++i) d[i] = ((d[i] + hours * kTnoodle[config][i]) % 12 + 12) % 12;
  }
  return d;
}

Clock played(const std::string& alg) {
  const ParsedMoves p = parse_moves(alg);
  EXPECT_TRUE(p.ok) << alg << ": " << p.error;
  Clock c;
  apply(c, p.moves);
  return c;
}

std::array<int, 18> dials_of(const Clock& c) {
  std::array<int, 18> d{};
  for (int i = 0; i < 18; ++i) d[i] = c.dials[i];
  return d;
}

TEST(ClockModel, EveryPinSetTurnsWhatTnoodlesTableSays) {
  for (const auto& [name, config] : kNames)
    for (int h = -6; h <= 6; ++h) {
      const std::string move = name + std::to_string(std::abs(h)) + (h < 0 ? "-" : "+");
      EXPECT_EQ(dials_of(played(move)), tnoodle_play(move)) << move;
      EXPECT_EQ(dials_of(played("y2 " + move + " y2")), tnoodle_play("y2 " + move + " y2")) << move;
    }
}

TEST(ClockModel, TheWcaExampleAndRandomSequencesAgreeWithTnoodle) {
  const std::string wca = "UR3+ DR2- DL1+ UL5- U2+ R4- D0+ L3+ ALL2- y2 U4- R1+ D6+ L2- ALL5+ UR DL";
  EXPECT_EQ(dials_of(played(wca)), tnoodle_play(wca));
  Rng rng(7);
  const char* names[] = {"UR", "DR", "DL", "UL", "U", "R", "D", "L", "ALL"};
  for (int t = 0; t < 200; ++t) {
    std::string alg;
    for (int i = 0; i < 12; ++i) {
      if (rng.below(5) == 0) alg += "y2 ";
      alg += std::string(names[rng.below(9)]) + std::to_string(rng.below(7)) + (rng.below(2) ? "+ " : "- ");
    }
    EXPECT_EQ(dials_of(played(alg)), tnoodle_play(alg)) << alg;
    // Every state a sequence makes has its back corners on the front's wheels.
    const Clock c = played(alg);
    for (int corner : {0, 2, 6, 8}) EXPECT_EQ((c.dials[corner] + c.dials[other_side(corner)]) % 12, 0);
  }
}

TEST(ClockModel, PinsFollowTheMovesAndTurnOverWithThePuzzle) {
  // Pins in reading order UL UR DL DR as seen from the front: U (up) or d (down).
  EXPECT_EQ(format_state(played("UR1+")).substr(20), "dUdd");
  EXPECT_EQ(format_state(played("L1+")).substr(20), "UdUd");
  EXPECT_EQ(format_state(played("ALL1+")).substr(20), "UUUU");
  // Turned over: an up pin is down from the back, and left and right swap.
  EXPECT_EQ(format_state(played("UR1+ y2")).substr(20), "dUUU");
  EXPECT_EQ(format_state(played("L1+ y2")).substr(20), "UdUd");
  EXPECT_EQ(format_state(played("U1+ y2")).substr(20), "ddUU");
  // A run of pin letters is one setting: those up, the others down.
  EXPECT_EQ(format_state(played("ALL1+ UR DL")).substr(20), "dUUd");
  EXPECT_EQ(format_state(played("UR DL")).substr(20), "dUUd");
  EXPECT_EQ(format_state(played("UR y2 DL")).substr(20), "ddUd");
  const ParsedMoves p = parse_moves("U1+ UR DL");
  ASSERT_TRUE(p.ok);
  EXPECT_EQ(p.moves.size(), 2u);
  EXPECT_EQ(format_moves(p.moves), "U1+ UR DL");
  EXPECT_EQ(move_count(p.moves), 1);
}

TEST(ClockNotation, ReadsTheWcaFormsAndRefusesWrongMovesAtTheirColumn) {
  const ParsedMoves ok = parse_moves("ur3+  ALL6- y2 D0+ U6+");
  ASSERT_TRUE(ok.ok) << ok.error;
  EXPECT_EQ(format_moves(ok.moves), "UR3+ ALL6- y2 D0+ U6+");
  EXPECT_EQ(move_count(ok.moves), 4);
  EXPECT_TRUE(parse_moves("").ok);
  const struct {
    const char* alg;
    int column;
    const char* says;
  } bad[] = {
      {"UR3+ XR2-", 6, "is not a clock move"},
      {"UR3+ UR7+", 6, "more than 6 hours"},
      {"UR3+ UR12+", 6, "more than 6 hours"},
      {"U3", 1, "needs + (clockwise) or -"},
      {"ALL+", 1, "needs the hours"},
      {"  R3*", 3, "ends in '*'"},
      {"R3+x", 1, "ends in '+X'"},
      {"UR1+ x2", 6, "y2 only"},
      {"UR1+ y", 6, "y2 only"},
      {"UR1+ R'", 6, "needs the hours"},
      {"DL1+ 3+", 6, "is not a clock move"},
  };
  for (const auto& b : bad) {
    const ParsedMoves p = parse_moves(b.alg);
    EXPECT_FALSE(p.ok) << b.alg;
    EXPECT_EQ(p.column, b.column) << b.alg << ": " << p.error;
    EXPECT_NE(p.error.find("column " + std::to_string(b.column)), std::string::npos) << p.error;
    EXPECT_NE(p.error.find(b.says), std::string::npos) << b.alg << ": " << p.error;
  }
  // The row's apply says it with the column too.
  const PuzzleEntry* row = puzzles::find("clock");
  ASSERT_NE(row, nullptr);
  const Applied a = row->apply("UR1+ DR9+", "");
  EXPECT_FALSE(a.ok);
  EXPECT_EQ(a.column, 6);
}

TEST(ClockState, ReadsWritesAndNamesTheWrongDialOrPin) {
  Clock c = played("UR3+ DR2- DL1+ UL5- U2+ R4- D0+ L3+ ALL2- y2 U4- R1+ D6+ L2- ALL5+ UR DL");
  const std::string text = format_state(c);
  EXPECT_EQ(text.size(), 24u);
  EXPECT_EQ(puzzles::state_symbols(text), kStateSymbols);
  const StateRead back = read_state(text);
  ASSERT_TRUE(back.validation.ok());
  EXPECT_EQ(back.clock, c);
  // Spaced, upper case, commas: the same state.
  std::string spaced;
  for (char ch : text) spaced += ch == '/' ? std::string(" , ") : std::string(1, ch) + " ";
  EXPECT_EQ(read_state(spaced).clock, c);
  EXPECT_EQ(read_state("000000000/000000000/dddd").validation.facelets, "000000000/000000000/dddd");

  const auto problem = [](const std::string& s) {
    const Validation v = read_state(s).validation;
    return v.problems.empty() ? std::string() : v.problems.front().code + ": " + v.problems.front().message;
  };
  EXPECT_NE(problem("00000000/000000000/dddd").find("found 21"), std::string::npos);
  EXPECT_NE(problem("0000c0000/000000000/dddd").find("column 5: the front C dial is 'c'"), std::string::npos);
  EXPECT_NE(problem("000000000/0000é0000/dddd").find("the back C dial is 'é'"), std::string::npos);
  EXPECT_NE(problem("000000000/000000000/dxdd").find("column 22: the UR pin is 'x'"), std::string::npos);
  // The back's UL dial is the front's UR wheel: 3 on the front shows 9 on the back.
  EXPECT_TRUE(read_state("003000000/900000000/dddd").validation.ok());
  const std::string corner = problem("003000000/800000000/dddd");
  EXPECT_NE(corner.find("corner: column 11: the back UL dial shows 8 o'clock"), std::string::npos) << corner;
  EXPECT_NE(corner.find("front UR dial (column 3), which shows 3 o'clock"), std::string::npos) << corner;
  EXPECT_NE(corner.find("should show 9 o'clock"), std::string::npos) << corner;
  const Validation v = read_state("003000000/800000000/dddd").validation;
  EXPECT_EQ(v.problems.front().stickers, (std::vector<int>{2, 9}));
}

TEST(ClockModel, AHandEditTurnsACornersWheelOnBothSides) {
  Clock c;
  edit(c, 2, 3);  // the front UR dial: the back UL follows
  EXPECT_EQ(format_state(c), "003000000/900000000/dddd");
  EXPECT_TRUE(read_state(format_state(c)).validation.ok());
  edit(c, 13, -1);  // the back R dial (no wheel): alone
  EXPECT_EQ(format_state(c), "003000000/9000b0000/dddd");
  edit(c, 18 + 3, 0);  // the DR pin flipped
  EXPECT_EQ(format_state(c), "003000000/9000b0000/dddU");
}

// ---- Optimality ----------------------------------------------------------------------

// The 14 free dials as a key.
uint64_t key(const Clock& c) {
  uint64_t k = 0;
  for (int d : {0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 13, 14, 16}) k = k * 12 + c.dials[d];
  return k;
}

// Every WCA move (pin set, side, 1-11 hours) as the dials it makes from solved.
std::vector<Clock> all_moves() {
  std::vector<Clock> out;
  const char* names[] = {"UR", "DR", "DL", "UL", "U", "R", "D", "L", "ALL"};
  for (int back = 0; back < 2; ++back)
    for (const char* n : names)
      for (int h = 1; h <= 11; ++h) {
        const std::string move = std::string(n) + std::to_string(h <= 6 ? h : 12 - h) + (h <= 6 ? "+" : "-");
        out.push_back(played(back ? "y2 " + move + " y2" : move));
      }
  return out;
}

Clock add(const Clock& a, const Clock& b, int sign = 1) {
  Clock c;
  for (int i = 0; i < 18; ++i) c.dials[i] = static_cast<uint8_t>(((a.dials[i] + sign * b.dials[i]) % 12 + 12) % 12);
  return c;
}

TEST(ClockSolver, OptimalLengthsAgreeWithABreadthFirstSearch) {
  // Distances 0, 1, 2 by breadth-first search over the 198 moves.
  const std::vector<Clock> moves = all_moves();
  std::unordered_set<uint64_t> within[3];
  std::vector<Clock> frontier = {Clock{}}, near = {Clock{}};
  within[0].insert(key(Clock{}));
  for (int depth = 1; depth <= 2; ++depth) {
    within[depth] = within[depth - 1];
    std::vector<Clock> next;
    for (const Clock& s : frontier)
      for (const Clock& m : moves) {
        const Clock t = add(s, m);
        if (within[depth].insert(key(t)).second) next.push_back(t);
      }
    frontier = next;
    near.insert(near.end(), next.begin(), next.end());
  }
  EXPECT_EQ(within[1].size(), 1u + 198u);
  // Every state within 1 move and every 16th within 2: the solver's length is its
  // distance, and it replays.
  for (size_t i = 0; i < near.size(); ++i) {
    const Clock& s = near[i];
    const int distance = within[0].count(key(s)) ? 0 : within[1].count(key(s)) ? 1 : 2;
    if (distance == 2 && i % 16 != 0) continue;
    const ClockSolve r = solve(s);
    ASSERT_EQ(r.solutions.front().length, distance) << format_state(s);
    Clock c = s;
    apply(c, r.solutions.front().moves);
    ASSERT_TRUE(solved(c));
  }
  // Random states 3 to 6 moves from solved: the distance up to 4 met in the middle
  // (d <= 4 iff the state minus some state within 2 is within 2).
  Rng rng(3);
  for (int t = 0; t < 60; ++t) {
    Clock s;
    const int made = 3 + static_cast<int>(rng.below(4));
    for (int i = 0; i < made; ++i) s = add(s, moves[rng.below(static_cast<uint32_t>(moves.size()))]);
    int distance = 5;  // "more than 4"
    for (int d = 0; d <= 4 && distance == 5; ++d)
      for (const Clock& x : near) {
        const int dx = within[0].count(key(x)) ? 0 : within[1].count(key(x)) ? 1 : 2;
        if (dx > d || d - dx > 2) continue;
        if (within[d - dx].count(key(add(s, x, -1)))) {
          distance = d;
          break;
        }
      }
    const ClockSolve r = solve(s);
    const int length = r.solutions.front().length;
    if (distance <= 4) EXPECT_EQ(length, distance) << format_state(s);
    else EXPECT_TRUE(length > 4 && length <= made) << format_state(s) << " " << length;
    EXPECT_EQ(r.examined, 20736u);
  }
}

// All solutions of a state in a basis of the system other than the solver's: the front
// pin sets U R D L and ALL and the back's UR DR DL UL are solved for, from a 14 x 14
// system over Z12 inverted here by brute force over the units (Gauss-Jordan with a
// combination of rows whenever no single entry of a column is a unit); the other 4 (the
// front's UR DR DL UL... chosen below) run over all 12^4 values.
struct Basis {
  std::vector<int> solved_for, chosen;
  std::vector<std::vector<int>> inverse;  // 14 x 14 mod 12
};

bool invert12(std::vector<std::vector<int>> a, std::vector<std::vector<int>>* out) {
  const int n = static_cast<int>(a.size());
  std::vector<std::vector<int>> inv(n, std::vector<int>(n, 0));
  for (int i = 0; i < n; ++i) inv[i][i] = 1;
  const auto unit = [](int v) { return v % 2 != 0 && v % 3 != 0; };
  for (int col = 0; col < n; ++col) {
    int pivot = -1;
    for (int r = col; r < n && pivot < 0; ++r)
      if (unit(a[r][col])) pivot = r;
    for (int r1 = col; r1 < n && pivot < 0; ++r1)  // a sum of two rows with a unit there
      for (int r2 = col; r2 < n && pivot < 0; ++r2)
        if (r1 != r2 && unit((a[r1][col] + a[r2][col]) % 12)) {
          for (int j = 0; j < n; ++j) {
            a[r1][j] = (a[r1][j] + a[r2][j]) % 12;
            inv[r1][j] = (inv[r1][j] + inv[r2][j]) % 12;
          }
          pivot = r1;
        }
    if (pivot < 0) return false;
    std::swap(a[pivot], a[col]);
    std::swap(inv[pivot], inv[col]);
    int u = 1;
    while (u * a[col][col] % 12 != 1) ++u;
    for (int j = 0; j < n; ++j) {
      a[col][j] = a[col][j] * u % 12;
      inv[col][j] = inv[col][j] * u % 12;
    }
    for (int r = 0; r < n; ++r) {
      if (r == col || a[r][col] == 0) continue;
      const int f = a[r][col];
      for (int j = 0; j < n; ++j) {
        a[r][j] = ((a[r][j] - f * a[col][j]) % 12 + 12) % 12;
        inv[r][j] = ((inv[r][j] - f * inv[col][j]) % 12 + 12) % 12;
      }
    }
  }
  *out = inv;
  return true;
}

int brute_force_length(const Clock& s, const std::vector<std::vector<int>>& effect, const Basis& b) {
  std::vector<int> dials;
  for (int d : {0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 13, 14, 16}) dials.push_back(s.dials[d]);
  int best = 99;
  for (int x = 0; x < 12 * 12 * 12 * 12; ++x) {
    std::vector<int> a(18, 0);
    int v = x;
    for (int m : b.chosen) {
      a[m] = v % 12;
      v /= 12;
    }
    std::vector<int> rhs(14);
    for (int i = 0; i < 14; ++i) {
      int r = -dials[i];
      for (int m : b.chosen) r -= effect[i][m] * a[m];
      rhs[i] = (r % 12 + 12) % 12;
    }
    for (int i = 0; i < 14; ++i) {
      int r = 0;
      for (int j = 0; j < 14; ++j) r += b.inverse[i][j] * rhs[j];
      a[b.solved_for[i]] = r % 12;
    }
    int length = 0;
    for (int m = 0; m < 18; ++m) length += a[m] != 0;
    best = std::min(best, length);
  }
  return best;
}

TEST(ClockSolver, RandomStatesOptimalAgainstAllSolutionsInAnotherBasis) {
  // effect[i][m]: free dial i per hour of move m, from TNoodle's table (back moves: y2, move, y2).
  std::vector<std::vector<int>> effect(14, std::vector<int>(18));
  const int free_dials[14] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 13, 14, 16};
  const char* names[] = {"UR", "DR", "DL", "UL", "U", "R", "D", "L", "ALL"};
  for (int m = 0; m < 18; ++m) {
    const std::string move = std::string(names[m % 9]) + "1+";
    const std::array<int, 18> d = tnoodle_play(m < 9 ? move : "y2 " + move + " y2");
    for (int i = 0; i < 14; ++i) effect[i][m] = d[free_dials[i]];
  }
  // A basis: the first 4 moves (in an order unlike the solver's) whose complement inverts.
  Basis b;
  const int order[18] = {4, 5, 6, 7, 8, 0, 1, 2, 3, 13, 14, 15, 16, 17, 9, 10, 11, 12};
  for (int skip = 0; skip < 18 * 18 * 18 * 18 && b.inverse.empty(); ++skip) {
    std::vector<int> chosen = {order[skip % 18], order[skip / 18 % 18], order[skip / 324 % 18], order[skip / 5832]};
    std::set<int> distinct(chosen.begin(), chosen.end());
    if (distinct.size() != 4) continue;
    std::vector<int> rest;
    for (int m = 0; m < 18; ++m)
      if (!distinct.count(m)) rest.push_back(m);
    std::vector<std::vector<int>> sys(14, std::vector<int>(14));
    for (int i = 0; i < 14; ++i)
      for (int j = 0; j < 14; ++j) sys[i][j] = effect[i][rest[j]];
    if (invert12(sys, &b.inverse)) {
      b.solved_for = rest;
      b.chosen = chosen;
    }
  }
  ASSERT_FALSE(b.inverse.empty());
  ASSERT_NE(b.chosen, (std::vector<int>{12, 15, 16, 17})) << "the solver's own basis";
  Rng rng(11);
  std::map<int, int> lengths;
  for (int t = 0; t < 40; ++t) {
    const std::string state = puzzles::find("clock")->random_state(rng);
    const Clock s = read_state(state).clock;
    const ClockSolve r = solve(s);
    const int length = r.solutions.front().length;
    EXPECT_EQ(length, brute_force_length(s, effect, b)) << state;
    ++lengths[length];
    Clock c = s;
    apply(c, r.solutions.front().moves);
    EXPECT_TRUE(solved(c)) << state;
  }
  EXPECT_GT(lengths.size(), 1u);
  // One of the rare states 13 moves from solved (1 in 1000 of the browser bench's).
  const Clock far = read_state("567812058/547392480/UdUU").clock;
  EXPECT_EQ(brute_force_length(far, effect, b), 13);
  EXPECT_EQ(solve(far).solutions.front().length, 13);
}

TEST(ClockSolver, TiesGoToFewerHoursAndEverySolutionListedIsOptimal) {
  Rng rng(5);
  for (int t = 0; t < 30; ++t) {
    const Clock s = read_state(puzzles::find("clock")->random_state(rng)).clock;
    const ClockSolve r = solve(s, 50);
    ASSERT_FALSE(r.solutions.empty());
    EXPECT_LE(static_cast<int>(r.solutions.size()), std::min(50, r.optimal_count));
    for (size_t i = 0; i < r.solutions.size(); ++i) {
      const ClockSolution& x = r.solutions[i];
      EXPECT_EQ(x.length, r.solutions.front().length);
      EXPECT_EQ(move_count(x.moves), x.length);
      if (i) EXPECT_LE(r.solutions[i - 1].hours, x.hours);
      Clock c = s;
      apply(c, x.moves);
      EXPECT_TRUE(solved(c));
    }
  }
}

TEST(ClockScramble, TnoodlesFormReplayedOntoTheStateItGives) {
  const PuzzleEntry* row = puzzles::find("clock");
  Rng rng(9);
  for (int t = 0; t < 100; ++t) {
    const PuzzleScramble s = row->scramble(rng);
    const ParsedMoves p = parse_moves(s.moves);
    ASSERT_TRUE(p.ok) << s.moves;
    // Front turns, y2, back turns, then the pins left up: each turn 1-6 hours as
    // TNoodle writes them (6+, never 6- or 0).
    bool flipped = false, pins = false;
    for (const ClockMove& m : p.moves) {
      EXPECT_FALSE(pins) << "pins come last: " << s.moves;
      if (m.kind == ClockMove::Kind::Flip) {
        EXPECT_FALSE(flipped);
        flipped = true;
      } else if (m.kind == ClockMove::Kind::Pins) {
        pins = true;
      } else {
        EXPECT_TRUE(m.hours != 0 && m.hours >= -5 && m.hours <= 6) << m.text;
      }
    }
    const Applied a = row->apply(s.moves, "");
    ASSERT_TRUE(a.ok);
    EXPECT_EQ(a.state, s.state);
    EXPECT_TRUE(row->validate(s.state).ok());
    EXPECT_EQ(dials_of(read_state(s.state).clock), tnoodle_play(s.moves)) << s.moves;
    // The scramble is an optimal way to its state: as long as the state's solution.
    const ClockSolve r = solve(read_state(s.state).clock);
    EXPECT_EQ(r.solutions.front().length, move_count(p.moves)) << s.moves;
  }
}

TEST(ClockRow, SolvedThroughTheRegistryWithTheProof) {
  registry::SolveRequest req;
  req.puzzle = "clock";
  req.state = "0045685aa/890b89287/dUUd";
  req.options.solutions = 3;
  const registry::SolveReply r = registry::solve(req);
  ASSERT_EQ(r.status, SolveResult::Status::Solved) << r.message;
  EXPECT_EQ(r.solver, "clock");
  ASSERT_EQ(r.solutions.size(), 3u);
  for (const auto& s : r.solutions) {
    EXPECT_TRUE(s.optimal);
    EXPECT_EQ(s.length, 11);
    EXPECT_EQ(registry::replay("clock", req.state, s.moves), "");
  }
  EXPECT_NE(r.message.find("20736"), std::string::npos);
  req.state = "0045685aa/890b89287/dUUx";
  EXPECT_EQ(registry::solve(req).status, SolveResult::Status::BadInput);
  req.state = "0045685aa/890b89287/dUUd";
  req.options.max_length = 10;
  EXPECT_EQ(registry::solve(req).status, SolveResult::Status::NoSolution);
}

}  // namespace
}  // namespace cube::clock
