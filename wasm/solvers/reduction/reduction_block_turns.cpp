#include "solvers/reduction/reduction_block_turns.h"

#include <array>
#include <memory>

#include "core/cube_layout.h"
#include "core/face.h"
#include "core/geometry.h"
#include "solvers/reduction/reduction_per_size.h"

namespace cube::reduction {
namespace {

std::unique_ptr<BlockTurns> make_block_turns(int n) {
  auto bt = std::make_unique<BlockTurns>();
  bt->n = n;
  bt->depths = n % 2 == 1 ? (n - 1) / 2 : n / 2;
  const CubeLayout& l = *cube_layout(n);
  const int stickers = 6 * n * n;
  std::vector<int> centre_at(stickers, -1), wing_at(stickers, -1), midge_at(stickers, -1);
  for (const auto& orbit : l.centres)
    for (int i = 0; i < 24; ++i) centre_at[orbit[i]] = i;
  for (const auto& orbit : l.wings)
    for (int i = 0; i < 24; ++i) wing_at[orbit[i][0]] = wing_at[orbit[i][1]] = i;
  for (int e = 0; e < static_cast<int>(l.midge.size()); ++e) midge_at[l.midge[e][0]] = e;
  bt->centre_to.resize(l.centres.size());
  bt->wing_to.resize(l.wings.size());
  for (int face = 0; face < 6; ++face)
    for (int depth = 1; depth <= bt->depths; ++depth)
      for (int power = 1; power <= 3; ++power) {
        BlockTurn t;
        t.move = depth == 1   ? Move{Move::Kind::Face, kFaceNames[face], static_cast<uint8_t>(power)}
                 : depth == 2 ? Move{Move::Kind::Wide, kFaceNames[face], static_cast<uint8_t>(power)}
                              : Move{Move::Kind::Wide, kFaceNames[face], static_cast<uint8_t>(power),
                                     static_cast<uint8_t>(depth)};
        t.face = face;
        t.depth = depth;
        t.axis = face % 3;
        t.power = power;
        t.block = (face < 3 ? 0 : bt->depths) + depth - 1;
        LayerTurn lt;
        layer_turn(t.move, n, lt);
        t.stickers = cached_sticker_permutation(lt, n);
        for (size_t o = 0; o < l.centres.size(); ++o) {
          std::array<uint8_t, 24> to{};
          for (int i = 0; i < 24; ++i) to[i] = static_cast<uint8_t>(centre_at[t.stickers[l.centres[o][i]]]);
          bt->centre_to[o].push_back(to);
        }
        for (size_t o = 0; o < l.wings.size(); ++o) {
          std::array<uint8_t, 24> to{};
          for (int i = 0; i < 24; ++i) to[i] = static_cast<uint8_t>(wing_at[t.stickers[l.wings[o][i][0]]]);
          bt->wing_to[o].push_back(to);
        }
        if (!l.midge.empty()) {
          std::array<uint8_t, 12> to{};
          for (int e = 0; e < 12; ++e) {
            const int a = t.stickers[l.midge[e][0]];
            const int b = t.stickers[l.midge[e][1]];
            to[e] = static_cast<uint8_t>(midge_at[a] >= 0 ? midge_at[a] : midge_at[b]);
          }
          bt->midge_to.push_back(to);
        }
        bt->turns.push_back(t);
      }
  const int count = bt->count();
  bt->follow.assign(count + 1, std::vector<uint8_t>(count, 1));
  for (int p = 0; p < count; ++p)
    for (int q = 0; q < count; ++q) {
      const BlockTurn& a = bt->turns[p];
      const BlockTurn& b = bt->turns[q];
      bt->follow[p + 1][q] = a.axis != b.axis || a.block < b.block;
    }
  return bt;
}

}  // namespace

void BlockTurns::play(std::string& stickers, const std::vector<int>& seq) const {
  std::string next(stickers.size(), ' ');
  for (int m : seq) {
    const std::span<const int> perm = turns[m].stickers;
    for (size_t i = 0; i < perm.size(); ++i) next[perm[i]] = stickers[i];
    stickers.swap(next);
  }
}

std::vector<Move> BlockTurns::moves(const std::vector<int>& seq) const {
  std::vector<Move> out;
  for (int m : seq) out.push_back(turns[m].move);
  return out;
}

const BlockTurns& block_turns(int n) { return PerSize<BlockTurns, make_block_turns>::get(n); }

}  // namespace cube::reduction
