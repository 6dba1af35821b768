// The Rubik's Clock through the worker's APIs over the WASM module (Node build), checked
// against a model that is not ours: cubing.js's KPuzzle for the clock. Its DIALS orbit
// holds the 18 dials as TNoodle numbers them (front row by row as seen from the front,
// back as seen from the back; y2 swaps the halves), each piece's orientation its hours.
// Our state text is mapped onto that independently here (18 symbols 0-9 a b, then the
// pins), so a notation mistake in our core cannot hide behind the same one in its replay.
import { KPattern, type KPuzzle } from 'cubing/kpuzzle';
import { puzzles } from 'cubing/puzzles';
import { beforeAll, describe, expect, it } from 'vitest';

import type { CoreApi, DialStep, SolverApi } from '../../web/worker/api';
import { createCoreOver } from '../../web/worker/core';
import { createSolver } from '../../web/worker/solver';
import { MemoryTableStore } from '../../web/worker/table-cache';
import { nodeModule } from './builds';

let core: CoreApi;
let solver: SolverApi;
let kpuzzle: KPuzzle;
beforeAll(async () => {
  core = createCoreOver(nodeModule);
  solver = createSolver(nodeModule, { store: new MemoryTableStore() });
  kpuzzle = await puzzles.clock.kpuzzle();
});

/** Our state's 18 dials, read here from its text. */
function ourDials(state: string): number[] {
  const symbols = state.replace(/\//g, '');
  expect(symbols).toMatch(/^[0-9ab]{18}[Ud]{4}$/);
  return [...symbols.slice(0, 18)].map((c) => Number.parseInt(c, 12));
}

/** cubing.js's dials: the hours of the piece at each position. */
function theirDials(pattern: KPattern): number[] {
  return [...pattern.patternData.DIALS.orientation];
}

/** Our dials as a KPattern (pieces home, frame unturned). */
function asPattern(dials: number[]): KPattern {
  const data = structuredClone(kpuzzle.defaultPattern().patternData);
  data.DIALS.orientation = [...dials];
  return new KPattern(kpuzzle, data);
}

describe('clock', () => {
  it("reads the WCA's notation as cubing.js does, the example and random scrambles", async () => {
    const wca = 'UR3+ DR2- DL1+ UL5- U2+ R4- D0+ L3+ ALL2- y2 U4- R1+ D6+ L2- ALL5+ UR DL';
    const played = await core.playClock(wca);
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    expect(ourDials(played.state)).toEqual(theirDials(kpuzzle.defaultPattern().applyAlg(wca)));
    expect(played.counts.moves).toBe(14);
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const s = await solver.scramble('clock', seed);
      expect(ourDials(s.state), s.scramble).toEqual(theirDials(kpuzzle.defaultPattern().applyAlg(s.scramble)));
    }
    // Each pin set alone, on both sides, every amount.
    for (const pins of ['UR', 'DR', 'DL', 'UL', 'U', 'R', 'D', 'L', 'ALL'])
      for (const amount of ['1+', '6+', '5-', '0+'])
        for (const alg of [`${pins}${amount}`, `y2 ${pins}${amount}`]) {
          const ours = await core.playClock(alg);
          if (!ours.ok) throw new Error(ours.error.message);
          expect(ourDials(ours.state), alg).toEqual(theirDials(kpuzzle.defaultPattern().applyAlg(alg)));
        }
  });

  it('solves random states optimally; cubing.js replays every solution to solved', async () => {
    for (const seed of [11, 12, 13, 14, 15, 16]) {
      const state = await core.randomState('clock', seed);
      const reply = await solver.solve({ puzzle: 'clock', state });
      expect(reply.status, reply.message).toBe('solved');
      const sol = reply.solutions[0];
      expect(sol.optimal).toBe(true);
      expect(sol.length).toBeLessThanOrEqual(14);
      const after = asPattern(ourDials(state)).applyAlg(sol.moves);
      expect(theirDials(after), sol.moves).toEqual(new Array(18).fill(0));
      // The steps the player animates are the core's, and end solved.
      expect((sol.steps as DialStep[]).map((s) => s.name).join(' ')).toBe(sol.moves);
      expect(ourDials(sol.states.at(-1)!)).toEqual(new Array(18).fill(0));
      const replayed = await core.playClock(sol.moves, state);
      expect(replayed.ok && replayed.solved).toBe(true);
    }
  });

  it('names a wrong move by its column and a wrong dial by its place', async () => {
    const r = await core.playClock('UR3+ UR7+');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.column).toBe(6);
    const v = await core.validate('clock', '003000000/800000000/dddd');
    expect(v.ok).toBe(false);
    expect(v.problems[0].message).toMatch(/back UL dial shows 8 o'clock/);
    expect(v.problems[0].stickers).toEqual([2, 9]);
  });
});
