// A prebuilt table file through the worker's SolverApi (web/worker/solver.ts over
// prebuilt-table.ts), with the Node build and a fetch answering from bytes: the good
// file downloads with progress, is stored and loads from the cache next time; a
// corrupted file (the core's checksums), a short one, one whose stream breaks off and
// a missing one each end in a build with a note saying why. Two-phase's tables stand in
// for any set (small and quick); the optimal solver refuses an unsolvable state before
// any table work.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

import type { PrebuiltTable, TableProgress } from '../../web/worker/api';
import type { CubeModule, CubeModuleFactory } from '../../web/worker/core';
import { createSolver } from '../../web/worker/solver';
import { MemoryTableStore } from '../../web/worker/table-cache';
import { SOLVED3 } from './builds';

const root = fileURLToPath(new URL('../../', import.meta.url));
const factory = createRequire(import.meta.url)(`${root}build/wasm/cubesolver-node.cjs`) as CubeModuleFactory;
const fresh = () => factory() as Promise<CubeModule>;

const URL_ = 'https://host.example/tables/twophase.bin';
let file: Uint8Array;

beforeAll(async () => {
  const m = await fresh();
  expect(m.buildTables('twophase', undefined)).toEqual({ ok: true });
  file = m.exportTables('twophase');
});

/** A fetch serving `body` in 64 kB pieces with `length` announced; `breakAt`: the stream fails there. */
function serving(body: Uint8Array, length = body.byteLength, breakAt = -1, status = 200): typeof fetch {
  return async () => {
    let at = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        if (breakAt >= 0 && at >= breakAt) return c.error(new TypeError('network error'));
        if (at >= body.byteLength) return c.close();
        c.enqueue(body.slice(at, at + 65536));
        at += 65536;
      },
    });
    return new Response(status === 200 ? stream : null, {
      status,
      headers: { 'content-length': String(length), 'content-type': 'application/octet-stream' },
    });
  };
}

async function prepareFrom(fetchFile: typeof fetch) {
  const store = new MemoryTableStore();
  const progress: TableProgress[] = [];
  const solver = createSolver(fresh, { store, fetchFile });
  const prebuilt: PrebuiltTable = { url: URL_, bytes: file.byteLength };
  const status = await solver.prepare('twophase', (p) => progress.push(p), undefined, prebuilt);
  return { status, progress, store };
}

describe('a prebuilt table file', () => {
  it('downloads with progress, checked by the core, stored as if built, loaded from the cache next time', async () => {
    const { status, progress, store } = await prepareFrom(serving(file));
    expect(status).toMatchObject({ solver: 'twophase', source: 'download', bytes: file.byteLength });
    expect(status.note).toBeUndefined();
    const fractions = progress.filter((p) => p.phase === 'downloading').map((p) => p.fraction);
    expect(fractions.some((f) => f > 0 && f < 1)).toBe(true);
    expect(fractions[fractions.length - 1]).toBe(1);
    expect(progress.some((p) => p.phase === 'building')).toBe(false);
    expect((await store.list()).map((s) => s.bytes)).toEqual([file.byteLength]);
    const next = createSolver(fresh, { store, fetchFile: () => Promise.reject(new Error('not asked')) });
    expect((await next.prepare('twophase', undefined, undefined, { url: URL_, bytes: 1 })).source).toBe('cache');
  });

  it('a damaged cached copy is replaced by the download, and the note says so (not "rebuilt")', async () => {
    const { store } = await prepareFrom(serving(file));
    const [chunks] = [...store.sets.values()];
    chunks[0][100] ^= 1;
    const solver = createSolver(fresh, { store, fetchFile: serving(file) });
    const status = await solver.prepare('twophase', undefined, undefined, { url: URL_, bytes: file.byteLength });
    expect(status.source).toBe('download');
    expect(status.note).toMatch(
      /^the cached copy failed verification \(chunk 1 of 1: table chunk at 0 checksum mismatch\); deleted and downloaded again$/,
    );
  });

  it('a corrupted, short, broken or missing file: a build, and a note saying why', async () => {
    const corrupt = file.slice();
    corrupt[corrupt.byteLength >> 1] ^= 0x10;
    const cases: [typeof fetch, RegExp][] = [
      [serving(corrupt), /the prebuilt table was not used \(the file failed its checksum check \(.+\)\); built here/],
      [serving(file.subarray(0, 100_000), file.byteLength), /the download stopped after 0\.1 MiB of/],
      [serving(file, file.byteLength, 131072), /the download broke off after 0\.1 MiB of .* \(network error\)/],
      [serving(file, file.byteLength, -1, 404), /the host answered 404/],
    ];
    for (const [fetchFile, note] of cases) {
      const { status, progress, store } = await prepareFrom(fetchFile);
      expect(status.source).toBe('built');
      expect(status.note).toMatch(note);
      // Said while it builds, not only at the end.
      expect(progress.find((p) => p.phase === 'building')?.note).toMatch(/the prebuilt table was not used/);
      // What was built is good, and stored.
      expect((await store.list()).map((s) => s.bytes)).toEqual([file.byteLength]);
    }
  });
});

describe('an unsolvable state', () => {
  it('gets the piece-level message before any table work, whatever the table size', async () => {
    const m = await fresh();
    const store = new MemoryTableStore();
    const solver = createSolver(async () => m, { store });
    const twisted = [...SOLVED3];
    [twisted[8], twisted[9], twisted[20]] = ['R', 'F', 'U'];
    const state = twisted.join('');
    const v = m.validate('3x3x3', state);
    if (!('problems' in v)) throw new Error('validate failed');
    for (const table of ['small', 'medium', 'large']) {
      const progress: unknown[] = [];
      const t0 = performance.now();
      const reply = await solver.solve({ puzzle: '3x3x3', solver: 'optimal', table, state }, (p) => progress.push(p));
      // Well under any table's build (the small one takes seconds), with room for a
      // loaded machine: the suites run side by side (100 ms failed once at load 12).
      expect(performance.now() - t0).toBeLessThan(1000);
      expect(reply.status).toBe('bad-input');
      for (const p of v.problems) expect(reply.message).toContain(p.message);
      expect(progress).toEqual([]);
      expect(m.tablesReady({ puzzle: '3x3x3', solver: 'optimal', table })).toBe(false);
    }
    expect(m.tablesReady('twophase')).toBe(false);
    expect(await store.list()).toEqual([]);
  });
});
