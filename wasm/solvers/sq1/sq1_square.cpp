// Phase 2's tables (sq1_square.h): permutation ranks moved by quarter turns and by the
// slashes of both holdings (the places each move sends a piece to are read off the model
// itself), and two pruning tables over (permutation, split of the other kind, middle).
#include "solvers/sq1/sq1_square.h"

#include <algorithm>
#include <chrono>
#include <functional>

namespace cube::sq1 {

namespace {

// The places of the corners (their first slots) and of the edges, held as A.
constexpr int kCornerSlot[8] = {1, 4, 7, 10, 13, 16, 19, 22};
constexpr int kEdgeSlot[8] = {0, 3, 6, 9, 12, 15, 18, 21};

using Perm = std::array<uint8_t, 8>;

int rank(const Perm& p) {
  int r = 0;
  for (int i = 0; i < 8; ++i) {
    int smaller = 0;
    for (int j = i + 1; j < 8; ++j) smaller += p[j] < p[i];
    r = r * (8 - i) + smaller;
  }
  return r;
}

Perm unrank(int r) {
  Perm p{};
  int digits[8];
  for (int i = 7; i >= 0; --i) {
    digits[i] = r % (8 - i);
    r /= 8 - i;
  }
  std::vector<int> left = {0, 1, 2, 3, 4, 5, 6, 7};
  for (int i = 0; i < 8; ++i) {
    p[i] = static_cast<uint8_t>(left[digits[i]]);
    left.erase(left.begin() + digits[i]);
  }
  return p;
}

// Which 4 places hold pieces 0..3 (the top's), ranked colex among the 70.
int split_rank(const Perm& p) {
  static const int C[9][5] = {{1, 0, 0, 0, 0},    {1, 1, 0, 0, 0},    {1, 2, 1, 0, 0},
                              {1, 3, 3, 1, 0},    {1, 4, 6, 4, 1},    {1, 5, 10, 10, 5},
                              {1, 6, 15, 20, 15}, {1, 7, 21, 35, 35}, {1, 8, 28, 56, 70}};
  int r = 0, j = 0;
  for (int i = 0; i < 8; ++i)
    if (p[i] < 4) r += C[i][++j];
  return r;
}

// Solved held as A, and each piece's home place there.
Sq1 held_solved() {
  Sq1 h = solved();
  turn(h, 1, 0);
  return h;
}

const std::array<int8_t, kPieces>& homes() {
  static const auto home = [] {
    const Sq1 h = held_solved();
    std::array<int8_t, kPieces> out{};
    for (int i = 0; i < 8; ++i) {
      out[h.slots[kCornerSlot[i]]] = static_cast<int8_t>(i);
      out[h.slots[kEdgeSlot[i]]] = static_cast<int8_t>(i);
    }
    return out;
  }();
  return home;
}

// The corners' and the edges' permutations (place -> home) of a state held as A.
std::pair<Perm, Perm> perms(const Sq1& s) {
  Perm c{}, e{};
  for (int i = 0; i < 8; ++i) {
    c[i] = static_cast<uint8_t>(homes()[s.slots[kCornerSlot[i]]]);
    e[i] = static_cast<uint8_t>(homes()[s.slots[kEdgeSlot[i]]]);
  }
  return {c, e};
}

// A move of the model on solved held as A, as "place i takes the piece of place src[i]".
std::pair<Perm, Perm> sources(const std::function<void(Sq1&)>& move) {
  Sq1 h = held_solved();
  move(h);
  return perms(h);
}

Perm permuted(const Perm& p, const Perm& src) {
  Perm q{};
  for (int i = 0; i < 8; ++i) q[i] = p[src[i]];
  return q;
}

}  // namespace

struct SquareBuild {
  static void run(SquareTables& t) {
    const auto [slash_a_c, slash_a_e] = sources([](Sq1& s) { slash(s); });
    const auto [slash_b_c, slash_b_e] = sources([](Sq1& s) {
      turn(s, -1, -1);
      slash(s);
      turn(s, 1, 1);
    });
    std::array<Perm, 16> quarter{};
    for (int q = 0; q < 16; ++q) quarter[q] = sources([q](Sq1& s) { turn(s, 3 * (q % 4), 3 * (q / 4)); }).first;
    const Perm slash_src[4] = {slash_a_c, slash_b_c, slash_a_e, slash_b_e};
    t.turn_.resize(kPerms * 16);
    for (auto& v : t.slash_) v.resize(kPerms);
    t.split_.resize(kPerms);
    for (int r = 0; r < kPerms; ++r) {
      const Perm p = unrank(r);
      for (int q = 0; q < 16; ++q) t.turn_[r * 16 + q] = static_cast<uint16_t>(rank(permuted(p, quarter[q])));
      for (int k = 0; k < 4; ++k) t.slash_[k][r] = static_cast<uint16_t>(rank(permuted(p, slash_src[k])));
      t.split_[r] = static_cast<uint8_t>(split_rank(p));
    }
    build_prune(t, t.corners_prune_, 0, 2);
    build_prune(t, t.edges_prune_, 2, 0);
  }

