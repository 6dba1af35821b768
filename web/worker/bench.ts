// The two-phase benchmark, run inside the worker (so postMessage is not timed): table
// build, load from bytes, then seeded random states solved at each max length, each
// solution verified by applying it. The states are the module's randomStates(seed,
// count): the very states `cubesolver bench --solver twophase --seed S --count N`
// solves natively, and scripts/bench-wasm.mjs in Node.
import { type AnyPuzzle, findPuzzle } from '../puzzles';
import type { SolveReply } from './api';
import type { CubeModule } from './core';

export interface BenchRequest {
  count: number;
  seed: number;
  maxLengths: number[];
  timeMs?: number;
  keepSearching?: boolean;
  /** Solves of other states before the timed ones (JIT warm-up); default 20. */
  warmup?: number;
  /** Also return each state as a scramble (the inverse of its first run's solution). */
  withScrambles?: boolean;
}

export interface BenchRun {
  maxLength: number;
  count: number;
  solved: number; // verified and within maxLength
  overLength: number;
  failed: number;
  meanMs: number;
  medianMs: number;
  p99Ms: number;
  maxMs: number;
  totalMs: number;
  meanLength: number;
  longest: number;
  nodes: number;
}

export interface BenchReport {
  buildMs: number; // -1 when the tables were ready before
  exportMs: number;
  loadMs: number; // importTables of the exported bytes (verification included)
  tableBytes: number;
  runs: BenchRun[];
  scrambles?: string[];
}

export const SOLVED3 = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';

export function summarize(maxLength: number, ms: number[], lengths: number[], nodes: number): BenchRun {
  const sorted = [...ms].sort((a, b) => a - b);
  const n = sorted.length;
  const total = sorted.reduce((a, b) => a + b, 0);
  const ok = lengths.filter((l) => l >= 0);
  return {
    maxLength,
    count: n,
    solved: lengths.filter((l) => l >= 0 && l <= maxLength).length,
    overLength: lengths.filter((l) => l > maxLength).length,
    failed: lengths.filter((l) => l < 0).length,
    meanMs: n ? total / n : 0,
    medianMs: n ? (n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2) : 0,
    p99Ms: n ? sorted[Math.min(n - 1, Math.ceil(0.99 * n) - 1)] : 0,
    maxMs: n ? sorted[n - 1] : 0,
    totalMs: total,
    meanLength: ok.length ? ok.reduce((a, b) => a + b, 0) / ok.length : 0,
    longest: ok.length ? Math.max(...ok) : 0,
    nodes,
  };
}

export function benchStates(m: CubeModule, count: number, seed: number): string[] {
  const states = m.randomStates('3x3x3', seed, count);
  if (!Array.isArray(states)) throw new Error(states.error.message);
  return states;
}

export function runBench(m: CubeModule, request: BenchRequest, now = () => performance.now()): BenchReport {
  let buildMs = -1;
  if (!m.tablesReady('twophase')) {
    const t = now();
    const built = m.buildTables('twophase', undefined);
    if (!built.ok) throw new Error(built.error);
    buildMs = now() - t;
  }
  let t = now();
  const bytes = m.exportTables('twophase');
  const exportMs = now() - t;
  t = now();
  const imported = m.importTables('twophase', bytes);
  const loadMs = now() - t;
  if (!imported.ok) throw new Error(imported.error);

  const states = benchStates(m, request.count, request.seed);
  for (const state of benchStates(m, request.warmup ?? 20, request.seed + 1_000_003)) {
    m.solve({ puzzle: '3x3x3', solver: 'twophase', state });
  }
  const runs: BenchRun[] = [];
  let scrambles: string[] | undefined;
  for (const maxLength of request.maxLengths) {
    const solutions: string[] = [];
    const ms: number[] = [];
    const lengths: number[] = [];
    let nodes = 0;
    for (const state of states) {
      const t0 = now();
      const reply = m.solve({
        puzzle: '3x3x3',
        solver: 'twophase',
        state,
        maxLength,
        timeMs: request.timeMs,
        keepSearching: request.keepSearching,
      });
      ms.push(now() - t0);
      nodes += reply.nodes;
      const sol = reply.status === 'solved' ? reply.solutions[0] : undefined;
      const played = sol ? m.playAlg('3x3x3', sol.moves, state) : undefined;
      lengths.push(played?.ok && played.facelets === SOLVED3 ? sol!.length : -1);
      solutions.push(sol?.moves ?? '');
    }
    runs.push(summarize(maxLength, ms, lengths, nodes));
    if (request.withScrambles && !scrambles) {
      scrambles = solutions.map((moves) => {
        const inverse = m.invertAlg(moves);
        return inverse.ok ? inverse.alg : '';
      });
    }
  }
  return { buildMs, exportMs, loadMs, tableBytes: bytes.byteLength, runs, scrambles };
}

