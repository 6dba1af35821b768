// Solving on the page end to end: Solve builds the tables (progress shown), finds a
// solution and the cube animates it to solved; a reload loads the tables from
// IndexedDB (no rebuild); Cancel stops a long search and the page returns to idle;
// Random scramble fills the box with a valid state; a link with `alg` opens with that
// solution loaded. One page for the whole spec (a load costs ~1 CPU-s in SwiftShader),
// its tests in order: the first builds the tables in it, the others go on in the page
// the one before left. A damaged stored copy is found and rebuilt in optimal.spec.ts.
// Two pieces swapped in a typed state: the user picks the two on the cube in hand.
import { expect, type Page, test } from '@playwright/test';

import { idle, open, SOLVED2, SOLVED3, settle, sharePage } from './helpers';

const SCRAMBLE = "D2 F' R2 U B2 L2 U' F2 D R' B L F' U2 R D' B' L2 U";
const SUPERFLIP = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2";

/** Records every text the status line and the table status show, from now on. */
async function recordStatus(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { statusLog: string[] }).statusLog = log;
    for (const id of ['solve-status', 'table-status']) {
      const node = document.querySelector(`[data-testid="${id}"]`)!;
      new MutationObserver(() => log.push(node.textContent ?? '')).observe(node, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    }
  });
}

async function statusLog(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { statusLog: string[] }).statusLog);
}

let page: Page;
let errors: string[];
sharePage((shared, watched) => {
  page = shared;
  errors = watched;
});

test('Solve builds the tables, animates to solved, and a reload loads them from the cache', async () => {
  // The spec's first test: a fresh browser context, nothing stored yet.
  await open(page);
  await expect(page.getByTestId('solver-select')).toHaveValue('twophase');
  await page.getByTestId('scramble-input').fill(SCRAMBLE);
  await settle(page);
  const scrambled = await page.getByTestId('current-facelets').textContent();
  await page.getByTestId('speed').fill('4');
  await recordStatus(page);

  await page.getByTestId('solve').click();
  await expect(page.getByTestId('table-status')).toContainText(/Tables built in \d+ ms/, { timeout: 30_000 });
  await expect(page.getByTestId('solve-status')).toContainText(/Solved: \d+ moves/);
  const log = await statusLog(page);
  expect(
    log.some((t) => /Building tables \d+%/.test(t)),
    log.join(' | '),
  ).toBe(true);

  const length = Number((await page.getByTestId('solution-length').textContent())!.match(/\d+/)![0]);
  expect(length).toBeGreaterThan(0);
  expect(length).toBeLessThanOrEqual(20);
  await expect(page.getByTestId('move-chip')).toHaveCount(length);
  await expect(page.getByTestId('solution-time')).toHaveText(/ms/);
  await expect(page.getByTestId('solution-nodes')).toHaveText(/\d/);
  await expect(page.getByTestId('track-title')).toContainText('Solution');

  // The cube animates the solution from the scrambled state to solved.
  await expect(page.getByTestId('view-facelets')).toHaveText(SOLVED3, { timeout: 30_000 });
  await expect(page.getByTestId('progress')).toHaveText(`${length} / ${length}`);
  await expect(page.getByTestId('current-facelets')).toHaveText(scrambled!);
  await expect(page.getByTestId('scramble-input')).toHaveValue(SCRAMBLE);

  // The link carries the solver and the solution.
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toContain('solver=twophase');
  expect(link).toContain('alg=');

  // Reload: the link's solution is loaded (not solved again), the tables come from IndexedDB.
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await settle(page);
  await expect(page.getByTestId('track-title')).toContainText('from the link');
  await expect(page.getByTestId('move-chip')).toHaveCount(length);
  await expect(page.getByTestId('view-facelets')).toHaveText(scrambled!);
  await page.getByTestId('to-end').click();
  await expect(page.getByTestId('view-facelets')).toHaveText(SOLVED3);

  await recordStatus(page);
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('table-status')).toContainText(/Tables loaded from cache in \d+(\.\d)? ms/, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('solve-status')).toContainText(/Solved/);
  const again = await statusLog(page);
  expect(
    again.some((t) => /Building/.test(t)),
    again.join(' | '),
  ).toBe(false);
  expect(errors).toEqual([]);
});

test('Cancel stops a long search and the page returns to idle', async () => {
  // In the page the test before left (a load costs ~1 CPU-s): the superflip typed.
  await page.getByTestId('scramble-input').fill(SUPERFLIP);
  await settle(page);
  // Superflip needs 20 moves: "keep searching" for a shorter one goes on for the whole minute.
  await page.getByTestId('time-ms').fill('60000');
  await page.getByTestId('effort').check();
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('solve-status')).toContainText(/Solving/, { timeout: 30_000 });
  const cancel = page.getByTestId('cancel');
  await expect(cancel).toBeVisible();
  await expect(page.getByTestId('solve')).toBeDisabled();
  // Typing stays live while the solver works.
  await page.getByTestId('facelets-input').fill('UUU');
  await settle(page);
  await expect(page.getByTestId('validity-line')).toContainText(/not a valid state/i);
  await page.getByTestId('facelets-input').fill('');
  await settle(page);

  const t0 = Date.now();
  await cancel.click();
  await idle(page);
  expect(Date.now() - t0).toBeLessThan(5000);
  await expect(page.getByTestId('solve-status')).toContainText('Cancelled');
  await expect(cancel).toBeHidden();
  await expect(page.getByTestId('solve')).toBeEnabled();
  await expect(page.getByTestId('time-ms')).toHaveValue('60000');
  await expect(page.getByTestId('scramble-input')).toHaveValue(SUPERFLIP);

  // A fresh worker answers: the tables come back from the cache, the solve is quick.
  await page.getByTestId('effort').uncheck();
  await page.getByTestId('time-ms').fill('');
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('solve-status')).toContainText(/Solved: 20 moves/, { timeout: 30_000 });
  await expect(page.getByTestId('table-status')).toContainText(/loaded from cache/);
  expect(errors).toEqual([]);
});

