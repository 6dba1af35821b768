// The breadth-first search that fills the reduction's distance tables (the centre
// stages' and the pairing's).
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

namespace cube::reduction {

inline constexpr uint8_t kUnreachable = 0xFF;

// Fills dist, every entry kUnreachable but the goals (0, and given as `frontier`), with
// each state's distance; after(s, m) is the state that turn m of `turns` takes s to.
// Frontier by frontier; once fewer states are left than the frontier holds, each one
// left looks for a neighbour in the frontier instead (the turn sets hold every turn's
// inverse), which halves the build. States no turn reaches count as left: the backward
// passes then start later, and stay correct.
template <class After>
void fill_distances(std::vector<uint8_t>& dist, std::vector<uint32_t> frontier, size_t turns, After after) {
  std::vector<uint32_t> next;
  size_t left = dist.size() - frontier.size();
  for (uint8_t depth = 0; !frontier.empty(); ++depth) {
    next.clear();
    if (left < frontier.size()) {
      for (uint32_t s = 0; s < dist.size(); ++s) {
        if (dist[s] != kUnreachable) continue;
        for (size_t m = 0; m < turns; ++m)
          if (dist[after(s, m)] == depth) {
            next.push_back(s);
            break;
          }
      }
      for (uint32_t s : next) dist[s] = depth + 1;
    } else {
      for (uint32_t s : frontier)
        for (size_t m = 0; m < turns; ++m) {
          const uint32_t a = after(s, m);
          if (dist[a] == kUnreachable) dist[a] = depth + 1, next.push_back(a);
        }
    }
    left -= next.size();
    frontier.swap(next);
  }
}

}  // namespace cube::reduction
