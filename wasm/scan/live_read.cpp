#include "live_read.h"

#include <cstddef>
#include <limits>

namespace cube::scan {

namespace {
Vec3 look(const Vec3& rgb) { return lab_from_linear(brightness_removed(linear_from_srgb(rgb))); }
}  // namespace

std::vector<int> nearest_references(const std::vector<Vec3>& rgb, const std::vector<Vec3>& references) {
  std::vector<Vec3> refs;
  refs.reserve(references.size());
  for (const Vec3& r : references) refs.push_back(look(r));
  std::vector<int> out(rgb.size(), -1);
  for (std::size_t i = 0; i < rgb.size(); ++i) {
    const Vec3 f = look(rgb[i]);
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t k = 0; k < refs.size(); ++k) {
      double d = distance(f, refs[k]);
      if (d < best) best = d, out[i] = static_cast<int>(k);
    }
  }
  return out;
}

}  // namespace cube::scan
