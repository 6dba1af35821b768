#!/usr/bin/env node
// Two-phase benchmark of the WASM module in Chromium. The benchmark page
// (web/bench/index.html: web/worker/bench.ts inside the app's own solver worker, and
// the npm package `cubing` on the same states) is built with Vite into build/bench-dist
// (the app's dist/ stays as it is), served by a tiny static server on a free local
// port, and run in Debian's Chromium driven by playwright-core (never a downloaded
// browser). Same states and figures as scripts/bench-wasm.mjs (Node), plus the
// IndexedDB path: prepare() building and storing the tables in one worker, loading
// and verifying them in a fresh one. Needs build/wasm (bash scripts/setup.sh).
//
//   node scripts/bench-chromium.mjs [--count 1000] [--seed 1] [--max 20,21] [--no-cubing] [--json]
//   node scripts/bench-chromium.mjs --tables [--count 1000] [--seed 1] [--repeat 1] [--only pyraminx,skewb] [--json]
//   node scripts/bench-chromium.mjs --solver optimal [--table small|medium|large|xlarge] [--count 20] [--seed 1]
//                                   [--time-ms 60000] [--no-known] [--isolated] [--json]
//                                   [--table-file FILE] [--reserve-mib N] [--persistent]
//
// --solver optimal: the optimal solver in the app's solver worker: prepare() with an
// empty cache (table build, then the chunks stored in IndexedDB), prepare() in a fresh
// worker (chunks read, checked and installed), then web/worker/optimal-bench.ts there
// (the code scripts/bench-wasm.mjs --solver optimal runs in Node). --isolated serves the
// page cross-origin isolated, as the app is: the threaded build, one thread per core.
// --table-file: the first worker downloads that prebuilt file (`cubesolver tables`,
// served beside the page as the app's host would) instead of building the table.
// --reserve-mib: each worker's module first takes N MiB of its memory, never touched
// (web/worker/reserve-memory.ts), so the tables lie above it: with N >= 2048 the
// download, the store, the cache load and the searches all run above 2 GiB.
// --persistent: a profile on disk instead of Playwright's off-the-record context, whose
// IndexedDB refuses ~1.3 GB (so the xlarge table, 2.01 GB, is stored only with it).
//
// --cache SOLVER [--puzzle P]: only the IndexedDB path, for that solver's tables (its
// default set, or the puzzle's): prepare() building and storing them in one solver
// worker, then prepare() loading them in a fresh one; each worker's module memory
// before and after (WASM memory never shrinks: the peak).
//
// --tables: instead of the two-phase run, the other solvers (web/bench/tables-worker.ts
// over web/worker/bench.ts): each table build (pocket, sliding, thistlethwaite, lbl, goal
// cross, goal xcross, pyraminx, skewb, reduction: the 4x4x4) in a fresh worker with its own module, so it is a cold first-use
// build, with its bytes (exportTables) and, with a byte format, their save and their load
// into a second module (what a later visit's cache load verifies and installs); then per solver, in one more fresh worker, the
// tables built and `--count` seeded states solved, each solution replayed by the module
// (playAlg / playSlides) and failures counted: pocket (randomStates 2x2x2), sliding
// (randomSliding, seeds S*100000+i), goal cross and thistlethwaite (randomStates 3x3x3),
// pyraminx and skewb (randomState), reduction (randomStates 4x4x4; `--only reduction
// --count 100`: a 4x4x4 solve takes milliseconds, not microseconds).
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { benchOptions } from './bench-options.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const USAGE = `usage:
  node scripts/bench-chromium.mjs [--count 1000] [--seed 1] [--max 20,21] [--no-cubing] [--json]
  node scripts/bench-chromium.mjs --tables [--count 1000] [--seed 1] [--repeat 1] [--only pyraminx,skewb] [--json]
  node scripts/bench-chromium.mjs --solver optimal [--table small|medium|large|xlarge] [--count 20] [--seed 1]
                                  [--time-ms 60000] [--no-known] [--isolated] [--json]
                                  [--table-file FILE] [--reserve-mib N] [--persistent]
  node scripts/bench-chromium.mjs --cache SOLVER [--puzzle P]`;

const root = fileURLToPath(new URL('../', import.meta.url));
const dist = join(root, 'build/bench-dist');
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
};

// What the app's server sends (vite.config.ts): the worker then runs the threaded build.
const ISOLATED = { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' };

/** Where a prebuilt table file given with --table-file is served. */
const tableUrl = (file) => `/tables/${basename(file)}`;

/**
 * Serves dist/ on 127.0.0.1 at a free port; `isolated`: cross-origin isolated;
 * `tableFile`: also that file at tableUrl(tableFile).
 */
function serve(isolated, tableFile) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = tableFile && path === tableUrl(tableFile) ? tableFile : normalize(join(dist, path));
    if (file !== tableFile && !file.startsWith(dist)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': statSync(file).size,
      ...(isolated ? ISOLATED : {}),
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function main() {
  const opts = benchOptions(process.argv.slice(2), USAGE, {
    isolated: { type: 'boolean', default: false },
    'table-file': { type: 'string' },
    'reserve-mib': { type: 'string', default: '0' },
    persistent: { type: 'boolean', default: false },
    cache: { type: 'string' },
    puzzle: { type: 'string' },
  });
  opts.persistent = opts.values.persistent;
  opts.isolated = opts.values.isolated;
  opts.tableFile = opts.values['table-file'] ? resolve(opts.values['table-file']) : undefined;
  if (opts.tableFile && !existsSync(opts.tableFile)) throw new Error(`--table-file: no file ${opts.tableFile}`);
  opts.reserveMib = Number(opts.values['reserve-mib']);
  if (!Number.isInteger(opts.reserveMib) || opts.reserveMib < 0 || opts.reserveMib >= 4096) {
    throw new Error(`--reserve-mib must be a whole number of MiB below 4096, not ${opts.values['reserve-mib']}`);
  }
  if (!existsSync(join(root, 'build/wasm/cubesolver.wasm'))) {
    throw new Error('build/wasm is missing: run bash scripts/setup.sh first');
  }
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: { '@wasm': join(root, 'build/wasm') } },
    worker: { format: 'es' },
    build: {
      outDir: dist,
      emptyOutDir: true,
      target: 'es2022',
      chunkSizeWarningLimit: 2000,
      // cubing 0.63 starts its search worker from a chunk of the page's own build, which
      // imports Vite's preload helper: the helper in a chunk of its own (in the page's
      // script, the whole page would run in the worker), preloading nothing (it would
      // read the document, which a worker has not).
      modulePreload: false,
      rolldownOptions: {
        input: { bench: join(root, 'web/bench/index.html') },
        output: { codeSplitting: { groups: [{ name: 'preload-helper', test: /vite\/preload-helper/ }] } },
      },
    },
  });
  const server = await serve(opts.isolated, opts.tableFile);
  const { port } = server.address();
  // --persistent: a profile on disk, as a user's browser has; Playwright's default context
  // is off the record, whose IndexedDB (in memory) refused ~1.3 GB in Chromium 156.
  const profile = opts.persistent ? mkdtempSync(join(tmpdir(), 'cubesolver-bench-')) : undefined;
  const launch = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
  const context = profile ? await chromium.launchPersistentContext(profile, launch) : undefined;
  const browser = context ? undefined : await chromium.launch(launch);
  try {
    const page = context ? await context.newPage() : await browser.newPage();
    // A persistent context has no Browser object to ask; the binary says its version.
    const version =
      browser?.version() ??
      /[\d.]+/.exec(
        execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
      )?.[0];
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`http://127.0.0.1:${port}/web/bench/index.html`);
    await page.waitForFunction(() => typeof window.cubesolverBench === 'function');
    if (opts.tables) {
      await tablesMode(page, opts, errors, version);
      return;
    }
    if (opts.values.cache) {
      await cacheMode(page, opts, errors, version);
      return;
    }
    if (opts.solver === 'optimal') {
      await optimalMode(page, opts, errors, version);
      return;
    }
    // A fresh worker: table build timed cold; 20 solves of other states warm up the JIT.
    const report = await page.evaluate((request) => window.cubesolverBench(request), {
      count: opts.count,
      seed: opts.seed,
      maxLengths: opts.max,
      cubing: opts.cubing,
    });
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    report.count = opts.count;
    report.seed = opts.seed;
    report.chromium = version;
    if (report.cubing) {
      report.cubing.version = JSON.parse(readFileSync(join(root, 'node_modules/cubing/package.json'), 'utf8')).version;
      const at = (n) => report.runs.find((r) => r.maxLength === n);
      report.ratio = {
        cubingOverWasm20: at(20) ? report.cubing.meanMs / at(20).meanMs : null,
        cubingOverWasm21: at(21) ? report.cubing.meanMs / at(21).meanMs : null,
      };
    }
    if (opts.json) {
      console.log(JSON.stringify(report, null, 2));
      return;
    }
    const f = (x, d = 3) => x.toFixed(d);
    console.log(`WASM in Chromium ${report.chromium} (solver worker): ${opts.count} random states, seed ${opts.seed}`);
    console.log(
      `tables: build ${f(report.buildMs, 1)} ms, export ${f(report.exportMs, 2)} ms, load from bytes ${f(report.loadMs, 2)} ms, ${report.tableBytes} bytes`,
    );
    const c = report.cache;
    console.log(
      `IndexedDB: prepare with an empty cache ${f(c.builtMs, 1)} ms (build ${f(c.buildOnlyMs, 1)} ms + export + store); ` +
        `prepare in a fresh worker from the cache ${f(c.cacheMs, 1)} ms (read + verify + install ${f(c.cacheStatusMs, 1)} ms)` +
        (c.notes.length ? `; notes: ${c.notes.join('; ')}` : ''),
    );
    for (const r of report.runs) {
      console.log(
        `max length ${r.maxLength}: mean ${f(r.meanMs)} ms  median ${f(r.medianMs)}  p99 ${f(r.p99Ms)}  max ${f(r.maxMs)}  ` +
          `length ${f(r.meanLength, 2)} (max ${r.longest})  solved ${r.solved}/${r.count}, over ${r.overLength}, failed ${r.failed}`,
      );
    }
    const cu = report.cubing;
    if (cu) {
      console.log(
        `cubing ${cu.version}: mean ${f(cu.meanMs)} ms  median ${f(cu.medianMs)}  p99 ${f(cu.p99Ms)}  max ${f(cu.maxMs)}  ` +
          `length ${f(cu.meanLength, 2)} (max ${cu.longest})  solved ${cu.count - cu.failed}/${cu.count}, failed ${cu.failed}; ` +
          `first call (its tables) ${f(cu.firstCallMs, 1)} ms`,
      );
      console.log(
        `ratio cubing / wasm mean time: ${f(report.ratio.cubingOverWasm20, 2)}x at max length 20` +
          (report.ratio.cubingOverWasm21 ? `, ${f(report.ratio.cubingOverWasm21, 2)}x at 21` : ''),
      );
    }
  } finally {
    await (context ?? browser).close();
    if (profile) rmSync(profile, { recursive: true, force: true });
    server.close();
  }
}

