#include "solvers/reduction/reduction_big_edges.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>

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
};

struct Tables {
  int n = 0;
  EdgeStickers edges;
  std::vector<Perm> turn_perm;  // per BlockTurns index
  std::vector<Template> templates;
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
                if (xp == 2) continue;
                for (int z : sides) {
                  if (z == x || z % 3 == x % 3) continue;
                  for (int zp = 1; zp <= 3; zp += 2) {
                    const int Z = bt.index(z, 1, zp), Zi = bt.inverse(Z);
                    add(w, {X, Y, Xi, Z, Xi, Zi, X});
                  }
                }
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
  for (Template& tp : t->templates) {
    tp.from.assign(size, 0);
    for (size_t i = 0; i < size; ++i) tp.from[tp.perm[i]] = static_cast<uint8_t>(i);
    for (size_t i = 0; i < size; ++i) {
      const auto slot = static_cast<uint8_t>(i / (2 * t->edges.pieces));
      if (tp.perm[i] != i && std::find(tp.slots.begin(), tp.slots.end(), slot) == tp.slots.end())
        tp.slots.push_back(slot);
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

// Per slot, the size of the largest group of its pieces showing one colour pair; on
// odd cubes the middle edge (the slot's last piece) is the one the wings must match.
// p: the slot's 2 * pieces stickers.
int slot_joined(const char* p, int pieces) {
  if (pieces % 2 == 1) {
    const char* m = p + 2 * (pieces - 1);
    int total = 0;
    for (int i = 0; i < pieces; ++i) total += p[2 * i] == m[0] && p[2 * i + 1] == m[1];
    return total;
  }
  int best = 0;
  for (int i = 0; i < pieces; ++i) {
    int same = 0;
    for (int j = 0; j < pieces; ++j) same += p[2 * i] == p[2 * j] && p[2 * i + 1] == p[2 * j + 1];
    best = std::max(best, same);
  }
  return best;
}

int joined(const std::string& e, int pieces) {
  int total = 0;
  for (int s = 0; s < 12; ++s) total += slot_joined(e.data() + 2 * pieces * s, pieces);
  return total;
}

// What a template gains on e: only the slots it moves are scored again.
int gain_of(const Template& tp, const std::string& e, const std::array<int, 12>& score, int pieces) {
  int gain = 0;
  char slot[32];
  for (uint8_t s : tp.slots) {
    const int base = 2 * pieces * s;
    for (int i = 0; i < 2 * pieces; ++i) slot[i] = e[tp.from[base + i]];
    gain += slot_joined(slot, pieces) - score[s];
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

constexpr int kMaxSteps = 80;

}  // namespace

int joined_edge_pieces(int n, const std::string& stickers) {
  const Tables& t = tables(n);
  return joined(read_edges(t, stickers), t.edges.pieces);
}

bool pair_big_edges(int n, std::string& stickers, std::vector<int>* out) {
  const Tables& t = tables(n);
  const BlockTurns& bt = block_turns(n);
  const int goal = 12 * t.edges.pieces;
  std::string e = read_edges(t, stickers);
  for (int step = 0; step < kMaxSteps; ++step) {
    const int before = joined(e, t.edges.pieces);
    if (before == goal) return true;
    const std::vector<int>* best_setup = nullptr;
    const Template* best_body = nullptr;
    double best_cost = 1e9;
    for (const auto* pool : {&t.short_setups, &t.long_setups}) {
      for (const std::vector<int>& s : *pool) {
        Perm sp = identity(e.size());
        for (int m : s) sp = compose(sp, t.turn_perm[m]);
        const std::string es = permuted(sp, e);
        std::array<int, 12> score{};
        for (int slot = 0; slot < 12; ++slot)
          score[slot] = slot_joined(es.data() + 2 * t.edges.pieces * slot, t.edges.pieces);
        for (const Template& tp : t.templates) {
          const int gain = gain_of(tp, es, score, t.edges.pieces);
          if (gain <= 0) continue;
          const double cost = static_cast<double>(s.size() + tp.turns.size()) / gain;
          if (cost < best_cost) best_cost = cost, best_setup = &s, best_body = &tp;
        }
      }
      if (best_body) break;
    }
    if (!best_body) return false;
    std::vector<int> seq = *best_setup;
    seq.insert(seq.end(), best_body->turns.begin(), best_body->turns.end());
    bt.play(stickers, seq);
    out->insert(out->end(), seq.begin(), seq.end());
    e = read_edges(t, stickers);
  }
  return joined(e, t.edges.pieces) == goal;
}

}  // namespace cube::reduction
