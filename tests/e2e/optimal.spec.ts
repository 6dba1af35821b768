// The optimal solver on the page: picked in the solver menu with its table size; a
// damaged stored chunk of the small table found, deleted and the table rebuilt in the
// page with progress (the one build of it in this spec: the copy it damages is the
// prebuilt file the CLI writes, downloaded as a host offers it), a 10-move scramble
// solved and labelled proven optimal (the page's player takes the cube to solved); the
// search's progress shown while it runs, Cancel during a long search leaving the page
// working, the time budget's labelled two-phase fallback, a reload loading the
// rebuilt table from IndexedDB, and every optimal solution listed on request.
import { expect, type Page, test } from '@playwright/test';

import { idle, open, replay, SOLVED3, settle, sharedPage, topSpeed, watchConsole } from './helpers';
import { prebuiltFile, serveTable } from './table-host';

const TEN = "R U F' L2 D B' R2 U' F D2"; // optimal length 10 (the unit tests find the same)
const SUPERFLIP = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"; // 20: far beyond a test's time

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let page: Page;
let errors: string[];
let stopHost: () => void;

test.beforeAll(async ({ browser }, testInfo) => {
  page = await sharedPage(browser, testInfo);
  errors = watchConsole(page);
  stopHost = await serveTable(page.context(), prebuiltFile('optimal', 'small').path);
});

test.afterAll(async () => {
  await page.close();
  stopHost();
});

/** The optimal solver on `scramble`, with the small table (the one this spec serves). */
async function pickOptimal(scramble: string): Promise<void> {
  await page.getByTestId('scramble-input').fill(scramble);
  await settle(page);
  await page.getByTestId('solver-select').selectOption('optimal');
  await expect(page.getByTestId('optimal-table')).toBeVisible();
  await page.getByTestId('optimal-table').selectOption('small');
}

/** Every text the table status and search progress show from now on. */
async function record(): Promise<void> {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { optimalLog: string[] }).optimalLog = log;
    for (const id of ['table-status', 'search-progress']) {
      const node = document.querySelector(`[data-testid="${id}"]`)!;
      new MutationObserver(() => log.push(node.textContent ?? '')).observe(node, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    }
  });
}

async function recorded(): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { optimalLog: string[] }).optimalLog);
}

async function reload(): Promise<void> {
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await settle(page);
  await topSpeed(page); // the solutions play at 8x: the tests jump to their ends
}