// ---- Table builds and the other solvers ------------------------------------------
// Shared by the Chromium tables worker (web/bench/tables-worker.ts); scripts/bench-wasm.mjs
// --tables does the same in Node. Each build is meant to run in a fresh module (the
// caller makes one per build), so it is the cold first-use build a page visit pays.

/** The table builds measured: the solver, and for "goal" the goal whose tables are built. */
export const TABLE_BUILDS: { name: string; solver: string; goal?: string; puzzle?: AnyPuzzle }[] = [
  { name: 'pocket', solver: 'pocket' },
  { name: 'sliding', solver: 'sliding' },
  { name: 'thistlethwaite', solver: 'thistlethwaite' },
  { name: 'lbl', solver: 'lbl' },
  { name: 'goal cross', solver: 'goal', goal: 'cross' },
  { name: 'goal xcross', solver: 'goal', goal: 'xcross' },
  { name: 'pyraminx', solver: 'pyraminx' },
  { name: 'skewb', solver: 'skewb' },
  { name: 'megaminx', solver: 'megaminx' },
  { name: 'reduction', solver: 'reduction' },
  { name: 'reduction 5x5x5', solver: 'reduction', puzzle: '5x5x5' },
  { name: 'reduction 6x6x6', solver: 'reduction', puzzle: '6x6x6' },
  { name: 'reduction 7x7x7', solver: 'reduction', puzzle: '7x7x7' },
];

export interface TableBuild {
  name: string;
  buildMs: number;
  bytes: number; // exportTables length; 0 for solvers without a byte format
  key: string; // table set name / goal key
  saveMs?: number; // exportTables, with a byte format
  loadMs?: number; // importTables of those bytes into `fresh` (verified, installed), when given
}

/** Builds one set in `m`; with a byte format and a `fresh` module, times its save and load there. */
export function buildOne(m: CubeModule, which: string, now = () => performance.now(), fresh?: CubeModule): TableBuild {
  const b = TABLE_BUILDS.find((x) => x.name === which);
  if (!b) throw new Error(`unknown table build ${which}`);
  const tables = { solver: b.solver, goal: b.goal, puzzle: b.puzzle };
  const key = m.tableKey(tables);
  let t = now();
  const built = m.buildTables(tables, undefined);
  const buildMs = now() - t;
  if (!built.ok) throw new Error(built.error);
  t = now();
  const bytes = m.exportTables(tables);
  const out: TableBuild = { name: b.name, buildMs, bytes: bytes.byteLength, key };
  if (bytes.byteLength === 0) return out;
  out.saveMs = now() - t;
  if (fresh) {
    t = now();
    const loaded = fresh.importTables(tables, bytes);
    out.loadMs = now() - t;
    if (!loaded.ok) throw new Error(`${which}: ${loaded.error}`);
  }
  return out;
}

export const SOLVED2 = 'UUUURRRRFFFFDDDDLLLLBBBB';
export const SLIDING_GOAL = '1 2 3 4 5 6 7 8 0';

/** The cross on D: the four D edges match the D, F, R, B, L centres (URFDLB facelets). */
export function crossOnD(f: string): boolean {
  const d = f[31];
  return (
    [28, 30, 32, 34].every((i) => f[i] === d) &&
    [
      [25, 22],
      [16, 13],
      [43, 40],
      [52, 49],
    ].every(([e, c]) => f[e] === f[c])
  );
}

export interface SolveBench {
  name: string;
  count: number;
  failed: number; // no solution, or the replay does not reach the goal
  meanMs: number;
  medianMs: number;
  p99Ms: number;
  maxMs: number;
  meanLength: number;
  longest: number;
  shortest: number;
  buildMs: number; // tables built before timing (same module)
  batchMeanMs: number; // the timed loop's total / count
  againMeanMs: number; // a second pass over the same states, total / count
}

/**
 * The solve benchmarks: a solver on a puzzle (default its first, from the module's
 * solvers()), the goal it is asked for, and what a reached state must show (default: solved).
 */
export const SOLVE_BENCH_LIST: {
  name: string;
  solver: string;
  puzzle?: AnyPuzzle;
  goal?: string;
  reached?: (state: string) => boolean;
  warmup?: number; // warm-up solves before the timed ones (default solveBench's)
}[] = [
  { name: 'pocket', solver: 'pocket' },
  { name: 'sliding', solver: 'sliding' },
  { name: 'goal cross', solver: 'goal', goal: 'cross', reached: crossOnD },
  { name: 'thistlethwaite', solver: 'thistlethwaite' },
  { name: 'pyraminx', solver: 'pyraminx' },
  { name: 'skewb', solver: 'skewb' },
  { name: 'megaminx', solver: 'megaminx' },
  { name: 'clock', solver: 'clock' },
  { name: 'sq1', solver: 'sq1' },
  { name: 'reduction', solver: 'reduction' }, // the 4x4x4 (randomStates)
  // Solves of a second or more: a few warm-up solves are enough.
  { name: 'reduction 5x5x5', solver: 'reduction', puzzle: '5x5x5', warmup: 2 },
  { name: 'reduction 6x6x6', solver: 'reduction', puzzle: '6x6x6', warmup: 2 },
  { name: 'reduction 7x7x7', solver: 'reduction', puzzle: '7x7x7', warmup: 2 },
];
export const SOLVE_BENCHES = SOLVE_BENCH_LIST.map((b) => b.name);

