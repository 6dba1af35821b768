#include "solvers/twophase/twophase_search.h"

#include <algorithm>
#include <chrono>

#include "tables/coordinates.h"
#include "tables/symmetry.h"

namespace cube::twophase {

using namespace cube::tables;

std::string check_cubie(const CubieCube& c) {
  int seen = 0;
  for (int i = 0; i < 8; ++i) {
    if (c.cp[i] >= 8) return "corner position " + std::to_string(i) + " holds no valid corner";
    if (c.co[i] >= 3) return "corner position " + std::to_string(i) + " has an invalid twist";
    if (seen >> c.cp[i] & 1) return std::string("corner ") + kCornerNames[c.cp[i]] + " appears twice";
    seen |= 1 << c.cp[i];
  }
  seen = 0;
  for (int i = 0; i < 12; ++i) {
    if (c.ep[i] >= 12) return "edge position " + std::to_string(i) + " holds no valid edge";
    if (c.eo[i] >= 2) return "edge position " + std::to_string(i) + " has an invalid flip";
    if (seen >> c.ep[i] & 1) return std::string("edge ") + kEdgeNames[c.ep[i]] + " appears twice";
    seen |= 1 << c.ep[i];
  }
  int twist = 0, flip = 0;
  for (int i = 0; i < 8; ++i) twist += c.co[i];
  for (int i = 0; i < 12; ++i) flip += c.eo[i];
  if (twist % 3 != 0) return "corner twist: one corner is twisted";
  if (flip % 2 != 0) return "edge flip: one edge is flipped";
  const int cpar = perm_parity(perm_rank(c.cp.data(), 8), 8);
  const int epar = perm_parity(perm_rank(c.ep.data(), 12), 12);
  if (cpar != epar) return "parity: two corners or two edges are swapped";
  return {};
}

namespace {

constexpr int kMaxDepth2 = 12;   // longest phase 2 tried (min2phase's choice)
constexpr int kMaxLength1 = 30;  // longest phase 1 tried
constexpr int kMaxMoves = 64;
constexpr int kMaxPreMoves = 20;    // min2phase's pre-moves (see phase1_premoves)
constexpr int kMinP1LengthPre = 7;  // phase 1 is at least this long after pre-moves
// Moves that may not be the last pre-move (all but R, F, L, B): a phase-2 move there
// would just extend phase 2, and R' is covered by R (see init_phase2_pre).
constexpr uint32_t kLastPreSkip = 0x36FB7;

// a * b (cube::CubieCube's operator*, inlined for the search's hot paths).
inline void multiply(const CubieCube& a, const CubieCube& b, CubieCube& r) {
  static constexpr uint8_t kMod3[6] = {0, 1, 2, 0, 1, 2};
  for (int i = 0; i < 8; ++i) {
    const int j = b.cp[i];
    r.cp[i] = a.cp[j];
    r.co[i] = kMod3[a.co[j] + b.co[i]];
  }
  for (int i = 0; i < 12; ++i) {
    const int j = b.ep[i];
    r.ep[i] = a.ep[j];
    r.eo[i] = static_cast<uint8_t>(a.eo[j] ^ b.eo[i]);
  }
}

inline int prun(const uint32_t* t, int i) { return static_cast<int>(t[i >> 3] >> ((i & 7) << 2) & 0xf); }

struct Node {
  int twist, tsym, flip, fsym, slice, prun;
  int twistc, flipc;  // the cube conjugated by symmetry 1 (U4): class << 3 | sym
};

using Clock = std::chrono::steady_clock;

}  // namespace

struct Searcher::Impl {
  std::shared_ptr<const Tables> keep;
  const Tables& T;

  // Flat views of the tables.
  const uint16_t *twist_move_full, *flip_move_full;
  const uint16_t *twist_r2s, *flip_r2s, *flip_s2rf, *slice_move, *slice_conj;
  const uint32_t *stp, *sfp, *tfp;
  const uint16_t *cperm_r2s, *eperm_r2s, *cperm_move, *eperm_move, *cperm_inv, *eperm_inv;
  const uint8_t *perm2combp, *mperm_move, *mperm_conj, *ccombp_conj;
  const uint32_t *mcp, *ecp;
  // Symmetry helpers.
  uint8_t conj1_move[kMoves];  // S_1^-1 M S_1
  uint8_t move_conj2[kSyms * kMoves2];
  uint8_t mult[kSyms * kSyms];
  uint8_t mult_inv[kSyms * kSyms];  // a * b^-1
  uint16_t ckmv2[kMoves2 + 1];
  int p2_to_std[kMoves2];
  int std_to_p2[kMoves];
  int urf_map[6][kMoves];  // conjugate frame -> the cube's frame (before inversion)
  const std::array<CubieCube, kMoves>* move_cube;

