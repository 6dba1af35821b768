#include "solvers/reduction/reduction_centres.h"

#include <atomic>
#include <bit>
#include <mutex>
#include <utility>

#include "core/facelets.h"
#include "solvers/reduction/reduction_moves.h"
#include "solvers/reduction/reduction_subsets.h"
#include "solvers/reduction/reduction_wings.h"

namespace cube::reduction {
namespace {

// Breadth-first from the goal, one frontier of masks at a time.
std::vector<uint8_t> make_ud_axis() {
  constexpr uint32_t kGoal = kU | kD;
  std::vector<uint8_t> dist(binomial(24, 8), kUnreachable);
  dist[rank_bits(kGoal)] = 0;
  std::vector<uint32_t> frontier{kGoal}, next;
  for (uint8_t depth = 0; !frontier.empty(); ++depth) {
    next.clear();
    for (uint32_t mask : frontier)
      for (int m = 0; m < kTurns; ++m) {
        const uint32_t after = turn_mask(m, mask);
        uint8_t& d = dist[rank_bits(after)];
        if (d == kUnreachable) d = depth + 1, next.push_back(after);
      }
    frontier.swap(next);
  }
  return dist;
}

std::vector<int> sides_turns() {
  std::vector<int> out;
  for (int face = 0; face < 6; ++face)
    for (int power = 1; power <= 3; ++power) {
      out.push_back(turn_index(face, false, power));
      const bool ud = face == 0 || face == 3;
      if (ud || power == 2) out.push_back(turn_index(face, true, power));
    }
  return out;
}

std::vector<uint8_t> wing_parity_flips(const std::vector<int>& set) {
  std::vector<uint8_t> out;
  for (int m : set) out.push_back(turns()[m].wide && turns()[m].power != 2 ? 1 : 0);
  return out;
}

std::vector<uint8_t> pairing_parity_flips(const std::vector<int>& set) {
  std::vector<uint8_t> out;
  for (int m : set) out.push_back(static_cast<uint8_t>(pairing_parity_flip(m)));
  return out;
}

// The U patterns (rank among the U-D axis) from which some finish state is reachable.
std::vector<uint32_t> solvable_u_patterns(const CentreStage& finish) {
  std::vector<uint32_t> out;
  const uint32_t per_pattern = 70 * 70 * 2;
  for (uint32_t u = 0; u < 70; ++u)
    for (uint32_t i = 0; i < per_pattern; ++i)
      if (finish.distance(u * per_pattern + i) != kUnreachable) {
        out.push_back(u);
        break;
      }
  return out;
}

// search false: the move tables only (unfilled_centre_tables()).
std::unique_ptr<CentreTables> make_tables(bool search) {
  std::vector<uint8_t> ud = search ? make_ud_axis() : std::vector<uint8_t>(binomial(24, 8), kUnreachable);
  const std::vector<int> sides = sides_turns();
  const std::vector<int>& pairing = pairing_turns();
  CentreStage finish({{kU | kD, "U", 4, kU}, {kR | kL, "R", 4, kR}, {kF | kB, "F", 4, kF}}, pairing,
                     pairing_parity_flips(pairing), {}, search);
  // Phase 2's goals: the R-L centres home with an even wing permutation, and the U
  // centres in one of the patterns the finish can solve.
  // The finish up to a whole-cube half turn (x2, y2, z2: the stickers turned by two
  // wide half turns), for phase 3's exact search, which leaves out Dw2, Lw2 and Bw2.
  std::vector<uint32_t> turned_goals;
  if (search) {
    const std::string solved = solved_facelets(Puzzle::Cube4);
    for (const auto& [a, b] : {std::pair{0, 3}, std::pair{1, 4}, std::pair{2, 5}, std::pair{-1, -1}}) {
      std::string s = solved;
      if (a >= 0) play(s, {turn_index(a, true, 2), turn_index(b, true, 2)});
      turned_goals.push_back(finish.index_of(s, pairing_parity(s, read_wings(s))));
    }
  }
  CentreStage finish_turned({{kU | kD, "U", 4, kU}, {kR | kL, "R", 4, kR}, {kF | kB, "F", 4, kF}}, pairing,
                            pairing_parity_flips(pairing), turned_goals, search);
  std::vector<uint32_t> goals;
  const uint32_t rl_home = rank_bits(compress(kR | kL, kR | kF | kL | kB));
  if (search)
    for (uint32_t u : solvable_u_patterns(finish)) goals.push_back(2 * (rl_home * 70 + u));
  return std::make_unique<CentreTables>(CentreTables{
      std::move(ud),
      std::move(finish),
      CentreStage({{kR | kF | kL | kB, "RL", 8, kR | kL}, {kU | kD, "U", 4, kU}}, sides, wing_parity_flips(sides),
                  goals, search),
      std::move(finish_turned),
  });
}

std::atomic<const CentreTables*> g_tables{nullptr};
std::mutex g_build;

}  // namespace

CentreStage::CentreStage(std::vector<Part> parts, std::vector<int> turn_set, std::vector<uint8_t> flips,
                         std::vector<uint32_t> goals, bool search)
    : parts_(std::move(parts)), turns_(std::move(turn_set)), flips_(std::move(flips)) {
  uint32_t size = flips_.empty() ? 1 : 2;
  for (size_t p = 0; p < parts_.size(); ++p) {
    const int n = std::popcount(parts_[p].positions);
    const uint32_t count = binomial(n, parts_[p].k);
    sizes_[p] = count;
    size *= count;
    moves_[p].resize(count * turns_.size());
    for (uint32_t r = 0; r < count; ++r) {
      const uint32_t mask = expand(unrank_bits(r, n, parts_[p].k), parts_[p].positions);
      for (size_t m = 0; m < turns_.size(); ++m)
        moves_[p][r * turns_.size() + m] = rank_bits(compress(turn_mask(turns_[m], mask), parts_[p].positions));
    }
  }
  dist_.assign(size, kUnreachable);
  if (!search) return;
  uint32_t goal = 0;
  for (size_t p = 0; p < parts_.size(); ++p)
    goal = goal * sizes_[p] + rank_bits(compress(parts_[p].goal, parts_[p].positions));
  if (goals.empty()) goals.push_back(flips_.empty() ? goal : 2 * goal);
  std::vector<uint32_t> frontier;
  for (uint32_t g : goals) {
    dist_[g] = 0;
    frontier.push_back(g);
  }
  fill_distances(dist_, std::move(frontier), turns_.size(), [this](uint32_t s, size_t m) { return after(s, m); });
}

uint32_t CentreStage::index_of(const std::string& stickers, int bit) const {
  uint32_t s = 0;
  for (size_t p = 0; p < parts_.size(); ++p)
    s = s * sizes_[p] + rank_bits(compress(colour_mask(stickers, parts_[p].colours), parts_[p].positions));
  return flips_.empty() ? s : 2 * s + static_cast<uint32_t>(bit & 1);
}

uint32_t CentreStage::after(uint32_t s, size_t m) const {
  uint32_t bit = 0;
  if (!flips_.empty()) bit = (s & 1) ^ flips_[m], s >>= 1;
  const size_t n = turns_.size();
  uint32_t out = 0;
  switch (parts_.size()) {
    case 1: out = moves_[0][s * n + m]; break;
    case 2: out = moves_[0][s / sizes_[1] * n + m] * sizes_[1] + moves_[1][s % sizes_[1] * n + m]; break;
    case 3: {
      const uint32_t c2 = s % sizes_[2], c1 = s / sizes_[2] % sizes_[1], c0 = s / sizes_[2] / sizes_[1];
      out = (moves_[0][c0 * n + m] * sizes_[1] + moves_[1][c1 * n + m]) * sizes_[2] + moves_[2][c2 * n + m];
      break;
    }
    default: break;
  }
  return flips_.empty() ? out : 2 * out + bit;
}

int CentreTables::ud_axis_distance(uint32_t mask) const { return ud_axis[rank_bits(mask)]; }

bool centre_tables_built() { return g_tables.load(std::memory_order_acquire) != nullptr; }

const CentreTables& centre_tables() {
  if (const CentreTables* t = g_tables.load(std::memory_order_acquire)) return *t;
  std::lock_guard<std::mutex> lock(g_build);
  if (const CentreTables* t = g_tables.load(std::memory_order_acquire)) return *t;
  const CentreTables* built = make_tables(true).release();  // kept for the program's life
  g_tables.store(built, std::memory_order_release);
  return *built;
}

std::unique_ptr<CentreTables> unfilled_centre_tables() { return make_tables(false); }

void install_centre_tables(std::unique_ptr<CentreTables> tables) {
  std::lock_guard<std::mutex> lock(g_build);
  if (g_tables.load(std::memory_order_acquire) == nullptr)
    g_tables.store(tables.release(), std::memory_order_release);  // kept for the program's life
}

}  // namespace cube::reduction
