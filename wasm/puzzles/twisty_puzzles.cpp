#include "puzzles/twisty_puzzles.h"

#include "puzzles/pyraminx/pyraminx.h"
#include "puzzles/skewb/skewb.h"

namespace cube::twisty {

const std::vector<const Puzzle*>& all_puzzles() {
  static const std::vector<const Puzzle*> list = {&pyraminx(), &skewb()};
  return list;
}

const Puzzle* find_puzzle(std::string_view name) {
  for (const Puzzle* p : all_puzzles())
    if (p->name == name) return p;
  return nullptr;
}

}  // namespace cube::twisty
