// Made-up camera readings of real cubes, for the scan's tests and benchmark: a random
// state (the core's random states), painted in real sticker colours, lit by a
// coloured light, faces dim or bright, a brightness gradient across each face, glare
// on some stickers, clipped like a sensor, plus sensor noise, rounded to 8-bit sRGB.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "colour_space.h"
#include "core/puzzle.h"

namespace cube::scan {

// Ordinary: near-neutral light, even faces, little noise. The others are hard light:
// warm (tungsten, ~2700 K) or cool (shade) light uncorrected by the camera, faces from
// very dim to clipped, glare, and all of them at once.
enum class Lighting { Ordinary, Warm, Cool, DimBright, Glare, Hard };
inline constexpr Lighting kLightings[] = {Lighting::Ordinary,  Lighting::Warm,  Lighting::Cool,
                                          Lighting::DimBright, Lighting::Glare, Lighting::Hard};
const char* lighting_name(Lighting l);  // "ordinary", "warm", ...

// The colour of each face's stickers (U R F D L B = white red green yellow orange blue,
// the Western scheme) as sRGB: the Rubik's brand colours as commonly published
// (white FFFFFF, red B71234, green 009B48, yellow FFD500, orange FF5800, blue 0046AD).
extern const Vec3 kStickerSrgb[6];

struct SyntheticScan {
  std::string facelets;   // the state photographed, face letters
  std::vector<Vec3> rgb;  // what the camera measured, per sticker, 0..255 integers
};

SyntheticScan synthetic_scan(Puzzle p, Lighting l, uint64_t seed);

}  // namespace cube::scan
