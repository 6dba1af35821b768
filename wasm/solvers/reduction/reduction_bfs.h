// The breadth-first search that fills the reduction's distance tables (the centre
// stages' and the pairing's).
#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace cube::reduction {

inline constexpr uint8_t kUnreachable = 0xFF;

// The share of a table filled so far (0..1), now and then while it is filled.
using FillProgress = std::function<void(double fraction)>;

// The entries of `frontier` (all of dist's at `depth`) in increasing order: a large one
// read off the table in one sequential pass, a small one sorted.
inline void sort_frontier(std::vector<uint32_t>& frontier, const std::vector<uint8_t>& dist, uint8_t depth) {
  if (frontier.size() < dist.size() / 32) {
    std::sort(frontier.begin(), frontier.end());
    return;
  }
  frontier.resize(frontier.size() + 1);  // the branch-free write's spare slot
  size_t n = 0;
  for (uint32_t s = 0; s < dist.size(); ++s) {
    frontier[n] = s;
    n += dist[s] == depth;
  }
  frontier.resize(n);
}

// Fills dist, every entry kUnreachable but the goals (0, and given as `frontier`), with
// each state's distance; after(s, m) is the state that turn m of `turns` takes s to.
// Frontier by frontier; once fewer states are left than the frontier holds, each one
// left looks for a neighbour in the frontier instead (the turn sets hold every turn's
// inverse), which halves the build. States no turn reaches count as left: the backward
// passes then start later, and stay correct. progress (if any) hears the share of
// states filled every 2^16 states looked at, so it rises with the work done.
template <class After>
void fill_distances(std::vector<uint8_t>& dist, std::vector<uint32_t> frontier, size_t turns, After after,
                    const FillProgress& progress = {}) {
  std::vector<uint32_t> next;
  size_t left = dist.size() - frontier.size();
  const auto tell = [&](size_t looked) {
    if (progress && (looked & 0xFFFF) == 0)
      progress(static_cast<double>(dist.size() - left + next.size()) / static_cast<double>(dist.size()));
  };
  for (uint8_t depth = 0; !frontier.empty(); ++depth) {
    next.clear();
    if (left < frontier.size()) {
      for (uint32_t s = 0; s < dist.size(); ++s) {
        tell(s);
        if (dist[s] != kUnreachable) continue;
        for (size_t m = 0; m < turns; ++m)
          if (dist[after(s, m)] == depth) {
            next.push_back(s);
            break;
          }
      }
      for (uint32_t s : next) dist[s] = depth + 1;
    } else {
      for (size_t f = 0; f < frontier.size(); ++f) {
        tell(f);
        const uint32_t s = frontier[f];
        for (size_t m = 0; m < turns; ++m) {
          const uint32_t a = after(s, m);
          if (dist[a] == kUnreachable) dist[a] = depth + 1, next.push_back(a);
        }
      }
      // The next frontier in index order: a table kept by rows (a symmetry class's, a
      // coordinate's) then reads and writes near the row before, not all over it (the
      // 5x5x5's phase-5 edge table: 4.4 -> 1.7 CPU-s). Any order fills the same.
      sort_frontier(next, dist, depth + 1);
    }
    left -= next.size();
    frontier.swap(next);
  }
}

}  // namespace cube::reduction
