#include "solvers/reduction/reduction_pair_table.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <mutex>
#include <utility>

#include "solvers/reduction/reduction_centres.h"
#include "solvers/reduction/reduction_subsets.h"

namespace cube::reduction {
namespace {

constexpr int kSlots = 12;

int tracked_code(const std::array<uint8_t, kTracked>& t) {
  int c = 0;
  for (int i = kTracked - 1; i >= 0; --i) c = c * kSlots + t[i];
  return c;
}

std::atomic<const PairTable*> g_pair_table{nullptr};
std::mutex g_pair_build;

}  // namespace

PairTable::PairTable(bool search) {
  const std::vector<int>& set = pairing_turns();
  turn_count_ = static_cast<uint32_t>(set.size());
  int codes = 1;
  for (int i = 0; i < kTracked; ++i) codes *= kSlots;
  tuple_rank_.assign(codes, 0);
  for (int c = 0; c < codes; ++c) {
    std::array<uint8_t, kTracked> t{};
    int mask = 0, v = c;
    for (int i = 0; i < kTracked; ++i, v /= kSlots) t[i] = static_cast<uint8_t>(v % kSlots), mask |= 1 << t[i];
    if (std::popcount(static_cast<unsigned>(mask)) != kTracked) continue;
    tuple_rank_[c] = static_cast<uint16_t>(tuples_.size());
    tuples_.push_back(t);
  }
  x_count_ = static_cast<uint32_t>(tuples_.size());

  // The orders of four: newpos[i] = where the i-th goes.
  std::vector<std::array<uint8_t, kTracked>> perms;
  std::array<uint8_t, kTracked> p{};
  for (int i = 0; i < kTracked; ++i) p[i] = static_cast<uint8_t>(i);
  do perms.push_back(p);
  while (std::next_permutation(p.begin(), p.end()));
  auto perm_index = [&](const std::array<uint8_t, kTracked>& q) {
    return static_cast<int>(std::find(perms.begin(), perms.end(), q) - perms.begin());
  };

  const uint32_t y_count = binomial(kSlots, kTracked);
  y_moves_.resize(y_count * turn_count_);
  for (uint32_t r = 0; r < y_count; ++r) {
    const uint32_t mask = unrank_bits(r, kSlots, kTracked);
    std::array<int, kTracked> ys{};
    int n = 0;
    for (int s = 0; s < kSlots; ++s)
      if (mask >> s & 1) ys[n++] = s;
    for (uint32_t m = 0; m < turn_count_; ++m) {
      std::array<int, kTracked> to{};
      uint32_t next = 0;
      for (int i = 0; i < kTracked; ++i) to[i] = b_slot_after(set[m], ys[i]), next |= 1u << to[i];
      std::array<uint8_t, kTracked> newpos{};
      for (int i = 0; i < kTracked; ++i) newpos[i] = static_cast<uint8_t>(std::popcount(next & ((1u << to[i]) - 1)));
      y_moves_[r * turn_count_ + m] = static_cast<uint16_t>(rank_bits(next) << 5 | perm_index(newpos));
    }
  }
  x_moves_.resize(x_count_ * turn_count_);
  reorder_.resize(x_count_ * kPerms);
  for (uint32_t x = 0; x < x_count_; ++x) {
    for (uint32_t m = 0; m < turn_count_; ++m) {
      std::array<uint8_t, kTracked> t{};
      for (int i = 0; i < kTracked; ++i) t[i] = static_cast<uint8_t>(a_slot_after(set[m], tuples_[x][i]));
      x_moves_[x * turn_count_ + m] = tuple_rank_[tracked_code(t)];
    }
    for (int q = 0; q < kPerms; ++q) {
      std::array<uint8_t, kTracked> t{};
      for (int i = 0; i < kTracked; ++i) t[perms[q][i]] = tuples_[x][i];
      reorder_[x * kPerms + q] = tuple_rank_[tracked_code(t)];
    }
  }

  dist_.assign(static_cast<size_t>(y_count) * x_count_, kUnreachable);
  if (!search) return;
  std::vector<uint32_t> frontier;
  for (uint32_t r = 0; r < y_count; ++r) {
    const uint32_t mask = unrank_bits(r, kSlots, kTracked);
    std::array<uint8_t, kTracked> ys{};
    int n = 0;
    for (int s = 0; s < kSlots; ++s)
      if (mask >> s & 1) ys[n++] = static_cast<uint8_t>(s);
    const uint32_t s = r * x_count_ + tuple_rank_[tracked_code(ys)];
    dist_[s] = 0;
    frontier.push_back(s);
  }
  fill_distances(dist_, std::move(frontier), turn_count_, [this](uint32_t s, size_t m) { return after(s, m); });
}

uint32_t PairTable::index_of(const PairSlots& p, const std::array<int, kTracked>& edges) const {
  std::array<std::pair<uint8_t, uint8_t>, kTracked> pairs{};
  for (int i = 0; i < kTracked; ++i) pairs[i] = {p.b[edges[i]], p.a[edges[i]]};
  std::sort(pairs.begin(), pairs.end());
  uint32_t mask = 0;
  std::array<uint8_t, kTracked> t{};
  for (int i = 0; i < kTracked; ++i) mask |= 1u << pairs[i].first, t[i] = pairs[i].second;
  return rank_bits(mask) * x_count_ + tuple_rank_[tracked_code(t)];
}

bool pair_table_built() { return g_pair_table.load(std::memory_order_acquire) != nullptr; }

const PairTable& pair_table() {
  if (const PairTable* t = g_pair_table.load(std::memory_order_acquire)) return *t;
  std::lock_guard<std::mutex> lock(g_pair_build);
  if (const PairTable* t = g_pair_table.load(std::memory_order_acquire)) return *t;
  const PairTable* built = new PairTable();  // kept for the program's life
  g_pair_table.store(built, std::memory_order_release);
  return *built;
}

void install_pair_table(std::unique_ptr<PairTable> table) {
  std::lock_guard<std::mutex> lock(g_pair_build);
  if (g_pair_table.load(std::memory_order_acquire) == nullptr)
    g_pair_table.store(table.release(), std::memory_order_release);  // kept for the program's life
}

}  // namespace cube::reduction
