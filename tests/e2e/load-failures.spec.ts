// Files that do not load: the solver worker's script and the core's .wasm, blocked by
// request routing. The page and the widget try a few times with pauses (a bounded
// number of requests, never a loop), then say which file failed and what to do, with
// a Retry button that recovers once the file loads again.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type Route, test } from '@playwright/test';

import { SOLVED3, settle } from './helpers';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** Blocks requests whose path matches `pattern` until unblock(); counts them. */
async function block(page: Page, pattern: RegExp): Promise<{ count: () => number; unblock: () => Promise<void> }> {
  let count = 0;
  const matches = (url: URL) => pattern.test(url.pathname);
  const handler = (route: Route) => {
    count++;
    return route.abort('failed');
  };
  await page.route(matches, handler);
  return { count: () => count, unblock: () => page.unroute(matches, handler) };
}

/**
 * Once every try is over, no more requests: at most `max`, then none for 4 s (longer than
 * the longest pause between tries, LOAD_RETRY_MS / MODULE_RETRY_MS); waits until a 4 s
 * stretch without a request, up to 20 s.
 */
async function stillBounded(page: Page, blocked: { count: () => number }, max: number): Promise<void> {
  for (let waited = 0, seen = -1; blocked.count() !== seen; waited += 4000) {
    expect(waited, 'requests went on for 20 s').toBeLessThan(20_000);
    seen = blocked.count();
    await page.waitForTimeout(4000);
  }
  expect(blocked.count()).toBeLessThanOrEqual(max);
}

test.describe('files that do not load', () => {
  test("the page: the worker's script blocked, then Retry", async ({ page }) => {
    const blocked = await block(page, /\/assets\/worker-[^/]*\.js$/);
    await page.goto(`/?scramble=${encodeURIComponent("R U R'")}`);
    const status = page.getByTestId('stage-status');
    await expect(status).toContainText("The solver worker's script did not load (4 tries", { timeout: 30_000 });
    await expect(status).toContainText('Check the network connection, then press Retry.');
    await expect(page.locator('body')).toHaveAttribute('data-error', '1');
    // Two clients (inputs, solving), four starts each: then no more.
    expect(blocked.count()).toBeGreaterThanOrEqual(4);
    await stillBounded(page, blocked, 8);

    await blocked.unblock();
    await page.getByTestId('retry-core').click();
    await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
    await settle(page);
    await expect(status).toBeHidden();
    await expect(page.getByTestId('scramble-input')).toHaveValue("R U R'");
    await expect(page.getByTestId('current-facelets')).not.toHaveText(SOLVED3);
    await expect(page.getByTestId('notices')).not.toContainText('could not be loaded');
  });

  test('the page: the .wasm blocked, then Retry', async ({ page }) => {
    const blocked = await block(page, /\.wasm$/);
    await page.goto(`/?scramble=${encodeURIComponent("R U R'")}`);
    const status = page.getByTestId('stage-status');
    await expect(status).toContainText(/The solver core file \(cubesolver(-mt)?\.wasm\) did not load \(4 tries/, {
      timeout: 30_000,
    });
    await expect(status).toContainText('Check the network connection, then press Retry.');
    expect(blocked.count()).toBeGreaterThanOrEqual(4);
    // Two workers, four loads each, the glue's fallback fetch doubling each load.
    await stillBounded(page, blocked, 16);

    await blocked.unblock();
    await page.getByTestId('retry-core').click();
    await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
    await settle(page);
    await expect(page.getByTestId('current-facelets')).not.toHaveText(SOLVED3);
  });

  for (const [what, pattern, message] of [
    [
      // Both: with its file blocked alone, the worker starts from the copy (the consumer
      // tests' Rollup and esbuild pages take that way).
      "the worker's script and its embedded copy",
      /\/widget\/cube-player-worker(-embedded)?\.js$/,
      "The solver worker's script (cube-player-worker.js) did not load (4 tries",
    ],
    ['the .wasm', /\/widget\/cubesolver\.wasm$/, 'The solver core file (cubesolver.wasm) did not load (4 tries'],
  ] as const) {
    test(`the widget: ${what} blocked, then Retry in its box`, async ({ page }) => {
      await page.route('**/fixtures/**', (route) =>
        route.fulfill({ body: readFileSync(`${FIXTURES}widget/one.html`), contentType: 'text/html' }),
      );
      const blocked = await block(page, pattern);
      await page.goto('/fixtures/widget/one.html');
      const player = page.locator('#p');
      const box = player.locator('.message');
      await expect(box).toContainText(message, { timeout: 30_000 });
      await expect(box).toContainText('press Retry');
      const errors = await page.evaluate(() =>
        (window as unknown as { events: { type: string }[] }).events.filter((e) => e.type === 'error'),
      );
      expect(errors.length).toBe(1);
      expect(blocked.count()).toBeGreaterThanOrEqual(4);
      await stillBounded(page, blocked, 8);

      await blocked.unblock();
      await player.locator('.message button').click();
      await expect(box).toBeHidden();
      await expect
        .poll(() => player.evaluate((el: HTMLElement & { length: number }) => el.length), { timeout: 30_000 })
        .toBe(4);
      await player.evaluate((el: HTMLElement & { jumpTo(n: number): void }) => el.jumpTo(4));
      expect(await player.evaluate((el: HTMLElement & { state: string }) => el.state)).not.toBe(SOLVED3);
    });
  }
});
