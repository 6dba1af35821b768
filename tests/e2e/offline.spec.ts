// Offline use: the service worker keeps the app shell, so a reload with no network
// still loads the page, and the solver uses the tables cached in IndexedDB; the table
// list says which tables are cached and their sizes, and clearing empties the cache.
import { expect, test } from '@playwright/test';

import { SOLVED3, open, settle, solveAndWait, watchConsole } from './helpers';

const SCRAMBLE = "R U R' U' F2 D L2 B'";

test('offline-ready, then a reload without network loads the page and solves from the cached tables', async ({ page, context }) => {
  const errors = watchConsole(page);
  await open(page, `?scramble=${encodeURIComponent(SCRAMBLE)}`);
  await expect(page.getByTestId('offline-status')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(page.getByTestId('offline-status')).toContainText('Offline ready');

  // The list names every solver with tables; none is cached in this fresh profile.
  const entries = page.getByTestId('table-entry');
  await expect(entries.first()).toBeAttached();
  expect(await entries.count()).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('table-summary')).toHaveText('no tables cached');
  const twophase = page.locator('[data-testid="table-entry"][data-solver="twophase"]');
  await expect(twophase).toHaveAttribute('data-where', 'none');

  // A solve builds and stores the two-phase tables: the list shows them with a size.
  await page.getByTestId('speed').fill('8');
  await solveAndWait(page);
  await expect(twophase).toHaveAttribute('data-where', 'built-stored');
  await expect(twophase).toContainText(/\d+(\.\d)? (MB|kB)/);
  await expect(page.getByTestId('table-summary')).toContainText(/^1 of \d+ cached, /);

  // No network: the page comes from the service worker, the tables from IndexedDB.
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
  await settle(page);
  await expect(page.getByTestId('offline-status')).toHaveAttribute('data-state', 'offline');
  await expect(page.getByTestId('scramble-input')).toHaveValue(SCRAMBLE);
  await expect(twophase).toHaveAttribute('data-where', 'cached');
  await page.getByTestId('speed').fill('8');
  await solveAndWait(page);
  await expect(page.getByTestId('table-status')).toContainText(/Tables loaded from cache/);
  await expect(twophase).toHaveAttribute('data-where', 'loaded-cache');
  await expect(page.getByTestId('view-facelets')).toHaveText(SOLVED3, { timeout: 30_000 });

  // Clearing empties the cache for every solver; the loaded tables still solve.
  await page.getByTestId('table-list').locator('summary').click();
  await page.getByTestId('clear-cached').click();
  await expect(page.getByTestId('table-status')).toContainText('Cached tables cleared');
  await expect(page.getByTestId('table-summary')).toHaveText('no tables cached');
  await expect(twophase).toHaveAttribute('data-where', 'loaded');
  const stored = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('cubesolver-tables');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('sets').objectStore('sets').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(stored).toBe(0);
  await context.setOffline(false);
  expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
});
