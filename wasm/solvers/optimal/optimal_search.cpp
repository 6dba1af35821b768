#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

#include "solvers/optimal/optimal.h"
#include "solvers/optimal/optimal_symmetry.h"
#include "solvers/pocket/pocket_moves.h"
#include "solvers/twophase/twophase_search.h"
#include "tables/coordinates.h"
#include "tables/symmetry.h"

namespace cube::optimal {

using namespace cube::tables;

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

constexpr int kMaxDepth = 24;                                // every cube is within 20; the loop never gets here
constexpr int8_t kFarUnknown[6] = {-1, -1, -1, -1, -1, -1};  // the inverse's bounds, not read
constexpr uint32_t kAnyMove = (1u << kMoves) - 1;            // a set of moves, bit m each

// Change of the exact distance from the parent's (d) to the child's, given d mod 3
// and the child's stored value mod 3.
constexpr int8_t kDelta[3][3] = {{0, 1, -1}, {-1, 0, 1}, {1, -1, 0}};
constexpr uint8_t kMod3[32] = {0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0,
                               1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1};

#if defined(__wasm__)
volatile uint32_t g_in_flight_sum;  // where InFlight's loads put their sum (never read)
#endif
// Reads a pass of the search is about to make, put in flight together. Natively each
// address is prefetched as it comes. WebAssembly has no prefetch instruction
// (__builtin_prefetch compiles to nothing): there the addresses are kept and, at
// start(), loaded in one tight loop whose values nothing waits for, so that their
// misses overlap and the pass's own reads then hit the cache (as the table build
// does, optimal_tables.cpp; 1.36x faster in Chromium on two threads, docs/OPTIMAL.md).
struct InFlight {
#if defined(__wasm__)
  const uint8_t* at[kMoves * 9];  // a pass adds at most 9 a child (the inverse's)
  int n = 0;
  void add(const void* p) { at[n++] = static_cast<const uint8_t*>(p); }
  void start() {
    uint32_t sum = 0;
    for (int i = 0; i < n; ++i) sum += *at[i];
    g_in_flight_sum = sum;
    n = 0;
  }
#else
  static void add(const void* p) { __builtin_prefetch(p); }
  static void start() {}
#endif
};

// The moves of the cube seen along each axis: axis a's cube is urf^-a * c * urf^a,
// so a move m of c is the move m[a][m] of that cube; own[m] is the axis on which m
// turns the U or D face.
struct AxisMoves {
  int m[3][kMoves];
  int own[kMoves];
  AxisMoves() {
    const auto& cubies = basic_move_cubies();
    for (int i = 0; i < kMoves; ++i) {
      m[0][i] = i;
      const CubieCube c = urf_conjugate(cubies[i]);
      m[1][i] = -1;
      for (int j = 0; j < kMoves; ++j)
        if (cubies[j] == c) m[1][i] = j;
    }
    for (int i = 0; i < kMoves; ++i) m[2][i] = m[1][m[1][i]];
    for (int i = 0; i < kMoves; ++i)
      for (int a = 0; a < 3; ++a)
        if (m[a][i] / 3 % 3 == 0) own[i] = a;
  }
};
const AxisMoves& axis_moves() {
  static const AxisMoves a;
  return a;
}

struct Ax {
  uint16_t flip, slice, twist;
  int16_t depth;
};

// Table access; kOrders (table_orders: 1 small, 6 medium, 24 large, 48 xlarge) > 1:
// Ax::slice holds the ordered slice (slice * kOrders + order class) and the table is
// packed.
template <int kOrders>
struct View {
  static constexpr bool kPacked = kOrders > 1;
  const uint16_t* flip_move;
  const uint16_t* slice_move;
  const uint16_t* twist_move;
  const uint32_t* fs_r2s;
  const uint16_t* twist_conj;
  const uint8_t* ss_conj;
  const uint8_t* prune;
  const uint32_t* fs_r2s_small;  // the same table (flip x 495 slices) for `bound`
  const uint8_t* bound;
  explicit View(const Tables& t)
      : flip_move(t.flip_move.data()),
        slice_move(kPacked ? t.ss_move.data() : t.slice_move.data()),
        twist_move(t.twist_move.data()),
        fs_r2s(t.fs_r2s.data()),
        twist_conj(t.twist_conj.data()),
        ss_conj(t.ss_conj.data()),
        prune(t.prune.data()),
        fs_r2s_small(t.fs_r2s.data()),
        bound(t.bound.data()) {}

