// The Pyraminx and the Skewb on the page, one page for the whole spec (a page load is
// the costly part): each picked, given a random-state scramble, solved optimally, the
// solution replayed by the core (the native CLI) and played on the view to solved; a
// painted state that is not a state named by its piece; the share link round trip
// with the puzzle, the scramble and the solution.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

import { chips, idle, settle, shareOnePage, solveAndWait } from './helpers';

const SOLVED = {
  pyraminx: 'FFFFFFFFFLLLLLLLLLRRRRRRRRRDDDDDDDDD',
  skewb: 'UUUUURRRRRFFFFFDDDDDLLLLLBBBBB',
} as const;
type Twisty = keyof typeof SOLVED;

const CLI = fileURLToPath(new URL('../../build/native/cubesolver', import.meta.url));

/** The stickers after `moves` from `state`, as the core computes them (the native CLI). */
function replay(puzzle: Twisty, state: string, moves: string): string {
  return execFileSync(CLI, ['apply', '--puzzle', puzzle, '--state', state, '--scramble', moves]).toString().trim();
}

let page: Page;
let errors: string[];
shareOnePage('?puzzle=pyraminx', (shared, watched) => {
  page = shared;
  errors = watched;
});

const shown = () => page.getByTestId('view-facelets');

/** Random scramble, Solve, the solution replayed by the CLI and played to solved on the page. */
async function scrambleAndSolve(puzzle: Twisty): Promise<{ scramble: string; moves: string }> {
  const before = await page.getByTestId('scramble-input').inputValue();
  await page.getByTestId('random-scramble').click();
  await expect(page.getByTestId('scramble-input')).not.toHaveValue(before, { timeout: 30_000 });
  await idle(page); // the box may be emptied first while a slow random state is made
  await expect(page.getByTestId('scramble-input')).not.toHaveValue('');
  await settle(page);
  const scramble = await page.getByTestId('scramble-input').inputValue();
  const state = await page.getByTestId('current-facelets').getAttribute('data-facelets');
  expect(state).toBe(replay(puzzle, SOLVED[puzzle], scramble));
  await expect(page.getByTestId('solver-select')).toHaveValue(puzzle);
  const length = await solveAndWait(page);
  await expect(page.getByTestId('solve-status')).toContainText(`Solved: ${length} moves`);
  const moves = (await chips(page)).join(' ');
  expect(moves.split(' ')).toHaveLength(length);
  expect(replay(puzzle, state!, moves)).toBe(SOLVED[puzzle]);
  // Played on the view to the end: solved.
  await expect(shown()).toHaveText(SOLVED[puzzle], { timeout: 30_000 });
  await expect(page.getByTestId('progress')).toHaveText(`${length} / ${length}`);
  await expect(page.getByTestId('net-view').locator('.net')).toHaveAttribute('data-stickers', SOLVED[puzzle]);
  return { scramble, moves };
}

test('Pyraminx: the view, a random-state scramble solved optimally and played to solved', async () => {
  await expect(page.getByTestId('puzzle-pyraminx')).toBeChecked();
  await expect(page.locator('[data-testid="cube-view"] canvas')).toBeVisible();
  await expect(page.getByTestId('net-view').locator('.net-sticker')).toHaveCount(36);
  // A move the Pyraminx lacks is named with its column and what it accepts.
  await page.getByTestId('scramble-input').fill("U L' M");
  await settle(page);
  await expect(page.getByTestId('scramble-error-text')).toContainText("'M' is not a Pyraminx turn");
  await expect(page.getByTestId('scramble-error-text')).toContainText('U L R B');
  await scrambleAndSolve('pyraminx');
});

test('a painted state that is not a state names the piece', async () => {
  await page.getByTestId('paint-open').click();
  await page.getByTestId('paint-solved').click();
  await settle(page);
  await expect(page.getByTestId('facelets-input')).toHaveValue(SOLVED.pyraminx);
  // The U-L edge's two stickers exchanged (F's sticker 1 painted L, L's sticker 3 painted F).
  const net = page.getByTestId('paint-net');
  await page.getByTestId('paint-L').check();
  await net.locator('[data-index="1"]').click();
  await page.getByTestId('paint-F').check();
  await net.locator('[data-index="12"]').click();
  await settle(page);
  await expect(page.getByTestId('validity-line')).toContainText('Not a valid state');
  await expect(page.getByTestId('problems')).toContainText('is flipped in place');
  await expect(page.getByTestId('problems')).toContainText('edge at');
  await expect(page.getByTestId('solve')).toBeDisabled();
  // Outlined on the net: the edge's two stickers.
  await expect(net.locator('.net-sticker.marked')).toHaveCount(2);
  // The palette is the Pyraminx's four colours (and unknown); Undo takes a stroke back.
  await expect(page.getByTestId('paint-palette').locator('input:visible')).toHaveCount(5);
  await expect(page.getByTestId('paint-F')).toHaveAccessibleName('green (F)');
  await page.getByTestId('paint-undo').click();
  await page.getByTestId('paint-undo').click();
  await settle(page);
  await expect(page.getByTestId('facelets-input')).toHaveValue(SOLVED.pyraminx);
  await expect(page.getByTestId('validity-line')).toContainText('Valid state');
  await expect(net.locator('.net-sticker.marked')).toHaveCount(0);
  await page.getByTestId('clear').click();
  await settle(page);
});

