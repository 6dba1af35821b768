// The optimal solver in WASM (Node build) as the worker uses it: short scrambles and
// known positions solved optimally (each solution replayed), search progress while
// searching, the time budget's labelled two-phase fallback, the table exported and
// imported chunk by chunk (a damaged chunk refused by name), the small table built with
// progress in place of a damaged cached copy (named, deleted, rebuilt with a note; the
// bytes the native build's), and running out of memory while building the large table
// (a module capped at 512 MB): a message, and the module goes on solving.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

import type { SearchProgress, SolveReply, TableProgress } from '../../web/worker/api';
import type { CubeModule, CubeModuleFactory } from '../../web/worker/core';
import { createSolver } from '../../web/worker/solver';
import { DEFAULT_CHUNK_BYTES, MemoryTableStore } from '../../web/worker/table-cache';
import { SOLVED3, tableFile } from './builds';

const root = fileURLToPath(new URL('../../', import.meta.url));
const require = createRequire(import.meta.url);
const factory = require(`${root}build/wasm/cubesolver-node.cjs`) as CubeModuleFactory;
const lowMemory = require(`${root}build/wasm/cubesolver-node-lowmem.cjs`) as CubeModuleFactory;

const fresh = () => factory() as Promise<CubeModule>;
const small = { puzzle: '3x3x3' as const, table: 'small' as const };

let m: CubeModule; // holds the small optimal tables: the native build's file (builds.ts), imported
let native: Buffer; // that file
const store = new MemoryTableStore(); // a copy of them, as a worker over `m` stores it

// The tables built once (~6 CPU-s in WASM; the CLI's ~4): the native build's file, shared
// with cli.test.ts; built here by the module in the damaged-copy test below.
beforeAll(async () => {
  native = readFileSync(await tableFile('optimal-small'));
  m = await fresh();
  expect(m.importTables({ ...small, solver: 'optimal' }, native)).toEqual({ ok: true });
  const status = await createSolver(async () => m, { store }).prepare('optimal', undefined, small);
  expect(status.source).toBe('built'); // in the module already: stored, not built again
  expect(status.note).toBeUndefined();
}, 300_000);

function play(state: string, moves: string): string {
  const r = m.playAlg('3x3x3', moves, state);
  if (!r.ok) throw new Error(`${moves}: ${r.error.message}`);
  return r.facelets;
}

function scrambled(alg: string): string {
  return play(SOLVED3, alg);
}

function best(reply: SolveReply) {
  if (reply.status !== 'solved') throw new Error(`${reply.status}: ${reply.message}`);
  return reply.solutions[0];
}

