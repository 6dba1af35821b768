// Playback as people use it: the scrub bar, the move list, the playback keys, and the
// net beside the 3D view following every position; the spoken position for screen readers.
import { expect, test } from '@playwright/test';

import { open, SOLVED3, settle } from './helpers';

test('scrub bar, move list and keys move the cube; the net and the words follow; 3D, net or both: the switch shows one, the other or both', async ({
  page,
}) => {
  // The 3D view's frames, counted at each frame's first draw call.
  await page.addInitScript(() => {
    const seen = { frames: 0, open: false };
    Object.defineProperty(window, 'frames3d', { get: () => seen.frames });
    const proto = WebGL2RenderingContext.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of ['drawElements', 'drawArrays']) {
      const draw = proto[name];
      proto[name] = function (this: unknown, ...args: unknown[]) {
        if (!seen.open) {
          seen.open = true;
          seen.frames++;
          setTimeout(() => {
            seen.open = false;
          });
        }
        return draw.apply(this, args);
      };
    }
  });
  await open(page, `?scramble=${encodeURIComponent("R U F' D2")}`);
  const shown = page.getByTestId('view-facelets');
  const scrub = page.getByTestId('scrub');
  const net = page.getByTestId('net-view');
  const end = await page.getByTestId('current-facelets').textContent();
  await expect(scrub).toHaveAttribute('max', '4');
  await expect(scrub).toHaveValue('4');
  await expect(net).toHaveAttribute('data-facelets', end!);

  // Dragging the scrub bar jumps there.
  await scrub.fill('0');
  await expect(page.getByTestId('progress')).toHaveText('0 / 4');
  await expect(shown).toHaveText(SOLVED3);
  await expect(net).toHaveAttribute('data-facelets', SOLVED3);
  await expect(page.getByTestId('announce')).toHaveText(/Start of the scramble/);
  await scrub.fill('2');
  await expect(page.getByTestId('progress')).toHaveText('2 / 4');
  await expect(page.getByTestId('move-chip').nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('announce')).toHaveText('Move 2 of 4: U.');
  const afterTwo = await shown.textContent();
  await expect(net).toHaveAttribute('data-facelets', afterTwo!);
  // The net's stickers are the state's: 6 faces of 9.
  await expect(net.locator('.net-sticker')).toHaveCount(54);
  await expect(page.getByTestId('state-words')).toContainText('Top: white white');

  // Clicking a move jumps to the state after it.
  await page.getByTestId('move-chip').nth(0).click();
  await expect(scrub).toHaveValue('1');
  await expect(page.getByTestId('announce')).toHaveText('Move 1 of 4: R.');

  // Keys (focus on the page, not in a field): End, Home, → and ←, Space.
  await page.locator('h1').click();
  await page.keyboard.press('End');
  await expect(page.getByTestId('progress')).toHaveText('4 / 4');
  await expect(page.getByTestId('announce')).toHaveText('Move 4 of 4: D2. End of the scramble: the state is reached.');
  await expect(shown).toHaveText(end!);
  await page.keyboard.press('Home');
  await expect(page.getByTestId('progress')).toHaveText('0 / 4');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('progress')).toHaveText('1 / 4', { timeout: 10_000 });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('progress')).toHaveText('2 / 4', { timeout: 10_000 });
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('progress')).toHaveText('1 / 4', { timeout: 10_000 });
  // Played at 1x, WebGL drawing on the CPU (SwiftShader): at most 30 frames a second
  // (webgl-renderer.ts, frameInterval), where it drew ~57.
  await scrub.fill('0');
  await expect(page.getByTestId('progress')).toHaveText('0 / 4');
  await page.locator('h1').click();
  await page.keyboard.press(' ');
  // A second of its four moves (~1.5 s at 1x), from 0.2 s in.
  const rate = await page.evaluate(async () => {
    const frames = () => (window as unknown as { frames3d: number }).frames3d;
    await new Promise((r) => setTimeout(r, 200));
    const f0 = frames();
    await new Promise((r) => setTimeout(r, 1000));
    return frames() - f0;
  });
  expect(rate).toBeGreaterThan(5); // it animates
  expect(rate).toBeLessThanOrEqual(31);
  await expect(page.getByTestId('progress')).toHaveText('4 / 4', { timeout: 15_000 });
  await scrub.fill('1');
  await expect(page.getByTestId('progress')).toHaveText('1 / 4');
  await page.getByTestId('speed').fill('8');
  await page.locator('h1').click();
  // Space plays on from move 1 to the end (it may be over before a check could see it play).
  await page.keyboard.press(' ');
  await expect(page.getByTestId('progress')).toHaveText('4 / 4', { timeout: 15_000 });
  await settle(page);
  await expect(shown).toHaveText(end!);
  await expect(net).toHaveAttribute('data-facelets', end!);

  // Typing in a field is not playback: the keys stay the field's.
  await page.getByTestId('scramble-input').press('Home');
  await expect(page.getByTestId('progress')).toHaveText('4 / 4');

  // 3D, net or both: the switch shows one, the other or both (in the same page: a load
  // costs ~1.5-3 CPU-s).
  const stage = page.getByTestId('cube-view');
  await expect(stage).toBeVisible();
  await expect(net).toBeVisible();
  const [a, b] = [await stage.boundingBox(), await net.boundingBox()];
  expect(b!.x).toBeGreaterThan(a!.x + a!.width / 2); // side by side on a wide screen
  await page.getByTestId('view-net').check({ force: true });
  await expect(stage).toBeHidden();
  await expect(net).toBeVisible();
  await page.getByTestId('view-3d').check({ force: true });
  await expect(stage).toBeVisible();
  await expect(net).toBeHidden();
  // Remembered on reload.
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await expect(page.getByTestId('view-3d')).toBeChecked();
  await expect(net).toBeHidden();
  await page.getByTestId('view-both').check({ force: true });
});
