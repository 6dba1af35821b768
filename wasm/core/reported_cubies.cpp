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

std::string sticker_tables_problem(const StickerTables& t) {
  std::set<int> seen;
  auto check = [&](int s, const std::string& where) -> std::string {
    if (s < 0 || s > 53) return where + " names sticker " + std::to_string(s) + ", not one of 0..53";
    if (s % 9 == 4) return where + " names sticker " + std::to_string(s) + ", a centre";
    if (!seen.insert(s).second) return where + " names sticker " + std::to_string(s) + " a second time";
    return "";
  };
  for (int i = 0; i < kCorners; ++i)
    for (int k = 0; k < 3; ++k)
      if (auto p = check(t.corners[i][k], "corner position " + std::to_string(i)); !p.empty()) return p;
  for (int i = 0; i < kEdges; ++i)
    for (int k = 0; k < 2; ++k)
      if (auto p = check(t.edges[i][k], "edge position " + std::to_string(i)); !p.empty()) return p;
  return "";
}

std::optional<std::string> facelets_of_reported(const CubieCube& c, const StickerTables& t, std::string& why) {
  why = sticker_tables_problem(t);
  if (!why.empty()) return std::nullopt;
  for (int i = 0; i < kCorners; ++i) {
    if (c.cp[i] >= kCorners || c.co[i] >= 3) {
      why = "corner position " + std::to_string(i) + " holds piece " + std::to_string(c.cp[i]) + " twisted " +
            std::to_string(c.co[i]) + " (pieces 0..7, twists 0..2)";
      return std::nullopt;
    }
  }
  for (int i = 0; i < kEdges; ++i) {
    if (c.ep[i] >= kEdges || c.eo[i] >= 2) {
      why = "edge position " + std::to_string(i) + " holds piece " + std::to_string(c.ep[i]) + " flipped " +
            std::to_string(c.eo[i]) + " (pieces 0..11, flips 0..1)";
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