  uint64_t index(int flip, int slice, int twist) const {
    if constexpr (kPacked) {
      const uint32_t rs = fs_r2s[(slice / kOrders) * 2048 + flip];
      const uint64_t row = static_cast<uint64_t>(rs >> 4) * kOrders + ss_conj[slice * kSyms + (rs & 15)];
      return row * kTwistRaw + twist_conj[twist * kSyms + (rs & 15)];
    } else {
      const uint32_t rs = fs_r2s[slice * 2048 + flip];
      return static_cast<uint64_t>(rs >> 4) * kTwistRaw + twist_conj[twist * kSyms + (rs & 15)];
    }
  }
  // Small: the distance mod 3; the packed sizes: the symbol (optimal_tables.h).
  int sym(uint64_t i) const {
    if constexpr (kPacked) return large_symbol(prune, i);
    return get2(prune, i);
  }
  const uint8_t* address(uint64_t i) const { return kPacked ? large_symbol_address(prune, i) : prune + (i >> 2); }
  // The exact distance of an entry from its parent's (a move changes it by at most
  // 1) and its value; packed symbols 3 and 4 say it outright.
  static int16_t next_depth(int parent, int s) {
    if (kPacked && s >= 3) return static_cast<int16_t>(s == 3 ? kLargeFar : kLargeFar + 1);
    return static_cast<int16_t>(parent + kDelta[kMod3[parent]][s]);
  }
  // The lower bound an entry gives without its parent (packed only: the inverse).
  static int far_bound(int s) { return s == 3 ? kLargeFar : s == 4 ? kLargeFar + 1 : 0; }
  const uint32_t* sym_address(const Ax& b) const { return fs_r2s + (b.slice / kOrders) * 2048 + b.flip; }
  void coords(const Ax& a, int mm, Ax& b) const {
    b.flip = flip_move[a.flip * kMoves + mm];
    b.slice = slice_move[a.slice * kMoves + mm];
    b.twist = twist_move[a.twist * kMoves + mm];
  }
  void finish(const Ax& parent, uint64_t i, Ax& b) const { b.depth = next_depth(parent.depth, sym(i)); }
  // The child of a after move mm (already mapped to the axis).
  void child(const Ax& a, int mm, Ax& b) const {
    b.flip = flip_move[a.flip * kMoves + mm];
    b.slice = slice_move[a.slice * kMoves + mm];
    b.twist = twist_move[a.twist * kMoves + mm];
    b.depth = next_depth(a.depth, sym(index(b.flip, b.slice, b.twist)));
  }
  // Exact distance: walk down, each step to the neighbour one closer (the one whose
  // value mod 3 is one less: neighbours differ by at most one).
  int exact_depth(Ax a) const {
    if (kPacked) {
      const int s = sym(index(a.flip, a.slice, a.twist));
      if (s >= 3) return far_bound(s);
    }
    int d = 0;
    while (!(a.flip == 0 && a.slice == 0 && a.twist == 0)) {
      const int v = sym(index(a.flip, a.slice, a.twist));
      const int want = (v + 2) % 3;
      bool stepped = false;
      for (int m = 0; m < kMoves && !stepped; ++m) {
        Ax b{flip_move[a.flip * kMoves + m], slice_move[a.slice * kMoves + m], twist_move[a.twist * kMoves + m], 0};
        if (sym(index(b.flip, b.slice, b.twist)) == want) {
          a = b;
          stepped = true;
        }
      }
      if (!stepped || ++d > 30) return -1;  // damaged table
    }
    return d;
  }
};

Ax axis_of(const CubieCube& c, int orders) {
  return Ax{static_cast<uint16_t>(get_flip(c)),
            static_cast<uint16_t>(orders > 1 ? get_ordered_slice(c, orders) : get_slice(c)),
            static_cast<uint16_t>(get_twist(c)), 0};
}

// The inverse of a node's cube seen along one axis (axis a: urf^-a * c^-1 * urf^a),
// a byte per position: piece | orientation << 3 (corners), << 4 (edges). The
// inverse cube's bound needs its coordinates at many nodes; a child's inverse is
// m^-1 times its parent's, a relabelling of the bytes through a table per move, far
// cheaper than building the inverse of the child's cube along three axes.
struct InverseCube {
  uint8_t c[kCorners], e[kEdges];
};
InverseCube inverse_cube(const CubieCube& c) {
  const CubieCube y = c.inverse();
  InverseCube r;
  for (int p = 0; p < kCorners; ++p) r.c[p] = static_cast<uint8_t>(y.cp[p] | y.co[p] << 3);
  for (int p = 0; p < kEdges; ++p) r.e[p] = static_cast<uint8_t>(y.ep[p] | y.eo[p] << 4);
  return r;
}
// c's inverse along the three axes.
std::array<InverseCube, 3> inverse_axes(CubieCube c) {
  std::array<InverseCube, 3> r;
  for (int ax = 0; ax < 3; ++ax) {
    r[ax] = inverse_cube(c);
    c = urf_conjugate(c);
  }
  return r;
}
// (g * y) holds g's piece at y's piece's place, orientations added: for g = m^-1,
// byte b of y becomes c[m][b] (corners) or e[m][b] (edges).
struct InverseMoves {
  uint8_t c[kMoves][24], e[kMoves][32];
  InverseMoves() {
    const auto& cubies = basic_move_cubies();
    for (int m = 0; m < kMoves; ++m) {
      const CubieCube g = cubies[m].inverse();
      for (int p = 0; p < kCorners; ++p)
        for (int o = 0; o < 3; ++o) c[m][o << 3 | p] = static_cast<uint8_t>(g.cp[p] | (g.co[p] + o) % 3 << 3);
      for (int p = 0; p < kEdges; ++p)
        for (int o = 0; o < 2; ++o) e[m][o << 4 | p] = static_cast<uint8_t>(g.ep[p] | (g.eo[p] ^ o) << 4);
    }
  }
  // y's child after move m (m on this axis).
  void child(const InverseCube& y, int m, InverseCube& r) const {
    for (int p = 0; p < kCorners; ++p) r.c[p] = c[m][y.c[p]];
    for (int p = 0; p < kEdges; ++p) r.e[p] = e[m][y.e[p]];
  }
};
const InverseMoves& inverse_moves() {
  static const InverseMoves t;
  return t;
}

// The U-D coordinates of an inverse cube. slice: positions of the UD-slice edges
// (0..494); order (orders > 1): the class of the order in which they appear by
// position (order_class; medium, large and xlarge tables). parity: the corners'
// permutation parity (xlarge), which is the node's own: a permutation and its
// inverse have the same, and so do the three axes' views (conjugates).
struct InverseCoords {
  int flip = 0, slice = 0, twist = 0, order = 0;
};
inline InverseCoords inverse_coords(const InverseCube& y, int orders, int parity) {
  InverseCoords r;
  for (int p = 0; p < 11; ++p) r.flip = 2 * r.flip + (y.e[p] >> 4);
  for (int p = 0; p < 7; ++p) r.twist = 3 * r.twist + (y.c[p] >> 3);
  uint8_t order[4];
  int mask = 0, k = 0;
  for (int p = 0; p < kEdges; ++p) {
    const int piece = y.e[p] & 15;
    if (piece >= FR) {
      mask |= 1 << p;
      order[k++] = static_cast<uint8_t>(piece - FR);
    }
  }
  r.slice = kSliceOfMask.v[mask];
  if (orders > 1) r.order = order_class(perm_rank(order, 4), orders, parity);
  return r;
}

template <int kOrders>
struct Shared {
  View<kOrders> v;
  const AxisMoves& am;
  const InverseMoves& im = inverse_moves();
  CubieCube start;
  const SolveOptions& o;
  const OptimalOptions& opt;
  Clock::time_point t0, deadline, last_progress;
  // Progress callbacks may call into JavaScript, which exists only on the thread that
  // called solve (the browser's worker; other threads are WASM pthreads).
  const std::thread::id caller = std::this_thread::get_id();
  bool has_deadline = false;
  std::atomic<bool> stop{false};  // any reason: found, cancelled, timed out
  std::atomic<bool> timed_out{false};
  std::atomic<bool> cancelled{false};
  std::atomic<uint64_t> nodes{0};
  std::atomic<int> next_item{0};
  std::mutex mutex;  // found, listed
  std::vector<int> found;
  bool have_found = false;
  // Listing every optimal solution (SolveOptions::solutions > 1): each one a depth
  // holds, up to `wanted`, instead of stopping at the first.
  bool listing = false;
  size_t wanted = 1;
  std::vector<std::vector<int>> listed;
  int depth = 0;  // the calling thread's, as is last_progress

