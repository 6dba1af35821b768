#include "tables/prune_table.h"

namespace cube::tables {

void prune_table_start(PruneTable& t) {
  for (uint32_t& w : t.words()) w = 0x11111111u;
  t.flip_bits(0, 1);
}

void prune_table_bump(PruneTable& t, int value) {
  const uint32_t mask = (static_cast<uint32_t>(value) * 0x11111111u) ^ 0xffffffffu;
  for (uint32_t& w : t.words()) {
    uint32_t v = w ^ mask;
    v &= v >> 1;
    w += v & (v >> 2) & 0x11111111u;
  }
}

}  // namespace cube::tables
