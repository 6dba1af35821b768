#!/usr/bin/env node
// Two-phase benchmark of the WASM module in Node (build/wasm/cubesolver-node.cjs), and
// side by side in the same run the npm package `cubing` (experimentalSolve3x3x3IgnoringCenters,
// a JavaScript min2phase) on the very same states.
//
//   node scripts/bench-wasm.mjs [--count 1000] [--seed 1] [--max 20,21] [--effort-ms T]
//                               [--no-cubing] [--json]
//   node scripts/bench-wasm.mjs --tables [--count 1000] [--seed 1] [--repeat 1] [--only pyraminx,skewb] [--json]
//   node scripts/bench-wasm.mjs --solver optimal [--table small|medium|large|xlarge] [--count 20] [--seed 1]
//                               [--time-ms 60000] [--no-known] [--json]
//
// Every mode runs web/ TypeScript loaded through Vite, the very code the Chromium
// benchmark runs (scripts/bench-chromium.mjs): web/worker/bench.ts, web/worker/
// optimal-bench.ts, web/bench/cubing.ts.
//
// Two-phase (runBench): the tables built in a fresh module, exported and loaded back
// from the bytes (verification included); the module's randomStates(seed, count) — the
// states `cubesolver bench --solver twophase --seed S --count N` solves natively —
// solved at each max length after 20 warm-up solves, every solution replayed; mean /
// median / p99 / max time per solve and mean length. cubing gets each state as the
// inverse of our first run's solution; its first call (its table build) is timed on
// its own, five of the states warm it up, its solutions are replayed by our playAlg.
//
// --solver optimal: the table built in a fresh module, the positions of known length,
// then `--count` seeded random states, each under the `--time-ms` budget, every
// solution replayed; times by optimal length.
//
// --tables: instead of the two-phase run, the other solvers (buildOne / solveBench):
// each table build (pocket, sliding, thistlethwaite, lbl, goal cross, goal xcross, pyraminx, skewb,
// reduction 4x4x4 and 5x5x5) in a fresh module, with its bytes (exportTables) and, with a byte
// format, their save and their load into another fresh module; then per solver, in one more fresh
// module, the tables built and `--count` seeded states solved, each solution replayed
// by the module (playAlg / playSlides) and failures counted: pocket (randomStates
// 2x2x2), sliding (randomSliding, seeds S*100000+i), goal cross and thistlethwaite
// (randomStates 3x3x3).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { benchOptions } from './bench-options.mjs';

const USAGE = `usage:
  node scripts/bench-wasm.mjs [--count 1000] [--seed 1] [--max 20,21] [--effort-ms T]
                              [--no-cubing] [--json]
  node scripts/bench-wasm.mjs --tables [--count 1000] [--seed 1] [--repeat 1] [--only pyraminx,skewb] [--json]
  node scripts/bench-wasm.mjs --solver optimal [--table small|medium|large|xlarge] [--count 20] [--seed 1]
                              [--time-ms 60000] [--no-known] [--json]`;

const root = fileURLToPath(new URL('../', import.meta.url));
const require = createRequire(import.meta.url);

/** Loads web/ TypeScript modules through Vite, so Node runs the very code the Chromium benchmark runs. */
async function withSources(fn) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false },
    optimizeDeps: { noDiscovery: true, entries: [] },
  });
  try {
    return await fn((path) => vite.ssrLoadModule(path));
  } finally {
    await vite.close();
  }
}

async function main() {
  const opts = benchOptions(process.argv.slice(2), USAGE, { 'effort-ms': { type: 'string', default: '0' } });
  opts.effortMs = Number(opts.values['effort-ms']);
  const factory = require(`${root}build/wasm/cubesolver-node.cjs`);
  await withSources(async (load) => {
    if (opts.tables) return tablesMode(factory, opts, await load('/web/worker/bench.ts'));
    if (opts.solver === 'optimal') return optimalMode(factory, opts, await load('/web/worker/optimal-bench.ts'));
    return twophaseMode(factory, opts, await load('/web/worker/bench.ts'), load);
  });
}

// ---- Two-phase (web/worker/bench.ts runBench) and cubing (web/bench/cubing.ts) ------

