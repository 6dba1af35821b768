// The goal solver on the page: its presets come from the core, a preset and a face fill
// the goal field, a random scramble solved to the cross ends with the cross solved.
import { expect, test } from '@playwright/test';
import { crossOnD } from '../cross-on-d';
import { edgesOrientedFB } from '../edges-oriented';
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
