#include "solvers/megaminx/piece_search.h"

#include <algorithm>
#include <cmath>

namespace cube::twisty {

namespace {
constexpr uint8_t kUnknown = 255;
constexpr int kBase = 64;  // codes: slot * twists + twist, below 64 (60 on the Megaminx)

bool same_axis(const Turn& a, const Turn& b) {
  double d = 0;
  for (int k = 0; k < 3; ++k) d += std::abs(a.axis[k] - b.axis[k]);
  return d < 1e-9;
}
bool opposite_axis(const Turn& a, const Turn& b) {
  double d = 0;
  for (int k = 0; k < 3; ++k) d += std::abs(a.axis[k] + b.axis[k]);
  return d < 1e-9;
}
}  // namespace

PieceSearch::PieceSearch(const Puzzle& puzzle, std::vector<int> turns, std::vector<PieceId> targets,
                         std::vector<PieceId> kept)
    : puzzle_(puzzle), turns_(std::move(turns)), pieces_(std::move(targets)) {
  const size_t first_kept = pieces_.size();
  pieces_.insert(pieces_.end(), kept.begin(), kept.end());
  const int n = static_cast<int>(turns_.size());
  // Faces: turns about one axis (and cut) are one face; opposite faces commute.
  face_of_turn_.assign(n, -1);
  std::vector<int> faces;
  for (int i = 0; i < n; ++i) {
    for (size_t f = 0; f < faces.size() && face_of_turn_[i] < 0; ++f)
      if (same_axis(puzzle.turns[turns_[i]], puzzle.turns[faces[f]])) face_of_turn_[i] = static_cast<int>(f);
    if (face_of_turn_[i] < 0) face_of_turn_[i] = static_cast<int>(faces.size()), faces.push_back(turns_[i]);
  }
  commutes_before_.assign(faces.size(), std::vector<bool>(faces.size(), false));
  for (size_t a = 0; a < faces.size(); ++a)
    for (size_t b = 0; b < a; ++b)
      if (opposite_axis(puzzle.turns[faces[a]], puzzle.turns[faces[b]])) commutes_before_[a][b] = true;
  next_.resize(puzzle.orbits.size());
  for (size_t o = 0; o < puzzle.orbits.size(); ++o) {
    const int tw = puzzle.orbits[o].twists(), slots = static_cast<int>(puzzle.orbits[o].slots.size());
    next_[o].assign(n, std::vector<int>(kBase, 0));
    for (int i = 0; i < n; ++i) {
      const PieceTurn& pt = puzzle.piece_turns[turns_[i]];
      for (int to = 0; to < slots; ++to) {
        const int s = pt.from_slot[o][to];
        for (int t = 0; t < tw; ++t) next_[o][i][s * tw + t] = to * tw + (t + pt.add[o][to]) % tw;
      }
    }
  }
  // Groups of three, targets first, then the kept pieces.
  auto add_groups = [&](size_t from, size_t to) {
    for (size_t i = from; i < to; i += 3) {
      Group g;
      for (size_t j = i; j < std::min(to, i + 3); ++j) g.members.push_back(static_cast<int>(j));
      build(g);
      groups_.push_back(std::move(g));
    }
  };
  add_groups(0, first_kept);
  add_groups(first_kept, pieces_.size());
}

void PieceSearch::build(Group& g) const {
  const size_t k = g.members.size();
  size_t size = 1;
  for (size_t i = 0; i < k; ++i) size *= kBase;
  g.dist.assign(size, kUnknown);
  auto home = [&](int m) { return pieces_[m].home * puzzle_.orbits[pieces_[m].orbit].twists(); };
  int start = 0;
  for (size_t i = k; i-- > 0;) start = start * kBase + home(g.members[i]);
  std::vector<int> queue{start};
  g.dist[start] = 0;
  for (size_t q = 0; q < queue.size(); ++q) {
    const int idx = queue[q];
    const uint8_t d = g.dist[idx];
    for (size_t t = 0; t < turns_.size(); ++t) {
      int next = 0, rest = idx, mul = 1;
      for (size_t i = 0; i < k; ++i) {
        const int code = rest % kBase;
        rest /= kBase;
        next += next_[pieces_[g.members[i]].orbit][t][code] * mul;
        mul *= kBase;
      }
      if (g.dist[next] == kUnknown) {
        g.dist[next] = static_cast<uint8_t>(d + 1);
        queue.push_back(next);
      }
    }
  }
}

int PieceSearch::code_of(const Pieces& p, const PieceId& id) const {
  const std::vector<int>& piece = p.piece[id.orbit];
  const int tw = puzzle_.orbits[id.orbit].twists();
  for (size_t s = 0; s < piece.size(); ++s)
    if (piece[s] == id.home) return static_cast<int>(s) * tw + p.twist[id.orbit][s];
  return 0;
}

int PieceSearch::h(const std::vector<int>& codes) const {
  int best = 0;
  for (const Group& g : groups_) {
    int idx = 0, mul = 1;
    for (int m : g.members) idx += codes[m] * mul, mul *= kBase;
    const int d = g.dist[idx];
    if (d == kUnknown) return 1000;
    best = std::max(best, d);
  }
  return best;
}

int PieceSearch::bound(const Pieces& from) const {
  std::vector<int> codes;
  for (const PieceId& id : pieces_) codes.push_back(code_of(from, id));
  return h(codes);
}

bool PieceSearch::dfs(std::vector<int>& codes, int g, int limit, int last, std::vector<int>& path, uint64_t& nodes,
                      uint64_t budget) const {
  const int est = h(codes);
  if (est == 0) return true;
  if (g + est > limit || ++nodes > budget) return false;
  const size_t k = codes.size();
  std::vector<int> next(k);
  for (size_t t = 0; t < turns_.size(); ++t) {
    const int face = face_of_turn_[t];
    if (last >= 0 && (face == last || commutes_before_[last][face])) continue;
    for (size_t i = 0; i < k; ++i) next[i] = next_[pieces_[i].orbit][t][codes[i]];
    path.push_back(turns_[t]);
    if (dfs(next, g + 1, limit, face, path, nodes, budget)) return true;
    path.pop_back();
  }
  return false;
}

bool PieceSearch::solve(const Pieces& from, int max_depth, uint64_t budget, std::vector<int>* turns,
                        uint64_t* nodes) const {
  std::vector<int> codes;
  for (const PieceId& id : pieces_) codes.push_back(code_of(from, id));
  uint64_t n = 0;
  for (int limit = h(codes); limit <= max_depth && n <= budget; ++limit) {
    std::vector<int> path;
    std::vector<int> c = codes;
    if (dfs(c, 0, limit, -1, path, n, budget)) {
      *turns = path;
      if (nodes) *nodes += n;
      return true;
    }
  }
  if (nodes) *nodes += n;
  return false;
}

}  // namespace cube::twisty
