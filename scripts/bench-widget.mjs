#!/usr/bin/env node
import { execFileSync } from 'node:child_process';
// Load time and memory of <cube-player> widgets: the plain page of the end-to-end
// test (tests/e2e/fixtures/widget/plain.html: 12 players from dist/widget/cube-player.js,
// two of them solving in the shared worker) against the same page with 1 player, in
// Debian's Chromium (playwright-core, never a downloaded browser), dist/ served by
// `vite preview`. Needs the build: bash scripts/setup.sh.
//
//   node scripts/bench-widget.mjs [--runs 3] [--json] [--dist DIR]... [--players 1|12] [--timeline]
//
// --players 12 (or 1) measures only that page (more runs in the same time).
// --dist serves another build of the page in place of dist/; given several times, the
// builds take turns run by run (before/after figures under the same machine load).
//
// --timeline prints, for every cold visit of the 12 players, where the time went: the
// marks and spans the widget and its worker put on the performance timeline
// (web/worker/timeline.ts: script run, worker started, module compiled, each table
// read, build and store, each solve, the first 3D draws) and each player's `ready`, in
// ms from navigation start.
//
// Also the size of each file of the package's bundle (dist/widget/), raw and gzipped
// (zlib level 9), as a server would send it compressed.
//
// Per run, a fresh browser: a cold visit (empty IndexedDB: the two-phase tables are
// built) and a warm one (same profile: tables loaded from IndexedDB). Times are from
// navigation start to the last player's `ready` event and to every player's first
// `move`; memory is the page's JS heap (CDP Performance.getMetrics, after a GC), the
// worker's JS heap (CDP Runtime.getHeapUsage in the worker) and the resident memory of
// all Chromium processes (/proc, after the players have played for 2 s).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
    timeline: { type: 'boolean', default: false },
    players: { type: 'string' },
    dist: { type: 'string', multiple: true, default: [`${root}dist`] },
  },
});
const runs = Number(args.runs);
const { json, timeline: showTimeline } = args;
const players = args.players ? [Number(args.players)] : [1, 12];
if (!players.every((n) => n === 1 || n === 12)) throw new Error('--players takes 1 or 12');
const dists = args.dist.map((d) => resolve(d));

const plain = readFileSync(`${root}tests/e2e/fixtures/widget/plain.html`, 'utf8');
// The same page with only its first player.
const single = plain.replace(/(<cube-player id="p1"[^>]*><\/cube-player>)[\s\S]*?(\n\s*<\/div>)/, '$1$2');
const PAGES = { 12: plain, 1: single };

/** Resident memory of a process and all its descendants, in MiB. */
function treeRssMiB(pid) {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='])
    .toString()
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number));
  const kids = new Map();
  for (const [p, pp] of table) kids.set(pp, [...(kids.get(pp) ?? []), p]);
  const rss = new Map(table.map(([p, , r]) => [p, r]));
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    total += rss.get(p) ?? 0;
    stack.push(...(kids.get(p) ?? []));
  }
  return total / 1024;
}

async function visit(page, count) {
  const t0 = Date.now();
  await page.goto(`/fixtures/widget/${count}.html`);
  await page.waitForFunction(
    (n) => {
      const ev = window.events ?? [];
      const ready = new Set(ev.filter((e) => e.type === 'ready').map((e) => e.id));
      return ready.size === n && Object.keys(window.moves ?? {}).length === n;
    },
    count,
    { timeout: 120_000, polling: 50 },
  );
  const wall = Date.now() - t0;
  // The page's own clock: event times from navigation start.
  const times = await page.evaluate(() => ({ ready: window.lastReady, moved: window.firstMoves }));
  return { wall, ...times, timeline: showTimeline ? await timeline(page) : undefined };
}

/** The page's and the worker's cubesolver marks and spans, and each player's ready, sorted by start. */
async function timeline(page) {
  const entries = () => ({
    origin: performance.timeOrigin,
    list: performance
      .getEntries()
      .filter((e) => e.name.startsWith('cubesolver: '))
      .map((e) => ({ name: e.name.slice(12), start: e.startTime, ms: e.duration })),
  });
  const mine = await page.evaluate(entries);
  const rows = mine.list.map((e) => ({ ...e, where: 'page' }));
  for (const worker of page.workers()) {
    const theirs = await worker.evaluate(entries).catch(() => ({ list: [] }));
    const shift = theirs.origin - mine.origin;
    rows.push(...theirs.list.map((e) => ({ ...e, start: e.start + shift, where: 'worker' })));
  }
  const ready = await page.evaluate(() => window.readyAt);
  rows.push(...Object.entries(ready).map(([id, at]) => ({ name: `${id} ready`, start: at, ms: 0, where: 'page' })));
  return rows.sort((a, b) => a.start - b.start);
}

