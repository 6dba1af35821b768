#include "core/min_cost_assignment.h"

#include <limits>

namespace cube {

std::vector<int> min_cost_assignment(const std::vector<double>& cost, int n) {
  // Potentials u (rows) and v (columns), 1-based with a virtual column 0.
  const double kInf = std::numeric_limits<double>::infinity();
  std::vector<double> u(n + 1), v(n + 1), minv(n + 1);
  std::vector<int> p(n + 1), way(n + 1);
  std::vector<char> used(n + 1);
  for (int i = 1; i <= n; ++i) {
    p[0] = i;
    int j0 = 0;
    minv.assign(n + 1, kInf);
    used.assign(n + 1, 0);
    do {
      used[j0] = 1;
      int i0 = p[j0], j1 = 0;
      double delta = kInf;
      for (int j = 1; j <= n; ++j) {
        if (used[j]) continue;
        double cur = cost[(i0 - 1) * n + (j - 1)] - u[i0] - v[j];
        if (cur < minv[j]) minv[j] = cur, way[j] = j0;
        if (minv[j] < delta) delta = minv[j], j1 = j;
      }
      for (int j = 0; j <= n; ++j) {
        if (used[j]) u[p[j]] += delta, v[j] -= delta;
        else minv[j] -= delta;
      }
      j0 = j1;
    } while (p[j0] != 0);
    do {
      int j1 = way[j0];
      p[j0] = p[j1];
      j0 = j1;
    } while (j0 != 0);
  }
  std::vector<int> column(n);
  for (int j = 1; j <= n; ++j) column[p[j] - 1] = j - 1;
  return column;
}

}  // namespace cube
