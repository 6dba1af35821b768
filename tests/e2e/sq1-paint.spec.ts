// The Square-1's start painted on its view (web/app/sq1-painter.ts), one page for the
// spec: a known state painted by clicks (slots on the view, pieces in the palette, the
// middle), the core's message naming a piece and its slot while the shape is wrong, the
// same by keys (arrow keys between slots, Enter), on a phone's screen, a typed start the
// core cannot read kept as typed, and Solve from the painted start, its solution replayed
// by the core (the CLI).
import { expect, type Page, test } from '@playwright/test';

import { chips, replay, settle, shareOnePage, solveAndWait } from './helpers';

const SOLVED = 'AABCCDEEFGGH/IJJKLLMNNOPP/0';
// A state of another shape: the top edge-first, a corner across no cut, the middle turned.
const TARGET = 'HAABCCJJKLLM/DEEFGGNNOPPI/1';

let page: Page;
let errors: string[];
shareOnePage('?puzzle=sq1', (shared, watched) => {
  page = shared;
  errors = watched;
});

/** A real click inside slot `slot`'s wedge (the mean of its corners: its box's centre may lie outside it). */
async function clickSlot(slot: number): Promise<void> {
  const at = await page.getByTestId(`sq1-slot-${slot}`).evaluate((el) => {
    const n = (el.getAttribute('d') ?? '').match(/-?[\d.]+/g)!.map(Number);
    let [x, y] = [0, 0];
    for (let i = 0; i < n.length; i += 2) [x, y] = [x + n[i], y + n[i + 1]];
    const p = new DOMPoint((2 * x) / n.length, (2 * y) / n.length).matrixTransform(
      (el as SVGGraphicsElement).getScreenCTM()!,
    );
    return { x: p.x, y: p.y };
  });
  await page.mouse.click(at.x, at.y);
}

const state = () => page.getByTestId('sq1-state');

test('a state painted by clicks: slot, then piece after piece; the wrong shape named by piece and slot', async () => {
  const view = page.getByTestId('sq1-view');
  await expect(view).toHaveAttribute('data-state', SOLVED);
  await expect(page.getByTestId('sq1-palette').getByRole('button')).toHaveCount(16);
  await expect(page.getByTestId('sq1-piece-A')).toHaveAccessibleName('The UFL corner (A)');
  await clickSlot(0);
  await expect(page.getByTestId('sq1-paint-choice')).toHaveText('Next: top slot 1. Press the piece in it.');
  // H over the first half of A: A is left in one slot, which the core names.
  await page.getByTestId('sq1-piece-H').click();
  await expect(state()).toHaveValue('HABCCDEEFGGH/IJJKLLMNNOPP/0');
  await settle(page);
  await expect(page.getByTestId('sq1-paint-problem')).toContainText(
    'The UFL corner (A) is written once (top slot 2 (column 2))',
  );
  await expect(view).toHaveAttribute('data-state', 'HABCCDEEFGGH/IJJKLLMNNOPP/0');
  await expect(view.locator('[data-half="alone"]')).toHaveCount(1);
  await expect(page.getByTestId('sq1-paint-choice')).toHaveText('Next: top slot 2. Press the piece in it.');
  // The rest of the top, then the bottom from its first slot, each slot chosen in turn.
  // A and B pressed in one task, faster than the core answers (a loaded machine's clicks
  // came so): each goes to a slot of its own, in the order pressed.
  await page.evaluate(() => {
    for (const p of 'AB') document.querySelector<HTMLElement>(`[data-testid="sq1-piece-${p}"]`)!.click();
  });
  for (const p of 'CJKLM') await page.getByTestId(`sq1-piece-${p}`).click();
  await clickSlot(12);
  for (const p of 'DEFGNOPI') await page.getByTestId(`sq1-piece-${p}`).click();
  await page.getByTestId('sq1-middle-slot').click();
  await expect(state()).toHaveValue(TARGET);
  await settle(page);
  await expect(page.getByTestId('sq1-validity-line')).toContainText('Valid state');
  await expect(page.getByTestId('sq1-paint-problem')).toBeHidden();
  await expect(view).toHaveAttribute('data-state', TARGET);
  await expect(page.getByTestId('sq1-middle')).toHaveAttribute('data-flipped', '1');
});

