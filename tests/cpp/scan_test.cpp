// The camera scan's colour decision: accuracy on synthetic readings of the core's random
// states under each kind of light (floors from the measured rates, docs/BENCHMARKS.md),
// red and orange under warm light settled by the pieces, refusals that name stickers.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "core/face.h"
#include "core/validate.h"
#include "scan/colour_space.h"
#include "scan/live_read.h"
#include "scan/scan.h"
#include "scan/synthetic_scan.h"

namespace cube::scan {
namespace {

// Exactly read: the same state (a 2x2x2 as the core reads it, its DBL corner home).
double exact_fraction(Puzzle p, Lighting l, int count) {
  int exact = 0;
  for (int seed = 1; seed <= count; ++seed) {
    SyntheticScan reading = synthetic_scan(p, l, seed);
    ScanResult r = scan_colours(p, reading.rgb);
    exact += r.ok() && r.facelets == validate(p, reading.facelets).facelets;
  }
  return static_cast<double>(exact) / count;
}

TEST(ScanAccuracy, Cube3EveryOrdinaryLightCubeAndAtLeast995PercentOfHardLight) {
  EXPECT_EQ(exact_fraction(Puzzle::Cube3, Lighting::Ordinary, 1000), 1.0);
  for (Lighting l : {Lighting::Warm, Lighting::Cool, Lighting::DimBright})
    EXPECT_GE(exact_fraction(Puzzle::Cube3, l, 500), 0.995) << lighting_name(l);
  // Glare, and everything at once (coloured light, dim and clipped faces, gradients,
  // glare, noise of 4 steps): measured 99.9% on these seeds and 99.87% / 99.97% on
  // seeds 5001-8000 (docs/BENCHMARKS.md); the floor is 99.5%.
  EXPECT_GE(exact_fraction(Puzzle::Cube3, Lighting::Glare, 1000), 0.995);
  EXPECT_GE(exact_fraction(Puzzle::Cube3, Lighting::Hard, 1000), 0.995);
}

TEST(ScanAccuracy, Cube2EveryOrdinaryLightCube) {
  // No centres: the colours are six clusters of four, and glare on up to 4 of 24
  // stickers can make a group of its own; several groupings are refined. Measured on
  // seeds 1-1000: glare 99.5%, hard 99.7% (99.7% / 99.6% on seeds 5001-7000; before the
  // several groupings 99.1% / 99.3%); warm, cool, dim-bright 100% (docs/BENCHMARKS.md).
  // The floor is 99.5%.
  EXPECT_EQ(exact_fraction(Puzzle::Cube2, Lighting::Ordinary, 500), 1.0);
  for (Lighting l : {Lighting::Warm, Lighting::Cool, Lighting::DimBright})
    EXPECT_GE(exact_fraction(Puzzle::Cube2, l, 500), 0.995) << lighting_name(l);
  EXPECT_GE(exact_fraction(Puzzle::Cube2, Lighting::Glare, 1000), 0.995);
  EXPECT_GE(exact_fraction(Puzzle::Cube2, Lighting::Hard, 1000), 0.995);
}

// The first non-centre sticker of `face` on a 3x3x3 state.
int first_sticker_of(const std::string& facelets, char face) {
  for (int i = 0; i < 54; ++i)
    if (facelets[i] == face && i % 9 != 4) return i;
  return -1;
}

TEST(ScanColours, RedReadAsOrangeUnderWarmLightIsSettledByThePieces) {
  int settled = 0;
  for (int seed = 1; seed <= 20; ++seed) {
    SyntheticScan reading = synthetic_scan(Puzzle::Cube3, Lighting::Warm, seed);
    // A red (R) sticker measured exactly as the orange (L) centre: alone it is orange.
    const int red = first_sticker_of(reading.facelets, 'R');
    reading.rgb[red] = reading.rgb[9 * 4 + 4];
    ScanResult r = scan_colours(Puzzle::Cube3, reading.rgb);
    ASSERT_TRUE(r.ok()) << seed << ": " << (r.problems.empty() ? "" : r.problems[0].message);
    EXPECT_EQ(r.facelets, reading.facelets) << seed;
    EXPECT_LT(r.confidence[red], 0.5) << seed;  // the page outlines it for a look
    settled += r.facelets == reading.facelets;
  }
  EXPECT_EQ(settled, 20);
}

TEST(ScanColours, ACentreUnderGlareStillNamesItsColour) {
  // Hard light with one centre under glare that clips it near white: the colour of its
  // face comes from the eight other stickers of that colour (groups of nine), not from
  // the centre alone. Measured 295 of 300 (the centres as the only references: 287).
  int exact = 0;
  for (int seed = 1; seed <= 50; ++seed)
    for (int face = 0; face < 6; ++face) {
      SyntheticScan reading = synthetic_scan(Puzzle::Cube3, Lighting::Hard, seed);
      for (double& c : reading.rgb[9 * face + 4]) c = std::min(255.0, 240 + c * 0.06);
      ScanResult r = scan_colours(Puzzle::Cube3, reading.rgb);
      exact += r.ok() && r.facelets == reading.facelets;
    }
  EXPECT_GE(exact, 292);
}

TEST(ScanColours, ConfidenceIsHighWhereThePixelsAgree) {
  SyntheticScan reading = synthetic_scan(Puzzle::Cube3, Lighting::Ordinary, 7);
  ScanResult r = scan_colours(Puzzle::Cube3, reading.rgb);
  ASSERT_TRUE(r.ok());
  ASSERT_EQ(r.confidence.size(), 54u);
  for (double c : r.confidence) EXPECT_GT(c, 0.9);
}

TEST(ScanColours, RefusesAReadingThatIsNotOneCubeAndNamesTheStickers) {
  // The U face photographed again in place of the D face: 18 of one colour.
  SyntheticScan reading = synthetic_scan(Puzzle::Cube3, Lighting::Ordinary, 11);
  for (int s = 0; s < 9; ++s) reading.rgb[27 + s] = reading.rgb[s];
  ScanResult r = scan_colours(Puzzle::Cube3, reading.rgb);
  EXPECT_FALSE(r.ok());
  ASSERT_FALSE(r.problems.empty());
  EXPECT_NE(r.problems[0].message.find("sticker "), std::string::npos) << r.problems[0].message;
  EXPECT_NE(r.problems[0].message.find("nearest valid cube needs"), std::string::npos);
  EXPECT_FALSE(r.nearest.empty());
}

TEST(ScanColours, RefusesCentresThatLookAlike) {
  SyntheticScan reading = synthetic_scan(Puzzle::Cube3, Lighting::Ordinary, 12);
  // Every orange (L) sticker reads as the red (R) centre: an orange cube face under a red light.
  for (int i = 0; i < 54; ++i)
    if (reading.facelets[i] == 'L') reading.rgb[i] = reading.rgb[9 * 1 + 4];
  ScanResult r = scan_colours(Puzzle::Cube3, reading.rgb);
  EXPECT_FALSE(r.ok());
  bool named = false;
  for (const ScanProblem& p : r.problems) named |= p.message.find("R and L colours look alike") != std::string::npos;
  EXPECT_TRUE(named);
}

TEST(ScanColours, WrongStickerCountIsAProblemNotACrash) {
  ScanResult r = scan_colours(Puzzle::Cube3, std::vector<Vec3>(53, Vec3{128, 128, 128}));
  EXPECT_FALSE(r.ok());
  ASSERT_EQ(r.problems.size(), 1u);
  EXPECT_EQ(r.problems[0].message, "a 3x3x3 has 54 stickers, not 53");
  // All grey: no colours to tell apart.
  EXPECT_FALSE(scan_colours(Puzzle::Cube3, std::vector<Vec3>(54, Vec3{128, 128, 128})).ok());
  EXPECT_FALSE(scan_colours(Puzzle::Cube2, std::vector<Vec3>(24, Vec3{0, 0, 0})).ok());
}

TEST(ScanLiveRead, EachStickerNamesTheNearestCentreWhateverItsBrightness) {
  // Ordinary light: every sticker's nearest centre is its own colour's, dim or bright.
  SyntheticScan reading = synthetic_scan(Puzzle::Cube3, Lighting::Ordinary, 5);
  std::vector<Vec3> centres;
  for (int f = 0; f < 6; ++f) centres.push_back(reading.rgb[9 * f + 4]);
  for (Vec3& c : reading.rgb)
    for (double& v : c) v = std::round(v * 0.4);  // a dim room
  std::vector<int> nearest = nearest_references(reading.rgb, centres);
  ASSERT_EQ(nearest.size(), 54u);
  for (int i = 0; i < 54; ++i) EXPECT_EQ(kFaceNames[nearest[i]], reading.facelets[i]) << i;
  EXPECT_EQ(nearest_references(reading.rgb, {}), std::vector<int>(54, -1));
}

TEST(ScanColourSpace, LabOfSrgbReferences) {
  Vec3 white = lab_from_linear(linear_from_srgb({255, 255, 255}));
  EXPECT_NEAR(white[0], 100, 0.01);
  EXPECT_NEAR(white[1], 0, 0.01);
  EXPECT_NEAR(white[2], 0, 0.01);
  Vec3 red = lab_from_linear(linear_from_srgb({255, 0, 0}));  // published: 53.24, 80.09, 67.20
  EXPECT_NEAR(red[0], 53.24, 0.05);
  EXPECT_NEAR(red[1], 80.09, 0.05);
  EXPECT_NEAR(red[2], 67.20, 0.05);
  EXPECT_NEAR(linear_to_srgb(srgb_to_linear(200)), 200, 1e-9);
}

}  // namespace
}  // namespace cube::scan
