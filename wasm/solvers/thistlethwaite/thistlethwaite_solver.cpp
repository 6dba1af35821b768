#include "solvers/thistlethwaite/thistlethwaite_solver.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstring>

#include "solvers/thistlethwaite/thistlethwaite_tables.h"

namespace cube::thistlethwaite {

const PhaseText kPhaseText[kPhases] = {
    {"Phase 1: orient edges", "Flip every edge good, so U and D need only half turns from here on."},
    {"Phase 2: orient corners, M-slice edges",
     "Twist every corner's L/R sticker onto L or R and bring UF, UB, DF, DB into the M slice, "
     "with U and D half turns only."},
    {"Phase 3: tetrads and slices",
     "Put the corners into their tetrads and every edge into its own slice, ready for half "
     "turns, with quarter turns of L and R only."},
    {"Phase 4: half turns only", "Solve the cube with half turns alone."},
};

namespace {

constexpr int kMaxPhaseDepth = 16;
// Cap on the end states scored per phase (a guard on time; rarely reached).
constexpr int kLeafCap = 4000;

// Turns of one face in a row, and turns of opposite faces in the lower-face-first
// order only: every state an optimal path reaches is still reached.
inline bool redundant(int face, int last) {
  return last >= 0 && (face == last || (face % 3 == last % 3 && face < last));
}

struct Search {
  const Tables& t = tables();
  const std::array<CubieCube, kBasicMoves>& mv = basic_move_cubies();
  int path[kMaxPhaseDepth];
  int best[kMaxPhaseDepth];
  int best_len = 0;
  int best_score = 0;
  int leaves = 0;
  uint64_t nodes = 0;

  void start() {
    best_len = -1;
    best_score = 1 << 30;
    leaves = 0;
  }
  bool done() const { return best_score == 0 || leaves >= kLeafCap; }
  void leaf(int depth, int score) {
    ++leaves;
    if (score < best_score) {
      best_score = score;
      best_len = depth;
      std::memcpy(best, path, sizeof(int) * static_cast<size_t>(depth));
    }
  }

  // Phase 1: edge flip; scored by the phase-2 distance (twist, M-slice set).
  void dfs1(int depth, int last, int flip, int twist, int mset) {
    ++nodes;
    const int d = t.dist[0][flip];
    if (d == 0) return leaf(depth, t.dist[1][twist * kSlicePositions + mset]);
    for (int k = 0; k < kPhaseMoveCount[0] && !done(); ++k) {
      const int m = kPhaseMoves[0][k];
      if (redundant(m / 3, last)) continue;
      const int f2 = t.flip_move[flip * kBasicMoves + m];
      if (t.dist[0][f2] != d - 1) continue;
      path[depth] = m;
      dfs1(depth + 1, m / 3, f2, t.twist_move[twist * kBasicMoves + m], t.subset_move[mset * kBasicMoves + m]);
    }
  }

  // Phase 2: twist and M-slice set; scored by the phase-3 distance (coset, E-slice set).
  void dfs2(int depth, int last, int twist, int mset, int coset, int eset) {
    ++nodes;
    const int d = t.dist[1][twist * kSlicePositions + mset];
    if (d == 0) return leaf(depth, t.dist[2][coset * kEdgeSplits + t.split_of_subset[eset]]);
    for (int k = 0; k < kPhaseMoveCount[1] && !done(); ++k) {
      const int m = kPhaseMoves[1][k];
      if (redundant(m / 3, last)) continue;
      const int tw = t.twist_move[twist * kBasicMoves + m], ms = t.subset_move[mset * kBasicMoves + m];
      if (t.dist[1][tw * kSlicePositions + ms] != d - 1) continue;
      path[depth] = m;
      dfs2(depth + 1, m / 3, tw, ms, t.coset_move[coset * kBasicMoves + m], t.subset_move[eset * kBasicMoves + m]);
    }
  }

  // Phase 3: corner coset and E-slice set; scored by the phase-4 distance, read from the
  // permutations carried along.
  std::array<uint8_t, 8> cp[kMaxPhaseDepth + 1];
  std::array<uint8_t, 12> ep[kMaxPhaseDepth + 1];
  void dfs3(int depth, int last, int coset, int eset) {
    ++nodes;
    const int d = t.dist[2][coset * kEdgeSplits + t.split_of_subset[eset]];
    if (d == 0) return leaf(depth, t.dist[3][phase4_of(cp[depth], ep[depth])]);
    for (int k = 0; k < kPhaseMoveCount[2] && !done(); ++k) {
      const int m = kPhaseMoves[2][k];
      if (redundant(m / 3, last)) continue;
      const int c2 = t.coset_move[coset * kBasicMoves + m], e2 = t.subset_move[eset * kBasicMoves + m];
      if (t.dist[2][c2 * kEdgeSplits + t.split_of_subset[e2]] != d - 1) continue;
      path[depth] = m;
      for (int i = 0; i < 8; ++i) cp[depth + 1][i] = cp[depth][mv[m].cp[i]];
      for (int i = 0; i < 12; ++i) ep[depth + 1][i] = ep[depth][mv[m].ep[i]];
      dfs3(depth + 1, m / 3, c2, e2);
    }
  }

  int phase4_of(const std::array<uint8_t, 8>& c, const std::array<uint8_t, 12>& e) const {
    CubieCube x;
    x.cp = c;
    x.ep = e;
    const int h = t.half_turn_index[perm8_rank(c)];
    return Tables::phase4_encode(h, slice_perm(x, kMSlice), slice_perm(x, kESlice), slice_perm(x, kSSlice));
  }

