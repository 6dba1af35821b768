#include "solvers/reduction/reduction_big_edges.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <map>
#include <memory>

#include "core/alg.h"
#include "core/cube_layout.h"
#include "core/facelets.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_per_size.h"

namespace cube::reduction {
namespace {

// The edge stickers of cube n: per slot, its pieces' two stickers in slot order.
struct EdgeStickers {
  int pieces = 0;             // per slot: n - 2
  std::vector<int> sticker;   // 24 (n - 2) sticker indices, slot by slot, piece by piece
  std::vector<int> index_of;  // sticker -> place in `sticker`, or -1
};

EdgeStickers make_edge_stickers(int n) {
  const CubeLayout& l = *cube_layout(n);
  EdgeStickers e;
  e.pieces = n - 2;
  for (int s = 0; s < 12; ++s) {
    for (const auto& orbit : l.wings)
      for (int k = 0; k < 2; ++k) e.sticker.insert(e.sticker.end(), {orbit[2 * s + k][0], orbit[2 * s + k][1]});
    if (!l.midge.empty()) e.sticker.insert(e.sticker.end(), {l.midge[s][0], l.midge[s][1]});
  }
  e.index_of.assign(6 * n * n, -1);
  for (size_t i = 0; i < e.sticker.size(); ++i) e.index_of[e.sticker[i]] = static_cast<int>(i);
  return e;
}

using Perm = std::vector<uint8_t>;  // edge sticker place i goes to place p[i]

struct Template {
  std::vector<int> turns;
  Perm perm;
  Perm from;                   // the inverse: place i gets the sticker of place from[i]
  std::vector<uint8_t> slots;  // the slots whose stickers it moves (the rest keep their score)
  // Per moved slot (in `slots` order), per piece: the edge sticker place its first
  // sticker comes from (the piece's place times 2, plus 1 when it arrives flipped).
  std::vector<uint8_t> source;
  int cost = 0;             // OBTM once simplified
  bool keeps_inner = true;  // even cubes: every edge's inner pair of wings stays a pair
};

// What a pairing phase scores per slot: the pieces in `mask` (bit i: the slot's piece
// i, 2 o + k for wing orbit o's side k, the middle edge last), counted by how many
// show the colours of piece `ref`, or (ref -1) the largest group showing one pair.
struct View {
  uint32_t mask = 0;
  int ref = -1;
  bool inner_only = false;  // only the templates that keep the inner pairs
};

struct Tables {
  int n = 0;
  EdgeStickers edges;
  std::vector<Perm> turn_perm;  // per BlockTurns index
  std::vector<Template> templates;
  // Wing 3-cycles conjugated by a block turn (S C S' keeps the centres as C does): tried
  // without setups; they finish what the templates cannot.
  std::vector<Template> cycles;
  std::vector<std::vector<int>> short_setups, long_setups;
};

Perm compose(const Perm& first, const Perm& second) {
  Perm p(first.size());
  for (size_t i = 0; i < first.size(); ++i) p[i] = second[first[i]];
  return p;
}

Perm identity(size_t size) {
  Perm p(size);
  for (size_t i = 0; i < size; ++i) p[i] = static_cast<uint8_t>(i);
  return p;
}

std::string permuted(const Perm& p, const std::string& e);
std::string read_edges(const Tables& t, const std::string& stickers);

bool keeps_centres(int n, const std::vector<int>& seq) {
  std::string s = solved_facelets(Puzzle{n});
  block_turns(n).play(s, seq);
  for (const auto& orbit : cube_layout(n)->centres)
    for (int i = 0; i < 24; ++i)
      if (s[orbit[i]] != "URFDLB"[i / 4]) return false;
  return true;
}

std::unique_ptr<Tables> make(int n) {
  auto t = std::make_unique<Tables>();
  t->n = n;
  t->edges = make_edge_stickers(n);
  const BlockTurns& bt = block_turns(n);
  const size_t size = t->edges.sticker.size();
  for (int m = 0; m < bt.count(); ++m) {
    Perm p(size);
    for (size_t i = 0; i < size; ++i)
      p[i] = static_cast<uint8_t>(t->edges.index_of[bt.turns[m].stickers[t->edges.sticker[i]]]);
    t->turn_perm.push_back(p);
  }
  auto add = [&](int w, const std::vector<int>& a) {
    std::vector<int> seq{w};
    seq.insert(seq.end(), a.begin(), a.end());
    seq.push_back(bt.inverse(w));
    if (!keeps_centres(n, seq)) return;
    Template tp;
    tp.turns = seq;
    tp.perm = identity(size);
    for (int m : seq) tp.perm = compose(tp.perm, t->turn_perm[m]);
    t->templates.push_back(std::move(tp));
  };
  for (int wface = 0; wface < 6; ++wface)
    for (int depth = 2; depth <= bt.depths; ++depth)
      for (int wp = 1; wp <= 3; ++wp) {
        const int w = bt.index(wface, depth, wp);
        const int axis = wface % 3;
        std::vector<int> ends, sides;
        for (int f = 0; f < 6; ++f) (f % 3 == axis ? ends : sides).push_back(f);
        for (int y : ends)
          for (int yp = 1; yp <= 3; ++yp) {
            const int Y = bt.index(y, 1, yp);
            add(w, {Y});
            for (int x : sides)
              for (int xp = 1; xp <= 3; ++xp) {
                const int X = bt.index(x, 1, xp), Xi = bt.inverse(X);
                add(w, {X, Y, Xi});
              }
          }
      }
  // Wing 3-cycles [s, A B A'] with s one inner layer (two block turns: a block and
  // the next smaller one back): corners, middle edges and centres stay, three wings
  // move. They finish what the templates leave (which may get stuck near the end).
  for (int face = 0; face < 6; ++face)
    for (int depth = 2; depth <= bt.depths; ++depth)
      for (int sp = 1; sp <= 3; sp += 2) {
        const std::vector<int> slice = {bt.index(face, depth, sp), bt.index(face, depth - 1, 4 - sp)};
        const std::vector<int> slice_inv = {bt.index(face, depth - 1, sp), bt.index(face, depth, 4 - sp)};
        for (int a = 0; a < 6; ++a)
          for (int b = 0; b < 6; ++b) {
            if (a % 3 == face % 3 || b % 3 == a % 3) continue;
            for (int pa = 1; pa <= 3; ++pa)
              for (int pb = 1; pb <= 3; ++pb) {
                const int A = bt.index(a, 1, pa), B = bt.index(b, 1, pb);
                std::vector<int> seq = slice;
                for (int m : {A, B, bt.inverse(A)}) seq.push_back(m);
                seq.insert(seq.end(), slice_inv.begin(), slice_inv.end());
                for (int m : {A, bt.inverse(B), bt.inverse(A)}) seq.push_back(m);
                if (!keeps_centres(n, seq)) continue;
                Template tp;
                tp.turns = seq;
                tp.perm = identity(size);
                for (int m : seq) tp.perm = compose(tp.perm, t->turn_perm[m]);
                int moved = 0;
                for (size_t i = 0; i < size; ++i) moved += tp.perm[i] != i;
                if (moved == 6) t->templates.push_back(std::move(tp));
              }
          }
      }
  // Every 3-cycle conjugated by up to two block turns, one sequence per permutation
  // (the shortest): with one turn a third of an orbit's 3-cycles were missing, and the
  // greedy pairing got stuck on some 7x7x7s.
  {
    std::map<Perm, Template> best;
    const auto keep = [&](Template&& d) {
      auto it = best.find(d.perm);
      if (it == best.end()) best.emplace(d.perm, std::move(d));
      else if (d.cost < it->second.cost) it->second = std::move(d);
    };
    const auto conjugate = [&](const Template& c, int sm) {
      Template d;
      d.turns.push_back(sm);
      d.turns.insert(d.turns.end(), c.turns.begin(), c.turns.end());
      d.turns.push_back(bt.inverse(sm));
      d.perm = compose(compose(t->turn_perm[sm], c.perm), t->turn_perm[bt.inverse(sm)]);
      d.cost = c.cost + 2;  // made exact below
      return d;
    };
    std::vector<Template> level;
    for (const Template& c : t->templates) {
      int moved = 0;
      for (size_t i = 0; i < size; ++i) moved += c.perm[i] != i;
      if (moved != 6) continue;
      Template d = c;
      d.cost = static_cast<int>(c.turns.size());
      level.push_back(d);
      keep(std::move(d));
    }
    for (int round = 0; round < 2; ++round) {
      std::vector<Template> next;
      for (const Template& c : level)
        for (int sm = 0; sm < bt.count(); ++sm) {
          Template d = conjugate(c, sm);
          const auto it = best.find(d.perm);
          if (it != best.end() && it->second.cost <= d.cost) continue;
          next.push_back(d);
          keep(std::move(d));
        }
      level.swap(next);
    }
    for (auto& [perm, c] : best) c.cost = static_cast<int>(simplify(bt.moves(c.turns)).size());
    for (auto& [perm, c] : best) t->cycles.push_back(std::move(c));
  }
  for (auto* list : {&t->templates, &t->cycles})
    for (Template& tp : *list) {
      if (tp.cost == 0) tp.cost = static_cast<int>(tp.turns.size());
      tp.from.assign(size, 0);
      for (size_t i = 0; i < size; ++i) tp.from[tp.perm[i]] = static_cast<uint8_t>(i);
      for (size_t i = 0; i < size; ++i) {
        const auto slot = static_cast<uint8_t>(i / (2 * t->edges.pieces));
        if (tp.perm[i] != i && std::find(tp.slots.begin(), tp.slots.end(), slot) == tp.slots.end())
          tp.slots.push_back(slot);
      }
      for (uint8_t slot : tp.slots)
        for (int k = 0; k < t->edges.pieces; ++k) tp.source.push_back(tp.from[2 * (slot * t->edges.pieces + k)]);
      // On the solved cube (every slot a different pair) the inner pairs stay pairs iff
      // the template moves them as pairs.
      if (n % 2 == 0) {
        const int pieces = t->edges.pieces, inner = pieces - 2;
        const std::string e = permuted(tp.perm, read_edges(*t, solved_facelets(Puzzle{n})));
        for (int slot = 0; slot < 12; ++slot) {
          const char* p = e.data() + 2 * pieces * slot;
          if (p[2 * inner] != p[2 * inner + 2] || p[2 * inner + 1] != p[2 * inner + 3]) tp.keeps_inner = false;
        }
      }
    }
  // Setups: up to two outer turns.
  std::vector<std::vector<int>> all{{}};
  for (size_t i = 0; i < all.size(); ++i) {
    if (all[i].size() >= 2) continue;
    const int prev = all[i].empty() ? -1 : all[i].back();
    for (int face = 0; face < 6; ++face)
      for (int p = 1; p <= 3; ++p) {
        const int m = bt.index(face, 1, p);
        if (!bt.may_follow(prev, m)) continue;
        std::vector<int> next = all[i];
        next.push_back(m);
        all.push_back(std::move(next));
      }
  }
  for (const auto& s : all) (s.size() <= 1 ? t->short_setups : t->long_setups).push_back(s);
  return t;
}

const Tables& tables(int n) { return PerSize<Tables, make>::get(n); }

// A slot's score under a view. p: the slot's 2 * pieces stickers.
int slot_joined(const char* p, const View& v) {
  if (v.ref >= 0) {
    int total = 0;
    for (uint32_t m = v.mask; m != 0; m &= m - 1) {
      const int i = std::countr_zero(m);
      total += p[2 * i] == p[2 * v.ref] && p[2 * i + 1] == p[2 * v.ref + 1];
    }
    return total;
  }
  int best = 0;
  for (uint32_t a = v.mask; a != 0; a &= a - 1) {
    const int i = std::countr_zero(a);
    int same = 0;
    for (uint32_t b = v.mask; b != 0; b &= b - 1) {
      const int j = std::countr_zero(b);
      same += p[2 * i] == p[2 * j] && p[2 * i + 1] == p[2 * j + 1];
    }
    best = std::max(best, same);
  }
  return best;
}

int joined(const std::string& e, int pieces, const View& v) {
  int total = 0;
  for (int s = 0; s < 12; ++s) total += slot_joined(e.data() + 2 * pieces * s, v);
  return total;
}

// The edge pieces as codes, one a piece place (6 first colour + second colour): a
// step's gain is then read piece by piece, the look-ahead's inner loop.
using Codes = std::array<uint8_t, 60>;

struct CodeMaps {
  std::array<uint8_t, 256> colour{};
  std::array<uint8_t, 36> flipped{};
  CodeMaps() {
    for (int c = 0; c < 6; ++c) colour[static_cast<uint8_t>("URFDLB"[c])] = static_cast<uint8_t>(c);
    for (int c = 0; c < 36; ++c) flipped[c] = static_cast<uint8_t>(c % 6 * 6 + c / 6);
  }
};

const CodeMaps& code_maps() {
  static const CodeMaps maps;
  return maps;
}

Codes codes_of(const std::string& e) {
  const CodeMaps& m = code_maps();
  Codes c{};
  for (size_t q = 0; 2 * q < e.size(); ++q)
    c[q] = static_cast<uint8_t>(m.colour[static_cast<uint8_t>(e[2 * q])] * 6 +
                                m.colour[static_cast<uint8_t>(e[2 * q + 1])]);
  return c;
}

// slot_joined on a slot's piece codes.
int slot_joined_codes(const uint8_t* p, const View& v) {
  if (v.ref >= 0) {
    int total = 0;
    for (uint32_t m = v.mask; m != 0; m &= m - 1) total += p[std::countr_zero(m)] == p[v.ref];
    return total;
  }
  int best = 0;
  for (uint32_t a = v.mask; a != 0; a &= a - 1) {
    int same = 0;
    for (uint32_t b = v.mask; b != 0; b &= b - 1) same += p[std::countr_zero(a)] == p[std::countr_zero(b)];
    best = std::max(best, same);
  }
  return best;
}

// What a template gains on codes c: only the slots it moves are scored again.
int gain_of(const Template& tp, const Codes& c, const std::array<int, 12>& score, int pieces, const View& v) {
  const std::array<uint8_t, 36>& flipped = code_maps().flipped;
  int gain = 0;
  uint8_t slot[16];
  const uint8_t* src = tp.source.data();
  for (uint8_t s : tp.slots) {
    for (int i = 0; i < pieces; ++i, ++src) {
      const uint8_t code = c[*src >> 1];
      slot[i] = (*src & 1) != 0 ? flipped[code] : code;
    }
    gain += slot_joined_codes(slot, v) - score[s];
  }
  return gain;
}

std::string permuted(const Perm& p, const std::string& e) {
  std::string out(e.size(), ' ');
  for (size_t i = 0; i < p.size(); ++i) out[p[i]] = e[i];
  return out;
}

std::string read_edges(const Tables& t, const std::string& stickers) {
  std::string e(t.edges.sticker.size(), ' ');
  for (size_t i = 0; i < e.size(); ++i) e[i] = stickers[t.edges.sticker[i]];
  return e;
}

constexpr int kMaxSteps = 240;

// The views of the pairing phases: odd cubes, every wing matched to its middle edge;
// even ones, first the inner pairs (the innermost wing orbit, as on a 4x4x4), then
// every wing matched to its inner pair, with the templates that keep the inner pairs.
std::vector<View> phases(int n) {
  const int pieces = n - 2;
  const uint32_t all = (1u << pieces) - 1;
  if (n % 2 == 1) return {View{all, pieces - 1, false}};
  const int inner = pieces - 2;
  return {View{3u << inner, -1, false}, View{all, inner, true}};
}

struct Candidate {
  const std::vector<int>* setup = nullptr;
  const Template* body = nullptr;
  int gain = 0, cost = 0;
};

// More pieces joined per turn (on a tie the one found first: fewer setup turns).
bool cheaper(int gain, int cost, int other_gain, int other_cost) { return gain * other_cost > other_gain * cost; }

// The k best setup + template steps on edge stickers e by turns per piece joined (the
// first of them merging with `last` counts the turns saved). The 3-cycles hold their
// own setup; only when nothing gains are they also tried after the setups
// (a 6x6x6's last wings may need one the conjugates lack). The setups of two turns
// only when none of at most one gains. Without `fallback`, neither (13 times the work).
std::vector<Candidate> best_steps(const Tables& t, const BlockTurns& bt, const View& v, const std::string& e, int last,
                                  size_t k, bool fallback) {
  const int pieces = t.edges.pieces;
  std::vector<Candidate> top;
  for (int widen = 0; widen < (fallback ? 2 : 1) && top.empty(); ++widen)
    for (const auto* pool : {&t.short_setups, &t.long_setups}) {
      if (pool == &t.long_setups && !fallback) break;
      for (const std::vector<int>& s : *pool) {
        Perm sp = identity(e.size());
        for (int m : s) sp = compose(sp, t.turn_perm[m]);
        const std::string es = permuted(sp, e);
        const Codes codes = codes_of(es);
        std::array<int, 12> score{};
        for (int slot = 0; slot < 12; ++slot) score[slot] = slot_joined_codes(codes.data() + pieces * slot, v);
        for (const auto* list : {&t.templates, &t.cycles}) {
          if (list == &t.cycles && !s.empty() && widen == 0) continue;
          for (const Template& tp : *list) {
            if (v.inner_only && !tp.keeps_inner) continue;
            const int gain = gain_of(tp, codes, score, pieces, v);
            if (gain <= 0) continue;
            const int first = s.empty() ? tp.turns.front() : s.front();
            const int cost = static_cast<int>(s.size()) + tp.cost - bt.merged(last, first);
            if (top.size() == k && !cheaper(gain, cost, top.back().gain, top.back().cost)) continue;
            if (top.size() == k) top.pop_back();
            auto at = top.end();
            while (at != top.begin() && cheaper(gain, cost, (at - 1)->gain, (at - 1)->cost)) --at;
            top.insert(at, Candidate{&s, &tp, gain, cost});
          }
        }
      }
      if (!top.empty()) break;
    }
  return top;
}

std::vector<int> sequence_of(const Candidate& c) {
  std::vector<int> seq = *c.setup;
  seq.insert(seq.end(), c.body->turns.begin(), c.body->turns.end());
  return seq;
}

// A pairing phase as a beam search over those steps: each level, each of the kWidth
// best partial pairings (by turns so far plus kTurnsPerPiece per piece still to join;
// the greedy pairing averages ~2.4) grows by its kWidth best next steps; the shortest
// complete one wins once no partial one is shorter. Against one greedy step at a time
// the 5x5x5's edges (before its five-phase reduction) went ~57 -> ~49 turns with 12;
// the 6x6x6's and 7x7x7's pairings take more levels, so a narrower beam.
constexpr size_t kWidth = 4;
constexpr double kTurnsPerPiece = 1.8;

struct BeamNode {
  std::string e;
  std::vector<int> turns;
  int cost = 0, joined = 0;
  double score(int goal) const { return cost + kTurnsPerPiece * (goal - joined); }
};

bool pair_phase(const Tables& t, const BlockTurns& bt, const View& v, std::string& stickers, std::vector<int>* out) {
  const int pieces = t.edges.pieces;
  const int goal = 12 * std::popcount(v.mask);
  std::vector<BeamNode> beam(1);
  beam[0].e = read_edges(t, stickers);
  beam[0].joined = joined(beam[0].e, pieces, v);
  std::vector<BeamNode> done;
  const auto shortest = [&done] {
    return &*std::min_element(done.begin(), done.end(),
                              [](const BeamNode& x, const BeamNode& y) { return x.cost < y.cost; });
  };
  for (int level = 0; level < kMaxSteps && !beam.empty(); ++level) {
    std::vector<BeamNode> next;
    // A partial pairing no short step improves is dropped, unless every one is so: then
    // the best alone takes the longer setups (a beam of them was the slowest solves).
    std::vector<const BeamNode*> open;
    for (const BeamNode& b : beam) {
      if (b.joined == goal) done.push_back(b);
      else open.push_back(&b);
    }
    for (int fallback = 0; fallback < 2 && next.empty() && !open.empty(); ++fallback)
      for (const BeamNode* node : open) {
        const BeamNode& b = *node;
        const int last = b.turns.empty() ? (out->empty() ? -1 : out->back()) : b.turns.back();
        for (const Candidate& c : best_steps(t, bt, v, b.e, last, kWidth, fallback == 1)) {
          BeamNode child;
          const std::vector<int> seq = sequence_of(c);
          Perm p = identity(b.e.size());
          for (int m : seq) p = compose(p, t.turn_perm[m]);
          child.e = permuted(p, b.e);
          child.turns = b.turns;
          child.turns.insert(child.turns.end(), seq.begin(), seq.end());
          child.cost = b.cost + c.cost;
          child.joined = b.joined + c.gain;
          next.push_back(std::move(child));
        }
        if (fallback == 1) break;
      }
    std::stable_sort(next.begin(), next.end(),
                     [goal](const BeamNode& x, const BeamNode& y) { return x.score(goal) < y.score(goal); });
    beam.clear();
    for (BeamNode& c : next) {
      if (beam.size() == kWidth) break;
      bool seen = false;
      for (const BeamNode& k : beam) seen = seen || k.e == c.e;
      if (!seen) beam.push_back(std::move(c));
    }
    if (!done.empty()) {
      const int bound = shortest()->cost;
      if (std::none_of(beam.begin(), beam.end(), [bound](const BeamNode& b) { return b.cost < bound; })) break;
    }
  }
  if (done.empty()) return false;
  const BeamNode* best = shortest();
  bt.play(stickers, best->turns);
  out->insert(out->end(), best->turns.begin(), best->turns.end());
  return true;
}

}  // namespace

int joined_edge_pieces(int n, const std::string& stickers) {
  const Tables& t = tables(n);
  return joined(read_edges(t, stickers), t.edges.pieces, phases(n).back());
}

bool pair_big_edges(int n, std::string& stickers, std::vector<int>* out) {
  const Tables& t = tables(n);
  const BlockTurns& bt = block_turns(n);
  for (const View& v : phases(n))
    if (!pair_phase(t, bt, v, stickers, out)) return false;
  return true;
}

bool pair_inner_wings(int n, std::string& stickers, std::vector<int>* out) {
  return pair_phase(tables(n), block_turns(n), phases(n).front(), stickers, out);
}

}  // namespace cube::reduction
