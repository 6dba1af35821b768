// Colour arithmetic of the scan: sRGB (0-255) to linear light, linear RGB to CIELAB
// (D65), and the chroma test that finds the white stickers. Light is multiplicative in
// linear RGB, so white balance and brightness are corrected there, distances taken in
// CIELAB (roughly perceptual: a difference of 1 is about the least a person sees).
#pragma once
#include <array>

namespace cube::scan {

using Vec3 = std::array<double, 3>;

double srgb_to_linear(double v255);  // one channel, 0..255 -> 0..1 (IEC 61966-2-1)
double linear_to_srgb(double v);     // 0..1 -> 0..255 (not rounded)
Vec3 linear_from_srgb(const Vec3& rgb255);
Vec3 lab_from_linear(const Vec3& lin);  // CIELAB, D65 white
double distance(const Vec3& a, const Vec3& b);
// 1 - min/max of the linear channels: 0 for grey/white, 1 for a pure hue.
double saturation(const Vec3& lin);
// The colour scaled so its largest channel is 1: brightness removed, hue and
// saturation kept (a dim face and a bright face then look alike).
Vec3 brightness_removed(const Vec3& lin);

}  // namespace cube::scan
