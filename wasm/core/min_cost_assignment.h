// Minimum-cost assignment (the Hungarian method, O(n^3)): rows to distinct columns.
// The scan uses it to give each corner and edge position a distinct piece, and each
// sticker of a 2x2x2 one of six equal-sized colour groups; the big cubes' reduction to
// give each bar of centres one of six colours, four bars a colour (reduction_bars.cpp).
#pragma once
#include <vector>

namespace cube {

// cost is n x n, row-major; returns the column of each row.
std::vector<int> min_cost_assignment(const std::vector<double>& cost, int n);

}  // namespace cube
