// The Rubik's Clock on the page, one page for the whole spec: picked from a link, a
// wrong move named by its column, a start state whose corner disagrees named by its
// dial, a random-state scramble replayed by the core (the native CLI), solved optimally
// and played on the dial view to solved; the share link and a Twizzle link (WCA moves
// with + and - kept); the widget (the iframe page) solving a scramble.
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

const WCA = 'UR3+ DR2- DL1+ UL5- U2+ R4- D0+ L3+ ALL2- y2 U4- R1+ D6+ L2- ALL5+ UR DL';

const replay = (state: string, moves: string) => replayOn(state, moves, 'clock');
/** Every dial at 12 (the pins do not matter). */
const dialsSolved = (state: string) => /^0{9}\/0{9}\/[Ud]{4}$/.test(state);

let page: Page;
let errors: string[];
shareOnePage('?puzzle=clock', (shared, watched) => {
  page = shared;
  errors = watched;
});

test('the dial view, a wrong move by its column, a wrong dial by its place', async () => {
  await expect(page.getByTestId('puzzle-clock')).toBeChecked();
  const view = page.getByTestId('clock-view');
  await expect(view).toBeVisible();
  await expect(view.locator('[data-dial]')).toHaveCount(18);
  await expect(view.locator('[data-pin]')).toHaveCount(8);
  await expect(page.locator('[data-testid="cube-view"] canvas')).toBeHidden();
  await page.getByTestId('clock-scramble').fill('UR3+ UR7+');
  await settle(page);
  await expect(page.getByTestId('clock-scramble-error-text')).toContainText("Column 6: 'UR7+' turns more than 6 hours");
  await expect(page.getByTestId('solve')).toBeDisabled();
  await page.getByTestId('clock-scramble').fill('');
  await page.getByTestId('clock-state').fill('003000000/800000000/dddd');
  await settle(page);
  await expect(page.getByTestId('clock-validity-line')).toContainText('Not a valid state');
  await expect(page.getByTestId('clock-problems')).toContainText("the back UL dial shows 8 o'clock");
  await page.getByTestId('clock-state').fill('003000000/900000000/dddd');
  await settle(page);
  await expect(page.getByTestId('clock-validity-line')).toContainText('Valid state');
  await expect(view).toHaveAttribute('data-state', '003000000/900000000/dddd');
  // Set by hand on the view: a click turns a dial an hour (a corner's other side follows,
  // as the core says), shift-click back; a click on a pin flips it.
  await view.locator('[data-hit="2"]').click();
  await settle(page);
  await expect(page.getByTestId('clock-state')).toHaveValue('004000000/800000000/dddd');
  await view.locator('[data-hit="13"]').click({ modifiers: ['Shift'] });
  await view.locator('[data-pin="front-DR"]').click();
  await settle(page);
  await expect(page.getByTestId('clock-state')).toHaveValue('004000000/8000b0000/dddU');
  await expect(view.locator('[data-pin="back-DL"]')).toHaveAttribute('data-up', '0');
  // And by keys: arrows from the front UR dial down to R, Enter an hour on, - one back;
  // the DR pin flipped with Space.
  await view.locator('[data-hit="2"]').focus();
  await page.keyboard.press('ArrowDown');
  await expect(view.locator('[data-hit="5"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await settle(page);
  await expect(page.getByTestId('clock-state')).toHaveValue('004001000/8000b0000/dddU');
  await expect(view.locator('[data-hit="5"]')).toHaveAttribute('aria-label', 'Front R dial: 1 o’clock');
  await page.keyboard.press('-');
  await settle(page);
  await expect(page.getByTestId('clock-state')).toHaveValue('004000000/8000b0000/dddU');
  await view.locator('[data-pin="front-DR"]').focus();
  await page.keyboard.press(' ');
  await settle(page);
  await expect(page.getByTestId('clock-state')).toHaveValue('004000000/8000b0000/dddd');
  await page.getByTestId('clear').click();
  await settle(page);
});

test('a random-state scramble, solved optimally and played on the view to solved', async () => {
  await page.getByTestId('random-scramble').click();
  await expect(page.getByTestId('clock-scramble')).not.toHaveValue('', { timeout: 30_000 });
  await idle(page);
  await settle(page);
  const scramble = await page.getByTestId('clock-scramble').inputValue();
  expect(scramble).toMatch(/^(?:(?:UR|DR|DL|UL|U|R|D|L|ALL)[1-6][+-] )+y2 /);
  const state = await page.getByTestId('clock-current').textContent();
  expect(state).toBe(replay('', scramble));
  await expect(page.getByTestId('solver-select')).toHaveValue('clock');
  const length = await solveAndWait(page);
  await expect(page.getByTestId('solve-status')).toContainText(`Solved: ${length} moves`);
  await expect(page.getByTestId('solve-status')).toContainText('optimal');
  const moves = (await chips(page)).join(' ');
  // Dial turns counted; y2 is free.
  expect(moves.split(' ').filter((m) => m !== 'y2')).toHaveLength(length);
  expect(length).toBeLessThanOrEqual(14);
  expect(dialsSolved(replay(state!, moves))).toBe(true);
  // The scramble was an optimal way to its state: no solution is shorter, none longer.
  expect(length).toBe(scramble.split(' ').filter((m) => /[+-]$/.test(m)).length);
  const steps = moves.split(' ').length;
  await expect(page.getByTestId('progress')).toHaveText(`${steps} / ${steps}`, { timeout: 30_000 });
  await expect(page.getByTestId('clock-view')).toHaveAttribute('data-state', /^0{9}\/0{9}\//);
  await expect(page.getByTestId('track-stats')).toContainText(`${length} moves`);
  // Saved as a picture: the view's own SVG, the solved state it shows.
  await page.getByTestId('save-image-kind').selectOption('svg-view');
  const download = page.waitForEvent('download');
  await page.getByTestId('save-image').click();
  const file = await (await download).path();
  const svg = readFileSync(file, 'utf8');
  expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg.match(/data-dial="/g)).toHaveLength(18);
  expect(svg).toMatch(/data-state="0{9}\/0{9}\/[Ud]{4}"/);
  await page.getByTestId('save-image-kind').selectOption('png-view');
  const png = page.waitForEvent('download');
  await page.getByTestId('save-image').click();
  const bytes = readFileSync(await (await png).path());
  expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  expect(bytes.readUInt32BE(16)).toBe(1760); // the width: 880 at scale 2
  // Saved as an animation: the solution played frame by frame on the dial view.
  expect(await saveGif(page)).toEqual({ width: 360, height: 260 }); // 440 x 230 at 360 wide, the moves below
});

test('the share link and a Twizzle link keep the + and - of the moves', async () => {
  await checkOwnViewLinks(page, {
    puzzle: 'clock',
    twizzleId: 'clock',
    setup: WCA,
    alg: 'UR1+ y2 D2-',
    algChips: ['UR1+', 'y2', 'D2-'],
  });
  expect(errors).toEqual([]);
});

test('the widget (the iframe page) solves a clock scramble and plays it to solved', async () => {
  const played = await widgetSolves(page, 'clock', WCA);
  expect(dialsSolved(played.state)).toBe(true);
  expect(dialsSolved(replay(replay('', WCA), played.moves))).toBe(true);
  expect(played.moves.split(' ').filter((m) => m !== 'y2')).toHaveLength(11);
  // Its pictures: the faces as SVG, the solution as a GIF at the view's shape.
  const files = await page.locator('cube-player').evaluate(async (el: any) => {
    const svg = await (await el.saveImage('svg')).text();
    const gif = new Uint8Array(await (await el.saveAnimation('gif', { speed: 4, size: 120 })).arrayBuffer());
    return {
      dials: (svg.match(/data-dial="/g) ?? []).length,
      gif: [String.fromCharCode(...gif.slice(0, 6)), gif[6] | (gif[7] << 8), gif[8] | (gif[9] << 8)],
    };
  });
  expect(files).toEqual({ dials: 18, gif: ['GIF89a', 120, 86] }); // 440 x 230 at 120 wide, the moves below

  // The solver API (the package's cubesolver.js) on the same page: a random scramble
  // solved, a scramble and a state read as such, a wrong corner named.
  const api = await page.evaluate(async (wca) => {
    const { randomScramble, solve, verify } = await import('/widget/cubesolver.js' as string);
    const s = await randomScramble('clock');
    return {
      scramble: s,
      fromScramble: await solve(s.scramble, { puzzle: 'clock' }),
      fromState: await solve({ state: s.state }, { puzzle: 'clock' }),
      wca: await solve(wca, { puzzle: 'clock' }),
      verdict: await verify('003000000/800000000/dddd', { puzzle: 'clock' }),
    } as any;
  }, WCA);
  expect(replay('', api.scramble.scramble)).toBe(api.scramble.state);
  for (const solved of [api.fromScramble, api.fromState]) {
    expect(solved.optimal).toBe(true);
    expect(dialsSolved(replay(api.scramble.state, solved.text))).toBe(true);
  }
  expect(dialsSolved(replay(replay('', WCA), api.wca.text))).toBe(true);
  expect(api.wca.length).toBe(11);
  expect(api.verdict.ok).toBe(false);
  expect(api.verdict.problems[0].message).toContain('back UL dial');
});
