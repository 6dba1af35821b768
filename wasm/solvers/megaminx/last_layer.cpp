#include "solvers/megaminx/last_layer.h"

#include <algorithm>
#include <array>
#include <memory>
#include <queue>
#include <unordered_set>

#include "puzzles/megaminx/megaminx.h"
#include "solvers/installed_once.h"
#include "solvers/megaminx/kept_algorithms.h"
#include "solvers/megaminx/table_bytes.h"

namespace cube::twisty::megaminx_solver {

namespace {

const Puzzle& P() { return megaminx(); }
constexpr int kEdges = 1, kCorners = 2, kTwists[2] = {2, 3};

int face_index(const std::string& name) {
  const auto& f = megaminx_faces();
  return static_cast<int>(std::find(f.begin(), f.end(), name) - f.begin());
}

bool touches(int face, int orbit, int slot) { return P().piece_turns[4 * face].from_slot[orbit][slot] != slot; }

// The last layer's pieces as five edges and five corners, each in one of the U face's
// slots (numbered 0..4 per orbit): which piece and how twisted.
struct Layer {
  std::array<std::array<uint8_t, 5>, 2> piece{}, twist{};
};

// What a sequence does to the layer: slot i receives the piece of slot from[i], its
// twist plus add[i] (as PieceTurn, on the layer alone).
struct Effect {
  std::array<std::array<uint8_t, 5>, 2> from{}, add{};
  int cost = 0;
  std::vector<int> turns;
};

Layer apply(const Effect& e, const Layer& x) {
  Layer y;
  for (int o = 0; o < 2; ++o)
    for (int i = 0; i < 5; ++i) {
      y.piece[o][i] = x.piece[o][e.from[o][i]];
      y.twist[o][i] = static_cast<uint8_t>((x.twist[o][e.from[o][i]] + e.add[o][i]) % kTwists[o]);
    }
  return y;
}

Effect inverse(const Effect& e) {
  Effect v;
  for (int o = 0; o < 2; ++o)
    for (int i = 0; i < 5; ++i) {
      v.from[o][e.from[o][i]] = static_cast<uint8_t>(i);
      v.add[o][e.from[o][i]] = static_cast<uint8_t>((kTwists[o] - e.add[o][i]) % kTwists[o]);
    }
  v.cost = e.cost;
  return v;
}

uint64_t effect_key(const Effect& e) {
  uint64_t k = 0;
  for (int o = 0; o < 2; ++o)
    for (int i = 0; i < 5; ++i) k = (k << 5) | static_cast<uint64_t>(e.from[o][i] * 3 + e.add[o][i]);
  return k;
}

// U A U': slot i receives through U' then A then U.
Effect conjugate(const Effect& u, const Effect& a) {
  Layer x;
  for (int o = 0; o < 2; ++o)
    for (int i = 0; i < 5; ++i) x.piece[o][i] = static_cast<uint8_t>(i);
  x = apply(u, apply(a, apply(inverse(u), x)));
  Effect c;
  c.from = x.piece, c.add = x.twist, c.cost = a.cost, c.turns = a.turns;
  return c;
}

int rank5(const std::array<uint8_t, 5>& p) {  // Lehmer code, 0..119
  int r = 0;
  for (int i = 0; i < 5; ++i) {
    int smaller = 0;
    for (int j = i + 1; j < 5; ++j) smaller += p[j] < p[i];
    r = r * (5 - i) + smaller;
  }
  return r;
}
std::array<uint8_t, 5> unrank5(int r) {
  std::array<int, 5> digits{};
  for (int i = 4; i >= 0; --i) digits[i] = r % (5 - i), r /= 5 - i;
  std::vector<uint8_t> left = {0, 1, 2, 3, 4};
  std::array<uint8_t, 5> p{};
  for (int i = 0; i < 5; ++i) p[i] = left[digits[i]], left.erase(left.begin() + digits[i]);
  return p;
}

// The looks' cases as numbers: orientation the twists of four slots (the fifth follows);
// permutation the two arrangements.
constexpr int kOrientations = 16 * 81, kPermutations = 120 * 120;
int orientation_index(const Layer& x) {
  int e = 0, c = 0;
  for (int i = 3; i >= 0; --i) e = e * 2 + x.twist[0][i], c = c * 3 + x.twist[1][i];
  return e * 81 + c;
}
Layer orientation_case(int index) {
  Layer x;
  int e = index / 81, c = index % 81, se = 0, sc = 0;
  for (int i = 0; i < 4; ++i) {
    x.twist[0][i] = static_cast<uint8_t>(e % 2), e /= 2, se += x.twist[0][i];
    x.twist[1][i] = static_cast<uint8_t>(c % 3), c /= 3, sc += x.twist[1][i];
  }
  x.twist[0][4] = static_cast<uint8_t>(se % 2), x.twist[1][4] = static_cast<uint8_t>((3 - sc % 3) % 3);
  for (int i = 0; i < 5; ++i) x.piece[0][i] = x.piece[1][i] = static_cast<uint8_t>(i);
  return x;
}
int permutation_index(const Layer& x) { return rank5(x.piece[0]) * 120 + rank5(x.piece[1]); }
Layer permutation_case(int index) {
  Layer x;
  x.piece[0] = unrank5(index / 120), x.piece[1] = unrank5(index % 120);
  return x;
}

// One look: per case, the cheapest chain's first link (U^auf, then the algorithm), or
// its end (algorithm -1: U^auf and the look is done).
struct Look {
  std::vector<int> cost, algorithm, auf;
};

struct Tables {
  std::array<std::vector<int>, 2> slots;  // the U face's edge and corner slots
  Effect u;                               // U on the layer
  std::vector<Effect> algorithms;
  Look orientation, permutation;
  LastLayerTables info;
};

// Dijkstra from the look's solved cases backwards: a case s reaches t by U^a then
// algorithm m when t = m(U^a(s)), so s = U^-a(m'(t)).
Look build_look(const Tables& t, int size, const std::vector<int>& use, const std::vector<std::pair<int, int>>& ends,
                Layer (*decode)(int), int (*encode)(const Layer&)) {
  Look look;
  look.cost.assign(size, -1);
  look.algorithm.assign(size, -1);
  look.auf.assign(size, 0);
  std::vector<Effect> back;
  back.reserve(use.size());
  for (int m : use) back.push_back(inverse(t.algorithms[m]));
  // U^-a on every case, as a table (a = 0..4).
  const Effect u_inv = inverse(t.u);
  std::array<std::vector<int>, 5> u_back;
  for (int a = 0; a < 5; ++a) u_back[a].assign(size, -1);
  for (int index = 0; index < size; ++index) {
    Layer x = decode(index);
    if (encode(x) != index) continue;  // not a case (a number no arrangement has)
    for (int a = 0; a < 5; ++a, x = apply(u_inv, x)) u_back[a][index] = encode(x);
  }
  using Item = std::pair<int, int>;  // cost, case
  std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
  for (const auto& [index, auf] : ends) {
    look.cost[index] = auf ? 1 : 0;
    look.auf[index] = auf;
    queue.push({look.cost[index], index});
  }
  while (!queue.empty()) {
    const auto [c, index] = queue.top();
    queue.pop();
    if (c != look.cost[index]) continue;
    const Layer x = decode(index);
    for (size_t m = 0; m < back.size(); ++m) {
      const int y = encode(apply(back[m], x));
      for (int a = 0; a < 5; ++a) {
        const int s = u_back[a][y];
        const int cs = c + back[m].cost + (a ? 1 : 0);
        if (look.cost[s] >= 0 && look.cost[s] <= cs) continue;
        look.cost[s] = cs, look.algorithm[s] = use[m], look.auf[s] = a;
        queue.push({cs, s});
      }
    }
  }
  return look;
}

Tables build() {
  Tables t;
  const int U = face_index("U");
  std::vector<PieceId> free, kept;
  for (int o : {kEdges, kCorners}) {
    for (int s = 0; s < static_cast<int>(P().orbits[o].slots.size()); ++s) {
      if (touches(U, o, s)) {
        t.slots[o - kEdges].push_back(s);
        free.push_back({o, s});
      } else if (touches(face_index("R"), o, s) || touches(face_index("F"), o, s)) {
        kept.push_back({o, s});
      }
    }
  }
  auto layer_index = [&](int o, int slot) {
    const auto& v = t.slots[o - kEdges];
    return static_cast<int>(std::find(v.begin(), v.end(), slot) - v.begin());
  };
  const PieceTurn& pu = P().piece_turns[4 * U];
  for (int o : {kEdges, kCorners})
    for (int i = 0; i < 5; ++i) {
      const int s = t.slots[o - kEdges][i];
      t.u.from[o - kEdges][i] = static_cast<uint8_t>(layer_index(o, pu.from_slot[o][s]));
      t.u.add[o - kEdges][i] = static_cast<uint8_t>(pu.add[o][s]);
    }
  std::vector<int> turns;
  for (const char* f : {"U", "R", "F"})
    for (int k = 0; k < 4; ++k) turns.push_back(4 * face_index(f) + k);
  std::unordered_set<uint64_t> families;
  for (const KeptAlgorithm& a : kept_algorithms(P(), turns, kept, free, 6)) {
    Effect e;
    for (size_t x = 0; x < free.size(); ++x) {
      const int o = x < 5 ? 0 : 1, from = static_cast<int>(x % 5), to = a.to[x] % 5;
      e.from[o][to] = static_cast<uint8_t>(from);
      e.add[o][to] = a.twist[x];
    }
    e.turns = a.turns;
    e.cost = static_cast<int>(a.turns.size());
    // One of each family U^k A U^-k (the looks turn U before each algorithm), and no
    // turn of U alone.
    uint64_t key = ~0ull;
    bool only_u = false;
    Effect c = e;
    for (int k = 0; k < 5; ++k) {
      key = std::min(key, effect_key(c));
      only_u = only_u || effect_key(c) == effect_key(t.u);
      c = conjugate(t.u, c);
    }
    if (only_u || !families.insert(key).second) continue;
    t.algorithms.push_back(std::move(e));
  }
  // Orientation: the algorithms that twist something; permutation: those that twist nothing.
  std::vector<int> twisting, placing;
  for (size_t m = 0; m < t.algorithms.size(); ++m) {
    bool twists = false;
    for (const auto& add : t.algorithms[m].add)
      for (uint8_t v : add) twists = twists || v != 0;
    (twists ? twisting : placing).push_back(static_cast<int>(m));
  }
  t.orientation =
      build_look(t, kOrientations, twisting, {{orientation_index(Layer{}), 0}}, orientation_case, orientation_index);
  Layer solved;
  for (int o = 0; o < 2; ++o)
    for (int i = 0; i < 5; ++i) solved.piece[o][i] = static_cast<uint8_t>(i);
  std::vector<std::pair<int, int>> ends;
  Layer x = solved;
  const Effect u_inv = inverse(t.u);
  for (int b = 0; b < 5; ++b, x = apply(u_inv, x)) ends.push_back({permutation_index(x), b});
  t.permutation = build_look(t, kPermutations, placing, ends, permutation_case, permutation_index);
  t.info.algorithms = t.algorithms.size();
  for (int c : t.orientation.cost)
    if (c >= 0) ++t.info.orientation_cases, t.info.longest_orientation = std::max(t.info.longest_orientation, c);
  for (int c : t.permutation.cost)
    if (c >= 0) ++t.info.permutation_cases, t.info.longest_permutation = std::max(t.info.longest_permutation, c);
  return t;
}

// Built on first use, or installed from bytes (load_last_layer).
InstalledOnce<Tables> held;

const Tables& tables() { return held.get(build); }

void put_effect(ByteOut& out, const Effect& e) {
  for (int o = 0; o < 2; ++o) out.raw(e.from[o].data(), 5), out.raw(e.add[o].data(), 5);
  out.u32(static_cast<uint32_t>(e.cost));
  out.ints(e.turns);
}

Effect get_effect(ByteIn& in) {
  Effect e;
  for (int o = 0; o < 2; ++o) in.raw(e.from[o].data(), 5), in.raw(e.add[o].data(), 5);
  e.cost = static_cast<int>(in.u32());
  e.turns = in.ints();
  return e;
}

int u_power(int a) { return 4 * face_index("U") + a - 1; }  // U, U2, U2', U' for a = 1..4

}  // namespace

const LastLayerTables& last_layer_tables() { return tables().info; }

std::vector<uint8_t> save_last_layer() {
  const Tables& t = tables();
  ByteOut out;
  for (const auto& v : t.slots) out.ints(v);
  put_effect(out, t.u);
  out.u32(static_cast<uint32_t>(t.algorithms.size()));
  for (const Effect& e : t.algorithms) put_effect(out, e);
  for (const Look* look : {&t.orientation, &t.permutation}) {
    out.ints(look->cost);
    out.ints(look->algorithm);
    out.ints(look->auf);
  }
  return out.bytes;
}

bool load_last_layer(const std::vector<uint8_t>& bytes, MessageOut error) {
  ByteIn in{bytes};
  auto t = std::make_unique<Tables>();
  for (auto& v : t->slots) v = in.ints();
  t->u = get_effect(in);
  const uint32_t n = in.u32();
  for (uint32_t i = 0; i < n && in.ok; ++i) t->algorithms.push_back(get_effect(in));
  for (Look* look : {&t->orientation, &t->permutation}) {
    look->cost = in.ints();
    look->algorithm = in.ints();
    look->auf = in.ints();
  }
  const bool sizes = t->slots[0].size() == 5 && t->slots[1].size() == 5 &&
                     t->orientation.cost.size() == static_cast<size_t>(kOrientations) &&
                     t->permutation.cost.size() == static_cast<size_t>(kPermutations);
  bool refs = sizes;
  for (const Look* look : {&t->orientation, &t->permutation})
    for (size_t c = 0; refs && c < look->cost.size(); ++c)
      refs = look->algorithm.size() == look->cost.size() && look->auf.size() == look->cost.size() &&
             look->algorithm[c] >= -1 && look->algorithm[c] < static_cast<int>(t->algorithms.size()) &&
             look->auf[c] >= 0 && look->auf[c] < 5;
  if (!in.done() || !refs) {
    error.set(message("megaminx_tables_unread", {{"part", "last_layer"}}));
    return false;
  }
  t->info.algorithms = t->algorithms.size();
  for (int c : t->orientation.cost)
    if (c >= 0) ++t->info.orientation_cases, t->info.longest_orientation = std::max(t->info.longest_orientation, c);
  for (int c : t->permutation.cost)
    if (c >= 0) ++t->info.permutation_cases, t->info.longest_permutation = std::max(t->info.longest_permutation, c);
  held.install(std::move(t));
  return true;
}

bool solve_last_layer(Pieces& p, std::vector<LastLayerLook>* looks, MessageOut error) {
  const Tables& t = tables();
  auto read = [&](Layer* x) {
    for (int o : {kEdges, kCorners}) {
      const auto& slots = t.slots[o - kEdges];
      for (int i = 0; i < 5; ++i) {
        const int piece = p.piece[o][slots[i]];
        const auto at = std::find(slots.begin(), slots.end(), piece);
        if (at == slots.end()) return false;
        x->piece[o - kEdges][i] = static_cast<uint8_t>(at - slots.begin());
        x->twist[o - kEdges][i] = static_cast<uint8_t>(p.twist[o][slots[i]]);
      }
    }
    return true;
  };
  auto play = [&](std::vector<int>& out, int turn) {
    apply_turn(P(), p, turn);
    out.push_back(turn);
  };
  const std::pair<const Look*, int (*)(const Layer&)> steps[] = {{&t.orientation, orientation_index},
                                                                 {&t.permutation, permutation_index}};
  for (const auto& [look, encode] : steps) {
    LastLayerLook out;
    for (int guard = 0; guard < 64; ++guard) {
      Layer x;
      if (!read(&x)) {
        error.set(message("megaminx_step_failed", {{"step", "last_layer_pieces"}}));
        return false;
      }
      const int index = encode(x);
      if (look->cost[index] < 0) {
        error.set(message("megaminx_step_failed", {{"step", "last_layer_case"}}));
        return false;
      }
      if (look->auf[index]) play(out.turns, u_power(look->auf[index]));
      if (look->algorithm[index] < 0) break;
      for (int turn : t.algorithms[look->algorithm[index]].turns) play(out.turns, turn);
    }
    looks->push_back(std::move(out));
  }
  (*looks)[0].name = "Last layer: oriented";
  (*looks)[0].explanation =
      "Turns every edge and corner of the U face its colour up, with algorithms that keep the "
      "first two layers (a U turn before each)";
  (*looks)[1].name = "Last layer: permuted";
  (*looks)[1].explanation =
      "Brings the U face's edges and corners to their places, with algorithms that keep the "
      "first two layers and the U face's colour up, and a last turn of U";
  return true;
}

}  // namespace cube::twisty::megaminx_solver
