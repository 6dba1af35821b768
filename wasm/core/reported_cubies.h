// Cubie arrays as a device reports them (smart cubes, web/smartcube): its own numbering
// of the corner and edge positions, each position named by its stickers, the first the
// one the orientation counts from. The core turns them into facelets, so no protocol
// decoder re-implements the cube.
#pragma once
#include <array>
#include <optional>
#include <string>

#include "cubie.h"
#include "message_out.h"

namespace cube {

struct StickerTables {
  std::array<std::array<int, 3>, kCorners> corners;
  std::array<std::array<int, 2>, kEdges> edges;
};

// Kociemba's own (kCornerFacelets3, kEdgeFacelets3): URF UFL ... and UR UF ... .
StickerTables kociemba_sticker_tables();

// What is wrong with `t` ("" when nothing): every sticker a facelet index 0..53, no
// centre, none named twice.
Message sticker_tables_problem(const StickerTables& t);

// The facelets of `c` read through `t`: position i's stickers get piece c.cp[i] (the
// piece whose home is position c.cp[i] of the same tables) turned by c.co[i]. nullopt
// when a value is out of range (then the reason is in `why`). The result is not
// validated: a validator (validate.h) says whether it is a state.
std::optional<std::string> facelets_of_reported(const CubieCube& c, const StickerTables& t, MessageOut why);

}  // namespace cube
