#!/usr/bin/env node
// What a long value in a link's fragment costs (share.ts, MAX_FRAGMENT_PARAM_LENGTH):
// the core's parse of a plain alg of N characters in the WASM module (Node), and the
// page opening `#scramble=…` and `#alg=…` of that length in Debian's Chromium (dist/
// served by `vite preview`; needs the builds: npx vite build, build/wasm).
//
//   node scripts/bench-long-links.mjs [--sizes 10000,50000,100000] [--runs 3]
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const { values: args } = parseArgs({
  options: { sizes: { type: 'string', default: '10000,50000,100000' }, runs: { type: 'string', default: '3' } },
});
const sizes = args.sizes.split(',').map(Number);
const runs = Number(args.runs);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** A plain alg of exactly `chars` characters, as people type them (face turns, ' and 2). */
function alg(chars) {
  const moves = ['R', "U'", 'F2', 'D', "L'", 'B2', 'R2', 'U', "F'"];
  let s = '';
  for (let i = 0; s.length < chars; i++) s += (s ? ' ' : '') + moves[(i * 7) % moves.length];
  return s.slice(0, chars).trim();
}

// The core in Node: playAlg (parse, play, every state packed) and simplifyAlg (parse, simplify).
const factory = createRequire(import.meta.url)(`${root}build/wasm/cubesolver-node.cjs`);
const core = await factory();
for (const chars of sizes) {
  const text = alg(chars);
  const timed = (f) =>
    median(
      Array.from({ length: 7 }, () => {
        const t = performance.now();
        f();
        return performance.now() - t;
      }),
    );
  const moves = core.playAlg('3x3x3', text, '').moves.order.length;
  const play = timed(() => core.playAlg('3x3x3', text, ''));
  const simplify = timed(() => core.simplifyAlg(text));
  console.log(
    `core: ${chars} characters (${moves} moves): playAlg ${play.toFixed(1)} ms, simplifyAlg ${simplify.toFixed(1)} ms`,
  );
}

// The page: navigation to ready and settled (and the link's solution loaded, for alg).
const server = await preview({ root, preview: { port: 0, strictPort: false }, logLevel: 'silent' });
const base = server.resolvedUrls.local[0].replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 860 }, serviceWorkers: 'block' });
  for (const field of ['scramble', 'alg']) {
    for (const chars of sizes) {
      const url = `${base}/#${field}=${encodeURIComponent(alg(chars))}`;
      const times = [];
      for (let r = 0; r < runs; r++) {
        await page.goto('about:blank');
        const t = Date.now();
        await page.goto(url);
        await page.waitForFunction(
          (f) =>
            document.body.dataset.ready === '1' &&
            document.body.dataset.pending === '0' &&
            (f !== 'alg' || /from the link/.test(document.querySelector('[data-testid="solve-status"]').textContent)),
          field,
          { timeout: 120_000, polling: 20 },
        );
        times.push(Date.now() - t);
      }
      const notices = await page.getByTestId('notices').textContent();
      console.log(
        `page: #${field}= ${chars} characters (address ${url.length}): open ${median(times)} ms [${times.join(', ')}]${notices ? `; notice: ${notices}` : ''}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.close();
}
