#include "puzzles/twisty/twisty_table.h"

#include <algorithm>
#include <cstring>

namespace cube::twisty {

namespace {

int factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }

int pow_int(int b, int e) { return e == 0 ? 1 : b * pow_int(b, e - 1); }

// The raw coordinate of one orbit: permutation rank (Lehmer code) and twists (base n).
uint64_t orbit_raw_size(const Orbit& o) {
  const int slots = static_cast<int>(o.slots.size());
  return static_cast<uint64_t>(o.moves_between_slots ? factorial(slots) : 1) * pow_int(o.twists(), slots);
}

uint64_t orbit_raw(const Orbit& o, const std::vector<int>& piece, const std::vector<int>& twist) {
  uint64_t rank = 0;
  const int n = static_cast<int>(piece.size());
  if (o.moves_between_slots) {
    for (int i = 0; i < n; ++i) {
      int smaller = 0;
      for (int j = i + 1; j < n; ++j) smaller += piece[j] < piece[i];
      rank = rank * (n - i) + smaller;
    }
  }
  for (int i = 0; i < n; ++i) rank = rank * o.twists() + twist[i];
  return rank;
}

uint64_t component_raw(const Puzzle& p, const std::vector<int>& orbits, const Pieces& pieces) {
  uint64_t raw = 0;
  for (int o : orbits)
    raw = raw * orbit_raw_size(p.orbits[o]) + orbit_raw(p.orbits[o], pieces.piece[o], pieces.twist[o]);
  return raw;
}

bool odd(const std::vector<int>& perm) {
  int parity = 0;
  for (size_t i = 0; i < perm.size(); ++i)
    for (size_t j = i + 1; j < perm.size(); ++j) parity ^= perm[j] < perm[i];
  return parity != 0;
}

}  // namespace

DistanceTable::DistanceTable(const Puzzle& puzzle, std::array<std::vector<int>, 2> components, std::vector<int> turns)
    : puzzle_(puzzle), components_(std::move(components)), turns_(std::move(turns)) {
  const size_t nt = turns_.size();
  // Each component's reachable arrangements, numbered in the order a search finds them.
  for (int c = 0; c < 2; ++c) {
    const Pieces solved = solved_pieces(puzzle_);
    states_[c] = {solved};
    dense_[c][component_raw(puzzle_, components_[c], solved)] = 0;
    for (size_t i = 0; i < states_[c].size(); ++i) {
      for (size_t t = 0; t < nt; ++t) {
        Pieces p = states_[c][i];
        apply_turn(puzzle_, p, turns_[t]);
        const uint64_t raw = component_raw(puzzle_, components_[c], p);
        const auto [at, added] = dense_[c].try_emplace(raw, static_cast<uint32_t>(states_[c].size()));
        if (added) states_[c].push_back(p);
        moves_[c].push_back(at->second);
      }
    }
  }
}

const std::vector<uint8_t>& DistanceTable::distances() const {
  std::call_once(searched_once_, [this] {
    search();
    searched_ = true;
  });
  return dist_;
}

void DistanceTable::search() const {
  const size_t nt = turns_.size();
  // The product, breadth first: distance d + 1 from every state at distance d; once
  // fewer states are left than were just reached, from every unreached state one of
  // whose neighbours is at d (the turns include their inverses) — far fewer look-ups.
  const size_t n0 = states_[0].size(), n1 = states_[1].size();
  dist_.assign(n0 * n1, kUnreachable);
  dist_[0] = 0;
  uint64_t reached = 1, frontier = 1;
  for (int d = 0; frontier > 0; ++d) {
    const bool backward = n0 * n1 - reached < frontier;
    frontier = 0;
    const uint8_t want = backward ? kUnreachable : static_cast<uint8_t>(d);
    for (size_t a = 0; a < n0; ++a) {
      const uint32_t* ma = &moves_[0][a * nt];
      uint8_t* row = &dist_[a * n1];
      // memchr skips to the next state to expand (most are not, at the first and last
      // depths): the scan of every state at every depth was a good part of the search.
      for (size_t b = 0; b < n1; ++b) {
        const void* next_one = std::memchr(row + b, want, n1 - b);
        if (!next_one) break;
        b = static_cast<size_t>(static_cast<const uint8_t*>(next_one) - row);
        const uint32_t* mb = &moves_[1][b * nt];
        for (size_t t = 0; t < nt; ++t) {
          uint8_t& e = dist_[static_cast<size_t>(ma[t]) * n1 + mb[t]];
          if (backward) {
            if (e != d) continue;
            row[b] = static_cast<uint8_t>(d + 1), ++frontier;
            break;
          }
          if (e == kUnreachable) e = static_cast<uint8_t>(d + 1), ++frontier;
        }
      }
    }
    reached += frontier;
  }
}

std::vector<uint64_t> DistanceTable::counts() const {
  std::vector<uint64_t> out;
  for (uint8_t d : distances()) {
    if (d == kUnreachable) continue;
    if (out.size() <= d) out.resize(d + 1);
    ++out[d];
  }
  return out;
}