/** Solves `count` seeded states with one solver, each solution replayed by the module. */
export function solveBench(
  m: CubeModule,
  which: string,
  count: number,
  seed: number,
  warmup = 20,
  now = () => performance.now(),
): SolveBench {
  const bench = SOLVE_BENCH_LIST.find((b) => b.name === which);
  if (!bench) throw new Error(`unknown solve bench ${which}`);
  const { solver, goal } = bench;
  const puzzle = bench.puzzle ?? (m.solvers().find((s) => s.name === solver)?.puzzles[0] as AnyPuzzle | undefined);
  if (!puzzle) throw new Error(`unknown solver ${solver}`);
  // Random states the module makes: boards the default goal is reached from, or cubes.
  const kind = findPuzzle(puzzle)?.view;
  const list = (s: number, n: number): string[] => {
    if (kind === 'board') {
      return Array.from({ length: n }, (_, i) => {
        const r = m.randomSliding(SLIDING_GOAL, s * 100_000 + i);
        if (typeof r !== 'string') throw new Error(r.error.message);
        return r;
      });
    }
    if (kind === 'twisty' || kind === 'dials' || kind === 'sq1') {
      // One seeded random state each (tips twisted at random too).
      return Array.from({ length: n }, (_, i) => {
        const r = m.randomState(puzzle, s * 100_000 + i);
        if (typeof r !== 'string') throw new Error(r.error.message);
        return r;
      });
    }
    const r = m.randomStates(puzzle, s, n);
    if (!Array.isArray(r)) throw new Error(r.error.message);
    return r;
  };
  const states = list(seed, count);
  const warm = list(seed + 1_000_003, warmup);
  // The reply's moves replayed by the module; the state they reach checked.
  const solvedBy = (state: string, moves: string): boolean => {
    if (kind === 'board') {
      const p = m.playSlides(state, moves);
      return p.ok && p.board === SLIDING_GOAL;
    }
    if (kind === 'dials') {
      const p = m.playClock(moves, state);
      return p.ok && p.solved;
    }
    if (kind === 'sq1') {
      const p = m.playSq1(moves, state);
      return p.ok && p.solved;
    }
    const p = m.playAlg(puzzle, moves, state);
    return p.ok && (bench.reached ? bench.reached(p.facelets) : p.facelets === m.solvedState(puzzle));
  };
  // Solvers that take threads search with all of the module's (the app's default).
  const threads = m.solvers().find((s) => s.name === solver)?.takesThreads ? m.threads() : undefined;
  const ask = (state: string) => m.solve({ puzzle, solver, goal, state, ...(threads ? { threads } : {}) });
  let t = now();
  const built = m.buildTables({ puzzle, solver, goal }, undefined);
  const buildMs = now() - t;
  if (!built.ok) throw new Error(built.error);
  for (const state of warm.slice(0, bench.warmup ?? warmup)) ask(state);
  // Timed pass: replies kept, replayed after the loop (so only solve() is timed, and
  // the batch total gives the mean despite a coarse timer: 0.1 ms in a Chromium worker).
  const ms: number[] = [];
  const replies: SolveReply[] = [];
  const t0 = now();
  for (const state of states) {
    t = now();
    replies.push(ask(state));
    ms.push(now() - t);
  }
  const batchMeanMs = (now() - t0) / states.length;
  // Second pass over the same states: steady state once the engine has optimised the
  // code (not for solves of seconds, where it changes nothing but the bench's time).
  const t1 = now();
  if (batchMeanMs < 200) for (const state of states) ask(state);
  const againMeanMs = batchMeanMs < 200 ? (now() - t1) / states.length : batchMeanMs;
  const lengths: number[] = replies.map((reply, i) => {
    const sol = reply.status === 'solved' ? reply.solutions[0] : undefined;
    return sol && solvedBy(states[i], sol.moves) ? sol.length : -1;
  });
  const s = summarize(1_000_000, ms, lengths, 0);
  const ok = lengths.filter((l) => l >= 0);
  return {
    name: which,
    count: s.count,
    failed: s.failed,
    meanMs: s.meanMs,
    medianMs: s.medianMs,
    p99Ms: s.p99Ms,
    maxMs: s.maxMs,
    meanLength: s.meanLength,
    longest: s.longest,
    shortest: ok.length ? Math.min(...ok) : 0,
    buildMs,
    batchMeanMs,
    againMeanMs,
  };
}
