// The goal solver on the page: its presets come from the core, a preset and a face fill
// the goal field, a random scramble solved to the cross ends with the cross solved.
import { expect, test } from '@playwright/test';
import { crossOnD } from '../cross-on-d';
import { idle, open, settle, solveAndWait, watchConsole } from './helpers';

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
  expect(errors).toEqual([]);
});
