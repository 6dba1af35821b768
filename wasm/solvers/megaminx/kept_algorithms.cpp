#include "solvers/megaminx/kept_algorithms.h"

#include <algorithm>
#include <array>
#include <unordered_map>

namespace cube::twisty {

namespace {

// A Megaminx face turn as (face, fifths clockwise): U 1, U2 2, U2' 3, U' 4.
int face_of(int turn) { return turn / 4; }
int fifths_of(int turn) { return turn % 4 + 1; }
int turn_of(int face, int fifths) { return 4 * face + fifths - 1; }
int inverse_of(int turn) { return turn_of(face_of(turn), 5 - fifths_of(turn)); }

// Appends a turn, merging it with the last one when they turn the same face.
void push_turn(std::vector<int>& seq, int turn) {
  if (!seq.empty() && face_of(seq.back()) == face_of(turn)) {
    const int f = (fifths_of(seq.back()) + fifths_of(turn)) % 5;
    seq.pop_back();
    if (f) seq.push_back(turn_of(face_of(turn), f));
    return;
  }
  seq.push_back(turn);
}

struct Entry {
  uint64_t key;   // the kept pieces' codes
  uint32_t seq;   // the turns: 4 bits each (indices into the step's turns), the count in bits 28..30
  uint32_t free;  // the index of its free pieces' codes
};

int length_of(uint32_t seq) { return static_cast<int>(seq >> 28); }
int turn_at(uint32_t seq, int i) { return static_cast<int>((seq >> (4 * i)) & 15); }

struct EffectHash {
  size_t operator()(const std::pair<uint64_t, uint64_t>& e) const {
    return std::hash<uint64_t>()(e.first * 0x9E3779B97F4A7C15ull ^ e.second);
  }
};

}  // namespace

std::vector<KeptAlgorithm> kept_algorithms(const Puzzle& puzzle, const std::vector<int>& turns,
                                           const std::vector<PieceId>& kept, const std::vector<PieceId>& free,
                                           int half) {
  // Codes local to the turns' slots: slot * twists + twist, as PieceSearch numbers them.
  const size_t orbits = puzzle.orbits.size();
  std::vector<std::vector<int>> local(orbits);
  std::vector<int> codes(orbits, 0);
  std::vector<std::vector<std::vector<uint8_t>>> next(orbits);  // [orbit][turn][code]
  for (size_t o = 0; o < orbits; ++o) {
    const int tw = puzzle.orbits[o].twists(), slots = static_cast<int>(puzzle.orbits[o].slots.size());
    local[o].assign(slots, -1);
    int count = 0;
    for (int s = 0; s < slots; ++s) {
      bool moved = false;
      for (int t : turns) moved = moved || puzzle.piece_turns[t].from_slot[o][s] != s;
      if (moved) local[o][s] = count++;
    }
    codes[o] = count * tw;
    next[o].assign(turns.size(), std::vector<uint8_t>(std::max(codes[o], 1), 0));
    for (size_t i = 0; i < turns.size(); ++i) {
      const PieceTurn& pt = puzzle.piece_turns[turns[i]];
      for (int to = 0; to < slots; ++to) {
        const int s = pt.from_slot[o][to];
        if (local[o][s] < 0) continue;
        for (int t = 0; t < tw; ++t)
          next[o][i][local[o][s] * tw + t] = static_cast<uint8_t>(local[o][to] * tw + (t + pt.add[o][to]) % tw);
      }
    }
  }
  std::vector<PieceId> pieces = kept;
  pieces.insert(pieces.end(), free.begin(), free.end());
  const size_t nk = kept.size(), nf = free.size(), n = pieces.size();
  int bits = 1;
  for (const PieceId& id : kept)
    while ((1 << bits) < codes[id.orbit]) ++bits;
  if (nk * bits > 64 || nf > 16 || turns.size() > 16 || half > 7) return {};
  for (const PieceId& id : free)
    if (id.orbit > 2 || codes[id.orbit] > 32 * puzzle.orbits[id.orbit].twists()) return {};

  // Every sequence of at most `half` turns, no face twice in a row.
  std::vector<Entry> entries;
  std::vector<uint8_t> free_codes;
  std::vector<std::vector<uint8_t>> at(half + 1, std::vector<uint8_t>(n));
  for (size_t i = 0; i < n; ++i) {
    const PieceId& id = pieces[i];
    at[0][i] = static_cast<uint8_t>(local[id.orbit][id.home] * puzzle.orbits[id.orbit].twists());
  }
  auto record = [&](int depth, uint32_t seq) {
    uint64_t key = 0;
    for (size_t i = 0; i < nk; ++i) key = key << bits | at[depth][i];
    entries.push_back({key, seq | static_cast<uint32_t>(depth) << 28, static_cast<uint32_t>(free_codes.size())});
    free_codes.insert(free_codes.end(), at[depth].begin() + nk, at[depth].end());
  };
  auto dfs = [&](auto&& self, int depth, uint32_t seq, int last_face) -> void {
    record(depth, seq);
    if (depth == half) return;
    for (size_t t = 0; t < turns.size(); ++t) {
      if (face_of(turns[t]) == last_face) continue;
      for (size_t i = 0; i < n; ++i) at[depth + 1][i] = next[pieces[i].orbit][t][at[depth][i]];
      self(self, depth + 1, seq | static_cast<uint32_t>(t) << (4 * depth), face_of(turns[t]));
    }
  };
  dfs(dfs, 0, 0, -1);
  std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
    return a.key != b.key ? a.key < b.key : length_of(a.seq) < length_of(b.seq);
  });

  // Pairs with one key: A B' keeps the kept pieces; its effect on the free ones from
  // where A and B take them (B' brings the piece B took to a slot back from it).
  std::vector<int> tw_of(nf), slot_code(nf);
  for (size_t x = 0; x < nf; ++x) tw_of[x] = puzzle.orbits[free[x].orbit].twists();
  std::unordered_map<std::pair<uint64_t, uint64_t>, std::pair<int, std::vector<int>>, EffectHash> best;
  std::vector<int> seq;
  constexpr size_t kBucketCap = 64;  // the shortest sequences of a key: enough pairs
  constexpr size_t kWhere = 96;      // orbit * 32 + slot
  std::vector<std::array<uint8_t, kWhere>> where(kBucketCap);
  constexpr uint8_t kNowhere = 255;
  for (size_t lo = 0; lo < entries.size();) {
    size_t hi = lo;
    while (hi < entries.size() && entries[hi].key == entries[lo].key) ++hi;
    const size_t end = std::min(hi, lo + kBucketCap);
    // Per sequence of the bucket: which free piece it took to each slot.
    for (size_t b = lo; b < end; ++b) {
      std::array<uint8_t, kWhere>& w = where[b - lo];
      w.fill(kNowhere);
      const uint8_t* fb = free_codes.data() + entries[b].free;
      for (size_t z = 0; z < nf; ++z) w[free[z].orbit * 32 + fb[z] / tw_of[z]] = static_cast<uint8_t>(z);
    }
    for (size_t a = lo; a < end; ++a) {
      for (size_t b = lo; b < end; ++b) {
        if (a == b) continue;
        const uint8_t* fa = free_codes.data() + entries[a].free;
        const uint8_t* fb = free_codes.data() + entries[b].free;
        uint64_t to_bits = 0, twist_bits = 0;
        bool ok = true, moved = false;
        for (size_t x = 0; x < nf && ok; ++x) {
          const int o = free[x].orbit, tw = tw_of[x];
          const uint8_t found = where[b - lo][o * 32 + fa[x] / tw];
          if (found == kNowhere) {
            ok = false;
            break;
          }
          const size_t z = static_cast<size_t>(found);
          const int twist = ((fa[x] % tw) - (fb[z] % tw) + tw) % tw;
          moved = moved || z != x || twist != 0;
          to_bits |= static_cast<uint64_t>(z) << (4 * x);
          twist_bits |= static_cast<uint64_t>(twist) << (2 * x);
        }
        if (!ok || !moved) continue;
        // Known already, and shorter than this one can be (two turns at most merge away
        // where A and B' meet): not built.
        const auto known = best.find({to_bits, twist_bits});
        if (known != best.end() && known->second.first <= length_of(entries[a].seq) + length_of(entries[b].seq) - 2)
          continue;
        seq.clear();
        for (int i = 0; i < length_of(entries[a].seq); ++i) push_turn(seq, turns[turn_at(entries[a].seq, i)]);
        for (int i = length_of(entries[b].seq) - 1; i >= 0; --i)
          push_turn(seq, inverse_of(turns[turn_at(entries[b].seq, i)]));
        auto [it, fresh] = best.try_emplace({to_bits, twist_bits}, static_cast<int>(seq.size()), seq);
        if (!fresh && static_cast<int>(seq.size()) < it->second.first) it->second = {static_cast<int>(seq.size()), seq};
      }
    }
    lo = hi;
  }
  std::vector<KeptAlgorithm> out;
  out.reserve(best.size());
  for (const auto& [effect, found] : best) {
    KeptAlgorithm a;
    a.turns = found.second;
    for (size_t x = 0; x < nf; ++x) {
      a.to.push_back(static_cast<uint8_t>((effect.first >> (4 * x)) & 15));
      a.twist.push_back(static_cast<uint8_t>((effect.second >> (2 * x)) & 3));
    }
    out.push_back(std::move(a));
  }
  std::sort(out.begin(), out.end(), [](const KeptAlgorithm& a, const KeptAlgorithm& b) {
    return a.turns.size() != b.turns.size() ? a.turns.size() < b.turns.size() : a.turns < b.turns;
  });
  return out;
}

}  // namespace cube::twisty
