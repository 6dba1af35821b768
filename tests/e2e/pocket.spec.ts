// The 2x2x2 solver's options on the page, one page for the whole spec: a random
// scramble solved optimally in HTM ends solved; in QTM it is no shorter; only R and U
// turns when only those are allowed; a goal pattern with don't-care stickers is shown
// as a net, reached, and refused with a message when it cannot be read.
import { expect, type Page, test } from '@playwright/test';

import { chips, idle, SOLVED2, settle, shareOnePage, solveAndWait } from './helpers';

let page: Page;
let errors: string[];
shareOnePage('?puzzle=2x2x2', (shared, watched) => {
  page = shared;
  errors = watched;
});

const shown = () => page.getByTestId('view-facelets');
let htm = 0;

test('a random scramble solved in HTM ends solved', async () => {
  await expect(page.getByTestId('solver-select')).toHaveValue('pocket');
  // Only the options the pocket solver takes: goal, moves, metric, time; no effort.
  for (const id of ['goal-input', 'moves-input', 'metric-htm', 'time-ms', 'all-optimal']) {
    await expect(page.getByTestId(id), id).toBeAttached();
  }
  await expect(page.getByTestId('goal-input')).toBeVisible();
  await expect(page.getByTestId('moves-input')).toBeVisible();
  await expect(page.getByTestId('effort')).toBeHidden();
  await expect(page.getByTestId('metric-htm')).toBeChecked();

  await page.getByTestId('random-scramble').click();
  await idle(page);
  await settle(page);
  await expect(page.getByTestId('current-facelets')).not.toHaveText(SOLVED2);
  htm = await solveAndWait(page);
  expect(htm).toBeGreaterThanOrEqual(1);
  expect(htm).toBeLessThanOrEqual(11);
  await expect(page.getByTestId('solve-status')).toContainText('(optimal)');
  await expect(shown()).toHaveText(SOLVED2, { timeout: 30_000 });
});

test('the same state in QTM: no shorter than in HTM, and ends solved', async () => {
  await page.getByTestId('metric-qtm').check();
  await settle(page);
  expect(page.url()).toContain('metric=qtm');
  const qtm = await solveAndWait(page);
  expect(qtm).toBeGreaterThanOrEqual(htm);
  expect(qtm).toBeLessThanOrEqual(14);
  // Length counted in quarter turns: a half turn counts two.
  const moves = await chips(page);
  expect(moves.reduce((n, m) => n + (m.endsWith('2') ? 2 : 1), 0)).toBe(qtm);
  await expect(shown()).toHaveText(SOLVED2, { timeout: 30_000 });
  await page.getByTestId('metric-htm').check();
  await settle(page);
});

test('with only R and U allowed, the solution turns only R and U', async () => {
  await page.getByTestId('scramble-input').fill("R U R' U R U2 R' U' R2 U'");
  await page.getByTestId('moves-input').fill('R U');
  await settle(page);
  await expect(page.getByTestId('moves-note')).toContainText('U R');
  await solveAndWait(page);
  const moves = await chips(page);
  expect(moves.length).toBeGreaterThan(0);
  for (const m of moves) expect(m).toMatch(/^[RU][2']?$/);
  await expect(shown()).toHaveText(SOLVED2, { timeout: 30_000 });

  await page.getByTestId('moves-input').fill('R Q');
  await settle(page);
  await expect(page.getByTestId('moves-note')).toContainText("'Q'");
  await expect(page.getByTestId('solve')).toBeDisabled();
  await page.getByTestId('moves-input').fill('');
  await settle(page);
});

test('a goal with don’t-care stickers is shown, checked and reached', async () => {
  await page.getByTestId('scramble-input').fill("R U F' R2 U' F");
  await page.getByTestId('goal-input').fill('UUUQxxxxxxxxxxxxxxxxxxxx');
  await settle(page);
  await expect(page.getByTestId('goal-error')).toContainText('sticker 4');
  await expect(page.getByTestId('solve')).toBeDisabled();

  // Top face white: any cube with all four U stickers U.
  await page.getByTestId('goal-input').fill('UUUUxxxxxxxxxxxxxxxxxxxx');
  await settle(page);
  await expect(page.getByTestId('goal-error')).toBeHidden();
  const net = page.getByTestId('goal-preview').locator('.net');
  await expect(net.locator('.net-sticker')).toHaveCount(24);
  await expect(net.locator('.net-sticker.any')).toHaveCount(20);
  await solveAndWait(page);
  await expect(page.getByTestId('progress')).toHaveText(/^(\d+) \/ \1$/, { timeout: 30_000 });
  expect((await shown().textContent())!.slice(0, 4)).toBe('UUUU');
  expect(page.url()).toContain('goal=UUUUx');
  expect(errors).toEqual([]);
});
