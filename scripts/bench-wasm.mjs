#!/usr/bin/env node
// Two-phase benchmark of the WASM module in Node (build/wasm/cubesolver-node.cjs), and
// side by side in the same run the npm package `cubing` (experimentalSolve3x3x3IgnoringCenters,
// a JavaScript min2phase) on the very same states.
//
//   node scripts/bench-wasm.mjs [--count 1000] [--seed 1] [--max 20,21] [--effort-ms T]
//                               [--no-cubing] [--json]
//   node scripts/bench-wasm.mjs --tables [--count 1000] [--seed 1] [--repeat 1] [--json]
//   node scripts/bench-wasm.mjs --solver optimal [--table small|large] [--count 20] [--seed 1]
//                               [--time-ms 60000] [--no-known] [--json]
//
// --solver optimal: the optimal solver (web/worker/optimal-bench.ts, loaded through
// Vite so Node and Chromium run the very same code): the table built in a fresh
// module, the positions of known length, then `--count` seeded random states, each
// under the `--time-ms` budget, every solution replayed; times by optimal length.
//
// --tables: instead of the two-phase run, the other solvers (the same steps as
// web/worker/bench.ts buildOne / solveBench, which the Chromium run uses): each table
// build (pocket, sliding, thistlethwaite, lbl, goal cross, goal xcross) in a fresh
// module, with its bytes (exportTables); then per solver, in one more fresh module, the
// tables built and `--count` seeded states solved, each solution replayed by the module
// (playAlg / playSlides) and failures counted: pocket (randomStates 2x2x2), sliding
// (randomSliding, seeds S*100000+i), goal cross and thistlethwaite (randomStates 3x3x3).
//
// States: the module's randomStates(seed, count) — one generator seeded with S, the
// states `cubesolver bench --solver twophase --seed S --count N` solves natively.
// Figures: table build (fresh module), export, load from bytes (a second fresh module,
// verification included), table bytes; per max length the mean / median / p99 / max
// time per solve and the mean length, every solution verified by playing it on its
// state. Before timing, 20 solves of other states warm up the JIT (both solvers).
// cubing gets each state as the inverse of our solution (applied to its solved
// pattern); its first call (its table build) is timed on its own; its solutions are
// verified with our playAlg.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = fileURLToPath(new URL('../', import.meta.url));
const require = createRequire(import.meta.url);

const SOLVED3 = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';
const WARMUP = 20;

function parseArgs(argv) {
  const o = { count: 1000, seed: 1, max: [20, 21], effortMs: 0, cubing: true, json: false, tables: false, repeat: 1,
    solver: 'twophase', table: 'small', timeMs: 60000, known: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--count') o.count = Number(next());
    else if (a === '--seed') o.seed = Number(next());
    else if (a === '--max') o.max = next().split(',').map(Number);
    else if (a === '--effort-ms') o.effortMs = Number(next());
    else if (a === '--no-cubing') o.cubing = false;
    else if (a === '--tables') o.tables = true;
    else if (a === '--repeat') o.repeat = Number(next());
    else if (a === '--json') o.json = true;
    else if (a === '--solver') o.solver = next();
    else if (a === '--table') o.table = next();
    else if (a === '--time-ms') o.timeMs = Number(next());
    else if (a === '--no-known') o.known = false;
    else if (a === '--help' || a === '-h') {
      console.log('usage: node scripts/bench-wasm.mjs [--count N] [--seed S] [--max 20,21] [--effort-ms T] [--no-cubing] [--json]');
      process.exit(0);
    } else throw new Error(`unknown argument ${a}`);
  }
  if (!Number.isInteger(o.count) || o.count < 0) throw new Error('--count must be a whole number');
  if (o.solver !== 'twophase' && o.solver !== 'optimal') throw new Error(`--solver: twophase or optimal, not ${o.solver}`);
  if (o.table !== 'small' && o.table !== 'large') throw new Error(`--table: small or large, not ${o.table}`);
  return o;
}

/** Same statistics as web/worker/bench.ts (and the native bench). */
function summarize(maxLength, ms, lengths, nodes = 0) {
  const sorted = [...ms].sort((a, b) => a - b);
  const n = sorted.length;
  const total = sorted.reduce((a, b) => a + b, 0);
  const ok = lengths.filter((l) => l >= 0);
  return {
    maxLength,
    count: n,
    solved: lengths.filter((l) => l >= 0 && (maxLength === null || l <= maxLength)).length,
    failed: lengths.filter((l) => l < 0).length,
    meanMs: total / n,
    medianMs: n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2,
    p99Ms: sorted[Math.min(n - 1, Math.ceil(0.99 * n) - 1)],
    maxMs: sorted[n - 1],
    totalMs: total,
    meanLength: ok.length ? ok.reduce((a, b) => a + b, 0) / ok.length : 0,
    longest: ok.length ? Math.max(...ok) : 0,
    nodes,
  };
}

