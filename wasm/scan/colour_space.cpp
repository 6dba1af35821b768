#include "colour_space.h"

#include <algorithm>
#include <cmath>

namespace cube::scan {

double srgb_to_linear(double v255) {
  double v = std::clamp(v255 / 255.0, 0.0, 1.0);
  return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

double linear_to_srgb(double v) {
  v = std::clamp(v, 0.0, 1.0);
  return 255.0 * (v <= 0.0031308 ? 12.92 * v : 1.055 * std::pow(v, 1.0 / 2.4) - 0.055);
}

Vec3 linear_from_srgb(const Vec3& rgb255) {
  return {srgb_to_linear(rgb255[0]), srgb_to_linear(rgb255[1]), srgb_to_linear(rgb255[2])};
}

namespace {
double lab_f(double t) {
  constexpr double kDelta = 6.0 / 29.0;
  return t > kDelta * kDelta * kDelta ? std::cbrt(t) : t / (3 * kDelta * kDelta) + 4.0 / 29.0;
}
}  // namespace

Vec3 lab_from_linear(const Vec3& lin) {
  // sRGB primaries to XYZ (D65), then XYZ relative to the D65 white.
  double x = 0.4124564 * lin[0] + 0.3575761 * lin[1] + 0.1804375 * lin[2];
  double y = 0.2126729 * lin[0] + 0.7151522 * lin[1] + 0.0721750 * lin[2];
  double z = 0.0193339 * lin[0] + 0.1191920 * lin[1] + 0.9503041 * lin[2];
  double fx = lab_f(x / 0.95047), fy = lab_f(y), fz = lab_f(z / 1.08883);
  return {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

double distance(const Vec3& a, const Vec3& b) {
  double d0 = a[0] - b[0], d1 = a[1] - b[1], d2 = a[2] - b[2];
  return std::sqrt(d0 * d0 + d1 * d1 + d2 * d2);
}

double saturation(const Vec3& lin) {
  double hi = std::max({lin[0], lin[1], lin[2]}), lo = std::min({lin[0], lin[1], lin[2]});
  return hi <= 0 ? 0 : 1 - lo / hi;
}

Vec3 brightness_removed(const Vec3& lin) {
  // A floor of one 8-bit step keeps a black reading from dividing by zero (it reads grey).
  constexpr double kFloor = 1.0 / 3300;
  Vec3 v{std::max(lin[0], kFloor), std::max(lin[1], kFloor), std::max(lin[2], kFloor)};
  double hi = std::max({v[0], v[1], v[2]});
  return {v[0] / hi, v[1] / hi, v[2] / hi};
}

}  // namespace cube::scan
