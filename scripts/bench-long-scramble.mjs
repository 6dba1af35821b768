#!/usr/bin/env node
// How the page copes with the longest input the parser accepts in a link:
// `?scramble=(R U)49999` (99,998 moves), in Debian's Chromium (playwright-core, never a
// downloaded browser), dist/ served by `vite preview`. Needs the build (npx vite build).
//
//   node scripts/bench-long-scramble.mjs [--runs 3] [--scramble "(R U)49999"] [--dist dist] [--json]
//
// --dist: another build to serve (e.g. one of an older commit, for before/after figures).
//
// Per run, a fresh page: the open time (navigation to the page ready and settled:
// body[data-ready=1], data-pending=0), then the time from a key's keydown to its effect
// on the page's own clock: a space typed at the end of the scramble box (to the update
// settled: the core reads the whole scramble again) and the playback keys ← and → (to
// the position shown); and the longest main-thread task (PerformanceObserver longtask)
// during each.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    scramble: { type: 'string', default: '(R U)49999' },
    json: { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist' },
  },
});
const runs = Number(args.runs);
const { scramble, json, dist } = args;

/** Longest task since the last call, from the page's longtask observer. */
const LONGTASKS = `window.__long = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long = Math.max(window.__long, e.duration); }).observe({ type: 'longtask', buffered: true });`;

async function settled(page) {
  await page.waitForFunction(() => document.body.dataset.ready === '1' && document.body.dataset.pending === '0', null, {
    timeout: 120_000,
    polling: 20,
  });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function longest(page) {
  return page.evaluate(() => {
    const l = window.__long;
    window.__long = 0;
    return l;
  });
}

async function run(browser, base) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 860 } });
  await page.addInitScript(LONGTASKS);
  const t0 = Date.now();
  await page.goto(`${base}/?scramble=${encodeURIComponent(scramble)}`);
  await settled(page);
  const open = Date.now() - t0;
  const openLong = await longest(page);
  const moves = await page.evaluate(() => document.querySelector('[data-testid="count-htm"]').textContent);

  // In-page clock: from the key's keydown to the page showing its effect.
  await page.evaluate(() => {
    window.__marks = { key: 0, settled: 0, progress: 0 };
    addEventListener('keydown', () => (window.__marks = { key: performance.now(), settled: 0, progress: 0 }), true);
    new MutationObserver(() => {
      if (document.body.dataset.pending === '0' && !window.__marks.settled) window.__marks.settled = performance.now();
    }).observe(document.body, { attributes: true, attributeFilter: ['data-pending'] });
    const progress = document.querySelector('[data-testid="progress"]');
    new MutationObserver(() => {
      if (!window.__marks.progress) window.__marks.progress = performance.now();
    }).observe(progress, { childList: true, characterData: true, subtree: true });
  });
  const marks = () => page.evaluate(() => window.__marks);

  // A space typed at the end of the scramble box: the core reads the scramble again.
  await page.focus('[data-testid="scramble-input"]');
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' ');
  await page.waitForFunction(() => window.__marks.settled > 0, null, { timeout: 120_000, polling: 20 });
  let m = await marks();
  const typed = m.settled - m.key;
  const typedLong = await longest(page);

  // Playback keys on the page (not in a text field): a step back and forward, to the
  // position shown (the progress line) as the step starts.
  await page.locator('[data-testid="track-title"]').click();
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => window.__marks.progress > 0, null, { polling: 20 });
  m = await marks();
  const back = m.progress - m.key;
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-testid="step-forward"]').disabled &&
      document.querySelector('[data-testid="play"]').dataset.state === 'stopped',
    null,
    { polling: 20 },
  );
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => window.__marks.progress > 0, null, { polling: 20 });
  m = await marks();
  const forward = m.progress - m.key;
  const keysLong = await longest(page);
  const chips = await page.locator('[data-testid="move-chip"]').count();
  await page.close();
  return { moves: Number(moves), open, openLong, typed, typedLong, back, forward, keysLong, chipsInDom: chips };
}

const server = await preview({
  root,
  build: { outDir: dist },
  preview: { port: 0, strictPort: false },
  logLevel: 'silent',
});
const base = server.resolvedUrls.local[0].replace(/\/$/, '');
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const results = [];
try {
  for (let r = 0; r < runs; r++) results.push(await run(browser, base));
} finally {
  await browser.close();
  await server.close();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
if (json) {
  console.log(JSON.stringify(results, null, 2));
} else {
  console.log(
    `?scramble=${scramble}: ${results[0].moves} moves, ${results[0].chipsInDom} move chips in the DOM (median of ${runs} runs, ms)`,
  );
  for (const k of ['open', 'openLong', 'typed', 'typedLong', 'back', 'forward', 'keysLong']) {
    console.log(
      `${k.padEnd(10)} ${String(Math.round(median(results.map((x) => x[k])))).padStart(7)}   [${results.map((x) => Math.round(x[k])).join(', ')}]`,
    );
  }
}
