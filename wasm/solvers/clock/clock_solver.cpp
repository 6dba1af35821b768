#include "solvers/clock/clock_solver.h"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace cube::clock {
namespace {

// The 14 dials a state is free in: the front 9, then the back's non-corner 5.
constexpr std::array<int, 14> kFree = {0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 13, 14, 16};
constexpr int kFront = 9;     // rows 0-8 of the system: the front dials
constexpr int kBackFree = 5;  // rows 9-13: the back's edges and centre
constexpr int kChoices = 4;   // back amounts chosen freely: 18 - 14

using Matrix = std::vector<std::vector<int>>;

int mod12(int v) { return ((v % kHours) + kHours) % kHours; }

// The move's hours added to each of the 14 free dials per hour turned, found by playing
// it on a solved clock (so the solver and the notation share one model of the moves).
std::array<std::array<int, kMoves>, 14> effect_matrix() {
  std::array<std::array<int, kMoves>, 14> m{};
  for (int move = 0; move < kMoves; ++move) {
    Clock c;
    if (move >= kConfigs) flip(c);
    turn(c, move % kConfigs, 1);
    if (move >= kConfigs) flip(c);
    for (int row = 0; row < 14; ++row) m[row][move] = c.dials[kFree[row]];
  }
  return m;
}

// The inverse of a square matrix mod a prime power q = p^k, or empty when its
// determinant is not a unit. Mod p^k a unit is what p does not divide, and a matrix with
// a unit determinant has a unit in every pivot column (else the determinant is in pZ).
Matrix inverse_mod(const Matrix& a, int q, int p) {
  const int n = static_cast<int>(a.size());
  Matrix m(n, std::vector<int>(2 * n));
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) m[i][j] = ((a[i][j] % q) + q) % q;
    m[i][n + i] = 1;
  }
  for (int col = 0; col < n; ++col) {
    int pivot = -1;
    for (int row = col; row < n && pivot < 0; ++row)
      if (m[row][col] % p != 0) pivot = row;
    if (pivot < 0) return {};
    std::swap(m[pivot], m[col]);
    int inv = 1;
    while (inv * m[col][col] % q != 1) ++inv;
    for (int& v : m[col]) v = v * inv % q;
    for (int row = 0; row < n; ++row) {
      if (row == col || m[row][col] == 0) continue;
      const int f = m[row][col];
      for (int j = 0; j < 2 * n; ++j) m[row][j] = ((m[row][j] - f * m[col][j]) % q + q) % q;
    }
  }
  Matrix out(n, std::vector<int>(n));
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) out[i][j] = m[i][n + j];
  return out;
}

// Mod 12 = mod 4 and mod 3 (Chinese remainders): x = 9 (x mod 4) + 4 (x mod 3) mod 12.
Matrix inverse_mod12(const Matrix& a) {
  const Matrix m4 = inverse_mod(a, 4, 2), m3 = inverse_mod(a, 3, 3);
  if (m4.empty() || m3.empty()) return {};
  const int n = static_cast<int>(a.size());
  Matrix out(n, std::vector<int>(n));
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) out[i][j] = (9 * m4[i][j] + 4 * m3[i][j]) % kHours;
  return out;
}

struct System {
  std::array<std::array<int, kMoves>, 14> effect;
  std::vector<int> pivots, choices;  // back moves: solved for / chosen freely
  Matrix front_inverse;              // the front pin sets on the front dials
  Matrix pivot_inverse;              // the pivot back sets on the back's free dials
};

const System& system() {
  static const System s = [] {
    System s;
    s.effect = effect_matrix();
    Matrix front(kFront, std::vector<int>(kFront));
    for (int i = 0; i < kFront; ++i)
      for (int j = 0; j < kFront; ++j) front[i][j] = s.effect[i][j];
    s.front_inverse = inverse_mod12(front);
    // The first 5 back pin sets (in TNoodle's order) invertible on the back's free dials.
    for (int mask = 0; mask < (1 << kConfigs) && s.pivot_inverse.empty(); ++mask) {
      if (__builtin_popcount(mask) != kBackFree) continue;
      std::vector<int> pick;
      for (int c = 0; c < kConfigs; ++c)
        if (mask & (1 << c)) pick.push_back(kConfigs + c);
      Matrix sub(kBackFree, std::vector<int>(kBackFree));
      for (int i = 0; i < kBackFree; ++i)
        for (int j = 0; j < kBackFree; ++j) sub[i][j] = s.effect[kFront + i][pick[j]];
      s.pivot_inverse = inverse_mod12(sub);
      if (s.pivot_inverse.empty()) continue;
      s.pivots = pick;
      for (int c = 0; c < kConfigs; ++c)
        if (!(mask & (1 << c))) s.choices.push_back(kConfigs + c);
    }
    if (s.front_inverse.empty() || s.pivot_inverse.empty()) throw std::logic_error("clock: moves not invertible");
    return s;
  }();
  return s;
}

