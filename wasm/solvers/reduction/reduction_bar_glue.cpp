#include "solvers/reduction/reduction_bar_glue.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <unordered_set>
#include <utility>

#include "core/cube_layout.h"
#include "core/face.h"
#include "core/min_cost_assignment.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_per_size.h"

namespace cube::reduction {
namespace {

// The beam: its width and how far it looks. 20 random 7x7x7s (build/native/bars_bench
// glue 20 7): glue + bars 76.1 turns (against ~96 for the bars alone) at 64 a level,
// ~45 ms of CPU; 128 and 256 leave ~0.5 and ~1.5 dominoes fewer for 2x and 4x the CPU.
constexpr size_t kWidth = 64;
constexpr int kMaxTurns = 60;
// Step 2's cost of a domino left wrong, in turns (~4.7 measured: its commutators fix 2-3
// stickers for 6-10 turns): the beam ends where its turns plus this times the dominoes
// left wrong are least. 4: 76.1 turns glue + bars on 20 7x7x7s, 2: 82.1, 6: 77.7.
constexpr double kTurnsPerWrong = 4.0;
constexpr int kMaxDominoes = 72;

int colour_index(char c) {
  switch (c) {
    case 'U': return 0;
    case 'R': return 1;
    case 'F': return 2;
    case 'D': return 3;
    case 'L': return 4;
    default: return 5;
  }
}

// An edge side (the colour shown, the edge's other colour) as 0..35 (24 of them used).
int side_of(char shown, char other) { return colour_index(shown) * 6 + colour_index(other); }

// The dominoes as the beam sees them: per slot (bar_dominoes' order) the edge side of
// its edge sticker and the colour of its bar sticker. Every block turn moves edge
// stickers onto edge stickers and bar stickers onto bar stickers: slots to slots.
struct Dominoes {
  std::array<uint8_t, kMaxDominoes> side{}, bar{};
};

// A step of the beam: block turns and what they do to the dominoes' pairing.
struct Macro {
  std::vector<int> turns;
  int cost = 1;
  // For each slot whose new domino is not an old one moved whole: the slot its edge
  // sticker and the slot its bar sticker come from (the old domino of the bar's slot is
  // the one it breaks).
  std::vector<std::pair<uint8_t, uint8_t>> pairs;
};

struct GlueModel {
  std::vector<BarDomino> dominoes;
  std::vector<std::vector<uint8_t>> edge_to, bar_to;  // [turn][slot]: where it goes
  std::vector<Macro> macros;
  int longest = 1;         // the macros' largest cost
  std::vector<int> sides;  // the 24 edge sides used
};

// The macro of a turn sequence, its pairs from the slots' moves.
Macro macro_of(const GlueModel& m, std::vector<int> turns) {
  const size_t count = m.dominoes.size();
  std::vector<uint8_t> edge(count), bar(count);  // what each slot holds: the slot it came from
  for (size_t d = 0; d < count; ++d) edge[d] = bar[d] = static_cast<uint8_t>(d);
  for (int t : turns) {
    std::vector<uint8_t> e(count), b(count);
    for (size_t d = 0; d < count; ++d) e[m.edge_to[t][d]] = edge[d], b[m.bar_to[t][d]] = bar[d];
    edge.swap(e), bar.swap(b);
  }
  Macro mac{std::move(turns), 0, {}};
  mac.cost = static_cast<int>(mac.turns.size());
  for (size_t d = 0; d < count; ++d)
    if (edge[d] != bar[d]) mac.pairs.emplace_back(edge[d], bar[d]);
  return mac;
}

std::unique_ptr<GlueModel> make_glue_model(int n) {
  auto m = std::make_unique<GlueModel>();
  m->dominoes = bar_dominoes(n);
  const int count = static_cast<int>(m->dominoes.size());
  const BlockTurns& bt = block_turns(n);
  std::vector<int> edge_slot(6 * n * n, -1), bar_slot(6 * n * n, -1);
  for (int d = 0; d < count; ++d) edge_slot[m->dominoes[d].edge] = d, bar_slot[m->dominoes[d].bar] = d;
  for (size_t t = 0; t < bt.turns.size(); ++t) {
    const std::span<const int> perm = bt.turns[t].stickers;
    std::vector<uint8_t>& e = m->edge_to.emplace_back(count);
    std::vector<uint8_t>& b = m->bar_to.emplace_back(count);
    for (int d = 0; d < count; ++d) {
      e[d] = static_cast<uint8_t>(edge_slot[perm[m->dominoes[d].edge]]);
      b[d] = static_cast<uint8_t>(bar_slot[perm[m->dominoes[d].bar]]);
    }
  }
  const auto face_turn = [&](int t) { return bt.turns[t].depth == 1; };
  for (int turn = 0; turn < bt.count(); ++turn) {
    if (!face_turn(turn)) continue;
    m->macros.push_back(macro_of(*m, {turn}));
    // A set-up about the same axis commutes with the turn: the next step's set-up.
    for (int setup = 0; setup < bt.count(); ++setup)
      if (!face_turn(setup) && bt.turns[setup].axis != bt.turns[turn].axis)
        m->macros.push_back(macro_of(*m, {setup, turn}));
  }
  for (const Macro& mac : m->macros) m->longest = std::max(m->longest, mac.cost);
  for (int c = 0; c < 6; ++c)
    for (int d = 0; d < 6; ++d)
      if (c != d && (c + 3) % 6 != d) m->sides.push_back(c * 6 + d);
  return m;
}

const GlueModel& model(int n) { return PerSize<GlueModel, make_glue_model>::get(n); }

Dominoes read_dominoes(const GlueModel& m, const std::string& s) {
  Dominoes out;
  for (size_t d = 0; d < m.dominoes.size(); ++d) {
    out.side[d] = static_cast<uint8_t>(side_of(s[m.dominoes[d].edge], s[m.dominoes[d].partner]));
    out.bar[d] = static_cast<uint8_t>(colour_index(s[m.dominoes[d].bar]));
  }
  return out;
}

// F: the colour (0..5) each edge side's bar stickers are to show (each colour 4 times),
// the one that leaves the fewest dominoes wrong, by the Hungarian method; *wrong their count.
std::array<uint8_t, 36> choose_colours(const GlueModel& m, const Dominoes& at, int* wrong) {
  std::array<std::array<int, 6>, 36> shown{};
  std::array<int, 36> total{};
  for (size_t d = 0; d < m.dominoes.size(); ++d) ++shown[at.side[d]][at.bar[d]], ++total[at.side[d]];
  const int size = static_cast<int>(m.sides.size());
  std::vector<double> cost(static_cast<size_t>(size) * size);
  for (int r = 0; r < size; ++r)
    for (int slot = 0; slot < size; ++slot) cost[r * size + slot] = total[m.sides[r]] - shown[m.sides[r]][slot / 4];
  const std::vector<int> slot = min_cost_assignment(cost, size);
  std::array<uint8_t, 36> colour{};
  *wrong = 0;
  for (int r = 0; r < size; ++r) {
    colour[m.sides[r]] = static_cast<uint8_t>(slot[r] / 4);
    *wrong += static_cast<int>(cost[r * size + slot[r]]);
  }
  return colour;
}

struct Node {
  Dominoes at;
  int wrong = 0;
  int from = -1;  // index in its parent level
  int from_level = -1;
  int macro = -1;
  int last = -1;  // its last turn
};

struct Candidate {
  int wrong;
  uint32_t key;  // ties broken by a hash, not by the order the turns are listed in
  int from_level, from, macro;
};

uint32_t mix(uint32_t a, uint32_t b) {
  uint32_t h = a * 0x9E3779B1u ^ (b + 0x7F4A7C15u);
  h ^= h >> 15, h *= 0x2C1B3C6Du, h ^= h >> 12;
  return h;
}

void play(const GlueModel& m, int turn, Dominoes& d) {
  Dominoes next;
  for (size_t k = 0; k < m.dominoes.size(); ++k) {
    next.side[m.edge_to[turn][k]] = d.side[k];
    next.bar[m.bar_to[turn][k]] = d.bar[k];
  }
  d = next;
}

}  // namespace

std::vector<BarDomino> bar_dominoes(int n) {
  const CubeLayout& l = *cube_layout(n);
  std::vector<int> partner(6 * n * n, -1);
  const auto pair = [&](const std::array<int, 2>& piece) {
    partner[piece[0]] = piece[1], partner[piece[1]] = piece[0];
  };
  for (size_t o = 1; o < l.wings.size(); ++o)
    for (const std::array<int, 2>& wing : l.wings[o]) pair(wing);
  for (const std::array<int, 2>& midge : l.midge) pair(midge);
  std::vector<BarDomino> out;
  for (int f = 0; f < 6; ++f) {
    const int base = f * n * n;
    const auto add = [&](int er, int ec, int br, int bc) {
      const int edge = base + er * n + ec;
      out.push_back(BarDomino{edge, partner[edge], base + br * n + bc});
    };
    for (int k = 2; k <= n - 3; ++k) add(0, k, 1, k);
    for (int k = 2; k <= n - 3; ++k) add(k, 0, k, 1);
    for (int k = 2; k <= n - 3; ++k) add(k, n - 1, k, n - 2);
    for (int k = 2; k <= n - 3; ++k) add(n - 1, k, n - 2, k);
  }
  return out;
}

int dominoes_wrong(int n, const std::string& stickers) {
  const GlueModel& m = model(n);
  int wrong = 0;
  choose_colours(m, read_dominoes(m, stickers), &wrong);
  return wrong;
}

int glue_bars(int n, std::string& stickers, std::vector<int>* out) {
  if (n != 6 && n != 7) return -1;
  const GlueModel& m = model(n);
  const BlockTurns& bt = block_turns(n);
  const size_t count = m.dominoes.size();
  Node root{read_dominoes(m, stickers)};
  // F chosen once, on the start (chosen again for the best of each level, it did worse:
  // 20 7x7x7s left 10.3 dominoes wrong after 33.6 turns, against 7.0 after 43.1).
  const std::array<uint8_t, 36> colour = choose_colours(m, root.at, &root.wrong);
  std::array<std::array<uint8_t, 6>, 36> right{};  // [edge side][bar colour]: F's colour
  for (int side : m.sides)
    for (int c = 0; c < 6; ++c) right[side][c] = colour[side] == c;
  std::vector<std::vector<Node>> levels(1, std::vector<Node>{root});
  double best_cost = kTurnsPerWrong * root.wrong;
  int best_level = 0, best_node = 0;
  std::vector<Candidate> cands;
  // Level t: the nodes t turns deep, from level t - 1 by a face turn or t - 2 by a
  // set-up and a face turn; each scored by the slots the step changes.
  for (int t = 1; t <= kMaxTurns && t < best_cost; ++t) {
    cands.clear();
    for (int cost = 1; cost <= m.longest && cost <= t; ++cost) {
      const std::vector<Node>& from = levels[t - cost];
      for (int i = 0; i < static_cast<int>(from.size()); ++i) {
        const Node& node = from[i];
        for (int k = 0; k < static_cast<int>(m.macros.size()); ++k) {
          const Macro& mac = m.macros[k];
          if (mac.cost != cost) continue;
          const int first = mac.turns.front();
          if (node.last >= 0 && (bt.merged(node.last, first) || !bt.may_follow(node.last, first))) continue;
          int wrong = node.wrong;
          for (const auto& [edge, at] : mac.pairs) {
            const uint8_t bar = node.at.bar[at];
            wrong += right[node.at.side[at]][bar] - right[node.at.side[edge]][bar];
          }
          cands.push_back(
              Candidate{wrong, mix(static_cast<uint32_t>(i * 977 + t), static_cast<uint32_t>(k)), t - cost, i, k});
        }
      }
    }
    const auto better = [](const Candidate& a, const Candidate& b) {
      return a.wrong != b.wrong ? a.wrong < b.wrong : a.key < b.key;
    };
    const size_t keep = std::min(cands.size(), 3 * kWidth);
    std::partial_sort(cands.begin(), cands.begin() + static_cast<std::ptrdiff_t>(keep), cands.end(), better);
    std::vector<Node>& level = levels.emplace_back();
    std::unordered_set<std::string_view> seen;
    std::vector<std::string> keys;
    keys.reserve(keep);
    for (size_t c = 0; c < keep && level.size() < kWidth; ++c) {
      const Candidate& cand = cands[c];
      const Macro& mac = m.macros[cand.macro];
      Node node = levels[cand.from_level][cand.from];
      node.wrong = cand.wrong, node.from = cand.from, node.from_level = cand.from_level;
      node.macro = cand.macro, node.last = mac.turns.back();
      for (int turn : mac.turns) play(m, turn, node.at);
      std::string& key = keys.emplace_back(2 * count, ' ');
      std::copy(node.at.side.begin(), node.at.side.begin() + count, key.begin());
      std::copy(node.at.bar.begin(), node.at.bar.begin() + count, key.begin() + count);
      if (!seen.insert(key).second) continue;
      level.push_back(node);
    }
    for (int i = 0; i < static_cast<int>(level.size()); ++i) {
      const double cost = t + kTurnsPerWrong * level[i].wrong;
      if (cost < best_cost) best_cost = cost, best_level = t, best_node = i;
    }
  }
  std::vector<int> path;
  for (int lv = best_level, i = best_node; lv > 0;) {
    const Node& node = levels[lv][i];
    const Macro& mac = m.macros[node.macro];
    path.insert(path.end(), mac.turns.rbegin(), mac.turns.rend());
    lv = node.from_level, i = node.from;
  }
  std::reverse(path.begin(), path.end());
  bt.play(stickers, path);
  out->insert(out->end(), path.begin(), path.end());
  return dominoes_wrong(n, stickers);
}

}  // namespace cube::reduction