describe('optimal solver in WASM', () => {
  it('solves short scrambles and known positions optimally (replayed)', () => {
    const cases: [string, number][] = [
      ["R U F' L2 D B' R2 U' F D2", 10], // length found by the search: at most the scramble's
      ['U2 D2 F2 B2 L2 R2', 6], // checkerboard
      ["R U R' U'", 4],
      ['F', 1],
    ];
    for (const [alg, most] of cases) {
      const state = scrambled(alg);
      const sol = best(m.solve({ ...small, solver: 'optimal', state }));
      expect(play(state, sol.moves), alg).toBe(SOLVED3);
      expect(sol.length, alg).toBeLessThanOrEqual(most);
      expect(sol.optimal, alg).toBe(true);
    }
    // Checkerboard and a sexy move are known to need exactly 6 and 4.
    expect(best(m.solve({ ...small, solver: 'optimal', state: scrambled('U2 D2 F2 B2 L2 R2') })).length).toBe(6);
    expect(best(m.solve({ ...small, solver: 'optimal', state: scrambled("R U R' U'") })).length).toBe(4);
    const none = m.solve({ ...small, solver: 'optimal', state: SOLVED3 });
    expect(best(none).length).toBe(0);
  });

  it('runs on one thread in a module without pthreads, whatever a request asks', () => {
    expect(m.threads()).toBe(1);
    const state = scrambled("R U F' L2 D B' R2 U' F D2");
    const sol = best(m.solve({ ...small, solver: 'optimal', state, threads: 4 }));
    expect(play(state, sol.moves)).toBe(SOLVED3);
    expect(sol.optimal).toBe(true);
    expect(m.solve({ ...small, solver: 'optimal', state, threads: 0 })).toMatchObject({
      status: 'bad-input',
      message: expect.stringContaining('threads'),
    });
  });

  it('is never longer than two-phase and reports progress (depth, nodes, nodes/s) while searching', () => {
    const state = scrambled("L2 B' U R' F2 D L' B2 R D' F U2");
    const progress: SearchProgress[] = [];
    const sol = best(m.solve({ ...small, solver: 'optimal', state, threads: 2, progress: (p) => progress.push(p) }));
    expect(play(state, sol.moves)).toBe(SOLVED3);
    const twophase = best(m.solve({ puzzle: '3x3x3', solver: 'twophase', state }));
    expect(sol.length).toBeLessThanOrEqual(twophase.length);
    expect(progress.length).toBeGreaterThan(0);
    const depths = progress.map((p) => p.depth);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
    // The last depth searched: the solution's (found there) or one less (two-phase's proven).
    expect(Math.max(...depths)).toBeGreaterThanOrEqual(sol.length - 1);
    expect(Math.max(...depths)).toBeLessThanOrEqual(sol.length);
    for (const p of progress) {
      expect(p.nodes).toBeGreaterThanOrEqual(0);
      expect(p.nodesPerS).toBeGreaterThanOrEqual(0);
      expect(p.threads).toBe(1); // of the 2 asked: the Node module has no pthreads
    }
  });

  it('when the time budget ends: the two-phase solution, labelled not proven optimal', () => {
    const state = m.randomState('3x3x3', 5) as string; // needs 17+ moves: far beyond 300 ms here
    const reply = m.solve({ ...small, solver: 'optimal', state, timeMs: 300 });
    expect(reply.timedOut).toBe(true);
    const sol = best(reply);
    expect(sol.optimal).toBe(false);
    expect(reply.message).toMatch(/^not proven optimal: search reached depth \d+$/);
    expect(play(state, sol.moves)).toBe(SOLVED3);
    const depth = Number(/depth (\d+)/.exec(reply.message)![1]);
    expect(sol.length).toBeGreaterThanOrEqual(depth);
  });

  it('refuses an unknown table size by name', () => {
    const r = m.solve({ puzzle: '3x3x3', solver: 'optimal', state: scrambled('R'), table: 'huge' as 'small' });
    expect(r.status).toBe('bad-input');
    expect(r.message).toMatch(/huge/);
  });
});