function printTimeline(rows) {
  for (const r of rows) {
    const end = r.ms ? `${(r.start + r.ms).toFixed(0).padStart(6)} (${r.ms.toFixed(0)} ms)` : '';
    console.log(`${r.start.toFixed(0).padStart(6)} ${end.padEnd(20)} ${r.where.padEnd(6)} ${r.name}`);
  }
}

async function run(server, count) {
  const launched = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
  });
  const browser = await chromium.connect(launched.wsEndpoint());
  const context = await browser.newContext({ baseURL: server, viewport: { width: 1200, height: 860 } });
  const page = await context.newPage();
  await page.route('**/fixtures/widget/*.html', (route) => {
    const n = new URL(route.request().url()).pathname.match(/(\d+)\.html$/)[1];
    // Timestamps of the events the benchmark reads, taken by the page itself.
    const stamp = `<script>window.readyAt = {};
      addEventListener('ready', (e) => (window.lastReady = window.readyAt[e.target.id] = performance.now()));
      window.firstMoves = 0; const seen = new Set();
      addEventListener('move', (e) => { if (!seen.has(e.target.id)) { seen.add(e.target.id); window.firstMoves = performance.now(); } });</script>`;
    route.fulfill({ body: PAGES[n].replace('<head>', `<head>${stamp}`), contentType: 'text/html' });
  });
  const out = {};
  for (const visitKind of ['cold', 'warm']) {
    const t = await visit(page, count);
    if (t.timeline && visitKind === 'cold' && count === 12) {
      console.log(`timeline: ${count} players, ${visitKind} (ms from navigation start)`);
      printTimeline(t.timeline);
    }
    delete t.timeline;
    await page.waitForTimeout(2000);
    const cdp = await context.newCDPSession(page);
    await page.evaluate(() => globalThis.gc?.());
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize').value / 2 ** 20;
    const rss = treeRssMiB(launched.process().pid);
    out[visitKind] = { ...t, heapMiB: heap, rssMiB: rss };
    await cdp.detach();
  }
  await browser.close();
  await launched.close();
  return out;
}

const servers = [];
const results = dists.map(() => ({ 1: [], 12: [] }));
try {
  for (const outDir of dists) {
    servers.push(
      await preview({ root, build: { outDir }, preview: { port: 0, strictPort: false }, logLevel: 'silent' }),
    );
  }
  for (let r = 0; r < runs; r++) {
    for (const [d, server] of servers.entries()) {
      const url = server.resolvedUrls.local[0].replace(/\/$/, '');
      for (const count of players) results[d][count].push(await run(url, count));
    }
  }
} finally {
  for (const server of servers) await server.close();
}

/** Bytes of each file of a build's dist/widget/, raw and gzipped. */
function bundleSizes(dist) {
  const dir = `${dist}/widget`;
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => statSync(`${dir}/${f}`).isFile())
      .map((f) => {
        const bytes = readFileSync(`${dir}/${f}`);
        return [f, { bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }];
      }),
  );
}
for (const [d, dist] of dists.entries()) results[d].sizes = bundleSizes(dist);

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};
if (json) {
  console.log(
    JSON.stringify(dists.length === 1 ? results[0] : Object.fromEntries(dists.map((d, i) => [d, results[i]])), null, 2),
  );
} else {
  for (const [d, dist] of dists.entries()) {
    if (dists.length > 1) console.log(dist);
    console.log(`players visit  last ready ms  all moving ms  page heap MiB  Chromium RSS MiB   (median of ${runs})`);
    for (const count of players) {
      for (const v of ['cold', 'warm']) {
        const rows = results[d][count].map((r) => r[v]);
        const f = (k, digits = 0) => median(rows.map((x) => x[k])).toFixed(digits);
        console.log(
          `${String(count).padStart(7)} ${v.padEnd(5)} ${f('ready').padStart(13)} ${f('moved').padStart(14)} ${f('heapMiB', 1).padStart(14)} ${f('rssMiB').padStart(17)}`,
        );
      }
    }
    console.log('file (dist/widget/)          bytes     gzip');
    for (const [file, size] of Object.entries(results[d].sizes)) {
      console.log(`${file.padEnd(26)} ${String(size.bytes).padStart(8)} ${String(size.gzip).padStart(8)}`);
    }
  }
}
