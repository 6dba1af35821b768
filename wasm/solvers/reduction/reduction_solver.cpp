#include "solvers/reduction/reduction_solver.h"

#include <algorithm>
#include <chrono>
#include <utility>

#include "core/alg.h"
#include "core/facelets.h"
#include "solvers/reduction/reduction_moves.h"
#include "solvers/reduction/reduction_parity.h"
#include "solvers/reduction/reduction_search.h"
#include "solvers/reduction/reduction_three_stage.h"
#include "solvers/search_pool.h"
#include "solvers/twophase/twophase_tables.h"

namespace cube::reduction {
namespace {

Stage stage(const char* name, const char* why, int begin, int end) { return Stage{name, why, begin, end}; }

std::vector<Move> moves_of(const std::vector<int>& turn_list) {
  std::vector<Move> out;
  for (int m : turn_list) out.push_back(turns()[m].move);
  return simplify(out);
}

}  // namespace

bool tables_built() { return search_tables_built() && twophase::installed_tables() != nullptr; }

void build_tables() {
  build_search_tables();
  twophase::default_tables();
}

size_t table_bytes() { return search_table_bytes(); }

namespace {

// One reduction played to the end: its parity fixes and the 3x3x3 stage; moves empty
// (and *error, *text set) when it fails.
struct Finished {
  std::vector<int> centres, edges, parity;
  std::vector<Move> three;
  CubieCube reduced;  // the 3x3x3 the stage solved
  size_t length = 0;
};

// The reduction's turns with its parity fixes (when its greedy way out left any): the
// 3x3x3 it leaves in *cube; false (and *text) when it is none.
bool with_parity_fixed(const std::string& start, const Reduction& reduced, Finished* out, Message* text) {
  std::string s = start;
  out->centres = reduced.centres;
  out->edges = reduced.pairing;
  out->parity.clear();
  play(s, out->centres);
  play(s, out->edges);
  Parities p = parities(s);
  if (p.oll) {
    const std::vector<int>& alg = oll_parity_turns();
    play(s, alg);
    out->parity.insert(out->parity.end(), alg.begin(), alg.end());
    p = parities(s);
  }
  if (p.pll) {
    const std::vector<int>& alg = pll_parity_turns4();
    play(s, alg);
    out->parity.insert(out->parity.end(), alg.begin(), alg.end());
    p = parities(s);
  }
  if (!p.cube || p.oll || p.pll) {
    *text = message("internal_bug", {{"what", "not_3x3x3"}});
    return false;
  }
  out->reduced = *p.cube;
  return true;
}

bool finish(const std::string& start, const Reduction& reduced, uint64_t three_nodes, Finished* out, std::string* error,
            Message* text) {
  if (!with_parity_fixed(start, reduced, out, text)) {
    *error = text->english();
    return false;
  }
  const SolveResult three = solve_three_by_three(out->reduced, three_nodes);
  if (three.solutions.empty()) {
    *error = "3x3x3 stage: " + three.message;
    if (!three.text.empty()) *text = message("three_stage_failed", {{"why", three.text}});
    return false;
  }
  out->three = three.solutions.front().moves;
  out->length =
      moves_of(out->centres).size() + moves_of(out->edges).size() + moves_of(out->parity).size() + out->three.size();
  return true;
}

// The kept reduction's 3x3x3 stage searched again with a larger node budget (each
// candidate's had 200 K): on the seed-1000 states the mean 46.28 -> 45.99 for ~40 ms of
// CPU a solve natively (1.5 M nodes: 45.94, ~80 ms; 2 M: 45.91, ~120 ms). A lone
// reduction's is searched so at once: the same search, its first 200 K nodes not twice.
constexpr uint64_t kKeptThreeNodes = 1'000'000;

void shorten_three(Finished& best) {
  const SolveResult more = solve_three_by_three(best.reduced, kKeptThreeNodes);
  if (more.solutions.empty() || more.solutions.front().moves.size() >= best.three.size()) return;
  best.length -= best.three.size() - more.solutions.front().moves.size();
  best.three = more.solutions.front().moves;
}

}  // namespace

SolveResult solve(const std::string& start, int threads) {
  const auto t0 = std::chrono::steady_clock::now();
  const SearchPoolScope pool(threads);
  SolveResult r;
  // Several reductions of one length (the exact pairing search's): each finished (on
  // the threads at once), the shortest kept, the first of equals (their 3x3x3 stages
  // differ by a move or two).
  struct Attempt {
    Finished finished;
    bool ok = false;
    std::string error;
    Message text;
  };
  const std::vector<Reduction> reduced = reduce(start);
  std::vector<Attempt> attempts(reduced.size());
  const bool lone = reduced.size() == 1;
  each_on_pool(reduced.size(), [&](size_t k) {
    Attempt& a = attempts[k];
    a.ok = finish(start, reduced[k], lone ? kKeptThreeNodes : kThreeByThreeNodes, &a.finished, &a.error, &a.text);
  });
  Finished best;
  bool have = false;
  std::string error;
  Message error_text;
  for (Attempt& a : attempts) {
    if (!a.ok) {
      error = a.error;
      if (!a.text.empty()) error_text = a.text;
      continue;
    }
    if (!have || a.finished.length < best.length) best = std::move(a.finished), have = true;
  }
  if (!have) {
    r.status = SolveResult::Status::NoSolution;
    r.message = error;
    if (!error_text.empty()) say(r, error_text);
    return r;
  }
  if (!lone) shorten_three(best);
  Solution sol;
  const std::vector<std::pair<const char*, std::vector<Move>>> parts = {
      {"Centres", moves_of(best.centres)},
      {"Edge pairing", moves_of(best.edges)},
      {"Parity", moves_of(best.parity)},
      {"3x3x3", best.three},
  };
  const char* why[] = {
      "the U and D centres onto their axis, then the R and L ones onto theirs, the wings split for the pairing",
      "the two wings of each edge side by side, and every centre home",
      "an algorithm for an odd number of flipped edges (OLL parity) or two swapped edges (PLL parity)",
      "the reduced cube solved as a 3x3x3 by the two-phase solver, outer turns only"};
  for (size_t i = 0; i < parts.size(); ++i) {
    const int begin = static_cast<int>(sol.moves.size());
    sol.moves.insert(sol.moves.end(), parts[i].second.begin(), parts[i].second.end());
    if (!parts[i].second.empty())
      sol.stages.push_back(stage(parts[i].first, why[i], begin, static_cast<int>(sol.moves.size())));
  }
  r.status = SolveResult::Status::Solved;
  r.solutions.push_back(std::move(sol));
  r.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

std::vector<std::vector<int>> reductions_to_three(const std::string& start) {
  std::vector<std::pair<size_t, std::vector<int>>> found;
  for (const Reduction& reduced : reduce(start)) {
    Finished f;
    Message text;
    if (!with_parity_fixed(start, reduced, &f, &text)) continue;
    const size_t length = moves_of(f.centres).size() + moves_of(f.edges).size() + moves_of(f.parity).size();
    std::vector<int> turns;
    for (const std::vector<int>* part : {&f.centres, &f.edges, &f.parity})
      turns.insert(turns.end(), part->begin(), part->end());
    found.emplace_back(length, std::move(turns));
  }
  std::stable_sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<std::vector<int>> out;
  for (auto& [length, turns] : found) out.push_back(std::move(turns));
  return out;
}

bool reduce_to_three(const std::string& start, std::vector<int>* out) {
  std::vector<std::vector<int>> all = reductions_to_three(start);
  if (all.empty()) return false;
  *out = std::move(all.front());
  return true;
}

namespace {

// Solved, or one outer or wide turn from solved.
bool within_one_turn(const std::string& stickers) {
  const std::string solved = solved_facelets(Puzzle::Cube4);
  if (stickers == solved) return true;
  for (int m = 0; m < kTurns; ++m) {
    std::string s = solved;
    play(s, {m});
    if (s == stickers) return true;
  }
  return false;
}

}  // namespace

Scramble random_scramble(Rng& rng) {
  Scramble out;
  for (;;) {
    out.stickers = random_facelets(Puzzle::Cube4, rng);
    if (within_one_turn(out.stickers)) continue;
    const SolveResult r = solve(out.stickers);
    if (r.solutions.empty()) continue;  // never expected; drawn again rather than returned unsolved
    out.moves = simplify(invert(r.solutions.front().moves));
    return out;
  }
}

}  // namespace cube::reduction