  // Search state.
  int move[kMaxMoves];
  Node node[kMaxLength1 + 2];
  CubieCube p1cube[kMaxLength1 + 2];
  CubieCube urf_cube[6];
  uint32_t urf_ssym[6];    // U-D symmetries (bit s) that fix urf_cube[i]
  unsigned conj_mask = 0;  // searches skipped: equivalent to an earlier one by symmetry
  int length1 = 0, depth1 = 0, max_dep2 = 0, sol_len = 0, urf_idx = 0, valid1 = 0;
  int pre_moves[kMaxPreMoves];
  CubieCube pre_cube[kMaxPreMoves + 1];
  int pre_len = 0, max_pre = kMaxPreMoves;
  uint32_t first_move_skip[kSyms];  // moves m whose image under sym s has a smaller index
  uint32_t move_ssym[kMoves];       // symmetries that fix move m
  bool allow_shorter = false;
  uint8_t mperm_inv[kMPerm];
  uint64_t nodes = 0, probes = 0;
  bool stop = false;

  // Options of the current solve.
  int want = 1;
  bool keep_searching = false;
  bool has_deadline = false;
  uint64_t max_nodes = 0;  // 0: none
  Clock::time_point start, deadline, last_progress;
  const std::atomic<bool>* cancel = nullptr;
  const std::function<void(int, uint64_t)>* progress = nullptr;
  bool timed_out = false, cancelled = false;

  struct Found {
    std::vector<int> moves;     // standard move indices in the cube's frame
    std::array<int, 4> bounds;  // stages: [b0, b1) [b1, b2) [b2, b3)
    bool inverse;               // found on the inverse: stages in reverse, inverted
    int axis_face;              // face whose axis phase 1 worked on (0 U, 1 R, 2 F)
    uint64_t order;
  };
  std::vector<Found> found;
  uint64_t found_counter = 0;

  explicit Impl(std::shared_ptr<const Tables> t) : keep(std::move(t)), T(*keep) {
    twist_r2s = T.twist_r2s.data();
    flip_r2s = T.flip_r2s.data();
    flip_s2rf = T.flip_s2rf.data();
    twist_move_full = T.twist_move_full.data();
    flip_move_full = T.flip_move_full.data();
    slice_move = T.slice_move.data();
    slice_conj = T.slice_conj.data();
    stp = T.slice_twist_prun.data();
    sfp = T.slice_flip_prun.data();
    tfp = T.twist_flip_prun.data();
    cperm_r2s = T.cperm_r2s.data();
    eperm_r2s = T.eperm_r2s.data();
    cperm_move = T.cperm_move.data();
    eperm_move = T.eperm_move.data();
    cperm_inv = T.cperm_inv.data();
    eperm_inv = T.eperm_inv.data();
    perm2combp = T.perm2combp.data();
    mperm_move = T.mperm_move.data();
    mperm_conj = T.mperm_conj.data();
    ccombp_conj = T.ccombp_conj.data();
    mcp = T.mcperm_prun.data();
    ecp = T.epermccombp_prun.data();

    const Symmetries& sy = symmetries();
    for (int m = 0; m < kMoves; ++m) {
      conj1_move[m] = static_cast<uint8_t>(sy.move_conj[sy.inv[1]][m]);
      std_to_p2[m] = -1;
    }
    for (int s = 0; s < kSyms; ++s) {
      for (int m = 0; m < kMoves2; ++m) move_conj2[s * kMoves2 + m] = static_cast<uint8_t>(sy.move_conj2[s][m]);
      for (int u = 0; u < kSyms; ++u) {
        mult[s * kSyms + u] = static_cast<uint8_t>(sy.mult[s][u]);
        mult_inv[s * kSyms + u] = static_cast<uint8_t>(sy.mult[s][sy.inv[u]]);
      }
    }
    for (int i = 0; i < kMoves2; ++i) {
      p2_to_std[i] = kPhase2Moves[i];
      std_to_p2[kPhase2Moves[i]] = i;
    }
    // Phase-2 move i may follow move j unless it turns the same face, or the
    // opposite face in the wrong order (U before D, R before L, F before B).
    for (int i = 0; i < kMoves2; ++i) {
      const int fi = p2_to_std[i] / 3;
      ckmv2[i] = 0;
      for (int j = 0; j < kMoves2; ++j) {
        const int fj = p2_to_std[j] / 3;
        if (fi == fj || (fi % 3 == fj % 3 && fi >= fj)) ckmv2[i] |= static_cast<uint16_t>(1u << j);
      }
    }
    ckmv2[kMoves2] = 0;
    for (int m = 0; m < kMoves; ++m) urf_map[0][m] = m;
    for (int k = 1; k < 3; ++k)
      for (int m = 0; m < kMoves; ++m) urf_map[k][m] = sy.urf_move[urf_map[k - 1][m]];
    for (int k = 3; k < 6; ++k)
      for (int m = 0; m < kMoves; ++m) urf_map[k][m] = urf_map[k - 3][m];
    move_cube = &basic_move_cubies();
    for (int sym = 0; sym < kSyms; ++sym) {
      first_move_skip[sym] = 0;
      for (int m = 0; m < kMoves; ++m)
        if (sy.move_conj[sym][m] < m) first_move_skip[sym] |= 1u << m;
    }
    for (int m = 0; m < kMoves; ++m) {
      move_ssym[m] = 0;
      for (int sym = 0; sym < kSyms; ++sym)
        if (sy.move_conj[sym][m] == m) move_ssym[m] |= 1u << sym;
    }
    for (int i = 0; i < kMPerm; ++i) {
      CubieCube c;
      set_mperm(c, i);
      mperm_inv[i] = static_cast<uint8_t>(get_mperm(c.inverse()));
    }
  }

