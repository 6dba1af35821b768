#include "solvers/reduction/reduction_pll_parity.h"

#include <memory>
#include <optional>

#include "core/alg.h"
#include "core/cube_layout.h"
#include "core/cubie.h"
#include "core/facelets.h"
#include "solvers/reduction/reduction_big_edges.h"
#include "solvers/reduction/reduction_block_turns.h"
#include "solvers/reduction/reduction_per_size.h"
#include "solvers/reduction/reduction_wings.h"

namespace cube::reduction {
namespace {

bool centres_home(int n, const std::string& s) {
  for (const auto& orbit : cube_layout(n)->centres)
    for (int i = 0; i < 24; ++i)
      if (s[orbit[i]] != "URFDLB"[i / 4]) return false;
  return true;
}

struct Swap {
  std::vector<int> turns;
};

std::unique_ptr<Swap> make(int n) {
  auto out = std::make_unique<Swap>();
  const BlockTurns& bt = block_turns(n);
  constexpr int kR = 1, kU = 0;
  size_t best = SIZE_MAX;
  // A = an R-side block half turn less the outer layer (or with it), B = U2 or D2,
  // C = a U-side block half turn: A B A C A C.
  for (int da = 2; da <= bt.depths; ++da)
    for (bool bare : {true, false})
      for (int bface : {kU, kU + 3})
        for (int dc = 2; dc <= bt.depths; ++dc) {
          std::vector<int> a = {bt.index(kR, da, 2)};
          if (bare) a.push_back(bt.index(kR, 1, 2));
          const int b = bt.index(bface, 1, 2), c = bt.index(kU, dc, 2);
          std::vector<int> seq;
          for (const std::vector<int>& part : {a, {b}, a, {c}, a, {c}}) seq.insert(seq.end(), part.begin(), part.end());
          std::string s = solved_facelets(Puzzle{n});
          bt.play(s, seq);
          if (!centres_home(n, s) || joined_edge_pieces(n, s) != 12 * (n - 2) || !has_pll_parity(n, s)) continue;
          const size_t length = simplify(bt.moves(seq)).size();
          if (length < best) best = length, out->turns = seq;
        }
  return out;
}

}  // namespace

bool has_pll_parity(int n, const std::string& stickers) {
  const std::optional<CubieCube> cube = cubie_from_facelets(reduced_facelets(*cube_layout(n), stickers));
  return cube && permutation_parity(cube->cp) != permutation_parity(cube->ep);
}

const std::vector<int>& pll_parity_turns(int n) { return PerSize<Swap, make>::get(n).turns; }

}  // namespace cube::reduction
