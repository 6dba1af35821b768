#include "solvers/reduction/reduction_pseudo_five.h"

namespace cube::reduction {

CubeView pseudo_five_view(int n) {
  // The outer two layers of each side alone; the middle group all the others.
  return CubeView{
      n, {LayerGroup{0, 1}, LayerGroup{1, 1}, LayerGroup{2, n - 4}, LayerGroup{n - 2, 1}, LayerGroup{n - 1, 1}}};
}

std::array<LayerGroup, 5> pseudo_five_groups(int n) {
  const CubeView v = pseudo_five_view(n);
  return {v.groups[0], v.groups[1], v.groups[2], v.groups[3], v.groups[4]};
}

bool is_pseudo_five(int n, const std::string& stickers) { return view_is_whole(pseudo_five_view(n), stickers); }

std::string pseudo_five_stickers(int n, const std::string& stickers) {
  return view_stickers(pseudo_five_view(n), stickers);
}

bool pseudo_five_move(int n, const Move& five, Move* out) { return view_move(pseudo_five_view(n), five, out); }

}  // namespace cube::reduction
