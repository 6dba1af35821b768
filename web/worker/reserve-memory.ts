// For the benchmarks only (scripts/bench-chromium.mjs --reserve-mib): takes a share of
// the module's memory and never touches it (so it costs the machine nothing), so that
// what the module makes afterwards lies above it. With 2 GiB or more taken, the tables
// are built, loaded, exported and searched above 2^31, where an address read as a
// signed 32-bit number would be negative: the 4 GB module's proof in a real browser.
import type { CubeModule } from './core';

/** Emscripten's allocator and memory, on the module object though not in CubeModule. */
type Raw = CubeModule & {
  _malloc(bytes: number): number;
  _free(address: number): void;
  wasmMemory?: WebAssembly.Memory; // the threaded build's (HEAPU8 may lag its growth)
};

export interface MemoryFacts {
  /** Bytes taken and kept (0 when only measured). */
  taken: number;
  /** The module's memory now. */
  memoryBytes: number;
  /** Where a 64 KiB request lands now: above `taken`, where new tables go. */
  nextAddress: number;
}

/** WASM32's dlmalloc refuses any one request of 2 GiB or more: taken in pieces. */
const PIECE = 2 ** 30;

/** Takes `bytes` (0: none) of the module's memory for good; says where memory now stands. */
export function reserveMemory(m: CubeModule, bytes: number): MemoryFacts {
  const raw = m as Raw;
  let taken = 0;
  while (taken < bytes) {
    const n = Math.min(PIECE, bytes - taken);
    if (raw._malloc(n) === 0) throw new Error(`the module could not take ${(taken + n) / 2 ** 20} MiB`);
    taken += n;
  }
  const probe = raw._malloc(2 ** 16);
  raw._free(probe);
  const memoryBytes = raw.wasmMemory?.buffer.byteLength ?? m.HEAPU8.length;
  return { taken, memoryBytes, nextAddress: probe >>> 0 };
}
