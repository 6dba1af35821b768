// The solvers through the WASM module (Node build) as the worker uses them: 200 random
// states solved in <= 20 moves and verified by playing the solution, the superflip,
// the table byte round trip, corrupt bytes refused, bad input answered at once; and
// the worker's SolverApi (web/worker/solver.ts) with its table cache: built, then
// loaded from the cache, a corrupt cached copy rebuilt with a note, a failing cache a
// note and never an error.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

import type { SolveReply, SolverName } from '../../web/worker/api';
import type { CubeModule, CubeModuleFactory } from '../../web/worker/core';
import { createSolver, NO_STORE_NOTE } from '../../web/worker/solver';
import { MemoryTableStore, type TableStore } from '../../web/worker/table-cache';
import { crossOnD } from '../cross-on-d';
import { SOLVED2, SOLVED3, tableFile } from './builds';

const root = fileURLToPath(new URL('../../', import.meta.url));
const factory = createRequire(import.meta.url)(`${root}build/wasm/cubesolver-node.cjs`) as CubeModuleFactory;

/** A fresh module instance (its own heap, no tables yet). */
const fresh = () => factory() as Promise<CubeModule>;

/** A loader of one fresh module, as the worker has (loaded on the first call). */
function worker(): () => Promise<CubeModule> {
  let module: Promise<CubeModule> | undefined;
  return () => (module ??= fresh());
}

const SUPERFLIP = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2";

let m: CubeModule;
let tableBytes: Uint8Array;

beforeAll(async () => {
  m = await fresh();
  const built = m.buildTables('twophase', undefined);
  expect(built).toEqual({ ok: true });
  tableBytes = m.exportTables('twophase');
});

function play(state: string, moves: string, puzzle: '3x3x3' | '2x2x2' = '3x3x3'): string {
  const r = m.playAlg(puzzle, moves, state);
  if (!r.ok) throw new Error(`${moves}: ${r.error.message}`);
  return r.facelets;
}

function solution(reply: SolveReply): string {
  if (reply.status !== 'solved') throw new Error(`${reply.status}: ${reply.message}`);
  return reply.solutions[0].moves;
}

describe('two-phase in WASM', () => {
  it('lists the solvers, two-phase first for the 3x3x3 with tables', () => {
    const solvers = m.solvers();
    const first3 = solvers.find((s) => s.puzzles.includes('3x3x3'));
    expect(first3?.name).toBe('twophase');
    expect(first3?.tables).toBe(true);
    expect(solvers.find((s) => s.puzzles.includes('2x2x2'))?.name).toBe('pocket');
    expect(m.tableSetName('twophase')).toMatch(/twophase.*v\d+/);
    expect(m.tablesReady('twophase')).toBe(true);
  });

  it('solves 200 random states in at most 20 moves, each verified by playing it', () => {
    for (let seed = 0; seed < 200; seed++) {
      const state = m.randomState('3x3x3', 7_000 + seed);
      if (typeof state !== 'string') throw new Error('randomState failed');
      const reply = m.solve({ puzzle: '3x3x3', solver: 'twophase', state });
      const moves = solution(reply);
      expect(reply.solutions[0].length, state).toBeLessThanOrEqual(20);
      expect(moves.split(' ').filter(Boolean).length).toBe(reply.solutions[0].length);
      expect(play(state, moves), `${state}: ${moves}`).toBe(SOLVED3);
      // Stages (phase 1, phase 2) cover the whole solution in order.
      const stages = reply.solutions[0].stages;
      expect(stages.length).toBeGreaterThanOrEqual(1);
      expect(stages[0].begin).toBe(0);
      expect(stages.at(-1)!.end).toBe(reply.solutions[0].length);
      for (let i = 1; i < stages.length; i++) expect(stages[i].begin).toBe(stages[i - 1].end);
    }
  });

  it('solves the superflip in exactly 20 moves', () => {
    const state = play(SOLVED3, SUPERFLIP);
    const reply = m.solve({ puzzle: '3x3x3', solver: 'twophase', state });
    expect(reply.solutions[0].length).toBe(20);
    expect(play(state, solution(reply))).toBe(SOLVED3);
  });

  it('takes colours, max length 21 and a time budget', () => {
    const state = m.randomState('3x3x3', 99) as string;
    const colours = [...state].map((c) => ({ U: 'W', R: 'R', F: 'G', D: 'Y', L: 'O', B: 'B' })[c]).join('');
    const reply = m.solve({ puzzle: '3x3x3', state: colours, maxLength: 21, timeMs: 1000 });
    expect(reply.solver).toBe('twophase');
    expect(reply.solutions[0].length).toBeLessThanOrEqual(21);
    expect(play(state, solution(reply))).toBe(SOLVED3);
  });

  it('solved is solved in 0 moves', () => {
    const reply = m.solve({ puzzle: '3x3x3', solver: 'twophase', state: SOLVED3 });
    expect(reply.status).toBe('solved');
    expect(reply.solutions[0].length).toBe(0);
  });
});

