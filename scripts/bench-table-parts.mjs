// What a visitor who solves the 5x5x5, then the 6x6x6, then the 7x7x7 (one profile,
// so one IndexedDB) builds and stores: each solve's table status line, its CPU time
// (with CG, a cgroup v1 cpuacct directory this script runs in alone: the browser's
// processes too), and at the end the IndexedDB entries (key, bytes) and Chromium's own
// count of the site's IndexedDB bytes (usageDetails).
//   CG=/sys/fs/cgroup/cpuacct/NAME node scripts/bench-table-parts.mjs BASE_URL
// (BASE_URL: `npx vite preview` of dist/, e.g. http://localhost:8080, started outside
// the cgroup); one JSON line per size, then one for the store.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const [base] = process.argv.slice(2);
const scrambles = {
  '5x5x5': "Rw U2 3R' 2B Fw2 Dw' L 3Uw F' 2D",
  '6x6x6': "3Rw 3Fw' 2R Uw2 L' 3Dw F 2U",
  '7x7x7': "3Rw U' 4R 3Uw2 2F Lw B' 3D",
};

/** CPU seconds of the cgroup CG (cgroup v1 cpuacct) the run is in: the browser, this script. */
const cpu = () => (process.env.CG ? Number(readFileSync(`${process.env.CG}/cpuacct.usage`, 'utf8')) / 1e9 : Number.NaN);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext();
const page = await context.newPage();
for (const [size, scramble] of Object.entries(scrambles)) {
  await page.goto(`${base}/?puzzle=${size}&scramble=${encodeURIComponent(scramble)}`);
  await page.locator('body[data-ready="1"]').waitFor({ timeout: 60_000 });
  const button = page.getByTestId('solve');
  while (!(await button.isEnabled())) await page.waitForTimeout(50);
  const cpu0 = cpu();
  const t = Date.now();
  await button.click();
  for (;;) {
    const s = (await page.getByTestId('solve-status').textContent()) ?? '';
    if (/Solved:/.test(s)) break;
    if (Date.now() - t > 900_000) throw new Error(`no solve: ${s}`);
    await page.waitForTimeout(250);
  }
  const tables = await page.getByTestId('table-status').textContent();
  console.log(JSON.stringify({ size, tables, solveMs: Date.now() - t, cpuS: Math.round((cpu() - cpu0) * 10) / 10 }));
}
const stored = await page.evaluate(async () => {
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open('cubesolver-tables');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const sets = await new Promise((resolve) => {
    const all = db.transaction('sets').objectStore('sets').getAll();
    all.onsuccess = () => resolve(all.result.map((s) => ({ key: s.key, bytes: s.bytes })));
  });
  const estimate = await navigator.storage.estimate();
  return { sets, indexedDB: estimate.usageDetails?.indexedDB ?? null };
});
const total = stored.sets.reduce((n, s) => n + s.bytes, 0);
console.log(JSON.stringify({ ...stored, recordBytes: total }));
await browser.close();
