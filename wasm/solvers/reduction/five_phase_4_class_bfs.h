// The breadth-first fill phase 4's two edge tables share (five_phase_4_edges.h,
// five_phase_4_edge_centres.h): entries [class * row + x] over the edge table's
// symmetry classes of (middle edges, low wings), a row of another coordinate each (the
// high wings, seen through the class's symmetry; the R-L centre pattern). A class at a
// time: forward from the entries at distance d while the frontier is smaller than what
// is left, then backward (each entry left looking for a neighbour at d); an entry is
// filled with those its class's own symmetries make of it (the same state seen from
// another side). The tables differ only in how an entry is stored (`Coding`) and what
// a row is (`Row`).
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#include "solvers/reduction/five_phase_4_edges.h"
#include "solvers/reduction/reduction_bfs.h"

namespace cube::reduction {

// The distance in 4 bits, two a byte (low nibble first); 15: unfilled, so 14 at most.
struct FourBitDistances {
  static constexpr int kBits = 4;
  static constexpr int kNone = 0xF;
  static constexpr int kDeepest = 14;
  static int stored(int d) { return d; }
  // A byte whose entries need no look this level: backward, none unfilled; forward,
  // both unfilled.
  static bool idle(uint8_t b, bool backward, int) {
    return backward ? (b & 0xF) != kNone && b >> 4 != kNone : b == 0xFF;
  }
  // The same for 8 bytes at once.
  static bool idle(uint64_t w, bool backward, int) {
    return backward ? (w & w >> 1 & w >> 2 & w >> 3 & 0x1111111111111111ull) == 0 : w == ~uint64_t{0};
  }
};

// The distance mod 3 in 2 bits, four a byte (lowest bits first); 3: unfilled. A search
// knows its distance and reads only whether a turn goes one nearer (five_phase_4_edge_centres.h).
struct ModThreeDistances {
  static constexpr int kBits = 2;
  static constexpr int kNone = 3;
  static constexpr int kDeepest = 1 << 30;
  static int stored(int d) { return d % 3; }
  // A byte whose entries need no look this level: backward, none unfilled; forward, none
  // showing d mod 3.
  static bool idle(uint8_t b, bool backward, int d) {
    const uint8_t none = b & b >> 1 & 0x55;                                             // entries unfilled
    const uint8_t x = static_cast<uint8_t>(~(b ^ static_cast<uint8_t>(d % 3 * 0x55)));  // 11 where d mod 3
    return backward ? none == 0 : (x & x >> 1 & 0x55) == 0;
  }
  static bool idle(uint64_t w, bool backward, int d) {
    constexpr uint64_t kLow = 0x5555555555555555ull;
    if (backward) return (w & w >> 1 & kLow) == 0;
    const uint64_t x = ~(w ^ static_cast<uint64_t>(d % 3) * kLow);
    return (x & x >> 1 & kLow) == 0;
  }
};

// Row: size() entries a class (a multiple of the entries a byte); base(c), the row
// coordinate of class c's entry 0 (its move table's index: base(c) + x); moves_of(v),
// that coordinate after each turn; conj_row(s)[v], the row entry of v's conjugate by
// symmetry s.
// Taken by value: a local copy, which the table's byte writes cannot alias.
template <class Coding, class Row>
void fill_by_classes(std::vector<uint8_t>& dist, const FivePhase4Edges& classes, const Row row,
                     const std::vector<uint32_t>& low_move, int moves, const std::vector<size_t>& goals,
                     size_t progress_every, const FillProgress& progress) {
  constexpr int kBits = Coding::kBits, kPerByte = 8 / kBits, kMask = (1 << kBits) - 1;
  const size_t mv = static_cast<size_t>(moves);
  const size_t len = row.size();
  const size_t n = classes.rep.size() * len;
  dist.assign((n + kPerByte - 1) / kPerByte, 0xFF);
  // Plain pointers in locals: the byte writes below may alias anything a vector holds,
  // nothing a local holds, so these stay in registers.
  uint8_t* const table = dist.data();
  const uint32_t* const sym_of = classes.sym_of.data();
  const uint32_t* const rep = classes.rep.data();
  const uint8_t* const self = classes.self.data();
  const size_t class_count = classes.rep.size();
  const auto at = [&](size_t i) { return table[i / kPerByte] >> (i % kPerByte * kBits) & kMask; };
  const auto set = [&](size_t i, int d) {
    uint8_t& b = table[i / kPerByte];
    const int shift = static_cast<int>(i % kPerByte) * kBits;
    b = static_cast<uint8_t>((b & ~(kMask << shift)) | Coding::stored(d) << shift);
  };
  // Entry (c, x) (unfilled) and those its class's own symmetries make of it, at distance d:
  // how many filled.
  const auto fill = [&](size_t c, size_t x, int d) {
    set(c * len + x, d);
    size_t count = 1;
    if (self[c] == 1) return count;
    const size_t v = row.base(c) + x;
    for (size_t s = 1; s < 4; ++s)
      if (self[c] >> s & 1) {
        const size_t j = c * len + row.conj_row(s)[v];
        if (at(j) == Coding::kNone) set(j, d), ++count;
      }
    return count;
  };
  size_t filled = 0;
  for (const size_t i : goals)
    if (at(i) == Coding::kNone) filled += fill(i / len, i % len, 0);
  size_t frontier = filled;
  for (int d = 0; frontier > 0 && d < Coding::kDeepest; ++d) {
    size_t next = 0;
    const bool backward = n - filled < 4 * frontier;  // most of those left find a neighbour in a few turns
    const int here = Coding::stored(d);
    // For the class at hand, per turn m: the class it goes to (its row's first entry) and
    // the row entries its symmetry gives the moved coordinates.
    std::vector<size_t> to_class(mv), to_row(mv);
    std::vector<const uint16_t*> to_conj(mv);
    constexpr size_t kWord = 8 * kPerByte;  // entries a word
    for (size_t c = 0; c < class_count; ++c) {
      if (progress && c % progress_every == 0) progress(static_cast<double>(filled + next) / static_cast<double>(n));
      bool moved = false;  // to_class made for this class (only once a word has work)
      const size_t base = row.base(c);
      for (size_t x = 0; x < len; ++x) {
        const size_t i = c * len + x;
        if (x % kWord == 0 && x + kWord <= len) {
          // A word with none to look at (a row starts a byte): 8 bytes skipped at once.
          uint64_t w;
          std::memcpy(&w, table + i / kPerByte, sizeof w);
          if (Coding::idle(w, backward, d)) {
            x += kWord - 1;
            continue;
          }
        }
        if (x % kPerByte == 0 && Coding::idle(table[i / kPerByte], backward, d)) {
          x += kPerByte - 1;  // a byte with none to look at
          continue;
        }
        const int v = at(i);
        if (backward ? v != Coding::kNone : v != here) continue;
        if (!moved) {
          for (size_t m = 0; m < mv; ++m) {
            const uint32_t k = sym_of[low_move[rep[c] * mv + m]];
            to_class[m] = k >> 2;
            to_row[m] = (k >> 2) * len;
            to_conj[m] = row.conj_row(k & 3);
          }
          moved = true;
        }
        const uint32_t* const turned = row.moves_of(base + x);  // [m]
        if (backward) {
          // A neighbour of an unfilled entry (distance d + 1 or more) showing d is at d.
          for (size_t m = 0; m < mv; ++m)
            if (at(to_row[m] + to_conj[m][turned[m]]) == here) {
              next += fill(c, x, d + 1);
              break;
            }
        } else {
          for (size_t m = 0; m < mv; ++m) {
            const size_t y = to_conj[m][turned[m]];
            if (at(to_row[m] + y) == Coding::kNone) next += fill(to_class[m], y, d + 1);
          }
        }
      }
    }
    filled += next;
    frontier = next;
  }
  if (progress) progress(1.0);
}

}  // namespace cube::reduction
