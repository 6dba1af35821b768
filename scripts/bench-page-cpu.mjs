// What the page costs the CPU in Chromium (the headless shell, SwiftShader drawing on the
// CPU), pages served at several URLs compared in turns: a load in a fresh context (to
// `data-ready`, then a second for the frames drawn after it), and a solution playing at
// 1x (a scramble solved, then 3 s of its moves: the frames, counted by their draw calls,
// and the CPU each took). CPU is the cgroup v1 cpuacct counter of the cgroup the run is
// in (Chromium and this script; the servers outside it), as for e2e-cpu-reporter.mjs:
//
//   mkdir -p /sys/fs/cgroup/cpuacct/page
//   sh -c 'echo $$ > /sys/fs/cgroup/cpuacct/page/cgroup.procs; exec env \
//     CG=/sys/fs/cgroup/cpuacct/page node scripts/bench-page-cpu.mjs [--loads 12] URL...'
//
// Serves nothing itself: `npx vite preview --port N [--outDir D]` for each page first.
// Figures in docs/BENCHMARKS.md, "A frame on the CPU".
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './chromium.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--loads');
const loads = at >= 0 ? Number(args.splice(at, 2)[1]) : 12;
const urls = args.length > 0 ? args : ['http://localhost:8080/'];
if (!process.env.CG) throw new Error('set CG to the cpuacct cgroup this runs in');
const cpu = () => Number(readFileSync(`${process.env.CG}/cpuacct.usage`, 'utf8')) / 1e9;
const SCRAMBLE = "R U R' U' F2 D L2 B R' D2 F U2 L'";

const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
const ready = (page) =>
  page.waitForFunction(() => document.body.dataset.ready === '1' && document.body.dataset.pending === '0', null, {
    polling: 50,
  });
const context = async () => {
  const c = await browser.newContext({ viewport: { width: 1200, height: 860 }, serviceWorkers: 'block' });
  // A frame is the draws of one task: counted at its first draw call.
  await c.addInitScript(() => {
    const seen = { frames: 0, open: false };
    Object.defineProperty(window, '__frames', { get: () => seen.frames });
    for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype])
      for (const name of ['drawElements', 'drawArrays']) {
        const draw = proto[name];
        proto[name] = function (...a) {
          if (!seen.open) {
            seen.open = true;
            seen.frames++;
            setTimeout(() => {
              seen.open = false;
            });
          }
          return draw.apply(this, a);
        };
      }
  });
  return c;
};

const sums = urls.map(() => ({ load: 0, play: 0, frames: 0 }));
// The first round warms the servers and the browser; it is not counted.
for (let round = -1; round < loads; round++)
  for (const [i, url] of urls.entries()) {
    const c0 = cpu();
    const c = await context();
    const page = await c.newPage();
    await page.goto(url);
    await ready(page);
    await page.waitForTimeout(1000);
    const c1 = cpu();
    await page.goto(`${url}?scramble=${encodeURIComponent(SCRAMBLE)}`);
    await ready(page);
    await page.getByTestId('solve').click();
    await page.waitForFunction(() => /Solved/.test(document.getElementById('solve-status')?.textContent ?? ''));
    const f0 = await page.evaluate(() => window.__frames);
    const c2 = cpu();
    await page.waitForTimeout(3000);
    const c3 = cpu();
    const f1 = await page.evaluate(() => window.__frames);
    await c.close();
    if (round < 0) continue;
    sums[i].load += c1 - c0;
    sums[i].play += c3 - c2;
    sums[i].frames += f1 - f0;
  }
await browser.close();

console.log('| page | a fresh load (CPU-s) | playing: frames a second | CPU-s a second | ms of CPU a frame |');
console.log('| --- | --- | --- | --- | --- |');
for (const [i, url] of urls.entries()) {
  const s = sums[i];
  console.log(
    `| ${url} | ${(s.load / loads).toFixed(2)} | ${(s.frames / loads / 3).toFixed(1)} | ${(s.play / loads / 3).toFixed(2)} | ${((1000 * s.play) / s.frames).toFixed(1)} |`,
  );
}