  std::vector<int> take_best() const { return std::vector<int>(best, best + best_len); }
};

CubieCube apply_path(CubieCube c, const std::vector<int>& moves) {
  for (int m : moves) c = c * basic_move_cubies()[m];
  return c;
}

Move to_move(int m) { return Move{Move::Kind::Face, kFaceNames[m / 3], static_cast<uint8_t>(m % 3 + 1)}; }

}  // namespace

// Merges the same-axis turns meeting at each phase boundary into the earlier phase.
void merge_phase_boundaries(std::vector<int> (&p)[kPhases]) {
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i + 1 < kPhases; ++i) {
      int j = i + 1;
      while (j < kPhases && p[j].empty()) ++j;
      if (p[i].empty() || j == kPhases) continue;
      const int axis = (p[i].back() / 3) % 3;
      if ((p[j].front() / 3) % 3 != axis) continue;
      size_t a = p[i].size(), b = 0;
      while (a > 0 && (p[i][a - 1] / 3) % 3 == axis) --a;
      while (b < p[j].size() && (p[j][b] / 3) % 3 == axis) ++b;
      int quarter[6] = {};
      for (size_t k = a; k < p[i].size(); ++k) quarter[p[i][k] / 3] += p[i][k] % 3 + 1;
      for (size_t k = 0; k < b; ++k) quarter[p[j][k] / 3] += p[j][k] % 3 + 1;
      std::vector<int> run;
      for (int f : {axis, axis + 3})
        if (quarter[f] % 4) run.push_back(3 * f + quarter[f] % 4 - 1);
      if (run.size() >= (p[i].size() - a) + b) continue;  // nothing merges
      p[i].resize(a);
      p[i].insert(p[i].end(), run.begin(), run.end());
      p[j].erase(p[j].begin(), p[j].begin() + static_cast<std::ptrdiff_t>(b));
      changed = true;
    }
  }
}

double prepare() { return tables().build_ms; }

PhasePaths solve_phases(const CubieCube& c0) {
  Search s;
  PhasePaths out;
  const Tables& t = s.t;

  s.start();
  s.dfs1(0, -1, t.phase1_coord(c0), corner_twist_coord(c0), subset_rank(positions_of(c0, slice_bits(kMSlice))));
  out.phase[0] = s.take_best();
  const CubieCube c1 = apply_path(c0, out.phase[0]);

  s.start();
  s.dfs2(0, -1, corner_twist_coord(c1), subset_rank(positions_of(c1, slice_bits(kMSlice))),
         t.coset_of[perm8_rank(c1.cp)], subset_rank(positions_of(c1, slice_bits(kESlice))));
  out.phase[1] = s.take_best();
  const CubieCube c2 = apply_path(c1, out.phase[1]);

  s.start();
  s.cp[0] = c2.cp;
  s.ep[0] = c2.ep;
  s.dfs3(0, -1, t.coset_of[perm8_rank(c2.cp)], subset_rank(positions_of(c2, slice_bits(kESlice))));
  out.phase[2] = s.take_best();
  const CubieCube c3 = apply_path(c2, out.phase[2]);

  // Phase 4: walk down the table.
  int x = t.phase4_coord(c3);
  for (int d = t.dist[3][x]; d > 0; --d) {
    for (int f = 0; f < 6; ++f) {
      const int y = t.phase4_move(x, f);
      if (t.dist[3][y] == d - 1 && (out.phase[3].empty() || out.phase[3].back() / 3 != f)) {
        out.phase[3].push_back(3 * f + 1);
        x = y;
        break;
      }
    }
    ++s.nodes;
  }
  out.nodes = s.nodes;
  return out;
}

SolveResult solve(const CubieCube& c, const SolveOptions& options) {
  const auto t0 = std::chrono::steady_clock::now();
  SolveResult r;
  if (!c.is_solvable()) {
    r.status = SolveResult::Status::BadInput;
    say(r, message("not_solvable_cube"));
    return r;
  }
  if (options.cancel && options.cancel->load()) {
    r.status = SolveResult::Status::Cancelled;
    say(r, message("solve_cancelled"));
    return r;
  }
  PhasePaths p = solve_phases(c);
  merge_phase_boundaries(p.phase);

  Solution sol;
  for (int i = 0; i < kPhases; ++i) {
    Stage st;
    st.name = kPhaseText[i].name;
    st.explanation = kPhaseText[i].explanation;
    st.begin = static_cast<int>(sol.moves.size());
    for (int m : p.phase[i]) sol.moves.push_back(to_move(m));
    st.end = static_cast<int>(sol.moves.size());
    sol.stages.push_back(std::move(st));
  }
  r.nodes = p.nodes;
  r.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  const int len = static_cast<int>(sol.moves.size());
  if (options.max_length >= 0 && len > options.max_length) {
    r.status = SolveResult::Status::NoSolution;
    say(r, message("method_over_limit", {{"method", "thistlethwaite"}, {"length", len}, {"max", options.max_length}}));
    return r;
  }
  r.status = SolveResult::Status::Solved;
  r.solutions.push_back(std::move(sol));
  return r;
}

bool in_group(int g, const CubieCube& c) {
  const Tables& t = tables();
  switch (g) {
    case 0: return c.is_solvable();
    case 1: return c.is_solvable() && edge_flip_coord(c) == 0;
    case 2: return in_group(1, c) && t.phase3_coord(c) >= 0;
    case 3: return in_group(2, c) && t.phase4_coord(c) >= 0;
    case 4: return c == CubieCube{};
    default: return false;
  }
}

}  // namespace cube::thistlethwaite
