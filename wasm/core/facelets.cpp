#include "facelets.h"

#include <span>

#include "geometry.h"

namespace cube {

std::string solved_facelets(Puzzle p) {
  const int per_face = size_of(p) * size_of(p);
  std::string s;
  s.reserve(sticker_count(p));
  for (int f = 0; f < kFaces; ++f) s.append(per_face, kFaceNames[f]);
  return s;
}

int apply_moves(Puzzle p, std::string& facelets, const std::vector<Move>& moves) {
  const int n = size_of(p);
  // Resolve every move first so a bad one leaves the facelets untouched.
  std::vector<std::span<const int>> perms;
  perms.reserve(moves.size());
  for (size_t i = 0; i < moves.size(); ++i) {
    LayerTurn t;
    if (!layer_turn(moves[i], n, t)) return static_cast<int>(i);
    perms.push_back(cached_sticker_permutation(t, n));
  }
  // A string of the wrong length has no sticker positions to permute.
  if (static_cast<int>(facelets.size()) != sticker_count(p)) return moves.empty() ? -1 : 0;
  std::string next(facelets.size(), ' ');
  for (std::span<const int> perm : perms) {
    for (size_t i = 0; i < perm.size(); ++i) next[perm[i]] = facelets[i];
    facelets.swap(next);
  }
  return -1;
}

}  // namespace cube