/** Flips a byte of the stored small table's fourth chunk; returns its number of chunks. */
async function damageFourthChunk(): Promise<number> {
  // The set's key: cubesolver.optimal.small/vN.
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const req = indexedDB.open('cubesolver-tables');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const tx = db.transaction(['sets', 'chunks'], 'readwrite');
          let count = 0;
          tx.objectStore('sets').getAll().onsuccess = (e) => {
            const sets = (e.target as IDBRequest).result as { key: string; chunks: number }[];
            const set = sets.find((s) => s.key.startsWith('cubesolver.optimal.small/'))!;
            count = set.chunks;
            const chunk = tx.objectStore('chunks').get([set.key, 3]);
            chunk.onsuccess = () => {
              const bytes = new Uint8Array(chunk.result as Uint8Array);
              bytes[4321] ^= 0x10;
              tx.objectStore('chunks').put(bytes, [set.key, 3]);
            };
          };
          tx.oncomplete = () => {
            db.close();
            resolve(count);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

test('Optimal: a damaged stored chunk is found, deleted and the small table rebuilt with progress; a 10-move scramble solved, proven', async () => {
  await open(page);
  await topSpeed(page);
  // Chosen for this device: the largest table whose build fits in a quarter of its
  // memory and that stores at most 512 MiB (Chromium says 2-8 GB here: the medium one).
  await page.getByTestId('solver-select').selectOption('optimal');
  await expect(page.getByTestId('optimal-table')).toHaveValue('medium');
  await pickOptimal(TEN);
  await expect(page.getByTestId('optimal-table').locator('option')).toHaveText([
    /Small: 72 MB/,
    /Medium: 287 MB/,
    /Large: 1.02 GB/,
    /Extra large: 2.01 GB \(browsers that allow 4 GB/,
  ]);
  await expect(page.getByTestId('time-ms')).toBeVisible();
  // A stored copy to damage: the prebuilt file, as a second visit would hold it.
  await page.getByTestId('table-download').click();
  await expect(page.getByTestId('table-status')).toContainText(
    /Prebuilt table downloaded and checked in \d+ ms \(71\.7 MB\)/,
    { timeout: 60_000 },
  );
  await idle(page);
  const chunks = await damageFourthChunk();
  expect(chunks).toBeGreaterThan(4);

  // The next visit: the damaged chunk is found, the copy deleted, the table built here.
  await reload();
  await pickOptimal(TEN);
  await record();
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('solve-status')).toContainText(/Solved: 10 moves \(optimal\)/, { timeout: 180_000 });
  await expect(page.getByTestId('solution-length')).toHaveText('10 moves, optimal (proven)');
  await expect(page.getByTestId('table-status')).toContainText(
    new RegExp(
      `Tables built in \\d+ ms \\(71\\.7 MB\\).*chunk 4 of ${chunks}: table chunk at 12582912 checksum mismatch\\); deleted and rebuilt`,
    ),
  );
  const log = await recorded();
  expect(
    log.some((t) => /Building tables [1-9]\d?%/.test(t)),
    log.join(' | '),
  ).toBe(true);
  // The page's player replays the solution to solved.
  await idle(page);
  await expect(page.getByTestId('move-chip')).toHaveCount(10);
  // The solution plays by itself and may be at its end already (to-end disabled): a
  // forced click is then a no-op.
  await page.getByTestId('to-end').click({ force: true });
  await expect(page.getByTestId('view-facelets')).toHaveText(SOLVED3);
});

test('the search shows its progress; Cancel stops it and the page goes on working', async () => {
  await pickOptimal(SUPERFLIP);
  await page.getByTestId('time-ms').fill('');
  await page.getByTestId('solve').click();
  const progress = page.getByTestId('search-progress');
  // The page is cross-origin isolated, so the worker runs the threaded build: one
  // thread per core (up to 8) searches.
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  const cores = await page.evaluate(() => Math.min(navigator.hardwareConcurrency, 8));
  const threads = cores > 1 ? ` \\(${cores} threads\\)` : '';
  await expect(progress).toContainText(
    new RegExp(`Searching depth 1\\d: [\\d,]+ nodes, [\\d.]+[kMG]? nodes/s${threads}, `),
    {
      timeout: 60_000,
    },
  );
  // What to expect on this table, said while it searches; and meanwhile the two-phase
  // answer of the same state (from the other worker), played on request.
  await expect(page.getByTestId('solve-status')).toContainText('On the small table: random states ~');
  const meanwhile = page.getByTestId('answer-meanwhile');
  await expect(meanwhile).toContainText(/Meanwhile, Two-phase .*: \d+ moves/);
  await meanwhile.getByTestId('answer-meanwhile-play').click();
  await expect(page.getByTestId('track-title')).toContainText('while searching');
  const moves = (await page.getByTestId('move-chip').allTextContents()).join(' ');
  expect(replay(replay(SOLVED3, SUPERFLIP), moves)).toBe(SOLVED3);
  const t0 = Date.now();
  await page.getByTestId('cancel').click();
  await idle(page);
  expect(Date.now() - t0).toBeLessThan(5000);
  await expect(page.getByTestId('solve-status')).toContainText('Cancelled');
  // The table built in the first test is stored, and the status says so.
  await expect(page.getByTestId('solve-status')).toContainText('The tables are stored in this browser');
  await expect(progress).toBeHidden();
  await expect(meanwhile).toBeHidden();
  // A fresh worker: the table comes back from the cache and a solve works.
  await pickOptimal(TEN);
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('solution-length')).toHaveText('10 moves, optimal (proven)', { timeout: 60_000 });
  await expect(page.getByTestId('table-status')).toContainText(/loaded from cache/);
});

test('when the time budget ends: the two-phase solution, labelled not proven optimal', async () => {
  await pickOptimal(SUPERFLIP);
  await page.getByTestId('time-ms').fill('1500');
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('solution-length')).toHaveText(
    /^\d+ moves, not proven optimal: search reached depth \d+$/,
    { timeout: 60_000 },
  );
  await expect(page.getByTestId('solve-status')).toContainText(/time budget ended.*not proven optimal/);
  await idle(page);
  await page.getByTestId('to-end').click({ force: true }); // may be at its end already (see above)
  await expect(page.getByTestId('view-facelets')).toHaveText(SOLVED3);
  await page.getByTestId('time-ms').fill('');
});

test('a reload loads the rebuilt table from IndexedDB, with no build; every optimal solution on request', async () => {
  await reload();
  await pickOptimal(TEN);
  await record();
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('table-status')).toContainText(/Tables loaded from cache in [\d.]+ ms \(71\.7 MB\)/, {
    timeout: 60_000,
  });
  await expect(page.getByTestId('solution-length')).toHaveText('10 moves, optimal (proven)');
  expect((await recorded()).some((t) => /Building/.test(t))).toBe(false);
  await idle(page);

  // Every optimal solution on request: the checkerboard's six (its three pairs of
  // opposite half turns in any order), each one playable.
  await pickOptimal('U2 D2 F2 B2 L2 R2');
  await page.getByTestId('all-optimal').check();
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('solution-count')).toContainText('6 optimal solutions of 6 moves', {
    timeout: 60_000,
  });
  const options = page.getByTestId('solution-option');
  await expect(options).toHaveCount(6);
  await options.nth(4).click();
  await expect(page.getByTestId('track-title')).toContainText('5 of 6');
  await idle(page);
  await page.getByTestId('to-end').click({ force: true }); // may be at its end already (see above)
  await expect(page.getByTestId('view-facelets')).toHaveText(SOLVED3);
  await page.getByTestId('all-optimal').uncheck();
  // The page probes tables/ for the table it chose for this device (medium), which this
  // spec does not serve: the browser logs the 404 of that HEAD, nothing else.
  expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
});
