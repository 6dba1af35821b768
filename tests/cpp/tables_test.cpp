// Coordinates, symmetries, move and pruning tables, and the table byte format.
// Pruning tables are checked two ways: their depth distributions against the ones
// min2phase publishes for the same tables, and entry by entry against a plain
// breadth-first search over the raw (unreduced) coordinates.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <vector>

#include "core/cubie.h"
#include "core/random_state.h"
#include "solvers/twophase/twophase_tables.h"
#include "tables/coordinates.h"
#include "tables/move_tables.h"
#include "tables/prune_table.h"
#include "tables/symmetry.h"
#include "tables/table_file.h"

namespace cube::tables {
namespace {

using twophase::Tables;

const Tables& shared_tables() { return *twophase::default_tables(); }

TEST(TablesCoordinates, RoundTripAndSolvedIsZero) {
  const CubieCube solved;
  EXPECT_EQ(get_twist(solved), 0);
  EXPECT_EQ(get_flip(solved), 0);
  EXPECT_EQ(get_slice(solved), 0);
  EXPECT_EQ(get_cperm(solved), 0);
  EXPECT_EQ(get_eperm(solved), 0);
  EXPECT_EQ(get_mperm(solved), 0);
  EXPECT_EQ(get_ccomb(solved), 0);
  CubieCube c;
  for (int v = 0; v < kTwist; ++v) {
    set_twist(c, v);
    ASSERT_EQ(get_twist(c), v);
    int sum = 0;
    for (int x : c.co) sum += x;
    ASSERT_EQ(sum % 3, 0);
  }
  for (int v = 0; v < kFlip; ++v) {
    set_flip(c, v);
    ASSERT_EQ(get_flip(c), v);
  }
  for (int v = 0; v < kSlice; ++v) {
    CubieCube d;
    set_slice(d, v);
    ASSERT_EQ(get_slice(d), v);
    std::vector<uint8_t> ep(d.ep.begin(), d.ep.end());
    std::sort(ep.begin(), ep.end());
    for (int i = 0; i < 12; ++i) ASSERT_EQ(ep[i], i);  // still a permutation
  }
  for (int v = 0; v < kPerm8; v += 7) {
    set_cperm(c, v);
    ASSERT_EQ(get_cperm(c), v);
    set_eperm(c, v);
    ASSERT_EQ(get_eperm(c), v);
  }
  for (int v = 0; v < kMPerm; ++v) {
    set_mperm(c, v);
    ASSERT_EQ(get_mperm(c), v);
  }
  for (int v = 0; v < kCComb; ++v) {
    CubieCube d;
    set_ccomb(d, v);
    ASSERT_EQ(get_ccomb(d), v);
  }
}

TEST(TablesCoordinates, PermRankAndParity) {
  uint8_t p[12], q[12];
  for (int n : {4, 8, 12}) {
    for (int r = 0; r < 5000; ++r) {
      const int rank = (n == 4) ? r % 24 : (r * 7919) % (n == 8 ? 40320 : 479001600);
      perm_unrank(rank, p, n);
      ASSERT_EQ(perm_rank(p, n), rank);
      int inversions = 0;
      for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) inversions += p[j] < p[i];
      ASSERT_EQ(perm_parity(rank, n), inversions & 1);
      std::memcpy(q, p, n);
      std::sort(q, q + n);
      for (int i = 0; i < n; ++i) ASSERT_EQ(q[i], i);
    }
  }
}

TEST(TablesSymmetry, GroupStructure) {
  const Symmetries& s = symmetries();
  int mirrors = 0;
  for (int a = 0; a < kSyms; ++a) {
    mirrors += s.mirror[a];
    EXPECT_EQ(s.mult[a][0], a);
    EXPECT_EQ(s.mult[0][a], a);
    EXPECT_EQ(s.mult[a][s.inv[a]], 0);
    EXPECT_EQ(s.mult[s.inv[a]][a], 0);
    std::vector<int> row;
    for (int b = 0; b < kSyms; ++b) row.push_back(s.mult[a][b]);
    std::sort(row.begin(), row.end());
    for (int b = 0; b < kSyms; ++b) EXPECT_EQ(row[b], b);
  }
  EXPECT_EQ(mirrors, 8);
  // The even symmetries: 8 commuting involutions, product = xor of the halves.
  for (int a = 0; a < 8; ++a)
    for (int b = 0; b < 8; ++b) EXPECT_EQ(s.mult[2 * a][2 * b], 2 * (a ^ b));
}

TEST(TablesSymmetry, ConjugationRespectsMultiplicationAndMoves) {
  const Symmetries& s = symmetries();
  const auto& moves = basic_move_cubies();
  Rng rng(7);
  for (int t = 0; t < 20; ++t) {
    const CubieCube a = random_cubie(rng), b = random_cubie(rng);
    for (int sym = 0; sym < kSyms; ++sym) {
      ASSERT_EQ(conjugate(a * b, sym), conjugate(a, sym) * conjugate(b, sym));
      ASSERT_TRUE(conjugate(a, sym).is_solvable());
      // conj(conj(a, x), y) = conj(a, x * y)
      ASSERT_EQ(conjugate(conjugate(a, sym), 5), conjugate(a, s.mult[sym][5]));
    }
  }
  for (int sym = 0; sym < kSyms; ++sym) {
    for (int m = 0; m < kMoves; ++m) {
      // S M S^-1 = conj(M, S^-1)
      EXPECT_EQ(conjugate(moves[m], s.inv[sym]), moves[s.move_conj[sym][m]]);
      // Symmetries keep the U-D axis: U and D turns stay U and D turns.
      const int f = s.move_conj[sym][m] / 3;
      if (m / 3 == 0 || m / 3 == 3) EXPECT_TRUE(f == 0 || f == 3);
    }
  }
}

TEST(TablesSymmetry, UrfConjugationHasOrderThree) {
  const Symmetries& s = symmetries();
  Rng rng(8);
  const CubieCube a = random_cubie(rng);
  EXPECT_NE(urf_conjugate(a), a);
  EXPECT_EQ(urf_conjugate(urf_conjugate(urf_conjugate(a))), a);
  const auto& moves = basic_move_cubies();
  for (int m = 0; m < kMoves; ++m) {
    EXPECT_EQ(s.urf * moves[m] * s.urf_inv, moves[s.urf_move[m]]);
    EXPECT_NE(s.urf_move[m] / 3 % 3, m / 3 % 3);  // another axis
  }
}

TEST(TablesSymmetry, ClassesAndSymCoordinates) {
  auto sf = [](CubieCube& c, int v) { set_flip(c, v); };
  auto gf = [](const CubieCube& c) { return get_flip(c); };
  auto st = [](CubieCube& c, int v) { set_twist(c, v); };
  auto gt = [](const CubieCube& c) { return get_twist(c); };
  auto sc = [](CubieCube& c, int v) { set_cperm(c, v); };
  auto gc = [](const CubieCube& c) { return get_cperm(c); };
  const SymReduction flip = reduce_by_symmetry(kFlip, 2, false, sf, gf);
  const SymReduction twist = reduce_by_symmetry(kTwist, 2, true, st, gt);
  const SymReduction cperm = reduce_by_symmetry(kPerm8, 1, true, sc, gc);
  EXPECT_EQ(flip.class_to_raw.size(), 336u);
  EXPECT_EQ(twist.class_to_raw.size(), 324u);
  EXPECT_EQ(cperm.class_to_raw.size(), 2768u);
  // raw = conj(representative, sym) for every raw value.
  CubieCube c, d;
  for (int raw = 0; raw < kPerm8; raw += 11) {
    const int sc_ = cperm.raw_to_sym[raw];
    set_cperm(c, cperm.class_to_raw[sc_ >> 4]);
    conjugate_corners(c, sc_ & 15, d);
    ASSERT_EQ(get_cperm(d), raw);
  }
  for (int raw = 0; raw < kFlip; ++raw) {
    const int sf_ = flip.raw_to_sym[raw];
    set_flip(c, flip.class_to_raw[sf_ >> 3]);
    conjugate_edges(c, 2 * (sf_ & 7), d);
    ASSERT_EQ(get_flip(d), raw);
  }
  for (int raw = 0; raw < kTwist; ++raw) {
    const int s_ = twist.raw_to_sym[raw];
    set_twist(c, twist.class_to_raw[s_ >> 3]);
    conjugate_corners(c, 2 * (s_ & 7), d);
    ASSERT_EQ(get_twist(d), raw);
  }
}

TEST(TablesMoves, CoordinatesFollowTheCubies) {
  const Tables& t = shared_tables();
  const auto& moves = basic_move_cubies();
  Rng rng(9);
  CubieCube c = random_cubie(rng);
  int slice = get_slice(c);
  int twist = t.twist_r2s[get_twist(c)];
  int flip = t.flip_r2s[get_flip(c)];
  const Symmetries& sy = symmetries();
  for (int step = 0; step < 300; ++step) {
    const int m = static_cast<int>(rng.below(kMoves));
    c = c * moves[m];
    slice = t.slice_move[slice * kMoves + m];
    const int tw = t.twist_move[(twist >> 3) * kMoves + sy.sym8_move[m][twist & 7]];
    const int twist_next = (tw & ~7) | ((tw & 7) ^ (twist & 7));
    ASSERT_EQ(t.twist_move_full[twist * kMoves + m], twist_next);
    twist = twist_next;
    const int fl = t.flip_move[(flip >> 3) * kMoves + sy.sym8_move[m][flip & 7]];
    const int flip_next = (fl & ~7) | ((fl & 7) ^ (flip & 7));
    ASSERT_EQ(t.flip_move_full[flip * kMoves + m], flip_next);
    flip = flip_next;
    ASSERT_EQ(slice, get_slice(c));
    ASSERT_EQ(t.twist_r2s[get_twist(c)] >> 3, twist >> 3);
    ASSERT_EQ(t.flip_s2rf[flip], get_flip(c));
  }
}

// Cumulative counts of entries at depth <= d, as min2phase publishes them
// (pruningValue.txt) for the same five tables.
void expect_cumulative(const PruneTable& t, const std::vector<long>& expected) {
  std::vector<long> count(16, 0);
  for (size_t i = 0; i < t.entries(); ++i) ++count[t.get(i)];
  long c = count[0];
  EXPECT_EQ(c, 1);
  for (size_t d = 1; d <= expected.size(); ++d) {
    c += count[d];
    EXPECT_EQ(c, expected[d - 1]) << "depth " << d;
  }
  EXPECT_EQ(static_cast<size_t>(c), t.entries());
}

TEST(TablesPrune, DistributionsMatchMin2phase) {
  const Tables& t = shared_tables();
  expect_cumulative(t.mcperm_prun, {4, 14, 58, 272, 1118, 3531, 8653, 17292, 29420, 41991, 54976, 62730, 66096, 66432});
  expect_cumulative(t.epermccombp_prun,
                    {4, 15, 54, 239, 1079, 4660, 19183, 71653, 207487, 354378, 385203, 387482, 387520});
  expect_cumulative(t.slice_twist_prun, {3, 17, 126, 1050, 8761, 51261, 136795, 160231, 160380});
  expect_cumulative(t.slice_flip_prun, {4, 30, 226, 1280, 8154, 45809, 136145, 166210, 166320});
  expect_cumulative(t.twist_flip_prun, {3, 15, 106, 951, 9826, 89711, 447496, 662070, 663552});
}

// Breadth-first search over raw a x b coordinates; returns the distance of every pair.
std::vector<uint8_t> raw_bfs(int na, int nb, const std::vector<uint16_t>& amove, const std::vector<uint16_t>& bmove,
                             int nmoves) {
  std::vector<uint8_t> d(static_cast<size_t>(na) * nb, 0xff);
  std::vector<int> frontier{0}, next;
  d[0] = 0;
  for (int depth = 0; !frontier.empty(); ++depth) {
    next.clear();
    for (int s : frontier) {
      const int a = s / nb, b = s % nb;
      for (int m = 0; m < nmoves; ++m) {
        const int x = amove[a * nmoves + m] * nb + bmove[b * nmoves + m];
        if (d[x] == 0xff) {
          d[x] = static_cast<uint8_t>(depth + 1);
          next.push_back(x);
        }
      }
    }
    frontier.swap(next);
  }
  return d;
}

TEST(TablesPrune, PhaseOneTablesMatchRawSearch) {
  const Tables& t = shared_tables();
  auto st = [](CubieCube& c, int v) { set_twist(c, v); };
  auto gt = [](const CubieCube& c) { return get_twist(c); };
  auto sf = [](CubieCube& c, int v) { set_flip(c, v); };
  auto gf = [](const CubieCube& c) { return get_flip(c); };
  auto ss = [](CubieCube& c, int v) { set_slice(c, v); };
  auto gs = [](const CubieCube& c) { return get_slice(c); };
  const std::vector<int> all = all_moves();
  const auto twist_move = raw_move_table(kTwist, all, st, gt);
  const auto flip_move = raw_move_table(kFlip, all, sf, gf);
  const auto slice_move = raw_move_table(kSlice, all, ss, gs);
  const auto d_st = raw_bfs(kTwist, kSlice, twist_move, slice_move, kMoves);
  for (int tw = 0; tw < kTwist; ++tw) {
    const int sc = t.twist_r2s[tw];
    for (int sl = 0; sl < kSlice; ++sl) {
      const int idx = (sc >> 3) * kSlice + t.slice_conj[sl * 8 + (sc & 7)];
      ASSERT_EQ(t.slice_twist_prun.get(idx), std::min<int>(d_st[tw * kSlice + sl], 10)) << tw << " " << sl;
    }
  }
  const auto d_sf = raw_bfs(kFlip, kSlice, flip_move, slice_move, kMoves);
  for (int fl = 0; fl < kFlip; ++fl) {
    const int sc = t.flip_r2s[fl];
    for (int sl = 0; sl < kSlice; ++sl) {
      const int idx = (sc >> 3) * kSlice + t.slice_conj[sl * 8 + (sc & 7)];
      ASSERT_EQ(t.slice_flip_prun.get(idx), std::min<int>(d_sf[fl * kSlice + sl], 10)) << fl << " " << sl;
    }
  }
}

TEST(TablesPrune, PhaseTwoCornerTableMatchesRawSearch) {
  const Tables& t = shared_tables();
  auto sc = [](CubieCube& c, int v) { set_cperm(c, v); };
  auto gc = [](const CubieCube& c) { return get_cperm(c); };
  auto sm = [](CubieCube& c, int v) { set_mperm(c, v); };
  auto gm = [](const CubieCube& c) { return get_mperm(c); };
  const std::vector<int> p2 = phase2_moves();
  const auto cmove = raw_move_table(kPerm8, p2, sc, gc);
  const auto mmove = raw_move_table(kMPerm, p2, sm, gm);
  const auto d = raw_bfs(kPerm8, kMPerm, cmove, mmove, kMoves2);
  for (int cp = 0; cp < kPerm8; ++cp) {
    const int s = t.cperm_r2s[cp];
    for (int mp = 0; mp < kMPerm; ++mp) {
      const int idx = (s >> 4) * kMPerm + t.mperm_conj[mp * kSyms + (s & 15)];
      ASSERT_EQ(t.mcperm_prun.get(idx), d[cp * kMPerm + mp]) << cp << " " << mp;
    }
  }
}

TEST(TablesFile, ChecksumSeesEverySingleByteChange) {
  std::vector<uint8_t> data(1000);
  for (size_t i = 0; i < data.size(); ++i) data[i] = static_cast<uint8_t>(i * 31 + 7);
  const uint64_t h = checksum64(data.data(), data.size());
  for (size_t i = 0; i < data.size(); ++i) {
    for (uint8_t bit : {1, 0x80, 0xff}) {
      data[i] ^= bit;
      ASSERT_NE(checksum64(data.data(), data.size()), h) << i;
      data[i] ^= bit;
    }
  }
  EXPECT_NE(checksum64(data.data(), 999), h);
}

TEST(TablesFile, RoundTripAndRejections) {
  const std::vector<uint16_t> a = {1, 2, 3, 65535};
  const std::vector<uint8_t> b = {9, 8, 7};
  TableWriter w("test.set", 3);
  w.add("alpha", 1, a);
  w.add("beta", 2, b);
  const std::vector<uint8_t> bytes = w.finish();
  std::string err;
  auto r = TableReader::open(bytes.data(), bytes.size(), "test.set", 3, &err);
  ASSERT_TRUE(r) << err;
  ASSERT_EQ(r->tables().size(), 2u);
  EXPECT_EQ(r->tables()[0].name, "alpha");
  EXPECT_EQ(r->tables()[1].version, 2u);
  std::vector<uint16_t> a2;
  std::vector<uint8_t> b2;
  EXPECT_TRUE(r->read("alpha", 1, a2, a.size(), &err)) << err;
  EXPECT_TRUE(r->read("beta", 2, b2, b.size(), &err)) << err;
  EXPECT_EQ(a2, a);
  EXPECT_EQ(b2, b);
  EXPECT_FALSE(r->read("alpha", 2, a2, a.size(), &err));  // other version
  EXPECT_NE(err.find("version"), std::string::npos);
  EXPECT_FALSE(r->read("alpha", 1, a2, 3, &err));  // other size
  EXPECT_FALSE(r->read("gamma", 1, a2, 1, &err));  // missing
  EXPECT_NE(err.find("missing"), std::string::npos);

  EXPECT_FALSE(TableReader::open(bytes.data(), bytes.size(), "test.set", 4, &err));
  EXPECT_FALSE(TableReader::open(bytes.data(), bytes.size(), "other.set", 3, &err));
  for (size_t n = 0; n < bytes.size(); ++n)
    ASSERT_FALSE(TableReader::open(bytes.data(), n, "test.set", 3, &err)) << "truncated to " << n;
  for (size_t i = 0; i < bytes.size(); ++i) {
    std::vector<uint8_t> bad = bytes;
    bad[i] ^= 0x10;
    ASSERT_FALSE(TableReader::open(bad.data(), bad.size(), "test.set", 3, &err)) << "byte " << i;
  }
  std::vector<uint8_t> longer = bytes;
  longer.push_back(0);
  EXPECT_FALSE(TableReader::open(longer.data(), longer.size(), "test.set", 3, &err));
}

TEST(TablesBuild, DeterministicWithProgressAndVerifiedLoad) {
  std::vector<double> progress;
  auto built = twophase::build_tables([&](double f) { progress.push_back(f); });
  ASSERT_TRUE(built);
  ASSERT_FALSE(progress.empty());
  EXPECT_TRUE(std::is_sorted(progress.begin(), progress.end()));
  EXPECT_GE(progress.front(), 0.0);
  EXPECT_DOUBLE_EQ(progress.back(), 1.0);
  const std::vector<uint8_t> bytes = twophase::tables_to_bytes(*built);
  EXPECT_EQ(bytes, twophase::tables_to_bytes(shared_tables()));  // the same build twice
  EXPECT_LT(bytes.size(), 1200000u);

  std::string err;
  auto loaded = twophase::tables_from_bytes(bytes.data(), bytes.size(), &err);
  ASSERT_TRUE(loaded) << err;
  EXPECT_EQ(twophase::tables_to_bytes(*loaded), bytes);
  EXPECT_EQ(loaded->twist_move_full, built->twist_move_full);  // derived tables too

  // A corrupt byte anywhere, in headers or in table data, is rejected.
  for (size_t i :
       {size_t{0}, size_t{9}, size_t{40}, bytes.size() / 3, bytes.size() / 2, bytes.size() - 9, bytes.size() - 1}) {
    std::vector<uint8_t> bad = bytes;
    bad[i] ^= 0x01;
    EXPECT_FALSE(twophase::tables_from_bytes(bad.data(), bad.size(), &err)) << "byte " << i;
    EXPECT_FALSE(err.empty());
  }
  EXPECT_FALSE(twophase::tables_from_bytes(bytes.data(), bytes.size() - 1, &err));
  EXPECT_FALSE(twophase::tables_from_bytes(nullptr, 0, &err));
}

}  // namespace
}  // namespace cube::tables
