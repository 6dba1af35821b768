// The page's ways in by hand: painting colours on the net and on the 3D cube (a start
// state, a faulty one, a goal), keyboard turns and drag turns on the 3D cube. Every
// step is a real click, key or drag (a failed test's report has its screenshot; no
// full-page screenshot of every step: nothing looked at them, and each cost CPU).
// One page for the mouse and keyboard tests (a page load costs seconds of CPU in
// SwiftShader; each test opens the page afresh in it), a context of its own for touch.
import { expect, type Page, test } from '@playwright/test';
import { crossOnD } from '../cross-on-d';
import { idle, open, SOLVED3, settle, sharePage, solveAndWait, watchConsole } from './helpers';

// Pages with SwiftShader on a shared 2-core machine: generous time, never asserted.
test.describe.configure({ timeout: 150_000 });

let page: Page;
let errors: string[];
sharePage((shared, watched) => {
  page = shared;
  errors = watched;
});

const canvas = (page: Page) => page.locator('[data-testid="cube-view"] canvas');

/** Where sticker `index` is drawn on the 3D cube (null: it faces away). */
async function stickerPoint(page: Page, index: number): Promise<{ x: number; y: number } | null> {
  return page.evaluate((i) => {
    const view = (window as unknown as { puzzleView: { stickerPoint(i: number): { x: number; y: number } | null } })
      .puzzleView;
    return view.stickerPoint(i);
  }, index);
}

async function pick(page: Page, symbol: string): Promise<void> {
  // After the stroke before, the page's update (status lines, messages) may still move
  // the palette: a click during that layout shift lands beside the swatch (it failed so
  // once in a full run).
  await settle(page);
  await page.getByTestId(`paint-${symbol === '?' ? 'unknown' : symbol}`).check();
}

async function paintOnNet(page: Page, index: number, symbol: string): Promise<void> {
  await pick(page, symbol);
  await page.getByTestId('paint-net').locator(`[data-index="${index}"]`).click();
}

async function paintOnCube(page: Page, index: number, symbol: string): Promise<void> {
  await pick(page, symbol);
  // Playback scrolls the move list into view, which may push the cube off screen.
  await page.getByTestId('cube-view').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const p = await stickerPoint(page, index);
  expect(p, `sticker ${index} faces the camera`).not.toBeNull();
  await page.mouse.click(p!.x, p!.y);
}

/** The current state the page reads for `scramble` typed from the solved cube (the core's answer). */
async function stateOf(page: Page, scramble: string): Promise<string> {
  await page.getByTestId('facelets-input').fill('');
  await page.getByTestId('scramble-input').fill(scramble);
  await settle(page);
  return (await page.getByTestId('current-facelets').textContent())!.trim();
}

/** Waits until the 3D cube has finished animating. */
async function still(page: Page): Promise<void> {
  await page.waitForFunction(() => !(window as unknown as { puzzleView: { animating: boolean } }).puzzleView.animating);
}

/** Shows the end of the loaded solution (playback may have got there already). */
async function toEnd(page: Page): Promise<void> {
  // Forced: playback may reach the end (disabling the button) between a check and a click.
  await page.getByTestId('to-end').click({ force: true });
}

async function highlights(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...(window as unknown as { puzzleView: { highlights: readonly number[] } }).puzzleView.highlights].sort(
      (a, b) => a - b,
    ),
  );
}

