#include "solvers/reduction/reduction_centre_commutators.h"

#include <algorithm>
#include <bit>
#include <span>
#include <unordered_map>

#include "core/cube_layout.h"
#include "core/geometry.h"
#include "core/move.h"
#include "solvers/reduction/reduction_block_turns.h"

namespace cube::reduction {
namespace {

using Perm = std::vector<uint16_t>;

// Whether `seq` leaves every kept sticker where it is (on the sticker model).
bool keeps_stickers(const BlockTurns& bt, const std::vector<int>& kept, const std::vector<int>& seq) {
  for (int k : kept) {
    int at = k;
    for (int t : seq) at = bt.turns[t].stickers[at];
    if (at != k) return false;
  }
  return true;
}

// The effect if it is at most kMaxCycleMoved positions (free orbits left out), in
// 3-cycles only (unless broad), none kept.
bool small_effect(const Perm& p, const CommutatorRules& rules, CentreCycle* c) {
  const std::vector<bool>& kept = rules.kept_orbit;
  c->moved = 0;
  std::array<int, 8> per_orbit{};
  for (int g = 0; g < static_cast<int>(p.size()); ++g) {
    if (p[g] == g || (!rules.free_orbit.empty() && rules.free_orbit[g / 24])) continue;
    if (kept[g / 24] || c->moved == kMaxCycleMoved) return false;
    ++per_orbit[g / 24];
    c->from[c->moved] = static_cast<uint8_t>(g);
    c->to[c->moved] = static_cast<uint8_t>(p[g]);
    ++c->moved;
  }
  if (!rules.broad)
    for (int k : per_orbit)
      if (k != 0 && k != 3) return false;
  return c->moved > 0;
}

// Sorted (to, from) pairs, then 0xFF: two sequences with the same key do the same to
// the centres.
using Key = std::array<uint8_t, 2 * kMaxCycleMoved>;
Key key_of(const CentreCycle& c) {
  std::array<std::pair<uint8_t, uint8_t>, kMaxCycleMoved> pairs;
  for (int i = 0; i < c.moved; ++i) pairs[i] = {c.to[i], c.from[i]};
  std::sort(pairs.begin(), pairs.begin() + c.moved);
  Key key;
  key.fill(0xFF);
  for (int i = 0; i < c.moved; ++i) key[2 * i] = pairs[i].first, key[2 * i + 1] = pairs[i].second;
  return key;
}

// A sequence's turns once simplified (core/alg.h's simplify, without its moves): runs
// about one axis, each turn's family (face and depth) adding up its quarter turns, a run
// that cancels out joining its neighbours.
int block_cost(const BlockTurns& bt, const std::vector<int>& seq) {
  struct Run {
    int axis;
    std::array<uint8_t, 8> power;  // per family: face side * depths + depth - 1
  };
  std::vector<Run> runs;
  for (int t : seq) {
    const BlockTurn& b = bt.turns[t];
    if (runs.empty() || runs.back().axis != b.axis) runs.push_back(Run{b.axis, {}});
    uint8_t& p = runs.back().power[(b.face / 3) * bt.depths + b.depth - 1];
    p = static_cast<uint8_t>((p + b.power) % 4);
    const std::array<uint8_t, 8>& all = runs.back().power;
    if (std::all_of(all.begin(), all.end(), [](uint8_t x) { return x == 0; })) runs.pop_back();
  }
  int cost = 0;
  for (const Run& r : runs)
    for (uint8_t p : r.power) cost += p != 0;
  return cost;
}

struct KeyHash {
  size_t operator()(const Key& key) const {
    uint64_t h = 1469598103934665603ULL;  // FNV-1a
    for (uint8_t x : key) h = (h ^ x) * 1099511628211ULL;
    return static_cast<size_t>(h);
  }
};

// For each whole-cube rotation (x, y, z, each either way), the block turn r t r' is for
// every block turn t (-1 if none), found on the sticker model.
std::vector<std::vector<int>> renamings(int n, const BlockTurns& bt) {
  const int stickers = 6 * n * n;
  const auto after = [&](std::vector<int> at, std::span<const int> perm, int times) {
    for (int k = 0; k < times; ++k)
      for (int& a : at) a = perm[a];
    return at;
  };
  std::vector<int> id(stickers);
  for (int i = 0; i < stickers; ++i) id[i] = i;
  std::vector<std::vector<int>> out;
  for (char axis : {'x', 'y', 'z'}) {
    LayerTurn lt;
    layer_turn(Move{Move::Kind::Rotation, axis, 1}, n, lt);
    const std::span<const int> rot = cached_sticker_permutation(lt, n);
    for (int way : {1, 3}) {
      std::vector<int> rename(bt.count(), -1);
      for (int t = 0; t < bt.count(); ++t) {
        const std::vector<int> conj = after(after(after(id, rot, way), bt.turns[t].stickers, 1), rot, 4 - way);
        for (int u = 0; u < bt.count() && rename[t] < 0; ++u)
          if (after(id, bt.turns[u].stickers, 1) == conj) rename[t] = u;
      }
      out.push_back(std::move(rename));
    }
  }
  return out;
}

}  // namespace

namespace {

void pack(CentreCommutators* lib) {
  lib->packed.clear();
  lib->offset.clear();
  const size_t positions = static_cast<size_t>(lib->positions);
  lib->pair_start.assign(positions * positions + 1, 0);
  for (const CentreCycle& c : lib->cycles)
    for (int i = 0; i < c.moved; ++i) ++lib->pair_start[c.from[i] * positions + c.to[i] + 1];
  for (size_t k = 1; k < lib->pair_start.size(); ++k) lib->pair_start[k] += lib->pair_start[k - 1];
  lib->pair_cycles.resize(lib->pair_start.back());
  std::vector<uint32_t> fill(lib->pair_start.begin(), lib->pair_start.end() - 1);
  for (size_t index = 0; index < lib->cycles.size(); ++index) {
    const CentreCycle& c = lib->cycles[index];
    for (int i = 0; i < c.moved; ++i) lib->pair_cycles[fill[c.from[i] * positions + c.to[i]]++] = index;
    lib->offset.push_back(static_cast<uint32_t>(lib->packed.size()));
    lib->packed.insert(lib->packed.end(), {static_cast<uint8_t>(c.moved), static_cast<uint8_t>(c.cost), c.turn[0]});
    for (int i = 0; i < c.moved; ++i)
      lib->packed.insert(lib->packed.end(), {static_cast<uint8_t>(c.from[i]), static_cast<uint8_t>(c.to[i])});
  }
}

}  // namespace

void merge_commutators(CentreCommutators* into, CentreCommutators&& more) {
  for (CentreCycle& c : more.cycles) into->cycles.push_back(std::move(c));
  pack(into);
}

std::unique_ptr<CentreCommutators> make_centre_commutators(int n, const CommutatorRules& rules) {
  auto lib = std::make_unique<CentreCommutators>();
  const BlockTurns& bt = block_turns(n);
  const int orbits = static_cast<int>(cube_layout(n)->centres.size());
  lib->n = n;
  lib->positions = 24 * orbits;  // at most 144 (the 7x7x7's six orbits): a byte each
  lib->kept_stickers = rules.kept_stickers;
  lib->go.assign(bt.count(), std::vector<uint16_t>(lib->positions));
  for (int t = 0; t < bt.count(); ++t)
    for (int o = 0; o < orbits; ++o)
      for (int i = 0; i < 24; ++i) lib->go[t][24 * o + i] = static_cast<uint16_t>(24 * o + bt.centre_to[o][t][i]);
  const std::vector<int>& kept_stickers = rules.kept_stickers;
  // [X, Y Z Y'] and [Y Z Y', X]: X and Z blocks (Rw, 3Rw) or inner slices (3r = 3Rw Rw')
  // about one axis, Y an outer turn of another axis. Y carries Z's stripe on its face
  // across X's, so the two meet in one centre piece (or a few): its 3-cycle.
  std::vector<std::vector<int>> blocks;
  for (int t = 0; t < bt.count(); ++t) {
    const BlockTurn& b = bt.turns[t];
    if (b.depth < 2) {
      if (rules.broad) blocks.push_back({t});
      continue;
    }
    blocks.push_back({t});
    blocks.push_back({t, bt.index(b.face, b.depth - 1, 4 - b.power)});
  }
  const auto inverse = [&](const std::vector<int>& seq) {
    std::vector<int> inv;
    for (auto it = seq.rbegin(); it != seq.rend(); ++it) inv.push_back(bt.inverse(*it));
    return inv;
  };
  // A candidate is four parts, P Q P' Q' (or P (r B r') P' B' below), and shares them with
  // thousands of others: each part's effect is made once, where it takes every sticker
  // (entries 0..6n²-1) and every centre position (the rest, offset by 6n²), with its
  // inverse's, and a candidate's read through four of them, not turn by turn (the 7x7x7's
  // library took 1.6 s so, of a first solve's ~4).
  const size_t stickers = static_cast<size_t>(6 * n * n), width = stickers + static_cast<size_t>(lib->positions);
  struct Part {
    std::vector<int> turns;
    std::vector<uint16_t> to, back;  // the effect and its inverse's
  };
  const auto part_of = [&](std::vector<int> seq) {
    Part part{std::move(seq), std::vector<uint16_t>(width), std::vector<uint16_t>(width)};
    for (size_t v = 0; v < width; ++v) {
      size_t at = v;
      for (int t : part.turns)
        at = at < stickers ? static_cast<size_t>(bt.turns[t].stickers[at])
                           : stickers + lib->go[static_cast<size_t>(t)][at - stickers];
      part.to[v] = static_cast<uint16_t>(at);
      part.back[at] = static_cast<uint16_t>(v);
    }
    return part;
  };
  // A part and whether it is taken inverted.
  struct Use {
    const Part* part;
    bool inverted;
    const uint16_t* to() const { return inverted ? part->back.data() : part->to.data(); }
  };
  std::vector<CentreCycle> base;
  std::vector<uint16_t> moved(static_cast<size_t>(lib->positions));
  const auto add_base = [&](const std::array<Use, 4>& uses) {
    const uint16_t *a = uses[0].to(), *b = uses[1].to(), *c = uses[2].to(), *d = uses[3].to();
    for (int k : kept_stickers)
      if (d[c[b[a[k]]]] != k) return;
    for (size_t g = 0; g < moved.size(); ++g) moved[g] = static_cast<uint16_t>(d[c[b[a[stickers + g]]]] - stickers);
    CentreCycle cycle;
    if (!small_effect(moved, rules, &cycle)) return;
    std::vector<int> seq;
    for (const Use& use : uses) {
      const std::vector<int>& turns = use.inverted ? inverse(use.part->turns) : use.part->turns;
      seq.insert(seq.end(), turns.begin(), turns.end());
    }
    if (!cycle.set_turns(seq)) return;
    cycle.cost = static_cast<uint8_t>(block_cost(bt, seq));
    if (rules.max_cost == 0 || cycle.cost <= rules.max_cost) base.push_back(std::move(cycle));
  };
  // [P, Q]: P Q P' Q'.
  const auto add_commutator = [&](const Part& p, const Part& q) {
    add_base({Use{&p, false}, Use{&q, false}, Use{&p, true}, Use{&q, true}});
  };
  std::vector<Part> block_parts;
  for (const std::vector<int>& x : blocks) block_parts.push_back(part_of(x));
  // Y Z Y' for the block Z (by its index in blocks) and turn Y: made when first asked.
  std::vector<std::unique_ptr<Part>> yzy(blocks.size() * static_cast<size_t>(bt.count()));
  const auto part_yzy = [&](size_t z, int y) -> const Part& {
    std::unique_ptr<Part>& part = yzy[z * static_cast<size_t>(bt.count()) + static_cast<size_t>(y)];
    if (!part) {
      std::vector<int> b = {y};
      b.insert(b.end(), blocks[z].begin(), blocks[z].end());
      b.push_back(bt.inverse(y));
      part = std::make_unique<Part>(part_of(std::move(b)));
    }
    return *part;
  };
  for (size_t xi = 0; xi < blocks.size(); ++xi) {
    const std::vector<int>& x = blocks[xi];
    if (rules.broad)
      for (size_t yi = 0; yi < blocks.size(); ++yi)
        if (bt.turns[blocks[yi][0]].axis != bt.turns[x[0]].axis) add_commutator(block_parts[xi], block_parts[yi]);
    for (size_t zi = 0; zi < blocks.size(); ++zi) {
      const std::vector<int>& z = blocks[zi];
      if (!rules.broad && bt.turns[z[0]].axis != bt.turns[x[0]].axis) continue;
      for (int y = 0; y < bt.count(); ++y) {
        if (bt.turns[y].axis == bt.turns[z[0]].axis) continue;
        if (!rules.broad && (bt.turns[y].depth != 1 || bt.turns[y].axis == bt.turns[x[0]].axis)) continue;
        const Part& b = part_yzy(zi, y);
        add_commutator(block_parts[xi], b);
        add_commutator(b, block_parts[xi]);
      }
    }
  }
  // [M, Y Z Y'] with M a middle group of layers (the odd cubes' middle slice, which
  // reaches the +-centres on the middle lines; a pseudo-5x5x5's middle group, which
  // moves its +-centres whole). M is not a block turn, but M = r P with r a whole-cube
  // rotation and P two outer blocks of depth d (3Rw' 3Lw), so [M, B] = P r B r' P' B' and
  // r B r' is B with its faces renamed: block turns only. The renaming is read from the
  // sticker model, and which signs make it M is left to the filter.
  if (!rules.middle_depths.empty()) {
    const std::vector<std::vector<int>> renamed = renamings(n, bt);
    for (int depth : rules.middle_depths)
      for (int axis = 0; axis < 3; ++axis)
        for (const std::vector<int>& rename : renamed) {
          // r B r' is a part made above: B's blocks renamed are blocks (the same depth
          // and power), and a renamed Y Z Y' is Y Z Y' of the renamed turns. -1: B has a
          // turn the renaming does not take to a block turn.
          std::vector<int> renamed_block(blocks.size(), -1);
          for (size_t zi = 0; zi < blocks.size(); ++zi) {
            std::vector<int> turns;
            for (int t : blocks[zi]) turns.push_back(rename[static_cast<size_t>(t)]);
            const auto it = std::find(blocks.begin(), blocks.end(), turns);
            if (it != blocks.end()) renamed_block[zi] = static_cast<int>(it - blocks.begin());
          }
          for (int p = 1; p <= 3; p += 2)
            for (int q = 1; q <= 3; q += 2) {
              const Part outer = part_of({bt.index(axis, depth, p), bt.index(axis + 3, depth, q)});
              // P (r B r') P' B', and its inverse B P (r B r')' P'.
              const auto with = [&](const Part& b, const Part& rb) {
                add_base({Use{&outer, false}, Use{&rb, false}, Use{&outer, true}, Use{&b, true}});
                add_base({Use{&b, false}, Use{&outer, false}, Use{&rb, true}, Use{&outer, true}});
              };
              for (size_t zi = 0; zi < blocks.size(); ++zi) {
                const std::vector<int>& z = blocks[zi];
                const int rz = renamed_block[zi];
                if (rules.broad && bt.turns[z[0]].axis != axis && rz >= 0)
                  with(block_parts[zi], block_parts[static_cast<size_t>(rz)]);
                if (!rules.broad && bt.turns[z[0]].axis != axis) continue;
                for (int y = 0; y < bt.count(); ++y) {
                  if (bt.turns[y].axis == bt.turns[z[0]].axis) continue;
                  if (!rules.broad && (bt.turns[y].depth != 1 || bt.turns[y].axis == axis)) continue;
                  const int ry = rename[static_cast<size_t>(y)];
                  if (rz >= 0 && ry >= 0) with(part_yzy(zi, y), part_yzy(static_cast<size_t>(rz), ry));
                }
              }
            }
        }
  }
  // Each conjugated by one block turn S (S C S'): the cycle moved to where S' takes it.
  std::unordered_map<Key, CentreCycle, KeyHash> best;
  // Its entries in key order (the same on every platform, unlike the hash map's).
  const auto in_order = [&best] {
    std::vector<std::pair<const Key*, CentreCycle*>> all;
    for (auto& [key, c] : best) all.emplace_back(&key, &c);
    std::sort(all.begin(), all.end(), [](const auto& x, const auto& y) { return *x.first < *y.first; });
    return all;
  };
  // Whether a cycle of this effect and cost is new or cheaper: then *slot receives it.
  const auto wanted = [&](const CentreCycle& c, CentreCycle** slot) {
    const Key key = key_of(c);
    auto it = best.find(key);
    if (it != best.end() && c.cost >= it->second.cost) return false;
    *slot = it == best.end() ? &best[key] : &it->second;
    return true;
  };
  const auto keep = [&](CentreCycle&& c) {
    CentreCycle* slot = nullptr;
    if (wanted(c, &slot)) *slot = std::move(c);
  };
  if (rules.broad) {
    // Many of the broad family's sequences do the same: each effect conjugated once.
    for (CentreCycle& c : base) keep(std::move(c));
    base.clear();
    for (const auto& [key, c] : in_order()) base.push_back(*c);
  }
  // S C S' keeps a sticker where C keeps the one S takes it to: every conjugate keeps
  // them when the turns take kept stickers onto kept ones (whole orbits: the inner
  // cube's); checked on the sticker model otherwise.
  std::vector<bool> is_kept(6 * n * n, false);
  for (int k : kept_stickers) is_kept[k] = true;
  bool closed = true;
  for (int s = 0; s < bt.count(); ++s)
    for (int k : kept_stickers) closed = closed && is_kept[bt.turns[s].stickers[k]];
  std::vector<int> moves(6 * n * n);  // where C takes each sticker
  for (const CentreCycle& c : base) {
    keep(CentreCycle(c));
    if (rules.max_cost != 0 && c.cost + 2 > rules.max_cost) continue;  // S C S': c.cost + 2 but where S cancels
    if (!closed)
      for (int k = 0; k < 6 * n * n; ++k) {
        int at = k;
        for (int i = 0; i < c.length; ++i) at = bt.turns[c.turn[i]].stickers[at];
        moves[k] = at;
      }
    for (int s = 0; s < bt.count(); ++s) {
      if (!closed && std::any_of(kept_stickers.begin(), kept_stickers.end(),
                                 [&](int k) { return moves[bt.turns[s].stickers[k]] != bt.turns[s].stickers[k]; }))
        continue;
      const std::vector<uint16_t>& back = lib->go[bt.inverse(s)];
      CentreCycle d;
      d.moved = c.moved;
      for (int i = 0; i < c.moved; ++i)
        d.from[i] = static_cast<uint8_t>(back[c.from[i]]), d.to[i] = static_cast<uint8_t>(back[c.to[i]]);
      d.cost = static_cast<uint8_t>(c.cost + 2);  // an upper bound; made exact below for the ones kept
      // An outer S is not undone: it turns one face's centres among themselves, so
      // S C puts home what S C S' does (from/to are S C S''s; the colours are read
      // again after each step) for one turn less. Not when stickers are kept: S
      // moves the face's kept ones.
      const bool undone = bt.turns[s].depth > 1 || !kept_stickers.empty();
      if (c.length + 1 + undone > kMaxCycleTurns) continue;
      CentreCycle* slot = nullptr;
      if (!wanted(d, &slot)) continue;
      d.turn[0] = static_cast<uint8_t>(s);
      std::copy(c.turn.begin(), c.turn.begin() + c.length, d.turn.begin() + 1);
      d.length = static_cast<uint8_t>(c.length + 1);
      if (undone) d.turn[d.length++] = static_cast<uint8_t>(bt.inverse(s));
      else d.open = static_cast<int8_t>(s);
      *slot = std::move(d);
    }
  }
  for (const auto& [key, c] : in_order()) {
    c->cost = static_cast<uint8_t>(block_cost(bt, c->turns()));
    if (rules.max_cost == 0 || c->cost <= rules.max_cost) lib->cycles.push_back(std::move(*c));
  }
  pack(lib.get());
  return lib;
}

namespace {

constexpr int kMaxSteps = 400;

// More stickers home per turn; on a tie, more stickers.
bool better(int gain, int cost, int other_gain, int other_cost) {
  return gain * other_cost > other_gain * cost || (gain * other_cost == other_gain * cost && gain > other_gain);
}

struct Scored {
  const CentreCycle* cycle = nullptr;
  int gain = 0, cost = 0;
};

// The k best commutators by stickers home per turn. One whose first turn merges with
// the last one played costs one turn less (two if they cancel).
std::vector<Scored> best_cycles(const CentreCommutators& lib, const BlockTurns& bt, const std::vector<char>& colour,
                                const std::vector<char>& home, int last, size_t k) {
  std::vector<Scored> top;
  // gain[f P + t]: what the sticker at f brings to t (1: its colour, -1: t's own was).
  const int positions = lib.positions;
  std::vector<int8_t> gain_of(static_cast<size_t>(positions) * positions);
  for (int f = 0; f < positions; ++f)
    for (int t = 0; t < positions; ++t)
      gain_of[f * positions + t] = static_cast<int8_t>((colour[f] == home[t]) - (colour[t] == home[t]));
  // The cycles with a pair that gains, marked, then read in the library's order.
  std::vector<uint64_t> marked((lib.cycles.size() + 63) / 64);
  for (size_t pair = 0; pair < gain_of.size(); ++pair)
    if (gain_of[pair] > 0)
      for (uint32_t k = lib.pair_start[pair]; k < lib.pair_start[pair + 1]; ++k) {
        const uint32_t index = lib.pair_cycles[k];
        marked[index >> 6] |= uint64_t{1} << (index & 63);
      }
  for (size_t word = 0; word < marked.size(); ++word)
    for (uint64_t bits = marked[word]; bits != 0; bits &= bits - 1) {
      const size_t index = word * 64 + static_cast<size_t>(std::countr_zero(bits));
      const uint8_t* at = lib.packed.data() + lib.offset[index];
      const int moved = at[0], full = at[1], first = at[2];
      int gain = 0;
      for (int i = 0; i < moved; ++i) gain += gain_of[at[3 + 2 * i] * positions + at[4 + 2 * i]];
      if (gain <= 0) continue;
      const int cost = full - bt.merged(last, first);
      if (top.size() == k && !better(gain, cost, top.back().gain, top.back().cost)) continue;
      if (top.size() == k) top.pop_back();
      auto place = top.end();
      while (place != top.begin() && better(gain, cost, (place - 1)->gain, (place - 1)->cost)) --place;
      top.insert(place, Scored{&lib.cycles[index], gain, cost});
    }
  return top;
}

// The turns of S C S' (the open setup undone first).
std::vector<int> conjugated(const BlockTurns& bt, int s, const CentreCycle& c) {
  std::vector<int> seq = {s};
  seq.insert(seq.end(), c.turn.begin(), c.turn.begin() + c.length);
  if (c.open >= 0) seq.push_back(bt.inverse(c.open));  // S' then brings it where the gain counted
  seq.push_back(bt.inverse(s));
  return seq;
}

// S C S' for the block turn S and library commutator C that put the most stickers home
// per turn (and keep the kept stickers); empty when none gains.
std::vector<int> conjugate_that_gains(const CentreCommutators& lib, const BlockTurns& bt,
                                      const std::vector<char>& colour, const std::vector<char>& home) {
  const CentreCycle* pick = nullptr;
  int pick_s = -1, pick_gain = 0, pick_cost = 1;
  for (int s = 0; s < bt.count(); ++s) {
    const std::vector<uint16_t>& back = lib.go[bt.inverse(s)];
    for (const CentreCycle& c : lib.cycles) {
      int gain = 0;
      for (int i = 0; i < c.moved; ++i) {
        const int from = back[c.from[i]], to = back[c.to[i]];
        gain += (colour[from] == home[to]) - (colour[to] == home[to]);
      }
      if (gain > 0 && (!pick || better(gain, c.cost + 2, pick_gain, pick_cost)) &&
          keeps_stickers(bt, lib.kept_stickers, conjugated(bt, s, c)))
        pick = &c, pick_s = s, pick_gain = gain, pick_cost = c.cost + 2;
    }
  }
  if (!pick) return {};
  return conjugated(bt, pick_s, *pick);
}

constexpr double kTurnsPerSticker = 2.0;

struct Partial {
  std::vector<char> colour, home;
  std::vector<int> turns;
  int cost = 0, wrong = 0;
  double score() const { return cost + kTurnsPerSticker * wrong; }
};

// The colours after `seq` (every turn played, an open setup included).
std::vector<char> after(const CentreCommutators& lib, const std::vector<char>& colour, const std::vector<int>& seq) {
  std::vector<char> c = colour, next(colour.size());
  for (int t : seq) {
    for (int g = 0; g < lib.positions; ++g) next[lib.go[t][g]] = c[g];
    c.swap(next);
  }
  return c;
}

int wrong_of(const std::vector<char>& colour, const std::vector<char>& home) {
  int wrong = 0;
  for (size_t g = 0; g < colour.size(); ++g) wrong += home[g] != 0 && colour[g] != home[g];
  return wrong;
}

}  // namespace

bool cycle_centres_to(const CentreCommutators& lib, const std::vector<char>& home, BeamSize size, std::string& stickers,
                      std::vector<int>* out, const Retarget& retarget) {
  const BlockTurns& bt = block_turns(lib.n);
  const CubeLayout& l = *cube_layout(lib.n);
  std::vector<Partial> beam(1), done;
  beam[0].colour.resize(lib.positions);
  for (int g = 0; g < lib.positions; ++g) beam[0].colour[g] = stickers[l.centres[g / 24][g % 24]];
  beam[0].home = home;
  beam[0].wrong = wrong_of(beam[0].colour, home);
  const auto shortest = [&done] {
    return &*std::min_element(done.begin(), done.end(),
                              [](const Partial& x, const Partial& y) { return x.cost < y.cost; });
  };
  for (int level = 0; level < kMaxSteps && !beam.empty(); ++level) {
    std::vector<Partial> next;
    const auto grow = [&](const Partial& p, const std::vector<int>& seq, int cost) {
      Partial c;
      c.colour = after(lib, p.colour, seq);
      c.home = p.home;
      c.wrong = wrong_of(c.colour, c.home);
      c.turns = p.turns;
      c.turns.insert(c.turns.end(), seq.begin(), seq.end());
      c.cost = p.cost + cost;
      next.push_back(std::move(c));
    };
    for (const Partial& p : beam) {
      if (p.wrong == 0) {
        done.push_back(p);
        continue;
      }
      const int last = p.turns.empty() ? (out->empty() ? -1 : out->back()) : p.turns.back();
      const std::vector<Scored> steps = best_cycles(lib, bt, p.colour, p.home, last, size.branches);
      for (const Scored& s : steps) grow(p, s.cycle->turns(), s.cost);
      if (steps.empty()) {
        // None gains: the library lacks the 3-cycle the last pieces need (it holds the
        // conjugates by one turn); the conjugates by a second turn S are tried here.
        const std::vector<int> seq = conjugate_that_gains(lib, bt, p.colour, p.home);
        if (!seq.empty()) grow(p, seq, block_cost(bt, seq));
      }
    }
    std::stable_sort(next.begin(), next.end(),
                     [](const Partial& x, const Partial& y) { return x.score() < y.score(); });
    beam.clear();
    for (Partial& c : next) {
      if (beam.size() == size.width) break;
      if (std::none_of(beam.begin(), beam.end(), [&c](const Partial& k) { return k.colour == c.colour; }))
        beam.push_back(std::move(c));
    }
    // New targets only where they leave no more stickers off target: every step then
    // lowers that count (a gain under the targets it was chosen for), so the beam ends.
    // (Taken whatever their count, the 7x7x7's, chosen by weights, went round in
    // circles on 1 state in 20 with a beam of 32 x 4.)
    if (retarget)
      for (Partial& p : beam) {
        std::vector<char> home = retarget(p.colour);
        const int wrong = wrong_of(p.colour, home);
        if (wrong <= p.wrong) p.home = std::move(home), p.wrong = wrong;
      }
    if (!done.empty()) {
      const int bound = shortest()->cost;
      if (std::none_of(beam.begin(), beam.end(), [bound](const Partial& p) { return p.cost < bound; })) break;
    }
  }
  if (done.empty()) return false;
  const Partial* best = shortest();
  bt.play(stickers, best->turns);
  out->insert(out->end(), best->turns.begin(), best->turns.end());
  return true;
}

}  // namespace cube::reduction
