#include "synthetic_scan.h"

#include <algorithm>
#include <cmath>
#include <string_view>

#include "core/face.h"
#include "core/random_state.h"

namespace cube::scan {

const Vec3 kStickerSrgb[6] = {{255, 255, 255}, {183, 18, 52}, {0, 155, 72}, {255, 213, 0}, {255, 88, 0}, {0, 70, 173}};

const char* lighting_name(Lighting l) {
  switch (l) {
    case Lighting::Ordinary: return "ordinary";
    case Lighting::Warm: return "warm";
    case Lighting::Cool: return "cool";
    case Lighting::DimBright: return "dim-bright";
    case Lighting::Glare: return "glare";
    case Lighting::Hard: return "hard";
  }
  return "?";
}

namespace {

double uniform(Rng& rng, double lo, double hi) {
  return lo + (hi - lo) * static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
}

double gaussian(Rng& rng) {  // Box-Muller
  double u = uniform(rng, 1e-12, 1), v = uniform(rng, 0, 1);
  return std::sqrt(-2 * std::log(u)) * std::cos(6.283185307179586 * v);
}

struct Light {
  Vec3 tint{1, 1, 1};                    // the light's colour as the camera sees it (largest channel 1)
  double exposure = 0.85;                // the camera's, for a white sticker at face brightness 1
  double face_lo = 0.8, face_hi = 1.05;  // each face's brightness, drawn in this range
  double dim_or_bright = 0;              // chance a face is very dim (0.15-0.35) or over-bright (1.2-1.6)
  double gradient = 0.1;                 // brightness change from the face's centre to its edge
  int glare_max = 0;                     // stickers under glare: 0..glare_max (at least 1 if glare_min)
  int glare_min = 0;
  double noise = 1.5;  // sensor noise, standard deviation in 8-bit sRGB steps
};

Light light_for(Lighting l, Rng& rng) {
  Light light;
  auto neutral = [&] { light.tint = {1 - uniform(rng, 0, 0.06), 1, 1 - uniform(rng, 0, 0.06)}; };
  auto warm = [&] { light.tint = {1, uniform(rng, 0.68, 0.8), uniform(rng, 0.38, 0.55)}; };
  auto cool = [&] { light.tint = {uniform(rng, 0.68, 0.8), uniform(rng, 0.84, 0.92), 1}; };
  switch (l) {
    case Lighting::Ordinary: neutral(); break;
    case Lighting::Warm: warm(), light.face_lo = 0.6, light.face_hi = 1.1, light.gradient = 0.2, light.noise = 3; break;
    case Lighting::Cool: cool(), light.face_lo = 0.6, light.face_hi = 1.1, light.gradient = 0.2, light.noise = 3; break;
    case Lighting::DimBright: neutral(), light.dim_or_bright = 0.5, light.gradient = 0.15, light.noise = 3; break;
    case Lighting::Glare: neutral(), light.glare_min = 1, light.glare_max = 4, light.noise = 2; break;
    case Lighting::Hard:
      if (rng.below(2)) warm();
      else cool();
      light.face_lo = 0.6, light.face_hi = 1.1, light.dim_or_bright = 0.35, light.gradient = 0.3;
      light.glare_max = 3, light.noise = 4;
      break;
  }
  light.exposure = uniform(rng, 0.75, 0.95);
  return light;
}

}  // namespace

SyntheticScan synthetic_scan(Puzzle p, Lighting l, uint64_t seed) {
  SyntheticScan out;
  out.facelets = random_facelets(p, seed);
  Rng rng(seed ^ 0x5ca11ed5ca11edULL);
  Light light = light_for(l, rng);
  const int side = size_of(p), per = side * side, n = sticker_count(p);
  std::vector<double> glare(n, 0);
  int glared = light.glare_min + static_cast<int>(rng.below(light.glare_max - light.glare_min + 1));
  for (int g = 0; g < glared; ++g) glare[rng.below(n)] = uniform(rng, 0.3, 1.0);
  out.rgb.resize(n);
  for (int f = 0; f < kFaces; ++f) {
    double face = uniform(rng, light.face_lo, light.face_hi);
    if (uniform(rng, 0, 1) < light.dim_or_bright)
      face = rng.below(2) ? uniform(rng, 0.15, 0.35) : uniform(rng, 1.2, 1.6);
    double angle = uniform(rng, 0, 6.283185307179586), amount = uniform(rng, 0, light.gradient);
    for (int s = 0; s < per; ++s) {
      const int i = f * per + s;
      const double mid = (side - 1) / 2.0;
      const double x = (s % side - mid) / mid, y = (s / side - mid) / mid;
      const double bright = face * (1 + amount * (x * std::cos(angle) + y * std::sin(angle)));
      const Vec3 paint = linear_from_srgb(kStickerSrgb[std::string_view(kFaceNames).find(out.facelets[i])]);
      for (int c = 0; c < 3; ++c) {
        double v = light.tint[c] * (paint[c] * light.exposure * bright + glare[i]);
        double measured = linear_to_srgb(std::min(v, 1.0)) + light.noise * gaussian(rng);
        out.rgb[i][c] = std::clamp(std::round(measured), 0.0, 255.0);
      }
    }
  }
  return out;
}

}  // namespace cube::scan