  // Bit m of in_target[a]: move m, seen along axis a, is in that axis's target
  // group (its coordinate is the goal's): U and D turns, also the other faces' half
  // turns for the small table (Kociemba's G1), only U2 and D2 for xlarge (even corners).
  uint32_t in_target[3] = {0, 0, 0};
  // xlarge: the quarter turns of axis a's U and D faces, which keep that axis's
  // coordinate but for the corners' parity.
  uint32_t flips[3] = {0, 0, 0};

  Shared(const Tables& t, const CubieCube& c, const SolveOptions& o_, const OptimalOptions& opt_)
      : v(t), am(axis_moves()), start(c), o(o_), opt(opt_) {
    const Ax goal = axis_of(CubieCube{}, kOrders);
    for (int a = 0; a < 3; ++a)
      for (int m = 0; m < kMoves; ++m) {
        Ax b;
        v.coords(goal, am.m[a][m], b);
        if (b.flip == goal.flip && b.slice == goal.slice && b.twist == goal.twist) in_target[a] |= 1u << m;
        if (kOrders == 48 && am.own[m] == a && m % 3 != 1) flips[a] |= 1u << m;
      }
  }

  // The moves that cannot end a solution of exactly togo moves from a node with
  // these axis distances (lower bounds): if the last move m is in axis a's target
  // group, the node reaches that group in togo - 1 moves, so its distance along a
  // is less than togo.
  uint32_t not_last(const Ax* a, int togo) const {
    uint32_t r = 0;
    for (int ax = 0; ax < 3; ++ax)
      if (a[ax].depth >= togo) r |= in_target[ax];
    return r;
  }

  void report(uint64_t n) {
    const double ms = ms_since(t0);
    if (o.progress) o.progress(depth, n);
    if (opt.on_progress) {
      SearchProgress p;
      p.depth = depth;
      p.nodes = n;
      p.ms = ms;
      p.nodes_per_s = ms > 0 ? static_cast<double>(n) / ms * 1000.0 : 0;
      opt.on_progress(p);
    }
  }

  // Called by the workers every 1,024 nodes.
  void check(uint64_t add) {
    const uint64_t n = nodes.fetch_add(add, std::memory_order_relaxed) + add;
    if (o.cancel && o.cancel->load(std::memory_order_relaxed)) {
      cancelled = true;
      stop = true;
      return;
    }
    if (!has_deadline && !o.progress && !opt.on_progress) return;
    const Clock::time_point now = Clock::now();
    if (has_deadline && now >= deadline) {
      timed_out = true;
      stop = true;
      return;
    }
    report_now_and_then(now, n);
  }

  // Reports n nodes at most every 100 ms, from the calling thread only.
  void report_now_and_then(Clock::time_point now, uint64_t n) {
    if (std::this_thread::get_id() != caller || !(o.progress || opt.on_progress)) return;
    if (now - last_progress <= std::chrono::milliseconds(100)) return;
    last_progress = now;
    report(n);
  }

