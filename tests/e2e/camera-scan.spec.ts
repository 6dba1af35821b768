// Scanning a cube with the camera, on one page: the camera is a canvas stream (fake-
// camera.ts) showing faces of a random state drawn in perspective, in warm light with a
// gradient, glare and noise. A denied camera and a missing one each say so; three faces
// are captured (Space, the button, steadiness), the camera stops and the faces are kept;
// the rest follow after a restart, one face is retaken, a wrong last face is refused
// with the stickers named, and after its retake the state the core reads opens in the
// painter. Then a 2x2x2 with the front camera, captured as soon as each face is steady.
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { type FakeCamera, installFakeCamera } from './fake-camera';
import { open, watchConsole } from './helpers';
import { CLI, captured, faceOf, framesPass, lightFor, randomState, setMode, show } from './scan-helpers';

test.describe.configure({ timeout: 150_000 });

test('scan a 3x3x3 and a 2x2x2 with the camera: denied, missing, stopped, retaken, read', async ({ page }) => {
  const errors = watchConsole(page);
  await page.addInitScript(installFakeCamera);
  await open(page);
  const status = page.getByTestId('scan-status');
  const instruction = page.getByTestId('scan-instruction');
  await page.getByTestId('scan-open').click();
  await expect(instruction).toHaveText('Show the green face, white on top');

  // No permission, then no camera: each says so; nothing is lost.
  await setMode(page, 'deny');
  await page.getByTestId('scan-start').click();
  await expect(status).toContainText('Camera access was denied');
  await setMode(page, 'none');
  await page.getByTestId('scan-start').click();
  await expect(status).toContainText('No camera was found');

  const state = randomState('3x3x3', 7);
  const steps = ['F', 'R', 'B', 'L', 'U', 'D'];
  await setMode(page, 'ok');
  await page.getByTestId('scan-auto').uncheck();
  await page.getByTestId('scan-start').click();
  await expect(page.getByTestId('scan-overlay')).toBeVisible();
  // Green by Space, red by the button, blue when steady.
  await show(page, faceOf(state, 'F'), lightFor(0));
  await framesPass(page);
  await page.keyboard.press('Space');
  await captured(page, 1);
  await expect(instruction).toHaveText('Show the red face, white on top');
  await show(page, faceOf(state, 'R'), lightFor(1));
  await framesPass(page);
  await page.getByTestId('scan-capture').click();
  await captured(page, 2);
  await page.getByTestId('scan-auto').check();
  await show(page, faceOf(state, 'B'), lightFor(2));
  await captured(page, 3);

  // The camera stops: said, and the three faces are kept.
  await page.evaluate(() => (window as unknown as { fakeCamera: FakeCamera }).fakeCamera.unplug());
  await expect(status).toContainText('The camera stopped');
  await expect(status).toContainText('The 3 faces captured are kept');
  await captured(page, 3);

  // Letters on request, in the guide's text too.
  await page.getByTestId('scan-letters').check();
  await expect(instruction).toHaveText('Show the orange (L) face, white (U) on top');
  // Each face is drawn before the camera starts: a steady read of the last face shown
  // must not be captured in its place.
  await show(page, faceOf(state, 'L'), lightFor(3));
  await page.getByTestId('scan-start').click();
  await captured(page, 4);
  await show(page, faceOf(state, 'U'), lightFor(4));
  await captured(page, 5);
  // Retake the red face (shown wrongly: the blue one's stickers), then the right one.
  await page.getByTestId('scan-retake-R').click();
  await captured(page, 4);
  await expect(instruction).toHaveText('Show the red (R) face, white (U) on top');
  await show(page, faceOf(state, 'R'), lightFor(5));
  await captured(page, 5);
  await expect(instruction).toHaveText('Show the yellow (D) face, green (F) on top');
  // The white face again in place of the yellow one: not one cube, and it says where.
  await show(page, faceOf(state, 'U'), lightFor(3));
  await captured(page, 6);
  await expect(status).toContainText('The colours are not one cube: sticker ');
  await expect(status).toContainText('nearest valid cube needs');
  await page.getByTestId('scan-auto').uncheck();
  await page.getByTestId('scan-retake-D').click();
  await captured(page, 5);
  await show(page, faceOf(state, 'D'), lightFor(3));
  await framesPass(page);
  await page.keyboard.press('Space');
  await captured(page, 6);

  // The state the core read opens in the painter and in the start-state box.
  await expect(page.getByTestId('facelets-input')).toHaveValue(state);
  await expect(page.getByTestId('paint')).toHaveAttribute('open', '');
  await expect(page.getByTestId('paint-net').locator('[data-facelets]')).toHaveAttribute('data-facelets', state);
  await expect(status).toContainText('Cube read');
  await expect(page.getByTestId('scan-stage')).toBeHidden();
  expect(steps).toHaveLength(6);

  // A 2x2x2 (faces named by place), with the front camera (mirrored preview): every
  // face captured when steady.
  await page.locator('input[name="puzzle"][value="2x2x2"]').check();
  await captured(page, 0);
  await expect(instruction).toHaveText('Show the front (F) face, the top (U) face on top');
  const two = randomState('2x2x2', 8);
  await page.getByTestId('scan-auto').check();
  await page.getByTestId('scan-facing').selectOption('user');
  await show(page, faceOf(two, 'F'), lightFor(0));
  await page.getByTestId('scan-start').click();
  await expect(page.getByTestId('scan-stage')).toHaveClass(/mirrored/);
  for (const [i, f] of steps.entries()) {
    if (i > 0) await show(page, faceOf(two, f), lightFor(i));
    await captured(page, i + 1);
  }
  // The last face captured, the read cube replaces the 3x3x3's state (not in the same task).
  await expect(page.getByTestId('facelets-input')).toHaveValue(/^[URFDLB]{24}$/);
  const read = await page.getByTestId('facelets-input').inputValue();
  // The core reads a 2x2x2 with its DBL corner home: the same cube, maybe turned whole.
  const asRead = execFileSync(CLI, ['verify', '--puzzle', '2x2x2', '--state', two]).toString();
  expect(asRead).toContain(read);
  expect(errors).toEqual([]);
});
