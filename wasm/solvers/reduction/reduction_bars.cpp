#include "solvers/reduction/reduction_bars.h"

#include <memory>

#include "core/cube_layout.h"
#include "core/min_cost_assignment.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_centre_commutators.h"
#include "solvers/reduction/reduction_per_size.h"

namespace cube::reduction {
namespace {

constexpr char kColours[] = "URFDLB";
// The 7x7x7's outer +-centre, a bar's middle sticker, counts as three obliques when
// choosing the colours: so each bar takes its +-centre's colour (the orbit has four of
// each), which only the middle slice's commutators move (12 turns and more, against
// 6-10 for the obliques): 20 states ~112 -> ~101 turns.
constexpr int kPlusWeight = 3;

// Whether a centre sticker at (r, c) of a face lies in ring 1 of cube n (the outer X
// included) rather than inside it.
bool in_ring_one(int n, int r, int c) { return r == 1 || c == 1 || r == n - 2 || c == n - 2; }

// The broad forms' longest kept, per size: 11 on the 7x7x7 takes 20 states ~101 -> ~96
// turns (the library 1.5 -> 1.8 s of CPU; 12: ~95, but 3x the beam's time); on the
// 6x6x6 11 gains nothing.
int broad_max_cost(int n) { return n == 7 ? 11 : 10; }

std::unique_ptr<CentreCommutators> make_library(int n) {
  const CubeLayout& l = *cube_layout(n);
  CommutatorRules rules;
  for (const std::array<int, 24>& orbit : l.centres) {
    const int r = orbit[0] % (n * n) / n, c = orbit[0] % n;
    rules.kept_orbit.push_back(!in_ring_one(n, r, c));
    rules.free_orbit.push_back(r == 1 && c == 1);  // the outer X-centres: the 5x5x5's
  }
  rules.kept_stickers = inner_stickers(n);
  // The pseudo-5x5x5's middle group (P = Rw Lw: the 6x6x6's layers 2-3, the 7x7x7's
  // 2-3-4), which turns whole bars; the 7x7x7's middle layer too (3Rw 3Lw).
  rules.middle_depths = n == 7 ? std::vector<int>{2, 3} : std::vector<int>{2};
  // Every 3-cycle the usual forms make (so the last stickers always find one), and the
  // broad forms' short ones ([r, U'] moves three whole bars in 6 turns): with those the
  // 6x6x6 takes ~57 turns against ~85, the 7x7x7 ~121 against ~167 (bench/bars_bench.cpp).
  auto lib = make_centre_commutators(n, rules);
  rules.broad = true;
  rules.max_cost = broad_max_cost(n);
  std::unique_ptr<CentreCommutators> broad = make_centre_commutators(n, rules);
  merge_commutators(lib.get(), std::move(*broad));
  return lib;
}

const CentreCommutators& library(int n) { return PerSize<CentreCommutators, make_library>::get(n); }

// The bar colours (4 bars of each) that keep the most bar stickers where they are (the
// 7x7x7's +-centres weighed more): an assignment of the 24 bars to 24 colour slots (4 a
// colour), by the Hungarian method on the stickers each slot's colour would leave wrong.
std::vector<char> bar_colours(const std::vector<std::vector<int>>& bars, const std::string& stickers) {
  const int size = static_cast<int>(bars.size());
  std::vector<double> cost(static_cast<size_t>(size) * size, 0);
  for (int b = 0; b < size; ++b)
    for (int slot = 0; slot < size; ++slot)
      for (size_t k = 0; k < bars[b].size(); ++k)
        cost[b * size + slot] +=
            (stickers[bars[b][k]] != kColours[slot / 4]) * (k == 1 && bars[b].size() == 3 ? kPlusWeight : 1);
  const std::vector<int> slot = min_cost_assignment(cost, size);
  std::vector<char> colour(size);
  for (int b = 0; b < size; ++b) colour[b] = kColours[slot[b] / 4];
  return colour;
}

constexpr BeamSize kBeam{16, 16};

}  // namespace

std::vector<std::vector<int>> bar_stickers(int n) {
  std::vector<std::vector<int>> bars;
  for (int f = 0; f < 6; ++f) {
    const int base = f * n * n;
    std::vector<int> top, left, right, bottom;
    for (int k = 2; k <= n - 3; ++k) {
      top.push_back(base + n + k);
      left.push_back(base + k * n + 1);
      right.push_back(base + k * n + n - 2);
      bottom.push_back(base + (n - 2) * n + k);
    }
    for (auto* bar : {&top, &left, &right, &bottom}) bars.push_back(std::move(*bar));
  }
  return bars;
}

std::vector<int> inner_stickers(int n) {
  const CubeLayout& l = *cube_layout(n);
  std::vector<int> out;
  for (int f = 0; f < 6; ++f)
    for (int r = 2; r <= n - 3; ++r)
      for (int c = 2; c <= n - 3; ++c) out.push_back(f * n * n + r * n + c);
  for (size_t o = 1; o < l.wings.size(); ++o)
    for (const std::array<int, 2>& wing : l.wings[o]) out.insert(out.end(), wing.begin(), wing.end());
  for (const std::array<int, 2>& midge : l.midge) out.insert(out.end(), midge.begin(), midge.end());
  return out;
}

size_t bar_commutator_count(int n) { return n == 6 || n == 7 ? library(n).cycles.size() : 0; }

bool bars_paired(int n, const std::string& stickers) {
  for (const std::vector<int>& bar : bar_stickers(n))
    for (int s : bar)
      if (stickers[s] != stickers[bar.front()]) return false;
  return true;
}

bool pair_bars(int n, std::string& stickers, std::vector<int>* out) {
  if (n != 6 && n != 7) return false;
  const CubeLayout& l = *cube_layout(n);
  const CentreCommutators& lib = library(n);
  std::vector<int> position_of(6 * n * n, -1);
  for (int o = 0; o < static_cast<int>(l.centres.size()); ++o)
    for (int i = 0; i < 24; ++i) position_of[l.centres[o][i]] = 24 * o + i;
  const std::vector<std::vector<int>> bars = bar_stickers(n);
  // The targets for the colours at the centre positions: each bar's sticker positions
  // its colour, the rest any.
  const auto targets = [&](const std::string& at) {
    const std::vector<char> colour = bar_colours(bars, at);
    std::vector<char> home(lib.positions, 0);
    for (size_t b = 0; b < bars.size(); ++b)
      for (int s : bars[b]) home[position_of[s]] = colour[b];
    return home;
  };
  // Chosen again for each partial solution the beam keeps (what it has moved may make
  // others better): 20 states of the 6x6x6 ~56.8 -> ~52.1 turns (the 7x7x7's follow
  // their +-centres, which stay).
  const Retarget retarget = [&](const std::vector<char>& colour) {
    std::string at(6 * n * n, ' ');
    for (const std::vector<int>& bar : bars)
      for (int s : bar) at[s] = colour[position_of[s]];
    return targets(at);
  };
  return cycle_centres_to(lib, targets(stickers), kBeam, stickers, out, retarget);
}

}  // namespace cube::reduction
