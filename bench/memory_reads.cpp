// How fast this machine serves random one-byte reads of a 1 GiB buffer (the optimal
// solver's large table is 0.96 GiB and its search reads it at random): ns a read on
// one core, the reads independent so that as many are in flight as the core allows,
// with and without software prefetching D reads ahead, in huge pages (as the solver
// asks natively) and in 4 KiB pages (as a browser's WebAssembly memory gets).
// docs/OPTIMAL.md ("What is left") sets it against the reads an 18-move proof makes.
//
//   build/native/memory_reads
#include <sys/mman.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <vector>

int main() {
  constexpr size_t kBytes = size_t{1} << 30;
  constexpr size_t kReads = 50'000'000;
  std::vector<uint64_t> at(kReads);
  uint64_t x = 88172645463325252ull;  // xorshift64
  for (uint64_t& a : at) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    a = x & (kBytes - 1);
  }
  for (const bool huge : {true, false}) {
    void* m = mmap(nullptr, kBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) return std::perror("mmap"), 1;
    auto* p = static_cast<uint8_t*>(m);
    madvise(p, kBytes, huge ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
    for (size_t i = 0; i < kBytes; i += 4096) p[i] = static_cast<uint8_t>(i >> 12);  // every page present
    for (const int ahead : {0, 8, 32}) {
      const auto t0 = std::chrono::steady_clock::now();
      uint64_t sum = 0;
      for (size_t i = 0; i < kReads; ++i) {
        if (ahead && i + ahead < kReads) __builtin_prefetch(p + at[i + ahead]);
        sum += p[at[i]];
      }
      const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      std::printf("%s, prefetch %2d ahead: %5.1f ns a read (checksum %llu)\n", huge ? "huge pages" : "4 KiB pages",
                  ahead, s * 1e9 / kReads, static_cast<unsigned long long>(sum));
    }
    munmap(p, kBytes);
  }
}
