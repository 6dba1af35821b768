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

  // Every position reads its state from the core's packed reply: (R U) has order 105, so
  // position 210 is solved again, and position 38 shows what the end (99,998 = 476 × 210
  // + 38) shows, the core's own final state; the moves are R and U in turn.
  const current = await page.getByTestId('current-facelets').getAttribute('data-facelets');
  expect(current).toMatch(/^[URFDLB]{54}$/);
  const scrubTo = (position: number) =>
    page.getByTestId('scrub').evaluate((el, p) => {
      (el as HTMLInputElement).value = String(p);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, position);
  const shown = page.getByTestId('view-facelets');
  await scrubTo(210);
  await expect(page.getByTestId('progress')).toHaveText(`210 / ${MOVES}`);
  await expect(shown).toHaveAttribute('data-facelets', 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB');
  await scrubTo(38);
  await expect(shown).toHaveAttribute('data-facelets', current!);
  await scrubTo(37);
  await expect(page.getByTestId('progress')).toHaveText(`37 / ${MOVES}`);
  expect(await shown.getAttribute('data-facelets')).not.toBe(current);
  await scrubTo(MOVES);
  await expect(shown).toHaveAttribute('data-facelets', current!);

  // The list scrolled to its end shows the last moves; a click there jumps to them.
  const list = page.getByTestId('moves');
  await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  const last = page.locator(`[data-testid="move-chip"][data-index="${MOVES - 1}"]`);
  await expect(last).toBeVisible();
  await last.click();
  await expect(page.getByTestId('progress')).toHaveText(`${MOVES} / ${MOVES}`);
  await expect(last).toHaveClass(/current/);
  await expect(page.locator(`[data-testid="move-chip"][data-index="${MOVES - 2}"]`)).toHaveText('R');
  await expect(last).toHaveText('U');
  expect(await page.getByTestId('move-chip').count()).toBeLessThan(3000);

  // Typing at the end of the scramble box: the core reads it again and the page settles.
  await page.getByTestId('scramble-input').focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' R');
  await expect(page.getByTestId('count-htm')).toHaveText(String(MOVES + 1), { timeout: 60_000 });
  await settle(page);
  // The new last move is the R typed, and the end shows the core's state after it.
  await expect(page.getByTestId('progress')).toHaveText(`${MOVES + 1} / ${MOVES + 1}`);
  const after = await page.getByTestId('current-facelets').getAttribute('data-facelets');
  expect(after).not.toBe(current);
  await expect(shown).toHaveAttribute('data-facelets', after!);
  await page.getByTestId('moves').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(page.locator(`[data-testid="move-chip"][data-index="${MOVES}"]`)).toHaveText('R');
  expect(errors).toEqual([]);
});