async function twophaseMode(factory, opts, bench, load) {
  const m = await factory();
  const { scrambles, ...wasm } = bench.runBench(m, {
    count: opts.count,
    seed: opts.seed,
    maxLengths: opts.max,
    withScrambles: opts.cubing,
  });
  wasm.effort = null;
  if (opts.effortMs > 0) {
    // Same module, already warmed up by the run above.
    const request = {
      count: opts.count,
      seed: opts.seed,
      maxLengths: [20],
      timeMs: opts.effortMs,
      keepSearching: true,
      warmup: 0,
    };
    wasm.effort = { ...bench.runBench(m, request).runs[0], budgetMs: opts.effortMs };
  }
  let cubing = null;
  if (opts.cubing) {
    const { cubingFigures } = await load('/web/bench/cubing.ts');
    cubing = await cubingFigures(scrambles, scrambles.slice(0, 5).reverse(), (scramble, text) => {
      const played = m.playAlg('3x3x3', `${scramble} ${text}`, '');
      return played.ok && played.facelets === bench.SOLVED3;
    });
    cubing.version = JSON.parse(readFileSync(`${root}node_modules/cubing/package.json`, 'utf8')).version;
  }
  const report = { wasm, cubing, count: opts.count, seed: opts.seed, node: process.version };
  if (cubing) {
    const ratio = (max) => {
      const run = wasm.runs.find((r) => r.maxLength === max);
      return run ? cubing.meanMs / run.meanMs : null;
    };
    report.ratio = { cubingOverWasm20: ratio(20), cubingOverWasm21: ratio(21) };
  }

  if (opts.json) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  const f = (x, d = 3) => x.toFixed(d);
  console.log(`WASM in Node ${process.version}: ${opts.count} random states, seed ${opts.seed}`);
  console.log(
    `tables: build ${f(wasm.buildMs, 1)} ms, export ${f(wasm.exportMs, 2)} ms, load from bytes ${f(wasm.loadMs, 2)} ms, ${wasm.tableBytes} bytes`,
  );
  const row = (name, r) =>
    console.log(
      `${name.padEnd(22)} mean ${f(r.meanMs).padStart(8)} ms  median ${f(r.medianMs).padStart(8)}  p99 ${f(r.p99Ms).padStart(8)}  max ${f(r.maxMs).padStart(9)}  length ${f(r.meanLength, 2)} (max ${r.longest})  solved ${r.solved}/${r.count}, failed ${r.failed}`,
    );
  for (const r of wasm.runs) {
    row(`wasm max length ${r.maxLength}`, r);
    console.log(`${''.padEnd(22)} search nodes ${r.nodes} (the native bench's count for the same states and settings)`);
  }
  if (wasm.effort) row(`wasm effort ${wasm.effort.budgetMs} ms`, wasm.effort);
  if (cubing) {
    row(`cubing ${cubing.version}`, cubing);
    console.log(`cubing first call (its tables): ${f(cubing.firstCallMs, 1)} ms`);
    console.log(
      `ratio cubing / wasm mean time: ${f(report.ratio.cubingOverWasm20, 2)}x at max length 20` +
        (report.ratio.cubingOverWasm21 ? `, ${f(report.ratio.cubingOverWasm21, 2)}x at 21` : ''),
    );
  }
}

// ---- --tables: table builds and the other solvers (web/worker/bench.ts) -------------

/** --only a,b: just these builds and solvers (e.g. pyraminx,skewb). */
function wanted(opts, name) {
  return !opts.only || opts.only.includes(name);
}

async function tablesMode(factory, opts, bench) {
  process.setMaxListeners(0); // each fresh module adds its process listeners
  const builds = [];
  for (let r = 0; r < opts.repeat; r++) {
    for (const b of bench.TABLE_BUILDS)
      if (wanted(opts, b.name)) builds.push(bench.buildOne(await factory(), b.name, undefined, await factory()));
  }
  const solves = [];
  for (const which of bench.SOLVE_BENCHES)
    if (wanted(opts, which)) solves.push(bench.solveBench(await factory(), which, opts.count, opts.seed));
  if (opts.json) {
    console.log(JSON.stringify({ builds, solves, count: opts.count, seed: opts.seed, node: process.version }, null, 2));
    return;
  }
  const f = (x, d = 3) => x.toFixed(d);
  console.log(
    `WASM in Node ${process.version} (fresh module each): tables, then ${opts.count} states, seed ${opts.seed}`,
  );
  for (const b of builds) {
    console.log(
      `build ${b.name.padEnd(15)} ${f(b.buildMs, 1).padStart(8)} ms  ${String(b.bytes).padStart(9)} bytes  (${b.key || 'no byte format'})` +
        (b.loadMs === undefined ? '' : `  save ${f(b.saveMs, 1)} ms, load into a fresh module ${f(b.loadMs, 1)} ms`),
    );
  }
  for (const r of solves) {
    console.log(
      `solve ${r.name.padEnd(15)} mean ${f(r.batchMeanMs, 4)} ms (${f(r.batchMeanMs * 1000, 1)} µs; second pass ${f(r.againMeanMs * 1000, 1)} µs)  median ${f(r.medianMs, 4)}  p99 ${f(r.p99Ms, 3)}  max ${f(r.maxMs, 3)}  ` +
        `length mean ${f(r.meanLength, 2)} (${r.shortest}-${r.longest})  failed ${r.failed}/${r.count}  (tables ${f(r.buildMs, 1)} ms)`,
    );
  }
}

// ---- --solver optimal (web/worker/optimal-bench.ts) --------------------------------

async function optimalMode(factory, opts, optimal) {
  const report = optimal.runOptimalBench(await factory(), {
    table: opts.table,
    count: opts.count,
    seed: opts.seed,
    timeMs: opts.timeMs,
    known: opts.known,
  });
  report.node = process.version;
  if (opts.json) console.log(JSON.stringify(report, null, 2));
  else {
    console.log(
      `WASM in Node ${process.version}: ${opts.count} random states, seed ${opts.seed}, budget ${opts.timeMs} ms`,
    );
    for (const line of optimal.formatOptimalReport(report)) console.log(line);
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(`bench-wasm: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  },
);
