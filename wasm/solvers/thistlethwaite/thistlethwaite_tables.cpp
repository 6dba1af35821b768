#include "solvers/thistlethwaite/thistlethwaite_tables.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>

namespace cube::thistlethwaite {
namespace {

// Breadth-first search over `size` coordinate values from `start`, with the moves of
// `phase` applied by next(coord, basic_move). Layer by layer: forwards from the layer
// just found while it is smaller than what is left, then backwards (each value not yet
// reached looks for a neighbour in the last layer; the moves of every phase are closed
// under inverses, so that is the same relation).
template <typename Next>
std::vector<uint8_t> bfs(int size, int start, int phase, PhaseTableInfo& info, Next next) {
  constexpr uint8_t kUnseen = 0xff;
  const int* moves = kPhaseMoves[phase - 1];
  const int nmoves = kPhaseMoveCount[phase - 1];
  std::vector<uint8_t> dist(static_cast<size_t>(size), kUnseen);
  std::vector<uint32_t> queue(static_cast<size_t>(size));
  size_t layer_begin = 0, tail = 0;
  dist[start] = 0;
  queue[tail++] = static_cast<uint32_t>(start);
  info = PhaseTableInfo{};
  info.size = size;
  for (uint8_t d = 0; layer_begin < tail; ++d) {
    const size_t layer_end = tail;
    info.depth_counts.push_back(static_cast<int>(layer_end - layer_begin));
    if (layer_end - layer_begin < static_cast<size_t>(size) - tail) {
      for (size_t q = layer_begin; q < layer_end; ++q) {
        const uint32_t x = queue[q];
        for (int k = 0; k < nmoves; ++k) {
          const uint32_t y = static_cast<uint32_t>(next(x, moves[k]));
          if (dist[y] == kUnseen) {
            dist[y] = static_cast<uint8_t>(d + 1);
            queue[tail++] = y;
          }
        }
      }
    } else {
      for (uint32_t x = 0; x < static_cast<uint32_t>(size); ++x) {
        if (dist[x] != kUnseen) continue;
        for (int k = 0; k < nmoves; ++k) {
          if (dist[static_cast<uint32_t>(next(x, moves[k]))] == d) {
            dist[x] = static_cast<uint8_t>(d + 1);
            queue[tail++] = x;
            break;
          }
        }
      }
    }
    layer_begin = layer_end;
  }
  info.reached = static_cast<int>(tail);
  info.max_depth = static_cast<int>(info.depth_counts.size()) - 1;
  return dist;
}

std::array<uint8_t, 8> compose(const std::array<uint8_t, 8>& a, const std::array<uint8_t, 8>& b) {
  std::array<uint8_t, 8> r{};
  for (int i = 0; i < 8; ++i) r[i] = a[b[i]];
  return r;
}

void build(Tables& t) {
  const auto& mv = basic_move_cubies();

  // Edge flip about U-D: with the pieces at home, the flip is eo itself.
  t.flip_move.resize(kEdgeFlips * kBasicMoves);
  for (int x = 0; x < kEdgeFlips; ++x) {
    CubieCube c;
    int sum = 0;
    for (int i = kEdges - 2; i >= 0; --i) {
      c.eo[i] = static_cast<uint8_t>((x >> (kEdges - 2 - i)) & 1);
      sum += c.eo[i];
    }
    c.eo[kEdges - 1] = static_cast<uint8_t>(sum & 1);
    for (int m = 0; m < kBasicMoves; ++m)
      t.flip_move[x * kBasicMoves + m] = static_cast<uint16_t>(edge_flip_coord(c * mv[m]));
  }

  // Corner twist about L-R: with the pieces at home, the twist is co itself.
  t.twist_move.resize(kCornerTwists * kBasicMoves);
  for (int x = 0; x < kCornerTwists; ++x) {
    CubieCube c;
    int sum = 0, v = x;
    for (int i = kCorners - 2; i >= 0; --i) {
      c.co[i] = static_cast<uint8_t>(v % 3);
      sum += c.co[i];
      v /= 3;
    }
    c.co[kCorners - 1] = static_cast<uint8_t>((3 - sum % 3) % 3);
    for (int m = 0; m < kBasicMoves; ++m)
      t.twist_move[x * kBasicMoves + m] = static_cast<uint16_t>(corner_twist_coord(c * mv[m]));
  }

  // Position sets: after move m, position j holds what position m.ep[j] held.
  t.subset_move.resize(kSlicePositions * kBasicMoves);
  for (int x = 0; x < kSlicePositions; ++x) {
    const uint16_t mask = subset_mask(x);
    for (int m = 0; m < kBasicMoves; ++m) {
      uint16_t out = 0;
      for (int j = 0; j < kEdges; ++j)
        if ((mask >> mv[m].ep[j]) & 1) out = static_cast<uint16_t>(out | (1u << j));
      t.subset_move[x * kBasicMoves + m] = static_cast<uint16_t>(subset_rank(out));
    }
  }
  for (int x = 0; x < kSlicePositions; ++x) t.split_of_subset[x] = static_cast<int8_t>(split_rank(subset_mask(x)));

  // H: the corner permutations the six half turns make (breadth-first from identity).
  t.half_turn_index.assign(kCornerPerms, -1);
  {
    int n = 0;
    std::array<uint8_t, 8> id{0, 1, 2, 3, 4, 5, 6, 7};
    t.half_turn_perm[n] = id;
    t.half_turn_index[perm8_rank(id)] = static_cast<int8_t>(n++);
    for (int head = 0; head < n; ++head) {
      for (int f = 0; f < 6; ++f) {
        const auto p = compose(t.half_turn_perm[head], mv[3 * f + 1].cp);
        const int r = perm8_rank(p);
        if (t.half_turn_index[r] < 0) {
          if (n == kHalfTurnCorners)
            throw std::logic_error("thistlethwaite: more than 96 half-turn corner permutations");
          t.half_turn_perm[n] = p;
          t.half_turn_index[r] = static_cast<int8_t>(n++);
        }
        t.half_turn_move[head][f] = static_cast<uint8_t>(t.half_turn_index[r]);
      }
    }
    if (n != kHalfTurnCorners) throw std::logic_error("thistlethwaite: fewer than 96 half-turn corner permutations");
    for (int h = 0; h < kHalfTurnCorners; ++h)
      t.half_turn_parity[h] = static_cast<uint8_t>(perm_parity8(t.half_turn_perm[h]));
  }

  // Corner cosets H.x (invariant when a G3 cube is applied first), 420 of them.
  t.coset_of.assign(kCornerPerms, 0xffff);
  std::vector<std::array<uint8_t, 8>> rep;
  for (int r = 0; r < kCornerPerms; ++r) {
    if (t.coset_of[r] != 0xffff) continue;
    const auto x = perm8_unrank(r);
    const uint16_t id = static_cast<uint16_t>(rep.size());
    rep.push_back(x);
    for (const auto& h : t.half_turn_perm) t.coset_of[perm8_rank(compose(h, x))] = id;
  }
  if (rep.size() != kCornerCosets) throw std::logic_error("thistlethwaite: corner coset count is not 420");
  t.coset_move.resize(kCornerCosets * kBasicMoves);
  for (int x = 0; x < kCornerCosets; ++x)
    for (int m = 0; m < kBasicMoves; ++m)
      t.coset_move[x * kBasicMoves + m] = t.coset_of[perm8_rank(compose(rep[x], mv[m].cp))];

  // Slice arrangements under half turns (pieces stay in their slices in G3).
  for (int r = 0; r < kSlicePerms; ++r) {
    uint8_t p[4] = {0, 1, 2, 3};
    for (int k = 0; k < r; ++k) std::next_permutation(p, p + 4);
    if (perm4_rank(p) != r) throw std::logic_error("thistlethwaite: perm4 rank order");
    int inv = 0;
    for (int i = 0; i < 4; ++i)
      for (int j = i + 1; j < 4; ++j) inv += p[j] < p[i];
    t.perm4_parity[r] = static_cast<uint8_t>(inv & 1);
    const std::array<uint8_t, 4>* slices[3] = {&kMSlice, &kESlice, &kSSlice};
    for (int s = 0; s < 3; ++s) {
      CubieCube c;
      for (int k = 0; k < 4; ++k) c.ep[(*slices[s])[k]] = (*slices[s])[p[k]];
      for (int f = 0; f < 6; ++f) {
        const int out = slice_perm(c * mv[3 * f + 1], *slices[s]);
        if (out < 0) throw std::logic_error("thistlethwaite: a half turn left its slice");
        t.slice_move[s][r][f] = static_cast<uint8_t>(out);
      }
    }
  }
  for (int r = 0; r < kSlicePerms; r += 2)
    if (t.perm4_parity[r] == t.perm4_parity[r + 1]) throw std::logic_error("thistlethwaite: perm4 pairs");

  // The four distance tables.
  const CubieCube solved;
  t.dist[0] = bfs(kEdgeFlips, t.phase1_coord(solved), 1, t.info[0],
                  [&](uint32_t x, int m) { return t.flip_move[x * kBasicMoves + m]; });
  t.dist[1] = bfs(kPhase2Size, t.phase2_coord(solved), 2, t.info[1], [&](uint32_t x, int m) {
    return t.twist_move[(x / kSlicePositions) * kBasicMoves + m] * kSlicePositions +
           t.subset_move[(x % kSlicePositions) * kBasicMoves + m];
  });
  std::array<uint16_t, kEdgeSplits> split_subset{};
  for (int x = 0; x < kSlicePositions; ++x)
    if (t.split_of_subset[x] >= 0) split_subset[t.split_of_subset[x]] = static_cast<uint16_t>(x);
  t.dist[2] = bfs(kPhase3Size, t.phase3_coord(solved), 3, t.info[2], [&](uint32_t x, int m) {
    const int coset = t.coset_move[(x / kEdgeSplits) * kBasicMoves + m];
    const int set = t.subset_move[split_subset[x % kEdgeSplits] * kBasicMoves + m];
    return coset * kEdgeSplits + t.split_of_subset[set];
  });
  t.dist[3] = bfs(kPhase4Size, t.phase4_coord(solved), 4, t.info[3],
                  [&](uint32_t x, int m) { return t.phase4_move(static_cast<int>(x), m / 3); });
  for (const auto& info : t.info)
    if (info.reached != info.size) throw std::logic_error("thistlethwaite: a phase table has unreachable entries");
}

}  // namespace

int Tables::phase1_coord(const CubieCube& c) const { return edge_flip_coord(c); }

int Tables::phase2_coord(const CubieCube& c) const {
  if (edge_flip_coord(c) != 0) return -1;
  return corner_twist_coord(c) * kSlicePositions + subset_rank(positions_of(c, slice_bits(kMSlice)));
}

int Tables::phase3_coord(const CubieCube& c) const {
  if (edge_flip_coord(c) != 0 || corner_twist_coord(c) != 0) return -1;
  if (positions_of(c, slice_bits(kMSlice)) != slice_bits(kMSlice)) return -1;
  const int split = split_rank(positions_of(c, slice_bits(kESlice)));
  return coset_of[perm8_rank(c.cp)] * kEdgeSplits + split;
}

int Tables::phase4_coord(const CubieCube& c) const {
  if (phase3_coord(c) < 0) return -1;
  const int h = half_turn_index[perm8_rank(c.cp)];
  const int m = slice_perm(c, kMSlice), e = slice_perm(c, kESlice), s = slice_perm(c, kSSlice);
  if (h < 0 || m < 0 || e < 0 || s < 0) return -1;
  if ((half_turn_parity[h] ^ perm4_parity[m] ^ perm4_parity[e]) != perm4_parity[s]) return -1;
  return phase4_encode(h, m, e, s);
}

int Tables::distance(int phase, const CubieCube& c) const {
  int x = -1;
  switch (phase) {
    case 1: x = phase1_coord(c); break;
    case 2: x = phase2_coord(c); break;
    case 3: x = phase3_coord(c); break;
    case 4: x = phase4_coord(c); break;
    default: return -1;
  }
  return x < 0 ? -1 : dist[phase - 1][x];
}

int Tables::phase4_move(int x, int face) const {
  const int s_half = x % 12;
  const int e = x / 12 % 24;
  const int m = x / 288 % 24;
  const int h = x / 6912;
  const int s_parity = half_turn_parity[h] ^ perm4_parity[m] ^ perm4_parity[e];
  const int s = 2 * s_half + (perm4_parity[2 * s_half] != s_parity);
  return phase4_encode(half_turn_move[h][face], slice_move[0][m][face], slice_move[1][e][face], slice_move[2][s][face]);
}

const Tables& tables() {
  static const Tables t = [] {
    const auto start = std::chrono::steady_clock::now();
    Tables r;
    build(r);
    r.build_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return r;
  }();
  return t;
}

}  // namespace cube::thistlethwaite
