#include "solvers/megaminx/last_block.h"

#include <algorithm>
#include <memory>
#include <queue>

#include "puzzles/megaminx/megaminx.h"
#include "solvers/installed_once.h"
#include "solvers/megaminx/kept_algorithms.h"
#include "solvers/megaminx/piece_search.h"
#include "solvers/megaminx/table_bytes.h"

namespace cube::twisty::megaminx_solver {

namespace {

const Puzzle& P() { return megaminx(); }
constexpr int kEdges = 1, kCorners = 2, kSlots = 9;

int face_index(const std::string& name) {
  const auto& f = megaminx_faces();
  return static_cast<int>(std::find(f.begin(), f.end(), name) - f.begin());
}
bool touches(const char* face, int orbit, int slot) {
  return P().piece_turns[4 * face_index(face)].from_slot[orbit][slot] != slot;
}
std::vector<int> turns_of(std::initializer_list<const char*> faces) {
  std::vector<int> out;
  for (const char* f : faces)
    for (int k = 0; k < 4; ++k) out.push_back(4 * face_index(f) + k);
  return out;
}

// What a move does to the nine edge slots of U and BR: slot i receives the edge of
// slot from[i], its twist plus add[i]; flip[i]: whether that makes it flipped or not
// where it was not or was (for U and BR, never).
struct Move {
  std::array<uint8_t, kSlots> from{}, add{}, flip{};
  std::vector<int> turns;
};

// A case: per slot 0 (no edge of the block), 1 (one, unflipped: U and BR can bring it
// home) or 2 (flipped), in base 3.
constexpr int kCases = 19683;  // 3^9
std::array<uint8_t, kSlots> digits(int index) {
  std::array<uint8_t, kSlots> d{};
  for (int i = 0; i < kSlots; ++i) d[i] = static_cast<uint8_t>(index % 3), index /= 3;
  return d;
}
int index_of(const std::array<uint8_t, kSlots>& d) {
  int index = 0;
  for (int i = kSlots - 1; i >= 0; --i) index = index * 3 + d[i];
  return index;
}
// The case before m, from the one after it.
int before(const Move& m, int after) {
  const auto d = digits(after);
  std::array<uint8_t, kSlots> b{};
  for (int i = 0; i < kSlots; ++i)
    if (d[i]) b[m.from[i]] = static_cast<uint8_t>(1 + ((d[i] - 1) ^ m.flip[i]));
  return index_of(b);
}

struct Tables {
  std::vector<int> edges;      // the nine slots, U's and BR's edges
  std::vector<PieceId> block;  // the seven pieces
  // The twist in each slot that U and BR bring the first block edge to from its home
  // (another edge e's: good[i] ^ good[home of e], the turns adding the same twists).
  std::array<uint8_t, kSlots> good{};
  std::vector<Move> moves;              // U and BR turns, then the algorithms
  std::vector<int> cost, via;           // per case: turns to go, its first move (-1: done)
  std::unique_ptr<PieceSearch> search;  // the seven pieces over U and BR
  LastBlockTables info;
  Message error;  // a table that could not be made (a bug, not a state)
};

void count_cases(Tables& t) {
  for (int c : t.cost)
    if (c >= 0) ++t.info.cases, t.info.longest_flip = std::max(t.info.longest_flip, c);
}

Tables build() {
  Tables t;
  std::vector<PieceId> free, kept;
  for (int o : {kEdges, kCorners}) {
    for (int s = 0; s < static_cast<int>(P().orbits[o].slots.size()); ++s) {
      const bool u = touches("U", o, s), br = touches("BR", o, s), r = touches("R", o, s);
      if (br && !u) t.block.push_back({o, s});
      if (o == kEdges && (u || br)) t.edges.push_back(s), free.push_back({o, s});
      if (r && !u && !br) kept.push_back({o, s});
    }
  }
  auto slot_index = [&](int s) {
    return static_cast<int>(std::find(t.edges.begin(), t.edges.end(), s) - t.edges.begin());
  };
  auto move_of = [&](const PieceTurn& pt) {
    Move m;
    for (int i = 0; i < kSlots; ++i) {
      m.from[i] = static_cast<uint8_t>(slot_index(pt.from_slot[kEdges][t.edges[i]]));
      m.add[i] = static_cast<uint8_t>(pt.add[kEdges][t.edges[i]]);
    }
    return m;
  };
  const std::vector<int> two = turns_of({"U", "BR"});
  for (int turn : two) {
    t.moves.push_back(move_of(P().piece_turns[turn]));
    t.moves.back().turns = {turn};
  }
  // Which twist U and BR bring home in each slot: from one block edge home, every slot.
  std::vector<int> seen(2 * kSlots, 0);
  const int home = slot_index(t.block[0].home);
  std::vector<int> queue{2 * home};
  seen[2 * home] = 1;
  for (size_t q = 0; q < queue.size(); ++q) {
    const int slot = queue[q] / 2, twist = queue[q] % 2;
    for (size_t m = 0; m < two.size(); ++m)
      for (int i = 0; i < kSlots; ++i)
        if (t.moves[m].from[i] == slot) {
          const int code = 2 * i + (twist + t.moves[m].add[i]) % 2;
          if (!seen[code]) seen[code] = 1, queue.push_back(code);
        }
  }
  for (int i = 0; i < kSlots; ++i) {
    if (seen[2 * i] == seen[2 * i + 1]) t.error = message("internal_bug", {{"what", "megaminx_orientation"}});
    t.good[i] = static_cast<uint8_t>(seen[2 * i] ? 0 : 1);
  }
  auto set_flips = [&](Move& m) {
    bool flips = false;
    for (int i = 0; i < kSlots; ++i) {
      m.flip[i] = static_cast<uint8_t>((m.add[i] + t.good[i] + t.good[m.from[i]]) % 2);
      flips = flips || m.flip[i];
    }
    return flips;
  };
  for (Move& m : t.moves)
    if (set_flips(m)) t.error = message("internal_bug", {{"what", "megaminx_flips"}});
  // The algorithms that flip an edge.
  for (const KeptAlgorithm& a : kept_algorithms(P(), turns_of({"U", "R", "BR"}), kept, free, 3)) {
    Move m;
    for (int x = 0; x < kSlots; ++x) {
      m.from[a.to[x]] = static_cast<uint8_t>(x);
      m.add[a.to[x]] = a.twist[x];
    }
    if (!set_flips(m)) continue;
    m.turns = a.turns;
    t.moves.push_back(std::move(m));
    ++t.info.algorithms;
  }
  // Dijkstra from the cases with the four edges unflipped, backwards.
  t.cost.assign(kCases, -1);
  t.via.assign(kCases, -1);
  using Item = std::pair<int, int>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> queue_by_cost;
  for (int index = 0; index < kCases; ++index) {
    const auto d = digits(index);
    int count = 0;
    bool good = true;
    for (int i = 0; i < kSlots; ++i)
      if (d[i]) ++count, good = good && d[i] == 1;
    if (count == 4 && good) t.cost[index] = 0, queue_by_cost.push({0, index});
  }
  while (!queue_by_cost.empty()) {
    const auto [c, index] = queue_by_cost.top();
    queue_by_cost.pop();
    if (c != t.cost[index]) continue;
    for (size_t m = 0; m < t.moves.size(); ++m) {
      const int s = before(t.moves[m], index);
      const int cs = c + static_cast<int>(t.moves[m].turns.size());
      if (t.cost[s] >= 0 && t.cost[s] <= cs) continue;
      t.cost[s] = cs, t.via[s] = static_cast<int>(m);
      queue_by_cost.push({cs, s});
    }
  }
  count_cases(t);
  t.search = std::make_unique<PieceSearch>(P(), two, t.block, std::vector<PieceId>{});
  return t;
}

// Built on first use, or installed from bytes (load_last_block).
InstalledOnce<Tables> held;

const Tables& tables() { return held.get(build); }

}  // namespace

const LastBlockTables& last_block_tables() { return tables().info; }

std::vector<uint8_t> save_last_block() {
  const Tables& t = tables();
  ByteOut out;
  out.ints(t.edges);
  out.u32(static_cast<uint32_t>(t.block.size()));
  for (const PieceId& id : t.block) out.ints({id.orbit, id.home, id.goal_twist, id.ignore_twist ? 1 : 0});
  out.raw(t.good.data(), kSlots);
  out.u32(static_cast<uint32_t>(t.moves.size()));
  for (const Move& m : t.moves) {
    out.raw(m.from.data(), kSlots), out.raw(m.add.data(), kSlots), out.raw(m.flip.data(), kSlots);
    out.ints(m.turns);
  }
  out.ints(t.cost);
  out.ints(t.via);
  out.u32(static_cast<uint32_t>(t.info.algorithms));
  out.blob(t.search->pattern_bytes());
  return out.bytes;
}

bool load_last_block(const std::vector<uint8_t>& bytes, MessageOut error) {
  ByteIn in{bytes};
  auto t = std::make_unique<Tables>();
  t->edges = in.ints();
  const uint32_t pieces = in.u32();
  for (uint32_t i = 0; i < pieces && in.ok; ++i) {
    const std::vector<int> v = in.ints();
    if (v.size() == 4) t->block.push_back({v[0], v[1], v[2], v[3] != 0});
  }
  in.raw(t->good.data(), kSlots);
  const uint32_t moves = in.u32();
  for (uint32_t i = 0; i < moves && in.ok; ++i) {
    Move m;
    in.raw(m.from.data(), kSlots), in.raw(m.add.data(), kSlots), in.raw(m.flip.data(), kSlots);
    m.turns = in.ints();
    t->moves.push_back(std::move(m));
  }
  t->cost = in.ints();
  t->via = in.ints();
  t->info.algorithms = in.u32();
  const std::vector<uint8_t> patterns = in.blob();
  bool fits = in.done() && t->edges.size() == kSlots && t->block.size() == pieces &&
              t->cost.size() == static_cast<size_t>(kCases) && t->via.size() == t->cost.size();
  for (size_t c = 0; fits && c < t->via.size(); ++c)
    fits = t->via[c] >= -1 && t->via[c] < static_cast<int>(t->moves.size());
  for (const Move& m : t->moves)
    for (int i = 0; fits && i < kSlots; ++i) fits = m.from[i] < kSlots;
  if (!fits) {
    error.set(message("megaminx_tables_unread", {{"part", "last_block"}}));
    return false;
  }
  count_cases(*t);
  size_t at = 0;
  t->search =
      std::make_unique<PieceSearch>(P(), turns_of({"U", "BR"}), t->block, std::vector<PieceId>{}, &patterns, &at);
  if (at != patterns.size()) {
    error.set(message("megaminx_tables_size", {{"part", "last_block"}}));
    return false;
  }
  held.install(std::move(t));
  return true;
}

bool solve_last_block(Pieces& p, std::vector<LastBlockStep>* steps, uint64_t* nodes, MessageOut error) {
  const Tables& t = tables();
  if (!t.error.empty()) {
    error.set(t.error);
    return false;
  }
  LastBlockStep flip{"Second layer: the last block's edges flipped",
                     "Flips the BR face's edges below U so that U and BR alone can bring them home, with algorithms "
                     "of U, R and BR that keep R's solved pieces",
                     {}};
  auto read = [&] {
    std::array<uint8_t, kSlots> d{};
    for (int i = 0; i < kSlots; ++i) {
      const int piece = p.piece[kEdges][t.edges[i]];
      const bool in_block = std::any_of(t.block.begin(), t.block.end(),
                                        [&](const PieceId& id) { return id.orbit == kEdges && id.home == piece; });
      const int home = static_cast<int>(std::find(t.edges.begin(), t.edges.end(), piece) - t.edges.begin());
      if (in_block) d[i] = static_cast<uint8_t>(1 + (p.twist[kEdges][t.edges[i]] + t.good[i] + t.good[home]) % 2);
    }
    return index_of(d);
  };
  for (int guard = 0; guard < 64; ++guard) {
    const int index = read();
    if (t.cost[index] < 0) {
      error.set(message("megaminx_step_failed", {{"step", "last_block_edges"}}));
      return false;
    }
    if (t.via[index] < 0) break;
    for (int turn : t.moves[t.via[index]].turns) {
      apply_turn(P(), p, turn);
      flip.turns.push_back(turn);
    }
  }
  LastBlockStep block{"Second layer: the last block",
                      "Brings home the BR face's pieces below U with the turns of U and BR, which move nothing solved",
                      {}};
  if (!t.search->solve(p, 40, 50'000'000, &block.turns, nodes)) {
    error.set(message("megaminx_step_failed", {{"step", "last_block"}}));
    return false;
  }
  for (int turn : block.turns) apply_turn(P(), p, turn);
  steps->push_back(std::move(flip));
  steps->push_back(std::move(block));
  return true;
}

}  // namespace cube::twisty::megaminx_solver
