#include "solvers/reduction/reduction_big_centres.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <memory>
#include <utility>

#include "core/cube_layout.h"
#include "solvers/reduction/reduction_bfs.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_per_size.h"

namespace cube::reduction {
namespace {

// Orbit positions 4 f + i by face pair.
constexpr uint32_t kUD = 0x00F00F, kRL = 0x0F00F0, kFB = 0xF00F00;

std::vector<int> turns_where(int n, bool (*keep)(const BlockTurn&)) {
  std::vector<int> out;
  const BlockTurns& bt = block_turns(n);
  for (int t = 0; t < bt.count(); ++t)
    if (keep(bt.turns[t])) out.push_back(t);
  return out;
}

bool any_turn(const BlockTurn&) { return true; }

// The wing orbit whose permutation parity the o-th searched orbit's stage 2 makes even,
// or -1. The 6x6x6 (its pseudo-5x5x5) needs its inner wings' only: its outer wings are
// the 5x5x5's, any permutation. Elsewhere every wing orbit, the o-th by the o-th.
int carried_wing_parity(int n, bool lines, int o) {
  const int wing_orbits = static_cast<int>(cube_layout(n)->wings.size());
  if (n == 6 && !lines) return o == 0 ? 1 : -1;
  return o < wing_orbits ? o : -1;
}

bool keeps_ud_axis(const BlockTurn& t) { return t.depth == 1 || t.axis == 0 || t.power == 2; }
bool keeps_axes(const BlockTurn& t) { return t.depth == 1 || t.power == 2; }

// Made with their distances filled (progress: the share of all their entries filled)
// or, `filled` false, left for the byte format to fill (reduction_big_table_file.h).
std::unique_ptr<BigCentreTables> make_for(int n, bool lines, bool filled, const FillProgress& progress = {}) {
  auto t = std::make_unique<BigCentreTables>();
  t->n = n;
  const std::vector<int> searched = searched_centre_orbits(n, lines);
  const int orbits = static_cast<int>(searched.size());
  const std::vector<int> all = turns_where(n, any_turn), ud = turns_where(n, keeps_ud_axis),
                         axes = turns_where(n, keeps_axes);
  t->axis.reserve(orbits);
  t->sides.reserve(orbits);
  t->finish.reserve(orbits);
  for (int o = 0; o < orbits; ++o) {
    const int c = searched[o];
    t->axis.emplace_back(n, c, std::vector<SubsetPart>{{0xFFFFFF, "UD", 8}}, all);
    // Stage 2 also makes each wing orbit's permutation even (only block quarter turns
    // about U-D change it there, and stage 3, the centre commutators and the pairing
    // cannot): the o-th searched orbit carries wing orbit o's parity (the 6x6x6's and
    // 7x7x7's inner orbits move with 3Uw, which turns wing orbit 1's slice).
    t->sides.emplace_back(n, c, std::vector<SubsetPart>{{kRL | kFB, "RL", 8}}, ud, carried_wing_parity(n, lines, o));
    t->finish.emplace_back(n, c, std::vector<SubsetPart>{{kUD, "U", 4}, {kRL, "R", 4}, {kFB, "F", 4}}, axes);
  }
  // Every table's entries, so that the progress counts each by its size (the joint tables
  // below, 70^4 each, are most of it).
  const size_t joint_entries = size_t{4900} * 4900;
  size_t total = static_cast<size_t>(orbits / 2) * 3 * joint_entries, done = 0;
  for (const auto* v : {&t->axis, &t->sides, &t->finish})
    for (const OrbitStage& o : *v) total += o.size();
  const auto share = [&](size_t entries) {
    FillProgress part;
    if (progress)
      part = [&progress, &done, total, entries](double f) {
        progress((static_cast<double>(done) + f * static_cast<double>(entries)) / static_cast<double>(total));
      };
    return part;
  };
  if (filled)
    for (auto* v : {&t->axis, &t->sides, &t->finish})
      for (OrbitStage& o : *v) {
        o.fill(share(o.size()));
        done += o.size();
      }
  const std::vector<int>* sets[3] = {&all, &ud, &axes};
  std::vector<OrbitStage>* stages[3] = {&t->axis, &t->sides, &t->finish};
  for (int s = 0; s < 3; ++s) {
    t->stage[s].n = n;
    t->stage[s].turns = *sets[s];
    for (const OrbitStage& o : *stages[s]) t->stage[s].orbits.push_back(&o);
  }
  // Stage 3's orbits apart miss how they are tied (one turn moves them all): joint
  // tables of each two by two of their three patterns (70^4 each; the coordinate is
  // (U * 70 + R) * 70 + F) tell the search.
  for (int j = 0; j + 1 < orbits; j += 2)
    for (const auto& [div, high, low] : {std::array<uint32_t, 3>{1, 1, 4900}, {4900, 70, 70}, {70, 4900, 1}}) {
      JointTable joint;
      joint.a = j, joint.b = j + 1, joint.div = div, joint.high = high, joint.low = low;
      if (filled) {
        build_joint(t->stage[2], joint, share(joint_entries));
        done += joint_entries;
      } else {
        joint.dist.assign(joint_entries, kUnreachable);
      }
      t->joints.push_back(std::move(joint));
    }
  for (const JointTable& j : t->joints) t->stage[2].joints.push_back(&j);
  return t;
}

std::unique_ptr<BigCentreTables> make(int n) { return make_for(n, false, true); }
std::unique_ptr<BigCentreTables> make_lines(int n) { return make_for(n, true, true); }
using Plain = PerSize<BigCentreTables, make>;
using Lines = PerSize<BigCentreTables, make_lines>;

}  // namespace

std::vector<int> searched_centre_orbits(int n, bool lines) {
  const CubeLayout& l = *cube_layout(n);
  std::vector<int> out;
  for (int o = 0; o < static_cast<int>(l.centres.size()); ++o) {
    const int first = l.centres[o][0];  // on U
    const int r = first / n, c = first % n;
    const bool on_line = n % 2 == 1 && (r == n / 2 || c == n / 2);
    // The 6x6x6 (its pseudo-5x5x5: reduction_pseudo_solver.h): the inner X-centres
    // alone; the obliques are paired by commutators, the outer X-centres are the
    // 5x5x5's. (The three orbits searched at once found nothing in minutes; an oblique
    // orbit searched with them left the 5x5x5 its +-centres solved, where its centre
    // search runs for tens of seconds.)
    const bool pseudo = n == 6 && !lines && r == 2 && c == 2;
    if (pseudo || (n == 7 && (lines ? on_line : r == c))) out.push_back(o);
  }
  return out;
}

size_t BigCentreTables::bytes() const {
  size_t b = 0;
  for (const auto* v : {&axis, &sides, &finish})
    for (const OrbitStage& o : *v) b += o.bytes();
  for (const JointTable& j : joints) b += j.dist.size();
  return b;
}

std::vector<std::pair<std::string, const std::vector<uint8_t>*>> BigCentreTables::distance_tables() const {
  std::vector<std::pair<std::string, const std::vector<uint8_t>*>> out;
  const char* names[3] = {"axis", "sides", "finish"};
  const std::vector<OrbitStage>* stages[3] = {&axis, &sides, &finish};
  for (int s = 0; s < 3; ++s)
    for (size_t o = 0; o < stages[s]->size(); ++o)
      out.emplace_back(names[s] + std::string("-") + std::to_string(o), &(*stages[s])[o].distances());
  for (size_t j = 0; j < joints.size(); ++j) out.emplace_back("joint-" + std::to_string(j), &joints[j].dist);
  return out;
}

std::vector<std::pair<std::string, std::vector<uint8_t>*>> BigCentreTables::distance_tables_to_fill() {
  std::vector<std::pair<std::string, std::vector<uint8_t>*>> out;
  for (const auto& [name, dist] : std::as_const(*this).distance_tables())
    out.emplace_back(name, const_cast<std::vector<uint8_t>*>(dist));  // this one is not const
  return out;
}

namespace {
std::atomic<void (*)(int)> stored_copy_source{nullptr};
}  // namespace

void set_big_centre_table_source(void (*source)(int n)) { stored_copy_source.store(source); }

const BigCentreTables& big_centre_tables(int n, bool lines, const FillProgress& progress) {
  if (!big_centre_tables_built(n, lines))
    if (void (*source)(int) = stored_copy_source.load()) source(n);
  const auto made = [&] { return make_for(n, lines, true, progress); };
  return lines ? Lines::get(n, made) : Plain::get(n, made);
}

bool big_centre_tables_built(int n, bool lines) { return lines ? Lines::made(n) : Plain::made(n); }

std::unique_ptr<BigCentreTables> unfilled_big_centre_tables(int n, bool lines) { return make_for(n, lines, false); }

void install_big_centre_tables(std::unique_ptr<BigCentreTables> tables, bool lines) {
  const int n = tables->n;
  if (lines) Lines::install(n, std::move(tables));
  else Plain::install(n, std::move(tables));
}

namespace {

// Stage 3's distance estimate from the end of a chain (the orbits' and joint tables'
// largest): a chain's length plus it orders the chains.
int finish_estimate(const SearchStage& stage, const std::string& stickers) {
  std::array<uint32_t, kMaxOrbits> c{};
  int h = 0;
  for (size_t o = 0; o < stage.orbits.size(); ++o) {
    c[o] = stage.orbits[o]->index_of(stickers);
    h = std::max(h, stage.orbits[o]->distance(c[o]));
  }
  for (const JointTable* j : stage.joints) h = std::max(h, j->distance(c[j->a], c[j->b]));
  return h;
}

}  // namespace

// Stages 1 and 2 keep a few candidates each (their searches are cheap, each bounded),
// and the chains are tried by their length plus stage 3's estimate from their end;
// stage 3 (the one search that can run long, for some stage-2 ends) takes a small node
// budget per chain, grown only when no chain completes, and then over the most promising
// chains only (a quarter as many a round, at least kLastChains), and stops after a few
// complete: the shortest of those wins. This bounds a solve's work far better than one
// large budget per chain (a few chains need 10^7 nodes where another chain of the same
// length needs 10^4). Ordering the chains so, and trying fewer as the budget grows: on
// 100 states 34.88 -> 34.70 turns and ~20% less of stage 3's time (docs/BENCHMARKS.md).
bool solve_big_centres(int n, std::string& stickers, std::vector<int>* out, bool lines) {
  const BigCentreTables& t = big_centre_tables(n, lines);
  const BlockTurns& bt = block_turns(n);
  constexpr int kMaxDepth = 40;
  constexpr int kFirstCandidates = 8, kSecondCandidates = 2, kEnoughChains = 2;
  constexpr size_t kLastChains = 2;
  constexpr uint64_t kFirstNodes = 100'000, kSecondNodes = 10'000, kFinishNodes = 5'000;
  std::vector<std::vector<int>> firsts;
  // The 7x7x7's +-centres are a first try only (a few states search for seconds; the
  // X-centres then take over): capped at 10^5 stage-1 nodes and 2 * 10^4 a chain.
  const uint64_t max_budget = lines ? 20'000 : 1'000'000'000;
  const uint64_t max_grow = lines ? 1 : 1000;
  for (uint64_t grow = 1; firsts.empty() && grow <= max_grow; grow *= 10)
    firsts = ida_search(t.stage[0], stickers, kMaxDepth, kFirstNodes * grow, kFirstCandidates);
  // Stage 2's ends per stage-1 candidate, kept once found (searched again only if none).
  std::vector<std::vector<std::vector<int>>> seconds(firsts.size());
  for (uint64_t budget = kFinishNodes, round = 0; budget <= max_budget; budget *= 4, ++round) {
    std::vector<std::pair<int, std::vector<int>>> chains;  // stages 1 and 2, by their estimate
    for (size_t i = 0; i < firsts.size(); ++i) {
      const std::vector<int>& a = firsts[i];
      if (seconds[i].empty()) {
        std::string s1 = stickers;
        bt.play(s1, a);
        seconds[i] = ida_search(t.stage[1], s1, kMaxDepth, budget * kSecondNodes / kFinishNodes, kSecondCandidates);
      }
      for (const std::vector<int>& b : seconds[i]) {
        std::vector<int> ab = a;
        ab.insert(ab.end(), b.begin(), b.end());
        std::string s2 = stickers;
        bt.play(s2, ab);
        const int estimate = static_cast<int>(ab.size()) + finish_estimate(t.stage[2], s2);
        chains.emplace_back(estimate, std::move(ab));
      }
    }
    std::stable_sort(chains.begin(), chains.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    // (The 7x7x7's capped +-centres, two rounds in all, try every chain as before.)
    const size_t tried =
        lines ? chains.size() : std::max(kLastChains, chains.size() >> std::min<uint64_t>(2 * round, 16));
    std::vector<int> best;
    int complete = 0;
    for (size_t k = 0; k < chains.size() && k < tried; ++k) {
      const std::vector<int>& ab = chains[k].second;
      std::string s2 = stickers;
      bt.play(s2, ab);
      const std::vector<std::vector<int>> c = ida_search(t.stage[2], s2, kMaxDepth, budget, 1);
      if (c.empty()) continue;
      if (complete == 0 || ab.size() + c.front().size() < best.size()) {
        best = ab;
        best.insert(best.end(), c.front().begin(), c.front().end());
      }
      if (++complete >= kEnoughChains) break;
    }
    if (complete > 0) {
      bt.play(stickers, best);
      out->insert(out->end(), best.begin(), best.end());
      return true;
    }
  }
  return false;
}

}  // namespace cube::reduction
