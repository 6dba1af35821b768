// What the page says follows the puzzle shown (issue 41, "what a new user met"): no
// status about another puzzle's tables, the cube keymap and picture saving only where
// they apply, the metrics the puzzle counts in (no HTM, QTM or STM on the Pyraminx and the
// Skewb, OBTM on a big cube). One page. (No other puzzle's scramble while a random state is made:
// cube4.spec, whose 4x4x4 tables are built for it.)
import { expect, type Page, test } from '@playwright/test';

import { settle, shareOnePage, solveAndWait } from './helpers';

let page: Page;
let errors: string[];
shareOnePage('?puzzle=3x3x3', (shared, watched) => {
  page = shared;
  errors = watched;
});

test("the table status of the 3x3x3's solve is not left standing on the Skewb", async () => {
  await page.getByTestId('scramble-input').fill("R U F' L2 D");
  await settle(page);
  await solveAndWait(page);
  await expect(page.getByTestId('table-status')).toContainText(/Tables (built|loaded)/);
  await page.getByTestId('puzzle-skewb').check();
  await settle(page);
  await expect(page.getByTestId('table-status')).toHaveText('');
  // The scramble typed for the cube is kept, and named as not the Skewb's.
  await expect(page.getByTestId('scramble-input')).toHaveValue("R U F' L2 D");
});

/** The metrics the scramble's counts show, by name. */
const countedIn = () =>
  page
    .getByTestId('counts')
    .locator('b')
    .evaluateAll((bs) => bs.map((b) => (b as HTMLElement).dataset.metric));
/** The visible elements whose text names a cube metric. */
const cubeMetricsShown = () =>
  page
    .getByText(/\b(HTM|QTM|STM)\b/)
    .filter({ visible: true })
    .allTextContents();

test('the Pyraminx and the Skewb count their own moves, no cube metric; the table list names their tables (in memory only), built once solved', async () => {
  await page.getByTestId('puzzle-skewb').check();
  await page.getByTestId('scramble-input').fill("R U L' B");
  await settle(page);
  await expect(page.getByTestId('count-moves')).toHaveText('4');
  expect(await countedIn()).toEqual(['moves']);
  expect(await cubeMetricsShown()).toEqual([]);
  await page.getByTestId('puzzle-pyraminx').check();
  await page.getByTestId('scramble-input').fill("U L' R b");
  await settle(page);
  const list = page.getByTestId('table-list');
  const entry = (solver: string) => list.locator(`[data-testid="table-entry"][data-solver="${solver}"]`);
  await list.locator('summary').click();
  await expect(entry('skewb')).toContainText('Skewb optimal: built on first use, in memory only');
  await solveAndWait(page);
  await list.locator('summary').click();
  await list.locator('summary').click();
  await expect(entry('pyraminx')).toContainText('Pyraminx optimal: built in this visit, in memory only');
  await expect(entry('pyraminx')).toHaveAttribute('data-where', 'memory');
  await list.locator('summary').click();
  // Its scramble's count, its solution's and the solve's line: moves, never HTM, QTM or STM.
  await expect(page.getByTestId('track-stats')).not.toBeEmpty();
  expect(await countedIn()).toEqual(['moves']);
  expect(await cubeMetricsShown()).toEqual([]);
});

test('the cube keymap and picture saving show only where they apply; a big cube counts in OBTM', async () => {
  const keymap = page.locator('footer .keys-hint');
  await page.getByTestId('puzzle-3x3x3').check();
  await settle(page);
  await expect(keymap).toBeVisible();
  await expect(page.getByTestId('save-image-kind')).toBeVisible();
  await page.getByTestId('puzzle-pyraminx').check();
  await settle(page);
  await expect(keymap).toBeHidden();
  await expect(page.getByTestId('save-image-kind')).toBeVisible();
  // A big cube counts outer block turns (OBTM), not half turns.
  await page.getByTestId('puzzle-4x4x4').check();
  await page.getByTestId('scramble-input').fill("R Uw F 3Rw'");
  await settle(page);
  await expect(page.getByTestId('count-obtm')).toHaveText('4');
  await expect(page.getByTestId('counts')).toContainText('OBTM 4');
  expect(await countedIn()).not.toContain('htm');
  expect(await cubeMetricsShown()).toEqual([]);
  await page.getByTestId('puzzle-8puzzle').check();
  await settle(page);
  await expect(keymap).toBeHidden();
  // The board has no 3D view and no net to save.
  await expect(page.getByTestId('save-image-kind')).toBeHidden();
  await expect(page.getByTestId('save-clip')).toBeHidden();
  expect(errors).toEqual([]);
});