describe('tables as bytes', () => {
  it('export -> import into another module gives identical solutions', async () => {
    const other = await fresh();
    expect(other.tablesReady('twophase')).toBe(false);
    const t0 = performance.now();
    expect(other.importTables('twophase', tableBytes)).toEqual({ ok: true });
    const loadMs = performance.now() - t0;
    expect(loadMs).toBeLessThan(1000);
    expect(other.tablesReady('twophase')).toBe(true);
    // The same bytes again, in chunks as the cache stores them.
    const chunks = [tableBytes.subarray(0, 1000), tableBytes.subarray(1000, 70_001), tableBytes.subarray(70_001)];
    expect(other.importTables('twophase', chunks)).toEqual({ ok: true });
    expect(Buffer.compare(other.exportTables('twophase'), tableBytes)).toBe(0);
    for (let seed = 0; seed < 30; seed++) {
      const state = m.randomState('3x3x3', 500 + seed) as string;
      const request = { puzzle: '3x3x3' as const, solver: 'twophase' as const, state };
      expect(solution(other.solve(request))).toBe(solution(m.solve(request)));
    }
  });

  it('refuses a corrupted byte, a truncated copy and garbage', async () => {
    const other = await fresh();
    for (const at of [0, 9, 200, tableBytes.length >> 1, tableBytes.length - 20, tableBytes.length - 1]) {
      const bad = tableBytes.slice();
      bad[at] ^= 0x10;
      const r = other.importTables('twophase', bad);
      expect(r.ok, `byte ${at}`).toBe(false);
      if (!r.ok) expect(r.error).not.toBe('');
    }
    expect(other.importTables('twophase', tableBytes.slice(0, tableBytes.length - 1)).ok).toBe(false);
    expect(other.importTables('twophase', new Uint8Array(0)).ok).toBe(false);
    expect(other.importTables('twophase', new Uint8Array(5000).fill(7)).ok).toBe(false);
    expect(other.tablesReady('twophase')).toBe(false);
    // Not bytes at all, or an unknown solver: an error result, no crash.
    expect(other.importTables('twophase', 'abc' as unknown as Uint8Array).ok).toBe(false);
    expect(other.importTables('nope', tableBytes).ok).toBe(false);
    expect(other.buildTables('nope', undefined).ok).toBe(false);
    // Still working after all that.
    expect(other.importTables('twophase', tableBytes)).toEqual({ ok: true });
  });
});

describe('bad input', () => {
  it('an invalid state gets the validation message at once, without building tables', async () => {
    const other = await fresh();
    const twisted = [...SOLVED3];
    [twisted[8], twisted[9], twisted[20]] = ['R', 'F', 'U'];
    const state = twisted.join('');
    const t0 = performance.now();
    const reply = other.solve({ puzzle: '3x3x3', solver: 'twophase', state });
    expect(performance.now() - t0).toBeLessThan(100);
    expect(reply.status).toBe('bad-input');
    const v = other.validate('3x3x3', state);
    if (!('problems' in v)) throw new Error('validate failed');
    expect(v.problems.length).toBeGreaterThan(0);
    for (const p of v.problems) expect(reply.message).toContain(p.message);
    expect(other.tablesReady('twophase')).toBe(false);

    for (const s of ['', 'UUU', SOLVED2, 'X'.repeat(54)]) {
      const r = other.solve({ puzzle: '3x3x3', solver: 'twophase', state: s });
      expect(r.status, s).toBe('bad-input');
      expect(r.message).not.toBe('');
    }
  });

  it('malformed requests are bad input, not crashes', () => {
    const cases: unknown[] = [
      null,
      42,
      { puzzle: '3x3x3', state: SOLVED3, maxLength: 'twenty' },
      { puzzle: '3x3x3', state: SOLVED3, maxLength: 2.5 },
      { puzzle: '3x3x3', state: 7 },
      { puzzle: '3x3x3', state: SOLVED3, keepSearching: 'yes' },
      { puzzle: '4x4x4', state: SOLVED3 },
      { puzzle: '3x3x3', solver: 'nope', state: SOLVED3 },
      { puzzle: '3x3x3', solver: 'twophase', state: SOLVED3, goal: 'UUUU' },
    ];
    for (const c of cases) {
      const r = m.solve(c as never);
      expect(r.status, JSON.stringify(c)).toBe('bad-input');
      expect(r.message).not.toBe('');
    }
    expect(m.solve({ puzzle: '3x3x3', state: SOLVED3 }).status).toBe('solved');
  });
});

