// Pruning tables: the exact distance (in face turns, capped) of every state of a
// coordinate pair from the goal, 4 bits an entry, 8 entries a 32-bit word.
//
// The pairs are (symmetry class of one coordinate) x (raw value of another), the
// design of min2phase: index = class * n_raw + raw, where the raw coordinate has been
// conjugated by the symmetry that takes the first coordinate to its class
// representative. The table is filled by a breadth-first search that runs forwards
// (from the states at depth d to their neighbours) while the frontier is small and
// backwards (from each unvisited state to any neighbour at depth d) once it is large.
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

namespace cube::tables {

class PruneTable {
 public:
  PruneTable() = default;
  explicit PruneTable(size_t entries) : entries_(entries), words_(entries / 8 + 1, 0) {}

  int get(size_t i) const { return static_cast<int>(words_[i >> 3] >> ((i & 7) << 2) & 0xf); }
  void flip_bits(size_t i, uint32_t v) { words_[i >> 3] ^= v << ((i & 7) << 2); }

  size_t entries() const { return entries_; }
  std::vector<uint32_t>& words() { return words_; }
  const std::vector<uint32_t>& words() const { return words_; }
  const uint32_t* data() const { return words_.data(); }

 private:
  size_t entries_ = 0;
  std::vector<uint32_t> words_;
};

// Which states a pruning table covers and how to step between them.
struct PruneSpec {
  int n_raw = 0;                        // raw coordinate values
  int n_class = 0;                      // symmetry classes of the other coordinate
  int n_moves = 0;                      // 18 (phase 1) or 10 (phase 2)
  const uint16_t* sym_move = nullptr;   // [class * n_moves + m] = class' << shift | sym
  int shift = 0;                        // 3 (8 symmetries) or 4 (16)
  const uint16_t* self_syms = nullptr;  // [class] bit j: representative fixed by sym j
  int inv_depth = 0;                    // search backwards from this depth on
  int max_depth = 0;                    // entries farther than this hold max_depth + 1
};

// Fills every word with 0x11111111 and entry 0 with 0: the start of a search.
void prune_table_start(PruneTable& t);
// Adds 1 to every entry equal to `value` (the "not reached yet" marker moves on).
void prune_table_bump(PruneTable& t, int value);
// Whether any of the 8 entries of word w equals value.
inline bool word_has(uint32_t w, int value) {
  const uint32_t x = w ^ (static_cast<uint32_t>(value) * 0x11111111u);
  return ((x - 0x11111111u) & ~x & 0x88888888u) != 0;
}

// raw_next(raw, move, sym): the raw coordinate after `move`, conjugated by the
// symmetry `sym` (the one that took the first coordinate back to its representative).
// raw_self(raw, j): the raw coordinate conjugated by the self-symmetry j.
// progress(fraction): called after each depth with the fraction (0..1) of entries
// filled so far.
template <class RawNext, class RawSelf, class Progress>
PruneTable build_prune_table(const PruneSpec& spec, RawNext raw_next, RawSelf raw_self, Progress progress) {
  const size_t n_size = static_cast<size_t>(spec.n_raw) * spec.n_class;
  const uint32_t sym_mask = (1u << spec.shift) - 1;
  // Bits (from bit m) saying how many further turns of the same face follow move m.
  const uint32_t next_axis = spec.n_moves == 10 ? 0x42u : 0x92492u;
  PruneTable t(n_size);
  prune_table_start(t);
  size_t done = 1;
  int depth = 0;
  while (depth < spec.max_depth) {
    prune_table_bump(t, depth + 1);
    const bool inv = depth > spec.inv_depth;
    const int select = inv ? depth + 2 : depth;
    const int check = inv ? depth : depth + 2;
    ++depth;
    const uint32_t xor_val = static_cast<uint32_t>(depth ^ (depth + 1));
    const uint32_t* words = t.data();
    uint32_t val = 0;
    for (size_t i = 0; i < n_size; ++i, val >>= 4) {
      if ((i & 7) == 0) {
        val = words[i >> 3];
        if (!word_has(val, select)) {
          i += 7;
          val = 0;
          continue;
        }
      }
      if (static_cast<int>(val & 0xf) != select) continue;
      const int raw = static_cast<int>(i % spec.n_raw);
      const int cls = static_cast<int>(i / spec.n_raw);
      for (int m = 0; m < spec.n_moves; ++m) {
        int symx = spec.sym_move[cls * spec.n_moves + m];
        const int rawx = raw_next(raw, m, static_cast<int>(symx & sym_mask));
        symx >>= spec.shift;
        const size_t idx = static_cast<size_t>(symx) * spec.n_raw + rawx;
        const int prun = t.get(idx);
        if (prun != check) {
          if (prun < depth - 1) m += next_axis >> m & 3;
          continue;
        }
        ++done;
        if (inv) {
          t.flip_bits(i, xor_val);
          break;
        }
        t.flip_bits(idx, xor_val);
        uint32_t self = spec.self_syms[symx];
        for (int j = 1; (self >>= 1) != 0; ++j) {
          if ((self & 1) == 0) continue;
          const size_t idxx = static_cast<size_t>(symx) * spec.n_raw + raw_self(rawx, j);
          if (t.get(idxx) == check) {
            t.flip_bits(idxx, xor_val);
            ++done;
          }
        }
      }
    }
    progress(static_cast<double>(done) / static_cast<double>(n_size));
  }
  return t;
}

}  // namespace cube::tables
