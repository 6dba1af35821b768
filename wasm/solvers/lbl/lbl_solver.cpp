#include "solvers/lbl/lbl_solver.h"

#include <algorithm>
#include <chrono>
#include <functional>

#include "core/alg.h"
#include "solvers/lbl/lbl_last_layer.h"
#include "solvers/lbl/lbl_pieces.h"

namespace cube::lbl {
namespace {

constexpr const char* kSideNames[4] = {"front-right", "front-left", "back-left", "back-right"};
constexpr const char* kCornerFaces[4] = {"D, F and R", "D, L and F", "D, B and L", "D, R and B"};
constexpr const char* kEdgeFaces[4] = {"F and R", "F and L", "B and L", "B and R"};

struct LastStep {
  const char* name;
  const char* explanation;
};
constexpr LastStep kLastSteps[kLastLayerSteps] = {
    {"Last layer: cross", "Flip the U edges so the U face shows a cross."},
    {"Last layer: corners", "Move each U corner to its place between its three centres (twists come next)."},
    {"Last layer: twists", "Twist the U corners until the whole U face is one colour."},
    {"Last layer: edges", "Cycle the U edges into place: solved."},
};

constexpr int kMaxF2LDepth = 20;

// Turns of one face in a row, and opposite faces in one order only. The first move of
// a stage only avoids the face the previous stage ended with.
inline bool redundant(int face, int last, bool first) {
  if (last < 0) return false;
  if (first) return face == last;
  return face == last || (face % 3 == last % 3 && face < last);
}

struct F2LSearch {
  const PieceTables& t = piece_tables();
  int corner_set = 0, middle_set = 0;
  int new_edge = -1;  // the middle edge being inserted, -1 in the corner steps (its pairs
                      // with each corner bound too)
  // When set, dfs hands every solution (path[0, depth)) to it instead of stopping at
  // the first, up to kMaxCollected of them.
  std::function<void(int depth)> collect;
  int collected = 0;
  static constexpr int kMaxCollected = 64;
  int path[kMaxF2LDepth];
  uint64_t nodes = 0;

  // Whether the lower bound of s is at most `limit` (cheapest checks first).
  bool within(const F2LState& s, int limit) const {
    if (t.cross[subset_index(s.cross, 15)] > limit) return false;
    if (t.corners[corner_set][subset_index(s.corners, corner_set)] > limit) return false;
    if (new_edge < 0) return true;
    if (t.middle[middle_set][subset_index(s.middle, middle_set)] > limit) return false;
    const int e = s.middle[new_edge];
    for (int c = 0; c < 4; ++c)
      if (t.pair[c][new_edge][s.corners[c] * kPieceStates + e] > limit) return false;
    return true;
  }

  // Shortest insertions of exactly `togo` more moves; s is within(s, togo).
  bool dfs(const F2LState& s, int depth, int togo, int last) {
    ++nodes;
    if (togo == 0) {  // within(s, 0): every piece of the goal is home
      if (!collect) return true;
      collect(depth);
      return ++collected >= kMaxCollected;
    }
    for (int m = 0; m < kBasicMoves; ++m) {
      if (redundant(m / 3, last, depth == 0)) continue;
      F2LState n;
      for (int i = 0; i < 4; ++i) {
        n.cross[i] = t.edge_move[s.cross[i]][m];
        n.corners[i] = t.corner_move[s.corners[i]][m];
      }
      if (new_edge >= 0)
        for (int i = 0; i < 4; ++i) n.middle[i] = t.edge_move[s.middle[i]][m];
      if (!within(n, togo - 1)) continue;
      path[depth] = m;
      if (dfs(n, depth + 1, togo - 1, m / 3)) return true;
    }
    return false;
  }

