// The module's memory above 2 GiB (-sMAXIMUM_MEMORY=4GB, CMakeLists.txt): the first
// 2 GiB are taken (malloc'd and never touched, so they cost no real memory), and what is
// made afterwards lies above 2^31, where an address read as a signed 32-bit number is
// negative. Tables built there solve, their bytes cross to JavaScript and back in chunks
// (typed_memory_view, checksums), strings and typed arrays come back whole. On a module
// capped at 2 GB the memory cannot be taken and the test fails at once.
import { beforeAll, describe, expect, it } from 'vitest';

import type { CubeModule } from '../../web/worker/core';
import { movesOf, statesOf } from '../../web/worker/packed-moves';
import { nodeModule, SOLVED3 } from './builds';

/** Emscripten's own allocator, exported with the module (not part of CoreApi). */
type WithMalloc = CubeModule & { _malloc(bytes: number): number; _free(address: number): void };

const GiB = 2 ** 30;
let m: WithMalloc;
const taken: number[] = [];

beforeAll(async () => {
  m = (await nodeModule()) as WithMalloc;
  // Two requests: WASM32's dlmalloc refuses any one request of 2 GiB or more.
  for (let i = 0; i < 2; i++) taken.push(m._malloc(GiB));
});

describe('the module above 2 GiB', () => {
  it('takes memory past 2 GiB: what comes next lies above 2^31', () => {
    expect(taken.every((a) => a !== 0)).toBe(true);
    const probe = m._malloc(2 ** 20);
    // The address as the glue reads it: unsigned, above 2^31.
    expect(probe >>> 0).toBeGreaterThanOrEqual(2 ** 31);
    m._free(probe);
    expect(m.HEAPU8.length).toBeGreaterThan(2 ** 31);
  });

  it('builds tables there and solves with them, the solution replayed', () => {
    // What is left below 2^31 is crumbs: every array of 64 KiB or more that the build
    // makes (the prune and symmetry tables) lies above.
    const probe = m._malloc(2 ** 16);
    m._free(probe);
    expect(probe >>> 0).toBeGreaterThanOrEqual(2 ** 31);
    expect(m.buildTables('twophase', undefined)).toEqual({ ok: true });
    for (const seed of [1, 2, 3]) {
      const state = m.randomState('3x3x3', seed) as string;
      const reply = m.solve({ puzzle: '3x3x3', solver: 'twophase', state });
      if (reply.status !== 'solved') throw new Error(`${reply.status}: ${reply.message}`);
      const played = m.playAlg('3x3x3', reply.solutions[0].moves, state);
      expect(played.ok && played.facelets).toBe(SOLVED3);
    }
  });

  it("moves the tables' bytes out and back in chunks, checksums and all", () => {
    const whole = m.exportTables('twophase');
    const opened = m.exportOpen('twophase');
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.bytes).toBe(whole.length);
    expect(m.importOpen('twophase', opened.bytes)).toEqual({ ok: true });
    const size = 256 * 1024;
    for (let offset = 0; offset < opened.bytes; offset += size) {
      const c = m.exportChunk(offset, size);
      if (!c.ok) throw new Error(c.error);
      expect(Buffer.compare(c.bytes, whole.subarray(offset, offset + c.bytes.length))).toBe(0);
      expect(m.importChunk(offset, c.bytes, c.checksum)).toEqual({ ok: true });
    }
    m.exportClose();
    expect(m.importFinish()).toEqual({ ok: true }); // the whole set's checksums
  });

  it('hands back strings and typed arrays whole', () => {
    const alg = "(R U R' U')6 ".repeat(50);
    const played = m.playAlg('3x3x3', alg, '');
    if (!played.ok) throw new Error(played.error.message);
    expect(played.facelets).toBe(SOLVED3);
    expect(played.moves.order.length).toBe(1200);
    expect(
      movesOf(played.moves)
        .map((s) => s.name)
        .join(' '),
    ).toBe("R U R' U' ".repeat(300).trim());
    expect(statesOf(played.moves)[1199]).toBe(SOLVED3);
    const once = m.playAlg('3x3x3', "R U R' U'", '');
    expect(statesOf(played.moves)[3]).toBe(once.ok && once.facelets);
  });
});
