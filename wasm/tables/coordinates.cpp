#include "tables/coordinates.h"

namespace cube::tables {

namespace {

struct Binomials {
  int c[13][13] = {};
  constexpr Binomials() {
    for (int n = 0; n < 13; ++n) {
      c[n][0] = 1;
      for (int k = 1; k <= n; ++k) c[n][k] = c[n - 1][k - 1] + (k <= n - 1 ? c[n - 1][k] : 0);
    }
  }
};
constexpr Binomials kBinomials;

// Positions (among n) of the pieces whose value lies in [lo, lo + 4), Kociemba style:
// 0 when they occupy the last four positions.
int get_comb(const uint8_t* p, int n, int lo) {
  int a = 0, x = 0;
  for (int j = n - 1; j >= 0; --j) {
    if (p[j] >= lo && p[j] < lo + 4) {
      a += binomial(n - 1 - j, x + 1);
      ++x;
    }
  }
  return a;
}

// Writes values lo..lo+3 at the positions of `comb` and the other values, in order,
// elsewhere.
void set_comb(uint8_t* p, int n, int lo, int comb) {
  bool chosen[12] = {};
  int x = 4;
  for (int j = 0; j < n && x > 0; ++j) {
    const int b = binomial(n - 1 - j, x);
    if (comb >= b) {
      comb -= b;
      p[j] = static_cast<uint8_t>(lo + 4 - x);
      chosen[j] = true;
      --x;
    }
  }
  int other = 0;
  for (int j = 0; j < n; ++j) {
    if (chosen[j]) continue;
    if (other == lo) other += 4;
    p[j] = static_cast<uint8_t>(other++);
  }
}

}  // namespace

int binomial(int n, int k) {
  if (k < 0 || k > n || n < 0 || n > 12) return 0;
  return kBinomials.c[n][k];
}

void set_twist(CubieCube& c, int twist) {
  int sum = 0;
  for (int i = 6; i >= 0; --i) {
    c.co[i] = static_cast<uint8_t>(twist % 3);
    sum += c.co[i];
    twist /= 3;
  }
  c.co[7] = static_cast<uint8_t>((3 - sum % 3) % 3);
}

void set_flip(CubieCube& c, int flip) {
  int sum = 0;
  for (int i = 10; i >= 0; --i) {
    c.eo[i] = static_cast<uint8_t>(flip & 1);
    sum += c.eo[i];
    flip >>= 1;
  }
  c.eo[11] = static_cast<uint8_t>(sum & 1);
}

int get_slice(const CubieCube& c) { return get_comb(c.ep.data(), 12, FR); }

void set_slice(CubieCube& c, int slice) { set_comb(c.ep.data(), 12, FR, slice); }

int get_cperm(const CubieCube& c) { return perm_rank(c.cp.data(), 8); }
void set_cperm(CubieCube& c, int cperm) { perm_unrank(cperm, c.cp.data(), 8); }

int get_eperm(const CubieCube& c) { return perm_rank(c.ep.data(), 8); }
void set_eperm(CubieCube& c, int eperm) { perm_unrank(eperm, c.ep.data(), 8); }

int get_mperm(const CubieCube& c) {
  uint8_t p[4];
  for (int i = 0; i < 4; ++i) p[i] = static_cast<uint8_t>(c.ep[8 + i] - 8);
  return perm_rank(p, 4);
}

void set_mperm(CubieCube& c, int mperm) {
  uint8_t p[4];
  perm_unrank(mperm, p, 4);
  for (int i = 0; i < 4; ++i) c.ep[8 + i] = static_cast<uint8_t>(p[i] + 8);
}

int get_ccomb(const CubieCube& c) { return get_comb(c.cp.data(), 8, DFR); }
void set_ccomb(CubieCube& c, int ccomb) { set_comb(c.cp.data(), 8, DFR, ccomb); }

}  // namespace cube::tables