// The one solution (18 amounts) with the chosen back amounts `x`: dials + effect a = 0.
std::array<int, kMoves> solution_for(const System& s, const std::array<int, 14>& dials,
                                     const std::array<int, kChoices>& x) {
  std::array<int, kMoves> a{};
  for (int j = 0; j < kChoices; ++j) a[s.choices[j]] = x[j];
  // The back's free dials: pivots and choices only (front sets do not reach them).
  std::array<int, kBackFree> rhs{};
  for (int i = 0; i < kBackFree; ++i) {
    int v = -dials[kFront + i];
    for (int j = 0; j < kChoices; ++j) v -= s.effect[kFront + i][s.choices[j]] * x[j];
    rhs[i] = mod12(v);
  }
  for (int i = 0; i < kBackFree; ++i) {
    int v = 0;
    for (int j = 0; j < kBackFree; ++j) v += s.pivot_inverse[i][j] * rhs[j];
    a[s.pivots[i]] = mod12(v);
  }
  // The front: what the back sets did to its corners, then the front sets.
  std::array<int, kFront> front{};
  for (int i = 0; i < kFront; ++i) {
    int v = -dials[i];
    for (int m = kConfigs; m < kMoves; ++m) v -= s.effect[i][m] * a[m];
    front[i] = mod12(v);
  }
  for (int i = 0; i < kFront; ++i) {
    int v = 0;
    for (int j = 0; j < kFront; ++j) v += s.front_inverse[i][j] * front[j];
    a[i] = mod12(v);
  }
  return a;
}

}  // namespace

std::vector<ClockMove> moves_of(const std::vector<int>& amounts) {
  std::vector<ClockMove> out;
  bool flipped = false;
  for (int m = 0; m < kMoves; ++m) {
    const int h = mod12(amounts[m]);
    if (h == 0) continue;
    if (m >= kConfigs && !flipped) {
      out.push_back({.kind = ClockMove::Kind::Flip, .text = "y2"});
      flipped = true;
    }
    out.push_back({.kind = ClockMove::Kind::Turn,
                   .config = m % kConfigs,
                   .hours = h <= 6 ? h : h - kHours,
                   .text = turn_text(m % kConfigs, h)});
  }
  return out;
}

ClockSolve solve(const Clock& c, int wanted) {
  const System& s = system();
  std::array<int, 14> dials{};
  for (int i = 0; i < 14; ++i) dials[i] = c.dials[kFree[i]];
  // The solution is affine in the choices: a(x) = a(0) + sum x_j (a(e_j) - a(0)).
  const std::array<int, kMoves> base = solution_for(s, dials, {});
  std::array<std::array<int, kMoves>, kChoices> step{};
  for (int j = 0; j < kChoices; ++j) {
    std::array<int, kChoices> e{};
    e[j] = 1;
    const std::array<int, kMoves> a = solution_for(s, dials, e);
    for (int m = 0; m < kMoves; ++m) step[j][m] = mod12(a[m] - base[m]);
  }
  ClockSolve out;
  int best = kMoves + 1;
  std::vector<std::array<int, kMoves>> optimal;
  // Amounts kept in 0..11 as the choices count up: each loop adds its step (mod 12) to
  // what the loops outside it left, so the innermost does 18 additions per solution.
  const auto add = [](std::array<int, kMoves>& a, const std::array<int, kMoves>& s) {
    for (int m = 0; m < kMoves; ++m) {
      a[m] += s[m];
      if (a[m] >= kHours) a[m] -= kHours;
    }
  };
  std::array<int, kMoves> a0 = base;
  for (int x0 = 0; x0 < kHours; ++x0, add(a0, step[0])) {
    std::array<int, kMoves> a1 = a0;
    for (int x1 = 0; x1 < kHours; ++x1, add(a1, step[1])) {
      std::array<int, kMoves> a2 = a1;
      for (int x2 = 0; x2 < kHours; ++x2, add(a2, step[2])) {
        std::array<int, kMoves> a = a2;
        for (int x3 = 0; x3 < kHours; ++x3, add(a, step[3])) {
          ++out.examined;
          int length = 0;
          for (int m = 0; m < kMoves && length <= best; ++m) length += a[m] != 0;
          if (length > best) continue;
          if (length < best) {
            best = length;
            optimal.clear();
          }
          optimal.push_back(a);
        }
      }
    }
  }
  out.optimal_count = static_cast<int>(optimal.size());
  // Best first: fewest hours turned, then fewest back turns, then the order found. Only
  // the `wanted` best are written as moves (a state may have thousands of ties).
  struct Ranked {
    int hours, backs, index;
  };
  std::vector<Ranked> ranked;
  ranked.reserve(optimal.size());
  for (size_t i = 0; i < optimal.size(); ++i) {
    Ranked r{0, 0, static_cast<int>(i)};
    for (int m = 0; m < kMoves; ++m) {
      r.hours += std::min(optimal[i][m], kHours - optimal[i][m]);
      r.backs += m >= kConfigs && optimal[i][m] != 0;
    }
    ranked.push_back(r);
  }
  const size_t keep = std::min(ranked.size(), static_cast<size_t>(std::max(wanted, 1)));
  std::partial_sort(ranked.begin(), ranked.begin() + static_cast<std::ptrdiff_t>(keep), ranked.end(),
                    [](const Ranked& x, const Ranked& y) {
                      if (x.hours != y.hours) return x.hours < y.hours;
                      if (x.backs != y.backs) return x.backs < y.backs;
                      return x.index < y.index;
                    });
  std::vector<ClockSolution> all;
  for (size_t k = 0; k < keep; ++k) {
    ClockSolution sol;
    sol.amounts.assign(optimal[ranked[k].index].begin(), optimal[ranked[k].index].end());
    sol.length = best;
    sol.hours = ranked[k].hours;
    sol.moves = moves_of(sol.amounts);
    all.push_back(std::move(sol));
  }
  out.solutions = std::move(all);
  return out;
}

}  // namespace cube::clock