  // ---------------------------------------------------------------- phase 1

  // Sets n from a cube; false (n partly set) as soon as a pruning value exceeds depth.
  bool set_node(Node& n, const CubieCube& c, int depth) const {
    const int tw = twist_r2s[get_twist(c)];
    const int fl = flip_r2s[get_flip(c)];
    n.twist = tw >> 3;
    n.tsym = tw & 7;
    n.flip = fl >> 3;
    n.fsym = fl & 7;
    n.prun = prun(tfp, n.twist << 11 | flip_s2rf[n.flip << 3 | (n.fsym ^ n.tsym)]);
    if (n.prun > depth) return false;
    n.slice = get_slice_fast(c);
    n.prun = std::max({n.prun, prun(stp, n.twist * kSlice + slice_conj[n.slice * 8 + n.tsym]),
                       prun(sfp, n.flip * kSlice + slice_conj[n.slice * 8 + n.fsym])});
    if (n.prun > depth) return false;
    const CubieCube c1 = conjugate(c, 1);
    n.twistc = twist_r2s[get_twist(c1)];
    n.flipc = flip_r2s[get_flip(c1)];
    return prun(tfp, (n.twistc >> 3) << 11 | flip_s2rf[n.flipc ^ (n.twistc & 7)]) <= depth;
  }

  // The twist-flip pruning value of the U4-conjugated cube after move m.
  inline int do_move_conj(Node& n, const Node& p, int m) const {
    const int mc = conj1_move[m];
    n.flipc = flip_move_full[p.flipc * kMoves + mc];
    n.twistc = twist_move_full[p.twistc * kMoves + mc];
    return prun(tfp, (n.twistc >> 3) << 11 | flip_s2rf[n.flipc ^ (n.twistc & 7)]);
  }

  bool check_limits() {
    if (cancel && cancel->load(std::memory_order_relaxed)) {
      cancelled = true;
      stop = true;
      return true;
    }
    if (max_nodes != 0 && nodes >= max_nodes && !(keep_searching && found.empty())) {
      timed_out = true;
      stop = true;
      return true;
    }
    if (has_deadline || progress) {
      const Clock::time_point now = Clock::now();
      // With keep_searching the budget bounds the hunt for shorter solutions, not the
      // first one within max_length: effort never returns a longer solution.
      if (has_deadline && now >= deadline && !(keep_searching && found.empty())) {
        timed_out = true;
        stop = true;
        return true;
      }
      if (progress && *progress && now - last_progress > std::chrono::milliseconds(50)) {
        last_progress = now;
        (*progress)(length1, nodes);
      }
    }
    return false;
  }