async function tablesMode(page, opts, errors, version) {
  const report = await page.evaluate((request) => window.cubesolverTablesBench(request), {
    count: opts.count,
    seed: opts.seed,
    repeat: opts.repeat,
    only: opts.only,
  });
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  report.chromium = version;
  report.count = opts.count;
  report.seed = opts.seed;
  if (opts.json) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  const f = (x, d = 3) => x.toFixed(d);
  console.log(
    `WASM in Chromium ${version} (bare worker, fresh module each): tables, then ${opts.count} states, seed ${opts.seed}`,
  );
  for (const b of report.builds) {
    console.log(
      `build ${b.name.padEnd(15)} ${f(b.buildMs, 1).padStart(8)} ms  ${String(b.bytes).padStart(9)} bytes  (module load ${f(b.moduleMs, 1)} ms; ${b.key || 'no byte format'})` +
        (b.loadMs === undefined ? '' : `  save ${f(b.saveMs, 1)} ms, load into a fresh module ${f(b.loadMs, 1)} ms`),
    );
  }
  for (const r of report.solves) {
    console.log(
      `solve ${r.name.padEnd(15)} mean ${f(r.batchMeanMs, 4)} ms (${f(r.batchMeanMs * 1000, 1)} µs; second pass ${f(r.againMeanMs * 1000, 1)} µs)  median ${f(r.medianMs, 4)}  p99 ${f(r.p99Ms, 3)}  max ${f(r.maxMs, 3)}  ` +
        `length mean ${f(r.meanLength, 2)} (${r.shortest}-${r.longest})  failed ${r.failed}/${r.count}  (tables ${f(r.buildMs, 1)} ms)`,
    );
  }
}

