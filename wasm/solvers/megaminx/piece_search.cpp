#include "solvers/megaminx/piece_search.h"

#include <algorithm>
#include <cmath>

namespace cube::twisty {

namespace {
constexpr uint8_t kUnknown = 255;

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
                         std::vector<PieceId> kept, const std::vector<uint8_t>* patterns, size_t* at)
    : puzzle_(puzzle), turns_(std::move(turns)), pieces_(std::move(targets)) {
  patterns_ = patterns, at_ = at;
  const size_t first_kept = pieces_.size();
  pieces_.insert(pieces_.end(), kept.begin(), kept.end());
  for (const PieceId& id : pieces_) ignore_.push_back(id.ignore_twist ? puzzle.orbits[id.orbit].twists() : 0);
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
  // Codes local to the step: only the slots its turns move (a piece elsewhere cannot
  // be brought home by them), so that tables of four pieces stay small.
  next_.resize(puzzle.orbits.size());
  local_.resize(puzzle.orbits.size());
  codes_.assign(puzzle.orbits.size(), 0);
  for (size_t o = 0; o < puzzle.orbits.size(); ++o) {
    const int tw = puzzle.orbits[o].twists(), slots = static_cast<int>(puzzle.orbits[o].slots.size());
    local_[o].assign(slots, -1);
    int count = 0;
    for (int s = 0; s < slots; ++s) {
      bool moved = false;
      for (int t : turns_)
        moved = moved || puzzle.piece_turns[t].from_slot[o][s] != s || puzzle.piece_turns[t].add[o][s] != 0;
      if (moved) local_[o][s] = count++;
    }
    codes_[o] = count * tw;
    next_[o].assign(n, std::vector<int>(std::max(codes_[o], 1), 0));
    for (int i = 0; i < n; ++i) {
      const PieceTurn& pt = puzzle.piece_turns[turns_[i]];
      for (int to = 0; to < slots; ++to) {
        const int s = pt.from_slot[o][to];
        if (local_[o][s] < 0) continue;
        for (int t = 0; t < tw; ++t) next_[o][i][local_[o][s] * tw + t] = local_[o][to] * tw + (t + pt.add[o][to]) % tw;
      }
    }
  }
  // Tables of up to four pieces (as many as fit in about a million entries): the
  // targets in turn, and every three of them when they are few (each piece then seen with
  // every other); the kept pieces in turn.
  auto add = [&](std::vector<int> members) {
    Group g;
    g.members = std::move(members);
    build(g);
    groups_.push_back(std::move(g));
  };
  auto size_of = [&](const std::vector<int>& m) {
    double z = 1;
    for (int i : m) z *= codes_[pieces_[i].orbit];
    return z;
  };
  auto in_turn = [&](int from, int to) {
    for (int i = from; i < to;) {
      std::vector<int> m{i++};
      while (i < to && m.size() < 4) {
        std::vector<int> more = m;
        more.push_back(i);
        if (size_of(more) > 1.2e6) break;
        m = more, ++i;
      }
      add(m);
    }
  };
  const int t = static_cast<int>(first_kept);
  in_turn(0, t);
  if (t > 3 && t <= 7) {
    for (int a = 0; a < t; ++a)
      for (int b = a + 1; b < t; ++b)
        for (int c = b + 1; c < t; ++c) add({a, b, c});
  }
  in_turn(t, static_cast<int>(pieces_.size()));
  patterns_ = nullptr, at_ = nullptr;
}

std::vector<uint8_t> PieceSearch::pattern_bytes() const {
  std::vector<uint8_t> out;
  for (const Group& g : groups_) out.insert(out.end(), g.dist.begin(), g.dist.end());
  return out;
}

void PieceSearch::build(Group& g) const {
  const size_t k = g.members.size();
  size_t size = 1;
  g.radix.clear();
  for (size_t i = 0; i < k; ++i) {
    g.radix.push_back(static_cast<int>(size));
    size *= codes_[pieces_[g.members[i]].orbit];
  }
  if (patterns_ && at_ && *at_ + size <= patterns_->size()) {
    g.dist.assign(patterns_->begin() + static_cast<std::ptrdiff_t>(*at_),
                  patterns_->begin() + static_cast<std::ptrdiff_t>(*at_ + size));
    *at_ += size;
    return;
  }
  g.dist.assign(size, kUnknown);
  int start = 0;
  for (size_t i = 0; i < k; ++i) {
    const PieceId& id = pieces_[g.members[i]];
    start += (local_[id.orbit][id.home] * puzzle_.orbits[id.orbit].twists() + id.goal_twist) * g.radix[i];
  }
  std::vector<int> queue{start};
  g.dist[start] = 0;
  // Per member: its orbit's next codes, its code count and twists when ignored.
  std::vector<const std::vector<std::vector<int>>*> moves(k);
  std::vector<int> count(k), ignore(k), code(k);
  for (size_t i = 0; i < k; ++i) {
    const PieceId& id = pieces_[g.members[i]];
    moves[i] = &next_[id.orbit];
    count[i] = codes_[id.orbit];
    ignore[i] = id.ignore_twist ? puzzle_.orbits[id.orbit].twists() : 0;
  }
  for (size_t q = 0; q < queue.size(); ++q) {
    const int idx = queue[q];
    const uint8_t d = g.dist[idx];
    for (size_t i = 0; i < k; ++i) code[i] = (idx / g.radix[i]) % count[i];  // once, not per turn
    for (size_t t = 0; t < turns_.size(); ++t) {
      int next = 0;
      for (size_t i = 0; i < k; ++i) {
        int c = (*moves[i])[t][code[i]];
        if (ignore[i]) c -= c % ignore[i];
        next += c * g.radix[i];
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
    if (piece[s] == id.home)
      return local_[id.orbit][s] < 0 ? -1 : local_[id.orbit][s] * tw + (id.ignore_twist ? 0 : p.twist[id.orbit][s]);
  return -1;
}

int PieceSearch::h(const int* codes) const {
  int best = 0;
  for (const Group& g : groups_) {
    int idx = 0;
    for (size_t i = 0; i < g.members.size(); ++i) idx += codes[g.members[i]] * g.radix[i];
    const int d = g.dist[idx];
    if (d == kUnknown) return 1000;
    best = std::max(best, d);
  }
  return best;
}

int PieceSearch::bound(const Pieces& from) const {
  std::vector<int> codes;
  for (const PieceId& id : pieces_) codes.push_back(code_of(from, id));
  if (std::find(codes.begin(), codes.end(), -1) != codes.end()) return 1000;
  return h(codes.data());
}

bool PieceSearch::dfs(std::vector<int>& pool, int g, int limit, int last, std::vector<int>& path, uint64_t& nodes,
                      uint64_t budget) const {
  const size_t k = pieces_.size();
  const int* codes = pool.data() + g * k;
  const int est = h(codes);
  if (est == 0) return true;
  if (g + est > limit || ++nodes > budget) return false;
  int* next = pool.data() + (g + 1) * k;
  for (size_t t = 0; t < turns_.size(); ++t) {
    const int face = face_of_turn_[t];
    if (last >= 0 && (face == last || commutes_before_[last][face])) continue;
    for (size_t i = 0; i < k; ++i) {
      next[i] = next_[pieces_[i].orbit][t][codes[i]];
      if (ignore_[i]) next[i] -= next[i] % ignore_[i];
    }
    path.push_back(turns_[t]);
    if (dfs(pool, g + 1, limit, face, path, nodes, budget)) return true;
    path.pop_back();
    codes = pool.data() + g * k;  // (the pool does not move: sized once)
  }
  return false;
}

bool PieceSearch::solve(const Pieces& from, int max_depth, uint64_t budget, std::vector<int>* turns,
                        uint64_t* nodes) const {
  const size_t k = pieces_.size();
  std::vector<int> pool((max_depth + 2) * k);
  for (size_t i = 0; i < k; ++i) {
    pool[i] = code_of(from, pieces_[i]);
    if (pool[i] < 0) return false;  // out of the turns' reach
  }
  uint64_t n = 0;
  for (int limit = h(pool.data()); limit <= max_depth && n <= budget; ++limit) {
    std::vector<int> path;
    if (dfs(pool, 0, limit, -1, path, n, budget)) {
      *turns = path;
      if (nodes) *nodes += n;
      return true;
    }
  }
  if (nodes) *nodes += n;
  return false;
}

}  // namespace cube::twisty
