#include "cube4.h"

#include "cube_layout.h"

namespace cube::cube4 {

const Layout& layout() {
  static const Layout l = [] {
    const CubeLayout& four = *cube_layout(4);
    return Layout{four.corner, four.wings[0], four.centres[0], four.reduced};
  }();
  return l;
}

int identify_wing(int position, int a, int b) { return cube_layout(4)->identify_wing(0, position, a, b); }

std::string reduced_facelets(const std::string& stickers) { return cube::reduced_facelets(*cube_layout(4), stickers); }

}  // namespace cube::cube4
