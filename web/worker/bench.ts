// The two-phase benchmark, run inside the worker (so postMessage is not timed): table
// build, load from bytes, then seeded random states solved at each max length, each
// solution verified by applying it. The states are the module's randomStates(seed,
// count): the very states `cubesolver bench --solver twophase --seed S --count N`
// solves natively, and scripts/bench-wasm.mjs in Node.
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
