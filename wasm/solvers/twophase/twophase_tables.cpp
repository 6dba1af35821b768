#include "solvers/twophase/twophase_tables.h"

#include <algorithm>
#include <stdexcept>

#include "tables/coordinates.h"
#include "tables/move_tables.h"
#include "tables/shared_tables.h"
#include "tables/symmetry.h"
#include "tables/table_file.h"

namespace cube::twophase {

using namespace cube::tables;

namespace {

constexpr uint32_t kTableVersion = 1;  // of each table's content and layout

// Reports progress as a sequence of weighted steps.
class Progress {
 public:
  explicit Progress(const std::function<void(double)>& f) : f_(f) {}
  // The current step spans [base, base + weight) of the whole.
  void step(double weight) {
    base_ += weight_;
    weight_ = weight;
    report(0);
  }
  void report(double fraction_of_step) {
    if (f_) f_(std::min(1.0, base_ + weight_ * fraction_of_step));
  }
  void done() {
    if (f_) f_(1.0);
  }

 private:
  const std::function<void(double)>& f_;
  double base_ = 0, weight_ = 0;
};

template <class T>
std::vector<T> narrow(const std::vector<uint16_t>& v) {
  return std::vector<T>(v.begin(), v.end());
}

}  // namespace

void Tables::derive() {
  const Symmetries& sy = symmetries();
  auto full = [&](const std::vector<uint16_t>& move, int classes) {
    std::vector<uint16_t> f(static_cast<size_t>(classes) * 8 * kMoves);
    for (int c = 0; c < classes; ++c)
      for (int k = 0; k < 8; ++k)
        for (int m = 0; m < kMoves; ++m)
          f[(c * 8 + k) * kMoves + m] = static_cast<uint16_t>(move[c * kMoves + sy.sym8_move[m][k]] ^ k);
    return f;
  };
  twist_move_full = full(twist_move, kTwistSym);
  flip_move_full = full(flip_move, kFlipSym);
}

size_t Tables::bytes() const {
  auto b = [](const auto& v) { return v.size() * sizeof(v[0]); };
  auto p = [](const PruneTable& t) { return t.words().size() * 4; };
  return b(twist_r2s) + b(flip_r2s) + b(flip_s2rf) + b(twist_move) + b(flip_move) + b(slice_move) + b(slice_conj) +
         p(slice_twist_prun) + p(slice_flip_prun) + p(twist_flip_prun) + b(cperm_r2s) + b(eperm_r2s) + b(cperm_move) +
         b(eperm_move) + b(cperm_inv) + b(eperm_inv) + b(perm2combp) + b(mperm_move) + b(mperm_conj) + b(ccombp_conj) +
         p(mcperm_prun) + p(epermccombp_prun) + b(twist_move_full) + b(flip_move_full);
}

std::shared_ptr<const Tables> build_tables(const std::function<void(double)>& progress_fn) {
  Progress progress(progress_fn);
  auto t = std::make_shared<Tables>();
  const Symmetries& sy = symmetries();
  const std::vector<int> moves18 = all_moves();
  const std::vector<int> moves10 = phase2_moves();

  auto set_twist_ = [](CubieCube& c, int v) { set_twist(c, v); };
  auto get_twist_ = [](const CubieCube& c) { return get_twist(c); };
  auto set_flip_ = [](CubieCube& c, int v) { set_flip(c, v); };
  auto get_flip_ = [](const CubieCube& c) { return get_flip(c); };
  auto set_slice_ = [](CubieCube& c, int v) { set_slice(c, v); };
  auto get_slice_ = [](const CubieCube& c) { return get_slice(c); };
  auto set_cperm_ = [](CubieCube& c, int v) { set_cperm(c, v); };
  auto get_cperm_ = [](const CubieCube& c) { return get_cperm(c); };
  auto set_eperm_ = [](CubieCube& c, int v) { set_eperm(c, v); };
  auto get_eperm_ = [](const CubieCube& c) { return get_eperm(c); };
  auto set_mperm_ = [](CubieCube& c, int v) { set_mperm(c, v); };
  auto get_mperm_ = [](const CubieCube& c) { return get_mperm(c); };
  auto set_ccomb_ = [](CubieCube& c, int v) { set_ccomb(c, v); };
  auto get_ccomb_ = [](const CubieCube& c) { return get_ccomb(c); };

  // --- Symmetry reduction and move tables.
  progress.step(0.12);
  const SymReduction flip_red = reduce_by_symmetry(kFlip, 2, false, set_flip_, get_flip_);
  const SymReduction twist_red = reduce_by_symmetry(kTwist, 2, true, set_twist_, get_twist_);
  const SymReduction cperm_red = reduce_by_symmetry(kPerm8, 1, true, set_cperm_, get_cperm_);
  const SymReduction eperm_red = reduce_by_symmetry(kPerm8, 1, false, set_eperm_, get_eperm_);
  if (flip_red.class_to_raw.size() != kFlipSym || twist_red.class_to_raw.size() != kTwistSym ||
      cperm_red.class_to_raw.size() != kPermSym || eperm_red.class_to_raw.size() != kPermSym)
    throw std::logic_error("twophase tables: unexpected number of symmetry classes");
  progress.report(0.5);

  t->twist_r2s = twist_red.raw_to_sym;
  t->flip_r2s = flip_red.raw_to_sym;
  t->flip_s2rf.resize(kFlipSym * 8);
  {
    CubieCube c, d;
    for (int k = 0; k < kFlipSym; ++k) {
      set_flip(c, flip_red.class_to_raw[k]);
      for (int s = 0; s < 8; ++s) {
        conjugate_edges(c, 2 * s, d);
        t->flip_s2rf[k * 8 + s] = static_cast<uint16_t>(get_flip(d));
      }
    }
  }
  t->twist_move = sym_move_table(twist_red, moves18, set_twist_, get_twist_);
  t->flip_move = sym_move_table(flip_red, moves18, set_flip_, get_flip_);
  t->slice_move = raw_move_table(kSlice, moves18, set_slice_, get_slice_);
  t->slice_conj = conj_table(kSlice, 2, false, set_slice_, get_slice_);

  t->cperm_r2s = cperm_red.raw_to_sym;
  t->eperm_r2s = eperm_red.raw_to_sym;
  t->cperm_move = sym_move_table(cperm_red, moves10, set_cperm_, get_cperm_);
  t->eperm_move = sym_move_table(eperm_red, moves10, set_eperm_, get_eperm_);
  t->cperm_inv.resize(kPermSym);
  t->eperm_inv.resize(kPermSym);
  t->perm2combp.resize(kPermSym);
  {
    CubieCube c;
    for (int k = 0; k < kPermSym; ++k) {
      set_cperm(c, cperm_red.class_to_raw[k]);
      t->perm2combp[k] = static_cast<uint8_t>(get_ccomb(c) + 70 * perm_parity(cperm_red.class_to_raw[k], 8));
      t->cperm_inv[k] = cperm_red.raw_to_sym[get_cperm(c.inverse())];
      CubieCube e;
      set_eperm(e, eperm_red.class_to_raw[k]);
      t->eperm_inv[k] = eperm_red.raw_to_sym[get_eperm(e.inverse())];
    }
  }
  const std::vector<uint16_t> mperm_move = raw_move_table(kMPerm, moves10, set_mperm_, get_mperm_);
  const std::vector<uint16_t> mperm_conj = conj_table(kMPerm, 1, false, set_mperm_, get_mperm_);
  t->mperm_move = narrow<uint8_t>(mperm_move);
  t->mperm_conj = narrow<uint8_t>(mperm_conj);
  // Corner combination with the corner permutation parity: quarter turns of U and D
  // (phase-2 moves 0, 2, 5, 7) change the parity.
  const std::vector<uint16_t> ccomb_move = raw_move_table(kCComb, moves10, set_ccomb_, get_ccomb_);
  const std::vector<uint16_t> ccomb_conj = conj_table(kCComb, 1, true, set_ccomb_, get_ccomb_);
  std::vector<uint16_t> ccombp_move(kCCombP * kMoves2);
  t->ccombp_conj.resize(kCCombP * kSyms);
  for (int i = 0; i < kCCombP; ++i) {
    const int parity = i / kCComb;
    for (int m = 0; m < kMoves2; ++m) {
      const int flips = (0xA5 >> m) & 1;
      ccombp_move[i * kMoves2 + m] =
          static_cast<uint16_t>(ccomb_move[(i % kCComb) * kMoves2 + m] + kCComb * (parity ^ flips));
    }
    for (int s = 0; s < kSyms; ++s)
      t->ccombp_conj[i * kSyms + s] = static_cast<uint8_t>(ccomb_conj[(i % kCComb) * kSyms + s] + kCComb * parity);
  }

  // --- Pruning tables.
  const uint16_t* slice_move = t->slice_move.data();
  const uint16_t* slice_conj = t->slice_conj.data();
  {
    progress.step(0.08);
    PruneSpec spec{kSlice, kTwistSym, kMoves, t->twist_move.data(), 3, twist_red.self_syms.data(), 6, 9};
    t->slice_twist_prun = build_prune_table(
        spec, [&](int raw, int m, int s) { return slice_conj[slice_move[raw * kMoves + m] * 8 + s]; },
        [&](int raw, int j) { return slice_conj[raw * 8 + j]; }, [&](double f) { progress.report(f); });
  }
  {
    progress.step(0.08);
    PruneSpec spec{kSlice, kFlipSym, kMoves, t->flip_move.data(), 3, flip_red.self_syms.data(), 6, 9};
    t->slice_flip_prun = build_prune_table(
        spec, [&](int raw, int m, int s) { return slice_conj[slice_move[raw * kMoves + m] * 8 + s]; },
        [&](int raw, int j) { return slice_conj[raw * 8 + j]; }, [&](double f) { progress.report(f); });
  }
  {
    progress.step(0.34);
    const uint16_t* flip_r2s = t->flip_r2s.data();
    const uint16_t* flip_move = t->flip_move.data();
    const uint16_t* flip_s2rf = t->flip_s2rf.data();
    PruneSpec spec{kFlip, kTwistSym, kMoves, t->twist_move.data(), 3, twist_red.self_syms.data(), 6, 9};
    t->twist_flip_prun = build_prune_table(
        spec,
        [&](int raw, int m, int s) {
          const int f = flip_r2s[raw];
          const int fs = f & 7;
          const int fm = flip_move[(f >> 3) * kMoves + sy.sym8_move[m][fs]];
          return static_cast<int>(flip_s2rf[fm ^ fs ^ s]);
        },
        [&](int raw, int j) { return static_cast<int>(flip_s2rf[flip_r2s[raw] ^ j]); },
        [&](double f) { progress.report(f); });
  }
  {
    progress.step(0.08);
    const uint16_t* mm = mperm_move.data();
    const uint16_t* mc = mperm_conj.data();
    PruneSpec spec{kMPerm, kPermSym, kMoves2, t->cperm_move.data(), 4, cperm_red.self_syms.data(), 10, 14};
    t->mcperm_prun = build_prune_table(
        spec, [&](int raw, int m, int s) { return static_cast<int>(mc[mm[raw * kMoves2 + m] * kSyms + s]); },
        [&](int raw, int j) { return static_cast<int>(mc[raw * kSyms + j]); }, [&](double f) { progress.report(f); });
  }
  {
    progress.step(0.30);
    const uint16_t* cm = ccombp_move.data();
    const uint8_t* cc = t->ccombp_conj.data();
    PruneSpec spec{kCCombP, kPermSym, kMoves2, t->eperm_move.data(), 4, eperm_red.self_syms.data(), 8, 13};
    t->epermccombp_prun = build_prune_table(
        spec, [&](int raw, int m, int s) { return static_cast<int>(cc[cm[raw * kMoves2 + m] * kSyms + s]); },
        [&](int raw, int j) { return static_cast<int>(cc[raw * kSyms + j]); }, [&](double f) { progress.report(f); });
  }
  t->derive();
  progress.done();
  return t;
}

namespace {

// One place that lists every table with its name and size, for both directions.
template <class F>
void for_each_table(Tables& t, F f) {
  f("twist_r2s", t.twist_r2s, size_t{kTwist});
  f("flip_r2s", t.flip_r2s, size_t{kFlip});
  f("flip_s2rf", t.flip_s2rf, size_t{kFlipSym * 8});
  f("twist_move", t.twist_move, size_t{kTwistSym * kMoves});
  f("flip_move", t.flip_move, size_t{kFlipSym * kMoves});
  f("slice_move", t.slice_move, size_t{kSlice * kMoves});
  f("slice_conj", t.slice_conj, size_t{kSlice * 8});
  f("slice_twist_prun", t.slice_twist_prun, size_t{kSlice * kTwistSym});
  f("slice_flip_prun", t.slice_flip_prun, size_t{kSlice * kFlipSym});
  f("twist_flip_prun", t.twist_flip_prun, size_t{kFlip * kTwistSym});
  f("cperm_r2s", t.cperm_r2s, size_t{kPerm8});
  f("eperm_r2s", t.eperm_r2s, size_t{kPerm8});
  f("cperm_move", t.cperm_move, size_t{kPermSym * kMoves2});
  f("eperm_move", t.eperm_move, size_t{kPermSym * kMoves2});
  f("cperm_inv", t.cperm_inv, size_t{kPermSym});
  f("eperm_inv", t.eperm_inv, size_t{kPermSym});
  f("perm2combp", t.perm2combp, size_t{kPermSym});
  f("mperm_move", t.mperm_move, size_t{kMPerm * kMoves2});
  f("mperm_conj", t.mperm_conj, size_t{kMPerm * kSyms});
  f("ccombp_conj", t.ccombp_conj, size_t{kCCombP * kSyms});
  f("mcperm_prun", t.mcperm_prun, size_t{kMPerm * kPermSym});
  f("epermccombp_prun", t.epermccombp_prun, size_t{kCCombP * kPermSym});
}

}  // namespace

std::vector<uint8_t> tables_to_bytes(const Tables& t) {
  TableWriter w(kTableSetName, kTableSetVersion);
  auto add = [&](const char* name, auto& v, size_t) {
    if constexpr (std::is_same_v<std::decay_t<decltype(v)>, PruneTable>) w.add(name, kTableVersion, v.words());
    else w.add(name, kTableVersion, v);
  };
  for_each_table(const_cast<Tables&>(t), add);
  return w.finish();
}

std::shared_ptr<const Tables> tables_from_bytes(const uint8_t* data, size_t size, MessageOut error) {
  std::optional<TableReader> r = TableReader::open(data, size, kTableSetName, kTableSetVersion, error);
  if (!r) return nullptr;
  auto t = std::make_shared<Tables>();
  bool ok = true;
  auto read = [&](const char* name, auto& v, size_t count) {
    if (!ok) return;
    if constexpr (std::is_same_v<std::decay_t<decltype(v)>, PruneTable>) {
      v = PruneTable(count);
      ok = r->read(name, kTableVersion, v.words(), v.words().size(), error);
    } else {
      ok = r->read(name, kTableVersion, v, count, error);
    }
  };
  for_each_table(*t, read);
  if (!ok) return nullptr;
  if (r->tables().size() != 22) {
    error.set(message("table_set_unexpected"));
    return nullptr;
  }
  // The checksums say the bytes are as written; this says they index nothing out of
  // range, so that even a deliberately forged file cannot make the search read
  // outside its tables.
  auto within = [&](const auto& v, int bound, const char* name) {
    for (auto x : v) {
      if (static_cast<int>(x) >= bound) {
        error.set(message("table_out_of_range", {{"table", name}}));
        return false;
      }
    }
    return true;
  };
  if (!within(t->twist_r2s, kTwistSym << 3, "twist_r2s") || !within(t->flip_r2s, kFlipSym << 3, "flip_r2s") ||
      !within(t->flip_s2rf, kFlip, "flip_s2rf") || !within(t->twist_move, kTwistSym << 3, "twist_move") ||
      !within(t->flip_move, kFlipSym << 3, "flip_move") || !within(t->slice_move, kSlice, "slice_move") ||
      !within(t->slice_conj, kSlice, "slice_conj") || !within(t->cperm_r2s, kPermSym << 4, "cperm_r2s") ||
      !within(t->eperm_r2s, kPermSym << 4, "eperm_r2s") || !within(t->cperm_move, kPermSym << 4, "cperm_move") ||
      !within(t->eperm_move, kPermSym << 4, "eperm_move") || !within(t->cperm_inv, kPermSym << 4, "cperm_inv") ||
      !within(t->eperm_inv, kPermSym << 4, "eperm_inv") || !within(t->perm2combp, kCCombP, "perm2combp") ||
      !within(t->mperm_move, kMPerm, "mperm_move") || !within(t->mperm_conj, kMPerm, "mperm_conj") ||
      !within(t->ccombp_conj, kCCombP, "ccombp_conj"))
    return nullptr;
  t->derive();
  return t;
}

namespace {
tables::SharedTables<Tables> g_shared;
}  // namespace

void install_tables(std::shared_ptr<const Tables> t) { g_shared.install(std::move(t)); }
std::shared_ptr<const Tables> installed_tables() { return g_shared.installed(); }
std::shared_ptr<const Tables> default_tables() {
  return g_shared.get_or_build([] { return build_tables(); });
}

}  // namespace cube::twophase