  // A new depth being searched (or two-phase looking for a solution that long),
  // reported at once.
  void start_depth(int d) {
    depth = d;
    report(nodes.load());
  }
};

template <int kOrders>
struct Worker {
  static constexpr bool kPacked = kOrders > 1;
  // A move m in axis a's target group (Shared::in_target: U and D turns; small
  // table: also the other faces' half turns) multiplies the inverse from the left by
  // m^-1, in that group too, which renames pieces only: the inverse's coordinate
  // along a stays as it was, and so does its bound (inherited). xlarge's target
  // holds U2 and D2 only, since a quarter turn flips the corners' parity; so xlarge
  // also carries the bounds of the inverse with the other parity (far[3 + axis]):
  // a quarter turn of the axis's faces (Shared::flips) swaps the two.
  static constexpr bool kParity = kOrders == 48;
  Shared<kOrders>& sh;
  const View<kOrders>& v;
  int path[kMaxDepth + 2];
  uint64_t pending = 0;  // nodes not yet added to sh.nodes
  // The rule for the moves after the work item's first two: all of them, but fewer
  // for a central position (optimal_symmetry.h: CentralRule).
  CentralRule rule = kEveryMove;
  uint32_t pair_blocked_after[kMoves] = {};  // by the last move: pair_blocked under rule
  void set_rule(const CentralRule& r) {
    rule = r;
    for (int m = 0; m < kMoves; ++m) pair_blocked_after[m] = pair_blocked(r, m);
  }

  explicit Worker(Shared<kOrders>& s) : sh(s), v(s.v) {}

  // A solution at the end of path[0..len): the first ends the search; when listing,
  // each is kept and the search goes on until `wanted` are. True: stop.
  bool on_solution(int len) {
    if (!sh.listing) return true;
    std::lock_guard<std::mutex> lock(sh.mutex);
    if (sh.listed.size() < sh.wanted) sh.listed.emplace_back(path, path + len);  // another thread may be there first
    if (sh.listed.size() < sh.wanted) return false;
    sh.stop = true;
    return true;
  }

  bool solved(int len) const {
    const auto& cubies = basic_move_cubies();
    CubieCube c = sh.start;
    for (int i = 0; i < len; ++i) c = c * cubies[path[i]];
    return c == CubieCube{};
  }

  // Children of a (three axes) one move deeper, with togo moves left after it.
  // False when the move is pruned.
  bool step(const Ax* a, int m, int togo, Ax* b) const {
    for (int ax = 0; ax < 3; ++ax) {
      v.child(a[ax], sh.am.m[ax][m], b[ax]);
      if (b[ax].depth > togo) return false;
    }
    return true;
  }

  // The entry of the same cube with the other corner parity (xlarge: order class
  // parity * 24 + order): 24 rows on or back, within the entry's own 48 rows (read
  // off the entry itself, so even a forged ss_conj keeps it inside the table).
  static uint64_t other_parity(uint64_t entry) {
    return entry / kTwistRaw % kOrders >= 24 ? entry - 24 * kTwistRaw : entry + 24 * kTwistRaw;
  }

  void flush() {
    sh.check(pending);
    pending = 0;
  }