  // 0: stop; 1: try the next power; 2: try the next axis.
  // ssym: symmetries of the cube that the moves so far have kept (bit 0 always).
  int phase1(const Node& nd, uint32_t ssym, int maxl, int lm) {
    if (nd.prun == 0 && maxl < 5) {
      if (maxl != 0 && !allow_shorter) return 1;
      depth1 -= maxl;
      const int ret = init_phase2_pre();
      depth1 += maxl;
      return ret;
    }
    if ((++nodes & 0xfff) == 0 && check_limits()) return 0;
    Node& n = node[maxl];
    const uint16_t* srow = slice_move + nd.slice * kMoves;
    const uint32_t skip = ssym > 1 ? skip_moves(ssym) : 0;
    const uint16_t* trowf = twist_move_full + (nd.twist << 3 | nd.tsym) * kMoves;
    const uint16_t* frowf = flip_move_full + (nd.flip << 3 | nd.fsym) * kMoves;
    for (int axis = 0; axis < kMoves; axis += 3) {
      if (axis == lm || axis == lm - 9) continue;
      // All three powers at once, without branches; then the (few) candidates.
      // Each pruning value is an exact distance in its own projection, so the
      // three powers of a face differ by at most 1: once one is beyond the limit,
      // the later ones cannot be below it.
      int cs[3], ct[3], cf[3], pa[3];
      for (int k = 0; k < 3; ++k) {
        const int m = axis + k;
        cs[k] = srow[m];
        ct[k] = trowf[m];
        cf[k] = frowf[m];
        const int p1 = prun(stp, (ct[k] >> 3) * kSlice + slice_conj[cs[k] * 8 + (ct[k] & 7)]);
        const int p2 = prun(tfp, (ct[k] >> 3) << 11 | flip_s2rf[cf[k] ^ (ct[k] & 7)]);
        const int p3 = prun(sfp, (cf[k] >> 3) * kSlice + slice_conj[cs[k] * 8 + (cf[k] & 7)]);
        pa[k] = std::max(std::max(p1, p2), p3);
      }
      const unsigned over0 = pa[0] > maxl, over1 = pa[1] > maxl;
      unsigned cand = static_cast<unsigned>(pa[0] < maxl) | (static_cast<unsigned>(pa[1] < maxl) & ~over0) << 1 |
                      (static_cast<unsigned>(pa[2] < maxl) & ~over0 & ~over1) << 2;
      cand &= ~(skip >> axis) & 7;
      while (cand) {
        const int k = __builtin_ctz(cand);
        cand &= cand - 1;
        const int m = axis + k;
        const int pc = do_move_conj(n, nd, m);
        if (pc > maxl) break;
        if (pc == maxl) continue;
        n.slice = cs[k];
        n.twist = ct[k] >> 3;
        n.tsym = ct[k] & 7;
        n.flip = cf[k] >> 3;
        n.fsym = cf[k] & 7;
        n.prun = pa[k];
        move[depth1 - maxl] = m;
        valid1 = std::min(valid1, depth1 - maxl);
        const int ret = phase1(n, ssym & move_ssym[m], maxl - 1, axis);
        if (ret == 0) return 0;
        if (ret >= 2) break;
      }
    }
    return 1;
  }

  // ---------------------------------------------------------------- phase 2

  inline int perm_sym_inv(const uint16_t* inv, int idx, int sym) const {
    const int i = inv[idx];
    return (i & ~0xf) | mult[(i & 0xf) * kSyms + sym];
  }

  inline int ecp_prun(int edge, int esym, int corn, int csym) const {
    return prun(ecp, edge * kCCombP + ccombp_conj[perm2combp[corn] * kSyms + mult_inv[esym * kSyms + csym]]);
  }

