// The second visit's time to the first solve of a big cube: a fresh profile opens
// ?puzzle=N with a scramble and solves (tables built, and stored where the build can),
// then the page is reloaded and solved again: from the reload to "Solved:".
// node scripts/bench-second-visit.mjs BASE_URL 5x5x5 [6x6x6 7x7x7 megaminx] (BASE_URL: `npx vite preview`
// of dist/, e.g. http://localhost:8080); one JSON line per size: the first solve, the
// build percentages the status line showed, the second visit from reload to "Solved:".
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const [base, ...sizes] = process.argv.slice(2);
const scrambles = {
  '5x5x5': "Rw U2 3R' 2B Fw2 Dw' L 3Uw F' 2D",
  '6x6x6': "3Rw 3Fw' 2R Uw2 L' 3Dw F 2U",
  '7x7x7': "3Rw U' 4R 3Uw2 2F Lw B' 3D",
  megaminx: "R++ D-- R-- D++ R++ D-- U' R-- D++ U",
};
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const size of sizes) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const url = `${base}/?puzzle=${size}&scramble=${encodeURIComponent(scrambles[size])}`;
  const solve = async () => {
    await page.locator('body[data-ready="1"]').waitFor({ timeout: 60_000 });
    const seen = new Set();
    const button = page.getByTestId('solve');
    await button.waitFor();
    while (!(await button.isEnabled())) await page.waitForTimeout(50);
    await button.click();
    const t = Date.now();
    for (;;) {
      const s = (await page.getByTestId('solve-status').textContent()) ?? '';
      const m = s.match(/Building tables (\d+)%/);
      if (m) seen.add(Number(m[1]));
      if (/Solved:/.test(s)) break;
      if (Date.now() - t > 400_000) throw new Error(`no solve: ${s}`);
      await page.waitForTimeout(200);
    }
    return { percents: [...seen], tables: await page.getByTestId('table-status').textContent() };
  };
  await page.goto(url);
  const t1 = Date.now();
  const first = await solve();
  const firstMs = Date.now() - t1;
  const t2 = Date.now();
  await page.reload();
  const second = await solve();
  const secondMs = Date.now() - t2;
  console.log(
    JSON.stringify({
      size,
      firstSolveMs: firstMs,
      firstPercents: first.percents,
      firstTables: first.tables,
      secondVisitToSolvedMs: secondMs,
      secondTables: second.tables,
    }),
  );
  await context.close();
}
await browser.close();