describe('scrambles', () => {
  it('3x3x3: seeded, reproducible, the moves make the state, >= 2 moves', () => {
    for (let seed = 0; seed < 20; seed++) {
      const s = m.scramble('3x3x3', seed);
      if (!s.ok) throw new Error(s.error.message);
      expect(m.scramble('3x3x3', seed)).toEqual(s);
      expect(play(SOLVED3, s.scramble)).toBe(s.state);
      const n = s.scramble.split(' ').length;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(21);
      expect(m.validate('3x3x3', s.state)).toMatchObject({ ok: true });
    }
  });

  it('randomStates: the native benchmark states, from one generator', () => {
    const states = m.randomStates('3x3x3', 5, 4);
    if (!Array.isArray(states)) throw new Error(states.error.message);
    expect(states).toHaveLength(4);
    expect(states[0]).toBe(m.randomState('3x3x3', 5));
    expect(new Set(states).size).toBe(4);
    for (const s of states) expect(m.validate('3x3x3', s)).toMatchObject({ ok: true });
    expect(Array.isArray(m.randomStates('3x3x3', -1, 2))).toBe(false);
  });

  it('2x2x2 and errors', () => {
    const s = m.scramble('2x2x2', 3);
    if (!s.ok) throw new Error(s.error.message);
    expect(play(SOLVED2, s.scramble, '2x2x2')).toBe(s.state);
    expect(m.scramble('gigaminx', 1).ok).toBe(false);
    expect(m.scramble('3x3x3', -1).ok).toBe(false);
    expect(m.scramble('3x3x3', 0.5).ok).toBe(false);
  });
});

// ---- The worker's SolverApi and its cache ------------------------------------------

class FailingStore implements TableStore {
  async load(): Promise<null> {
    throw new Error('QuotaExceededError');
  }
  async save(): Promise<void> {
    throw new Error('QuotaExceededError');
  }
  async remove(): Promise<void> {
    throw new Error('QuotaExceededError');
  }
  async list(): Promise<never[]> {
    throw new Error('QuotaExceededError');
  }
  async clear(): Promise<void> {
    throw new Error('QuotaExceededError');
  }
}

/** A store that can load but never save (quota reached). */
class FullStore extends MemoryTableStore {
  override async save(): Promise<void> {
    // As Chromium throws it from IndexedDB: no message, only the name.
    throw new DOMException('', 'QuotaExceededError');
  }
}

/**
 * A store that waits between chunks, as IndexedDB does (each chunk of a load, the
 * start of a save), so that other calls in the worker run in between.
 */
class YieldingStore extends MemoryTableStore {
  override async load(...[key, take, onProgress]: Parameters<TableStore['load']>) {
    const chunks: Parameters<typeof take>[0][] = [];
    const meta = await super.load(key, (c) => chunks.push(c));
    for (const c of chunks) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      take(c);
      onProgress?.((c.index + 1) / c.count);
    }
    return meta;
  }

  override async save(...args: Parameters<TableStore['save']>) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    return super.save(...args);
  }
}