test('a scrambled cube painted on the net and the 3D cube is solved', async () => {
  await open(page);
  await page.getByTestId('speed').fill('8');
  const target = await stateOf(page, "R U F' L2 D B");
  expect(target).not.toBe(SOLVED3);

  // Start from solved: the typed scramble goes (Undo would bring it back).
  await page.getByTestId('paint-open').click();
  await page.getByTestId('paint-solved').click();
  await expect(page.getByTestId('scramble-input')).toHaveValue('');
  await expect(page.getByTestId('paint-status')).toContainText('now part of the start state');
  await settle(page);
  await expect(page.getByTestId('current-facelets')).toHaveText(SOLVED3);

  // U, R and F face the camera: those are painted on the 3D cube, the rest on the net.
  let onCube = 0;
  for (let i = 0; i < 54; i++) {
    if (target[i] === SOLVED3[i]) continue;
    if (i < 27) {
      await paintOnCube(page, i, target[i]);
      onCube++;
    } else {
      await paintOnNet(page, i, target[i]);
    }
  }
  expect(onCube).toBeGreaterThan(5);
  await expect(page.getByTestId('facelets-input')).toHaveValue(target);
  await settle(page);
  await expect(page.getByTestId('validity-line')).toHaveText('✓ Valid state');
  await expect(page.getByTestId('current-facelets')).toHaveText(target);
  await expect(page.getByTestId('paint-net').locator('.paintable')).toHaveAttribute('data-facelets', target);

  const length = await solveAndWait(page);
  expect(length).toBeGreaterThan(0);
  await toEnd(page);
  await expect(page.getByTestId('view-facelets')).toHaveText(SOLVED3);
  // The cube shows the end of the solution, not the state being painted: no paint.
  await still(page);
  await paintOnCube(page, 4, 'R');
  await expect(page.getByTestId('paint-status')).toContainText('position of the playback');
  await expect(page.getByTestId('facelets-input')).toHaveValue(target);
  expect(errors).toEqual([]);
});

test('a twisted corner painted on the 3D cube and a flipped edge on the net: every candidate outlined and offered, the one picked puts it right; Undo takes strokes back', async () => {
  await open(page);
  await page.getByTestId('paint-open').click();
  // The URF corner (stickers U9, R1, F3) turned in place.
  await paintOnCube(page, 8, 'F');
  await paintOnCube(page, 9, 'U');
  await paintOnCube(page, 20, 'R');
  await settle(page);
  const problem = page.getByTestId('problems').locator('li');
  await expect(problem).toHaveCount(1);
  await expect(problem).toHaveAttribute('data-code', 'twisted-corner');
  // The colours cannot tell which corner was twisted: every corner is outlined and
  // offered; picking the one twisted on the cube in hand puts it right.
  await expect(problem).toContainText('the colours cannot tell which one');
  await expect(problem).toContainText(/any corner turned (counter-)?clockwise/);
  const outlined = await highlights(page);
  expect(outlined).toHaveLength(24);
  for (const i of [8, 9, 20]) expect(outlined).toContain(i);
  await expect(page.getByTestId('paint-net').locator('.marked')).toHaveCount(24);
  const candidates = problem.getByTestId('problem-candidate');
  await expect(candidates).toHaveCount(8);
  await candidates.filter({ hasText: 'at URF' }).click();
  await settle(page);
  await expect(page.getByTestId('facelets-input')).toHaveValue(SOLVED3);
  await expect(page.getByTestId('validity-line')).toContainText('Valid state');

  // Undo the last stroke: two stickers of the corner are wrong, the core says so.
  await page.getByTestId('paint-undo').click();
  await settle(page);
  const twice = [...SOLVED3];
  [twice[8], twice[9]] = ['F', 'U'];
  await expect(page.getByTestId('facelets-input')).toHaveValue(twice.join(''));
  await expect(page.getByTestId('validity-line')).toContainText('Not a valid state');
  await page.getByTestId('paint-undo').click();
  await page.getByTestId('paint-undo').click();
  await settle(page);
  await expect(page.getByTestId('facelets-input')).toHaveValue('');
  await expect(page.getByTestId('paint-undo')).toBeDisabled();
  expect(await highlights(page)).toEqual([]);

  // A flipped edge (UF: stickers U8, F2), painted on the net: the same, for the twelve edges.
  await paintOnNet(page, 7, 'F');
  await paintOnNet(page, 19, 'U');
  await settle(page);
  await expect(problem).toHaveCount(1);
  await expect(problem).toHaveAttribute('data-code', 'flipped-edge');
  await expect(problem).toContainText('an edge has been flipped in place, and the colours cannot tell which one');
  const edges = await highlights(page);
  expect(edges).toHaveLength(24);
  for (const i of [7, 19]) expect(edges).toContain(i);
  await expect(page.getByTestId('paint-net').locator('.marked')).toHaveCount(24);
  await expect(candidates).toHaveCount(12);
  await candidates.filter({ hasText: /at UF$/ }).click();
  await settle(page);
  await expect(page.getByTestId('facelets-input')).toHaveValue(SOLVED3);
  await expect(page.getByTestId('validity-line')).toContainText('Valid state');
  expect(await highlights(page)).toEqual([]);

  // A blank cube: everything unknown but the centres; the core names the odd symbol.
  await page.getByTestId('paint-blank').click();
  await settle(page);
  await expect(page.getByTestId('problems')).toContainText("'?'");
  await expect(page.getByTestId('paint-left')).toHaveText('48 stickers still unknown (grey): paint them.');
  // By keyboard: the net is one tab stop, arrows move, Enter paints.
  await pick(page, 'U');
  await page.getByTestId('paint-net').locator('[data-index="0"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('facelets-input')).toHaveValue(/^\?U\?\?U/);
  await expect(page.getByTestId('paint-left')).toHaveText('47 stickers still unknown (grey): paint them.');
  expect(errors).toEqual([]);
});

test('letter keys on the focused cube turn layers: i j is R U', async () => {
  await open(page);
  await canvas(page).focus();
  await page.keyboard.press('i');
  await page.keyboard.press('j');
  await expect(page.getByTestId('scramble-input')).toHaveValue('R U');
  await settle(page);
  const byKeys = (await page.getByTestId('current-facelets').textContent())!.trim();
  expect(byKeys).not.toBe(SOLVED3);
  // The view plays the turn and ends on the state.
  await expect(page.getByTestId('view-facelets')).toHaveText(byKeys);
  await page.keyboard.press('k');
  await page.keyboard.press(';');
  await expect(page.getByTestId('scramble-input')).toHaveValue("R U R' y");
  // Typing in a text box is typing, not turning.
  await page.getByTestId('scramble-input').focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' i');
  await expect(page.getByTestId('scramble-input')).toHaveValue("R U R' y i");
  expect(await stateOf(page, 'R U')).toBe(byKeys);
  expect(errors).toEqual([]);
});

