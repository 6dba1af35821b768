// The goal solver on the page: its presets come from the core, a preset and a face fill
// the goal field, a random scramble solved to the cross ends with the cross solved.
import { expect, test } from '@playwright/test';
import { crossOnD } from '../cross-on-d';
import { idle, open, replay, settle, solveAndWait, watchConsole } from './helpers';

test('cross preset: a random scramble solved to the cross', async ({ page }) => {
  const errors = watchConsole(page);
  await open(page);
  await page.getByTestId('speed').fill('8');
  await page.getByTestId('solver-select').selectOption('goal');
  await settle(page);
  await expect(page.getByTestId('goal-preset')).toBeVisible();
  await expect(page.getByTestId('moves-input')).toBeVisible();
  await page.getByTestId('goal-preset').selectOption('cross');
  await expect(page.getByTestId('goal-input')).toHaveValue('cross');
  await page.getByTestId('goal-face').selectOption('U');
  await expect(page.getByTestId('goal-input')).toHaveValue('cross@U');
  await page.getByTestId('goal-face').selectOption('D');
  await expect(page.getByTestId('goal-input')).toHaveValue('cross');
  await settle(page);

  await page.getByTestId('random-scramble').click();
  await idle(page);
  await settle(page);
  const start = (await page.getByTestId('current-facelets').textContent())!.trim();
  const length = await solveAndWait(page);
  expect(length).toBeLessThanOrEqual(8);
  if (crossOnD(start)) expect(length).toBe(0);
  // The solution animates to a state with the cross solved.
  await expect
    .poll(async () => crossOnD((await page.getByTestId('view-facelets').textContent())!.trim()), { timeout: 30_000 })
    .toBe(true);

  // The fewest-moves row on the same page: its own goal words (the solver table's), no
  // 2x2x2 pattern check, and an EO step that leaves every edge oriented for F/B.
  await page.getByTestId('solver-select').selectOption('fmc');
  await settle(page);
  await expect(page.getByTestId('goal-input')).toHaveAttribute('placeholder', 'eo fb');
  await expect(page.locator('#goal-hint')).toContainText('eo, dr, htr or finish');
  await expect(page.getByTestId('goal-preset')).toBeHidden();
  await page.getByTestId('goal-input').fill('eo fb');
  await settle(page);
  await expect(page.getByTestId('moves-note')).toHaveText('');
  const scrambled = (await page.getByTestId('current-facelets').textContent())!.trim();
  const steps = await solveAndWait(page);
  if (edgesOrientedFB(scrambled)) expect(steps).toBe(0);
  const moves = (await page.getByTestId('move-chip').allTextContents()).join(' ');
  expect(edgesOrientedFB(replay(scrambled, moves))).toBe(true);
  expect(errors).toEqual([]);
});

/**
 * Edge orientation for the F/B axis, plainly (facelets U R F D L B, 9 each; centres in
 * place): each edge's first sticker below is the one on U or D (on F or B for the middle
 * layer's edges); the edge is good when that sticker has a U or D colour, or an F or B
 * colour with an L or R colour beside it.
 */
function edgesOrientedFB(f: string): boolean {
  const edges = [
    [5, 10],
    [7, 19],
    [3, 37],
    [1, 46],
    [32, 16],
    [28, 25],
    [30, 43],
    [34, 52],
    [23, 12],
    [21, 41],
    [50, 39],
    [48, 14],
  ];
  return edges.every(([a, b]) => {
    const [p, q] = [f[a], f[b]];
    return p === 'U' || p === 'D' || ((p === 'F' || p === 'B') && (q === 'L' || q === 'R'));
  });
}
