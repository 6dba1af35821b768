// The longest scramble a link may carry, `(R U)49999` (99,998 moves): the page opens it,
// keeps only the visible part of the move list in the DOM, and stays responsive (a
// playback key answers at once, typing in the scramble box settles, the list scrolls to
// its last move). Generous bounds: behaviour, not timings (bench-long-scramble.mjs
// measures those).
import { expect, test } from '@playwright/test';

import { settle, watchConsole } from './helpers';

const MOVES = 99_998;

test('a 99,998-move scramble opens, plays and scrolls with a virtualised move list', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await page.goto(`/?scramble=${encodeURIComponent('(R U)49999')}`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 90_000 });
  await settle(page);
  await expect(page.getByTestId('count-htm')).toHaveText(String(MOVES));
  await expect(page.getByTestId('progress')).toHaveText(`${MOVES} / ${MOVES}`);
  const inDom = await page.getByTestId('move-chip').count();
  expect(inDom).toBeGreaterThan(0);
  expect(inDom).toBeLessThan(3000);

  // A playback key: the main thread answers at once (no work over all the moves).
  await page.getByTestId('track-title').click();
  const took = await page.evaluate(async () => {
    const progress = document.querySelector('[data-testid="progress"]')!;
    const t0 = performance.now();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    await new Promise((r) => requestAnimationFrame(r));
    return { ms: performance.now() - t0, text: progress.textContent };
  });
  expect(took.text).toBe(`0 / ${MOVES}`);
  expect(took.ms).toBeLessThan(1000);
  await expect(page.getByTestId('view-facelets')).toHaveText('UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB');

  // The list scrolled to its end shows the last moves; a click there jumps to them.
  const list = page.getByTestId('moves');
  await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  const last = page.locator(`[data-testid="move-chip"][data-index="${MOVES - 1}"]`);
  await expect(last).toBeVisible();
  await last.click();
  await expect(page.getByTestId('progress')).toHaveText(`${MOVES} / ${MOVES}`);
  await expect(last).toHaveClass(/current/);
  expect(await page.getByTestId('move-chip').count()).toBeLessThan(3000);

  // Typing at the end of the scramble box: the core reads it again and the page settles.
  await page.getByTestId('scramble-input').focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' R');
  await expect(page.getByTestId('count-htm')).toHaveText(String(MOVES + 1), { timeout: 60_000 });
  await settle(page);
  expect(errors).toEqual([]);
});
