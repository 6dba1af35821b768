#include "solvers/reduction/reduction_solver.h"

#include <array>
#include <chrono>
#include <optional>

#include "core/alg.h"
#include "core/cube4.h"
#include "core/cubie.h"
#include "core/facelets.h"
#include "core/notation.h"
#include "solvers/reduction/reduction_moves.h"
#include "solvers/reduction/reduction_search.h"
#include "solvers/reduction/reduction_wings.h"
#include "solvers/twophase/twophase_search.h"
#include "solvers/twophase/twophase_tables.h"

namespace cube::reduction {
namespace {

int turn_of(const Move& m) {
  const int face = static_cast<int>(std::string_view("URFDLB").find(m.family));
  return turn_index(face, m.kind == Move::Kind::Wide, m.turns);
}

std::vector<int> turns_of(const char* alg) {
  std::vector<int> out;
  for (const Move& m : parse_alg(alg).moves) out.push_back(turn_of(m));
  return out;
}

// OLL parity: flips one edge of the reduced cube (the inner-slice alg r2 B2 U2 l U2 r'
// U2 r U2 F2 r F2 l' B2 r2 with wide turns: the outer layers it also turns only move
// 3x3x3 pieces, which the 3x3x3 stage solves). PLL parity: swaps two edges (the inner
// slice 2R2 written Rw2 R2, two block turns). Both keep the centres and the pairs
// (tests/cpp/reduction_test.cpp checks it).
const char* const kOllParity = "Rw2 B2 U2 Lw U2 Rw' U2 Rw U2 F2 Rw F2 Lw' B2 Rw2";
const char* const kPllParity = "Rw2 R2 U2 Rw2 R2 Uw2 Rw2 R2 Uw2";

struct Parities {
  bool oll = false, pll = false;
  std::optional<CubieCube> cube;
};

Parities parities(const std::string& stickers) {
  Parities p;
  // The reduced cube read with the flip sum and permutation parities left unchecked.
  p.cube = cubie_from_facelets(cube4::reduced_facelets(stickers));
  if (!p.cube) return p;
  int flips = 0;
  for (uint8_t o : p.cube->eo) flips += o;
  p.oll = flips % 2 != 0;
  p.pll = permutation_parity(p.cube->cp) != permutation_parity(p.cube->ep);
  return p;
}

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

SolveResult solve(const std::string& start) {
  const auto t0 = std::chrono::steady_clock::now();
  SolveResult r;
  std::string s = start;
  const Reduction reduced = reduce(s);
  const std::vector<int>& centres = reduced.centres;
  const std::vector<int>& edges = reduced.pairing;
  std::vector<int> parity;
  play(s, centres);
  play(s, edges);
  Parities p = parities(s);
  if (p.oll) {
    const std::vector<int> alg = turns_of(kOllParity);
    play(s, alg);
    parity.insert(parity.end(), alg.begin(), alg.end());
    p = parities(s);
  }
  if (p.pll) {
    const std::vector<int> alg = turns_of(kPllParity);
    play(s, alg);
    parity.insert(parity.end(), alg.begin(), alg.end());
    p = parities(s);
  }
  if (!p.cube || p.oll || p.pll) {
    r.status = SolveResult::Status::NoSolution;
    r.message = "the reduced cube is not a 3x3x3 (a bug: please report the state)";
    return r;
  }
  SolveOptions options;
  options.max_length = 21;  // found at once; 20 would search longer for one move
  const SolveResult three = twophase::solve(*p.cube, options);
  if (three.solutions.empty()) {
    r.status = SolveResult::Status::NoSolution;
    r.message = "3x3x3 stage: " + three.message;
    return r;
  }
  Solution sol;
  const std::vector<std::pair<const char*, std::vector<Move>>> parts = {
      {"Centres", moves_of(centres)},
      {"Edge pairing", moves_of(edges)},
      {"Parity", moves_of(parity)},
      {"3x3x3", three.solutions.front().moves},
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
