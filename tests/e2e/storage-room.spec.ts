// Room for the large optimal table: before building it, the page asks the browser to
// keep this site's data (navigator.storage.persist) and shows the answer and the room
// left (estimate) in the table list; when the table will not fit, it says so before
// the build starts. navigator.storage is replaced by an init script (the page's only:
// the worker's IndexedDB is the real one).
import { expect, type Page, test } from '@playwright/test';

import { idle, open, settle, watchConsole } from './helpers';

const MiB = 2 ** 20;

/**
 * navigator.storage answering as told; window.storageCalls counts persist() calls.
 * `breakdown`: the usage split by kind, as Chromium gives it (Firefox and Safari do not).
 */
async function fakeStorage(
  page: Page,
  answer: { persisted: boolean; quota: number; usage: number; breakdown?: boolean },
): Promise<void> {
  await page.addInitScript((a) => {
    const calls = { persist: 0 };
    (window as unknown as { storageCalls: typeof calls }).storageCalls = calls;
    const s = navigator.storage as unknown as Record<string, unknown>;
    s.persisted = async () => a.persisted;
    s.persist = async () => {
      calls.persist++;
      return a.persisted;
    };
    s.estimate = async () =>
      a.breakdown === false
        ? { quota: a.quota, usage: a.usage }
        : { quota: a.quota, usage: a.usage, usageDetails: { indexedDB: a.usage } };
  }, answer);
}

test("too little room: said before the large table is built, with the browser's answer and the room left", async ({
  page,
}) => {
  const errors = watchConsole(page);
  await fakeStorage(page, { persisted: false, quota: 400 * MiB, usage: 20 * MiB });
  await open(page, `?scramble=${encodeURIComponent("R U F' L2 D B'")}`);
  const room = page.getByTestId('storage-room');
  await expect(room).toHaveText(
    'Storage: not persistent: the browser may clear the cached tables when the disk runs low; 380.0 MB free for this site.',
  );
  expect(
    await page.evaluate(() => (window as unknown as { storageCalls: { persist: number } }).storageCalls.persist),
  ).toBe(0);

  await page.getByTestId('solver-select').selectOption('optimal');
  await page.getByTestId('optimal-table').selectOption('large');
  await settle(page);
  // Every text the notices and the table status show, in order.
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { roomLog: string[] }).roomLog = log;
    for (const id of ['notices', 'table-status']) {
      const node = document.querySelector(`[data-testid="${id}"]`)!;
      new MutationObserver(() => log.push(node.textContent ?? '')).observe(node, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    }
  });
  await page.getByTestId('solve').click();
  const warning = 'The large table needs 979.3 MB but this browser leaves 380.0 MB for this site';
  await expect(page.getByTestId('notices')).toContainText(warning);
  await page.getByTestId('cancel').click();
  await idle(page);
  const log = await page.evaluate(() => (window as unknown as { roomLog: string[] }).roomLog);
  const warned = log.findIndex((t) => t.includes(warning));
  const building = log.findIndex((t) => /Building tables/.test(t));
  expect(warned, log.join(' | ')).toBeGreaterThanOrEqual(0);
  if (building >= 0) expect(warned, log.join(' | ')).toBeLessThan(building);
  expect(
    await page.evaluate(() => (window as unknown as { storageCalls: { persist: number } }).storageCalls.persist),
  ).toBe(1);
  await expect(room).toContainText('not persistent');
  expect(errors).toEqual([]);
});

test('room enough and the data kept: the table list says so, no warning', async ({ page }) => {
  await fakeStorage(page, { persisted: true, quota: 10 * 1024 * MiB, usage: 100 * MiB });
  await open(page);
  await expect(page.getByTestId('storage-room')).toHaveText(
    'Storage: kept by the browser (persistent); 9.90 GiB free for this site.',
  );
  await expect(page.getByTestId('notices')).toHaveText('');
});

test('no breakdown of the usage (Firefox, Safari): the small table warns from the room left alone', async ({
  page,
}) => {
  const errors = watchConsole(page);
  // 4.99 GB of other data, 9.5 MB left: the usage was taken for a stored copy, and no
  // warning came; the small table was not checked at all.
  await fakeStorage(page, { persisted: false, quota: 4.99e9 + 9.5 * MiB, usage: 4.99e9, breakdown: false });
  await open(page, `?scramble=${encodeURIComponent("R U F' L2 D B'")}`);
  await page.getByTestId('solver-select').selectOption('optimal');
  await page.getByTestId('optimal-table').selectOption('small');
  await settle(page);
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('notices')).toContainText(
    'The small table needs 71.7 MB but this browser leaves 9.5 MB for this site: unless a copy is stored already (this browser does not say), it will be built for this visit and not stored',
  );
  await page.getByTestId('cancel').click();
  await idle(page);
  // Not a large table: the browser is not asked to keep the data.
  expect(
    await page.evaluate(() => (window as unknown as { storageCalls: { persist: number } }).storageCalls.persist),
  ).toBe(0);
  expect(errors).toEqual([]);
});