test('dragging a sticker turns its layer; dragging beside the cube turns the view', async () => {
  // From the keys' R U (the test before: the view not turned), cleared in the same page.
  await page.getByTestId('clear').click();
  await settle(page);
  await expect(page.getByTestId('current-facelets')).toHaveText(SOLVED3);
  const drag = async (from: { x: number; y: number }, dx: number, dy: number) => {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + dx, from.y + dy, { steps: 6 });
    await page.mouse.up();
  };
  // F's top middle sticker dragged right: the top layer turns the other way round from U.
  await drag((await stickerPoint(page, 19))!, 80, 0);
  await expect(page.getByTestId('scramble-input')).toHaveValue("U'");
  await settle(page);
  await still(page);
  // F's middle left sticker dragged down: the left layer turns as L does.
  await drag((await stickerPoint(page, 21))!, 0, 80);
  await expect(page.getByTestId('scramble-input')).toHaveValue("U' L");
  await settle(page);
  await still(page);
  const byDrag = (await page.getByTestId('current-facelets').textContent())!.trim();

  // Beside the cube (the canvas corner) the drag orbits the camera: no turn.
  const before = (await stickerPoint(page, 19))!;
  const box = (await canvas(page).boundingBox())!;
  await drag({ x: box.x + 6, y: box.y + 6 }, 120, 0);
  await settle(page);
  await expect(page.getByTestId('scramble-input')).toHaveValue("U' L");
  const after = await stickerPoint(page, 19);
  expect(after === null || Math.hypot(after.x - before.x, after.y - before.y) > 10).toBe(true);
  expect(await stateOf(page, "U' L")).toBe(byDrag);
  expect(errors).toEqual([]);
});

