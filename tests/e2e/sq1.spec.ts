// The Square-1 on the page, one page for the whole spec: picked from a link, a slash the
// shape refuses named by its column, a wrong start state named by its piece, a
// random-state scramble replayed by the core (the native CLI), solved and played on the
// view to solved; the share link and a Twizzle link (moves with - kept); the widget
// (the iframe page) solving a scramble.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

import {
  checkOwnViewLinks,
  chips,
  idle,
  replay as replayOn,
  saveGif,
  settle,
  shareOnePage,
  solveAndWait,
  widgetSolves,
} from './helpers';

const SOLVED = 'AABCCDEEFGGH/IJJKLLMNNOPP/0';
const ALG = '(1,0) / (-1,-1) / (3,0) / (-3,-3) / (0,3) / (-1,0)';

const replay = (state: string, moves: string) => replayOn(state, moves, 'sq1');
const slashes = (moves: string) => moves.split('/').length - 1;

let page: Page;
let errors: string[];
shareOnePage('?puzzle=sq1', (shared, watched) => {
  page = shared;
  errors = watched;
});

test('the layers view, a refused slash by its column, a wrong piece by its name', async () => {
  await expect(page.getByTestId('puzzle-sq1')).toBeChecked();
  const view = page.getByTestId('sq1-view');
  await expect(view).toBeVisible();
  await expect(view.locator('[data-piece]')).toHaveCount(16);
  await expect(view).toHaveAttribute('data-state', SOLVED);
  await expect(page.locator('[data-testid="cube-view"] canvas')).toBeHidden();
  await page.getByTestId('sq1-scramble').fill('(1,0) / (-1,1) /');
  await settle(page);
  await expect(page.getByTestId('sq1-scramble-error-text')).toContainText('Column 16: slash 2 cannot be made');
  await expect(page.getByTestId('solve')).toBeDisabled();
  await page.getByTestId('sq1-scramble').fill('');
  await page.getByTestId('sq1-state').fill('AABCCDEEFGGH/IJJKLLMNNOPA/0');
  await settle(page);
  await expect(page.getByTestId('sq1-validity-line')).toContainText('Not a valid state');
  await expect(page.getByTestId('sq1-problems')).toContainText('The UFL corner (A) is written 3 times');
  await page.getByTestId('sq1-state').fill('HAABCCJJKLLM/DEEFGGNNOPPI/1');
  await settle(page);
  await expect(page.getByTestId('sq1-validity-line')).toContainText('Valid state');
  await expect(view).toHaveAttribute('data-state', 'HAABCCJJKLLM/DEEFGGNNOPPI/1');
  await expect(page.getByTestId('sq1-middle')).toHaveAttribute('data-flipped', '1');
  await page.getByTestId('clear').click();
  await settle(page);
});

test('a random-state scramble, solved and played on the view to solved', async () => {
  await page.getByTestId('random-scramble').click();
  await expect(page.getByTestId('sq1-scramble')).not.toHaveValue('', { timeout: 30_000 });
  await idle(page);
  await settle(page);
  const scramble = await page.getByTestId('sq1-scramble').inputValue();
  expect(scramble).toMatch(/^(\(-?\d,-?\d\)|\/)( (\(-?\d,-?\d\)|\/))*$/);
  const state = await page.getByTestId('sq1-current').textContent();
  expect(state).toBe(replay('', scramble));
  await expect(page.getByTestId('solver-select')).toHaveValue('sq1');
  const started = Date.now();
  const length = await solveAndWait(page);
  expect(Date.now() - started).toBeLessThan(5_000);
  const moves = (await chips(page)).join(' ');
  expect(slashes(moves)).toBe(length);
  expect(length).toBeLessThanOrEqual(16);
  expect(replay(state!, moves)).toBe(SOLVED);
  const steps = moves.split(' ').length;
  await expect(page.getByTestId('progress')).toHaveText(`${steps} / ${steps}`, { timeout: 30_000 });
  await expect(page.getByTestId('sq1-view')).toHaveAttribute('data-state', SOLVED);
  // Saved as the view's own SVG (the solved state it shows) and as an animation of the solution.
  await page.getByTestId('save-image-kind').selectOption('svg-view');
  const download = page.waitForEvent('download');
  await page.getByTestId('save-image').click();
  const svg = readFileSync(await (await download).path(), 'utf8');
  expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg).toContain(`data-state="${SOLVED}"`);
  expect(svg).not.toContain('data-slot'); // the painter's buttons are not part of the picture
  expect(await saveGif(page)).toEqual({ width: 360, height: 270 }); // 420 x 230 at 360 wide, the moves below
});

test('the share link and a Twizzle link keep the - of the moves', async () => {
  await checkOwnViewLinks(page, {
    puzzle: 'sq1',
    twizzleId: 'square1',
    setup: ALG,
    alg: '(1,0) / (-1,0)',
    algChips: ['(1,0)', '/', '(-1,0)'],
  });
  expect(errors).toEqual([]);
});

test('the widget (the iframe page) solves a Square-1 scramble and plays it to solved', async () => {
  const played = await widgetSolves(page, 'sq1', ALG);
  expect(played.state).toBe(SOLVED);
  expect(replay(replay('', ALG), played.moves)).toBe(SOLVED);
});
