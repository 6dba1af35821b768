// A plain breadth-first search over pairs of coordinates, the reference the five-phase
// edge tables are checked against: a pair (a, b) is coded a * base + b, and turn m takes
// it to (first[a * turns + m], second[b * turns + m]).
#pragma once
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace cube::reduction {

struct PairSearch {
  std::unordered_map<uint64_t, int> depth;  // every pair within the search's depth
  std::vector<uint64_t> frontier;           // the pairs at its last depth
};

// From the starts (duplicates counted once), `levels` turns deep; expects counts[d]
// pairs at each depth d (counts[0]: the starts), as cube555 counts for its table.
template <class First, class Second>
PairSearch search_pairs(const std::vector<uint64_t>& starts, uint64_t base, size_t turns, const First& first,
                        const Second& second, int levels, const size_t* counts) {
  PairSearch s;
  for (uint64_t k : starts)
    if (s.depth.emplace(k, 0).second) s.frontier.push_back(k);
  EXPECT_EQ(s.frontier.size(), counts[0]);
  std::vector<uint64_t> next;
  for (int d = 0; d < levels; ++d) {
    next.clear();
    for (uint64_t k : s.frontier)
      for (size_t m = 0; m < turns; ++m) {
        const uint64_t to = uint64_t{first[k / base * turns + m]} * base + second[k % base * turns + m];
        if (s.depth.emplace(to, d + 1).second) next.push_back(to);
      }
    EXPECT_EQ(next.size(), counts[d + 1]) << d + 1;
    s.frontier.swap(next);
  }
  return s;
}

}  // namespace cube::reduction
