// Move-sequence operations. simplify only merges moves of one family (R with R, Rw
// with Rw, x with x) and only across moves about the same axis, which always commute
// with them, so the sequence's effect never changes.
#include "alg.h"

#include <algorithm>

namespace cube {
namespace {

Axis axis_of(const Move& m) {
  switch (m.family) {
    case 'R':
    case 'L':
    case 'M':
    case 'x': return Axis::X;
    case 'U':
    case 'D':
    case 'E':
    case 'y': return Axis::Y;
    default: return Axis::Z;  // F B S z
  }
}

bool same_family(const Move& a, const Move& b) {
  return a.kind == b.kind && a.family == b.family && a.depth == b.depth;
}

// Adds m to a sequence that is already reduced: merges it into the nearest move of its
// family if only same-axis moves stand between them, else appends it.
void push_reduced(std::vector<Move>& out, Move m) {
  m.turns %= 4;
  if (m.turns == 0) return;
  const Axis axis = axis_of(m);
  for (size_t i = out.size(); i-- > 0;) {
    if (same_family(out[i], m)) {
      const int turns = (out[i].turns + m.turns) % 4;
      if (turns == 0) {
        out.erase(out.begin() + static_cast<std::ptrdiff_t>(i));
      } else {
        out[i].turns = static_cast<uint8_t>(turns);
      }
      return;
    }
    if (axis_of(out[i]) != axis) break;
  }
  out.push_back(m);
}

}  // namespace

std::vector<Move> invert(const std::vector<Move>& moves) {
  std::vector<Move> result;
  result.reserve(moves.size());
  for (auto it = moves.rbegin(); it != moves.rend(); ++it) result.push_back(inverse(*it));
  return result;
}

std::vector<Move> simplify(const std::vector<Move>& moves) {
  std::vector<Move> current = moves;
  // One pass should already be stable (a cancellation only removes a move from a run
  // about one axis, which joins nothing new); passes repeat until nothing changes so
  // that stays true whatever the merge rules become. Each pass is linear: a reduced
  // run about one axis holds at most one move of each of its six families.
  for (;;) {
    std::vector<Move> next;
    next.reserve(current.size());
    for (const Move& m : current) push_reduced(next, m);
    if (next == current) return next;
    current = std::move(next);
  }
}

MoveCounts count_moves(const std::vector<Move>& moves) {
  MoveCounts c;
  for (const Move& m : moves) {
    const int turns = m.turns % 4;
    if (turns == 0) continue;
    const int quarters = turns == 2 ? 2 : 1;
    c.etm += 1;
    switch (m.kind) {
      case Move::Kind::Face:
        if (m.depth >= 2) {  // an inner layer alone ("2R"): two block turns, like a slice
          c.htm += 2, c.qtm += 2 * quarters, c.stm += 1;
          break;
        }
        c.htm += 1, c.qtm += quarters, c.stm += 1;
        break;
      case Move::Kind::Wide: c.htm += 1, c.qtm += quarters, c.stm += 1; break;
      case Move::Kind::Slice:  // a slice is two outer turns and a rotation
        c.htm += 2, c.qtm += 2 * quarters, c.stm += 1;
        break;
      case Move::Kind::Rotation: break;
    }
  }
  return c;
}

int count_in(const MoveCounts& counts, std::string_view metric) {
  if (metric == "htm" || metric == "obtm") return counts.htm;
  if (metric == "qtm") return counts.qtm;
  if (metric == "stm") return counts.stm;
  if (metric == "etm") return counts.etm;
  return -1;
}

}  // namespace cube
