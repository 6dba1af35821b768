#include "solvers/reduction/reduction_pseudo_solver.h"

#include <chrono>
#include <optional>
#include <utility>

#include "core/alg.h"
#include "core/cube_layout.h"
#include "core/cubie.h"
#include "core/validate.h"
#include "solvers/reduction/reduction_big_centres.h"
#include "solvers/reduction/reduction_big_edges.h"
#include "solvers/reduction/reduction_big_solver.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_centre_cycles.h"
#include "solvers/reduction/reduction_pseudo_five.h"
#include "solvers/reduction/reduction_wings.h"

namespace cube::reduction {

bool has_pseudo_five_parity(int n, const std::string& stickers) {
  const std::string five = pseudo_five_stickers(n, stickers);
  const std::optional<CubieCube> cube = cubie_from_facelets(reduced_facelets(*cube_layout(5), five));
  return cube && permutation_parity(cube->cp) != permutation_parity(cube->ep);
}

std::vector<int> pseudo_five_swap(int n) {
  const BlockTurns& bt = block_turns(n);
  constexpr int kU = 0, kR = 1;
  const std::vector<int> r = {bt.index(kR, 3, 2), bt.index(kR, 2, 2)}, u = {bt.index(kU, 2, 2)},
                         uw = {bt.index(kU, 3, 2)};
  std::vector<int> seq;
  for (const std::vector<int>* part : {&r, &u, &r, &uw, &r, &uw}) seq.insert(seq.end(), part->begin(), part->end());
  return seq;
}

bool reduce_to_pseudo_five(int n, std::string& s, std::vector<int>* centres, std::vector<int>* cycles,
                           std::vector<int>* edges, std::vector<int>* parity, std::string* what) {
  if (!solve_big_centres(n, s, centres)) {
    *what = "centres_budget";
    return false;
  }
  if (!cycle_centres_home(n, s, cycles)) {
    *what = "centre_commutators";
    return false;
  }
  if (!pair_inner_wings(n, s, edges)) {
    *what = "edge_pairing";
    return false;
  }
  if (has_pseudo_five_parity(n, s)) {
    *parity = pseudo_five_swap(n);
    block_turns(n).play(s, *parity);
    if (parity->empty() || has_pseudo_five_parity(n, s)) {
      *what = "pll_parity";
      return false;
    }
  }
  if (!is_pseudo_five(n, s)) {
    *what = "not_pseudo_5x5x5";
    return false;
  }
  return true;
}

SolveResult solve_by_pseudo_five(int n, const std::string& start) {
  build_big_tables(n);
  const auto t0 = std::chrono::steady_clock::now();
  SolveResult r;
  const BlockTurns& bt = block_turns(n);
  std::string s = start;
  std::vector<int> centres, cycles, edges, parity;
  std::string what;
  if (!reduce_to_pseudo_five(n, s, &centres, &cycles, &edges, &parity, &what)) {
    say(r, message("internal_bug", {{"what", what}}));
    return r;
  }
  // The 5x5x5 it now is: valid by construction (the checks above), checked again as
  // any input is.
  const Validation v = validate(Puzzle{5}, pseudo_five_stickers(n, s));
  if (!v.ok()) {
    say(r, message("internal_bug", {{"what", "pseudo_5x5x5_invalid"}}));
    return r;
  }
  const SolveResult five = solve_big(5, v.facelets);
  if (five.solutions.empty()) {
    r = five;
    r.status = SolveResult::Status::NoSolution;
    return r;
  }
  Solution sol;
  const std::vector<std::pair<const char*, std::vector<Move>>> parts = {
      {"Inner centres", simplify(bt.moves(centres))},
      {"Obliques", simplify(bt.moves(cycles))},
      {"Inner edges", simplify(bt.moves(edges))},
      {"Parity", simplify(bt.moves(parity))},
  };
  const char* why[] = {
      ("the inner X-centres and one orbit of oblique centres: their U and D colours onto their axis, then the R "
       "and L colours onto theirs (the inner wings' permutation made even, so no middle edge flip parity is left), "
       "then home"),
      ("the other oblique centres home by commutators, each moving three centre pieces and none of those: each "
       "face's inner 2x2 block and its oblique pairs are then one piece of a 5x5x5"),
      ("each edge's two inner wings paired, turning whole faces' centres only: each pair is then a 5x5x5's middle "
       "edge"),
      "two middle edges swapped (their permutation was odd against the corners', which no 5x5x5 has), centres kept",
  };
  for (size_t i = 0; i < parts.size(); ++i) {
    const int begin = static_cast<int>(sol.moves.size());
    sol.moves.insert(sol.moves.end(), parts[i].second.begin(), parts[i].second.end());
    if (!parts[i].second.empty())
      sol.stages.push_back(Stage{parts[i].first, why[i], begin, static_cast<int>(sol.moves.size())});
  }
  // The 5x5x5's stages, their turns mapped group by group (R -> R, Rw -> Rw).
  const Solution& f = five.solutions.front();
  const int offset = static_cast<int>(sol.moves.size());
  for (const Move& m : f.moves) {
    Move mapped;
    if (!pseudo_five_move(n, m, &mapped)) {
      say(r, message("internal_bug", {{"what", "pseudo_5x5x5_move"}}));
      return r;
    }
    sol.moves.push_back(mapped);
  }
  for (const Stage& st : f.stages)
    sol.stages.push_back(Stage{"5x5x5: " + st.name, "as the 5x5x5 it now is: " + st.explanation, offset + st.begin,
                               offset + st.end, st.code});  // the page names it by its code, as the 5x5x5's own
  r.status = SolveResult::Status::Solved;
  r.solutions.push_back(std::move(sol));
  r.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

}  // namespace cube::reduction