test('Random scramble fills the box with a valid random-state scramble', async () => {
  // In the same page: the superflip left in the box is replaced.
  await page.getByTestId('random-scramble').click();
  await idle(page);
  await settle(page);
  const scramble = await page.getByTestId('scramble-input').inputValue();
  expect(scramble).toMatch(/^([URFDLB][2']?)( [URFDLB][2']?)+$/);
  const n = scramble.split(' ').length;
  expect(n).toBeGreaterThanOrEqual(2);
  expect(n).toBeLessThanOrEqual(21);
  await expect(page.getByTestId('scramble-error')).toBeHidden();
  await expect(page.getByTestId('current-facelets')).toHaveText(/^[URFDLB]{54}$/);
  await expect(page.getByTestId('current-facelets')).not.toHaveText(SOLVED3);
  await expect(page.getByTestId('solve')).toBeEnabled();
  await expect(page.getByTestId('solve-status')).toContainText(/Random-state scramble/);

  // The 2x2x2 too, solved optimally by its own solver.
  await page.getByTestId('puzzle-2x2x2').check();
  await settle(page);
  await expect(page.getByTestId('solver-select')).toHaveValue('pocket');
  await page.getByTestId('random-scramble').click();
  await idle(page);
  await settle(page);
  await expect(page.getByTestId('current-facelets')).toHaveText(/^[URFDLB]{24}$/);
  await page.getByTestId('speed').fill('4');
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('solve-status')).toContainText(/Solved: \d+ moves? \(optimal\)/, { timeout: 30_000 });
  await expect(page.getByTestId('view-facelets')).toHaveText(SOLVED2, { timeout: 30_000 });
});

test('invalid input keeps Solve disabled and says why; a scramble that turns the whole cube plays on the cube as held, from the scrambled state', async () => {
  // In the same page: the 3x3x3 picked again (the test before left the 2x2x2).
  await page.getByTestId('puzzle-3x3x3').check();
  await page.getByTestId('scramble-input').fill("R U' Q");
  await settle(page);
  await expect(page.getByTestId('solve')).toBeDisabled();
  await expect(page.getByTestId('solve-status')).toContainText(/Fix/);
  await page.getByTestId('scramble-input').fill("R U'");
  await settle(page);
  await expect(page.getByTestId('solve')).toBeEnabled();
  await expect(page.getByTestId('solve-status')).toContainText(/Ready/);

  // A scramble that turns the whole cube (in the same page: a load costs ~1.5-3 CPU-s):
  // the solution plays on the cube as held, from the scrambled state.
  // The cube solved but held turned (x): what the solution must end on.
  await page.getByTestId('scramble-input').fill('x');
  await settle(page);
  const heldSolved = await page.getByTestId('current-facelets').textContent();
  expect(heldSolved).not.toBe(SOLVED3);

  await page.getByTestId('scramble-input').fill("x R U F'");
  await settle(page);
  const scrambled = await page.getByTestId('current-facelets').textContent();
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('solve-status')).toContainText(/Solved: \d+ moves/, { timeout: 30_000 });
  await idle(page);
  // The solution plays by itself: a forced click on a disabled button (already there) is a no-op.
  await page.getByTestId('to-start').click({ force: true });
  await expect(page.getByTestId('view-facelets')).toHaveText(scrambled!);
  await page.getByTestId('to-end').click({ force: true });
  await expect(page.getByTestId('view-facelets')).toHaveText(heldSolved!);
  expect(errors).toEqual([]);
});

test('two pieces swapped: the colours cannot tell which two, so the user picks both on the cube in hand', async () => {
  await page.getByTestId('scramble-input').fill('');
  // The UR and UF edges swapped (stickers U6 R2 and U8 F2).
  const swapped = [...SOLVED3];
  [swapped[10], swapped[19]] = ['F', 'R'];
  await page.getByTestId('facelets-input').fill(swapped.join(''));
  await settle(page);
  const problem = page.getByTestId('problems').locator('li');
  await expect(problem).toHaveAttribute('data-code', 'parity');
  await expect(problem).toContainText('the colours cannot tell which two');
  await expect(problem).toContainText('Pick the two pieces that are swapped on your cube.');
  // Every corner and edge is a candidate, each offered once (the 94 pairs behind them).
  const pieces = problem.getByTestId('problem-piece');
  await expect(pieces).toHaveCount(20);
  await expect(pieces.filter({ hasText: /corner/ })).toHaveCount(8);
  const ur = pieces.filter({ hasText: / at UR$/ });
  const uf = pieces.filter({ hasText: / at UF$/ });
  // The first piece is held; a corner cannot pair with an edge; picking it again lets go.
  await ur.click();
  await expect(ur).toHaveAttribute('aria-pressed', 'true');
  await expect(pieces.filter({ hasText: / at URF$/ })).toBeDisabled();
  await expect(problem).toContainText('and which other?');
  await ur.click();
  await expect(ur).toHaveAttribute('aria-pressed', 'false');
  await expect(pieces.filter({ hasText: / at URF$/ })).toBeEnabled();
  // UF, then UR: the two swapped back, whichever comes first.
  await uf.click();
  await ur.click();
  await settle(page);
  await expect(page.getByTestId('facelets-input')).toHaveValue(SOLVED3);
  await expect(page.getByTestId('validity-line')).toContainText('Valid state');
  await page.getByTestId('facelets-input').fill('');
  expect(errors).toEqual([]);
});
