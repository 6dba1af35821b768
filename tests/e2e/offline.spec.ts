// Offline use: the service worker (Workbox, web/offline/sw.ts) keeps every file of the
// page and of the iframe page, so with no network the page, /embed.html and the iframe
// URL the Embed button writes still load and solve, with the tables cached in IndexedDB;
// the table list says which tables are cached and their sizes, and clearing empties the
// cache. A new version waits for the open page ("New version — Reload") and never takes
// away a file an open page of the old one may still ask for.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

import { open, SOLVED3, settle, solveAndWait, watchConsole } from './helpers';
import { siteServer } from './site-server';

// The service worker is what this spec tests (the project's setting blocks it).
test.use({ serviceWorkers: 'allow' });

const SCRAMBLE = "R U R' U' F2 D L2 B'";
const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

/** Waits until the service worker has stored the files and controls the page. */
async function offlineReady(page: Page): Promise<void> {
  await expect(page.getByTestId('offline-status')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The iframe page's player: its length once ready, then its state after the last move. */
async function playedToEnd(page: Page): Promise<string> {
  const player = page.locator('cube-player');
  await expect.poll(() => player.evaluate((el: any) => el.length), { timeout: 30_000 }).toBeGreaterThan(0);
  return player.evaluate((el: any) => {
    el.jumpTo(el.length);
    return el.state;
  });
}

test('offline-ready, then a reload without network loads the page and solves from the cached tables', async ({
  page,
  context,
}) => {
  const errors = watchConsole(page);
  await open(page, `?scramble=${encodeURIComponent(SCRAMBLE)}`);
  await offlineReady(page); // the first version takes the page at once: no reload needed
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
  // The panels whose code comes when they first open (web/app/load-on-open.ts) get it from the precache.
  await page.getByTestId('scan-open').click();
  await expect(page.getByTestId('scan-start')).toBeEnabled();
  await page.getByTestId('smartcube-open').click();
  await expect(page.getByTestId('smartcube-support')).toContainText(/\S/);

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

test('offline, the iframe page loads at /embed.html, at the URL the Embed button writes and with a fragment, and solves', async ({
  page,
  context,
}) => {
  const errors = watchConsole(page);
  await open(page, '?scramble=R+U+F&alg=F%27+U%27+R%27');
  await offlineReady(page);
  await page.getByTestId('embed').click();
  const snippet = await page.getByTestId('embed-iframe').inputValue();
  const frame = snippet.match(/src="([^"]+)"/)![1].replaceAll('&amp;', '&');
  expect(new URL(frame).pathname).toBe('/embed');
  // A file opened by its URL (not one the service worker stores) is that file, not the
  // page (in a tab of its own: the browser asks for /favicon.ico there).
  const tab = await context.newPage();
  const file = await tab.goto('/widget/cube-player.js');
  expect(file!.headers()['content-type']).toMatch(/javascript/);
  expect(await file!.text()).not.toMatch(/<html/i);
  await tab.close();

  await context.setOffline(true);
  // The Embed button's URL (/embed?…): the iframe page, not the app's index.html.
  await page.goto(frame);
  await expect(page.getByTestId('offline-status')).toHaveCount(0);
  expect(await playedToEnd(page)).toBe(SOLVED3);
  // /embed.html, and a solve by the solver worker from the stored .wasm.
  await page.goto('/embed.html?scramble=R+U+F2+D%27&solve=twophase');
  expect(await playedToEnd(page)).toBe(SOLVED3);
  // Values in the fragment (the long-link form) and the clean URL.
  await page.goto('/embed#scramble=L+D+B%27&solve=twophase');
  expect(await playedToEnd(page)).toBe(SOLVED3);
  await page.goto('/embed.html#scramble=U2+R&alg=R%27+U2');
  expect(await playedToEnd(page)).toBe(SOLVED3);
  // Any other address of the site is the page.
  await page.goto('/index.html?scramble=R');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
  await expect(page.getByTestId('scramble-input')).toHaveValue('R');
  await context.setOffline(false);
  expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
});

test('a new version waits for the open page ("New version — Reload"), which keeps its old files, and reloads into it', async ({
  context,
}) => {
  // Version 1: the build plus a file only it lists (a chunk an open page may still load);
  // version 2: the build as it is. One origin serves both in turn.
  const dir = mkdtempSync(join(tmpdir(), 'cubesolver-v1-'));
  const v1 = join(dir, 'site');
  cpSync(DIST, v1, { recursive: true, filter: (src) => !/[\\/](widget|bench)$/.test(src) });
  const RETIRED = 'assets/retired-in-v2.js';
  writeFileSync(join(v1, RETIRED), "export const version = 'v1';\n");
  const sw = readFileSync(join(v1, 'sw.js'), 'utf8');
  const entry = sw.search(/\{"(revision|url)":/);
  expect(entry).toBeGreaterThan(0); // the injected precache manifest
  writeFileSync(join(v1, 'sw.js'), `${sw.slice(0, entry)}{"revision":null,"url":"${RETIRED}"},${sw.slice(entry)}`);
  const site = await siteServer(v1);
  try {
    const a = await context.newPage();
    const errors = watchConsole(a);
    await a.goto(`${site.url}/?scramble=R+U`);
    await expect(a.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
    await offlineReady(a);
    const load = (page: Page) =>
      page.evaluate(async (url) => {
        const module = await import(/* @vite-ignore */ url);
        return module.version as string;
      }, `${site.url}/${RETIRED}`);

    // Version 2 is out: the page's update check stores it, and it waits.
    site.serve(DIST);
    expect((await context.request.get(`${site.url}/${RETIRED}`)).status()).toBe(404);
    await a.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const notice = a.getByTestId('update-notice');
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice).toContainText('New version', { timeout: 30_000 });
    await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(a.getByTestId('scramble-input')).toHaveValue('R U'); // nothing else changed
    expect(await load(a)).toBe('v1');

    // A second tab lets version 2 in ("Reload" there); the first still runs version 1
    // and still gets its files, though the server and version 2 no longer have them.
    const b = await context.newPage();
    await b.goto(`${site.url}/`);
    await expect(b.getByTestId('update-notice')).toContainText('New version', { timeout: 30_000 });
    await Promise.all([b.waitForEvent('load'), b.getByTestId('update-reload').click()]);
    await expect(b.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
    await expect(b.getByTestId('update-notice')).toHaveCount(0);
    expect(await b.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(false);
    expect(
      await b.evaluate(async (url) => {
        const precache = (await caches.keys()).find((k) => k.includes('precache'))!;
        return (await (await caches.open(precache)).keys()).some((r) => r.url.startsWith(url));
      }, `${site.url}/${RETIRED}`),
    ).toBe(false);
    expect(await a.evaluate((url) => fetch(url).then((r) => r.text()), `${site.url}/${RETIRED}`)).toContain("'v1'");

    // The first tab's Reload: the new version, no notice.
    await Promise.all([a.waitForEvent('load'), a.getByTestId('update-reload').click()]);
    await expect(a.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
    await expect(a.getByTestId('update-notice')).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
