#include "puzzles/twisty/twisty_solver.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <memory>
#include <mutex>

namespace cube::twisty {

namespace {
struct Slot {
  std::once_flag once;
  std::unique_ptr<DistanceTable> table;
  std::atomic<bool> built{false};
};
Slot& slot_of(const Puzzle& puzzle) {
  static std::mutex m;
  static std::map<const Puzzle*, std::unique_ptr<Slot>> slots;
  std::lock_guard<std::mutex> lock(m);
  auto& s = slots[&puzzle];
  if (!s) s = std::make_unique<Slot>();
  return *s;
}
}  // namespace

const DistanceTable& distance_table(const Puzzle& puzzle) {
  Slot& s = slot_of(puzzle);
  std::call_once(s.once, [&] {
    s.table = std::make_unique<DistanceTable>(puzzle, puzzle.table_components, puzzle.table_turns);
    s.built = true;
  });
  return *s.table;
}

bool distance_table_built(const Puzzle& puzzle) {
  const Slot& s = slot_of(puzzle);
  return s.built && s.table->searched();
}

TwistyScramble random_state_scramble(const Puzzle& puzzle, Rng& rng) {
  const DistanceTable& table = distance_table(puzzle);
  for (;;) {
    const Pieces p = table.random_pieces(rng);
    uint64_t index = 0;
    if (!table.index_of(p, &index, nullptr) || table.distance(index) < puzzle.min_scramble_distance) continue;
    std::vector<int> solution;
    table.solve(p, &solution, nullptr);
    TwistyScramble out;
    for (auto it = solution.rbegin(); it != solution.rend(); ++it) out.turns.push_back(puzzle.inverse(*it));
    out.stickers = to_stickers(puzzle, p);
    return out;
  }
}

}  // namespace cube::twisty