test('Solve from the painted start: the solution replayed by the core, played on the view to solved', async () => {
  const length = await solveAndWait(page);
  const moves = (await chips(page)).join(' ');
  expect(moves.split('/').length - 1).toBe(length);
  expect(replay(TARGET, moves, 'sq1')).toBe(SOLVED);
  const steps = moves.split(' ').length;
  await expect(page.getByTestId('progress')).toHaveText(`${steps} / ${steps}`, { timeout: 30_000 });
  await expect(page.getByTestId('sq1-view')).toHaveAttribute('data-state', SOLVED);
});

test('by keys: arrow keys between slots, Enter to choose, a palette piece, the middle; names on every slot', async () => {
  await page.getByTestId('clear').click();
  await settle(page);
  await page.getByTestId('sq1-slot-0').focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('sq1-slot-3')).toBeFocused();
  await expect(page.getByTestId('sq1-slot-3')).toHaveAccessibleName('Top slot 4: the UBL corner (C)');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sq1-slot-3')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('sq1-paint-choice')).toHaveText('Next: top slot 4. Press the piece in it.');
  // A into C's slots: the corners swap, the state stays whole.
  await page.getByTestId('sq1-piece-A').press('Enter');
  await expect(state()).toHaveValue('CCBAADEEFGGH/IJJKLLMNNOPP/0');
  await expect(page.getByTestId('sq1-slot-5')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('sq1-slot-5').focus();
  await page.keyboard.press('End');
  await expect(page.getByTestId('sq1-middle-slot')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(state()).toHaveValue('CCBAADEEFGGH/IJJKLLMNNOPP/1');
  await settle(page);
  await expect(page.getByTestId('sq1-validity-line')).toContainText('Valid state');
  await expect(page.getByTestId('sq1-view')).toHaveAttribute('data-state', 'CCBAADEEFGGH/IJJKLLMNNOPP/1');
  await expect(page.getByTestId('sq1-slot-3')).toHaveAccessibleName('Top slot 4: the UFL corner (A)');
});

test('on a phone (390 x 844): the palette under the view in the first screen, targets big enough, painting works', async () => {
  const size = page.viewportSize();
  await page.getByTestId('clear').click();
  await settle(page);
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const p of 'AHP') {
      const box = (await page.getByTestId(`sq1-piece-${p}`).boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
    }
    const middle = (await page.getByTestId('sq1-middle-slot').boundingBox())!;
    expect(Math.min(middle.width, middle.height)).toBeGreaterThanOrEqual(24);
    await clickSlot(2);
    await page.getByTestId('sq1-piece-D').click();
    await expect(state()).toHaveValue('AADCCBEEFGGH/IJJKLLMNNOPP/0'); // B and D swapped
  } finally {
    await page.setViewportSize(size!);
  }
});

test('a start the core cannot read is kept as typed, the core saying why; a scramble typed becomes the start', async () => {
  await state().fill('AABCC/IJJKLLMNNOPP/0');
  await settle(page);
  await page.getByTestId('sq1-piece-B').click();
  await expect(page.getByTestId('sq1-paint-problem')).toContainText('The top layer has 5 slots');
  await expect(state()).toHaveValue('AABCC/IJJKLLMNNOPP/0');
  // With a scramble typed, the state it makes is painted on and becomes the start.
  await state().fill('');
  await page.getByTestId('sq1-scramble').fill('(1,0)');
  await settle(page);
  const turned = replay('', '(1,0)', 'sq1');
  await clickSlot(0);
  await page.getByTestId(`sq1-piece-${turned[0]}`).click();
  await expect(page.getByTestId('sq1-scramble')).toHaveValue('');
  await expect(state()).toHaveValue(turned);
  await page.getByTestId('clear').click();
  await settle(page);
  expect(errors).toEqual([]);
});
