// The Megaminx on the page: picked by a link (?puzzle=megaminx), drawn in 3D and as two
// flowers on the net, a wrong move named with its column, a WCA random-move scramble
// (seven lines of R++ / D-- turns and a U), solved step by step with chapters, the
// solution replayed by the core (the native CLI) and played on the view to every face
// one colour; a Twizzle link opens it too.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

import { chips, idle, settle, shareOnePage } from './helpers';

const CLI = fileURLToPath(new URL('../../build/native/cubesolver', import.meta.url));

function replay(state: string, moves: string): string {
  return execFileSync(CLI, ['apply', '--puzzle', 'megaminx', '--state', state, '--scramble', moves]).toString().trim();
}

/** Every face (11 stickers in a row) one colour. */
function uniform(state: string): boolean {
  return /^(?:(.)\1{10}){12}$/.test(state);
}

let page: Page;
let errors: string[];
shareOnePage('?puzzle=megaminx', (shared, watched) => {
  page = shared;
  errors = watched;
});

test('Megaminx: the views, a WCA scramble solved step by step and played to solved', async () => {
  test.setTimeout(300_000);
  await expect(page.getByTestId('puzzle-megaminx')).toBeChecked();
  await expect(page.locator('[data-testid="cube-view"] canvas')).toBeVisible();
  await expect(page.getByTestId('net-view').locator('.net-sticker')).toHaveCount(132);
  await page.getByTestId('scramble-input').fill('R++ D-- DBL');
  await settle(page);
  await expect(page.getByTestId('scramble-error-text')).toContainText("Column 9: 'DBL' is not a Megaminx turn");
  const before = await page.getByTestId('scramble-input').inputValue();
  await page.getByTestId('random-scramble').click();
  await expect(page.getByTestId('scramble-input')).not.toHaveValue(before, { timeout: 30_000 });
  await idle(page);
  await settle(page);
  const scramble = await page.getByTestId('scramble-input').inputValue();
  expect(scramble.split('\n')).toHaveLength(7);
  for (const line of scramble.split('\n')) expect(line).toMatch(/^(R(\+\+|--) D(\+\+|--) ){5}U'?$/);
  const state = (await page.getByTestId('current-facelets').getAttribute('data-facelets'))!;
  const solved = replay('', '');
  expect(state).toBe(replay(solved, scramble));
  await expect(page.getByTestId('solver-select')).toHaveValue('megaminx');
  // A solve takes seconds (docs/BENCHMARKS.md): waited for longer than solveAndWait does.
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('solve-status')).toContainText(/Solved:/, { timeout: 150_000 });
  await idle(page);
  const length = Number((await page.getByTestId('solution-length').textContent())!.match(/\d+/)![0]);
  await expect(page.getByTestId('solve-status')).toContainText(`Solved: ${length} moves`);
  const moves = (await chips(page)).join(' ');
  expect(moves.split(' ')).toHaveLength(length);
  expect(uniform(replay(state, moves))).toBe(true);
  // Chapters: the steps by name.
  await expect(page.getByText('First layer: the FL block').first()).toBeVisible();
  // Played on the view to the end: every face one colour.
  await expect(page.getByTestId('progress')).toHaveText(`${length} / ${length}`, { timeout: 90_000 });
  const shown = (await page.getByTestId('view-facelets').textContent())!.trim();
  expect(uniform(shown)).toBe(true);
  expect(errors).toEqual([]);
});

test('a Twizzle link opens the Megaminx with its scramble', async () => {
  await page.goto('/?puzzle=megaminx&scramble=R%2B%2B+D--+U%27');
  await settle(page);
  await expect(page.getByTestId('puzzle-megaminx')).toBeChecked();
  await expect(page.getByTestId('scramble-input')).toHaveValue("R++ D-- U'");
  await page.goto('/#puzzle=megaminx&setup-alg=R%2B%2B+BL2%27');
  await settle(page);
  await expect(page.getByTestId('scramble-input')).toHaveValue("R++ BL2'");
});