  bool search(const F2LState& start, int bound, int last) { return within(start, bound) && dfs(start, 0, bound, last); }
};

struct LastLayerPlan {
  std::vector<int> moves[kLastLayerSteps];
  std::vector<std::string> used[kLastLayerSteps];  // algorithm names, first use order
  int length = 0;                                  // before merging U turns inside a step
  int clashes = 0;                                 // turns of one face meeting at a step boundary (cannot merge)
  int macros = 0;
};

// The last layer from state s, following the tables: each step the fewest moves to its
// goal, ties to the shortest rest. Of the macros that keep to the best value, one that
// does not start on the face the moves so far end on (prev_face before the first).
LastLayerPlan plan_last_layer(int s, int prev_face) {
  const LastLayerTables& t = last_layer_tables();
  LastLayerPlan plan;
  int prev = prev_face;
  for (int k = 0; k < kLastLayerSteps; ++k) {
    const auto& value = t.value[k];
    auto done = [&] { return last_layer_goal(k, s) && value[s] == (k + 1 < kLastLayerSteps ? t.total(k + 1, s) : 0); };
    bool first = true;
    while (!done()) {
      const Macro* next = nullptr;
      for (int idx : t.step_macros[k]) {
        const Macro& m = t.macros[idx];
        if (LastLayerTables::kWeight * static_cast<int>(m.moves.size()) + value[m.apply(s)] != value[s]) continue;
        if (!next || (next->moves.front() / 3 == prev && m.moves.front() / 3 != prev)) next = &m;
      }
      ++plan.macros;
      if (!next) break;  // cannot happen: every reachable state has a value
      if (first && next->moves.front() / 3 == prev) ++plan.clashes;
      first = false;
      plan.moves[k].insert(plan.moves[k].end(), next->moves.begin(), next->moves.end());
      auto& used = plan.used[k];
      if (std::find(used.begin(), used.end(), next->name) == used.end()) used.push_back(next->name);
      plan.length += static_cast<int>(next->moves.size());
      prev = next->moves.back() / 3;
      s = next->apply(s);
    }
  }
  return plan;
}

struct Builder {
  CubieCube cube;
  Solution sol;
  uint64_t nodes = 0;
  int last_face = -1;

  void add_stage(std::string name, std::string explanation, const std::vector<int>& moves) {
    Stage st;
    st.name = std::move(name);
    st.explanation = moves.empty() ? "Already in place." : std::move(explanation);
    st.begin = static_cast<int>(sol.moves.size());
    std::vector<Move> ms;
    for (int m : moves) {
      ms.push_back(Move{Move::Kind::Face, kFaceNames[m / 3], static_cast<uint8_t>(m % 3 + 1)});
      cube = cube * basic_move_cubies()[m];
    }
    ms = simplify(ms);  // last-layer macros can meet on U turns; the stage's end is unchanged
    sol.moves.insert(sol.moves.end(), ms.begin(), ms.end());
    st.end = static_cast<int>(sol.moves.size());
    if (st.end > st.begin) last_face = static_cast<int>(std::string("URFDLB").find(sol.moves.back().family));
    sol.stages.push_back(std::move(st));
  }

  // The last middle edge: of its shortest insertions, the one that leaves the shortest
  // last layer (then the fewest turns of one face meeting at a boundary).
  std::vector<int> last_insertion(F2LSearch& s, const F2LState& start, int bound, std::vector<int> best) {
    auto score = [&](const std::vector<int>& moves) {
      CubieCube c = cube;
      for (int m : moves) c = c * basic_move_cubies()[m];
      const int face = moves.empty() ? last_face : moves.back() / 3;
      const LastLayerPlan plan = plan_last_layer(last_layer_state(c), face);
      return std::make_pair(plan.length, plan.clashes);
    };
    auto best_score = score(best);
    s.collect = [&](int depth) {
      std::vector<int> moves(s.path, s.path + depth);
      const auto sc = score(moves);
      if (sc < best_score) best_score = sc, best = moves;
    };
    s.search(start, bound, last_face);
    s.collect = nullptr;
    return best;
  }

  // One piece of a group (corners or middle edges): the cheapest next one, inserted.
  void insert_pieces(bool corners) {
    int placed = 0;
    for (int round = 0; round < 4; ++round) {
      F2LSearch s;
      const F2LState start = f2l_state(cube);
      int chosen = -1;
      for (int bound = 0; bound <= kMaxF2LDepth && chosen < 0; ++bound) {
        for (int k = 0; k < 4 && chosen < 0; ++k) {
          if ((placed >> k) & 1) continue;
          s.corner_set = corners ? placed | (1 << k) : 15;
          s.middle_set = corners ? 0 : placed | (1 << k);
          s.new_edge = corners ? -1 : k;
          if (s.search(start, bound, last_face)) {
            chosen = k;
            std::vector<int> moves(s.path, s.path + bound);
            placed |= 1 << k;
            if (!corners && placed == 15) moves = last_insertion(s, start, bound, moves);
            if (corners)
              add_stage(std::string("First layer: ") + kSideNames[k] + " corner",
                        std::string("Insert the corner between ") + kCornerFaces[k] + ", keeping the cross.", moves);
            else
              add_stage(std::string("Middle layer: ") + kSideNames[k] + " edge",
                        std::string("Insert the edge between ") + kEdgeFaces[k] + ", keeping the first layer.", moves);
          }
        }
      }
      nodes += s.nodes;
    }
  }

