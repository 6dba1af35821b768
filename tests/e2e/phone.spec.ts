// On a phone (390x844, touch): no sideways scrolling and every visible control within the
// screen's width; the first screen holds the cube, the scramble box and Solve, so a
// newcomer can type a scramble and solve it without scrolling; the moves and the views
// work by touch; keyboard hints are not shown on a touch screen (they stay on a desktop);
// the painter is a tap below Solve, its verdict and candidates beside the net. On a
// 1280x900 desktop the cube and its player's buttons stay in view while a solution plays.
import { expect, type Locator, type Page, test } from '@playwright/test';

import { idle, open, SOLVED3, settle, watchConsole } from './helpers';

/**
 * The element lies wholly inside the screen, once any smooth scroll has ended (after a
 * solve the page scrolls the status line into view: a check during that scroll saw
 * its bottom 40 px below the screen on a loaded machine).
 */
async function inFirstScreen(page: Page, target: Locator): Promise<void> {
  const height = page.viewportSize()!.height;
  await expect(async () => {
    const box = (await target.boundingBox())!;
    expect(box.y, 'top').toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, 'bottom').toBeLessThanOrEqual(height);
  }).toPass({ timeout: 5_000 });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('no sideways scrolling, every control within the screen; the cube, the scramble box and Solve in the first screen; no keyboard hints; a tap solves; moves and views by touch', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await open(page);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    // Every visible control lies within the screen's width.
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('button, input, select, textarea, summary')]
        .filter((e) => e.offsetParent !== null)
        .map((e) => ({ id: e.dataset.testid ?? e.id ?? e.tagName, r: e.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && (r.left < -1 || r.right > document.documentElement.clientWidth + 1))
        .map(({ id }) => id),
    );
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await inFirstScreen(page, page.getByTestId('cube-view'));
    await inFirstScreen(page, page.getByTestId('scramble-input'));
    await inFirstScreen(page, page.getByTestId('solve'));
    for (const hint of await page.locator('.keys-hint').all()) await expect(hint).toBeHidden();
    await expect(page.getByText('Keys:')).toBeHidden();

    await page.getByTestId('scramble-input').fill("R U R' F2 D");
    await settle(page);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.getByTestId('solve').tap();
    await expect(page.getByTestId('solve-status')).toContainText(/Solved:/, { timeout: 30_000 });
    await idle(page);
    await inFirstScreen(page, page.getByTestId('solve-status'));
    // The solution plays by itself after a solve and may already have reached its end
    // (to-end is then disabled): back to the start by touch, then to the end.
    await page.getByTestId('to-start').tap();
    await expect(page.getByTestId('progress')).toHaveText(/^0 \//);
    await page.getByTestId('to-end').tap();
    await expect(page.getByTestId('view-facelets')).toHaveText(SOLVED3);
    // A move tapped in the list jumps there; the net alone shows, with no sideways scroll.
    await page.getByTestId('move-chip').first().tap();
    await expect(page.getByTestId('progress')).toHaveText(/^1 \//);
    await page.getByTestId('view-net').check({ force: true });
    await expect(page.getByTestId('cube-view')).toBeHidden();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  test('Solve tapped further down brings the cube back, its player right under it; playback leaves the page still; the painter a screen below Solve, its verdict and candidates beside the net', async ({
    page,
  }) => {
    await open(page);
    // The other ways in (typed, painted, scanned) within a screen below Solve.
    const top = (id: string) => page.getByTestId(id).evaluate((e) => e.getBoundingClientRect().top + scrollY);
    expect((await top('paint-open')) - (await top('solve'))).toBeLessThan(844);
    await page.getByTestId('scramble-input').fill("R U R' F2 D L2 B' U F2 R' D' L");
    await settle(page);
    await page.getByTestId('speed').fill('0.5');
    await page.evaluate(() => scrollTo(0, 700));
    await page.getByTestId('solve').tap();
    await expect(page.getByTestId('solve-status')).toContainText(/Solved:/, { timeout: 30_000 });
    await idle(page);
    await expect(page.getByTestId('play')).toHaveAttribute('aria-pressed', 'true');
    // Scrolled back smoothly: wait until it rests.
    await expect.poll(async () => (await page.getByTestId('cube-view').boundingBox())!.y).toBeGreaterThanOrEqual(-1);
    await inFirstScreen(page, page.getByTestId('cube-view'));
    await inFirstScreen(page, page.getByTestId('player'));
    const stage = (await page.getByTestId('cube-view').boundingBox())!;
    const player = (await page.getByTestId('player').boundingBox())!;
    expect(player.y - (stage.y + stage.height)).toBeLessThan(24);
    // While the moves play, the move list follows them without scrolling the page.
    const at = await page.evaluate(() => scrollY);
    await expect(page.getByTestId('progress')).toHaveText(/^[3-9] \//, { timeout: 15_000 });
    expect(await page.evaluate(() => scrollY)).toBe(at);

    // The painter's stickers as large as the screen allows; while painting on the net, its
    // verdict and the pieces to pick from beside it, in the same screen.
    await page.getByTestId('paint-open').tap();
    await page.getByTestId('paint-solved').tap();
    const net = page.getByTestId('paint-net');
    for (const [i, colour] of [
      [8, 'F'],
      [9, 'U'],
      [20, 'R'],
    ] as const) {
      await settle(page);
      await page.getByTestId(`paint-${colour}`).check();
      await net.locator(`[data-index="${i}"]`).tap();
    }
    await settle(page);
    expect((await net.locator('[data-index="20"]').boundingBox())!.width).toBeGreaterThanOrEqual(26);
    const verdict = page.getByTestId('paint-verdict');
    await expect(verdict).toContainText('cannot tell which one');
    // The net, the verdict and its candidates fit in one screen.
    const bottom = await verdict.evaluate((e) => e.getBoundingClientRect().bottom + scrollY);
    expect(bottom - (await top('paint-net'))).toBeLessThan(844);
    const candidates = verdict.getByTestId('paint-candidate');
    await expect(candidates).toHaveCount(8);
    await candidates.filter({ hasText: / at URF$/ }).tap();
    await settle(page);
    await expect(page.getByTestId('facelets-input')).toHaveValue(SOLVED3);
    await expect(verdict).toHaveText('✓ Valid state');
  });
});

test('on a desktop the keyboard hints are shown; Solve and the Random buttons near the scramble box; the cube and its player in view while a solution plays', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page);
  await inFirstScreen(page, page.getByTestId('solve'));
  const scramble = (await page.getByTestId('scramble-input').boundingBox())!;
  const random = (await page.getByTestId('random-scramble').boundingBox())!;
  expect(random.y - (scramble.y + scramble.height)).toBeLessThan(120);
  await expect(page.getByText('Keys:')).toBeVisible();
  await expect(page.locator('footer .keys-hint')).toBeVisible();

  // Solve clicked where it is: while the solution plays, the cube and the player's
  // buttons stay in view (the page scrolls to the status line only as far as the cube
  // stays whole; the viewer column is sticky).
  await page.getByTestId('scramble-input').fill("R U R' F2 D L2 B' U F2 R' D' L");
  await settle(page);
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('solve-status')).toContainText(/Solved:/, { timeout: 30_000 });
  await expect(page.getByTestId('play')).toHaveAttribute('aria-pressed', 'true');
  const inView = async () => {
    await inFirstScreen(page, page.getByTestId('cube-view'));
    for (const button of ['to-start', 'step-back', 'play', 'step-forward', 'to-end'])
      await inFirstScreen(page, page.getByTestId(button));
  };
  await expect(page.getByTestId('progress')).toHaveText(/^[1-9]\d* \//, { timeout: 15_000 });
  await inView();
  // Scrolled down 300 px as it plays (to the solve's result and the panels below it): the
  // viewer column stays put.
  const at = await page.evaluate(() => scrollY);
  await page.evaluate(() => scrollBy(0, 300));
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThanOrEqual(at + 250);
  const played = async () => Number((await page.getByTestId('progress').textContent())!.split(' /')[0]);
  await expect.poll(played, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await inView();
  await expect(page.getByTestId('play')).toHaveAttribute('aria-pressed', 'true'); // still playing (19 moves, ~7 s)
});
