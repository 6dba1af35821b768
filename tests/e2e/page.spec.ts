// The page end to end: loading, drawing, typing, validity, share links, parse errors.
// One page for the whole spec (a page load costs seconds of CPU in SwiftShader): its
// tests run in order, each from what the one before left or from a link it opens, and
// each says the state it starts from.
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';

import { tagline } from '../../web/app/tagline';
import { PUZZLES } from '../../web/puzzles';
import { open, SOLVED2, SOLVED3, settle, sharedPage, watchConsole } from './helpers';

/** Solved, except the URF corner (stickers 9, 10, 21 counted from 1) turned in place. */
const TWISTED_CORNER = (() => {
  const s = [...SOLVED3];
  [s[8], s[9], s[20]] = ['F', 'U', 'R'];
  return s.join('');
})();

type Colour = 'white' | 'yellow' | 'green' | 'blue' | 'red' | 'orange' | 'magenta';

interface Picture {
  total: number;
  colours: Record<Colour, number>;
  /** 48 x 48 downscaled RGB, to compare two pictures. */
  thumb: number[];
}

async function picture(page: Page): Promise<Picture> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="cube-view"] canvas');
    if (!canvas) throw new Error('no canvas');
    const w = canvas.width;
    const h = canvas.height;
    const copy = document.createElement('canvas');
    copy.width = w;
    copy.height = h;
    const ctx = copy.getContext('2d', { willReadFrequently: true })!;
    // The view keeps no frame (no preserveDrawingBuffer): it draws one now, read in this task.
    canvas.dispatchEvent(new Event('cube-render-now'));
    ctx.drawImage(canvas, 0, 0);
    const data = ctx.getImageData(0, 0, w, h).data;
    const colours = { white: 0, yellow: 0, green: 0, blue: 0, red: 0, orange: 0, magenta: 0 };
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] < 200) continue; // background (transparent)
      const r = data[i] / 255;
      const g = data[i + 1] / 255;
      const b = data[i + 2] / 255;
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const s = max === 0 ? 0 : (max - min) / max;
      if (max > 0.75 && s < 0.12) {
        colours.white++;
        continue;
      }
      if (s < 0.45 || max < 0.3) continue; // black bodies, shading, edges
      let hue = 0;
      const d = max - min;
      if (max === r) hue = ((g - b) / d + 6) % 6;
      else if (max === g) hue = (b - r) / d + 2;
      else hue = (r - g) / d + 4;
      hue *= 60;
      if (hue < 12 || hue >= 345) colours.red++;
      else if (hue < 38) colours.orange++;
      else if (hue < 70) colours.yellow++;
      else if (hue < 175) colours.green++;
      else if (hue < 260) colours.blue++;
      else if (hue >= 300) colours.magenta++;
    }
    const thumbCanvas = document.createElement('canvas');
    thumbCanvas.width = 48;
    thumbCanvas.height = 48;
    const t = thumbCanvas.getContext('2d', { willReadFrequently: true })!;
    t.drawImage(canvas, 0, 0, 48, 48);
    const td = t.getImageData(0, 0, 48, 48).data;
    const thumb: number[] = [];
    for (let i = 0; i < td.length; i += 4) thumb.push(td[i], td[i + 1], td[i + 2], td[i + 3]);
    return { total: w * h, colours, thumb };
  });
}

function difference(a: Picture, b: Picture): number {
  let changed = 0;
  for (let i = 0; i < a.thumb.length; i += 4) {
    const d =
      Math.abs(a.thumb[i] - b.thumb[i]) +
      Math.abs(a.thumb[i + 1] - b.thumb[i + 1]) +
      Math.abs(a.thumb[i + 2] - b.thumb[i + 2]);
    if (d > 60) changed++;
  }
  return changed / (a.thumb.length / 4);
}

const share = (c: Picture, k: Colour) => c.colours[k] / c.total;