function check(result, what) {
  if (result && result.ok === false) throw new Error(`${what}: ${typeof result.error === 'string' ? result.error : result.error.message}`);
  return result;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const factory = require(`${root}build/wasm/cubesolver-node.cjs`);
  if (opts.tables) return tablesMode(factory, opts);
  if (opts.solver === 'optimal') return optimalMode(factory, opts);

  // Tables: build in a fresh module, export, load from bytes in another fresh module.
  const m = await factory();
  let t = performance.now();
  check(m.buildTables('twophase', undefined), 'buildTables');
  const buildMs = performance.now() - t;
  t = performance.now();
  const bytes = m.exportTables('twophase');
  const exportMs = performance.now() - t;
  const loader = await factory();
  t = performance.now();
  check(loader.importTables('twophase', bytes), 'importTables');
  const loadMs = performance.now() - t;

  const states = m.randomStates('3x3x3', opts.seed, opts.count);
  check(states, 'randomStates');
  const warm = m.randomStates('3x3x3', opts.seed + 1_000_003, WARMUP);
  for (const state of warm) m.solve({ puzzle: '3x3x3', solver: 'twophase', state });

  const solveRun = (maxLength, extra = {}) => {
    const ms = [];
    const lengths = [];
    const solutions = [];
    let nodes = 0;
    for (const state of states) {
      const t0 = performance.now();
      const r = m.solve({ puzzle: '3x3x3', solver: 'twophase', state, maxLength, ...extra });
      ms.push(performance.now() - t0);
      nodes += r.nodes;
      const sol = r.status === 'solved' ? r.solutions[0] : undefined;
      const played = sol ? m.playAlg('3x3x3', sol.moves, state) : undefined;
      const good = played?.ok && played.facelets === SOLVED3;
      lengths.push(good ? sol.length : -1);
      solutions.push(good ? sol.moves : '');
    }
    return { summary: summarize(maxLength, ms, lengths, nodes), solutions };
  };

  const runs = [];
  let solutions20 = null;
  for (const maxLength of opts.max) {
    const r = solveRun(maxLength);
    runs.push(r.summary);
    if (!solutions20 || maxLength === 20) solutions20 = r.solutions;
  }
  let effort = null;
  if (opts.effortMs > 0) {
    effort = solveRun(20, { timeMs: opts.effortMs, keepSearching: true }).summary;
    effort.budgetMs = opts.effortMs;
  }

  let cubing = null;
  if (opts.cubing) {
    const { experimentalSolve3x3x3IgnoringCenters } = await import('cubing/search');
    const { cube3x3x3 } = await import('cubing/puzzles');
    const { Alg } = await import('cubing/alg');
    const kpuzzle = await cube3x3x3.kpuzzle();
    const patternOf = (scramble) => kpuzzle.defaultPattern().applyAlg(new Alg(scramble));
    const scrambleOf = (solution) => check(m.invertAlg(solution), 'invertAlg').alg;
    // First call: cubing builds its tables.
    t = performance.now();
    await experimentalSolve3x3x3IgnoringCenters(patternOf("R U R' U' F2 D L2"));
    const firstMs = performance.now() - t;
    for (let i = 0; i < WARMUP; i++) {
      const r = m.solve({ puzzle: '3x3x3', solver: 'twophase', state: warm[i] });
      await experimentalSolve3x3x3IgnoringCenters(patternOf(scrambleOf(r.solutions[0].moves)));
    }
    const ms = [];
    const lengths = [];
    for (let i = 0; i < states.length; i++) {
      const pattern = patternOf(scrambleOf(solutions20[i]));
      const t0 = performance.now();
      const alg = await experimentalSolve3x3x3IgnoringCenters(pattern);
      ms.push(performance.now() - t0);
      const text = alg.toString();
      const played = m.playAlg('3x3x3', text, states[i]);
      const good = played.ok && played.facelets === SOLVED3;
      lengths.push(good ? text.split(/\s+/).filter(Boolean).length : -1);
    }
    cubing = { ...summarize(null, ms, lengths), firstCallMs: firstMs };
    const pkg = JSON.parse(readFileSync(`${root}node_modules/cubing/package.json`, 'utf8'));
    cubing.version = pkg.version;
  }

  const report = {
    wasm: { buildMs, exportMs, loadMs, tableBytes: bytes.byteLength, runs, effort },
    cubing,
    count: opts.count,
    seed: opts.seed,
    node: process.version,
  };
  if (cubing) {
    const at20 = runs.find((r) => r.maxLength === 20);
    const at21 = runs.find((r) => r.maxLength === 21);
    report.ratio = {
      cubingOverWasm20: at20 ? cubing.meanMs / at20.meanMs : null,
      cubingOverWasm21: at21 ? cubing.meanMs / at21.meanMs : null,
    };
  }

  if (opts.json) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  const f = (x, d = 3) => x.toFixed(d);
  console.log(`WASM in Node ${process.version}: ${opts.count} random states, seed ${opts.seed}`);
  console.log(`tables: build ${f(buildMs, 1)} ms, export ${f(exportMs, 2)} ms, load from bytes ${f(loadMs, 2)} ms, ${bytes.byteLength} bytes`);
  const row = (name, r) =>
    console.log(
      `${name.padEnd(22)} mean ${f(r.meanMs).padStart(8)} ms  median ${f(r.medianMs).padStart(8)}  p99 ${f(r.p99Ms).padStart(8)}  max ${f(r.maxMs).padStart(9)}  length ${f(r.meanLength, 2)} (max ${r.longest})  solved ${r.solved}/${r.count}, failed ${r.failed}`,
    );
  for (const r of runs) {
    row(`wasm max length ${r.maxLength}`, r);
    console.log(`${''.padEnd(22)} search nodes ${r.nodes} (the native bench's count for the same states and settings)`);
  }
  if (effort) row(`wasm effort ${effort.budgetMs} ms`, effort);
  if (cubing) {
    row(`cubing ${cubing.version}`, cubing);
    console.log(`cubing first call (its tables): ${f(cubing.firstCallMs, 1)} ms`);
    console.log(
      `ratio cubing / wasm mean time: ${f(report.ratio.cubingOverWasm20, 2)}x at max length 20` +
        (report.ratio.cubingOverWasm21 ? `, ${f(report.ratio.cubingOverWasm21, 2)}x at 21` : ''),
    );
  }
}

