#include "solvers/goal/goal_model.h"

#include "core/face.h"
#include "solvers/goal/goal_rotation.h"

#include <algorithm>
#include <bit>
#include <functional>
#include <map>
#include <mutex>

namespace cube::goal {
namespace {

constexpr uint32_t kAllStates = 0xFFFFFF;  // 24 piece states, edges and corners alike

// "UF (stickers U8, F2)".
Message where_edge(int p) {
  return message("piece_place",
                 {{"position", kEdgeNames[p]},
                  {"stickers", sticker_name(kEdgeFacelets3[p][0]) + ", " + sticker_name(kEdgeFacelets3[p][1])}});
}
Message where_corner(int p) {
  return message("piece_place",
                 {{"position", kCornerNames[p]},
                  {"stickers", sticker_name(kCornerFacelets3[p][0]) + ", " + sticker_name(kCornerFacelets3[p][1]) +
                                   ", " + sticker_name(kCornerFacelets3[p][2])}});
}

// A problem of the goal: "goal: ..." (input_part).
Message goal_problem(Message what) { return message("input_part", {{"part", "goal"}, {"what", std::move(what)}}); }

uint32_t bits_at(uint32_t states, int pos, int n_ori) { return (states >> (pos * n_ori)) & ((1u << n_ori) - 1); }

// Pieces (any orientation) a position allows, as a piece mask.
uint32_t pieces_in(uint32_t allowed, int n_pieces, int n_ori) {
  uint32_t out = 0;
  for (int q = 0; q < n_pieces; ++q)
    if (bits_at(allowed, q, n_ori)) out |= 1u << q;
  return out;
}

// Kuhn's augmenting paths: can every position get its own piece? -1 or a position left out.
int unmatched_position(const uint32_t* allowed, int n, int n_ori) {
  std::vector<int> owner(n, -1);  // piece -> position
  for (int p = 0; p < n; ++p) {
    std::vector<char> seen(n, 0);
    auto augment = [&](auto&& self, int pos) -> bool {
      const uint32_t qs = pieces_in(allowed[pos], n, n_ori);
      for (int q = 0; q < n; ++q) {
        if (!((qs >> q) & 1) || seen[q]) continue;
        seen[q] = 1;
        if (owner[q] < 0 || self(self, owner[q])) {
          owner[q] = pos;
          return true;
        }
      }
      return false;
    };
    if (!augment(augment, p)) return p;
  }
  return -1;
}

// The one orientation every allowed piece has at `pos`, or -1.
int forced_orientation(uint32_t allowed, int n, int n_ori) {
  int forced = -1;
  for (int q = 0; q < n; ++q)
    for (int o = 0; o < n_ori; ++o)
      if ((allowed >> (q * n_ori + o)) & 1) {
        if (forced >= 0 && forced != o) return -1;
        forced = o;
      }
  return forced;
}

Message check(const GoalModel& g) {
  const Pattern& pat = g.pattern;
  for (int f = 0; f < 6; ++f)
    if (!((pat.at(9 * f + 4) >> f) & 1))
      return goal_problem(message("goal_centre_fixed",
                                  {{"face", std::string(1, kFaceNames[f])}, {"sticker", sticker_name(9 * f + 4)}}));
  for (int p = 0; p < kEdges; ++p)
    if (!g.edge_allowed[p])
      return goal_problem(message("goal_no_such_piece", {{"kind", "edge"}, {"where", where_edge(p)}}));
  for (int p = 0; p < kCorners; ++p)
    if (!g.corner_allowed[p])
      return goal_problem(message("goal_no_such_piece", {{"kind", "corner"}, {"where", where_corner(p)}}));
  int p = unmatched_position(g.edge_allowed.data(), kEdges, 2);
  if (p >= 0) return goal_problem(message("goal_piece_twice", {{"kind", "edge"}, {"where", where_edge(p)}}));
  p = unmatched_position(g.corner_allowed.data(), kCorners, 3);
  if (p >= 0) return goal_problem(message("goal_piece_twice", {{"kind", "corner"}, {"where", where_corner(p)}}));

  int sum = 0, forced = 0;
  for (int q = 0; q < kEdges; ++q) {
    const int o = forced_orientation(g.edge_allowed[q], kEdges, 2);
    if (o >= 0) sum += o, ++forced;
  }
  if (forced == kEdges && sum % 2) return goal_problem(message("goal_odd_flips"));
  sum = forced = 0;
  for (int q = 0; q < kCorners; ++q) {
    const int o = forced_orientation(g.corner_allowed[q], kCorners, 3);
    if (o >= 0) sum += o, ++forced;
  }
  if (forced == kCorners && sum % 3) return goal_problem(message("goal_twists"));

  // Every piece pinned: the two permutations must have the same parity.
  std::array<uint8_t, kEdges> ep{};
  std::array<uint8_t, kCorners> cp{};
  bool pinned = true;
  for (int q = 0; q < kEdges && pinned; ++q) {
    const uint32_t qs = pieces_in(g.edge_allowed[q], kEdges, 2);
    pinned = std::popcount(qs) == 1;
    ep[q] = static_cast<uint8_t>(std::countr_zero(qs));
  }
  for (int q = 0; q < kCorners && pinned; ++q) {
    const uint32_t qs = pieces_in(g.corner_allowed[q], kCorners, 3);
    pinned = std::popcount(qs) == 1;
    cp[q] = static_cast<uint8_t>(std::countr_zero(qs));
  }
  if (pinned) {
    int parity = 0;
    for (int i = 0; i < kEdges; ++i)
      for (int j = i + 1; j < kEdges; ++j) parity ^= ep[i] > ep[j];
    for (int i = 0; i < kCorners; ++i)
      for (int j = i + 1; j < kCorners; ++j) parity ^= cp[i] > cp[j];
    if (parity) return goal_problem(message("goal_parity"));
  }
  return {};
}

// Narrows the allowed sets without changing which cubes match: a position only one
// piece can fill holds that piece, so the piece is allowed nowhere else; a piece only
// one position takes fills it, so nothing else is allowed there. Repeated until
// nothing changes (cubes are permutations, so both hold in every matching cube).
void propagate(uint32_t* allowed, int n, int n_ori) {
  const uint32_t all_ori = (1u << n_ori) - 1;
  for (bool changed = true; changed;) {
    changed = false;
    for (int p = 0; p < n; ++p) {
      const uint32_t qs = pieces_in(allowed[p], n, n_ori);
      if (std::popcount(qs) != 1) continue;
      const int q = std::countr_zero(qs);
      for (int other = 0; other < n; ++other)
        if (other != p && bits_at(allowed[other], q, n_ori)) {
          allowed[other] &= ~(all_ori << (q * n_ori));
          changed = true;
        }
    }
    for (int q = 0; q < n; ++q) {
      int where = -1, count = 0;
      for (int p = 0; p < n; ++p)
        if (bits_at(allowed[p], q, n_ori)) where = p, ++count;
      if (count != 1) continue;
      const uint32_t keep = allowed[where] & (all_ori << (q * n_ori));
      if (allowed[where] != keep) {
        allowed[where] = keep;
        changed = true;
      }
    }
  }
}

// Units whose whole demand follows from the others: no orientation asked, allowed in
// every place except places that pinned pieces (a unit of one piece allowed in one
// place) fill. Tracking them would only make tables larger.
std::vector<Unit> without_implied(std::vector<Unit> units, int n, int n_ori) {
  const uint32_t all_ori = (1u << n_ori) - 1;
  uint32_t pinned = 0;
  for (const Unit& u : units) {
    if (u.pieces.size() != 1) continue;
    int places = 0, where = 0;
    for (int p = 0; p < n; ++p)
      if (bits_at(u.signature, p, n_ori)) ++places, where = p;
    if (places == 1) pinned |= 1u << where;
  }
  std::vector<Unit> out;
  for (Unit& u : units) {
    bool implied = !u.ori;
    for (int p = 0; p < n && implied; ++p) {
      const uint32_t b = bits_at(u.signature, p, n_ori);
      implied = b == all_ori || (b == 0 && ((pinned >> p) & 1));
    }
    if (!implied) out.push_back(std::move(u));
  }
  return out;
}

void signatures(const uint32_t* allowed, int n, int n_ori, uint32_t* sig) {
  for (int q = 0; q < n; ++q) {
    sig[q] = 0;
    for (int p = 0; p < n; ++p)
      for (int o = 0; o < n_ori; ++o)
        if ((allowed[p] >> (q * n_ori + o)) & 1) sig[q] |= 1u << (p * n_ori + o);
  }
}

std::vector<Unit> units_of(const uint32_t* sigs, int n, int n_ori) {
  std::vector<Unit> units;
  const uint32_t all_ori = (1u << n_ori) - 1;
  for (int q = 0; q < n; ++q) {
    const uint32_t sig = sigs[q];
    if (sig == kAllStates) continue;
    bool merged = false;
    for (Unit& u : units)
      if (u.signature == sig) {
        u.pieces.push_back(static_cast<uint8_t>(q));
        merged = true;
        break;
      }
    if (merged) continue;
    Unit u;
    u.pieces.push_back(static_cast<uint8_t>(q));
    u.signature = sig;
    for (int p = 0; p < n; ++p) {
      const uint32_t b = bits_at(sig, p, n_ori);
      if (b && b != all_ori) u.ori = true;
    }
    units.push_back(std::move(u));
  }
  return units;
}

// The units of one type a table tracks (`take` in the model's order), with the
// signatures of all the others as the room left for untracked pieces.
// Drops what the table cannot use from `other`, so equal tables get equal keys:
// places a tracked piece is pinned to are never free at the goal, and without a
// full orientation coordinate only whether an untracked piece may be in a place
// matters, not how it is turned.
void normalise_other(TypeSpec& t) {
  const int n = t.corners ? kCorners : kEdges, n_ori = t.corners ? 3 : 2;
  const uint32_t all_ori = (1u << n_ori) - 1;
  bool full = false;
  for (const Unit& u : t.units) full = full || (u.ori && u.pieces.size() > 1);
  for (const Unit& u : t.units) {
    if (u.pieces.size() != 1) continue;
    int places = 0, where = 0;
    for (int p = 0; p < n; ++p)
      if (bits_at(u.signature, p, n_ori)) ++places, where = p;
    if (places == 1) t.other |= all_ori << (where * n_ori);
  }
  if (!full)
    for (int p = 0; p < n; ++p)
      if (bits_at(t.other, p, n_ori)) t.other |= all_ori << (p * n_ori);
}

TypeSpec type_spec(bool corners, const std::vector<Unit>& units, const std::vector<char>& take, const uint32_t* sigs) {
  TypeSpec s;
  s.corners = corners;
  const int n = corners ? kCorners : kEdges;
  uint32_t tracked = 0;
  for (size_t i = 0; i < units.size(); ++i)
    if (take[i]) {
      s.units.push_back(units[i]);
      for (uint8_t q : units[i].pieces) tracked |= 1u << q;
    }
  s.other = 0;
  for (int q = 0; q < n; ++q)
    if (!((tracked >> q) & 1)) s.other |= sigs[q];
  normalise_other(s);
  return s;
}

// The spec as seen with the cube held another way; false when a unit's pieces would
// no longer share one signature (orientation is measured against fixed axes, so EO
// for F/B turns is not EO for R/L turns).
bool rotate_type(const TypeSpec& t, const uint32_t* sigs, int r, TypeSpec& out) {
  const int n = t.corners ? kCorners : kEdges;
  auto image = [&](int q, int st) { return t.corners ? rotate_corner(r, q, st) : rotate_edge(r, q, st); };
  auto rotate_sig = [&](int q, uint32_t sig) {
    uint32_t o = 0;
    for (uint32_t b = sig; b; b &= b - 1) o |= 1u << image(q, std::countr_zero(b)).state;
    return o;
  };
  out = TypeSpec{};
  out.corners = t.corners;
  uint32_t tracked = 0;
  for (const Unit& u : t.units) {
    Unit v;
    v.ori = u.ori;
    for (size_t i = 0; i < u.pieces.size(); ++i) {
      const int q = u.pieces[i];
      tracked |= 1u << q;
      const uint32_t sig = rotate_sig(q, u.signature);
      if (i == 0) v.signature = sig;
      if (sig != v.signature) return false;
      v.pieces.push_back(image(q, 0).piece);
    }
    out.units.push_back(std::move(v));
  }
  out.other = 0;
  for (int q = 0; q < n; ++q)
    if (!((tracked >> q) & 1)) out.other |= rotate_sig(q, sigs[q]);
  normalise_other(out);
  return true;
}

void sort_units(TypeSpec& t) {
  std::sort(t.units.begin(), t.units.end(), [](const Unit& a, const Unit& b) {
    if (a.pieces.size() != b.pieces.size()) return a.pieces.size() < b.pieces.size();
    if (a.ori != b.ori) return a.ori > b.ori;
    return a.signature < b.signature;
  });
}

// The orientation in which a table's spec has the smallest key.
TableView canonical_view(const TableSpec& spec, const GoalModel& g) {
  TableView best{spec, 0};
  sort_units(best.spec.edges);
  sort_units(best.spec.corners);
  std::string best_key = best.spec.key();
  for (int r = 1; r < kRotations; ++r) {
    TableSpec t;
    if (!rotate_type(spec.edges, g.edge_signature.data(), r, t.edges)) continue;
    if (!rotate_type(spec.corners, g.corner_signature.data(), r, t.corners)) continue;
    sort_units(t.edges);
    sort_units(t.corners);
    t.moves = rotate(spec.moves, rotations()[r]);
    std::string key = t.key();
    if (key < best_key) {
      best_key = std::move(key);
      best = {std::move(t), r};
    }
  }
  return best;
}

// Two ways to cover the units when one table is too large, the one with fewer table
// states to build (tables seen another way count once) taken:
//   greedy     each table as large as allowed: new units first, then covered ones;
//   core+one   the longest prefix of the units (the "core", e.g. the cross) that still
//              leaves room for any one more unit, and one table per other unit with
//              the core (cross + FR edge, cross + DFR corner, ...). Those repeat across
//              goals, seen another way, which keeps chains of steps cheap.
uint64_t plan_cost(const std::vector<TableView>& views) {
  std::map<std::string, uint64_t> distinct;
  for (const TableView& v : views) distinct[v.spec.key()] = v.spec.size();
  uint64_t sum = 0;
  for (const auto& [k, n] : distinct) sum += n;
  return sum;
}

std::vector<TableView> plan_tables(const GoalModel& g, uint64_t limit) {
  const size_t ne = g.edge_units.size(), nc = g.corner_units.size(), total = ne + nc;
  if (total == 0) return {};
  auto spec_of = [&](const std::vector<char>& take) {
    TableSpec t;
    t.edges =
        type_spec(false, g.edge_units, std::vector<char>(take.begin(), take.begin() + ne), g.edge_signature.data());
    t.corners =
        type_spec(true, g.corner_units, std::vector<char>(take.begin() + ne, take.end()), g.corner_signature.data());
    t.moves = g.moves;
    return t;
  };
  auto fits = [&](const std::vector<char>& take) {
    const TableSpec t = spec_of(take);
    const CoordSize e = coord_size(t.edges), c = coord_size(t.corners);
    return e.p <= kMaxPositionStates && c.p <= kMaxPositionStates && e.total() * c.total() <= limit;
  };
  const auto cost = plan_cost;

  const std::vector<char> everything(total, 1);
  if (fits(everything)) return {canonical_view(spec_of(everything), g)};

  std::vector<TableView> greedy;
  std::vector<char> covered(total, 0);
  for (;;) {
    std::vector<char> take(total, 0);
    bool any = false;
    for (int pass = 0; pass < 2; ++pass)
      for (size_t i = 0; i < total; ++i) {
        if (take[i] || (pass == 0) == bool(covered[i])) continue;
        take[i] = 1;
        if (fits(take)) {
          any = any || pass == 0;
        } else {
          take[i] = 0;
        }
      }
    if (!any) break;
    for (size_t i = 0; i < total; ++i) covered[i] = covered[i] || take[i];
    greedy.push_back(canonical_view(spec_of(take), g));
  }

  std::vector<TableView> core_plus;
  size_t core = 0;
  for (size_t len = 1; len < total; ++len) {
    bool room = true;
    for (size_t u = len; u < total && room; ++u) {
      std::vector<char> take(total, 0);
      std::fill(take.begin(), take.begin() + len, 1);
      take[u] = 1;
      room = fits(take);
    }
    if (!room) break;
    core = len;
  }
  if (core > 0) {
    for (size_t u = core; u < total; ++u) {
      std::vector<char> take(total, 0);
      std::fill(take.begin(), take.begin() + core, 1);
      take[u] = 1;
      core_plus.push_back(canonical_view(spec_of(take), g));
    }
    if (cost(core_plus) < cost(greedy)) return core_plus;
  }
  return greedy;
}

std::string names_of(const Unit& u, bool corners, const std::function<std::string(const std::string&)>& rename) {
  std::string s;
  for (uint8_t q : u.pieces) {
    const std::string name = corners ? kCornerNames[q] : kEdgeNames[q];
    s += (s.empty() ? "" : " ") + (rename ? rename(name) : name);
  }
  return s;
}

}  // namespace

std::string GoalModel::summary(const std::function<std::string(const std::string&)>& rename) const {
  std::string fixed, rest;
  auto add = [&](const std::vector<Unit>& units, bool corners) {
    const int n = corners ? kCorners : kEdges, n_ori = corners ? 3 : 2;
    for (const Unit& u : units) {
      if (u.pieces.size() == 1 && std::popcount(u.signature) == 1) {
        fixed += (fixed.empty() ? "" : " ") + names_of(u, corners, rename);
        continue;
      }
      int places = 0;
      for (int p = 0; p < n; ++p) places += bits_at(u.signature, p, n_ori) != 0;
      if (!rest.empty()) rest += "; ";
      rest += names_of(u, corners, rename) +
              (places == n ? (u.ori ? ": oriented anywhere" : ": anywhere")
                           : ": in " + std::to_string(places) + " places" + (u.ori ? ", oriented" : ""));
    }
  };
  add(edge_units, false);
  add(corner_units, true);
  std::string s = fixed.empty() ? "" : "fixed: " + fixed;
  if (!rest.empty()) s += (s.empty() ? "" : "; ") + rest;
  return s.empty() ? "nothing" : s;
}

size_t count_units(const Pattern& pattern) {
  GoalModel g;
  g.pattern = pattern;
  for (int p = 0; p < kEdges; ++p) g.edge_allowed[p] = pattern.edge_allowed(p);
  for (int p = 0; p < kCorners; ++p) g.corner_allowed[p] = pattern.corner_allowed(p);
  if (!check(g).empty()) return 0;
  propagate(g.edge_allowed.data(), kEdges, 2);
  propagate(g.corner_allowed.data(), kCorners, 3);
  signatures(g.edge_allowed.data(), kEdges, 2, g.edge_signature.data());
  signatures(g.corner_allowed.data(), kCorners, 3, g.corner_signature.data());
  return without_implied(units_of(g.edge_signature.data(), kEdges, 2), kEdges, 2).size() +
         without_implied(units_of(g.corner_signature.data(), kCorners, 3), kCorners, 3).size();
}

ModelResult model_for(const Pattern& pattern, pocket::MoveSet moves) {
  static std::mutex mutex;
  static std::map<std::pair<Pattern, uint32_t>, ModelResult> cache;
  const auto key = std::make_pair(pattern, moves.bits());
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = cache.find(key);
    if (it != cache.end()) return it->second;
  }
  auto g = std::make_shared<GoalModel>();
  g->pattern = pattern;
  g->moves = moves;
  for (int p = 0; p < kEdges; ++p) g->edge_allowed[p] = pattern.edge_allowed(p);
  for (int p = 0; p < kCorners; ++p) g->corner_allowed[p] = pattern.corner_allowed(p);
  ModelResult r;
  r.text = check(*g);
  if (r.text.empty()) {
    propagate(g->edge_allowed.data(), kEdges, 2);
    propagate(g->corner_allowed.data(), kCorners, 3);
    r.text = check(*g);
  }
  if (!r.text.empty()) r.error = r.text.english();
  if (r.error.empty()) {
    signatures(g->edge_allowed.data(), kEdges, 2, g->edge_signature.data());
    signatures(g->corner_allowed.data(), kCorners, 3, g->corner_signature.data());
    g->edge_units = without_implied(units_of(g->edge_signature.data(), kEdges, 2), kEdges, 2);
    g->corner_units = without_implied(units_of(g->corner_signature.data(), kCorners, 3), kCorners, 3);
    // Many loosely fixed pieces could ask for many large tables: halve the table size
    // until the plan as a whole is affordable.
    for (uint64_t limit = kMaxTableStates;; limit /= 2) {
      g->tables = plan_tables(*g, limit);
      if (plan_cost(g->tables) <= kMaxPlanStates || limit < kMaxTableStates / 64) break;
    }
    r.model = g;
  }
  std::lock_guard<std::mutex> lock(mutex);
  if (cache.size() > 4096) cache.clear();
  cache.emplace(key, r);
  return r;
}

}  // namespace cube::goal
