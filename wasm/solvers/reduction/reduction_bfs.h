// The breadth-first search that fills the reduction's distance tables (the centre
// stages' and the pairing's).
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace cube::reduction {

inline constexpr uint8_t kUnreachable = 0xFF;

// The share of a table filled so far (0..1), now and then while it is filled.
using FillProgress = std::function<void(double fraction)>;

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
    }
    left -= next.size();
    frontier.swap(next);
  }
}

}  // namespace cube::reduction
