#!/usr/bin/env node
// The camera scan's live read in Chromium: frames read per second at 640 x 480 (each
// frame's stickers sampled under the grid, the grid and the read drawn, the core's live
// read asked through the worker), the work of one frame, and the core's live reads
// answered per second. The camera is Chromium's own fake device (a generated 640 x 480
// picture, --use-fake-device-for-media-stream, permission granted by
// --use-fake-ui-for-media-stream), Debian's Chromium driven by playwright-core (never
// a downloaded browser), dist/ served by `vite preview`. Needs the build (bash
// scripts/setup.sh).
//
//   node scripts/bench-scan.mjs [--seconds 10] [--fps 30] [--runs 3] [--puzzle 3x3x3|2x2x2] [--json]
//
// --fps is the fake camera's frame rate: the live read can be no faster than the
// camera; the work of a frame says how far above it the page could go.
//
// Also the decision itself in WASM (build/wasm/cubesolver-node.cjs in Node, the same
// core the worker runs): scanColours on 200 random states' colours as a warm room might
// show them, with noise, mean and max ms.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    fps: { type: 'string', default: '30' },
    runs: { type: 'string', default: '3' },
    puzzle: { type: 'string', default: '3x3x3' },
    json: { type: 'boolean', default: false },
  },
});
const seconds = Number(args.seconds);
const fps = Number(args.fps);
const runs = Number(args.runs);
const { puzzle, json } = args;

async function run(url) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--use-fake-device-for-media-stream=fps=${fps}`, '--use-fake-ui-for-media-stream'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 860 } });
    await page.goto(`${url}/?puzzle=${puzzle}`);
    await page.waitForSelector('body[data-ready="1"]');
    await page.getByTestId('scan-open').click();
    await page.getByTestId('scan-auto').uncheck(); // the fake picture is steady: no captures
    await page.getByTestId('scan-letters').check();
    await page.getByTestId('scan-start').click();
    const scan = page.getByTestId('scan');
    await page.waitForFunction(() => Number(document.getElementById('scan')?.dataset.frames ?? 0) > 10);
    const count = async () => ({
      frames: Number(await scan.getAttribute('data-frames')),
      reads: Number(await scan.getAttribute('data-live-reads')),
      at: performance.now(),
    });
    await page.waitForTimeout(2000); // warm
    const a = await count();
    await page.waitForTimeout(seconds * 1000);
    const b = await count();
    const video = await page.evaluate(() => {
      const v = document.getElementById('scan-video');
      const track = v.srcObject?.getVideoTracks()[0];
      return { width: v.videoWidth, height: v.videoHeight, cameraFps: track?.getSettings().frameRate ?? null };
    });
    const span = (b.at - a.at) / 1000;
    return {
      ...video,
      fps: (b.frames - a.frames) / span,
      liveReadsPerSecond: (b.reads - a.reads) / span,
      frameMs: Number(await scan.getAttribute('data-frame-ms')),
    };
  } finally {
    await browser.close();
  }
}

/** scanColours timed in the WASM module (Node) on `count` random states. */
async function decisionTimes(count) {
  const m = await createRequire(import.meta.url)(`${root}build/wasm/cubesolver-node.cjs`)();
  const paint = {
    U: [236, 228, 205],
    R: [170, 22, 45],
    F: [12, 140, 70],
    D: [240, 200, 20],
    L: [240, 90, 10],
    B: [10, 66, 160],
  };
  let seed = 1;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 12;
  };
  const states = m.randomStates(puzzle, 1, count);
  const times = [];
  let exact = 0;
  // Warm: the engine compiles the module's hot code optimised after a few calls.
  for (const state of states.slice(0, 20)) m.scanColours(puzzle, new Uint8Array([...state].flatMap((f) => paint[f])));
  const cpu0 = process.cpuUsage();
  for (const state of states) {
    const rgb = new Uint8Array([...state].flatMap((f) => paint[f].map((c) => Math.max(0, Math.min(255, c + noise())))));
    const t0 = performance.now();
    const r = m.scanColours(puzzle, rgb);
    times.push(performance.now() - t0);
    exact += r.ok && r.facelets === m.validate(puzzle, state).facelets;
  }
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000 / count; // includes making the readings and validate
  return { count, exact, meanMs: times.reduce((a, b) => a + b, 0) / count, maxMs: Math.max(...times), cpuMs };
}

const decision = await decisionTimes(200);
const server = await preview({ root, preview: { port: 0, strictPort: false }, logLevel: 'silent' });
const results = [];
try {
  const url = server.resolvedUrls.local[0].replace(/\/$/, '');
  for (let r = 0; r < runs; r++) results.push(await run(url));
} finally {
  await server.close();
}
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const summary = {
  puzzle,
  decision,
  seconds,
  cameraFps: fps,
  runs: results,
  medianFps: median(results.map((r) => r.fps)),
  medianFrameMs: median(results.map((r) => r.frameMs)),
  medianLiveReadsPerSecond: median(results.map((r) => r.liveReadsPerSecond)),
};
if (json) {
  console.log(JSON.stringify(summary));
} else {
  for (const r of results) {
    console.log(
      `${r.width}x${r.height} camera ${r.cameraFps} fps: live read ${r.fps.toFixed(1)} fps, ` +
        `${r.frameMs.toFixed(2)} ms a frame, core's live reads ${r.liveReadsPerSecond.toFixed(1)}/s`,
    );
  }
  console.log(
    `median of ${runs}: ${summary.medianFps.toFixed(1)} fps, ${summary.medianFrameMs.toFixed(2)} ms a frame, ` +
      `${summary.medianLiveReadsPerSecond.toFixed(1)} live reads/s`,
  );
  console.log(
    `the decision (scanColours, WASM in Node): ${decision.meanMs.toFixed(2)} ms mean, ` +
      `${decision.maxMs.toFixed(2)} ms max over ${decision.count} states (${decision.exact} read exactly; ` +
      `CPU ${decision.cpuMs.toFixed(2)} ms a state, with making the reading)`,
  );
}