describe('optimal tables in chunks', () => {
  it('a new module loads the stored copy chunk by chunk and solves', async () => {
    const b = await fresh();
    // Notes whether the module's solve() is running: progress must reach the caller
    // while the search runs (in the worker it holds the thread until it ends).
    let searching = false;
    const watched = new Proxy(b, {
      get(target, key) {
        if (key !== 'solve') return Reflect.get(target, key);
        return (request: Parameters<CubeModule['solve']>[0]) => {
          searching = true;
          try {
            return target.solve(request);
          } finally {
            searching = false;
          }
        };
      },
    });
    const worker = createSolver(async () => watched, { store });
    const phases: string[] = [];
    const loaded = await worker.prepare('optimal', (p) => phases.push(p.phase), small);
    expect(loaded.source).toBe('cache');
    expect(phases).not.toContain('building');
    // Long enough that two-phase's first solution is not proven at once: a search runs.
    const state = scrambled("D' R2 F L' U B2 R' D F2 L U'");
    const progress: SearchProgress[] = [];
    const during: boolean[] = [];
    const sol = best(
      await worker.solve({ ...small, solver: 'optimal', state }, (p) => {
        progress.push(p);
        during.push(searching);
      }),
    );
    expect(play(state, sol.moves)).toBe(SOLVED3);
    expect(sol.optimal).toBe(true);
    expect(progress.length).toBeGreaterThan(0);
    expect(during.every((d) => d)).toBe(true);
  });

  it('round trip: the exported chunks import into a new module; a damaged chunk is refused by name', async () => {
    const opened = m.exportOpen('optimal');
    if (!opened.ok) throw new Error(opened.error);
    const chunks: { bytes: Uint8Array; checksum: string }[] = [];
    for (let at = 0; at < opened.bytes; at += DEFAULT_CHUNK_BYTES) {
      const c = m.exportChunk(at, Math.min(DEFAULT_CHUNK_BYTES, opened.bytes - at));
      if (!c.ok) throw new Error(c.error);
      expect(c.checksum).toMatch(/^[0-9a-f]{16}$/);
      chunks.push({ bytes: c.bytes, checksum: c.checksum });
    }
    m.exportClose();
    const b = await fresh();
    const tables = { ...small, solver: 'optimal' };
    // A flipped bit in chunk 4: refused, with its offset, and nothing installed.
    expect(b.importOpen(tables, opened.bytes)).toEqual({ ok: true });
    const bad = chunks[3].bytes.slice();
    bad[1234] ^= 4;
    const refused = b.importChunk(3 * DEFAULT_CHUNK_BYTES, bad, chunks[3].checksum);
    expect(refused).toEqual({
      ok: false,
      error: `table chunk at ${3 * DEFAULT_CHUNK_BYTES} checksum mismatch`,
      text: { code: 'table_chunk_checksum', params: { offset: 3 * DEFAULT_CHUNK_BYTES } },
    });
    b.importAbort();
    expect(b.tablesReady(tables)).toBe(false);
    // The good chunks, in any order.
    expect(b.importOpen(tables, opened.bytes)).toEqual({ ok: true });
    for (const i of [...chunks.keys()].reverse()) {
      expect(b.importChunk(i * DEFAULT_CHUNK_BYTES, chunks[i].bytes, chunks[i].checksum)).toEqual({ ok: true });
    }
    expect(b.importFinish()).toEqual({ ok: true });
    expect(b.tablesReady(tables)).toBe(true);
    const state = scrambled("B2 L U' R D F'");
    const r = b.solve({ ...small, solver: 'optimal', state });
    expect(best(r).length).toBeLessThanOrEqual(6);
    expect(play(state, best(r).moves)).toBe(SOLVED3);
    // Bad calls answer with what is wrong.
    expect(b.importChunk(0, chunks[0].bytes, '')).toMatchObject({ ok: false, error: /no table import is open/ });
    expect(b.importOpen('optimal', -5)).toMatchObject({ ok: false, error: /whole number/ });
    expect(b.exportChunk(0, 10)).toMatchObject({ ok: false, error: /no table export is open/ });
  });

  it('a damaged cached chunk is named, the copy deleted and the small table built with progress, stored in 4 MiB chunks with checksums', async () => {
    // A copy stored by a worker over `m` (its tables are in: storing is all it does).
    const damaged = new MemoryTableStore();
    const key = m.tableSetName('optimal');
    expect(key).toMatch(/^cubesolver\.optimal\.small\/v\d+$/);
    await createSolver(async () => m, { store: damaged }).prepare('optimal', undefined, small);
    expect(damaged.sets.get(key)!.length).toBe(store.sets.get(key)!.length);
    damaged.sets.get(key)![2][100] ^= 1;
    const c = await fresh();
    const progress: TableProgress[] = [];
    const worker = createSolver(async () => c, { store: damaged });
    const status = await worker.prepare('optimal', (p) => progress.push(p), small);
    expect(status.source).toBe('built');
    expect(status.note).toMatch(/chunk 3 of \d+: table chunk at 8388608 checksum mismatch\); deleted and rebuilt/);
    expect(c.tablesReady('optimal')).toBe(true);
    const building = progress.filter((p) => p.phase === 'building').map((p) => p.fraction);
    expect(building.length).toBeGreaterThan(10);
    expect(building).toEqual([...building].sort((a, b) => a - b));
    expect(building.at(-1)).toBe(1);
    expect(progress.some((p) => p.phase === 'storing')).toBe(true);
    // The rebuilt copy replaced it: 4 MiB chunks, the bytes the native build saved.
    const set = damaged.sets.get(key)!;
    const bytes = set.reduce((n, chunk) => n + chunk.byteLength, 0);
    expect(bytes).toBeGreaterThan(70_000_000); // 140,908,410 entries at 2 bits, twice (mod 3 and the inverse bound), and the move tables
    expect(set.length).toBe(Math.ceil(bytes / DEFAULT_CHUNK_BYTES));
    expect(Buffer.compare(Buffer.concat(set), native)).toBe(0);
    // And it loads.
    const d = await fresh();
    expect((await createSolver(async () => d, { store: damaged }).prepare('optimal', undefined, small)).source).toBe(
      'cache',
    );
  }, 300_000);
});