  // 0: stop; otherwise not solved from here (2: neither with the last move's twin).
  int init_phase2_pre() {
    if (stop) return 0;
    if (sol_len <= length1) {
      // Nothing shorter can come from this phase-1 length or any longer one.
      stop = true;
      return 0;
    }
    ++probes;
    if ((probes & 0x1f) == 0 && check_limits()) return 0;
    for (int i = valid1; i < depth1; ++i) multiply(p1cube[i], (*move_cube)[move[i]], p1cube[i + 1]);
    valid1 = depth1;
    const CubieCube& c = p1cube[depth1];
    int cs = cperm_r2s[get_cperm(c)];
    int es = eperm_r2s[get_eperm(c)];
    int p2corn = cs >> 4, p2csym = cs & 0xf;
    int p2edge = es >> 4, p2esym = es & 0xf;
    int p2mid = get_mperm(c);
    int edgei = perm_sym_inv(eperm_inv, p2edge, p2esym);
    int corni = perm_sym_inv(cperm_inv, p2corn, p2csym);
    const int last = depth1 == 0 ? -1 : move[depth1 - 1];
    const int last_pre = pre_len == 0 ? -1 : pre_moves[pre_len - 1];
    // Up to four tries: as found; the last phase-1 move replaced by its twin (R <-> R',
    // which changes the phase-2 state by a half turn of that face); both that and
    // the last pre-move replaced; the last pre-move alone.
    int ret = 0;
    const int tries = (pre_len == 0 ? 1 : 2) * (depth1 == 0 ? 1 : 2);
    for (int k = 0, todo = (1 << tries) - 1; k < tries; ++k) {
      if ((todo >> k & 1) != 0) {
        todo &= ~(1 << k);
        ret = init_phase2(p2corn, p2csym, p2edge, p2esym, p2mid, edgei, corni);
        if (ret == 0 || ret > 2) break;
        if (ret == 2) todo &= 0x4 << k;  // two moves away: only the try differing in both
      }
      if (todo == 0) break;
      if ((k & 1) == 0 && depth1 > 0) {
        const int m2 = std_to_p2[last / 3 * 3 + 1];
        move[depth1 - 1] = last / 3 * 6 + 2 - move[depth1 - 1];
        p2mid = mperm_move[p2mid * kMoves2 + m2];
        cs = cperm_move[p2corn * kMoves2 + move_conj2[p2csym * kMoves2 + m2]];
        p2csym = mult[(cs & 0xf) * kSyms + p2csym];
        p2corn = cs >> 4;
        es = eperm_move[p2edge * kMoves2 + move_conj2[p2esym * kMoves2 + m2]];
        p2esym = mult[(es & 0xf) * kSyms + p2esym];
        p2edge = es >> 4;
        corni = perm_sym_inv(cperm_inv, p2corn, p2csym);
        edgei = perm_sym_inv(eperm_inv, p2edge, p2esym);
      } else if (pre_len > 0) {
        // The pre-move acts before the cube: move the inverse, then invert back.
        const int m2 = std_to_p2[last_pre / 3 * 3 + 1];
        pre_moves[pre_len - 1] = last_pre / 3 * 6 + 2 - pre_moves[pre_len - 1];
        p2mid = mperm_inv[mperm_move[mperm_inv[p2mid] * kMoves2 + m2]];
        cs = cperm_move[(corni >> 4) * kMoves2 + move_conj2[(corni & 0xf) * kMoves2 + m2]];
        corni = (cs & ~0xf) | mult[(cs & 0xf) * kSyms + (corni & 0xf)];
        cs = perm_sym_inv(cperm_inv, corni >> 4, corni & 0xf);
        p2csym = cs & 0xf;
        p2corn = cs >> 4;
        es = eperm_move[(edgei >> 4) * kMoves2 + move_conj2[(edgei & 0xf) * kMoves2 + m2]];
        edgei = (es & ~0xf) | mult[(es & 0xf) * kSyms + (edgei & 0xf)];
        es = perm_sym_inv(eperm_inv, edgei >> 4, edgei & 0xf);
        p2esym = es & 0xf;
        p2edge = es >> 4;
      }
    }
    if (depth1 > 0) move[depth1 - 1] = last;
    if (pre_len > 0) pre_moves[pre_len - 1] = last_pre;
    return ret == 0 ? 0 : 2;
  }

  // 0: stop; 1: nothing found; >1: at least that many moves more than allowed.
  int init_phase2(int corn, int csym, int edge, int esym, int mid, int edgei, int corni) {
    const int p =
        std::max({ecp_prun(edgei >> 4, edgei & 0xf, corni >> 4, corni & 0xf), ecp_prun(edge, esym, corn, csym),
                  prun(mcp, corn * kMPerm + mperm_conj[mid * kSyms + csym])});
    if (p > max_dep2) return p - max_dep2;
    int depth2;
    bool any = false;
    for (depth2 = max_dep2; depth2 >= p; --depth2) {
      const int ret = phase2(edge, esym, corn, csym, mid, depth2, depth1, kMoves2);
      if (ret < 0) break;
      depth2 -= ret;
      any = true;
      record(depth1 + depth2);  // then look for a shorter phase 2 after this phase 1
    }
    if (any) {
      max_dep2 = std::min(kMaxDepth2, sol_len - length1 - 1);
      if (static_cast<int>(found.size()) >= want && !keep_searching) {
        stop = true;
        return 0;
      }
    }
    return 1;
  }

