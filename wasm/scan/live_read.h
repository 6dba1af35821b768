// The camera scan's live read: while a face is held up, which of the given reference
// colours each sticker of it looks most like (brightness removed, CIELAB), so the page
// can write a letter in each cell of its grid. Only a preview: the cube is decided by
// scan_colours once every face is captured, from all the stickers together.
#pragma once
#include <vector>

#include "colour_space.h"

namespace cube::scan {

// rgb, references: measured sRGB colours (0..255). Answers, per sticker, the index of
// its nearest reference (-1 for none given).
std::vector<int> nearest_references(const std::vector<Vec3>& rgb, const std::vector<Vec3>& references);

}  // namespace cube::scan
