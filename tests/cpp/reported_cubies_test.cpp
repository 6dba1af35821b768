// A device's cubie arrays read through sticker tables (core/reported_cubies.h): with
// Kociemba's own tables they are to_facelets; with a relabelled numbering (positions
// shuffled, each turned) the same state comes out; bad tables and values are named.
#include "core/reported_cubies.h"

#include <gtest/gtest.h>

#include "core/random_state.h"

namespace cube {
namespace {

TEST(ReportedCubies, KociembaTablesAreToFacelets) {
  Rng rng(7);
  const StickerTables t = kociemba_sticker_tables();
  for (int i = 0; i < 200; ++i) {
    const CubieCube c = random_cubie(rng);
    std::string why;
    const auto s = facelets_of_reported(c, t, &why);
    ASSERT_TRUE(s.has_value()) << why;
    EXPECT_EQ(*s, to_facelets(c));
  }
}

TEST(ReportedCubies, ARelabelledNumberingGivesTheSameState) {
  // A device that numbers the positions backwards and names each corner from its
  // second sticker: its arrays for the same state differ, its facelets do not.
  const StickerTables k = kociemba_sticker_tables();
  StickerTables t{};
  for (int i = 0; i < kCorners; ++i)
    for (int s = 0; s < 3; ++s) t.corners[i][s] = k.corners[kCorners - 1 - i][(s + 1) % 3];
  for (int i = 0; i < kEdges; ++i)
    for (int s = 0; s < 2; ++s) t.edges[i][s] = k.edges[kEdges - 1 - i][(s + 1) % 2];
  Rng rng(11);
  for (int n = 0; n < 100; ++n) {
    const CubieCube c = random_cubie(rng);
    CubieCube d;
    // Position P(i) = 7 - i holds piece P(c.cp[P(i)]); twists shift with the reference
    // sticker of both the position and the piece, which cancel here (both shifted by 1).
    for (int i = 0; i < kCorners; ++i) {
      d.cp[i] = static_cast<uint8_t>(kCorners - 1 - c.cp[kCorners - 1 - i]);
      d.co[i] = c.co[kCorners - 1 - i];
    }
    for (int i = 0; i < kEdges; ++i) {
      d.ep[i] = static_cast<uint8_t>(kEdges - 1 - c.ep[kEdges - 1 - i]);
      d.eo[i] = c.eo[kEdges - 1 - i];
    }
    std::string why;
    EXPECT_EQ(facelets_of_reported(d, t, &why).value_or(why), to_facelets(c));
  }
}

TEST(ReportedCubies, NamesWhatIsWrong) {
  StickerTables t = kociemba_sticker_tables();
  CubieCube c;
  std::string why;
  t.corners[2][1] = 13;
  EXPECT_FALSE(facelets_of_reported(c, t, &why));
  EXPECT_EQ(why, "corner position 2 names sticker 13, a centre");
  t = kociemba_sticker_tables();
  t.edges[5][0] = t.edges[4][0];
  EXPECT_FALSE(facelets_of_reported(c, t, &why));
  EXPECT_EQ(why, "edge position 5 names sticker 32 a second time");
  t = kociemba_sticker_tables();
  c.co[3] = 3;
  EXPECT_FALSE(facelets_of_reported(c, t, &why));
  EXPECT_EQ(why, "corner position 3 holds piece 3 twisted 3 (pieces 0..7, twists 0..2)");
  // The same as a code (the page says it in its language), its English the same words.
  Message said;
  EXPECT_FALSE(facelets_of_reported(c, t, &said));
  EXPECT_EQ(said.code, "smart_piece");
  EXPECT_EQ(said.english(), why);
}

}  // namespace
}  // namespace cube