  // -1: no solution; r >= 0: a solution, r moves shorter than maxl.
  int phase2(int edge, int esym, int corn, int csym, int mid, int maxl, int depth, int lm) {
    if (edge == 0 && corn == 0 && mid == 0) return maxl;
    ++nodes;
    const int mask = ckmv2[lm];
    for (int m = 0; m < kMoves2; ++m) {
      if ((mask >> m & 1) != 0) {
        m += 0x42 >> m & 3;
        continue;
      }
      const int midx = mperm_move[mid * kMoves2 + m];
      int cornx = cperm_move[corn * kMoves2 + move_conj2[csym * kMoves2 + m]];
      const int csymx = mult[(cornx & 0xf) * kSyms + csym];
      cornx >>= 4;
      int edgex = eperm_move[edge * kMoves2 + move_conj2[esym * kMoves2 + m]];
      const int esymx = mult[(edgex & 0xf) * kSyms + esym];
      edgex >>= 4;
      const int edgei = perm_sym_inv(eperm_inv, edgex, esymx);
      const int corni = perm_sym_inv(cperm_inv, cornx, csymx);
      int p = ecp_prun(edgei >> 4, edgei & 0xf, corni >> 4, corni & 0xf);
      if (p > maxl + 1) return maxl - p + 1;
      if (p >= maxl) {
        m += 0x42 >> m & 3 & (maxl - p);
        continue;
      }
      p = std::max(prun(mcp, cornx * kMPerm + mperm_conj[midx * kSyms + csymx]), ecp_prun(edgex, esymx, cornx, csymx));
      if (p >= maxl) {
        m += 0x42 >> m & 3 & (maxl - p);
        continue;
      }
      const int ret = phase2(edgex, esymx, cornx, csymx, midx, maxl - 1, depth + 1, m);
      if (ret >= 0) {
        move[depth] = p2_to_std[m];
        return ret;
      }
      if (ret < -2) break;
      if (ret < -1) m += 0x42 >> m & 3;
    }
    return -1;
  }

  // ---------------------------------------------------------------- solutions

  // Appends a move, merging it with the previous ones of the same face, also across
  // a turn of the opposite face (U D U -> U2 D). Returns the new length.
  static void append_move(std::vector<int>& s, int m) {
    const int n = static_cast<int>(s.size());
    if (n > 0 && s[n - 1] / 3 == m / 3) {
      const int pow = (m % 3 + s[n - 1] % 3 + 1) % 4;
      if (pow == 3) s.pop_back();
      else s[n - 1] = m / 3 * 3 + pow;
      return;
    }
    if (n > 1 && (m / 3) % 3 == (s[n - 1] / 3) % 3 && s[n - 2] / 3 == m / 3) {
      const int pow = (m % 3 + s[n - 2] % 3 + 1) % 4;
      if (pow == 3) s.erase(s.begin() + (n - 2));
      else s[n - 2] = m / 3 * 3 + pow;
      return;
    }
    s.push_back(m);
  }

  // Records move[0, len) and the pre-moves as a solution found on urf_cube[urf_idx].
  void record(int len) {
    std::vector<int> seq;
    seq.reserve(len + pre_len);
    for (int i = 0; i < depth1; ++i) append_move(seq, move[i]);
    int b1 = static_cast<int>(seq.size());
    for (int i = depth1; i < len; ++i) append_move(seq, move[i]);
    b1 = std::min(b1, static_cast<int>(seq.size()));
    int b2 = static_cast<int>(seq.size());
    for (int i = pre_len - 1; i >= 0; --i) append_move(seq, pre_moves[i]);
    const int n = static_cast<int>(seq.size());
    b2 = std::min(b2, n);
    b1 = std::min(b1, b2);
    Found f;
    f.inverse = urf_idx >= 3;
    f.axis_face = urf_map[urf_idx][0] / 3 % 3;
    if (!f.inverse) {
      for (int m : seq) f.moves.push_back(urf_map[urf_idx][m]);
      f.bounds = {0, b1, b2, n};
    } else {
      for (int i = n - 1; i >= 0; --i) {
        const int m = urf_map[urf_idx][seq[i]];
        f.moves.push_back(m / 3 * 3 + (2 - m % 3));
      }
      f.bounds = {0, n - b2, n - b1, n};
    }
    f.order = found_counter++;
    for (const Found& g : found)
      if (g.moves == f.moves) return;
    found.push_back(std::move(f));
    std::stable_sort(found.begin(), found.end(), [](const Found& a, const Found& b) {
      return a.moves.size() != b.moves.size() ? a.moves.size() < b.moves.size() : a.order < b.order;
    });
    if (static_cast<int>(found.size()) > want) found.pop_back();
    if (static_cast<int>(found.size()) >= want) {
      // From now on only solutions shorter than the longest kept one are of use.
      sol_len = static_cast<int>(found.back().moves.size());
    }
  }

  // ---------------------------------------------------------------- driver

  // Moves that a symmetry of the position maps onto a move of smaller index: their
  // subtrees are mirror images of one already searched.
  uint32_t skip_moves(uint32_t ssym) const {
    uint32_t skip = 0;
    for (int sym = 1; (ssym >>= 1) != 0; ++sym)
      if (ssym & 1) skip |= first_move_skip[sym];
    return skip;
  }