  // Searches for a solution of exactly togo more moves after path[0..ply); inv is
  // the inverse of the node's cube (start * path) along the three axes, far the
  // bounds it has along them (packed: its symbols'; small: A's coarse copy's; -1: not
  // read; xlarge: then those of the inverse with the other corner parity).
  // last_ok: the moves that may still end the solution (bit m; each node on the
  // path, this one included, rules out those of the axes along which it is togo or
  // more away: not_last; the caller works it out, the parent before the inverse's reads).
  // skipped: moves not to try here (bit m; the symmetry reduction's third moves).
  bool dfs(const Ax* a, const InverseCube* inv, const int8_t* far, int togo, int ply, int last_face, uint32_t last_ok,
           uint32_t skipped = 0) {
    skipped |= ~rule.later;
    if (ply > 0) skipped |= pair_blocked_after[path[ply - 1]];
    if (togo == 1) skipped |= ~last_ok;  // this move ends the solution
    // Passes so that the table reads overlap instead of waiting one after another:
    // the children of every move along the axis most likely to prune, prefetched;
    // then the survivors' other two axes, prefetched; then the bounds of the
    // survivors' inverses, prefetched; then the checks and the recursion.
    Ax c[kMoves][3];
    uint64_t idx[kMoves][3];
    int moves[kMoves], slots[kMoves];
    int n = 0;
    InFlight reads;
    // The axis with the largest distance first: it prunes most.
    const int x0 = a[0].depth >= a[1].depth ? (a[0].depth >= a[2].depth ? 0 : 2) : (a[1].depth >= a[2].depth ? 1 : 2);
    const int x1 = x0 == 0 ? 1 : 0, x2 = x0 == 2 ? 1 : 2;
    const int child_togo = togo - 1;
    // When the node's inverse is too far along an axis (xlarge: the inverse after a
    // quarter turn, with the other parity, far[3 + axis]), no move of that axis's
    // target group can come next: it would keep that distance (Shared::in_target, flips).
    uint32_t blocked = 0;
    for (int ax = 0; ax < 3; ++ax) {
      if (far[ax] > child_togo) blocked |= sh.in_target[ax];
      if (kParity && far[3 + ax] > child_togo) blocked |= sh.flips[ax];
    }
    for (int m = 0; m < kMoves; ++m) {
      const int f = m / 3;
      if (f == last_face || f + 3 == last_face) {
        m += 2;
        continue;
      }
      if ((skipped | blocked) >> m & 1) continue;
      v.coords(a[x0], sh.am.m[x0][m], c[n][x0]);
      reads.add(v.sym_address(c[n][x0]));
      moves[n++] = m;
    }
    reads.start();
    for (int i = 0; i < n; ++i) {
      idx[i][x0] = v.index(c[i][x0].flip, c[i][x0].slice, c[i][x0].twist);
      reads.add(v.address(idx[i][x0]));
    }
    reads.start();
    pending += n;
    if (pending >= 1024) {
      flush();
      if (sh.stop.load(std::memory_order_relaxed)) return false;
    }
    int k = 0;
    for (int i = 0; i < n; ++i) {
      v.finish(a[x0], idx[i][x0], c[i][x0]);
      if (c[i][x0].depth >= togo) continue;
      const int m = moves[i];
      for (int ax : {x1, x2}) {
        v.coords(a[ax], sh.am.m[ax][m], c[i][ax]);
        reads.add(v.sym_address(c[i][ax]));
      }
      slots[k++] = i;
    }
    reads.start();
    for (int j = 0; j < k; ++j) {
      const int i = slots[j];
      for (int ax : {x1, x2}) {
        idx[i][ax] = v.index(c[i][ax].flip, c[i][ax].slice, c[i][ax].twist);
        reads.add(v.address(idx[i][ax]));
      }
    }
    reads.start();
    int k2 = 0;
    for (int j = 0; j < k; ++j) {
      const int i = slots[j];
      v.finish(a[x1], idx[i][x1], c[i][x1]);
      if (c[i][x1].depth >= togo) continue;
      v.finish(a[x2], idx[i][x2], c[i][x2]);
      if (c[i][x2].depth >= togo) continue;
      slots[k2++] = i;
    }
    if (k2 == 0) return false;
    if (child_togo == 0) {  // a child must be the solved cube
      for (int j = 0; j < k2; ++j) {
        path[ply] = moves[slots[j]];
        if (solved(ply + 1) && on_solution(ply + 1)) return true;
      }
      return false;
    }
    uint32_t child_last_ok[kMoves];
    int k3 = 0;
    for (int j = 0; j < k2; ++j) {
      const int i = slots[j];
      child_last_ok[i] = last_ok & ~sh.not_last(c[i], child_togo);
      if (child_last_ok[i] != 0) slots[k3++] = i;
    }
    k2 = k3;
    // The inverse of a child needs child_togo moves too. Its bounds along the three
    // axes (far; packed: its own entries, whose symbols 3 and 4, distance 10 and 11+,
    // prune when 10 or fewer moves are left; small: A's coarse copy, 8, 9 and 10+,
    // when 9 or fewer are) are read one move earlier too, so that the children
    // inherit them (Shared::in_target, above).
    const bool inverse_far = child_togo <= (kPacked ? kLargeFar + 1 : kBoundBase + 3) && sh.opt.inverse_bound;
    // Packed: A's coarse copy too, below 9 (at 9 B's >= 10 prunes already: A <= B).
    const bool inverse = kPacked && child_togo < kBoundBase + 2 && sh.opt.inverse_bound;
    InverseCube invs[kMoves][3];
    uint64_t bidx[kMoves][3], fidx[kMoves][3];
    InverseCoords ics[kMoves][3];
    int8_t fars[kMoves][6];
    // Two passes, so that the inverses' flip-slice entries (a 4 MB table, mostly out
    // of cache) are fetched together rather than one after another.
    for (int j = 0; j < k2; ++j) {
      const int i = slots[j];
      const int m = moves[i];
      const int parity = parity_of_class(c[i][0].slice % kOrders, kOrders);
      for (int ax = 0; ax < 3; ++ax) {
        sh.im.child(inv[ax], sh.am.m[ax][m], invs[i][ax]);
        const bool keeps = sh.in_target[ax] >> m & 1, swaps = kParity && (sh.flips[ax] >> m & 1);
        fars[i][ax] = keeps ? far[ax] : swaps ? far[3 + ax] : -1;
        if constexpr (kParity) fars[i][3 + ax] = keeps ? far[3 + ax] : swaps ? far[ax] : -1;
        if (!inverse && !(inverse_far && fars[i][ax] < 0)) continue;
        ics[i][ax] = inverse_coords(invs[i][ax], inverse_far ? kOrders : 1, parity);
        reads.add(v.fs_r2s_small + ics[i][ax].slice * 2048 + ics[i][ax].flip);
      }
    }
    reads.start();
    if (inverse || inverse_far)
      for (int j = 0; j < k2; ++j) {
        const int i = slots[j];
        for (int ax = 0; ax < 3; ++ax) {
          const bool read_far = inverse_far && fars[i][ax] < 0;
          if (!inverse && !read_far) continue;
          const InverseCoords& ic = ics[i][ax];
          // Both tables' rows start from the flip-slice class (and its symmetry).
          const uint32_t rs = v.fs_r2s_small[ic.slice * 2048 + ic.flip];
          const uint64_t cls = rs >> 4;
          const int tc = v.twist_conj[ic.twist * kSyms + (rs & 15)];
          bidx[i][ax] = cls * kTwistRaw + tc;
          if (read_far && kPacked) {
            fidx[i][ax] =
                (cls * kOrders + v.ss_conj[(ic.slice * kOrders + ic.order) * kSyms + (rs & 15)]) * kTwistRaw + tc;
            reads.add(v.address(fidx[i][ax]));
            if constexpr (kParity) reads.add(v.address(other_parity(fidx[i][ax])));
          }
          if (inverse || !kPacked) reads.add(v.bound + (bidx[i][ax] >> 2));
        }
      }
    reads.start();
    for (int j = 0; j < k2; ++j) {
      const int i = slots[j];
      if (inverse_far) {
        for (int ax = 0; ax < 3; ++ax)
          if (fars[i][ax] < 0) {
            if constexpr (!kPacked) {
              fars[i][ax] = static_cast<int8_t>(bound_entry(v.bound, bidx[i][ax]));
            } else {
              fars[i][ax] = static_cast<int8_t>(v.far_bound(v.sym(fidx[i][ax])));
              if constexpr (kParity)
                fars[i][3 + ax] = static_cast<int8_t>(v.far_bound(v.sym(other_parity(fidx[i][ax]))));
            }
          }
        if (std::max({fars[i][0], fars[i][1], fars[i][2]}) > child_togo) continue;
      }
      if (inverse && std::max({bound_entry(v.bound, bidx[i][0]), bound_entry(v.bound, bidx[i][1]),
                               bound_entry(v.bound, bidx[i][2])}) > child_togo)
        continue;
      const int m = moves[i];
      path[ply] = m;
      if (dfs(c[i], invs[i], fars[i], child_togo, ply + 1, m / 3, child_last_ok[i])) return true;
      if (sh.stop.load(std::memory_order_relaxed)) return false;
    }
    return false;
  }

