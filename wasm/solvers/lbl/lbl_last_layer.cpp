#include "solvers/lbl/lbl_last_layer.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <stdexcept>
#include <tuple>

#include "core/notation.h"
#include "tables/permutation.h"

namespace cube::lbl {
namespace {

struct NamedAlg {
  int step;  // the step it belongs to; -1: any step (U turns)
  const char* name;
  const char* moves;
};

// Written with the last layer on U, as they are usually taught.
constexpr NamedAlg kAlgs[] = {
    {-1, "U", "U"},
    {-1, "U2", "U2"},
    {0, "edge flip (line)", "F R U R' U' F'"},
    {0, "edge flip (L shape)", "F U R U' R' F'"},
    {1, "A-perm", "R' F R' B2 R F' R' B2 R2"},
    {1, "Niklas", "R U' L' U R' U' L U"},
    {1, "T-perm", "R U R' U' R' F R2 U' R' U' R U R' F'"},
    {2, "Sune", "R U R' U R U2 R'"},
    {2, "Anti-Sune", "R U2 R' U' R U' R'"},
    {2, "H (corners)", "F R U R' U' R U R' U' R U R' U' F'"},
    {2, "Pi (corners)", "R U2 R2 U' R2 U' R2 U2 R"},
    {2, "U (corners)", "R2 D R' U2 R D' R' U2 R'"},
    {2, "T (corners)", "R U R D R' U' R D' R2"},
    {2, "L (corners)", "F R' F' L F R F' L'"},
    {3, "U-perm", "R U' R U R U R U' R' U' R2"},
    {3, "H-perm", "R2 U2 R U2 R2 U2 R2 U2 R U2 R2"},
    {3, "Z-perm", "R' U' R2 U R U R' U' R U R U' R U' R'"},
};

int face_index(char f) {
  for (int i = 0; i < 6; ++i)
    if (kFaceNames[i] == f) return i;
  return -1;
}

// The alg seen from another side: faces F -> L -> B -> R -> F (a turn about U).
std::vector<int> rotate_y(const std::vector<int>& a) {
  // U R F D L B -> U F L D B R
  constexpr int map[6] = {0, 2, 4, 3, 5, 1};
  std::vector<int> r;
  for (int m : a) r.push_back(3 * map[m / 3] + m % 3);
  return r;
}

// The mirror image through the M slice: R <-> L, every turn reversed.
std::vector<int> mirror(const std::vector<int>& a) {
  constexpr int map[6] = {0, 4, 2, 3, 1, 5};
  std::vector<int> r;
  for (int m : a) r.push_back(3 * map[m / 3] + (2 - m % 3));
  return r;
}

std::vector<int> invert(const std::vector<int>& a) {
  std::vector<int> r;
  for (auto it = a.rbegin(); it != a.rend(); ++it) r.push_back(3 * (*it / 3) + (2 - *it % 3));
  return r;
}

int corner_part(const CubieCube& c) {
  return tables::perm_rank(c.cp.data(), 4) * 27 + c.co[0] * 9 + c.co[1] * 3 + c.co[2];
}
int edge_part(const CubieCube& c) {
  return tables::perm_rank(c.ep.data(), 4) * 8 + c.eo[0] * 4 + c.eo[1] * 2 + c.eo[2];
}

CubieCube with_corner_part(int x) {
  CubieCube c;
  tables::perm_unrank(x / 27, c.cp.data(), 4);
  c.co[0] = static_cast<uint8_t>(x / 9 % 3);
  c.co[1] = static_cast<uint8_t>(x / 3 % 3);
  c.co[2] = static_cast<uint8_t>(x % 3);
  c.co[3] = static_cast<uint8_t>((6 - c.co[0] - c.co[1] - c.co[2]) % 3);
  return c;
}

CubieCube with_edge_part(int x) {
  CubieCube c;
  tables::perm_unrank(x / 8, c.ep.data(), 4);
  c.eo[0] = static_cast<uint8_t>(x / 4 % 2);
  c.eo[1] = static_cast<uint8_t>(x / 2 % 2);
  c.eo[2] = static_cast<uint8_t>(x % 2);
  c.eo[3] = static_cast<uint8_t>((c.eo[0] + c.eo[1] + c.eo[2]) % 2);
  return c;
}

bool keeps_first_two_layers(const CubieCube& c) {
  for (int i = 4; i < kCorners; ++i)
    if (c.cp[i] != i || c.co[i] != 0) return false;
  for (int i = 4; i < kEdges; ++i)
    if (c.ep[i] != i || c.eo[i] != 0) return false;
  return true;
}

constexpr int kWeight = LastLayerTables::kWeight;
constexpr uint16_t kUnreached = LastLayerTables::kUnreached;

// Corner and edge permutations of one parity: the states a real cube can be in.
bool reachable(int s) {
  uint8_t cp[4], ep[4];
  tables::perm_unrank(s / 192 / 27, cp, 4);
  tables::perm_unrank(s % 192 / 8, ep, 4);
  int inv = 0;
  for (int i = 0; i < 4; ++i)
    for (int j = i + 1; j < 4; ++j) inv += (cp[j] < cp[i]) + (ep[j] < ep[i]);
  return inv % 2 == 0;
}

// value[k] for one step with the macros `use` (see the comment in build()).
void search_step(LastLayerTables& t, int k, const std::vector<int>& use) {
  std::vector<uint16_t>& value = t.value[k];
  value.assign(kLastLayerStates, kUnreached);
  std::vector<std::vector<uint32_t>> bucket;
  auto push = [&](int v, uint32_t s) {
    if (static_cast<size_t>(v) >= bucket.size()) bucket.resize(v + 1);
    bucket[v].push_back(s);
  };
  for (int s = 0; s < kLastLayerStates; ++s) {
    if (!last_layer_goal(k, s)) continue;
    const int rest = k + 1 < kLastLayerSteps ? t.total(k + 1, s) : 0;
    if (rest < 0) continue;
    if (rest >= kWeight) throw std::logic_error("lbl: last-layer weight too small");
    value[s] = static_cast<uint16_t>(rest);
    push(rest, static_cast<uint32_t>(s));
  }
  for (size_t v = 0; v < bucket.size(); ++v) {
    for (size_t i = 0; i < bucket[v].size(); ++i) {
      const uint32_t s = bucket[v][i];
      if (value[s] != v) continue;  // a stale entry
      for (int idx : use) {
        const Macro& macro = t.macros[idx];
        const int nv = static_cast<int>(v) + kWeight * static_cast<int>(macro.moves.size());
        const int n = macro.apply(static_cast<int>(s));
        if (nv < value[n]) {
          value[n] = static_cast<uint16_t>(nv);
          push(nv, static_cast<uint32_t>(n));
        }
      }
    }
    std::vector<uint32_t>().swap(bucket[v]);
  }
}

void build(LastLayerTables& t) {
  const auto& mv = basic_move_cubies();
  // Every variant of every alg; one per distinct effect, the shortest (then the first).
  std::map<std::tuple<int, std::array<uint8_t, 8>, std::array<uint8_t, 8>>, size_t> by_effect;
  for (const NamedAlg& alg : kAlgs) {
    const ParsedAlg parsed = parse_alg(alg.moves);
    if (!parsed.ok) throw std::logic_error(std::string("lbl: bad alg ") + alg.moves);
    std::vector<int> base;
    for (const Move& m : parsed.moves) base.push_back(3 * face_index(m.family) + m.turns - 1);
    for (int variant = 0; variant < 16; ++variant) {
      std::vector<int> a = base;
      for (int k = 0; k < (variant & 3); ++k) a = rotate_y(a);
      if (variant & 4) a = mirror(a);
      if (variant & 8) a = invert(a);
      CubieCube c;
      for (int m : a) c = c * mv[m];
      if (!keeps_first_two_layers(c))
        throw std::logic_error(std::string("lbl: alg breaks the first two layers: ") + alg.moves);
      if (c == CubieCube{}) continue;
      std::array<uint8_t, 8> corners{}, edges{};
      for (int i = 0; i < 4; ++i) {
        corners[i] = c.cp[i], corners[4 + i] = c.co[i];
        edges[i] = c.ep[i], edges[4 + i] = c.eo[i];
      }
      const auto key = std::make_tuple(alg.step, corners, edges);
      auto it = by_effect.find(key);
      if (it != by_effect.end() && t.macros[it->second].moves.size() <= a.size()) continue;
      Macro macro;
      macro.moves = a;
      macro.name = alg.name;
      macro.step = alg.step;
      if (it != by_effect.end()) {
        t.macros[it->second] = macro;
      } else {
        by_effect[key] = t.macros.size();
        t.macros.push_back(macro);
      }
    }
  }
  for (Macro& macro : t.macros) {
    CubieCube a;
    for (int m : macro.moves) a = a * mv[m];
    for (int x = 0; x < 648; ++x) macro.corner_map[x] = static_cast<uint16_t>(corner_part(with_corner_part(x) * a));
    for (int x = 0; x < 192; ++x) macro.edge_map[x] = static_cast<uint8_t>(edge_part(with_edge_part(x) * a));
  }

  // Step by step from the last. Each step takes the fewest moves that reach its own
  // goal (a beginner does one thing at a time), and among those, the end state whose
  // remaining steps are shortest: value = moves * kWeight + rest, where rest is the
  // total of the later steps from the state where this one ends. The macro set holds
  // every macro's inverse at the same length, so a search outwards from the goal states
  // (Dial's buckets over the combined value) gives that value for every state.
  for (int k = kLastLayerSteps - 1; k >= 0; --k) {
    // The step's own algorithms first; all of them if those cannot finish the step
    // from every state it may start from (they can, as the tests check).
    for (bool own_only : {true, false}) {
      std::vector<int>& use = t.step_macros[k];
      use.clear();
      for (size_t i = 0; i < t.macros.size(); ++i)
        if (!own_only || t.macros[i].step == k || t.macros[i].step < 0) use.push_back(static_cast<int>(i));
      search_step(t, k, use);
      bool covered = true;
      for (int s = 0; s < kLastLayerStates && covered; ++s)
        if (reachable(s) && (k == 0 || last_layer_goal(k - 1, s)) && t.value[k][s] == kUnreached) covered = false;
      t.step_uses_own_algs[k] = own_only && covered;
      if (covered) break;
    }
  }
}

}  // namespace

const LastLayerTables& last_layer_tables() {
  static const LastLayerTables t = [] {
    const auto start = std::chrono::steady_clock::now();
    LastLayerTables r;
    build(r);
    r.build_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return r;
  }();
  return t;
}

int LastLayerTables::total(int step, int state) const {
  const uint16_t v = value[step][state];
  return v == kUnreached ? -1 : v / kWeight + v % kWeight;
}

int last_layer_state(const CubieCube& c) {
  if (!keeps_first_two_layers(c)) return -1;
  return corner_part(c) * 192 + edge_part(c);
}

bool last_layer_goal(int step, int state) {
  const int corners = state / 192, edges = state % 192;
  const bool cross = edges % 8 == 0;  // with the sum rule, the fourth edge is good too
  if (step == 0) return cross;
  const bool placed = corners / 27 == 0;
  if (step == 1) return cross && placed;
  const bool twisted = corners % 27 == 0;
  if (step == 2) return cross && placed && twisted;
  return cross && placed && twisted && edges / 8 == 0;
}

}  // namespace cube::lbl