  // Phase 1 on the cube with up to max_pre pre-moves applied before it (min2phase):
  // a solution S of M_k ... M_1 * cube gives the solution S M_k ... M_1. This widens
  // the choice of phase-1 solutions of a given total length.
  int phase1_premoves(int maxl, int lm, const CubieCube& cc, uint32_t ssym) {
    if ((++nodes & 0xfff) == 0 && check_limits()) return 0;
    pre_len = max_pre - maxl;
    if (pre_len == 0 || (kLastPreSkip >> lm & 1) == 0) {
      depth1 = length1 - pre_len;
      p1cube[0] = cc;
      valid1 = 0;
      allow_shorter = depth1 == kMinP1LengthPre && pre_len != 0;
      if (set_node(node[depth1 + 1], cc, depth1) && phase1(node[depth1 + 1], ssym, depth1, -1) == 0) return 0;
    }
    if (maxl == 0 || pre_len + kMinP1LengthPre >= length1) return 1;
    uint32_t skip = (maxl == 1 || pre_len + 1 + kMinP1LengthPre >= length1) ? kLastPreSkip : 0;
    if (ssym > 1) skip |= skip_moves(ssym);
    lm = lm / 3 * 3;
    for (int m = 0; m < kMoves; ++m) {
      if (m == lm || m == lm - 9 || m == lm + 9) {
        m += 2;
        continue;
      }
      if ((skip >> m & 1) != 0) continue;
      multiply((*move_cube)[m], cc, pre_cube[maxl]);
      pre_moves[max_pre - maxl] = m;
      if (phase1_premoves(maxl - 1, m, pre_cube[maxl], ssym & move_ssym[m]) == 0) return 0;
    }
    return 1;
  }

  void search() {
    for (length1 = 0; length1 < sol_len && length1 <= kMaxLength1; ++length1) {
      max_dep2 = std::min(kMaxDepth2, sol_len - length1 - 1);
      for (urf_idx = 0; urf_idx < 6; ++urf_idx) {
        if (conj_mask >> urf_idx & 1) continue;
        if (phase1_premoves(max_pre, -30, urf_cube[urf_idx], urf_ssym[urf_idx]) == 0) return;
        if (length1 >= sol_len || stop) return;
      }
      if (progress && *progress) (*progress)(length1, nodes);
    }
  }

  // Symmetries of the position (rare in random states, common in patterns such as
  // the superflip): searches equivalent to an earlier one are skipped, and moves
  // that a symmetry maps onto an earlier move are skipped while the path keeps it.
  void find_symmetries() {
    int cls[6];
    for (int i = 0; i < 6; ++i) {
      cls[i] = cperm_r2s[get_cperm(urf_cube[i])] >> 4;  // the same for conjugates
      urf_ssym[i] = 1;
    }
    conj_mask = 0;
    for (int i = 0; i < 6; ++i) {
      for (int j = 0; j <= i; ++j) {
        if (cls[i] != cls[j]) continue;
        for (int sym = j == i ? 1 : 0; sym < kSyms; ++sym) {
          if (!(conjugate(urf_cube[i], sym) == urf_cube[j])) continue;
          if (j == i) urf_ssym[i] |= 1u << sym;
          else conj_mask |= 1u << i;
        }
      }
    }
    max_pre = (conj_mask & 0x38) != 0 ? 0 : kMaxPreMoves;
  }

  SolveResult solve(const CubieCube& c, const SolveOptions& o, uint64_t node_budget) {
    SolveResult r;
    start = Clock::now();
    last_progress = start;
    const std::string bad = check_cubie(c);
    if (!bad.empty()) {
      r.status = SolveResult::Status::BadInput;
      r.message = bad;
      return r;
    }
    const int max_length = o.max_length < 0 ? kDefaultMaxLength : std::min(o.max_length, kMaxMoves - kMaxDepth2 - 2);
    want = std::max(1, o.solutions);
    keep_searching = o.keep_searching;
    double budget = o.time_ms;
    max_nodes = node_budget;
    if (keep_searching && budget < 0 && max_nodes == 0) budget = kDefaultEffortMs;
    has_deadline = budget >= 0;
    if (has_deadline)
      deadline = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double, std::milli>(budget));
    cancel = o.cancel;
    progress = &o.progress;
    timed_out = cancelled = stop = false;
    nodes = probes = 0;
    found.clear();
    found_counter = 0;
    sol_len = max_length + 1;