  void found(int len) {
    std::lock_guard<std::mutex> lock(sh.mutex);
    if (!sh.have_found) {
      sh.have_found = true;
      sh.found.assign(path, path + len);
    }
    sh.stop = true;
  }

  // Work items of one depth (>= 3): the first two moves, the third moves they
  // skip (the symmetry reduction) and the rules for the moves after them.
  void run_items(const Ax* root, int depth, const std::vector<int>& items, const std::vector<uint32_t>& skips,
                 const std::vector<CentralRule>& rules) {
    for (;;) {
      const int k = sh.next_item.fetch_add(1);
      if (k >= static_cast<int>(items.size()) || sh.stop.load()) break;
      const int m1 = items[k] >> 8, m2 = items[k] & 255;
      set_rule(rules[k]);
      Ax b1[3], b2[3];
      pending += 2;
      if (!step(root, m1, depth - 1, b1) || !step(b1, m2, depth - 2, b2)) continue;
      path[0] = m1;
      path[1] = m2;
      const uint32_t last_ok =
          kAnyMove & ~sh.not_last(root, depth) & ~sh.not_last(b1, depth - 1) & ~sh.not_last(b2, depth - 2);
      if (last_ok == 0) continue;
      if (dfs(b2, inverse_axes(sh.start * basic_move_cubies()[m1] * basic_move_cubies()[m2]).data(), kFarUnknown,
              depth - 2, 2, m2 / 3, last_ok, skips[k])) {
        if (!sh.listing) found(depth);
        break;
      }
    }
    set_rule(kEveryMove);
    flush();
  }
};

std::string bad_cube(const CubieCube& c) { return twophase::check_cubie(c); }

template <int kOrders>
std::array<int, 3> axis_distances_impl(const CubieCube& c, const Tables& tables) {
  View<kOrders> v(tables);
  CubieCube x = c;
  std::array<int, 3> d{};
  for (int ax = 0; ax < 3; ++ax) {
    d[ax] = v.exact_depth(axis_of(x, kOrders));
    x = urf_conjugate(x);
  }
  return d;
}

template <int kOrders>
SolveResult solve_impl(const CubieCube& c, const Tables& tables, const SolveOptions& o, const OptimalOptions& opt) {
  SolveResult r;
  Shared<kOrders> sh(tables, c, o, opt);
  sh.t0 = sh.last_progress = Clock::now();
  sh.has_deadline = o.time_ms >= 0;
  if (sh.has_deadline)
    sh.deadline =
        sh.t0 + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double, std::milli>(o.time_ms));
  const int max_length = o.max_length < 0 ? kMaxDepth : std::min(o.max_length, kMaxDepth);

  // Upper bound and fallback: two-phase, first for any solution of at most 20 moves
  // (usually milliseconds; bounded, since a few positions, superflip among them,
  // take it longer: then its best so far, maybe 21-22 moves), later for one of
  // exactly a move more than the depths searched (see the loop below).
  std::vector<Move> fallback;
  bool have_fallback = false;
  auto try_twophase = [&](int max_len, double ms, const std::atomic<bool>* cancel) {
    SolveOptions o2;
    o2.cancel = cancel;
    o2.max_length = max_len;
    o2.time_ms = ms;
    // The clock goes on while two-phase runs (reported from the calling thread only).
    o2.progress = [&](int, uint64_t) { sh.report_now_and_then(Clock::now(), sh.nodes.load()); };
    SolveResult tp = twophase::solve(c, o2);
    if (tp.status != SolveResult::Status::Solved || tp.solutions.empty()) return;
    const std::vector<Move>& moves = tp.solutions[0].moves;  // longer when it timed out
    if (!have_fallback || moves.size() < fallback.size()) fallback = moves;
    have_fallback = true;
  };
  if (opt.twophase_bound)
    try_twophase(20, sh.has_deadline ? std::max(1.0, std::min(o.time_ms / 2, 1000.0)) : 1000.0, o.cancel);

