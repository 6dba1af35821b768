#include "solvers/reduction/reduction_moves.h"

#include "core/cube4.h"
#include "core/geometry.h"

namespace cube::reduction {
namespace {

std::array<Turn, kTurns> make_turns() {
  const cube4::Layout& l = cube4::layout();
  std::array<int, cube4::kStickers> centre_at{}, wing_at{};
  centre_at.fill(-1);
  wing_at.fill(-1);
  for (int i = 0; i < cube4::kCentres; ++i) centre_at[l.centre[i]] = i;
  for (int i = 0; i < cube4::kWings; ++i) wing_at[l.wing[i][0]] = wing_at[l.wing[i][1]] = i;

  std::array<Turn, kTurns> out{};
  for (int face = 0; face < 6; ++face)
    for (int wide = 0; wide < 2; ++wide)
      for (int power = 1; power <= 3; ++power) {
        Turn& t = out[turn_index(face, wide != 0, power)];
        t.move = Move{wide ? Move::Kind::Wide : Move::Kind::Face, kFaceNames[face], static_cast<uint8_t>(power)};
        t.face = face;
        t.wide = wide != 0;
        t.axis = face % 3;
        t.power = power;
        t.block = (face < 3 ? 0 : 2) + wide;
        LayerTurn lt;
        layer_turn(t.move, 4, lt);
        t.stickers = cached_sticker_permutation(lt, 4);
        for (int i = 0; i < cube4::kCentres; ++i)
          t.centre_to[i] = static_cast<uint8_t>(centre_at[t.stickers[l.centre[i]]]);
        for (int i = 0; i < cube4::kWings; ++i) t.wing_to[i] = static_cast<uint8_t>(wing_at[t.stickers[l.wing[i][0]]]);
      }
  return out;
}

}  // namespace

const std::array<Turn, kTurns>& turns() {
  static const std::array<Turn, kTurns> all = make_turns();
  return all;
}

const FollowTable& follow_table() {
  static const FollowTable table = [] {
    FollowTable t{};
    for (int next = 0; next < kTurns; ++next) t[0][next] = true;
    for (int previous = 0; previous < kTurns; ++previous)
      for (int next = 0; next < kTurns; ++next) {
        const Turn& a = turns()[previous];
        const Turn& b = turns()[next];
        t[previous + 1][next] = a.axis != b.axis || a.block < b.block;
      }
    return t;
  }();
  return table;
}

void play(std::string& stickers, const std::vector<int>& turn_indices) {
  std::string next(stickers.size(), ' ');
  for (int m : turn_indices) {
    const std::span<const int> perm = turns()[m].stickers;
    for (size_t i = 0; i < perm.size(); ++i) next[perm[i]] = stickers[i];
    stickers.swap(next);
  }
}

}  // namespace cube::reduction
