// The optimal solver's table sizes on one page, in a browser whose WebAssembly memory is
// capped at 320 MiB (V8's --wasm-max-mem-pages: a device with little memory; the real
// allocation fails, nothing is faked in the page):
// - an unsolvable state gets the piece-level message, and no table is fetched or built;
// - each size shows the memory it needs and its measured speed;
// - the host serves a prebuilt small table made by the CLI (`cubesolver tables`; routed
//   here to the real file): a corrupted copy is refused by the core's checksums with a
//   message and the page falls back to building; a download that breaks off says so;
//   the good file downloads with progress, is cached, and a solve uses it (replayed);
// - Cancel during a search: the page is idle within 100 ms, the solver worker gone at once;
// - the xlarge size (~2.7 GiB to build: a browser that gives a page less, as many do)
//   runs out of memory: the message names it and offers the large one, which runs out
//   too and offers the medium one, which runs out too (its build needs ~374 MiB) and
//   offers the small one, which then solves. (None of the three is built here.)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { idle, open, replay, SOLVED3, settle, topSpeed, watchConsole } from './helpers';
import { prebuiltFile } from './table-host';

const TEN = "R U F' L2 D B' R2 U' F D2"; // optimal length 10
const SUPERFLIP = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2";
const CLI = fileURLToPath(new URL('../../build/native/cubesolver', import.meta.url));

test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--js-flags=--wasm-max-mem-pages=5120'] },
});
test.describe.configure({ timeout: 180_000 });

