// The 8-puzzle on the page, one page for the whole spec: seed 001's board typed and
// solved optimally, the animation ending on the goal; an unsolvable pair gets the
// parity rule; bad boards name the repeated and missing tiles; clicking a tile next to
// the gap slides it (and one elsewhere does not); a custom goal, every optimal
// solution, a random position and the share link round trip.
import { expect, type Page, test } from '@playwright/test';

import { chips, settle, shareOnePage, solveAndWait } from './helpers';

const GOAL = '1 2 3 4 5 6 7 8 0';
const SEED_001 = '1 3 0 4 2 7 8 5 6';

let page: Page;
let errors: string[];
shareOnePage('?puzzle=8puzzle', (shared, watched) => {
  page = shared;
  errors = watched;
});

async function typeBoard(text: string): Promise<void> {
  await page.getByTestId('board-input').fill(text);
  await settle(page);
}

const board = () => page.getByTestId('board');
const shown = () => page.getByTestId('view-facelets');

test('seed 001: typed, solved optimally, the animation ends on the goal', async () => {
  await expect(page.getByTestId('cube-view').locator('canvas')).toBeHidden();
  await expect(board()).toBeVisible();
  await typeBoard(SEED_001);
  await expect(page.getByTestId('board-validity')).toContainText('Valid board');
  await expect(board()).toHaveAttribute('data-board', SEED_001);
  await expect(page.getByTestId('solver-select')).toHaveValue('sliding');

  const length = await solveAndWait(page);
  expect(length).toBe(14);
  await expect(page.getByTestId('solve-status')).toContainText('Solved: 14 slides (optimal)');
  await expect(page.getByTestId('move-chip')).toHaveCount(14);
  // Chips say which tile goes which way: "3→".
  for (const c of await chips(page)) expect(c).toMatch(/^[1-8][←→↑↓]$/);
  // Played to the end, the board shows the goal.
  await expect(shown()).toHaveText(GOAL, { timeout: 30_000 });
  await expect(page.getByTestId('progress')).toHaveText('14 / 14');
  await expect(board()).toHaveAttribute('data-board', GOAL);
  await expect(board().locator('.tile.home')).toHaveCount(8);
  // The start is unchanged, and the link carries it with the solution.
  await expect(page.getByTestId('board-input')).toHaveValue(SEED_001);
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toContain('puzzle=8puzzle');
  expect(link).toContain('state=130427856');
  expect(link).toContain('alg=');
});

test('an unsolvable pair is explained by the parity rule', async () => {
  await typeBoard('2 1 3 4 5 6 7 8 0');
  const problem = page.getByTestId('board-problem');
  await expect(problem).toContainText('Unsolvable');
  await expect(problem).toContainText('inversions');
  await expect(problem).toContainText('parity');
  await expect(page.getByTestId('solve')).toBeDisabled();
  await expect(page.getByTestId('solve-status')).toContainText('odd number of inversions');
  await expect(page.getByTestId('solve-status')).toHaveAttribute('data-kind', 'error');
});

test('a bad board names the repeated and the missing tile', async () => {
  await typeBoard('1 1 3 4 5 6 7 8 0');
  const problem = page.getByTestId('board-problem');
  await expect(problem).toContainText('Tile 1 appears twice');
  await expect(problem).toContainText('tile 2 is missing');
  await expect(page.getByTestId('board-input')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('solve')).toBeDisabled();
  await typeBoard('1 2 3 4 5 6 7 8 9');
  await expect(problem).toContainText('9');
});

test('clicking a tile next to the gap slides it; another tile stays', async () => {
  await typeBoard(GOAL);
  await expect(page.getByTestId('solve-status')).toContainText('at the goal');
  const tile = (n: number) => board().locator(`[data-tile="${n}"]`);
  await expect(tile(8)).toHaveClass(/movable/);
  await expect(tile(1)).not.toHaveClass(/movable/);

  await tile(8).click();
  await expect(page.getByTestId('board-input')).toHaveValue('1 2 3 4 5 6 7 0 8');
  await settle(page);
  await expect(board()).toHaveAttribute('data-board', '1 2 3 4 5 6 7 0 8');
  await expect(tile(8)).toHaveAttribute('data-cell', '8');

  await tile(1).click({ force: true });
  await expect(page.getByTestId('action-status')).toContainText('not next to the gap');
  await expect(page.getByTestId('board-input')).toHaveValue('1 2 3 4 5 6 7 0 8');

  // Slid back by keyboard: Tab to the tile and press Enter.
  await tile(8).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('board-input')).toHaveValue(GOAL);
  await settle(page);
  // One slide from the goal: solved in one, back to the goal.
  await tile(6).click();
  await expect(page.getByTestId('board-input')).toHaveValue('1 2 3 4 5 0 7 8 6');
  await settle(page);
  expect(await solveAndWait(page)).toBe(1);
  await expect(shown()).toHaveText(GOAL, { timeout: 30_000 });
});

test('a custom goal, every optimal solution, a random position, and the link round trip', async () => {
  const goal = '0 1 2 3 4 5 6 7 8';
  await page.getByTestId('goal-input').fill(goal);
  await typeBoard('1 2 0 3 4 5 6 7 8');
  await expect(page.getByTestId('goal-preview').getByTestId('board-preview')).toHaveAttribute('data-board', goal);
  await page.getByTestId('all-optimal').check();
  // Three optimal solutions of 21 slides lead from this board to that goal.
  await typeBoard('1 0 3 4 5 2 7 6 8');
  const length = await solveAndWait(page);
  expect(length).toBe(21);
  await expect(page.getByTestId('solution-count')).toContainText('3 optimal solutions of 21 slides');
  const options = page.getByTestId('solution-option');
  await expect(options).toHaveCount(3);
  const n = 3;
  // The second solution plays to the same goal.
  await options.nth(1).click();
  await expect(page.getByTestId('track-title')).toContainText(`2 of ${n}`);
  await expect(page.getByTestId('move-chip')).toHaveCount(length);
  await expect(shown()).toHaveText(goal, { timeout: 30_000 });

  // A random position: solvable for this goal.
  const before = await page.getByTestId('board-input').inputValue();
  await page.getByTestId('random-state').click();
  await expect(page.getByTestId('board-input')).not.toHaveValue(before);
  await settle(page);
  await expect(page.getByTestId('board-validity')).toContainText('Valid board');
  await expect(page.getByTestId('solve')).toBeEnabled();

  // The link brings back the board and the goal.
  const board = await page.getByTestId('board-input').inputValue();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toContain(`goal=${encodeURIComponent(goal).replace(/%20/g, '+')}`);
  await page.goto(link);
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await settle(page);
  await expect(page.getByTestId('puzzle-8puzzle')).toBeChecked();
  await expect(page.getByTestId('goal-input')).toHaveValue(goal);
  await expect(page.getByTestId('board-input')).toHaveValue(board.replace(/\s+/g, ''));
  await expect(page.getByTestId('board')).toHaveAttribute('data-board', board);
  expect(errors).toEqual([]);
});