// ---- --tables: table builds and the other solvers (mirrors web/worker/bench.ts) ------

const TABLE_BUILDS = [
  { name: 'pocket', solver: 'pocket' },
  { name: 'sliding', solver: 'sliding' },
  { name: 'thistlethwaite', solver: 'thistlethwaite' },
  { name: 'lbl', solver: 'lbl' },
  { name: 'goal cross', solver: 'goal', goal: 'cross' },
  { name: 'goal xcross', solver: 'goal', goal: 'xcross' },
];
const SOLVED2 = 'UUUURRRRFFFFDDDDLLLLBBBB';
const SLIDING_GOAL = '1 2 3 4 5 6 7 8 0';
const crossOnD = (f) =>
  [28, 30, 32, 34].every((i) => f[i] === f[31]) &&
  [[25, 22], [16, 13], [43, 40], [52, 49]].every(([e, c]) => f[e] === f[c]);

function buildOne(m, b) {
  const key = b.goal ? m.tableKey({ puzzle: '3x3x3', solver: 'goal', goal: b.goal }) : m.tableSetName(b.solver);
  const t = performance.now();
  check(m.buildTables(b.solver, undefined), `buildTables ${b.name}`);
  const buildMs = performance.now() - t;
  return { name: b.name, buildMs, bytes: m.exportTables(b.solver).byteLength, key };
}

