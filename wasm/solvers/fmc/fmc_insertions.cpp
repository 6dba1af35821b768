#include "solvers/fmc/fmc_insertions.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <set>
#include <unordered_map>

#include "core/alg.h"
#include "core/cubie.h"
#include "core/notation.h"
#include "solvers/pocket/pocket_moves.h"

namespace cube::fmc {
namespace {

struct Key {
  uint64_t a = 0, b = 0;
  bool operator==(const Key&) const = default;
};
struct KeyHash {
  size_t operator()(const Key& k) const { return static_cast<size_t>(k.a * 0x9E3779B97F4A7C15ull ^ k.b); }
};
Key key_of(const CubieCube& c) {
  Key k;
  for (int i = 0; i < 8; ++i) k.a = k.a << 5 | static_cast<uint64_t>(c.cp[i] * 3 + c.co[i]);
  for (int i = 0; i < 12; ++i) k.b = k.b << 5 | static_cast<uint64_t>(c.ep[i] * 2 + c.eo[i]);
  return k;
}

int corners_off(const CubieCube& c) {
  int n = 0;
  for (int i = 0; i < 8; ++i) n += c.cp[i] != i || c.co[i] != 0;
  return n;
}
int edges_off(const CubieCube& c) {
  int n = 0;
  for (int i = 0; i < 12; ++i) n += c.ep[i] != i || c.eo[i] != 0;
  return n;
}
// Three pieces of one kind moved in one cycle, the other kind untouched.
bool corner_cycle(const CubieCube& c) {
  if (edges_off(c) != 0) return false;
  int moved = 0;
  for (int i = 0; i < 8; ++i) moved += c.cp[i] != i;
  return moved == 3 && corners_off(c) == 3;
}
bool edge_cycle(const CubieCube& c) {
  if (corners_off(c) != 0) return false;
  int moved = 0;
  for (int i = 0; i < 12; ++i) moved += c.ep[i] != i;
  return moved == 3 && edges_off(c) == 3;
}

CubieCube element(const std::vector<int>& moves) {
  CubieCube c;
  for (int m : moves) c = c * basic_move_cubies()[m];
  return c;
}
std::vector<int> inverse_of(const std::vector<int>& moves) {
  std::vector<int> out;
  for (auto it = moves.rbegin(); it != moves.rend(); ++it) out.push_back(pocket::inverse_of(*it));
  return out;
}
std::vector<int> cat(std::initializer_list<const std::vector<int>*> parts) {
  std::vector<int> out;
  for (const auto* p : parts) out.insert(out.end(), p->begin(), p->end());
  return out;
}

// One move, or x y x' with y off x's axis.
std::vector<std::vector<int>> short_pieces() {
  std::vector<std::vector<int>> out;
  for (int x = 0; x < 18; ++x) out.push_back({x});
  for (int x = 0; x < 18; ++x)
    for (int y = 0; y < 18; ++y)
      if (x / 3 % 3 != y / 3 % 3) out.push_back({x, y, pocket::inverse_of(x)});
  return out;
}

struct Library {
  std::vector<std::vector<int>> algs;
  std::unordered_map<Key, std::vector<int>, KeyHash> by_effect;
  int corners = 0, edges = 0;
};

const Library& library() {
  static const Library lib = [] {
    Library l;
    std::set<std::vector<int>> seen;
    std::vector<std::vector<int>> base;
    auto add = [&](std::vector<int> a, std::vector<std::vector<int>>* into) {
      if (seen.insert(a).second) into->push_back(std::move(a));
    };
    const auto pieces = short_pieces();
    std::vector<CubieCube> piece_cubes;
    for (const auto& p : pieces) piece_cubes.push_back(element(p));
    // Corners: [A, B] and [B, A], A one move or x y x', B one move.
    for (size_t a = 0; a < pieces.size(); ++a)
      for (int b = 0; b < 18; ++b) {
        const CubieCube c = piece_cubes[a] * basic_move_cubies()[b] * piece_cubes[a].inverse() *
                            basic_move_cubies()[pocket::inverse_of(b)];
        if (!corner_cycle(c)) continue;
        const std::vector<int> B{b}, Ai = inverse_of(pieces[a]), Bi{pocket::inverse_of(b)};
        add(cat({&pieces[a], &B, &Ai, &Bi}), &base);
        add(cat({&B, &pieces[a], &Bi, &Ai}), &base);
      }
    // Edges: A X A' Y, A two turns of opposite faces.
    std::vector<std::vector<int>> pairs;
    for (int f = 0; f < 3; ++f)
      for (int t = 0; t < 3; ++t)
        for (int u = 0; u < 3; ++u) pairs.push_back({3 * f + t, 3 * (f + 3) + u});
    for (const auto& a : pairs) {
      const CubieCube ac = element(a), ai = ac.inverse();
      const std::vector<int> a_inv = inverse_of(a);
      for (size_t x = 0; x < pieces.size(); ++x) {
        const CubieCube left = ac * piece_cubes[x] * ai;
        for (size_t y = 0; y < pieces.size(); ++y) {
          if (!edge_cycle(left * piece_cubes[y])) continue;
          add(cat({&a, &pieces[x], &a_inv, &pieces[y]}), &base);
        }
      }
    }
    // Each with its inverse and conjugated by one move.
    for (size_t i = 0, n = base.size(); i < n; ++i) add(inverse_of(base[i]), &base);
    // Kept as written once their own turns cancel (L R L' is R).
    seen.clear();
    auto add_simplified = [&](const std::vector<int>& a) {
      std::vector<int> out;
      for (const Move& m : simplify(pocket::to_moves(a))) out.push_back(pocket::index_of(m));
      add(std::move(out), &l.algs);
    };
    for (const auto& b : base) {
      add_simplified(b);
      for (int w = 0; w < 18; ++w) {
        const std::vector<int> W{w}, Wi{pocket::inverse_of(w)};
        add_simplified(cat({&W, &b, &Wi}));
      }
    }
    for (size_t i = 0; i < l.algs.size(); ++i) l.by_effect[key_of(element(l.algs[i]))].push_back(static_cast<int>(i));
    // The 3-cycles none of them makes (some twisted or flipped ones: about one in
    // ten) from a shortest listed one, set up by more moves, until every cycle is made.
    for (bool grew = true; grew;) {
      grew = false;
      std::vector<int> reps;
      for (const auto& [key, algs] : l.by_effect) reps.push_back(algs.front());
      std::sort(reps.begin(), reps.end());
      for (int rep : reps) {
        const std::vector<int> b = l.algs[rep];
        const CubieCube e = element(b);
        for (int w = 0; w < 18; ++w) {
          const CubieCube c = basic_move_cubies()[w] * e * basic_move_cubies()[pocket::inverse_of(w)];
          if (l.by_effect.count(key_of(c))) continue;
          const std::vector<int> W{w}, Wi{pocket::inverse_of(w)};
          std::vector<int> a;
          for (const Move& m : simplify(pocket::to_moves(cat({&W, &b, &Wi})))) a.push_back(pocket::index_of(m));
          l.by_effect[key_of(c)].push_back(static_cast<int>(l.algs.size()));
          l.algs.push_back(std::move(a));
          grew = true;
        }
      }
    }
    for (const auto& a : l.algs) (corner_cycle(element(a)) ? l.corners : l.edges) += 1;
    return l;
  }();
  return lib;
}

bool face_turns_only(const std::vector<Move>& moves, std::string* which) {
  for (const Move& m : moves) {
    if (m.kind != Move::Kind::Face || m.depth != 0) {
      *which = to_string(m);
      return false;
    }
  }
  return true;
}

std::vector<int> indices(const std::vector<Move>& moves) {
  std::vector<int> out;
  for (const Move& m : moves) out.push_back(pocket::index_of(m));
  return out;
}

std::string names(const CubieCube& c, bool corners) {
  std::string s;
  for (int i = 0; i < (corners ? 8 : 12); ++i) {
    const bool off = corners ? c.cp[i] != i || c.co[i] : c.ep[i] != i || c.eo[i];
    if (off) s += std::string(s.empty() ? "" : " ") + (corners ? kCornerNames[i] : kEdgeNames[i]);
  }
  return s;
}

}  // namespace

ListCoverage list_coverage() {
  ListCoverage c;
  for (const auto& [key, algs] : library().by_effect) {
    (corner_cycle(element(library().algs[algs.front()])) ? c.corner_cycles : c.edge_cycles) += 1;
  }
  return c;
}

InsertionResult find_insertions(std::string_view scramble_text, std::string_view skeleton_text, int count) {
  InsertionResult r;
  const ParsedAlg scramble = parse_alg_for(3, scramble_text);
  if (!scramble.ok) {
    r.error = "scramble: " + scramble.error.message;
    return r;
  }
  const ParsedAlg skeleton = parse_alg_for(3, skeleton_text);
  if (!skeleton.ok) {
    r.error = "skeleton: " + skeleton.error.message;
    return r;
  }
  // The skeleton as one line: normal moves, then the inverse side's inverted.
  std::vector<Move> line = skeleton.normal_moves;
  const std::vector<Move> tail = invert(skeleton.inverse_moves);
  line.insert(line.end(), tail.begin(), tail.end());
  std::string which;
  if (!face_turns_only(scramble.moves, &which)) {
    r.error = "scramble: insertions take face turns only (R, U2, F' ...), not " + which;
    return r;
  }
  if (!face_turns_only(line, &which)) {
    r.error = "skeleton: insertions take face turns only (R, U2, F' ...), not " + which;
    return r;
  }
  const std::vector<int> s = indices(scramble.moves), k = indices(line);
  const CubieCube start = element(s);
  const CubieCube left = element(cat({&s, &k}));
  r.skeleton_length = static_cast<int>(k.size());
  const bool corners = corner_cycle(left), edges = edge_cycle(left);
  if (left == CubieCube{}) {
    r.error = "the skeleton already solves the scramble: nothing to insert";
    return r;
  }
  if (!corners && !edges) {
    r.error = "the skeleton leaves " + std::to_string(corners_off(left)) + " corners and " +
              std::to_string(edges_off(left)) +
              " edges unsolved; insertions finish a skeleton that leaves exactly 3 corners or 3 edges in a 3-cycle";
    if (corners_off(left) == 3 && edges_off(left) == 0)
      r.error += " (these 3 corners are twisted in place, not cycled)";
    if (edges_off(left) == 3 && corners_off(left) == 0) r.error += " (these 3 edges are flipped in place, not cycled)";
    return r;
  }
  r.cycle = std::string(corners ? "corners " : "edges ") + names(left, corners);
  const Library& lib = library();
  r.commutators = corners ? lib.corners : lib.edges;
  // Before move i of the skeleton the cube is P = S k1..ki; the insertion must be
  // P^-1 (S K)^-1 P so that the rest of the skeleton then solves.
  const CubieCube undo = left.inverse();
  CubieCube p = start;
  std::map<std::vector<int>, Insertion> best;  // by the solution it makes
  for (size_t i = 0; i <= k.size(); ++i) {
    if (i > 0) p = p * basic_move_cubies()[k[i - 1]];
    const CubieCube want = p.inverse() * undo * p;
    const auto hit = lib.by_effect.find(key_of(want));
    if (hit == lib.by_effect.end()) continue;
    for (int a : hit->second) {
      const std::vector<int>& alg = lib.algs[a];
      std::vector<Move> moves;
      for (size_t j = 0; j < i; ++j) moves.push_back(line[j]);
      for (int m : alg) moves.push_back(pocket::to_move(m));
      for (size_t j = i; j < line.size(); ++j) moves.push_back(line[j]);
      Insertion ins;
      ins.position = static_cast<int>(i);
      ins.alg = pocket::to_moves(alg);
      ins.moves = simplify(moves);
      ins.length = count_moves(ins.moves).htm;
      ins.cancelled = static_cast<int>(k.size() + alg.size()) - ins.length;
      const std::vector<int> id = indices(ins.moves);
      auto it = best.find(id);
      if (it == best.end() || ins.cancelled > it->second.cancelled) best[id] = std::move(ins);
    }
  }
  for (auto& [_, ins] : best) r.found.push_back(std::move(ins));
  std::stable_sort(r.found.begin(), r.found.end(), [](const Insertion& a, const Insertion& b) {
    return a.length != b.length ? a.length < b.length : a.position < b.position;
  });
  if (static_cast<int>(r.found.size()) > count) r.found.resize(static_cast<size_t>(std::max(0, count)));
  r.ok = true;
  return r;
}

}  // namespace cube::fmc
