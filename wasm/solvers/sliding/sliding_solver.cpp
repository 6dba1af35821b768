#include "solvers/sliding/sliding_solver.h"

#include <algorithm>
#include <chrono>
#include <unordered_map>

#include "solvers/sliding/sliding_table.h"

namespace cube::sliding {
namespace {

using Status = SolveResult::Status;
using Clock = std::chrono::steady_clock;

// The start renamed the way the goal must be renamed to become canonical_goal(blank).
Board relabel(const Board& start, const Board& goal) {
  const Board canon = canonical_goal(blank_cell(goal));
  std::array<uint8_t, kCells> name{};
  for (int i = 0; i < kCells; ++i) name[goal[i]] = canon[i];
  Board b{};
  for (int i = 0; i < kCells; ++i) b[i] = name[start[i]];
  return b;
}

bool valid(const Board& b) {
  unsigned seen = 0;
  for (uint8_t v : b) {
    if (v >= kCells || (seen >> v) & 1u) return false;
    seen |= 1u << v;
  }
  return true;
}

}  // namespace

SlidingResult solve(const Board& start, const Board& goal, const SlidingRequest& req) {
  const auto t0 = Clock::now();
  SlidingResult r;
  auto done = [&]() -> SlidingResult {
    r.ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    return r;
  };
  if (!valid(start) || !valid(goal)) {
    r.status = Status::BadInput;
    say(r, message("input_part", {{"part", valid(start) ? "goal" : "start"}, {"what", message("board_tiles_once")}}));
    return done();
  }
  if (!solvable(start, goal)) {
    say(r, unsolvable_text(start, goal));
    return done();
  }
  const SlidingTable& table = shared_sliding_table(blank_cell(goal));
  const Board s = relabel(start, goal);
  const int d = table.distance(s);
  r.length = d;
  if (req.max_length >= 0 && d > req.max_length) {
    say(r, message("shortest_over_limit", {{"length", d}, {"unit", "slides"}, {"max", req.max_length}}));
    return done();
  }
  r.status = Status::Solved;
  const size_t want = req.all_optimal ? kMaxSlidingSolutions : static_cast<size_t>(std::max(1, req.solutions));

  // Depth-first down the table: every slide to a board one closer is on an optimal path.
  std::vector<Slide> path;
  bool stop = false;
  auto walk = [&](auto&& self, const Board& b, int left) -> void {
    if (left == 0) {
      r.solutions.push_back(path);
      stop = r.solutions.size() >= want;
      return;
    }
    for (Slide sl : kSlides) {
      Board n = b;
      if (!apply(n, sl) || table.distance(n) != left - 1) continue;
      path.push_back(sl);
      self(self, n, left - 1);
      path.pop_back();
      if (stop) return;
    }
  };
  walk(walk, s, d);

  if (req.count) {
    // Paths to the goal from each board, memoised by rank.
    std::unordered_map<uint32_t, uint64_t> memo;
    auto count = [&](auto&& self, const Board& b, int left) -> uint64_t {
      if (left == 0) return 1;
      const uint32_t rank = board_rank(b);
      if (auto it = memo.find(rank); it != memo.end()) return it->second;
      uint64_t total = 0;
      for (Slide sl : kSlides) {
        Board n = b;
        if (apply(n, sl) && table.distance(n) == left - 1) total += self(self, n, left - 1);
      }
      memo.emplace(rank, total);
      return total;
    };
    r.optimal_count = count(count, s, d);
  }
  return done();
}

SlidingResult solve(std::string_view start, std::string_view goal, const SlidingRequest& req) {
  const BoardParse s = parse_board(start);
  if (!s.ok) {
    SlidingResult r;
    r.status = Status::BadInput;
    r.message = "start: " + s.error;
    if (!s.text.empty()) say(r, message("input_part", {{"part", "start"}, {"what", s.text}}));
    return r;
  }
  Board g = default_goal();
  bool blank_goal = true;
  for (char c : goal) blank_goal = blank_goal && (c == ' ' || (c >= '\t' && c <= '\r'));
  if (!blank_goal) {
    const BoardParse gp = parse_board(goal);
    if (!gp.ok) {
      SlidingResult r;
      r.status = Status::BadInput;
      r.message = "goal: " + gp.error;
      if (!gp.text.empty()) say(r, message("input_part", {{"part", "goal"}, {"what", gp.text}}));
      return r;
    }
    g = gp.board;
  }
  return solve(s.board, g, req);
}

int optimal_length(const Board& start, const Board& goal) {
  if (!valid(start) || !valid(goal) || !solvable(start, goal)) return -1;
  return shared_sliding_table(blank_cell(goal)).distance(relabel(start, goal));
}

}  // namespace cube::sliding
