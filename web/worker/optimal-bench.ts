// The optimal solver's benchmark, run where the module runs: in the app's solver worker
// (Chromium: web/bench, scripts/bench-chromium.mjs --solver optimal) and in Node
// (scripts/bench-wasm.mjs --solver optimal loads this file through Vite). Positions of
// known optimal length, then seeded random states (the module's randomStates: the
// states `cubesolver bench --solver optimal --seed S` solves natively), each under a
// time budget; every solution replayed by the module. Figures: time and nodes/s per
// state, grouped by optimal length; a state whose budget ended counts as "not proven"
// with the depth its search reached.
import type { OptimalTable, SolveReply } from './api';
import type { CubeModule } from './core';

export interface OptimalBenchRequest {
  table: OptimalTable;
  count: number; // seeded random states
  seed: number;
  timeMs: number; // budget per state (0: none)
  known?: boolean; // also the positions of known length (default true)
}

export interface OptimalRow {
  name: string; // "checkerboard", "seed 1 #3"
  known?: number; // its known optimal length
  length: number; // -1: failed (no solution, or the replay does not solve)
  proven: boolean; // optimal proven (else the budget ended)
  depth: number; // not proven: the depth the search reached
  ms: number;
  nodes: number;
  nodesPerS: number;
}

export interface OptimalByLength {
  length: number;
  count: number;
  medianMs: number;
  meanMs: number;
  maxMs: number;
  nodesPerS: number; // total nodes / total time
}

export interface OptimalBenchReport {
  table: OptimalTable;
  threads: number; // the module's: 1, or one per core in the threaded build (isolated page)
  buildMs: number; // -1 when the tables were ready (loaded) before
  tableBytes: number;
  rows: OptimalRow[];
  byLength: OptimalByLength[]; // proven random states only
  notProven: number;
}

const SOLVED3 = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';

/** Positions whose optimal length (face turns) is known. */
export const KNOWN_POSITIONS: { name: string; alg: string; length: number }[] = [
  { name: 'checkerboard', alg: 'U2 D2 F2 B2 L2 R2', length: 6 },
  { name: 'six spot', alg: "U D' R L' F B' U D'", length: 8 },
  { name: 'superflip', alg: "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2", length: 20 },
];

function median(sorted: number[]): number {
  const n = sorted.length;
  return n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

export function solveRow(
  m: CubeModule,
  table: OptimalTable,
  name: string,
  state: string,
  timeMs: number,
  now: () => number,
): OptimalRow {
  const t = now();
  const reply: SolveReply = m.solve({
    puzzle: '3x3x3',
    solver: 'optimal',
    table,
    state,
    timeMs: timeMs > 0 ? timeMs : undefined,
    threads: m.threads(),
  });
  const ms = now() - t;
  const sol = reply.status === 'solved' ? reply.solutions[0] : undefined;
  const played = sol ? m.playAlg('3x3x3', sol.moves, state) : undefined;
  const good = !!sol && played?.ok === true && played.facelets === SOLVED3;
  const depth = Number(/depth (\d+)/.exec(reply.message)?.[1] ?? -1);
  return {
    name,
    length: good ? sol!.length : -1,
    proven: good && sol!.optimal,
    depth,
    ms,
    nodes: reply.nodes,
    nodesPerS: ms > 0 ? (reply.nodes * 1000) / ms : 0,
  };
}

export function groupByLength(rows: OptimalRow[]): OptimalByLength[] {
  const groups = new Map<number, OptimalRow[]>();
  for (const r of rows) if (r.proven) groups.set(r.length, [...(groups.get(r.length) ?? []), r]);
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([length, rs]) => {
      const ms = rs.map((r) => r.ms).sort((a, b) => a - b);
      const total = ms.reduce((a, b) => a + b, 0);
      const nodes = rs.reduce((a, r) => a + r.nodes, 0);
      return {
        length,
        count: rs.length,
        medianMs: median(ms),
        meanMs: total / rs.length,
        maxMs: ms[ms.length - 1],
        nodesPerS: total > 0 ? (nodes * 1000) / total : 0,
      };
    });
}

export function runOptimalBench(
  m: CubeModule,
  request: OptimalBenchRequest,
  now = () => performance.now(),
): OptimalBenchReport {
  const tables = { puzzle: '3x3x3', solver: 'optimal', table: request.table };
  let buildMs = -1;
  if (!m.tablesReady(tables)) {
    const t = now();
    const built = m.buildTables(tables, undefined);
    if (!built.ok) throw new Error(built.error);
    buildMs = now() - t;
  }
  const opened = m.exportOpen(tables);
  m.exportClose();
  // The tables of the solvers it uses (two-phase: the search's first bound) outside the timings.
  for (const other of m.solvers().find((s) => s.name === tables.solver)?.usesTablesOf ?? []) {
    const ready = m.buildTables(other, undefined);
    if (!ready.ok) throw new Error(ready.error);
  }
  const rows: OptimalRow[] = [];
  if (request.known !== false) {
    for (const k of KNOWN_POSITIONS) {
      const played = m.playAlg('3x3x3', k.alg, '');
      if (!played.ok) throw new Error(`${k.name}: ${played.error.message}`);
      rows.push({ ...solveRow(m, request.table, k.name, played.facelets, request.timeMs, now), known: k.length });
    }
  }
  const states = m.randomStates('3x3x3', request.seed, request.count);
  if (!Array.isArray(states)) throw new Error(states.error.message);
  const random = states.map((s, i) =>
    solveRow(m, request.table, `seed ${request.seed} #${i + 1}`, s, request.timeMs, now),
  );
  rows.push(...random);
  return {
    table: request.table,
    threads: m.threads(),
    buildMs,
    tableBytes: opened.ok ? opened.bytes : 0,
    rows,
    byLength: groupByLength(random),
    notProven: random.filter((r) => !r.proven).length,
  };
}

/** The report as lines of text (both bench scripts print it). */
export function formatOptimalReport(r: OptimalBenchReport): string[] {
  const f = (x: number, d = 1) => x.toFixed(d);
  const rate = (x: number) => `${f(x / 1e6, 2)}M nodes/s`;
  const threads = r.threads > 1 ? `, ${r.threads} threads` : '';
  const lines = [
    `optimal, ${r.table} table (${r.tableBytes} bytes)${threads}: build ${r.buildMs < 0 ? 'ready before' : `${f(r.buildMs)} ms`}`,
  ];
  for (const row of r.rows) {
    const what =
      row.length < 0
        ? 'FAILED'
        : row.proven
          ? `${row.length} moves, proven`
          : `${row.length} moves, not proven (depth ${row.depth} reached)`;
    lines.push(
      `  ${row.name.padEnd(16)} ${row.known ? `known ${row.known}: ` : ''}${what}  ${f(row.ms)} ms  ${row.nodes} nodes  ${rate(row.nodesPerS)}`,
    );
  }
  for (const g of r.byLength) {
    lines.push(
      `  random, optimal length ${g.length}: ${g.count} states, median ${f(g.medianMs)} ms, mean ${f(g.meanMs)} ms, max ${f(g.maxMs)} ms, ${rate(g.nodesPerS)}`,
    );
  }
  lines.push(`  random states not proven within the budget: ${r.notProven}`);
  return lines;
}