async function cacheMode(page, opts, errors, version) {
  const { cache: solver, puzzle } = opts.values;
  const c = await page.evaluate(([s, p]) => window.cubesolverCacheBench(s, p), [solver, puzzle]);
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  if (opts.json) {
    console.log(JSON.stringify({ solver, puzzle, chromium: version, ...c }, null, 2));
    return;
  }
  const f = (x, d = 1) => x.toFixed(d);
  console.log(`WASM in Chromium ${version} (solver worker): the ${solver} tables${puzzle ? ` of the ${puzzle}` : ''}`);
  console.log(
    `IndexedDB: prepare with an empty cache ${f(c.builtMs)} ms (build ${f(c.buildOnlyMs)} ms + export + store, ${c.bytes} bytes); ` +
      `prepare in a fresh worker from the cache ${f(c.cacheMs)} ms (read + verify + install ${f(c.cacheStatusMs)} ms)` +
      (c.notes.length ? `; notes: ${c.notes.join('; ')}` : ''),
  );
  const mib = (b) => `${f(b / 2 ** 20)} MiB`;
  const [b0, b1] = c.memory.built;
  const [l0, l1] = c.memory.loaded;
  console.log(
    `module memory (never shrinks: each worker's peak): building worker ${mib(b0)} loaded, ${mib(b1)} after the build; ` +
      `loading worker ${mib(l0)} loaded, ${mib(l1)} after the load from the cache`,
  );
}