test("a goal painted on the net (a cross, the rest don't care) is solved", async () => {
  await open(page);
  await page.getByTestId('speed').fill('8');
  await page.getByTestId('solver-select').selectOption('goal');
  await settle(page);
  await page.getByTestId('paint-open').click();
  await page.getByTestId('paint-target-goal').check();
  await expect(page.getByTestId('paint-unknown')).toBeHidden();
  await page.getByTestId('paint-blank').click();
  await expect(page.getByTestId('goal-input')).toHaveValue(
    'xxxxUxxxx xxxxRxxxx xxxxFxxxx xxxxDxxxx xxxxLxxxx xxxxBxxxx',
  );
  for (const i of [28, 30, 32, 34]) await paintOnNet(page, i, 'D');
  for (const [i, c] of [
    [16, 'R'],
    [25, 'F'],
    [43, 'L'],
    [52, 'B'],
  ] as const)
    await paintOnNet(page, i, c);
  // A stray stroke, taken back.
  await paintOnNet(page, 0, 'x');
  await paintOnNet(page, 0, 'B');
  await page.getByTestId('paint-undo').click();
  await expect(page.getByTestId('goal-input')).toHaveValue(
    'xxxxUxxxx xxxxRxxRx xxxxFxxFx xDxDDDxDx xxxxLxxLx xxxxBxxBx',
  );

  await page.getByTestId('scramble-input').fill("R U F' D2 L B' U2 R2");
  await settle(page);
  const start = (await page.getByTestId('current-facelets').textContent())!.trim();
  expect(crossOnD(start)).toBe(false);
  const length = await solveAndWait(page);
  expect(length).toBeGreaterThan(0);
  expect(length).toBeLessThanOrEqual(8);
  await toEnd(page);
  await expect.poll(async () => crossOnD((await page.getByTestId('view-facelets').textContent())!.trim())).toBe(true);

  // Presets still fill the goal box, and the net shows a preset as a fresh pattern to paint.
  await page.getByTestId('goal-preset').selectOption('cross');
  await expect(page.getByTestId('goal-input')).toHaveValue('cross');
  await idle(page);
  expect(errors).toEqual([]);
});

test('a 2x2x2 goal painted on the net is solved', async () => {
  await open(page);
  await page.getByTestId('puzzle-2x2x2').check();
  await page.getByTestId('speed').fill('8');
  await page.getByTestId('solver-select').selectOption('goal');
  await settle(page);
  await page.getByTestId('paint-open').click();
  await page.getByTestId('paint-target-goal').check();
  await page.getByTestId('paint-blank').click();
  for (const i of [12, 13, 14, 15]) await paintOnNet(page, i, 'D');
  await expect(page.getByTestId('goal-input')).toHaveValue('xxxx xxxx xxxx DDDD xxxx xxxx');
  await page.getByTestId('scramble-input').fill("R U F R'");
  await settle(page);
  const length = await solveAndWait(page);
  expect(length).toBeGreaterThan(0);
  await toEnd(page);
  await expect
    .poll(async () => (await page.getByTestId('view-facelets').textContent())!.trim().slice(12, 16))
    .toBe('DDDD');
  expect(errors).toEqual([]);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a finger dragged across a sticker turns its layer; a tap paints', async ({ page }) => {
    const errors = watchConsole(page);
    await open(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    // F's middle right sticker (F6) pushed up: the R layer turns as R does.
    const p = (await stickerPoint(page, 23))!;
    await touch('touchStart', p.x, p.y);
    for (let k = 1; k <= 6; k++) await touch('touchMove', p.x, p.y - 12 * k);
    await touch('touchEnd', p.x, p.y - 72);
    await expect(page.getByTestId('scramble-input')).toHaveValue('R');
    await settle(page);
    await still(page);

    await page.getByTestId('paint-open').tap();
    await page.getByTestId('paint-D').tap();
    const q = (await stickerPoint(page, 4))!;
    await page.touchscreen.tap(q.x, q.y);
    await expect(page.getByTestId('scramble-input')).toHaveValue('');
    const painted = (await page.getByTestId('facelets-input').inputValue())[4];
    expect(painted).toBe('D');

    // A finger stroke across the net paints; a tap right after it still counts (a quick
    // drag once ended in a fling that swallowed the next tap, on the cube and the net).
    // Measured once the tap's update has laid the page out (its messages move the net).
    const net = page.getByTestId('paint-net');
    await settle(page);
    await net.scrollIntoViewIfNeeded();
    const a = (await net.locator('[data-index="0"]').boundingBox())!;
    const b = (await net.locator('[data-index="2"]').boundingBox())!;
    const y = a.y + a.height / 2;
    await touch('touchStart', a.x + a.width / 2, y);
    for (let k = 1; k <= 6; k++) await touch('touchMove', a.x + a.width / 2 + ((b.x - a.x) * k) / 6, y);
    await touch('touchEnd', b.x + b.width / 2, y);
    await expect.poll(async () => (await page.getByTestId('facelets-input').inputValue()).slice(0, 5)).toBe('DDDUD');
    await page.getByTestId('paint-solved').tap();
    await expect(page.getByTestId('facelets-input')).toHaveValue(SOLVED3);
    expect(errors).toEqual([]);
  });
});