test("a drag on the Pyraminx's tip turns the tip the way the drag goes", async () => {
  await page.getByTestId('scramble-input').fill('');
  await settle(page);
  const point = (i: number) =>
    page.evaluate(
      (k) =>
        (
          window as unknown as { puzzleView: { stickerPoint(i: number): { x: number; y: number } | null } }
        ).puzzleView.stickerPoint(k),
      i,
    );
  // F's tip (sticker 0) dragged towards L's tip (9) or R's (18), whichever is in view:
  // the core's u takes F's tip to L, u' to R.
  const from = (await point(0))!;
  const toL = await point(9);
  const to = toL ?? (await point(18))!;
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + ((to.x - from.x) / length) * 60, from.y + ((to.y - from.y) / length) * 60, {
    steps: 6,
  });
  await page.mouse.up();
  await expect(page.getByTestId('scramble-input')).toHaveValue(toL ? 'u' : "u'");
  await settle(page);
  const after = await page.getByTestId('current-facelets').getAttribute('data-facelets');
  expect(after).toBe(replay('pyraminx', SOLVED.pyraminx, toL ? 'u' : "u'"));
  expect(after![toL ? 9 : 18]).toBe('F');
  await page.getByTestId('clear').click();
  await settle(page);
});

test('Skewb: picked, scrambled, solved, and the share link round trip', async () => {
  await page.getByTestId('puzzle-skewb').check();
  await settle(page);
  await expect(page.getByTestId('net-view').locator('.net-sticker')).toHaveCount(30);
  const { scramble, moves } = await scrambleAndSolve('skewb');
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toContain('puzzle=skewb');
  expect(link).toContain('alg=');
  await page.goto(link);
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await settle(page);
  await expect(page.getByTestId('puzzle-skewb')).toBeChecked();
  await expect(page.getByTestId('scramble-input')).toHaveValue(scramble);
  expect((await chips(page)).join(' ')).toBe(moves);
  await page.getByTestId('to-end').click();
  await expect(shown()).toHaveText(SOLVED.skewb, { timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('the widget (the iframe page) and the solver API: a Pyraminx alg and Skewb solutions, replayed by the core', async () => {
  const alg = "U l' R B' u";
  await page.goto(`/embed?puzzle=pyraminx&alg=${encodeURIComponent(alg)}`);
  const player = page.locator('cube-player');
  await expect.poll(() => player.evaluate((el: any) => el.length), { timeout: 30_000 }).toBe(5);
  await expect(player.locator('canvas')).toBeVisible();
  await player.locator('button.play').click();
  await expect.poll(() => player.evaluate((el: any) => el.position), { timeout: 30_000 }).toBe(5);
  expect(await player.evaluate((el: any) => el.state)).toBe(replay('pyraminx', SOLVED.pyraminx, alg));
  // A Skewb, scrambled and solved by the core in the widget's worker, shown as a net.
  const scramble = "R U' L B R' U";
  await player.evaluate((el, s) => {
    el.removeAttribute('alg');
    el.setAttribute('puzzle', 'skewb');
    el.setAttribute('view', 'net');
    el.setAttribute('scramble', s);
    el.setAttribute('solve', '');
  }, scramble);
  await expect(player.locator('.net .net-sticker')).toHaveCount(30);
  const length = await player.evaluate((el: any) => el.length);
  expect(length).toBeGreaterThan(0);
  // Its moves, as the player names them stepping through (the 'move' events), replayed by the core.
  const moves = await player.evaluate(async (el: any) => {
    const names: string[] = [];
    el.addEventListener('move', (e: any) => names.push(e.detail.move));
    for (let i = 1; i <= el.length; i++) {
      el.jumpTo(i);
      await new Promise((r) => setTimeout(r, 0));
    }
    return names.join(' ');
  });
  expect(moves.split(' ')).toHaveLength(length);
  expect(await player.evaluate((el: any) => el.state)).toBe(SOLVED.skewb);
  expect(replay('skewb', replay('skewb', SOLVED.skewb, scramble), moves)).toBe(SOLVED.skewb);

  // The solver API (the package's cubesolver.js) on the same page: randomScramble, solve, verify.
  const api = await page.evaluate(async () => {
    const { randomScramble, solve, verify } = await import('/widget/cubesolver.js' as string);
    const out: Record<string, unknown> = {};
    for (const puzzle of ['pyraminx', 'skewb']) {
      const s = await randomScramble(puzzle);
      out[puzzle] = { scramble: s, solved: await solve(s.scramble, { puzzle }) };
    }
    out.verdict = await verify('FLFFFFFFFLLLFLLLLLRRRRRRRRRDDDDDDDDD', { puzzle: 'pyraminx' });
    return out as any;
  });
  for (const puzzle of ['pyraminx', 'skewb'] as const) {
    const { scramble: s, solved } = api[puzzle];
    expect(replay(puzzle, SOLVED[puzzle], s.scramble)).toBe(s.state);
    expect(solved.state).toBe(s.state);
    expect(replay(puzzle, s.state, solved.moves.join(' '))).toBe(SOLVED[puzzle]);
  }
  expect(api.verdict.ok).toBe(false);
  expect(api.verdict.problems[0].message).toContain('The edge at UL is flipped in place');
  expect(errors).toEqual([]);
});
