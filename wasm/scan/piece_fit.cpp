#include "piece_fit.h"

#include <algorithm>
#include <limits>

#include "core/cubie.h"
#include "core/min_cost_assignment.h"
#include "core/piece_lookup.h"

namespace cube::scan {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// One kind of piece (corners or edges): n positions of `arity` stickers each.
struct PieceKind {
  int n, arity;
  const int* facelets;  // n * arity sticker indices, in the order of the position's name
  int (*piece_face)(int, int);
};

// The most pieces and stickers a piece of one kind has (a 3x3x3's edges, a corner).
constexpr int kMaxPieces = kEdges, kMaxArity = 3;
using Placement = std::array<int, kMaxPieces>;

// The best placement of one kind of piece for each permutation parity. Fixed-size: a
// 2x2x2's scan fits its corners 72 times, so nothing here goes to the heap.
struct KindFit {
  double cost[2] = {kInf, kInf};
  Placement perm[2]{}, ori[2]{};
};

int parity(const Placement& perm, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j) s ^= perm[i] > perm[j];
  return s;
}

KindFit fit_kind(const PieceKind& kind, const std::vector<double>& cost, const std::array<int, kColours>& cls) {
  const int n = kind.n, a = kind.arity;
  // oc[(p * n + q) * a + o]: piece q at position p with orientation o.
  std::array<double, kMaxPieces * kMaxPieces * kMaxArity> oc;
  std::vector<double> best(n * n, kInf);
  for (int p = 0; p < n; ++p)
    for (int q = 0; q < n; ++q)
      for (int o = 0; o < a; ++o) {
        double c = 0;
        for (int k = 0; k < a; ++k)
          c += cost[kind.facelets[p * a + (k + o) % a] * kColours + cls[kind.piece_face(q, k)]];
        oc[(p * n + q) * a + o] = c;
        if (c < best[p * n + q]) best[p * n + q] = c;
      }
  const std::vector<int> optimum = min_cost_assignment(best, n);
  Placement perm0{};
  std::copy(optimum.begin(), optimum.end(), perm0.begin());
  KindFit fit;
  // The optimum, and every single swap of it: the best placement of the other parity
  // is almost always among them (a misread changes one or two pieces, not many).
  auto consider = [&](const Placement& perm) {
    // Orientations: dp[s] = cheapest choice so far whose orientation sum is s mod a;
    // choice[p][t]: the previous sum and the orientation that gave sum t at position p.
    double dp[kMaxArity] = {0, kInf, kInf};
    std::array<std::array<std::array<int, 2>, kMaxArity>, kMaxPieces> choice;
    for (int p = 0; p < n; ++p) {
      const double* here = &oc[(p * n + perm[p]) * a];
      double next[kMaxArity] = {kInf, kInf, kInf};
      for (int s = 0; s < a; ++s) {
        if (dp[s] == kInf) continue;
        for (int o = 0, t = s; o < a; ++o, t = t + 1 == a ? 0 : t + 1) {  // t = (s + o) mod a
          double c = dp[s] + here[o];
          if (c < next[t]) next[t] = c, choice[p][t] = {s, o};
        }
      }
      for (int s = 0; s < a; ++s) dp[s] = next[s];
    }
    int par = parity(perm, n);
    if (!(dp[0] < fit.cost[par])) return;
    fit.cost[par] = dp[0];
    fit.perm[par] = perm;
    for (int p = n - 1, s = 0; p >= 0; --p) {
      fit.ori[par][p] = choice[p][s][1];
      s = choice[p][s][0];
    }
  };
  consider(perm0);
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j) {
      Placement perm = perm0;
      std::swap(perm[i], perm[j]);
      consider(perm);
    }
  return fit;
}

void place(const PieceKind& kind, const KindFit& fit, int par, std::vector<int>& face) {
  for (int p = 0; p < kind.n; ++p)
    for (int k = 0; k < kind.arity; ++k)
      face[kind.facelets[p * kind.arity + (k + fit.ori[par][p]) % kind.arity]] = kind.piece_face(fit.perm[par][p], k);
}

}  // namespace

PieceFit fit_pieces(Puzzle puzzle, const std::vector<double>& cost, const std::array<int, kColours>& cls) {
  PieceFit out;
  out.face.assign(sticker_count(puzzle), -1);
  if (puzzle == Puzzle::Cube2) {
    // The 2x2x2's corners use the 3x3x3's faces: corner_face names a face, not a sticker.
    const PieceKind corners{kCorners, 3, &kCornerFacelets2[0][0], corner_face};
    KindFit f = fit_kind(corners, cost, cls);
    int par = f.cost[0] <= f.cost[1] ? 0 : 1;  // every permutation is reachable
    place(corners, f, par, out.face);
    out.cost = f.cost[par];
    return out;
  }
  const PieceKind corners{kCorners, 3, &kCornerFacelets3[0][0], corner_face};
  const PieceKind edges{kEdges, 2, &kEdgeFacelets3[0][0], edge_face};
  KindFit c = fit_kind(corners, cost, cls), e = fit_kind(edges, cost, cls);
  int par = c.cost[0] + e.cost[0] <= c.cost[1] + e.cost[1] ? 0 : 1;
  place(corners, c, par, out.face);
  place(edges, e, par, out.face);
  out.cost = c.cost[par] + e.cost[par];
  for (int f = 0; f < kColours; ++f) {
    out.face[9 * f + 4] = f;
    out.cost += cost[(9 * f + 4) * kColours + cls[f]];
  }
  return out;
}

}  // namespace cube::scan