describe('SolverApi with the table cache', () => {
  const twophase: SolverName = 'twophase';

  it('builds with progress and stores; a new worker loads from the cache', async () => {
    const store = new MemoryTableStore(256 * 1024); // several chunks
    const a = createSolver(worker(), { store });
    const phases: string[] = [];
    const fractions: number[] = [];
    const built = await a.prepare(twophase, (p) => {
      phases.push(p.phase);
      if (p.phase === 'building') fractions.push(p.fraction);
    });
    expect(built.source).toBe('built');
    expect(built.note).toBeUndefined();
    expect(built.bytes).toBe(tableBytes.length);
    expect(built.name).toBe(m.tableSetName('twophase'));
    expect(phases[0]).toBe('loading');
    expect(phases).toContain('building');
    expect(phases).toContain('storing');
    expect(phases.at(-1)).toBe('ready');
    expect(fractions.length).toBeGreaterThan(3);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions).toEqual([...fractions].sort((x, y) => x - y));
    expect(store.sets.get(built.name)!.length).toBe(Math.ceil(tableBytes.length / (256 * 1024)));
    // Ready now: again is instant, same status.
    expect(await a.prepare(twophase)).toEqual(built);

    const b = createSolver(worker(), { store });
    const loaded = await b.prepare(twophase);
    expect(loaded.source).toBe('cache');
    expect(loaded.bytes).toBe(tableBytes.length);
    expect(loaded.ms).toBeLessThan(1000);
    const state = m.randomState('3x3x3', 4242) as string;
    const reply = await b.solve({ puzzle: '3x3x3', solver: twophase, state });
    expect(play(state, solution(reply))).toBe(SOLVED3);
    expect((await b.tableStatus()).find((s) => s.solver === twophase)?.source).toBe('cache');
  });

  it("two solvers' tables prepared at once are each stored and loaded whole (the module has one export and one import at a time)", async () => {
    const store = new YieldingStore(256 * 1024); // several chunks
    const a = createSolver(worker(), { store });
    const built = await Promise.all([a.prepare(twophase), a.prepare('pocket')]);
    expect(built.map((s) => [s.source, s.note])).toEqual([
      ['built', undefined],
      ['built', undefined],
    ]);
    const b = createSolver(worker(), { store });
    const loaded = await Promise.all([b.prepare(twophase), b.prepare('pocket')]);
    expect(loaded.map((s) => [s.source, s.note])).toEqual([
      ['cache', undefined],
      ['cache', undefined],
    ]);
    const state = m.randomState('3x3x3', 4343) as string;
    expect(play(state, solution(await b.solve({ puzzle: '3x3x3', solver: twophase, state })))).toBe(SOLVED3);
    const pocket = m.randomState('2x2x2', 4343) as string;
    const reply = await b.solve({ puzzle: '2x2x2', solver: 'pocket', state: pocket });
    expect(play(pocket, solution(reply), '2x2x2')).toBe(SOLVED2);
  });

  it('a corrupt cached copy is discarded and rebuilt, with a note', async () => {
    const store = new MemoryTableStore();
    await createSolver(worker(), { store }).prepare(twophase);
    const key = m.tableSetName('twophase');
    store.sets.get(key)![0][500] ^= 1;
    const s = await createSolver(worker(), { store }).prepare(twophase);
    expect(s.source).toBe('built');
    expect(s.note).toMatch(/verification/);
    // The note as a code: the core's refusal (of a chunk, or of the whole) nested in the worker's words.
    expect(s.noteText?.code).toBe('note_cache_damaged');
    expect(s.noteText?.params.after).toBe('rebuilt');
    expect(s.noteText?.params.why).toMatchObject({ code: expect.stringMatching(/^(note_chunk|table_)/) });
    // The rebuilt copy replaced it and loads.
    expect((await createSolver(worker(), { store }).prepare(twophase)).source).toBe('cache');
  });

  it('a cache that fails (unavailable, quota) means a build and a note, never an error', async () => {
    const broken = await createSolver(worker(), { store: new FailingStore() }).prepare(twophase);
    expect(broken.source).toBe('built');
    expect(broken.note).toMatch(/IndexedDB/);
    const full = await createSolver(worker(), { store: new FullStore() }).prepare(twophase);
    expect(full.source).toBe('built');
    expect(full.note).toMatch(
      /could not be stored in IndexedDB \(QuotaExceededError: the browser gave no room for their 1 MiB; a private window/,
    );
    const none = await createSolver(worker(), { store: null, storeNote: NO_STORE_NOTE }).prepare(twophase);
    expect(none.source).toBe('built');
    expect(none.note).toMatch(/not available/);
    expect(none.noteText).toEqual({ code: 'note_no_store', params: {} });
  });

  it('solve prepares the tables itself; bad input needs no tables; scramble works', async () => {
    const store = new MemoryTableStore();
    const s = createSolver(worker(), { store });
    const bad = await s.solve({ puzzle: '3x3x3', solver: twophase, state: 'UUU' });
    expect(bad.status).toBe('bad-input');
    expect(await store.list()).toEqual([]);
    const state = m.randomState('3x3x3', 77) as string;
    const reply = await s.solve({ puzzle: '3x3x3', state });
    expect(reply.solver).toBe('twophase');
    expect(play(state, solution(reply))).toBe(SOLVED3);
    expect((await store.list()).length).toBe(1);
    const sc = await s.scramble('3x3x3', 12);
    expect(play(SOLVED3, sc.scramble)).toBe(sc.state);
    await s.clearTables();
    expect(await store.list()).toEqual([]);
    const status = await s.tableStatus();
    expect(status.find((x) => x.solver === twophase)?.note).toMatch(/cleared/);
  });
});

