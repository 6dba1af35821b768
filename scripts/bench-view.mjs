// The 3D view's cost in Chromium, per puzzle: the time to draw one frame of a scrambled
// puzzle (the view drawn 60 times, each finished by reading a pixel back, SwiftShader
// drawing on the CPU), and the frame rate while the player animates a scramble at speed
// 1 (animation frames the page gets per second). Figures in docs/BENCHMARKS.md, "The 3D
// view".
//
//   node scripts/bench-view.mjs [--url http://localhost:8080/] [--puzzles 3x3x3,2x2x2,...]
//
// Serves nothing itself: run `npm start` (or `npx vite preview --port N`) first.
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const base = option('url', 'http://localhost:8080/');
const puzzles = option('puzzles', '3x3x3,2x2x2,4x4x4,5x5x5,6x6x6,7x7x7,pyraminx,skewb').split(',');

// Fixed scrambles, so runs compare: 20 outer turns on every cube, turns of every corner.
const SCRAMBLES = {
  cube: "R U F' L2 D B' R2 U' F L' D2 B U2 R' F2 L U B2 D' F'",
  pyraminx: "U L R B U' L' R' B' u l r b",
  skewb: "R U L B R' U' L' B' R U",
};

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
});
const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
console.log('| puzzle | draw a frame (ms, median of 60) | frames per second while playing |');
console.log('| --- | --- | --- |');
for (const puzzle of puzzles) {
  const scramble = SCRAMBLES[puzzle] ?? SCRAMBLES.cube;
  await page.goto(`${base}?puzzle=${puzzle}&scramble=${encodeURIComponent(scramble)}`);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 120_000 });
  await page.waitForTimeout(500);
  const drawMs = await page.evaluate(() => {
    const canvas = document.querySelector('#stage canvas:not([hidden])');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    const pixel = new Uint8Array(4);
    const times = [];
    for (let i = 0; i < 60; i++) {
      const t = performance.now();
      canvas.dispatchEvent(new Event('cube-render-now'));
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return times[30];
  });
  await page.getByTestId('to-start').click();
  const fps = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let frames = 0;
        const begin = performance.now();
        const count = () => {
          frames++;
          const done = document.querySelector('[data-testid="play"]')?.dataset.state !== 'playing';
          if (done && performance.now() - begin > 500) resolve((frames * 1000) / (performance.now() - begin));
          else requestAnimationFrame(count);
        };
        document.querySelector('[data-testid="play"]').click();
        requestAnimationFrame(count);
      }),
  );
  console.log(`| ${puzzle} | ${drawMs.toFixed(2)} | ${fps.toFixed(1)} |`);
}
await browser.close();
