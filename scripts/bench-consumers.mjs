#!/usr/bin/env node
// The packed package as a project's page loads it (docs/BENCHMARKS.md, "Every bundler"):
// serves built consumer projects (tests/consumers/prepare.sh makes them in
// build/consumers/) and opens each page cold (a fresh browser context: nothing cached,
// empty IndexedDB) in Chromium, the pages taking turns run by run; prints per page the
// median time from navigation start to solve() resolved and to the <cube-player>'s
// 'ready', and the bytes of every response (the worker's included) as the server sent
// them (scripts gzipped, the .wasm not).
//   node scripts/bench-consumers.mjs [--runs N] NAME=DIR[/PAGE]...
// DIR is a folder served as it is (a build's output); CONSUMERS_PORT (8090 unless set)
// is the first port. Example:
//   node scripts/bench-consumers.mjs --runs 5 webpack=build/consumers/webpack-app \
//     rollup=build/consumers/rollup-app/dist esbuild-esm=build/consumers/esbuild-app/dist/esm.html
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const args = process.argv.slice(2);
let runs = 3;
const pages = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = Number(args[++i]);
  else if (args[i].includes('=')) {
    const [name, path] = args[i].split('=');
    const file = existsSync(path) && statSync(path).isFile();
    pages.push({ name, dir: resolve(file ? dirname(path) : path), page: file ? path.split('/').pop() : '' });
  } else throw new Error(`bench-consumers: ${args[i]} is not --runs N or NAME=DIR`);
}
if (!pages.length) throw new Error('bench-consumers: name at least one NAME=DIR');

// One server per folder, as tests/consumers/serve.mjs serves them.
const base = Number(process.env.CONSUMERS_PORT ?? 8090);
const servers = new Map();
for (const p of pages) {
  if (!servers.has(p.dir)) {
    const port = base + servers.size;
    const server = await preview({
      root: p.dir,
      configFile: false,
      logLevel: 'error',
      build: { outDir: p.dir },
      preview: { port, strictPort: true, cors: true },
    });
    servers.set(p.dir, { server, port });
  }
  p.url = `http://localhost:${servers.get(p.dir).port}/${p.page}`;
  p.solveMs = [];
  p.readyMs = [];
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (let run = 0; run < runs; run++) {
  for (const p of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sizes = [];
    page.on('requestfinished', async (r) => {
      if (!r.url().startsWith('http')) return; // blob: URLs are made in the page
      const { responseBodySize } = await r.sizes().catch(() => ({ responseBodySize: 0 }));
      sizes.push(responseBodySize);
    });
    await page.addInitScript(() => {
      // 'ready' does not bubble: heard on its way down.
      document.addEventListener('ready', () => (window.readyAt ??= performance.now()), true);
    });
    await page.goto(p.url);
    await page.waitForFunction(() => window.solved);
    const solved = await page.evaluate(async () => {
      const r = await window.solved;
      return { at: performance.now(), error: r.error };
    });
    if (solved.error) throw new Error(`${p.name}: ${solved.error}`);
    await page.waitForFunction(() => window.readyAt, null, { timeout: 60_000 });
    p.solveMs.push(solved.at);
    p.readyMs.push(await page.evaluate(() => window.readyAt));
    await page.waitForTimeout(300); // the last responses' sizes
    p.bytes = sizes.reduce((a, n) => a + Math.max(n, 0), 0);
    p.responses = sizes.length;
    await context.close();
  }
}
await browser.close();
for (const { server } of servers.values()) await server.close();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const list = (xs) => xs.map((x) => x.toFixed(0)).join(' ');
for (const p of pages) {
  console.log(
    `${p.name}: solve() ${median(p.solveMs).toFixed(0)} ms [${list(p.solveMs)}], ` +
      `<cube-player> ready ${median(p.readyMs).toFixed(0)} ms [${list(p.readyMs)}], ` +
      `${p.bytes.toLocaleString('en')} B in ${p.responses} responses`,
  );
}