describe('a solver using the tables of another (usesTablesOf) in the worker', () => {
  it('prepares them (cached: built and stored here), then its own', async () => {
    // The 4x4x4 reduction's 3x3x3 stage is a two-phase solve: its row names twophase.
    expect(m.solvers().find((x) => x.name === 'reduction')?.usesTablesOf).toEqual(['twophase']);
    // Its own tables (25 MB) stored already: the run's native build of them (builds.ts,
    // tableFile), as a worker stores them; not built here again (~5 CPU-s in WebAssembly,
    // past 30 s under load; reduction-cache.test.ts builds them through the worker).
    const reduction = { solver: 'reduction', puzzle: '4x4x4' } as const;
    const donor = await fresh();
    expect(donor.importTables(reduction, readFileSync(await tableFile('reduction-4x4x4')))).toEqual({ ok: true });
    const store = new MemoryTableStore();
    await createSolver(async () => donor, { store }).prepare('reduction', undefined, reduction);
    await store.remove(m.tableSetName('twophase')); // if that worker stored them too: the one below makes them
    expect((await store.list()).map((x) => x.key)).toEqual([m.tableSetName('reduction')]);
    const s = createSolver(worker(), { store });
    const state = m.randomState('4x4x4', 1) as string;
    const reply = await s.solve({ puzzle: '4x4x4', state });
    expect(reply.solver).toBe('reduction');
    const played = m.playAlg('4x4x4', solution(reply), state);
    expect(played.ok && played.facelets).toBe(m.solvedState('4x4x4'));
    // prepare() loads a stored copy when there is one (tested above for two-phase itself).
    const status = await s.tableStatus();
    expect(status.find((x) => x.solver === 'twophase')?.source).toBe('built');
    expect(status.find((x) => x.solver === 'reduction')?.source).toBe('cache');
    expect((await store.list()).map((x) => x.key).sort()).toEqual(
      [m.tableSetName('twophase'), m.tableSetName('reduction')].sort(),
    );
  }, 300_000);
});

describe('the goal solver in the worker', () => {
  it('presets come from the core; goal tables are cached under the goal key and loaded by a new worker', async () => {
    const store = new MemoryTableStore();
    const state = play(SOLVED3, "R U F D2 L B' R2 U2 F'");
    const request = { puzzle: '3x3x3' as const, solver: 'goal' as const, state, goal: 'cross' };
    const a = createSolver(worker(), { store });
    const presets = await a.goalPresets();
    expect(presets.map((p) => p.name)).toEqual(expect.arrayContaining(['cross', 'xcross', 'eoline']));
    const reply = await a.solve(request);
    expect(reply.status, reply.message).toBe('solved');
    expect(crossOnD(play(state, solution(reply)))).toBe(true);
    const keys = (await store.list()).map((x) => x.key);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^cubesolver\.goal\/v1\/[0-9a-f]{16}$/);

    // A new worker (fresh module) takes the cross tables from the cache.
    const b = createSolver(worker(), { store });
    expect((await b.solve(request)).solutions[0].moves).toBe(reply.solutions[0].moves);
    const status = (await b.tableStatus()).find((x) => x.solver === 'goal');
    expect(status?.source).toBe('cache');
  });

  it('a request without a goal is refused at once, with no table built for it', async () => {
    const store = new MemoryTableStore();
    const a = createSolver(worker(), { store });
    const state = play(SOLVED3, "R U F'");
    for (const goal of [undefined, '', '  ']) {
      const reply = await a.solve({ puzzle: '3x3x3', solver: 'goal', state, goal }, undefined);
      expect(reply.status).toBe('bad-input');
      expect(reply.message).toContain('needs a goal');
    }
    expect(await store.list()).toEqual([]);
    expect((await a.tableStatus()).find((x) => x.solver === 'goal')?.source).not.toBe('built');
  });
});
