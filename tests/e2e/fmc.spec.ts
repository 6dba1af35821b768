// The FMC panel on one page: a fixed scramble taken through EO (on the inverse side),
// DR, HTR and finish by picking the step solutions the core lists, the step lines and
// their counts checked, Undo, a typed step, insertions, a step the cube cannot take and unbalanced NISS
// parentheses refused with the core's words, typed steps whose moves cancel (the headline
// and the solution line after cancellation), the attempt played as one line ending
// solved (the inverse side's chips marked, the line replayed by the native core), the
// share link reopened with the attempt restored, and the solve panel's NISS step
// played the same way.
import { expect, type Page, test } from '@playwright/test';
import { idle, open, replay, SOLVED3, settle, watchConsole } from './helpers';

const SCRAMBLE = "R' U' F D2 L2 F R2 U2 R2 B D2 L B2 D' B2 L' R' B D2 B U2 L U2 R' U' F";

async function ask(page: Page, step: string, niss: string, count: number): Promise<void> {
  await page.getByTestId('fmc-step').selectOption(step);
  await page.getByTestId('fmc-niss').selectOption(niss);
  await page.getByTestId('fmc-count').fill(String(count));
  await page.getByTestId('fmc-find').click();
  await idle(page);
  await expect(page.getByTestId('fmc-status')).toContainText(/solutions? for|One solution/);
}

/** Picks the first step solution; returns its length as the list says it. */
async function pickFirst(page: Page, lines: number): Promise<number> {
  const first = page.getByTestId('fmc-candidate').first();
  const length = Number((await first.textContent())!.match(/\((\d+)\)$/)![1]);
  await first.click();
  await expect(page.getByTestId('fmc-line')).toHaveCount(lines);
  // Its line says its length: a pick in place of a typed step has as many lines as before
  // (the core reads the attempt again, and a loaded machine answers late).
  await expect(page.getByTestId('fmc-line').nth(lines - 1)).toContainText(`(${length}/`);
  await settle(page);
  return length;
}

/** A step line's own length and the total so far: `… // NAME (4/11)`. */
async function counts(page: Page, i: number): Promise<[string, number, number]> {
  const line = (await page.getByTestId('fmc-line').nth(i).textContent())!;
  const m = line.match(/\/\/ (.+) \((\d+)\/(\d+)\)$/);
  expect(m, line).not.toBeNull();
  return [m![1], Number(m![2]), Number(m![3])];
}