async function typeScramble(page: Page, text: string): Promise<void> {
  await page.getByTestId('scramble-input').fill(text);
  await settle(page);
}

test.describe.configure({ mode: 'serial' });

let page: Page;
let errors: string[];

test.beforeAll(async ({ browser }, testInfo) => {
  page = await sharedPage(browser, testInfo);
  errors = watchConsole(page);
  // Counts the animation frames the page asks for (the first test's idle check).
  await page.addInitScript(() => {
    const w = window as unknown as { framesAsked: number };
    const ask = window.requestAnimationFrame.bind(window);
    w.framesAsked = 0;
    window.requestAnimationFrame = (callback) => {
      w.framesAsked++;
      return ask(callback);
    };
  });
  await open(page);
});

test.afterAll(async () => {
  await page.close();
});

test('loads with no console errors and draws the solved cube; idle, it asks for no frames', async () => {
  await expect(page.getByTestId('current-facelets')).toHaveText(SOLVED3);
  await expect(page.getByTestId('validity')).toContainText('solved');

  const pic = await picture(page);
  // The corner view shows U (white), F (green) and R (red); D, L, B are hidden.
  for (const c of ['white', 'green', 'red'] as const) expect(share(pic, c), c).toBeGreaterThan(0.01);
  for (const c of ['yellow', 'blue', 'orange', 'magenta'] as const) expect(share(pic, c), c).toBeLessThan(0.002);

  // Nothing moves, so nothing is drawn: no animation frame is asked for in a second
  // (an endless frame loop kept a core 6% busy on every open page).
  const asked = await page.evaluate(async () => {
    const w = window as unknown as { framesAsked: number };
    await new Promise((r) => setTimeout(r, 300));
    const before = w.framesAsked;
    await new Promise((r) => setTimeout(r, 1000));
    return w.framesAsked - before;
  });
  expect(asked).toBe(0);
  expect(errors).toEqual([]);
});

test('the first sentence names every puzzle of the table, and those no solver solves yet', async () => {
  // The core's solver table, from its Node build, as the page's build asks it.
  const factory = createRequire(import.meta.url)('../../build/wasm/cubesolver-node.cjs');
  const solvers: { puzzles: string[] }[] = (await factory()).solvers();
  const solved = new Set(solvers.flatMap((s) => s.puzzles));
  const text = tagline(PUZZLES, solved);
  await expect(page.getByTestId('tagline')).toHaveText(text);
  const cubes = PUZZLES.filter((p) => p.view === 'cube').map((p) => p.cubeSize);
  expect(text).toContain(`cubes ${Math.min(...cubes)}×`);
  expect(text).toContain(`to ${Math.max(...cubes)}×`);
  for (const p of PUZZLES.filter((p) => p.view !== 'cube')) expect(text, p.name).toContain(p.label);
});

test('typing a scramble redraws the cube and updates the facelets and counts', async () => {
  // From the solved cube the page opened with.
  await expect(page.getByTestId('scramble-input')).toHaveValue('');
  await expect(page.getByTestId('current-facelets')).toHaveText(SOLVED3);
  const before = await picture(page);

  await typeScramble(page, "R U R' F2");
  const facelets = page.getByTestId('current-facelets');
  await expect(facelets).not.toHaveText(SOLVED3);
  await expect(facelets).toHaveText(/^[URFDLB]{54}$/);
  await expect(page.getByTestId('count-htm')).toHaveText('4');
  await expect(page.getByTestId('count-qtm')).toHaveText('5');

  const after = await picture(page);
  expect(difference(before, after)).toBeGreaterThan(0.02);
  // Colours of hidden faces come into view.
  expect(share(after, 'yellow') + share(after, 'blue') + share(after, 'orange')).toBeGreaterThan(0.003);

  // The facelets follow the core: R then R' is back to solved.
  await typeScramble(page, "R R'");
  await expect(facelets).toHaveText(SOLVED3);
  expect(difference(before, await picture(page))).toBeLessThan(0.01);
  expect(errors).toEqual([]);
});

