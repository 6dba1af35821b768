// The 4x4x4 on the page, in one test (a page load is the costly part): the view and the
// net drawn for 96 stickers; a scramble of wide turns, inner slices, 3Rw and rotations
// read by the core and played on the view to the state the core gives; a move the cube
// lacks named with its column; keys turning layers (M refused); a random state; a painted state with a centre too many refused with the
// core's words on interchangeable centres; while the first random-state scramble is made,
// no scramble of the puzzle before in the box (Back restores it); a random-state scramble solved by the
// reduction solver in named steps, the solution replayed by the core (the native CLI)
// and played on the view to solved; the share link round trip.
import { expect, test } from '@playwright/test';

import { chips, idle, open, replay, settle, solveAndWait, watchConsole } from './helpers';

const SOLVED4 = [...'URFDLB'].map((f) => f.repeat(16)).join('');

test("4x4x4: view, wide and inner turns, a painted state refused, a random state solved by reduction (no other puzzle's scramble shown while it is made), the share link", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = watchConsole(page);
  await open(page, '?puzzle=4x4x4');
  await page.getByTestId('speed').fill('8');
  const shown = page.getByTestId('view-facelets');
  await expect(page.getByTestId('puzzle-4x4x4')).toBeChecked();
  await expect(page.locator('[data-testid="cube-view"] canvas')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { puzzleView: { size: number } }).puzzleView.size)).toBe(4);
  await expect(page.getByTestId('net-view').locator('.net-sticker')).toHaveCount(96);
  await expect(page.getByTestId('scan')).toBeHidden(); // the camera scan reads 3x3x3 and 2x2x2 faces only

  // Wide turns, inner slices, 3Rw and rotations: the state the core gives, played move by move.
  const scramble = "Rw U2 2R' 3Rw x Fw2 2U y' L 2B";
  await page.getByTestId('scramble-input').fill(scramble);
  await settle(page);
  const state = await page.getByTestId('current-facelets').getAttribute('data-facelets');
  expect(state).toBe(replay(SOLVED4, scramble, '4x4x4'));
  await page.getByTestId('to-start').click();
  await page.getByTestId('play').click();
  await expect(page.getByTestId('progress')).toHaveText('10 / 10', { timeout: 30_000 });
  await expect(shown).toHaveText(state!);

  // A move the 4x4x4 lacks: named at its column, with what it accepts.
  await page.getByTestId('scramble-input').fill('Rw M');
  await settle(page);
  await expect(page.getByTestId('scramble-error')).toHaveAttribute('data-column', '4');
  await expect(page.getByTestId('scramble-error-text')).toContainText('M');
  await expect(page.getByTestId('scramble-error-text')).toContainText('Rw');

  // Keys on the focused cube: u is Rw (r); 5 asks for M, which the 4x4x4 lacks: the core
  // says so and the scramble keeps what it had.
  await page.getByTestId('scramble-input').fill('');
  await settle(page);
  await page.locator('[data-testid="cube-view"] canvas').focus();
  await page.keyboard.press('u');
  await expect(page.getByTestId('scramble-input')).toHaveValue('r');
  await page.keyboard.press('5');
  await expect(page.getByTestId('action-status')).toContainText('M:');
  await expect(page.getByTestId('scramble-input')).toHaveValue('r');
  await settle(page);
  expect(await page.getByTestId('current-facelets').getAttribute('data-facelets')).toBe(replay(SOLVED4, 'Rw', '4x4x4'));

  // Random state: 96 stickers the core says are valid.
  await page.getByTestId('random-state').click();
  await settle(page);
  await expect(page.getByTestId('facelets-input')).toHaveValue(/^[URFDLB]{96}$/);
  await expect(page.getByTestId('validity-line')).toContainText('Valid state');

  // A painted R centre sticker U: five U centres; the core says centres are interchangeable.
  await page.getByTestId('paint-open').click();
  await page.getByTestId('paint-solved').click();
  await page.getByTestId('paint-U').check();
  await page.getByTestId('paint-net').locator('[data-index="21"]').click();
  await settle(page);
  await expect(page.getByTestId('validity-line')).toContainText('Not a valid state');
  await expect(page.getByTestId('problems')).toContainText('interchangeable');
  await expect(page.getByTestId('solve')).toBeDisabled();
  await page.getByTestId('paint-open').click();
  await page.getByTestId('clear').click();
  await settle(page);

  // While the first random-state scramble is made (the 4x4x4's tables take seconds
  // first), the box shows no scramble of another puzzle: the 2x2x2's typed before
  // switching is not left standing; Back restores it. The box as each frame shows it
  // until the test has seen the page idle again (however late a loaded machine lands the
  // click): the value and the placeholder read together.
  await page.getByTestId('puzzle-2x2x2').check();
  await page.getByTestId('scramble-input').fill("R U2 F'");
  await settle(page);
  await page.getByTestId('puzzle-4x4x4').check();
  await settle(page);
  type Watch = { seen: { value: string; placeholder: string }[]; stop: boolean };
  await page.evaluate(() => {
    const box = document.querySelector<HTMLTextAreaElement>('[data-testid="scramble-input"]')!;
    const watch: Watch = { seen: [], stop: false };
    (window as unknown as { boxWatch: Watch }).boxWatch = watch;
    const look = () => {
      watch.seen.push({ value: box.value, placeholder: box.placeholder });
      if (!watch.stop) requestAnimationFrame(look);
    };
    look();
  });
  await page.getByTestId('random-scramble').click();
  await expect(page.getByTestId('scramble-input')).toHaveValue(/^(\S+ ){30,}/, { timeout: 30_000 });
  await idle(page);
  const seen = await page.evaluate(() => {
    const watch = (window as unknown as { boxWatch: Watch }).boxWatch;
    watch.stop = true;
    return watch.seen;
  });
  expect(seen.some((b) => b.value === '' && /Making a random-state scramble/.test(b.placeholder))).toBe(true);
  await settle(page);
  expect((await page.getByTestId('scramble-input').inputValue()).split(' ').length).toBeGreaterThan(30);
  await expect(page.getByTestId('scramble-input')).not.toHaveAttribute('placeholder', /Making/);
  await page.goBack();
  await settle(page);
  await expect(page.getByTestId('scramble-input')).toHaveValue("R U2 F'");

  // A random-state scramble solved by reduction: its steps named, replayed by the core, played to solved.
  await page.getByTestId('random-scramble').click();
  await expect(page.getByTestId('scramble-input')).toHaveValue(/^(\S+ ){30,}/, { timeout: 30_000 });
  await settle(page);
  const random = await page.getByTestId('scramble-input').inputValue();
  const start = await page.getByTestId('current-facelets').getAttribute('data-facelets');
  expect(start).toBe(replay(SOLVED4, random, '4x4x4'));
  await expect(page.getByTestId('solver-select')).toHaveValue('reduction');
  const length = await solveAndWait(page);
  const moves = await chips(page);
  expect(moves).toHaveLength(length);
  expect(replay(start!, moves.join(' '), '4x4x4')).toBe(SOLVED4);
  await expect(page.getByTestId('show-stages')).toBeChecked();
  await expect(page.getByTestId('chapter').first()).toContainText('Centres');
  await page.getByTestId('to-end').click({ force: true });
  await expect(shown).toHaveText(SOLVED4, { timeout: 30_000 });

  // The share link: the puzzle (Twizzle's id), the scramble and the solution come back.
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toContain('puzzle=4x4x4');
  await page.goto(link);
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await settle(page);
  await expect(page.getByTestId('puzzle-4x4x4')).toBeChecked();
  await expect(page.getByTestId('scramble-input')).toHaveValue(random);
  expect(await chips(page)).toEqual(moves);
  await page.getByTestId('to-end').click({ force: true });
  await expect(shown).toHaveText(SOLVED4, { timeout: 30_000 });
  expect(errors).toEqual([]);
});
