#!/usr/bin/env node
// "Save animation" timed in Chromium (issue 24's target: a 20-move WebM at 30 fps
// written in at most 3x its play time): the page's production build (dist/, made by
// scripts/setup.sh) served by `vite preview` on a free port, opened in Debian's Chromium
// (scripts/chromium.mjs, SwiftShader) with a 20-move scramble and its inverse as the
// solution, then Save animation as WebM and as GIF at speed 1, `--runs` times each,
// the files downloaded. Prints, per run, the frames, the clip's length (its play time:
// frames / fps, plus the 1 s the last frame is held) and the time from the click to the
// file, and the ratio of the two.
//
//   node scripts/bench-clips.mjs [--runs 3] [--speed 1] [--formats webm,gif]
import { statSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const runs = option('runs', 3);
const speed = option('speed', 1);
const formats = args.includes('--formats') ? args[args.indexOf('--formats') + 1].split(',') : ['webm', 'gif'];

// 20 face turns, no two on one face in a row; the solution is their inverse.
const SCRAMBLE = "R U2 F' L D2 B R' U F2 D' L2 B' U' R2 F D L' B2 U R'".split(' ');
const invert = (m) => (m.endsWith("'") ? m.slice(0, -1) : m.endsWith('2') ? m : `${m}'`);
const SOLUTION = SCRAMBLE.map(invert).reverse();
const FPS = { webm: 30, gif: 20 };

const server = await preview({ preview: { port: 0, strictPort: false }, logLevel: 'silent' });
const base = server.resolvedUrls.local[0];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1200, height: 860 } });
  const page = await context.newPage();
  const query = `?scramble=${encodeURIComponent(SCRAMBLE.join(' '))}&alg=${encodeURIComponent(SOLUTION.join(' '))}`;
  await page.goto(new URL(query, base).href);
  await page.waitForSelector('body[data-ready="1"][data-pending="0"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-chip"]').length === 20);
  await page.fill('[data-testid="speed"]', String(speed));
  console.log(`20 moves at speed ${speed}, 360 x 432 px, Chromium (SwiftShader)`);
  for (const format of formats) {
    await page.selectOption('[data-testid="save-clip-kind"]', format);
    for (let run = 1; run <= runs; run++) {
      const t0 = Date.now();
      const download = page.waitForEvent('download', { timeout: 300_000 });
      await page.click('[data-testid="save-clip"]');
      const file = await (await download).path();
      const wall = Date.now() - t0;
      const status = page.locator('[data-testid="save-status"]');
      const frames = Number(await status.getAttribute('data-frames'));
      const made = Number(await status.getAttribute('data-ms'));
      const play = (frames / FPS[format]) * 1000 + 1000;
      console.log(
        `${format} run ${run}: ${frames} frames at ${FPS[format]} fps, plays ${(play / 1000).toFixed(2)} s, ` +
          `made in ${(made / 1000).toFixed(2)} s (${(made / play).toFixed(2)}x its play time; click to file ` +
          `${(wall / 1000).toFixed(2)} s), ${(statSync(file).size / 1024).toFixed(0)} KiB`,
      );
    }
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