    CubieCube cc = c;
    for (int i = 0; i < 6; ++i) {
      urf_cube[i] = cc;
      cc = urf_conjugate(cc);
      if (i % 3 == 2) cc = cc.inverse();
    }
    find_symmetries();
    if (!(cancel && cancel->load())) search();
    else cancelled = true;

    if (found.empty() && timed_out && !cancelled) {
      // The budget ended first: return a longer solution rather than none.
      const uint64_t n = nodes;
      has_deadline = false;
      max_nodes = 0;
      stop = false;
      keep_searching = false;
      want = 1;
      sol_len = kMaxMoves - kMaxDepth2 - 1;
      search();
      nodes += n;
      say(r, message("budget_ended_within", {{"max", max_length}}));
    }

    for (const Found& f : found) {
      // Every solution is checked on the cubies before it is returned (cheap, and a
      // guard against damaged tables).
      CubieCube check = c;
      for (int m : f.moves) check = check * (*move_cube)[m];
      if (!(check == CubieCube{})) {
        say(r, message("internal_bug", {{"what", "solution_check"}}));
        continue;
      }
      Solution s;
      for (int m : f.moves) {
        Move mv;
        mv.kind = Move::Kind::Face;
        mv.family = kFaceNames[m / 3];
        mv.turns = static_cast<uint8_t>(m % 3 + 1);
        s.moves.push_back(mv);
      }
      // Stage names and explanations for people new to the cube, in the order the
      // moves are played. Phase 1 works towards the subgroup of one axis: turns of its
      // two faces and half turns of the other four.
      static const char* const kAxisFaces[3][2] = {{"U", "D"}, {"R", "L"}, {"F", "B"}};
      const std::string a = kAxisFaces[f.axis_face][0], b = kAxisFaces[f.axis_face][1];
      const std::string only = "turns of " + a + " and " + b + " and half turns of the other faces";
      Stage st[3];
      if (!f.inverse) {
        st[0].name = "phase 1: turn the pieces round";
        st[0].explanation =
            "turns every piece the right way round (not yet to its place) and gathers the four edges "
            "that belong between " +
            a + " and " + b + " into that middle layer, so that " + only + " can finish";
        st[1].name = "phase 2: put the pieces in place";
        st[1].explanation = "puts every piece in its place with only " + only + ", which keep what phase 1 did";
        st[2].name = "last turns";
        st[2].explanation = "the few turns the search started from, played at the end";
      } else {
        // Found backwards (from the solved cube to this one, sometimes shorter): its
        // phases play in reverse, the pre-moves first.
        st[0].name = "first turns";
        st[0].explanation = "the few turns the search started from, played first";
        st[1].name = "phase 1: set the pieces up";
        st[1].explanation = "with only " + only +
                            ", brings the cube to a position from which phase 2 solves it "
                            "(the solver found this solution backwards, from the solved cube to yours: sometimes "
                            "that is shorter)";
        st[2].name = "phase 2: solve";
        st[2].explanation =
            "solves the cube with any turns: played backwards from the solved cube, they lead to "
            "the position phase 1 set up";
      }
      for (int k = 0; k < 3; ++k) {
        st[k].begin = f.bounds[k];
        st[k].end = f.bounds[k + 1];
        if (st[k].end > st[k].begin) s.stages.push_back(st[k]);
      }
      r.solutions.push_back(std::move(s));
    }
    r.nodes = nodes;
    r.timed_out = timed_out;
    r.ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    if (cancelled) {
      r.status = SolveResult::Status::Cancelled;
      if (r.message.empty()) say(r, message("solve_cancelled"));
    } else if (!r.solutions.empty()) {
      r.status = SolveResult::Status::Solved;
    } else {
      r.status = SolveResult::Status::NoSolution;
      if (found.empty()) say(r, message("no_solution_within", {{"max", max_length}}));
    }
    return r;
  }
};

Searcher::Searcher(std::shared_ptr<const Tables> tables) : impl_(std::make_unique<Impl>(std::move(tables))) {}
Searcher::~Searcher() = default;

SolveResult Searcher::solve(const CubieCube& c, const SolveOptions& options, uint64_t max_nodes) {
  return impl_->solve(c, options, max_nodes);
}

SolveResult solve(const CubieCube& c, const SolveOptions& options, uint64_t max_nodes) {
  if (!check_cubie(c).empty()) {
    // Fail fast without building tables.
    SolveResult r;
    r.status = SolveResult::Status::BadInput;
    r.message = check_cubie(c);
    return r;
  }
  Searcher s(default_tables());
  return s.solve(c, options, max_nodes);
}

}  // namespace cube::twophase