  Ax root[3];
  {
    CubieCube x = c;
    for (int ax = 0; ax < 3; ++ax) {
      root[ax] = axis_of(x, kOrders);
      root[ax].depth = static_cast<int16_t>(sh.v.exact_depth(root[ax]));
      if (root[ax].depth < 0) {
        r.status = SolveResult::Status::NoSolution;
        say(r, message("internal_bug", {{"what", "optimal_prune"}}));
        return r;
      }
      x = urf_conjugate(x);
    }
  }
  int h0 = std::max({root[0].depth, root[1].depth, root[2].depth});
  {
    // The inverse needs as many moves: its exact axis distances bound the start too.
    CubieCube x = c.inverse();
    for (int ax = 0; ax < 3 && opt.inverse_bound; ++ax) {
      h0 = std::max(h0, sh.v.exact_depth(axis_of(x, kOrders)));
      x = urf_conjugate(x);
    }
  }
  auto limit_now = [&] {
    return std::min(max_length, have_fallback ? static_cast<int>(fallback.size()) - 1 : kMaxDepth);
  };
  int limit = limit_now();

  // The first two moves of each depth: one per orbit of the position's symmetries
  // (all 243 for a position without any, as most are), and the third moves each skips.
  const std::vector<std::array<int, kMoves>> symmetries = self_symmetries(c);
  std::vector<int> items = first_two_moves(symmetries, opt.symmetry_reduction);
  std::vector<uint32_t> skips;
  std::vector<CentralRule> rules;
  // The superflip's solutions come in rotations too: after an item, only the blocks
  // that rank no lower than its first (optimal_symmetry.h); items whose second move
  // already breaks that are left out.
  const bool central = opt.symmetry_reduction && is_central(c);
  for (size_t i = 0; i < items.size();) {
    const int m1 = items[i] >> 8, m2 = items[i] & 255;
    const CentralRule rule = central ? central_rule(m1, m2) : kEveryMove;
    if (!(rule.later >> m2 & 1)) {
      items.erase(items.begin() + static_cast<std::ptrdiff_t>(i));
      continue;
    }
    rules.push_back(rule);
    skips.push_back(opt.symmetry_reduction ? third_moves_skipped(symmetries, m1, m2) : 0);
    ++i;
  }

  Worker<kOrders> main_worker(sh);
  const int threads = std::max(1, opt.threads);
  // Two-phase asked for a solution of exactly `depth` moves (depth - 1 exhausted: it
  // is optimal) within ms; found, the depth's search ends (sh.stop).
  auto ask = [&](int depth, double ms, const std::atomic<bool>* cancel) {
    try_twophase(depth, ms, cancel);
    if (have_fallback && static_cast<int>(fallback.size()) <= depth) sh.stop = true;
  };
  // Searches one depth (>= 1) to its end or its first solution (listing: its
  // `wanted`-th), on every thread; ask_ms > 0: two-phase is asked first, on the last
  // thread beside the others (which start the depth meanwhile), or before the depth
  // on one thread. Returns the time two-phase took before the depth (ms).
  auto search_depth = [&](int depth, const std::vector<int>& items, const std::vector<uint32_t>& skips,
                          const std::vector<CentralRule>& rules, double ask_ms) -> double {
    double asked_ms = 0;
    if (ask_ms > 0 && (threads == 1 || depth < 3)) {
      const Clock::time_point asked = Clock::now();
      ask(depth, ask_ms, o.cancel);
      asked_ms = ms_since(asked);
      if (sh.stop) return asked_ms;
    }
    if (depth < 3) {
      if (main_worker.dfs(root, inverse_axes(c).data(), kFarUnknown, depth, 0, -1,
                          kAnyMove & ~sh.not_last(root, depth)) &&
          !sh.listing)
        main_worker.found(depth);
      main_worker.flush();
      return asked_ms;
    }
    sh.next_item = 0;
    if (threads == 1) {
      main_worker.run_items(root, depth, items, skips, rules);
      return asked_ms;
    }
    std::vector<std::thread> pool;
    std::vector<std::unique_ptr<Worker<kOrders>>> workers;
    for (int i = 0; i < threads; ++i) workers.push_back(std::make_unique<Worker<kOrders>>(sh));
    // The asking thread stops asking once the others are done: the depth then holds
    // no solution, or one was found, or the search was cancelled or timed out.
    std::atomic<bool> others_done{false};
    for (int i = 1; i < threads; ++i)
      pool.emplace_back([&, i] {
        if (i == threads - 1 && ask_ms > 0) {
          ask(depth, ask_ms, &others_done);
          if (sh.stop.load()) return;
        }
        workers[i]->run_items(root, depth, items, skips, rules);
      });
    workers[0]->run_items(root, depth, items, skips, rules);
    for (int i = 0; i + 1 < static_cast<int>(pool.size()); ++i) pool[i].join();
    others_done = true;
    pool.back().join();
    return asked_ms;
  };
  bool found = false;
  int depth = h0;
  double search_ms = 0;  // in the depths' searches (not in two-phase alone, nor in set-up)
  double ask_ms = 0;     // for the depth about to be searched
  for (; depth <= limit; ++depth) {
    sh.start_depth(depth);
    if (depth == 0) {
      if (c == CubieCube{}) {
        found = true;
        sh.have_found = true;
        break;
      }
      continue;
    }
    const Clock::time_point began = Clock::now();
    const double asked_ms = search_depth(depth, items, skips, rules, ask_ms);
    search_ms += ms_since(began) - asked_ms;
    if (sh.have_found) {
      found = true;
      break;
    }
    limit = limit_now();
    if (depth > limit) break;  // two-phase found `depth` moves: depth - 1 is exhausted
    if (sh.stop) break;        // depth stays the one being searched
    // Depth `depth` is exhausted, so a solution of depth + 1 moves is optimal. The
    // next depth costs ~13x all before it, and two-phase often finds such a solution
    // in milliseconds to seconds: it gets as much time as the depths' searches took so
    // far (17-18 moves: the search then ends after the last full depth instead of
    // deep in the next; when it fails, the next depth's ~13x makes its share small).
    // Not counted: set-up (the first two-phase, whose tables a first solve loads) and
    // its own earlier asks: when it keeps failing while the search's depths are cheap
    // (the superflip, whose symmetries cut its nodes ~24x, has no solution of 19 moves
    // or fewer for it to find), they would double the time at each depth.
    ask_ms = 0;
    if (opt.twophase_bound && depth + 1 <= limit && search_ms >= opt.twophase_retry_after_ms) {
      ask_ms = std::max(1.0, search_ms);
      if (sh.has_deadline) ask_ms = std::min(ask_ms, o.time_ms - ms_since(sh.t0));
    }
  }

