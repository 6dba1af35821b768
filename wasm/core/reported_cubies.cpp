#include "reported_cubies.h"

#include <set>

#include "face.h"

namespace cube {

StickerTables kociemba_sticker_tables() {
  StickerTables t{};
  for (int i = 0; i < kCorners; ++i)
    for (int k = 0; k < 3; ++k) t.corners[i][k] = kCornerFacelets3[i][k];
  for (int i = 0; i < kEdges; ++i)
    for (int k = 0; k < 2; ++k) t.edges[i][k] = kEdgeFacelets3[i][k];
  return t;
}

Message sticker_tables_problem(const StickerTables& t) {
  std::set<int> seen;
  auto check = [&](int s, const char* kind, int position) -> Message {
    const char* why = s < 0 || s > 53 ? "range" : s % 9 == 4 ? "centre" : !seen.insert(s).second ? "twice" : "";
    if (!*why) return {};
    return message("smart_sticker", {{"kind", kind}, {"position", position}, {"sticker", s}, {"why", why}});
  };
  for (int i = 0; i < kCorners; ++i)
    for (int k = 0; k < 3; ++k)
      if (Message p = check(t.corners[i][k], "corner", i); !p.empty()) return p;
  for (int i = 0; i < kEdges; ++i)
    for (int k = 0; k < 2; ++k)
      if (Message p = check(t.edges[i][k], "edge", i); !p.empty()) return p;
  return {};
}

std::optional<std::string> facelets_of_reported(const CubieCube& c, const StickerTables& t, MessageOut why) {
  if (Message problem = sticker_tables_problem(t); !problem.empty()) {
    why.set(std::move(problem));
    return std::nullopt;
  }
  for (int i = 0; i < kCorners; ++i) {
    if (c.cp[i] >= kCorners || c.co[i] >= 3) {
      why.set(message("smart_piece", {{"kind", "corner"}, {"position", i}, {"piece", c.cp[i]}, {"turn", c.co[i]}}));
      return std::nullopt;
    }
  }
  for (int i = 0; i < kEdges; ++i) {
    if (c.ep[i] >= kEdges || c.eo[i] >= 2) {
      why.set(message("smart_piece", {{"kind", "edge"}, {"position", i}, {"piece", c.ep[i]}, {"turn", c.eo[i]}}));
      return std::nullopt;
    }
  }
  std::string s(54, '?');
  for (int f = 0; f < kFaces; ++f) s[9 * f + 4] = kFaceNames[f];
  // A sticker's colour is the face its home sticker lies on.
  for (int i = 0; i < kCorners; ++i)
    for (int k = 0; k < 3; ++k) s[t.corners[i][(k + c.co[i]) % 3]] = kFaceNames[t.corners[c.cp[i]][k] / 9];
  for (int i = 0; i < kEdges; ++i)
    for (int k = 0; k < 2; ++k) s[t.edges[i][(k + c.eo[i]) % 2]] = kFaceNames[t.edges[c.ep[i]][k] / 9];
  return s;
}

}  // namespace cube