test('a parse error shows the message and the column, and keeps the text', async () => {
  await typeScramble(page, "R U' Q F");
  const box = page.getByTestId('scramble-error');
  await expect(box).toBeVisible();
  await expect(box).toHaveAttribute('data-column', '6');
  await expect(page.getByTestId('scramble-error-text')).toContainText(/column 6/i);
  // The caret sits under the column: five characters before it on its line.
  const caret = await page.getByTestId('scramble-caret').textContent();
  const [line, marker] = (caret ?? '').split('\n');
  expect(line).toBe("R U' Q F");
  expect(marker).toBe('     ^');
  await expect(page.getByTestId('scramble-input')).toHaveValue("R U' Q F");
  // The cube is still drawn.
  const pic = await picture(page);
  expect(share(pic, 'white')).toBeGreaterThan(0.01);

  await typeScramble(page, "R U' F");
  await expect(box).toBeHidden();
  expect(errors).toEqual([]);
});

test('an invalid facelet string names the problem and outlines its stickers', async () => {
  // No scramble: the view shows the typed start state itself.
  await typeScramble(page, '');
  await expect(page.getByTestId('current-facelets')).toHaveText(SOLVED3);
  await page.getByTestId('facelets-input').fill(TWISTED_CORNER);
  await settle(page);
  const validity = page.getByTestId('validity');
  await expect(validity).toContainText(/not a valid state/i);
  const problem = page.getByTestId('problems').locator('li').first();
  await expect(problem).toHaveAttribute('data-code', 'twisted-corner');
  await expect(problem).toContainText(/corner/i);
  await expect(problem).toContainText(/U.?F.?R|U.?R.?F/);
  // The input is kept as typed, the bad stickers are outlined in the view.
  await expect(page.getByTestId('facelets-input')).toHaveValue(TWISTED_CORNER);
  expect(share(await picture(page), 'magenta')).toBeGreaterThan(0.0005);

  // Fixing it clears the outline and says so.
  await page.getByTestId('facelets-input').fill(SOLVED3);
  await settle(page);
  await expect(page.getByTestId('validity-line')).toHaveText('✓ Valid state');
  expect(share(await picture(page), 'magenta')).toBeLessThan(0.0002);
  expect(errors).toEqual([]);
});

test('a share link restores the same state', async () => {
  // From the solved cube with no start state typed.
  await page.getByTestId('facelets-input').fill('');
  await page.getByTestId('puzzle-2x2x2').check();
  await settle(page);
  await typeScramble(page, "R U2 F' [R, U]");
  const facelets = await page.getByTestId('current-facelets').textContent();
  expect(facelets).toMatch(/^[URFDLB]{24}$/);
  expect(facelets).not.toBe(SOLVED2);
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toContain('puzzle=2x2x2');
  expect(link).toContain('scramble=R+U2+F%27+%5BR%2C+U%5D');

  // Opened afresh (through a blank page: the address bar shows the link already), the
  // page reads it all from the link.
  await page.goto('about:blank');
  await open(page, link.slice(link.indexOf('?')));
  await expect(page.getByTestId('current-facelets')).toHaveText(facelets!);
  await expect(page.getByTestId('scramble-input')).toHaveValue("R U2 F' [R, U]");
  await expect(page.getByTestId('puzzle-2x2x2')).toBeChecked();
  expect(errors).toEqual([]);
});

test('a state link restores the start state', async () => {
  // The 3x3x3 with no scramble: the view shows the start state itself.
  await page.getByTestId('puzzle-3x3x3').check();
  await typeScramble(page, '');
  await page.getByTestId('random-state').click();
  await settle(page);
  const state = await page.getByTestId('facelets-input').inputValue();
  expect(state).toMatch(/^[URFDLB]{54}$/);
  await expect(page.getByTestId('validity-line')).toHaveText('✓ Valid state');
  await expect(page.getByTestId('current-facelets')).toHaveText(state);
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toContain(`state=${state}`);

  await open(page, `?state=${state}`);
  await expect(page.getByTestId('current-facelets')).toHaveText(state);
  expect(errors).toEqual([]);
});