test('table sizes: facts, a prebuilt download checked by the core, Cancel in 100 ms, out of memory offers the smaller', async ({
  page,
}) => {
  const errors = watchConsole(page);
  // The CLI writes the file (or verifies the one a previous run wrote) and names it.
  const { path, bytes } = prebuiltFile('optimal', 'small');
  const file = readFileSync(path);
  expect(file.byteLength).toBe(bytes);
  // The host: a server streaming the file in 1 MiB pieces (as a network does), reached
  // through a route from the page's own origin (the page asks for tables/<file>).
  const name = path.split('/').pop()!;
  const served: { mode: 'corrupt' | 'short' | 'good'; gets: number } = { mode: 'good', gets: 0 };
  const host = createServer((req, res) => {
    if (!req.url?.endsWith(`/tables/${name}`)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(file.byteLength) });
    if (req.method === 'HEAD') return void res.end();
    served.gets++;
    const body = Buffer.from(file);
    if (served.mode === 'corrupt') body[body.byteLength - 4321] ^= 0x10;
    // A short download: half the file, then the connection drops.
    const end = served.mode === 'short' ? body.byteLength >> 1 : body.byteLength;
    let at = 0;
    const next = () => {
      if (at >= end) return void (end < body.byteLength ? res.destroy() : res.end());
      res.write(body.subarray(at, Math.min(end, at + 2 ** 20)));
      at += 2 ** 20;
      setTimeout(next, 5);
    };
    next();
  });
  await new Promise<void>((resolve) => host.listen(0, resolve));
  const port = (host.address() as AddressInfo).port;
  await page
    .context()
    .route('**/tables/**', (route) =>
      route.continue({ url: `http://localhost:${port}${new URL(route.request().url()).pathname}` }),
    );

  // Every text the statuses show, in order.
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { tableLog: string[] }).tableLog = log;
    addEventListener('DOMContentLoaded', () => {
      for (const id of ['table-status', 'solve-status']) {
        const node = document.querySelector(`[data-testid="${id}"]`)!;
        new MutationObserver(() => log.push(node.textContent ?? '')).observe(node, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      }
    });
  });
  const log = () => page.evaluate(() => (window as unknown as { tableLog: string[] }).tableLog.splice(0));

  // An unsolvable state: the piece-level message, Solve off, no table work.
  const twisted = [...SOLVED3];
  [twisted[8], twisted[9], twisted[20]] = ['R', 'F', 'U'];
  await open(page);
  await topSpeed(page); // the solutions play at 8x: the test checks what they are, not their animation
  await page.getByTestId('solver-select').selectOption('optimal');
  await page.getByTestId('optimal-table').selectOption('small'); // the size this spec serves
  await page.getByTestId('facelets-input').fill(twisted.join(''));
  await settle(page);
  // The core's own words for it (the CLI: "twisted-corner: One corner is twisted: … [stickers …]").
  const verdict = spawnSync(CLI, ['verify', '--state', twisted.join('')], { encoding: 'utf8' }).stdout;
  const piece = verdict.match(/^[\w-]+: (.+?) \[stickers/)![1];
  expect(piece).toMatch(/corner/);
  await expect(page.getByTestId('problems')).toContainText(piece);
  await expect(page.getByTestId('solve-status')).toHaveText('Fix the start state or the scramble to solve.');
  await expect(page.getByTestId('solve')).toBeDisabled();

  // Each size: its room, memory and measured speed; the offer for the small one.
  const facts = page.getByTestId('table-choice-facts');
  // One line each: room, memory and the speed in a few words; how it was measured on hover.
  await expect(facts.locator('li[data-choice="small"]')).toContainText(
    /71\.7 MB stored, [\d.]+ MB of memory; random states ~\d+ s \(median\)/,
  );
  await expect(facts.locator('li[data-choice="medium"]')).toContainText(
    /273\.4 MB stored, 3\d\d\.\d MB of memory; random states/,
  );
  await expect(facts.locator('li[data-choice="large"]')).toContainText(/979\.3 MB stored, 1\.\d\d GiB of memory; /);
  await expect(facts.locator('li[data-choice="small"]')).toHaveAttribute('title', /Measured: .*Chromium/);
  const download = page.getByTestId('table-download');
  await expect(download).toHaveText(`Download the prebuilt table (${(file.byteLength / 2 ** 20).toFixed(1)} MiB)`);
  await expect(page.getByTestId('table-build')).toBeVisible();
  expect(served.gets).toBe(0);
  const optimalEntry = page.locator('[data-testid="table-entry"][data-solver="optimal"]');
  await expect(optimalEntry).toHaveAttribute('data-where', 'none');

  // A corrupted copy: refused by the core's checksums, said, and a build starts instead.
  await page.getByTestId('facelets-input').fill('');
  await page.getByTestId('scramble-input').fill(TEN);
  await settle(page);
  served.mode = 'corrupt';
  await download.click();
  await expect(page.getByTestId('solve-status')).toContainText(
    /The prebuilt table was not used \(the file failed its checksum check \(.+\)\)\. Building tables/,
  );
  await page.getByTestId('cancel').click();
  await idle(page);
  let seen = await log();
  expect(
    seen.some((t) => /Downloading the prebuilt table… (\d|[1-9]\d)% of 71\.7 MB/.test(t)),
    seen.join(' | '),
  ).toBe(true);

  // A download that breaks off: said, and a build starts instead.
  served.mode = 'short';
  await download.click();
  await expect(page.getByTestId('solve-status')).toContainText(
    /The prebuilt table was not used \(the download broke off after \d+(\.\d)? MiB of 71\.7 MiB \(.+\)\)\. Building tables/,
  );
  await page.getByTestId('cancel').click();
  await idle(page);

  // The good file: downloaded with progress, checked, stored; then a solve uses it.
  served.mode = 'good';
  await log();
  await download.click();
  await expect(page.getByTestId('table-status')).toContainText(
    /Prebuilt table downloaded and checked in \d+ ms \(71\.7 MB\)/,
  );
  await idle(page);
  console.log(`Download: ${await page.getByTestId('table-status').textContent()}`);
  await expect(page.getByTestId('table-offer')).toBeHidden();
  await expect(page.locator('[data-testid="table-entry"][data-solver="optimal"]')).toContainText(
    'downloaded and cached',
  );
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('solution-length')).toHaveText('10 moves, optimal (proven)', { timeout: 60_000 });
  seen = await log();
  expect(
    seen.some((t) => /Downloading the prebuilt table… [1-9]\d?% of 71\.7 MB/.test(t)),
    seen.join(' | '),
  ).toBe(true);
  expect(
    seen.some((t) => /Building/.test(t)),
    seen.join(' | '),
  ).toBe(false);
  expect(served.gets).toBe(3);
  await idle(page);
  const moves = (await page.getByTestId('move-chip').allTextContents()).join(' ');
  expect(replay(replay(SOLVED3, TEN), moves)).toBe(SOLVED3);

  // Cancel during a search: the page idle within 100 ms and the solver worker gone.
  await page.getByTestId('scramble-input').fill(SUPERFLIP);
  await settle(page);
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('search-progress')).toContainText(/Searching depth 1\d/, { timeout: 60_000 });
  const closed = new Promise<number>((resolve) => {
    for (const w of page.workers()) w.once('close', () => resolve(Date.now()));
  });
  // Counted from before the click is sent: the worker's time is an upper bound.
  const clicked = Date.now();
  await page.evaluate(() => {
    const w = window as unknown as { cancelMs: number; idleMs: number };
    const body = document.body;
    new MutationObserver((_, o) => {
      if (body.dataset.busy !== '0') return;
      w.idleMs = performance.now() - w.cancelMs;
      o.disconnect();
    }).observe(body, { attributes: true, attributeFilter: ['data-busy'] });
    w.cancelMs = performance.now();
    document.querySelector<HTMLButtonElement>('[data-testid="cancel"]')!.click();
  });
  const workerGone = (await closed) - clicked;
  const pageIdle = await page.evaluate(() => (window as unknown as { idleMs: number }).idleMs);
  console.log(`Cancel: page idle after ${pageIdle.toFixed(1)} ms, solver worker gone after ${workerGone} ms`);
  expect(pageIdle).toBeLessThan(100);
  // Seen from here, through the DevTools protocol (65 ms at most in 7 runs at load 9;
  // more when the suites around take the CPU): well under the 2 s that Chromium waits
  // before it stops a worker still running code, which is what it took before.
  expect(workerGone).toBeLessThan(1000);
  await expect(page.getByTestId('solve-status')).toContainText('Cancelled. The tables are stored in this browser');

  // The xlarge size: out of memory before its build, the large one offered; out of
  // memory too, the medium one offered, out of memory too; then the small one.
  await page.getByTestId('scramble-input').fill(TEN);
  await settle(page);
  await expect(page.getByTestId('table-choice-facts')).toContainText(
    /Extra large: 1\.\d\d GiB stored, 2\.\d\d GiB of memory/,
  );
  await page.getByTestId('optimal-table').selectOption('xlarge');
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('solve-status')).toContainText(
    /Not enough memory: not enough memory to build the xlarge optimal table \(about \d+ MiB\)/,
    { timeout: 60_000 },
  );
  await expect(page.getByTestId('table-memory')).toContainText(
    /too little memory for the extra large table \(2\.\d\d GiB of memory\)/,
  );
  await expect(page.getByTestId('table-smaller')).toHaveText(/^Use the large table \(1\.\d\d GiB of memory\)$/);
  await page.getByTestId('table-smaller').click();
  await expect(page.getByTestId('optimal-table')).toHaveValue('large');
  await expect(page.getByTestId('solve-status')).toContainText(
    /Not enough memory: not enough memory to build the large optimal table \(about \d+ MiB\)/,
    { timeout: 60_000 },
  );
  await expect(page.getByTestId('table-memory')).toContainText(
    /too little memory for the large table \(1\.\d\d GiB of memory\)/,
  );
  await expect(page.getByTestId('table-smaller')).toHaveText(/^Use the medium table \(3\d\d\.\d MB of memory\)$/);
  await page.getByTestId('table-smaller').click();
  await expect(page.getByTestId('optimal-table')).toHaveValue('medium');
  await expect(page.getByTestId('solve-status')).toContainText(
    /Not enough memory: not enough memory to build the medium optimal table \(about \d+ MiB\)/,
    { timeout: 60_000 },
  );
  await expect(page.getByTestId('table-memory')).toContainText(/too little memory for the medium table/);
  await expect(page.getByTestId('table-smaller')).toHaveText(/^Use the small table/);
  await page.getByTestId('table-smaller').click();
  await expect(page.getByTestId('optimal-table')).toHaveValue('small');
  await expect(page.getByTestId('solution-length')).toHaveText('10 moves, optimal (proven)', { timeout: 60_000 });
  await expect(page.getByTestId('table-status')).toContainText(/loaded from cache/);
  await idle(page);
  const again = (await page.getByTestId('move-chip').allTextContents()).join(' ');
  expect(replay(replay(SOLVED3, TEN), again)).toBe(SOLVED3);
  // The errors logged: Chromium's lines for the probes of the medium and large files, which this host lacks (404).
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  host.close();
});
