// Staged solvers on the page, one page for the whole spec: Thistlethwaite's four phases
// and the layer-by-layer steps appear as named chapters in the move list, playback
// shows the chapter playing, rests at each chapter's end announcing the next, and ends
// on the solved cube.
import { expect, type Page, test } from '@playwright/test';

import { SOLVED3, settle, shareOnePage, solveAndWait } from './helpers';

const SCRAMBLE = "D2 F' R2 U B2 L2 U' F2 D R' B L F' U2 R D' B' L2 U";

let page: Page;
let errors: string[];
shareOnePage(`?scramble=${encodeURIComponent(SCRAMBLE)}`, (shared, watched) => {
  page = shared;
  errors = watched;
});

test.beforeAll(async () => {
  // Records whether the chapter line ever announced the next chapter (a rest).
  await page.evaluate(() => {
    const box = document.querySelector<HTMLElement>('[data-testid="chapter-now"]')!;
    const seen: string[] = [];
    (window as unknown as { chapterLog: string[] }).chapterLog = seen;
    new MutationObserver(() => seen.push(`${box.dataset.next}:${box.dataset.index}`)).observe(box, {
      attributes: true,
      attributeFilter: ['data-next', 'data-index'],
    });
  });
});

async function chapterLog(): Promise<string[]> {
  return page.evaluate(() => {
    const log = (window as unknown as { chapterLog: string[] }).chapterLog;
    return log.splice(0, log.length);
  });
}

async function useSolver(name: string): Promise<void> {
  await page.getByTestId('solver-select').selectOption(name);
  await settle(page);
}

test('Thistlethwaite: four named phases, a rest after each, ends solved', async () => {
  await useSolver('thistlethwaite');
  // Thistlethwaite takes no goal, moves or metric: none of them shown.
  for (const id of ['goal-input', 'moves-input', 'metric-htm', 'time-ms', 'effort', 'all-optimal']) {
    await expect(page.getByTestId(id), id).toBeHidden();
  }
  const length = await solveAndWait(page);
  expect(length).toBeLessThanOrEqual(45);
  // A method people learn: its phases shown from the start.
  await expect(page.getByTestId('show-stages')).toBeChecked();
  const chapters = page.getByTestId('chapter');
  await expect(chapters).toHaveCount(4);
  for (let i = 0; i < 4; i++) await expect(chapters.nth(i)).toContainText(`Phase ${i + 1}`);
  await expect(page.getByTestId('track-stats')).toContainText('in 4 chapters');
  await expect(page.getByTestId('move-chip')).toHaveCount(length);

  // While it plays, the chapter playing is named; it ends solved.
  await expect(page.getByTestId('chapter-now')).toBeVisible();
  await expect(page.getByTestId('chapter-name')).toContainText(/Phase \d/);
  await expect(page.getByTestId('view-facelets')).toHaveText(SOLVED3, { timeout: 30_000 });
  await expect(page.getByTestId('progress')).toHaveText(`${length} / ${length}`);
  await expect(page.getByTestId('chapter-name')).toContainText('Phase 4');
  // It rested before phases 2, 3 and 4 (those with moves), announcing each.
  const log = await chapterLog();
  for (const phase of [1, 2, 3]) expect(log, log.join(' ')).toContain(`1:${phase}`);

  // Jumping onto a move shows its chapter.
  await page.getByTestId('move-chip').first().click();
  await expect(page.getByTestId('chapter-name')).toContainText('Phase 1');
});

test('layer by layer: its steps as chapters, ends solved', async () => {
  await useSolver('lbl');
  const length = await solveAndWait(page);
  const chapters = page.getByTestId('chapter');
  expect(await chapters.count()).toBeGreaterThanOrEqual(7);
  await expect(chapters.first()).toContainText('Cross');
  await expect(page.getByTestId('moves')).toContainText('First layer');
  await expect(page.getByTestId('moves')).toContainText('Middle layer');
  await expect(page.getByTestId('moves')).toContainText('Last layer');
  await expect(page.getByTestId('move-chip')).toHaveCount(length);
  await expect(page.getByTestId('view-facelets')).toHaveText(SOLVED3, { timeout: 60_000 });
  await expect(page.getByTestId('progress')).toHaveText(`${length} / ${length}`);
  expect(errors).toEqual([]);
});

test('two-phase: a plain solution first; "Show steps" shows its phases in the order played, in plain words', async () => {
  // The search finds this one backwards (on the inverse): its phases play in reverse.
  await page.getByTestId('scramble-input').fill("R U R' F2 D L B2");
  await useSolver('twophase');
  const length = await solveAndWait(page);
  const toggle = page.getByTestId('show-stages');
  await expect(toggle).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByTestId('chapter')).toHaveCount(0);
  await expect(page.getByTestId('chapter-now')).toBeHidden();
  await expect(page.getByTestId('track-stats')).not.toContainText('chapter');
  await expect(page.getByTestId('move-chip')).toHaveCount(length);

  await toggle.check();
  const headings = page.getByTestId('chapter');
  await expect(headings.first()).toBeVisible();
  const names = await headings.locator('.chapter-title').allTextContents();
  const p1 = names.findIndex((n) => n.startsWith('Phase 1'));
  const p2 = names.findIndex((n) => n.startsWith('Phase 2'));
  expect(p1, names.join(' | ')).toBeGreaterThanOrEqual(0);
  expect(p2, names.join(' | ')).toBeGreaterThan(p1);
  const words = await page.getByTestId('moves').textContent();
  expect(words).not.toMatch(/inverse/i);
  await expect(page.getByTestId('track-stats')).toContainText('chapters');
  await expect(page.getByTestId('move-chip')).toHaveCount(length);
  // The chapter line names the first phase played.
  await page.getByTestId('move-chip').first().click();
  await expect(page.getByTestId('chapter-name')).toHaveText(names[0]);

  await toggle.uncheck();
  await expect(page.getByTestId('chapter')).toHaveCount(0);
  await expect(page.getByTestId('chapter-now')).toBeHidden();
  expect(errors).toEqual([]);
});
