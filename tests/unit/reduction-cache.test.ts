// The 4x4x4 reduction's tables through the worker's code (createSolver over the Node
// build, an in-memory store): a first solve builds them and stores them; a new module
// with the same store loads them instead of building (its prepare much quicker, the
// store read) and solves a random state, replayed by the core. A 5x5x5 request, whose
// tables have no key, has them built (not stored) and is solved once; its random-move
// scramble prepares no tables.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

import type { SolveReply, TableStatus } from '../../web/worker/api';
import type { CubeModule, CubeModuleFactory } from '../../web/worker/core';
import { createSolver } from '../../web/worker/solver';
import { MemoryTableStore } from '../../web/worker/table-cache';

const root = fileURLToPath(new URL('../../', import.meta.url));
const require = createRequire(import.meta.url);
const factory = require(`${root}build/wasm/cubesolver-node.cjs`) as CubeModuleFactory;
const fresh = () => factory() as Promise<CubeModule>;

const KEY = 'cubesolver.reduction-4x4x4/v1';

/** A store that notes which sets were read. */
class WatchedStore extends MemoryTableStore {
  readonly loads: string[] = [];
  override load(...args: Parameters<MemoryTableStore['load']>) {
    this.loads.push(args[0]);
    return super.load(...args);
  }
}

/** The module with its solve() calls counted. */
function counted(m: CubeModule): { module: CubeModule; solves: () => number } {
  let n = 0;
  const module = new Proxy(m, {
    get(target, key) {
      if (key !== 'solve') return Reflect.get(target, key);
      return (request: Parameters<CubeModule['solve']>[0]) => {
        n++;
        return target.solve(request);
      };
    },
  });
  return { module, solves: () => n };
}

function state(m: CubeModule, puzzle: string, seed: number): string {
  const s = m.randomState(puzzle, seed);
  if (typeof s !== 'string') throw new Error(s.error.message);
  return s;
}

/** The reply's first solution played from `start` by the core: the solved state. */
function replayed(m: CubeModule, puzzle: string, start: string, reply: SolveReply): string {
  if (reply.status !== 'solved') throw new Error(`${reply.status}: ${reply.message}`);
  const r = m.playAlg(puzzle, reply.solutions[0].moves, start);
  if (!r.ok) throw new Error(r.error.message);
  return r.facelets;
}

const store = new WatchedStore();
let built: TableStatus;

beforeAll(async () => {
  const a = await fresh();
  const worker = createSolver(async () => a, { store });
  const start = state(a, '4x4x4', 1);
  expect(replayed(a, '4x4x4', start, await worker.solve({ puzzle: '4x4x4', solver: 'reduction', state: start }))).toBe(
    a.solvedState('4x4x4'),
  );
  const statuses = await worker.tableStatus();
  const mine = statuses.find((s) => s.solver === 'reduction');
  if (!mine) throw new Error('no status for the reduction tables');
  built = mine;
}, 300_000);

describe('the 4x4x4 reduction tables in the cache', () => {
  it('a first solve builds them and stores them under their key', () => {
    expect(built).toMatchObject({ solver: 'reduction', name: KEY, source: 'built' });
    expect(built.bytes).toBeGreaterThan(9_000_000);
    expect(built.bytes).toBeLessThan(9_200_000);
    expect(store.sets.has(KEY)).toBe(true);
    console.log(`reduction 4x4x4 tables in Node WASM: built in ${Math.round(built.ms)} ms, ${built.bytes} bytes`);
  });

  it('a new module loads them from the store instead of building, and solves', async () => {
    const b = await fresh();
    const { module, solves } = counted(b);
    const worker = createSolver(async () => module, { store });
    const phases: string[] = [];
    const loaded = await worker.prepare('reduction', (p) => phases.push(p.phase), { puzzle: '4x4x4' });
    expect(loaded).toMatchObject({ name: KEY, source: 'cache', bytes: built.bytes });
    expect(loaded.note).toBeUndefined();
    expect(store.loads).toContain(KEY);
    expect(phases).not.toContain('building');
    expect(loaded.ms).toBeLessThan(built.ms / 2);
    console.log(`reduction 4x4x4 tables in Node WASM: loaded in ${Math.round(loaded.ms)} ms`);
    const start = state(b, '4x4x4', 2);
    const reply = await worker.solve({ puzzle: '4x4x4', solver: 'reduction', state: start });
    expect(replayed(b, '4x4x4', start, reply)).toBe(b.solvedState('4x4x4'));
    expect(solves()).toBe(1);
  }, 120_000);

  it('a 5x5x5 request (tables with no key) has them built, not stored, and solves once', async () => {
    // The worker's part only: the module's 5x5x5 build and search (a minute and more in
    // WASM; ReductionBig and bigcubes.spec run them) answered here at once.
    const c = await fresh();
    const calls: string[] = [];
    const answer = { status: 'solved', solver: 'reduction', solutions: [], message: '' } as unknown as SolveReply;
    const module = new Proxy(c, {
      get(target, key) {
        if (key === 'buildTables')
          return (tables: Parameters<CubeModule['buildTables']>[0]) => {
            calls.push(`build ${typeof tables === 'string' ? tables : tables.puzzle}`);
            return typeof tables !== 'string' && tables.puzzle === '5x5x5'
              ? { ok: true }
              : target.buildTables(tables, undefined);
          };
        if (key === 'solve')
          return (request: Parameters<CubeModule['solve']>[0]) => {
            calls.push(`solve ${request.puzzle}`);
            return request.puzzle === '5x5x5' ? answer : target.solve(request);
          };
        return Reflect.get(target, key);
      },
    });
    const worker = createSolver(async () => module, { store });
    const before = [...store.sets.keys()].sort();
    const loads = store.loads.length;
    const solved = c.solvedState('5x5x5');
    if (typeof solved !== 'string') throw new Error(solved.error.message);
    // A random-move scramble needs no tables: neither the 4x4x4 set nor the 5x5x5's.
    expect((await worker.scramble('5x5x5', 1)).state).toHaveLength(150);
    expect(calls).toEqual([]);
    expect(store.loads.length).toBe(loads);
    const played = c.playAlg('5x5x5', "R Uw Fw' D2 Lw B'", solved);
    if (!played.ok) throw new Error(played.error.message);
    expect(await worker.solve({ puzzle: '5x5x5', solver: 'reduction', state: played.facelets })).toBe(answer);
    expect(calls).toEqual(['build 5x5x5', 'solve 5x5x5']);
    // Only the two-phase tables (its 3x3x3 stage) came from the store; nothing was stored.
    expect(store.loads.slice(loads)).toEqual([c.tableSetName('twophase')]);
    expect([...store.sets.keys()].sort()).toEqual(before);
    // The list of tables names the 4x4x4 set (cached), not the 5x5x5's.
    const listed = (await worker.tableStatus()).find((s) => s.solver === 'reduction');
    expect(listed?.name).toBe(KEY);
  }, 60_000);
});
