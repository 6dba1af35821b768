// The solver API (`import { solve, randomScramble, verify } from 'cubesolver'`): the
// bundle dist/widget/cubesolver.js in a blank page, its worker and .wasm beside it.
// Every solution is replayed by the core (the native CLI's apply) and must solve. The
// package's 6x6x6 solve is in bigcubes.spec, after the page's 5x5x5 in the same
// context, so the five-phase tables it shares with the 5x5x5 are built once.
import { expect, type Page, test } from '@playwright/test';
import { openApi, replay, SOLVED2, SOLVED3, watchConsole } from './helpers';

/** Runs `solve` in the page: the result, or the rejection's name and message. */
function solveIn(page: Page, input: unknown, options: Record<string, unknown> = {}) {
  return page.evaluate(
    async ([input, options]) => {
      const { solve } = (window as any).api;
      try {
        return { ok: true as const, result: await solve(input, options) };
      } catch (e) {
        return { ok: false as const, name: (e as Error).name, message: (e as Error).message };
      }
    },
    [input, options] as const,
  );
}

test.describe('the solver API (cubesolver)', () => {
  test('solves a scramble and a state; the moves solve them, with progress', async ({ page }) => {
    const errors = watchConsole(page);
    await openApi(page);
    const progress = await page.evaluate(async () => {
      const seen: string[] = [];
      const r = await (window as any).api.solve("R U R' U' F2 D", {
        onProgress: (p: any) => seen.push(`${p.stage}:${p.phase ?? ''}`),
      });
      return { seen, r };
    });
    const r = progress.r;
    expect(r.solver).toBe('twophase');
    expect(r.moves.join(' ')).toBe(r.text);
    expect(r.length).toBe(r.moves.length);
    expect(replay(r.state, r.text)).toBe(SOLVED3);
    // A cold cache: the tables were built (and stored) with progress, then ready.
    expect(progress.seen).toContain('tables:building');
    const ready = progress.seen.indexOf('tables:ready');
    expect(ready).toBeGreaterThan(progress.seen.indexOf('tables:building'));
    expect(progress.seen.slice(ready + 1).every((s) => s === 'search:')).toBe(true);

    const scramble = await page.evaluate(() => (window as any).api.randomScramble('3x3x3'));
    expect(replay(SOLVED3, scramble.scramble)).toBe(scramble.state);
    const byState = await solveIn(page, { state: scramble.state }, { solver: 'thistlethwaite' });
    expect(byState.ok && byState.result.stages.length).toBe(4);
    if (byState.ok) expect(replay(scramble.state, byState.result.text)).toBe(SOLVED3);

    const pocket = await solveIn(page, 'R U2 F', { puzzle: '2x2x2' });
    expect(pocket.ok && pocket.result.optimal).toBe(true);
    if (pocket.ok) expect(replay(pocket.result.state, pocket.result.text)).toBe(SOLVED2);

    const sliding = await solveIn(page, '1 2 3 4 5 6 0 7 8', { puzzle: '8puzzle' });
    expect(sliding.ok && sliding.result.moves).toEqual(['R', 'R']);
    expect(errors).toEqual([]);
  });

  test('bad input and options reject with what is wrong', async ({ page }) => {
    await openApi(page);
    const parse = await solveIn(page, 'R U X');
    expect(parse).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^scramble: column 5: 'X' is not a move/),
    });
    // Moves with as many characters as the puzzle has stickers are still moves (a space
    // tells them from a state); a random Pyraminx scramble can be 36 characters long.
    for (const [puzzle, moves] of [
      ['2x2x2', 'R2 U2 R2 U2 R2 U2 R2 U2 R2 U2 R2 U2'],
      ['pyraminx', "U L' R B' L U' R' b u' l r' B' L' R'"],
    ] as const) {
      const r = await solveIn(page, moves, { puzzle });
      expect(r.ok, JSON.stringify(r)).toBe(true);
      if (!r.ok) continue;
      expect(r.result.state).toBe(replay('', moves, puzzle));
      expect(replay(r.result.state, r.result.text, puzzle)).toBe(replay('', "U U'", puzzle)); // solved
    }
    const bad = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBU';
    expect(await solveIn(page, bad)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^state: .*corner at DBL/),
    });
    expect(await solveIn(page, { state: 'UUU' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^state: A 3x3x3 needs 54 stickers/),
    });
    expect(await solveIn(page, 'R', { solver: 'nope' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/unknown solver 'nope'/),
    });
    expect(await solveIn(page, 'R', { solver: 'pocket' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/'pocket' does not solve the 3x3x3/),
    });
    expect(await solveIn(page, 'R', { maxLength: -5 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/maxLength/),
    });
    expect(await solveIn(page, 'R', { maxlen: 3 })).toMatchObject({
      ok: false,
      name: 'TypeError',
      message: expect.stringMatching(/unknown option 'maxlen'/),
    });
    expect(await solveIn(page, 'R', { puzzle: 'gigaminx' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/unknown puzzle 'gigaminx'/),
    });
    expect(await solveIn(page, 42)).toMatchObject({ ok: false, name: 'TypeError' });
    // Every option of the wrong kind or value: its name or value in the message.
    for (const [options, message] of [
      [{ maxLength: 'abc' }, /maxLength must be a number/],
      [{ timeMs: 'soon' }, /timeMs must be a number/],
      [{ solver: 'goal', goal: 'nonsense' }, /^goal: unknown preset 'nonsense'/],
      [{ solver: 'goal', goal: 'cross', moves: 'U Q' }, /move set: column 3: 'Q' is not a face turn/],
      [{ metric: 'xyz' }, /not 'xyz'/],
      [{ signal: {} }, /option signal must be an AbortSignal/],
      [{ onProgress: 5 }, /option onProgress must be a function/],
    ] as const) {
      expect(await solveIn(page, 'R', options)).toMatchObject({ ok: false, message: expect.stringMatching(message) });
    }
    // Bounds the core refuses to meet: no solution within the limits.
    expect(await solveIn(page, "R U R' U' F2 D B", { maxLength: 2 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/\S/),
    });
    const verdict = await page.evaluate((s) => (window as any).api.verify(s), bad);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems.map((p: { code: string }) => p.code)).toContain('impossible-corner');
    expect(
      await page.evaluate(() => (window as any).api.verify('1 2 3 4 5 6 8 7 0', { puzzle: '8puzzle' })),
    ).toMatchObject({
      ok: false,
      problems: [{ code: 'parity' }],
    });
  });

  test('a table the core cannot name is refused at once: no table is built or stored first', async ({ page }) => {
    await openApi(page);
    const refusal = (withProgress: boolean) =>
      page.evaluate(async (withProgress) => {
        const seen: string[] = [];
        const onProgress = withProgress ? (p: { stage: string }) => seen.push(p.stage) : undefined;
        try {
          await (window as any).api.solve('R', { solver: 'optimal', table: 'huge', onProgress });
          return { ok: true, seen, message: '' };
        } catch (e) {
          return { ok: false, seen, message: (e as Error).message };
        }
      }, withProgress);
    const refused = {
      ok: false,
      seen: [],
      message: "unknown table 'huge' for solver 'optimal' (expected small, medium, large or xlarge)",
    };
    expect(await refusal(false)).toEqual(refused);
    expect(await refusal(true)).toEqual(refused);
    // Nothing was built on the way (the two-phase tables the optimal search starts
    // from would have been stored).
    const stored = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('cubesolver-tables');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            if (!open.result.objectStoreNames.contains('sets')) return resolve(0);
            const count = open.result.transaction('sets').objectStore('sets').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(stored).toBe(0);
  });

  test('an AbortSignal stops a running search at once; the next solve works', async ({ page }) => {
    await openApi(page);
    const outcome = await page.evaluate(async () => {
      const { solve } = (window as any).api;
      await solve('R', { solver: 'thistlethwaite' }); // the worker is up
      const controller = new AbortController();
      // The optimal solver's small table: minutes to build here, so it is running when aborted.
      const running = solve("R U F' L2 D B' R2 U' F", { solver: 'optimal', signal: controller.signal });
      const t0 = performance.now();
      setTimeout(() => controller.abort(), 500);
      let name = '';
      try {
        await running;
      } catch (e) {
        name = (e as Error).name;
      }
      const stoppedMs = performance.now() - t0;
      const already = await solve('R', { signal: AbortSignal.abort() }).catch((e: Error) => e.name);
      const after = await solve("R U R'", { solver: 'lbl' });
      return { name, stoppedMs, already, after };
    });
    expect(outcome.name).toBe('AbortError');
    expect(outcome.stoppedMs).toBeLessThan(5_000);
    expect(outcome.already).toBe('AbortError');
    expect(replay(outcome.after.state, outcome.after.text)).toBe(SOLVED3);
  });
});
