#include "solvers/fmc/fmc_space.h"

#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <utility>

#include "solvers/pocket/pocket_moves.h"
#include "solvers/thistlethwaite/thistlethwaite_tables.h"

namespace cube::fmc {
namespace th = thistlethwaite;
namespace {

constexpr int kMoves = 18;

uint32_t bits_of(int phase) {
  uint32_t b = 0;
  for (int k = 0; k < th::kPhaseMoveCount[phase]; ++k) b |= 1u << th::kPhaseMoves[phase][k];
  return b;
}

int mslice(const CubieCube& c) { return th::subset_rank(th::positions_of(c, th::slice_bits(th::kMSlice))); }

// Distances to `goal` backwards: y is one move from x when y * m = x, so y = x * m^-1.
template <class Next>
std::vector<uint8_t> bfs_back(int size, int goal, uint32_t moves, Next next) {
  std::vector<uint8_t> d(static_cast<size_t>(size), kUnreachable);
  std::vector<uint32_t> queue;
  queue.reserve(static_cast<size_t>(size));
  d[goal] = 0;
  queue.push_back(static_cast<uint32_t>(goal));
  for (size_t head = 0; head < queue.size(); ++head) {
    const uint32_t x = queue[head];
    for (int m = 0; m < kMoves; ++m) {
      if (!((moves >> m) & 1)) continue;
      const uint32_t y = static_cast<uint32_t>(next(x, pocket::inverse_of(m)));
      if (d[y] != kUnreachable) continue;
      d[y] = static_cast<uint8_t>(d[x] + 1);
      queue.push_back(y);
    }
  }
  return d;
}

struct Owned {
  SpaceTables view;
  std::vector<uint8_t> a, b;
};

Owned* build(Space s, uint32_t moves) {
  const th::Tables& t = th::tables();
  auto owned = std::make_unique<Owned>();
  owned->view.space = s;
  owned->view.moves = moves;
  const bool own_set = moves == space_moves(s);
  const CubieCube solved;
  const int slice_home = mslice(solved);
  const int n = th::kSlicePositions;
  switch (s) {
    case Space::EO:
      if (own_set) owned->view.dist = t.dist[0].data();
      else
        owned->a = bfs_back(th::kEdgeFlips, 0, moves, [&](uint32_t x, int m) { return t.flip_move[x * kMoves + m]; });
      break;
    case Space::DrFromEo:
      if (own_set) {
        owned->view.dist = t.dist[1].data();
        break;
      }
      [[fallthrough]];
    case Space::DrScratch:
      owned->a = bfs_back(th::kPhase2Size, slice_home, moves, [&](uint32_t x, int m) {
        return t.twist_move[(x / n) * kMoves + m] * n + t.subset_move[(x % n) * kMoves + m];
      });
      if (s == Space::DrScratch) {
        owned->b = bfs_back(th::kEdgeFlips * n, slice_home, moves, [&](uint32_t x, int m) {
          return t.flip_move[(x / n) * kMoves + m] * n + t.subset_move[(x % n) * kMoves + m];
        });
      }
      break;
    case Space::Htr: {
      if (own_set) {
        owned->view.dist = t.dist[2].data();
        break;
      }
      std::array<uint16_t, th::kEdgeSplits> split_subset{};
      for (int x = 0; x < n; ++x)
        if (t.split_of_subset[x] >= 0) split_subset[t.split_of_subset[x]] = static_cast<uint16_t>(x);
      owned->a = bfs_back(th::kPhase3Size, t.phase3_coord(solved), moves, [&](uint32_t x, int m) {
        const int coset = t.coset_move[(x / th::kEdgeSplits) * kMoves + m];
        const int set = t.subset_move[split_subset[x % th::kEdgeSplits] * kMoves + m];
        return coset * th::kEdgeSplits + t.split_of_subset[set];
      });
      break;
    }
    case Space::Finish:
      if (own_set) owned->view.dist = t.dist[3].data();
      else
        owned->a = bfs_back(th::kPhase4Size, t.phase4_coord(solved), moves,
                            [&](uint32_t x, int m) { return t.phase4_move(static_cast<int>(x), m / 3); });
      break;
  }
  if (!owned->a.empty()) owned->view.dist = owned->a.data();
  if (!owned->b.empty()) owned->view.dist2 = owned->b.data();
  return owned.release();
}

std::mutex& cache_mutex() {
  static std::mutex m;
  return m;
}
std::map<std::pair<int, uint32_t>, std::unique_ptr<Owned>>& cache() {
  static std::map<std::pair<int, uint32_t>, std::unique_ptr<Owned>> c;
  return c;
}

}  // namespace

uint32_t space_moves(Space s) {
  switch (s) {
    case Space::EO:
    case Space::DrScratch: return 0x3FFFFu;
    case Space::DrFromEo: return bits_of(1);
    case Space::Htr: return bits_of(2);
    case Space::Finish: return bits_of(3);
  }
  return 0;
}

int SpaceTables::estimate(const CubieCube& c) const {
  const th::Tables& t = th::tables();
  int x = -1;
  switch (space) {
    case Space::EO: return dist[th::edge_flip_coord(c)];
    case Space::DrFromEo:
      if (th::edge_flip_coord(c) != 0) return kUnreachable;
      return dist[th::corner_twist_coord(c) * th::kSlicePositions + mslice(c)];
    case Space::DrScratch: {
      const int s = mslice(c);
      const int a = dist[th::corner_twist_coord(c) * th::kSlicePositions + s];
      const int b = dist2[th::edge_flip_coord(c) * th::kSlicePositions + s];
      return a > b ? a : b;
    }
    case Space::Htr: x = t.phase3_coord(c); break;
    case Space::Finish: x = t.phase4_coord(c); break;
  }
  return x < 0 ? kUnreachable : dist[x];
}

const SpaceTables& space_tables(Space s, uint32_t moves) {
  moves &= space_moves(s);
  std::lock_guard<std::mutex> lock(cache_mutex());
  auto& slot = cache()[{static_cast<int>(s), moves}];
  if (!slot) slot.reset(build(s, moves));
  return slot->view;
}

double prepare_spaces() {
  const auto start = std::chrono::steady_clock::now();
  for (Space s : {Space::EO, Space::DrFromEo, Space::DrScratch, Space::Htr, Space::Finish})
    space_tables(s, space_moves(s));
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

bool spaces_ready() {
  std::lock_guard<std::mutex> lock(cache_mutex());
  return cache().count({static_cast<int>(Space::DrScratch), space_moves(Space::DrScratch)}) > 0;
}

}  // namespace cube::fmc
