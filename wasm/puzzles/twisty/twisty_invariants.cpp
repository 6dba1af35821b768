#include "puzzles/twisty/twisty_invariants.h"

#include <algorithm>

namespace cube::twisty {

namespace {

// Reduces v by the basis (kept in echelon form by its highest bit); 0 when in the span.
uint64_t reduce(const std::vector<uint64_t>& basis, uint64_t v) {
  for (uint64_t b : basis) {
    const uint64_t top = uint64_t{1} << (63 - __builtin_clzll(b));
    if (v & top) v ^= b;
  }
  return v;
}

bool moves_centres(const Puzzle& puzzle, const PieceTurn& turn) {
  if (puzzle.colour_centres < 0) return false;
  const std::vector<int>& from = turn.from_slot[puzzle.colour_centres];
  for (size_t s = 0; s < from.size(); ++s)
    if (from[s] != static_cast<int>(s)) return true;
  return false;
}

uint64_t parities(const Puzzle& puzzle, const std::vector<std::vector<int>>& perms) {
  uint64_t v = 0;
  for (size_t o = 0; o < puzzle.orbits.size(); ++o)
    if (odd_permutation(perms[o])) v |= uint64_t{1} << o;
  return v;
}

}  // namespace

bool odd_permutation(const std::vector<int>& perm) {
  std::vector<bool> seen(perm.size(), false);
  bool odd = false;
  for (size_t i = 0; i < perm.size(); ++i) {
    if (seen[i]) continue;
    size_t len = 0;
    for (size_t j = i; !seen[j]; j = static_cast<size_t>(perm[j])) seen[j] = true, ++len;
    if (len % 2 == 0) odd = !odd;
  }
  return odd;
}

Invariants invariants_of(const Puzzle& puzzle) {
  Invariants inv;
  inv.twist_sum_kept.assign(puzzle.orbits.size(), true);
  for (const PieceTurn& t : puzzle.piece_turns) {
    if (moves_centres(puzzle, t)) continue;
    uint64_t v = reduce(inv.parity_basis, parities(puzzle, t.from_slot));
    if (v) {
      inv.parity_basis.push_back(v);
      // Echelon form: highest bits first, each basis vector's top bit in no other.
      std::sort(inv.parity_basis.begin(), inv.parity_basis.end(), std::greater<>());
    }
    for (size_t o = 0; o < puzzle.orbits.size(); ++o) {
      int sum = 0;
      for (int a : t.add[o]) sum += a;
      if (sum % puzzle.orbits[o].twists() != 0) inv.twist_sum_kept[o] = false;
    }
  }
  return inv;
}

bool keeps_invariants(const Puzzle& puzzle, const Invariants& inv, const Pieces& pieces, std::string* why,
                      Message* text) {
  auto say = [&](Message m) {
    if (why) *why = lower_first(m.english());
    if (text) *text = std::move(m);
    return false;
  };
  for (size_t o = 0; o < puzzle.orbits.size(); ++o) {
    const Orbit& orbit = puzzle.orbits[o];
    if (!inv.twist_sum_kept[o] || orbit.twists() < 2) continue;
    int sum = 0;
    for (int t : pieces.twist[o]) sum += t;
    if (sum % orbit.twists() != 0) {
      return say(message("twisty_invariant_twist", {{"kind", orbit.kind}}));
    }
  }
  if (reduce(inv.parity_basis, parities(puzzle, pieces.piece)) != 0) {
    std::vector<MessageArg> kinds;
    for (size_t o = 0; o < puzzle.orbits.size(); ++o)
      if (odd_permutation(pieces.piece[o]))
        kinds.emplace_back(message("twisty_kinds", {{"kind", puzzle.orbits[o].kind}}));
    return say(message("twisty_invariant_parity", {{"kinds", MessageArg::list(std::move(kinds))}}));
  }
  return true;
}

Pieces random_pieces_keeping(const Puzzle& puzzle, const Invariants& inv, Rng& rng) {
  for (;;) {
    Pieces p = solved_pieces(puzzle);
    for (size_t o = 0; o < puzzle.orbits.size(); ++o) {
      const Orbit& orbit = puzzle.orbits[o];
      if (!orbit.moves_between_slots) continue;
      std::vector<int>& perm = p.piece[o];
      for (size_t i = perm.size(); i > 1; --i) std::swap(perm[i - 1], perm[rng.below(static_cast<uint32_t>(i))]);
      const int n = orbit.twists();
      int sum = 0;
      for (size_t s = 0; s < perm.size(); ++s) {
        const int t = static_cast<int>(rng.below(static_cast<uint32_t>(n)));
        p.twist[o][s] = t;
        sum += t;
      }
      if (inv.twist_sum_kept[o]) p.twist[o].back() = ((p.twist[o].back() - sum) % n + n) % n;
    }
    if (keeps_invariants(puzzle, inv, p, nullptr)) return p;
  }
}

}  // namespace cube::twisty