test('FMC panel: EO with NISS, DR, HTR, finish, solved, and the link restores it', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  await open(page, `?scramble=${encodeURIComponent(SCRAMBLE)}`);
  await page.getByTestId('speed').fill('8');
  const scrambled = (await page.getByTestId('current-facelets').textContent())!.trim();
  await page.getByTestId('fmc-open').click();
  await expect(page.getByTestId('fmc-scramble')).toHaveText(SCRAMBLE);

  // Bad input at once, in the core's words: HTR from a cube in DR on no axis; a
  // typed step with an unclosed inverse-side group names its column.
  await page.getByTestId('fmc-step').selectOption('htr');
  await page.getByTestId('fmc-find').click();
  await idle(page);
  await expect(page.getByTestId('fmc-status')).toContainText('DR on no axis');
  await expect(page.getByTestId('fmc-candidate')).toHaveCount(0);
  await page.getByTestId('fmc-own').fill('R U ^(F D');
  await expect(page.getByTestId('fmc-own-error')).toContainText("'^(' opened at column 5");
  await expect(page.getByTestId('fmc-own')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('fmc-own').fill('R U (F D');
  await expect(page.getByTestId('fmc-own-error')).toContainText("'(' opened at column 5");
  await page.getByTestId('fmc-own').fill('');

  // Typed steps whose moves cancel (U2 then U'): the headline counts the line after
  // cancellation and says how many the steps as written have; the solution line is the
  // one written on the sheet (one U; the inverse side, written in plain ( ) by
  // default, undone at its end). Both steps taken back.
  await expect(page.getByTestId('fmc-plain')).toBeChecked();
  for (const typed of ['R U2', "U' F (D)"]) {
    await page.getByTestId('fmc-own').fill(typed);
    await page.getByTestId('fmc-own').press('Enter');
  }
  await expect(page.getByTestId('fmc-line')).toHaveText(['R U2  // own moves (2/2)', "U' F (D)  // own moves (3/5)"]);
  await expect(page.getByTestId('fmc-solution')).toHaveText("R U F D'");
  await expect(page.getByTestId('fmc-total')).toHaveText('4 moves (5 as the steps are written; 1 cancel)');
  await page.getByTestId('fmc-undo').click();
  await expect(page.getByTestId('fmc-line')).toHaveCount(1);
  await page.getByTestId('fmc-undo').click();
  await expect(page.getByTestId('fmc-line')).toHaveCount(0);

  // EO on the F/B axis, on the inverse side only (NISS): its moves in ^( ).
  await page.getByTestId('fmc-axis').selectOption('fb');
  await ask(page, 'eo', 'inverse', 3);
  expect(await page.getByTestId('fmc-candidate').count()).toBeGreaterThanOrEqual(1);
  const eo = await pickFirst(page, 1);
  const [eoName, eoLength, eoTotal] = await counts(page, 0);
  expect(eoName).toBe('EO fb');
  expect([eoLength, eoTotal]).toEqual([eo, eo]);
  // Written as FMC players write it by default, in plain ( ); the solver's ^( ) on request.
  if (eo > 0) await expect(page.getByTestId('fmc-line').first()).not.toContainText('^(');
  await page.getByTestId('fmc-plain').uncheck();
  if (eo > 0) await expect(page.getByTestId('fmc-line').first()).toContainText('^(');
  // Typed in plain parentheses, they are the inverse side too: the same step typed
  // gives the same cube, and picking from the list again replaces the typed step.
  const afterEo = await page.getByTestId('fmc-net').getAttribute('data-facelets');
  await page.getByTestId('fmc-plain').check();
  const plainLine = (await page.getByTestId('fmc-line').first().textContent())!;
  const typed = plainLine.includes('  //') ? plainLine.split('  //')[0] : '';
  expect(typed).toMatch(eo > 0 ? /^\([^^]*\)$/ : /^$/);
  if (eo > 0) {
    await page.getByTestId('fmc-undo').click();
    await expect(page.getByTestId('fmc-line')).toHaveCount(0);
    await page.getByTestId('fmc-own').fill(typed);
    await page.getByTestId('fmc-own').press('Enter');
    await expect(page.getByTestId('fmc-line')).toHaveText([`${typed}  // own moves (${eo}/${eo})`]);
    await expect(page.getByTestId('fmc-net')).toHaveAttribute('data-facelets', afterEo!);
    await pickFirst(page, 1);
  }
  await page.getByTestId('fmc-plain').uncheck();
  await expect(page.getByTestId('fmc-line').first()).toContainText('// EO fb');

  // DR from the EO (any axis that keeps it), picked, taken back, picked again.
  await page.getByTestId('fmc-axis').selectOption('');
  await ask(page, 'dr', 'normal', 2);
  const dr = await pickFirst(page, 2);
  await page.getByTestId('fmc-undo').click();
  await expect(page.getByTestId('fmc-line')).toHaveCount(1);
  await expect(page.getByTestId('fmc-candidate')).not.toHaveCount(0);
  expect(await pickFirst(page, 2)).toBe(dr);
  const [drName, drLength, drTotal] = await counts(page, 1);
  expect(drName).toMatch(/^DR /);
  expect([drLength, drTotal]).toEqual([dr, eo + dr]);

  await ask(page, 'htr', 'both', 1);
  const htr = await pickFirst(page, 3);
  expect((await counts(page, 2)).slice(1)).toEqual([htr, eo + dr + htr]);
  await ask(page, 'finish', 'normal', 1);
  // A finish that leaves a corner 3-cycle (a commutator added, typed): the insertion
  // finder's first solution, played from the scramble, ends solved; then the finish
  // from the list replaces the typed step.
  const finishMoves = (await page.getByTestId('fmc-candidate').first().textContent())!.split('  //')[0];
  await page.getByTestId('fmc-own').fill(`${finishMoves.replace('(no moves)', '')} [R U R', D]`);
  await page.getByTestId('fmc-own-add').click();
  await expect(page.getByTestId('fmc-line')).toHaveCount(4);
  await expect(page.getByTestId('fmc-total')).not.toContainText('solved');
  await page.getByTestId('fmc-insert').click();
  await expect(page.getByTestId('fmc-status')).toContainText('leaves corners');
  await page.getByTestId('fmc-insertion').first().click();
  await expect(page.getByTestId('track-title')).toContainText('insertion');
  await page.getByTestId('to-end').click();
  await expect(page.getByTestId('view-facelets')).toHaveText(SOLVED3);
  const finish = await pickFirst(page, 4);
  const total = eo + dr + htr + finish;
  expect((await counts(page, 3)).slice(1)).toEqual([finish, total]);
  await expect(page.getByTestId('fmc-total')).toContainText('solved');

  // Solved as the core says: the cube after the attempt, and the player's line from
  // the scramble (normal moves, then the inverse side undone: its chips marked), also
  // replayed by the native core.
  await expect(page.getByTestId('fmc-net')).toHaveAttribute('data-facelets', SOLVED3);
  await expect(page.getByTestId('view-facelets')).toHaveText(SOLVED3);
  // The solution is the line a player writes: moves that cancel between steps taken
  // out, its length the headline's (the steps as written may have more).
  const line = (await page.getByTestId('fmc-solution').textContent())!.trim();
  expect(replay(scrambled, line)).toBe(SOLVED3);
  expect(line.split(' ').length).toBeLessThanOrEqual(total);
  await expect(page.getByTestId('fmc-total')).toContainText(new RegExp(`^${line.split(' ').length} moves`));
  const chips = page.getByTestId('move-chip');
  await expect(chips).toHaveCount(total);
  // The lines' ( ) groups (as FMC players write the inverse side, the default) hold
  // the inverse side's moves.
  const lines = await page.getByTestId('fmc-line').allTextContents();
  const inverse = lines.flatMap((l) =>
    [...l.split('  //')[0].matchAll(/\(([^)]*)\)/g)].flatMap((m) => m[1].split(' ')),
  );
  expect(inverse.length).toBeGreaterThanOrEqual(eo);
  await expect(page.locator('[data-testid="move-chip"].inverse-side')).toHaveCount(inverse.length);
  if (eo > 0) await expect(chips.last()).toHaveClass(/inverse-side/);
  await page.getByTestId('to-start').click();
  await expect(page.getByTestId('view-facelets')).toHaveText(scrambled);
  await page.getByTestId('fmc-play').click();
  await expect(page.getByTestId('progress')).toHaveText(new RegExp(`^${total} / `), {
    timeout: 30_000,
  });
  await expect(page.getByTestId('view-facelets')).toHaveText(SOLVED3);

  // The link carries the attempt; opened, the panel shows it again.
  const link = await page.getByTestId('share-link').inputValue();
  expect(new URL(link).searchParams.get('fmc') ?? new URLSearchParams(new URL(link).hash.slice(1)).get('fmc')).toMatch(
    /^EO fb:.*;DR .*;HTR .*;finish:/,
  );
  await page.goto(link);
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await expect(page.getByTestId('fmc-line')).toHaveCount(4);
  await page.getByTestId('fmc-plain').uncheck(); // a fresh page writes plain ( )
  expect(await page.getByTestId('fmc-line').allTextContents()).toEqual(lines);
  await expect(page.getByTestId('fmc-panel')).toHaveAttribute('open', '');
  await expect(page.getByTestId('fmc-net')).toHaveAttribute('data-facelets', SOLVED3);
  await expect(page.getByTestId('fmc-total')).toContainText('solved');

  // The solve panel's NISS step plays the same way: normal moves, then the inverse
  // side undone (here all of it), never its text as one line after the scramble.
  await page.getByTestId('solver-select').selectOption('fmc');
  await page.getByTestId('goal-input').fill('eo fb niss inverse');
  await settle(page);
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('solve-status')).toContainText(/Solved:/, { timeout: 30_000 });
  await idle(page);
  const steps = await page.getByTestId('move-chip').count();
  expect(steps).toBe(eo);
  await expect(page.locator('[data-testid="move-chip"].inverse-side')).toHaveCount(steps);
  if (steps > 0) expect(new URL(page.url()).searchParams.get('alg')).toMatch(/^\^\(.*\)$/);
  expect(errors).toEqual([]);
});
