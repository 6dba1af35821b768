#include "piece_lookup.h"

#include <array>

#include "cubie.h"

namespace cube {
namespace {

// Reading table over every face triple / pair, built once.
struct PieceTables {
  std::array<PieceReading, 6 * 6 * 6> corners;
  std::array<PieceReading, 6 * 6> edges;
  PieceTables() {
    // to_facelets puts the piece's k-th sticker at facelet (k + orientation) % 3.
    for (int j = 0; j < kCorners; ++j)
      for (int ori = 0; ori < 3; ++ori) {
        int r[3];
        for (int k = 0; k < 3; ++k) r[(k + ori) % 3] = corner_face(j, k);
        corners[(r[0] * 6 + r[1]) * 6 + r[2]] = {j, ori};
      }
    for (int j = 0; j < kEdges; ++j)
      for (int ori = 0; ori < 2; ++ori) {
        int r[2];
        for (int k = 0; k < 2; ++k) r[(k + ori) % 2] = edge_face(j, k);
        edges[r[0] * 6 + r[1]] = {j, ori};
      }
  }
};

const PieceTables& tables() {
  static const PieceTables t;
  return t;
}

bool is_face(int f) { return f >= 0 && f < 6; }

}  // namespace

int corner_face(int corner, int k) { return kCornerFacelets3[corner][k] / 9; }
int edge_face(int edge, int k) { return kEdgeFacelets3[edge][k] / 9; }

PieceReading identify_corner(int a, int b, int c) {
  if (!is_face(a) || !is_face(b) || !is_face(c)) return {};
  return tables().corners[(a * 6 + b) * 6 + c];
}

PieceReading identify_edge(int a, int b) {
  if (!is_face(a) || !is_face(b)) return {};
  return tables().edges[a * 6 + b];
}

}  // namespace cube