  r.nodes = sh.nodes.load();
  r.ms = ms_since(sh.t0);
  auto add_solution = [&](const std::vector<Move>& moves, bool optimal) {
    Solution s;
    s.moves = moves;
    s.optimal = optimal;
    r.solutions.push_back(std::move(s));
  };
  // A proven optimal solution; with SolveOptions::solutions > 1, every other one of
  // its length too (up to that many): its depth searched once more to the end, each
  // solution kept. Without the symmetry reduction there, which keeps one solution
  // of each orbit. Sequences that differ only in the order of two turns of opposite
  // faces are one solution (the search keeps U before D, R before L, F before B).
  auto proven = [&](const std::vector<Move>& first, Message said) {
    r.status = SolveResult::Status::Solved;
    if (!said.empty()) say(r, std::move(said));
    if (o.solutions <= 1 || first.empty()) {
      add_solution(first, true);
      return r;
    }
    sh.stop = false;
    sh.listing = true;
    sh.wanted = static_cast<size_t>(o.solutions);
    sh.start_depth(static_cast<int>(first.size()));
    const std::vector<int> all_items = first_two_moves(symmetries, false);
    search_depth(static_cast<int>(first.size()), all_items, std::vector<uint32_t>(all_items.size(), 0),
                 std::vector<CentralRule>(all_items.size(), kEveryMove), 0);
    std::sort(sh.listed.begin(), sh.listed.end());
    for (const std::vector<int>& path : sh.listed) add_solution(pocket::to_moves(path), true);
    const bool cut = sh.cancelled || sh.timed_out;
    // Cut short before it came by any: the proof's own.
    if (r.solutions.empty()) add_solution(first, true);
    const MessageArg n = r.solutions.size();
    if (cut) {
      r.timed_out = sh.timed_out;
      say(r, message("optimal_listed_cut", {{"count", n}, {"why", sh.cancelled ? "cancelled" : "budget"}}));
    } else {
      say(r, message(sh.listed.size() >= sh.wanted ? "optimal_listed_first" : "optimal_listed_all", {{"count", n}}));
    }
    r.nodes = sh.nodes.load();
    r.ms = ms_since(sh.t0);
    return r;
  };
  if (found) return proven(pocket::to_moves(sh.found), {});
  if (sh.cancelled) {
    r.status = SolveResult::Status::Cancelled;
    say(r, message("cancelled_at_depth", {{"depth", depth}}));
    if (have_fallback) add_solution(fallback, false);
    return r;
  }
  if (sh.timed_out) {
    r.timed_out = true;
    if (have_fallback && static_cast<int>(fallback.size()) <= max_length) {
      r.status = SolveResult::Status::Solved;
      say(r, message("not_proven_depth", {{"depth", depth}}));
      add_solution(fallback, false);
    } else {
      r.status = SolveResult::Status::NoSolution;
      say(r, message("budget_ended_depth", {{"max", max_length}, {"depth", depth}}));
    }
    return r;
  }
  // Every depth up to the limit was searched without a solution.
  if (have_fallback && static_cast<int>(fallback.size()) <= max_length)  // nothing shorter exists
    return proven(fallback, message("fallback_proven", {{"limit", limit}}));
  r.status = SolveResult::Status::NoSolution;
  say(r, message("no_solution_within", {{"max", max_length}}));
  return r;
}

}  // namespace

std::array<int, 3> axis_distances(const CubieCube& c, const Tables& tables) {
  switch (tables.size) {
    case TableSize::XLarge: return axis_distances_impl<48>(c, tables);
    case TableSize::Large: return axis_distances_impl<24>(c, tables);
    case TableSize::Medium: return axis_distances_impl<6>(c, tables);
    default: return axis_distances_impl<1>(c, tables);
  }
}

SolveResult solve(const CubieCube& c, const Tables& tables, const SolveOptions& o, const OptimalOptions& opt) {
  const std::string bad = bad_cube(c);
  if (!bad.empty()) {
    SolveResult r;
    r.status = SolveResult::Status::BadInput;
    r.message = bad;
    return r;
  }
  switch (tables.size) {
    case TableSize::XLarge: return solve_impl<48>(c, tables, o, opt);
    case TableSize::Large: return solve_impl<24>(c, tables, o, opt);
    case TableSize::Medium: return solve_impl<6>(c, tables, o, opt);
    default: return solve_impl<1>(c, tables, o, opt);
  }
}

SolveResult solve(const CubieCube& c, const SolveOptions& options, const OptimalOptions& opt) {
  if (!bad_cube(c).empty()) {
    SolveResult r;
    r.status = SolveResult::Status::BadInput;
    r.message = bad_cube(c);
    return r;
  }
  std::shared_ptr<const Tables> t = installed_tables();
  if (!t) t = default_tables();
  return solve(c, *t, options, opt);
}

}  // namespace cube::optimal