test('playback: play, pause, step, jump and move chips', async () => {
  // From the page the state link left (the 3x3x3, its start state typed): the box
  // emptied, in the same page (a load costs ~1 CPU-s). The links of alg.cubing.net and
  // Twizzle are read in share-links.spec.ts, hostile and over-long values in
  // hostile-links.spec.ts.
  await page.getByTestId('facelets-input').fill('');
  await page.getByTestId('puzzle-3x3x3').check();
  await settle(page);
  await expect(page.getByTestId('current-facelets')).toHaveText(SOLVED3);
  await typeScramble(page, 'R U F');
  const end = await page.getByTestId('current-facelets').textContent();
  const shown = page.getByTestId('view-facelets');
  await expect(shown).toHaveText(end!);
  await expect(page.getByTestId('move-chip')).toHaveText(['R', 'U', 'F']);
  const before = await picture(page);
  // The slowest speed, so that the pause below comes before the three moves end even
  // on a loaded machine.
  await page.getByTestId('speed').fill('0.25');
  const play = page.getByTestId('play');
  await play.click();
  // Replays from the start (solved), pauses and resumes.
  await expect(play).toHaveAttribute('data-state', 'playing');
  await play.click();
  await expect(play).toHaveAttribute('aria-pressed', 'false');
  await expect(play).toHaveAttribute('data-state', 'paused');
  expect(difference(before, await picture(page))).toBeGreaterThan(0.02);
  await page.getByTestId('speed').fill('4');
  await play.click();
  await expect(page.getByTestId('progress')).toHaveText('3 / 3', { timeout: 10_000 });
  await expect(play).toHaveAttribute('data-state', 'stopped');
  await settle(page);
  await expect(shown).toHaveText(end!);
  expect(difference(before, await picture(page))).toBeLessThan(0.01);

  // Step back and forward, jump, and click a move.
  await page.getByTestId('step-back').click();
  await expect(page.getByTestId('progress')).toHaveText('2 / 3');
  await expect(page.getByTestId('move-chip').nth(1)).toHaveAttribute('aria-current', 'step');
  await page.getByTestId('to-start').click();
  await expect(page.getByTestId('progress')).toHaveText('0 / 3');
  await expect(shown).toHaveText(SOLVED3);
  await expect(page.getByTestId('step-back')).toBeDisabled();
  await page.getByTestId('step-forward').click();
  await expect(page.getByTestId('progress')).toHaveText('1 / 3');
  await page.getByTestId('move-chip').nth(2).click();
  await expect(page.getByTestId('progress')).toHaveText('3 / 3');
  await expect(page.getByTestId('move-chip').nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(shown).toHaveText(end!);
  await page.getByTestId('to-start').click();
  await page.getByTestId('to-end').click();
  await expect(shown).toHaveText(end!);
  await expect(page.getByTestId('step-forward')).toBeDisabled();
  expect(errors).toEqual([]);
});

test('switching puzzles keeps the typed text', async () => {
  // On the 3x3x3, as the test before left it.
  await expect(page.getByTestId('puzzle-3x3x3')).toBeChecked();
  await typeScramble(page, 'M U');
  await page.getByTestId('puzzle-2x2x2').check();
  await settle(page);
  await expect(page.getByTestId('scramble-input')).toHaveValue('M U');
  await expect(page.getByTestId('scramble-error')).toBeVisible();
  await page.getByTestId('puzzle-3x3x3').check();
  await settle(page);
  await expect(page.getByTestId('scramble-error')).toBeHidden();
  await expect(page.getByTestId('current-facelets')).not.toHaveText(SOLVED3);
  expect(errors).toEqual([]);
});
