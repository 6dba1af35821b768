#include "played_moves.h"

#include <span>

#include "geometry.h"

namespace cube {

PlayedMoves play_moves(Puzzle p, std::string& facelets, const std::vector<Move>& moves) {
  const int n = size_of(p);
  const size_t stickers = facelets.size();
  PlayedMoves out;
  out.order.reserve(moves.size());
  out.states.reserve(moves.size() * stickers);
  std::vector<std::span<const int>> perms;  // perms[k]: the sticker permutation of distinct[k]
  std::string next(stickers, ' ');
  for (size_t i = 0; i < moves.size(); ++i) {
    size_t k = 0;
    while (k < out.distinct.size() && !(out.distinct[k] == moves[i])) ++k;
    if (k == out.distinct.size()) {
      LayerTurn t;
      if (!layer_turn(moves[i], n, t)) {
        out.bad = static_cast<int>(i);
        return out;
      }
      out.distinct.push_back(moves[i]);
      out.turns.push_back(t);
      perms.push_back(cached_sticker_permutation(t, n));
    }
    const std::span<const int> perm = perms[k];
    for (size_t s = 0; s < perm.size(); ++s) next[perm[s]] = facelets[s];
    facelets.swap(next);
    out.order.push_back(static_cast<uint16_t>(k));
    out.states += facelets;
  }
  return out;
}

}  // namespace cube
