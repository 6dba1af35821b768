#include "solvers/reduction/reduction_big_centres.h"

#include <array>
#include <memory>
#include <mutex>

#include "core/cube_layout.h"
#include "solvers/reduction/reduction_block_turns.h"

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
bool keeps_ud_axis(const BlockTurn& t) { return t.depth == 1 || t.axis == 0 || t.power == 2; }
bool keeps_axes(const BlockTurn& t) { return t.depth == 1 || t.power == 2; }

std::unique_ptr<BigCentreTables> make(int n) {
  auto t = std::make_unique<BigCentreTables>();
  t->n = n;
  const CubeLayout& l = *cube_layout(n);
  const int orbits = static_cast<int>(l.centres.size());
  const int wing_orbits = static_cast<int>(l.wings.size());
  const std::vector<int> all = turns_where(n, any_turn), ud = turns_where(n, keeps_ud_axis),
                         axes = turns_where(n, keeps_axes);
  t->axis.reserve(orbits);
  t->sides.reserve(orbits);
  t->finish.reserve(orbits);
  for (int o = 0; o < orbits; ++o) {
    t->axis.emplace_back(n, o, std::vector<SubsetPart>{{0xFFFFFF, "UD", 8}}, all);
    // Stage 2 also makes each wing orbit's permutation even (only block quarter turns
    // about U-D change it there, and stage 3 and the pairing cannot): orbit o carries
    // wing orbit o's parity.
    t->sides.emplace_back(n, o, std::vector<SubsetPart>{{kUD, "U", 4}, {kRL | kFB, "RL", 8}}, ud,
                          o < wing_orbits ? o : -1);
    t->finish.emplace_back(n, o, std::vector<SubsetPart>{{kUD, "U", 4}, {kRL, "R", 4}, {kFB, "F", 4}}, axes);
  }
  const std::vector<int>* sets[3] = {&all, &ud, &axes};
  std::vector<OrbitStage>* stages[3] = {&t->axis, &t->sides, &t->finish};
  for (int s = 0; s < 3; ++s) {
    t->stage[s].n = n;
    t->stage[s].turns = *sets[s];
    for (const OrbitStage& o : *stages[s]) t->stage[s].orbits.push_back(&o);
  }
  // Stage 3's orbits apart miss how they are tied (one turn moves them all): a joint
  // table of each two by their R and F patterns (70^4) tells the search.
  t->joints.resize(orbits / 2);
  for (int j = 0; j < orbits / 2; ++j) {
    t->joints[j].a = 2 * j;
    t->joints[j].b = 2 * j + 1;
    t->joints[j].mod = 70 * 70;
    build_joint(t->stage[2], t->joints[j]);
  }
  for (const JointTable& j : t->joints) t->stage[2].joints.push_back(&j);
  return t;
}

std::mutex& build_mutex() {
  static std::mutex m;
  return m;
}
std::array<std::unique_ptr<BigCentreTables>, 8>& built() {
  static std::array<std::unique_ptr<BigCentreTables>, 8> all;
  return all;
}

}  // namespace

size_t BigCentreTables::bytes() const {
  size_t b = 0;
  for (const auto* v : {&axis, &sides, &finish})
    for (const OrbitStage& o : *v) b += o.bytes();
  for (const JointTable& j : joints) b += j.dist.size();
  return b;
}

const BigCentreTables& big_centre_tables(int n) {
  std::lock_guard<std::mutex> lock(build_mutex());
  auto& slot = built()[n];
  if (!slot) slot = make(n);
  return *slot;
}

bool big_centre_tables_built(int n) {
  std::lock_guard<std::mutex> lock(build_mutex());
  return built()[n] != nullptr;
}

// Stages 1 and 2 keep several candidates, stage 3 takes the first it finds from each;
// the shortest total wins. Node budgets grow until some chain completes (stage 3's
// search can be long for a few stage-2 ends: another candidate is then quicker).
bool solve_big_centres(int n, std::string& stickers, std::vector<int>* out) {
  const BigCentreTables& t = big_centre_tables(n);
  const BlockTurns& bt = block_turns(n);
  constexpr int kMaxDepth = 40;
  for (uint64_t budget : {100'000ull, 1'000'000ull, 10'000'000ull, 100'000'000ull}) {
    std::vector<int> best;
    bool have = false;
    for (const std::vector<int>& a : ida_search(t.stage[0], stickers, kMaxDepth, budget, 4)) {
      std::string s1 = stickers;
      bt.play(s1, a);
      for (const std::vector<int>& b : ida_search(t.stage[1], s1, kMaxDepth, budget, 10)) {
        std::string s2 = s1;
        bt.play(s2, b);
        const std::vector<std::vector<int>> c = ida_search(t.stage[2], s2, kMaxDepth, budget, 1);
        if (c.empty()) continue;
        const size_t length = a.size() + b.size() + c.front().size();
        if (have && length >= best.size()) continue;
        best = a;
        best.insert(best.end(), b.begin(), b.end());
        best.insert(best.end(), c.front().begin(), c.front().end());
        have = true;
      }
    }
    if (have) {
      bt.play(stickers, best);
      out->insert(out->end(), best.begin(), best.end());
      return true;
    }
  }
  return false;
}

}  // namespace cube::reduction