describe('out of memory', () => {
  it('building the large table in a module capped at 512 MB says so; the module goes on working', async () => {
    const low = (await lowMemory()) as CubeModule;
    const large = { puzzle: '3x3x3', solver: 'optimal', table: 'large' };
    expect(low.tableKey(large)).toMatch(/^cubesolver\.optimal\.large\/v\d+$/);
    const built = low.buildTables(large, undefined);
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.error).toMatch(/not enough memory to build the large optimal table/);
    expect(low.tablesReady(large)).toBe(false);
    // The xlarge table likewise, before any work, naming the memory its row states (~2.7 GiB:
    // more than 2 GiB, where a browser that gives a page less refuses it the same way).
    const xlarge = { puzzle: '3x3x3', solver: 'optimal', table: 'xlarge' };
    const memory = low
      .solvers()
      .find((s) => s.name === 'optimal')!
      .tableChoices.find((c) => c.name === 'xlarge')!.memory;
    expect(memory).toBeGreaterThan(2 ** 31);
    const refused = low.buildTables(xlarge, undefined);
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.error).toBe(
        `not enough memory to build the xlarge optimal table (about ${Math.floor(memory / 2 ** 20)} MiB)`,
      );
    expect(low.tablesReady(xlarge)).toBe(false);
    // The same module still solves (two-phase builds its tables now).
    const state = low.randomState('3x3x3', 99) as string;
    const r = low.solve({ puzzle: '3x3x3', solver: 'twophase', state });
    const played = low.playAlg('3x3x3', best(r).moves, state);
    expect(played.ok && played.facelets).toBe(SOLVED3);
    // And through the worker: the message reaches the caller as an error.
    const worker = createSolver(async () => low, { store: null });
    await expect(worker.prepare('optimal', undefined, { puzzle: '3x3x3', table: 'large' })).rejects.toThrow(
      /not enough memory/,
    );
    // As TableMemoryError (the page offers the smaller size), naming the size that failed;
    // also when the large table comes as a prebuilt file the module has no room to take.
    const named = { name: 'TableMemoryError', message: expect.stringMatching(/large optimal table \(about \d+ MiB\)/) };
    await expect(worker.prepare('optimal', undefined, { puzzle: '3x3x3', table: 'large' })).rejects.toMatchObject(
      named,
    );
    const bytes = low
      .solvers()
      .find((s) => s.name === 'optimal')!
      .tableChoices.find((c) => c.name === 'large')!.bytes;
    const never = new ReadableStream<Uint8Array>({ pull: () => undefined });
    const fetchFile = async () => new Response(never, { headers: { 'content-length': String(bytes) } });
    const downloading = createSolver(async () => low, { store: null, fetchFile });
    await expect(
      downloading.prepare('optimal', undefined, { puzzle: '3x3x3', table: 'large' }, { url: 'x', bytes }),
    ).rejects.toMatchObject({
      name: 'TableMemoryError',
      message: expect.stringMatching(/not enough memory to load .*MiB/),
    });
  }, 300_000);
});
