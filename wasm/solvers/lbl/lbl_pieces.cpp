#include "solvers/lbl/lbl_pieces.h"

#include <bit>
#include <chrono>

namespace cube::lbl {
namespace {

// Breadth-first search from the solved pieces of `set` (of a group whose solved piece
// states are `home`), moving each piece by `move`.
std::vector<uint8_t> bfs(const std::array<std::array<uint8_t, kBasicMoves>, kPieceStates>& move,
                         const std::array<uint8_t, 4>& home, int set) {
  const int k = std::popcount(static_cast<unsigned>(set));
  int size = 1;
  for (int i = 0; i < k; ++i) size *= kPieceStates;
  std::vector<uint8_t> dist(static_cast<size_t>(size), 0xff);
  std::array<uint8_t, 4> s{};
  for (int i = 0; i < 4; ++i) s[i] = home[i];
  std::vector<uint32_t> queue;
  queue.reserve(static_cast<size_t>(size));
  const int start = subset_index(s, set);
  dist[start] = 0;
  queue.push_back(static_cast<uint32_t>(start));
  for (size_t head = 0; head < queue.size(); ++head) {
    // Decode: the set's pieces, most significant first.
    uint32_t x = queue[head];
    for (int i = 3; i >= 0; --i)
      if ((set >> i) & 1) {
        s[i] = static_cast<uint8_t>(x % kPieceStates);
        x /= kPieceStates;
      }
    const uint8_t d = dist[queue[head]];
    for (int m = 0; m < kBasicMoves; ++m) {
      std::array<uint8_t, 4> n = s;
      for (int i = 0; i < 4; ++i)
        if ((set >> i) & 1) n[i] = move[s[i]][m];
      const int y = subset_index(n, set);
      if (dist[y] == 0xff) {
        dist[y] = static_cast<uint8_t>(d + 1);
        queue.push_back(static_cast<uint32_t>(y));
      }
    }
  }
  return dist;
}

void build(PieceTables& t) {
  const auto& mv = basic_move_cubies();
  for (int m = 0; m < kBasicMoves; ++m) {
    // After move m, position q holds what stood at m.ep[q] (cubie.h's multiply).
    for (int q = 0; q < kEdges; ++q)
      for (int o = 0; o < 2; ++o)
        t.edge_move[mv[m].ep[q] * 2 + o][m] = static_cast<uint8_t>(q * 2 + (o + mv[m].eo[q]) % 2);
    for (int q = 0; q < kCorners; ++q)
      for (int o = 0; o < 3; ++o)
        t.corner_move[mv[m].cp[q] * 3 + o][m] = static_cast<uint8_t>(q * 3 + (o + mv[m].co[q]) % 3);
  }
  std::array<uint8_t, 4> cross_home{}, corner_home{}, middle_home{};
  for (int i = 0; i < 4; ++i) {
    cross_home[i] = solved_edge_state(kCrossEdges[i]);
    corner_home[i] = solved_corner_state(kFirstCorners[i]);
    middle_home[i] = solved_edge_state(kMiddleEdges[i]);
  }
  t.cross = bfs(t.edge_move, cross_home, 15);
  for (int set = 1; set < 16; ++set) {
    t.corners[set] = bfs(t.corner_move, corner_home, set);
    t.middle[set] = bfs(t.edge_move, middle_home, set);
  }
  t.corners[0] = t.middle[0] = std::vector<uint8_t>(1, 0);
  // Corner and middle-edge pairs: a corner state times an edge state.
  auto pair_bfs = [&](std::array<uint8_t, kPieceStates * kPieceStates>& d, int corner, int edge) {
    d.fill(0xff);
    std::vector<int> queue{corner * kPieceStates + edge};
    d[queue[0]] = 0;
    for (size_t head = 0; head < queue.size(); ++head) {
      const int x = queue[head];
      for (int m = 0; m < kBasicMoves; ++m) {
        const int y = t.corner_move[x / kPieceStates][m] * kPieceStates + t.edge_move[x % kPieceStates][m];
        if (d[y] == 0xff) {
          d[y] = static_cast<uint8_t>(d[x] + 1);
          queue.push_back(y);
        }
      }
    }
  };
  for (int c = 0; c < 4; ++c)
    for (int e = 0; e < 4; ++e) {
      pair_bfs(t.pair[c][e], corner_home[c], middle_home[e]);
    }
}

}  // namespace

const PieceTables& piece_tables() {
  static const PieceTables t = [] {
    const auto start = std::chrono::steady_clock::now();
    PieceTables r;
    build(r);
    r.build_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return r;
  }();
  return t;
}

F2LState f2l_state(const CubieCube& c) {
  F2LState s;
  for (int q = 0; q < kEdges; ++q) {
    for (int i = 0; i < 4; ++i) {
      if (c.ep[q] == kCrossEdges[i]) s.cross[i] = static_cast<uint8_t>(q * 2 + c.eo[q]);
      if (c.ep[q] == kMiddleEdges[i]) s.middle[i] = static_cast<uint8_t>(q * 2 + c.eo[q]);
    }
  }
  for (int q = 0; q < kCorners; ++q)
    for (int i = 0; i < 4; ++i)
      if (c.cp[q] == kFirstCorners[i]) s.corners[i] = static_cast<uint8_t>(q * 3 + c.co[q]);
  return s;
}

}  // namespace cube::lbl