  void cross() {
    const PieceTables& t = piece_tables();
    F2LState s = f2l_state(cube);
    std::vector<int> moves;
    for (int d = t.cross[subset_index(s.cross, 15)]; d > 0; --d) {
      for (int m = 0; m < kBasicMoves; ++m) {
        if (!moves.empty() && moves.back() / 3 == m / 3) continue;
        std::array<uint8_t, 4> n;
        for (int i = 0; i < 4; ++i) n[i] = t.edge_move[s.cross[i]][m];
        if (t.cross[subset_index(n, 15)] == d - 1) {
          s.cross = n;
          moves.push_back(m);
          break;
        }
      }
      ++nodes;
    }
    add_stage("Cross", "Bring the four D edges home: a cross on D that matches the side centres.", moves);
  }

  void last_layer() {
    const LastLayerPlan plan = plan_last_layer(last_layer_state(cube), last_face);
    nodes += plan.macros;
    for (int k = 0; k < kLastLayerSteps; ++k) {
      std::string explanation = kLastSteps[k].explanation;
      if (!plan.used[k].empty()) {
        explanation += " Algorithms: ";
        for (size_t i = 0; i < plan.used[k].size(); ++i) explanation += (i ? ", " : "") + plan.used[k][i];
        explanation += ".";
      }
      add_stage(kLastSteps[k].name, explanation, plan.moves[k]);
    }
  }
};

bool edge_home(const CubieCube& c, int e) { return c.ep[e] == e && c.eo[e] == 0; }
bool corner_home(const CubieCube& c, int k) { return c.cp[k] == k && c.co[k] == 0; }

}  // namespace

double prepare() { return piece_tables().build_ms + last_layer_tables().build_ms; }

SolveResult solve(const CubieCube& c, const SolveOptions& options) {
  const auto t0 = std::chrono::steady_clock::now();
  SolveResult r;
  if (!c.is_solvable()) {
    r.status = SolveResult::Status::BadInput;
    say(r, message("not_solvable_cube"));
    return r;
  }
  auto cancelled = [&] { return options.cancel && options.cancel->load(); };
  Builder b;
  b.cube = c;
  if (!cancelled()) b.cross();
  if (!cancelled()) b.insert_pieces(true);
  if (!cancelled()) b.insert_pieces(false);
  if (!cancelled()) b.last_layer();
  if (cancelled()) {
    r.status = SolveResult::Status::Cancelled;
    say(r, message("solve_cancelled"));
    return r;
  }
  r.nodes = b.nodes;
  r.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  const int len = static_cast<int>(b.sol.moves.size());
  if (options.max_length >= 0 && len > options.max_length) {
    r.status = SolveResult::Status::NoSolution;
    say(r, message("method_over_limit", {{"method", "lbl"}, {"length", len}, {"max", options.max_length}}));
    return r;
  }
  r.status = SolveResult::Status::Solved;
  r.solutions.push_back(std::move(b.sol));
  return r;
}

bool stage_goal_holds(const std::string& name, const CubieCube& c) {
  if (name == "Cross") {
    for (int e : kCrossEdges)
      if (!edge_home(c, e)) return false;
    return true;
  }
  for (int k = 0; k < 4; ++k) {
    if (name == std::string("First layer: ") + kSideNames[k] + " corner") return corner_home(c, kFirstCorners[k]);
    if (name == std::string("Middle layer: ") + kSideNames[k] + " edge") return edge_home(c, kMiddleEdges[k]);
  }
  for (int k = 0; k < kLastLayerSteps; ++k)
    if (name == kLastSteps[k].name) {
      const int s = last_layer_state(c);
      return s >= 0 && last_layer_goal(k, s);
    }
  return false;
}

}  // namespace cube::lbl