  // Distances of (perm of one kind, split of the other, middle): `own` and `other` pick
  // the slash tables (0 corners, 2 edges; + holding).
  static void build_prune(const SquareTables& t, std::vector<uint8_t>& prune, int own, int other) {
    std::vector<uint16_t> split_perm(kSplits);
    for (int r = kPerms - 1; r >= 0; --r) split_perm[t.split_[r]] = static_cast<uint16_t>(r);
    std::vector<uint8_t> split_turn(kSplits * 16), split_slash(kSplits * 2);
    for (int s = 0; s < kSplits; ++s) {
      for (int q = 0; q < 16; ++q) split_turn[s * 16 + q] = t.split_[t.turn_[split_perm[s] * 16 + q]];
      for (int h = 0; h < 2; ++h) split_slash[s * 2 + h] = t.split_[t.slash_[other + h][split_perm[s]]];
    }
    prune.assign(static_cast<size_t>(kPerms) * kSplits * 2, 0xff);
    auto index = [](int perm, int split, int middle) {
      return (static_cast<size_t>(perm) * kSplits + split) * 2 + middle;
    };
    // A state's quarter turns share its distance.
    auto set_with_turns = [&](int perm, int split, int middle, uint8_t d, std::vector<uint32_t>& frontier) {
      for (int q = 0; q < 16; ++q) {
        const size_t i = index(t.turn_[perm * 16 + q], split_turn[split * 16 + q], middle);
        if (prune[i] == 0xff) {
          prune[i] = d;
          frontier.push_back(static_cast<uint32_t>(i));
        }
      }
    };
    std::vector<uint32_t> frontier, next;
    set_with_turns(0, t.split_[0], 0, 0, frontier);
    for (uint8_t d = 0; !frontier.empty(); ++d) {
      next.clear();
      for (uint32_t i : frontier) {
        const int middle = i % 2, split = (i / 2) % kSplits, perm = static_cast<int>(i / 2 / kSplits);
        for (int h = 0; h < 2; ++h) {
          const int p2 = t.slash_[own + h][perm], s2 = split_slash[split * 2 + h];
          if (prune[index(p2, s2, 1 - middle)] == 0xff) set_with_turns(p2, s2, 1 - middle, d + 1, next);
        }
      }
      frontier.swap(next);
    }
  }
};

const SquareTables& SquareTables::get() {
  static const SquareTables tables;
  return tables;
}

SquareTables::SquareTables() {
  const auto t0 = std::chrono::steady_clock::now();
  SquareBuild::run(*this);
  build_ms_ = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

size_t SquareTables::bytes() const {
  return corners_prune_.size() + edges_prune_.size() + turn_.size() * 2 + 4 * slash_[0].size() * 2 + split_.size();
}

bool SquareTables::held_for_phase2(const Sq1& s) {
  for (int i = 0; i < 8; ++i)
    if (!is_corner(s.slots[kCornerSlot[i]]) || s.slots[kCornerSlot[i] + 1] != s.slots[kCornerSlot[i]] ||
        is_corner(s.slots[kEdgeSlot[i]]))
      return false;
  return true;
}

SquareState SquareTables::from(const Sq1& s) {
  const auto [c, e] = perms(s);
  return {static_cast<uint16_t>(rank(c)), static_cast<uint16_t>(rank(e)), s.middle_flipped};
}

int SquareTables::bound(const SquareState& s) const {
  const size_t m = s.middle_flipped;
  return std::max(corners_prune_[(static_cast<size_t>(s.corners) * kSplits + split_[s.edges]) * 2 + m],
                  edges_prune_[(static_cast<size_t>(s.edges) * kSplits + split_[s.corners]) * 2 + m]);
}

}  // namespace cube::sq1