uint64_t DistanceTable::next(uint64_t index, size_t turn) const {
  const size_t n1 = states_[1].size(), nt = turns_.size();
  return static_cast<uint64_t>(moves_[0][(index / n1) * nt + turn]) * n1 + moves_[1][(index % n1) * nt + turn];
}

bool DistanceTable::reachable(const Pieces& pieces, std::string* why, Message* text) const {
  for (int c = 0; c < 2; ++c) {
    if (dense_[c].count(component_raw(puzzle_, components_[c], pieces))) continue;
    // Say what is wrong in the orbit's terms: two pieces swapped, or one twisted.
    Message m;
    for (int o : components_[c]) {
      const Orbit& orbit = puzzle_.orbits[o];
      if (orbit.moves_between_slots && odd(pieces.piece[o])) {
        m = message("twisty_unreachable_swap", {{"puzzle", puzzle_.title}, {"kind", orbit.kind}});
        break;
      }
    }
    if (m.empty()) {
      const Orbit& first = puzzle_.orbits[components_[c].front()];
      m = message(
          "twisty_unreachable_twist",
          {{"puzzle", puzzle_.title}, {"kind", first.kind}, {"turned", first.twists() == 2 ? "flipped" : "twisted"}});
    }
    if (why) *why = lower_first(m.english());
    if (text) *text = std::move(m);
    return false;
  }
  return true;
}

bool DistanceTable::index_of(const Pieces& pieces, uint64_t* index, std::string* why) const {
  if (!reachable(pieces, why)) return false;
  const uint64_t i =
      static_cast<uint64_t>(dense_[0].at(component_raw(puzzle_, components_[0], pieces))) * states_[1].size() +
      dense_[1].at(component_raw(puzzle_, components_[1], pieces));
  if (distances()[i] == kUnreachable) {
    if (why) *why = "not a state a " + puzzle_.title + " can reach by turning";
    return false;
  }
  *index = i;
  return true;
}

std::vector<int> DistanceTable::free_turns_for(const Pieces& pieces) const {
  std::vector<int> out;
  std::vector<bool> in_table(puzzle_.orbits.size(), false);
  for (const auto& c : components_)
    for (int o : c) in_table[o] = true;
  Pieces p = pieces;
  for (size_t t = 0; t < puzzle_.turns.size(); ++t) {
    if (std::find(turns_.begin(), turns_.end(), static_cast<int>(t)) != turns_.end()) continue;
    // A free turn that only untwists free-orbit pieces, one each.
    Pieces q = p;
    apply_turn(puzzle_, q, static_cast<int>(t));
    int before = 0, after = 0;
    bool touches_table = false;
    for (size_t o = 0; o < puzzle_.orbits.size(); ++o) {
      if (in_table[o]) {
        touches_table = touches_table || q.piece[o] != p.piece[o] || q.twist[o] != p.twist[o];
        continue;
      }
      for (size_t s = 0; s < p.twist[o].size(); ++s) before += p.twist[o][s] != 0, after += q.twist[o][s] != 0;
    }
    if (!touches_table && after < before) {
      out.push_back(static_cast<int>(t));
      p = q;
    }
  }
  return out;
}

bool DistanceTable::solve(const Pieces& pieces, std::vector<int>* turns, std::string* why) const {
  uint64_t i = 0;
  if (!index_of(pieces, &i, why)) return false;
  std::vector<int> main;
  Pieces after = pieces;
  const std::vector<uint8_t>& dist = distances();
  while (dist[i] != 0) {
    for (size_t t = 0; t < turns_.size(); ++t) {
      const uint64_t j = next(i, t);
      if (dist[j] + 1 == dist[i]) {
        main.push_back(turns_[t]);
        apply_turn(puzzle_, after, turns_[t]);
        i = j;
        break;
      }
    }
  }
  // Free turns commute with the table's on the free orbits (a tip turns in place with
  // its vertex's turn): untwisting them first or last gives the same state.
  *turns = free_turns_for(after);
  turns->insert(turns->end(), main.begin(), main.end());
  return true;
}

Pieces DistanceTable::random_pieces(Rng& rng) const {
  Pieces p = solved_pieces(puzzle_);
  std::vector<bool> in_table(puzzle_.orbits.size(), false);
  for (int c = 0; c < 2; ++c) {
    const Pieces& s = states_[c][rng.below(static_cast<uint32_t>(states_[c].size()))];
    for (int o : components_[c]) {
      p.piece[o] = s.piece[o];
      p.twist[o] = s.twist[o];
      in_table[o] = true;
    }
  }
  for (size_t o = 0; o < puzzle_.orbits.size(); ++o) {
    if (in_table[o]) continue;
    for (int& t : p.twist[o]) t = static_cast<int>(rng.below(static_cast<uint32_t>(puzzle_.orbits[o].twists())));
  }
  return p;
}

}  // namespace cube::twisty