async function optimalMode(page, opts, errors, version) {
  const report = await page.evaluate((request) => window.cubesolverOptimalBench(request), {
    table: opts.table,
    count: opts.count,
    seed: opts.seed,
    timeMs: opts.timeMs,
    known: opts.known,
    prebuilt: opts.tableFile ? { url: tableUrl(opts.tableFile), bytes: statSync(opts.tableFile).size } : undefined,
    reserveBytes: opts.reserveMib * 2 ** 20,
  });
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  report.chromium = version;
  if (opts.json) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  const f = (x) => x.toFixed(1);
  console.log(
    `WASM in Chromium ${version} (solver worker): ${opts.count} random states, seed ${opts.seed}, budget ${opts.timeMs} ms`,
  );
  const how = report.firstSource === 'download' ? 'download' : 'build';
  console.log(
    `IndexedDB: prepare with an empty cache ${f(report.builtMs)} ms (${how} ${f(report.buildOnlyMs)} ms, then export + store ` +
      `${f(report.builtMs - report.buildOnlyMs)} ms); prepare in a fresh worker from the cache ${f(report.cacheMs)} ms` +
      (report.notes.length ? `; notes: ${report.notes.join('; ')}` : ''),
  );
  const mib = (x) => `${(x / 2 ** 20).toFixed(0)} MiB`;
  for (const [worker, [start, end]] of Object.entries(report.memory)) {
    console.log(
      `${worker} worker's memory: ${mib(start.taken)} taken first (then ${mib(start.memoryBytes)}, new memory from ` +
        `${mib(start.nextAddress)}); after its tables${worker === 'second' ? ' and searches' : ''} ${mib(end.memoryBytes)}`,
    );
  }
  // The rows as web/worker/optimal-bench.ts formats them (the page has the function;
  // the report is plain data, so the lines are made here the same way).
  const lines = await page.evaluate((r) => window.cubesolverOptimalLines(r), report);
  for (const line of lines) console.log(line);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(`bench-chromium: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  },
);