function solveBench(m, which, count, seed) {
  const now = () => performance.now();
  const list = (p, s, n) => check(m.randomStates(p, s, n), 'randomStates');
  const boards = (s, n) => Array.from({ length: n }, (_, i) => m.randomSliding(SLIDING_GOAL, s * 100_000 + i));
  let puzzle, solver, goal, states, warm, solvedBy;
  if (which === 'pocket') {
    [puzzle, solver] = ['2x2x2', 'pocket'];
    states = list('2x2x2', seed, count);
    warm = list('2x2x2', seed + 1_000_003, WARMUP);
    solvedBy = (s, moves) => {
      const p = m.playAlg('2x2x2', moves, s);
      return p.ok && p.facelets === SOLVED2;
    };
  } else if (which === 'sliding') {
    [puzzle, solver] = ['8puzzle', 'sliding'];
    states = boards(seed, count);
    warm = boards(seed + 1_000_003, WARMUP);
    solvedBy = (s, moves) => {
      const p = m.playSlides(s, moves);
      return p.ok && p.board === SLIDING_GOAL;
    };
  } else {
    puzzle = '3x3x3';
    solver = which === 'goal cross' ? 'goal' : 'thistlethwaite';
    goal = which === 'goal cross' ? 'cross' : undefined;
    states = list('3x3x3', seed, count);
    warm = list('3x3x3', seed + 1_000_003, WARMUP);
    solvedBy = (s, moves) => {
      const p = m.playAlg('3x3x3', moves, s);
      return p.ok && (goal ? crossOnD(p.facelets) : p.facelets === SOLVED3);
    };
  }
  if (goal) m.tableKey({ puzzle, solver, goal });
  let t = performance.now();
  check(m.buildTables(solver, undefined), `buildTables ${which}`);
  const buildMs = performance.now() - t;
  for (const state of warm) m.solve({ puzzle, solver, goal, state });
  // Timed pass: replies kept, replayed after the loop (so only solve() is timed, and
  // the batch total gives the mean despite a coarse timer: 0.1 ms in a Chromium worker).
  const ms = [];
  const replies = [];
  const t0 = now();
  for (const state of states) {
    t = now();
    replies.push(m.solve({ puzzle, solver, goal, state }));
    ms.push(now() - t);
  }
  const batchMeanMs = (now() - t0) / states.length;
  // Second pass over the same states: steady state once the engine has optimised the code.
  const t1 = now();
  for (const state of states) m.solve({ puzzle, solver, goal, state });
  const againMeanMs = (now() - t1) / states.length;
  const lengths = replies.map((reply, i) => {
    const sol = reply.status === 'solved' ? reply.solutions[0] : undefined;
    return sol && solvedBy(states[i], sol.moves) ? sol.length : -1;
  });
  const s = summarize(null, ms, lengths);
  const ok = lengths.filter((l) => l >= 0);
  return { name: which, ...s, shortest: ok.length ? Math.min(...ok) : 0, buildMs, batchMeanMs, againMeanMs };
}

async function tablesMode(factory, opts) {
  process.setMaxListeners(0); // each fresh module adds its process listeners
  const builds = [];
  for (let r = 0; r < opts.repeat; r++) {
    for (const b of TABLE_BUILDS) builds.push(buildOne(await factory(), b));
  }
  const solves = [];
  for (const which of ['pocket', 'sliding', 'goal cross', 'thistlethwaite']) {
    solves.push(solveBench(await factory(), which, opts.count, opts.seed));
  }
  if (opts.json) {
    console.log(JSON.stringify({ builds, solves, count: opts.count, seed: opts.seed, node: process.version }, null, 2));
    return;
  }
  const f = (x, d = 3) => x.toFixed(d);
  console.log(`WASM in Node ${process.version} (fresh module each): tables, then ${opts.count} states, seed ${opts.seed}`);
  for (const b of builds) {
    console.log(`build ${b.name.padEnd(15)} ${f(b.buildMs, 1).padStart(8)} ms  ${String(b.bytes).padStart(9)} bytes  (${b.key || 'no byte format'})`);
  }
  for (const r of solves) {
    console.log(
      `solve ${r.name.padEnd(15)} mean ${f(r.batchMeanMs, 4)} ms (${f(r.batchMeanMs * 1000, 1)} µs; second pass ${f(r.againMeanMs * 1000, 1)} µs)  median ${f(r.medianMs, 4)}  p99 ${f(r.p99Ms, 3)}  max ${f(r.maxMs, 3)}  ` +
        `length mean ${f(r.meanLength, 2)} (${r.shortest}-${r.longest})  failed ${r.failed}/${r.count}  (tables ${f(r.buildMs, 1)} ms)`,
    );
  }
}

// ---- --solver optimal (web/worker/optimal-bench.ts, the same code as in Chromium) ----

async function optimalMode(factory, opts) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false },
    optimizeDeps: { noDiscovery: true, entries: [] },
  });
  try {
    const { runOptimalBench, formatOptimalReport } = await vite.ssrLoadModule('/web/worker/optimal-bench.ts');
    const report = runOptimalBench(await factory(), {
      table: opts.table,
      count: opts.count,
      seed: opts.seed,
      timeMs: opts.timeMs,
      known: opts.known,
    });
    report.node = process.version;
    if (opts.json) console.log(JSON.stringify(report, null, 2));
    else {
      console.log(`WASM in Node ${process.version}: ${opts.count} random states, seed ${opts.seed}, budget ${opts.timeMs} ms`);
      for (const line of formatOptimalReport(report)) console.log(line);
    }
  } finally {
    await vite.close();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(`bench-wasm: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  },
);
