// The Square-1 through the worker's APIs over the WASM module (Node build), checked
// against a model that is not ours: cubing.js's KPuzzle for the square1. Its WEDGES
// orbit holds 24 wedges of 30 degrees as TNoodle numbers the slots (U_SQ_ and D_SQ_ turn
// the layers, _SLASH_ swaps slots 6-11 with 12-17), its EQUATOR the middle. Our state text
// is mapped onto that independently here (a piece letter per slot; a corner's second
// slot is its second wedge), so a notation mistake in our core cannot hide behind the
// same one in its replay.
import { KPattern, type KPuzzle } from 'cubing/kpuzzle';
import { puzzles } from 'cubing/puzzles';
import { beforeAll, describe, expect, it } from 'vitest';

import type { CoreApi, SolverApi, Sq1Step } from '../../web/worker/api';
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
  kpuzzle = await puzzles.square1.kpuzzle();
});

/** Solved, slot by slot: A (UFL corner) in slots 0-1, B (UL edge) in slot 2, ... */
const SOLVED = 'AABCCDEEFGGHIJJKLLMNNOPP';

/** Our state as cubing.js's wedges (the wedge at each slot) and the middle turned or not. */
function ourWedges(state: string): { wedges: number[]; middle: number } {
  const symbols = state.replace(/\//g, '');
  expect(symbols).toMatch(/^[A-P]{24}[01]$/);
  const wedges = [...symbols.slice(0, 24)].map((c, slot) => {
    const layer = slot < 12 ? 0 : 12;
    const before = symbols[layer + ((slot - layer + 11) % 12)];
    const home = SOLVED.indexOf(c); // the piece's first wedge when solved
    const second = SOLVED[home + 1] === c && before === c;
    return home + (second ? 1 : 0);
  });
  return { wedges, middle: symbols[24] === '1' ? 3 : 0 };
}

function theirWedges(pattern: KPattern): { wedges: number[]; middle: number } {
  return { wedges: [...pattern.patternData.WEDGES.pieces], middle: pattern.patternData.EQUATOR.orientation[1] };
}

function asPattern(state: string): KPattern {
  const ours = ourWedges(state);
  const data = structuredClone(kpuzzle.defaultPattern().patternData);
  data.WEDGES.pieces = ours.wedges;
  data.EQUATOR.orientation = [0, ours.middle];
  return new KPattern(kpuzzle, data);
}

const solvedWedges = { wedges: Array.from({ length: 24 }, (_, i) => i), middle: 0 };

describe('sq1', () => {
  it("reads the WCA's notation as cubing.js does: turns, slashes, random scrambles", async () => {
    for (const alg of ['(1,0)', '(0,1)', '(-5,6)', '(1,-1) /', '(1,0) / (-1,-1) / (0,1)', '/ (3,3) / (-3,0) /']) {
      const ours = await core.playSq1(alg);
      if (!ours.ok) throw new Error(`${alg}: ${ours.error.message}`);
      expect(ourWedges(ours.state), alg).toEqual(theirWedges(kpuzzle.defaultPattern().applyAlg(alg)));
    }
    for (const seed of [1, 2, 3, 4]) {
      const s = await solver.scramble('sq1', seed);
      // TNoodle's form: "(x,y)" and "/" separated by single spaces, amounts -5..6.
      expect(s.scramble).toMatch(/^(\(-?\d,-?\d\)|\/)( (\(-?\d,-?\d\)|\/))*$/);
      expect(ourWedges(s.state), s.scramble).toEqual(theirWedges(kpuzzle.defaultPattern().applyAlg(s.scramble)));
    }
  });

  it('solves random states; cubing.js replays every solution to solved', async () => {
    for (const seed of [21, 22, 23, 24]) {
      const state = await core.randomState('sq1', seed);
      for (const name of ['sq1', 'sq1-optimal']) {
        const reply = await solver.solve({ puzzle: 'sq1', solver: name, state, timeMs: 500 });
        expect(reply.status, reply.message).toBe('solved');
        const sol = reply.solutions[0];
        expect(sol.length).toBe(sol.moves.split('/').length - 1); // slashes counted
        expect(sol.length).toBeLessThanOrEqual(16);
        expect(theirWedges(asPattern(state).applyAlg(sol.moves)), sol.moves).toEqual(solvedWedges);
        // The steps the player animates are the core's, and end solved.
        expect((sol.steps as Sq1Step[]).map((s) => s.name).join(' ')).toBe(sol.moves);
        expect(sol.states.at(-1)).toBe('AABCCDEEFGGH/IJJKLLMNNOPP/0');
      }
    }
  });

  it('names a refused slash and a wrong move by column, a wrong piece by name', async () => {
    const r = await core.playSq1('(1,0) / (-1,1) /');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.column).toBe(16);
      expect(r.error.message).toMatch(/slash 2 cannot be made/);
    }
    const bad = await core.playSq1('(1,0) (2 0)');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.column).toBe(10);
    const v = await core.validate('sq1', 'AABCCDEEFGGH/IJJKLLMNNOPA/0');
    expect(v.ok).toBe(false);
    expect(v.problems[0].message).toMatch(/UFL corner \(A\) is written 3 times/);
  });

  it("paints a scramble's state from solved through editSq1, the state cubing.js's scramble makes", async () => {
    const pieces = await core.sq1Pieces();
    expect(pieces.map((p) => p.letter).join('')).toBe('ABCDEFGHIJKLMNOP');
    expect(pieces.filter((p) => p.corner).map((p) => p.letter)).toEqual([...'ACEGJLNP']);
    expect(pieces[0].name).toBe('the UFL corner (A)');
    expect(pieces[0].text).toEqual({ code: 'sq1_piece', params: { place: 'UFL', kind: 'corner', letter: 'A' } });
    for (const seed of [5, 6]) {
      const s = await solver.scramble('sq1', seed);
      const target = s.state.replace(/\//g, '');
      let state = 'AABCCDEEFGGH/IJJKLLMNNOPP/0';
      for (const first of [0, 12]) {
        // A corner across the layer's cut is put last, from the layer's 12th slot.
        let k = target[first] === target[first + 11] ? 1 : 0;
        while (k < 12) {
          const piece = target.charCodeAt(first + k) - 65;
          const r = await core.editSq1(state, first + k, piece);
          if (!r.ok) throw new Error(r.error.message);
          state = r.state;
          k += pieces[piece].corner ? 2 : 1;
          expect(r.next).toBe(k < 12 ? first + k : first === 0 ? 12 : -1);
        }
      }
      if (target[24] === '1') {
        const r = await core.editSq1(state, 24, 0);
        if (r.ok) state = r.state;
      }
      expect(state).toBe(s.state);
      expect(ourWedges(state)).toEqual(theirWedges(kpuzzle.defaultPattern().applyAlg(s.scramble)));
    }
    const refused = await core.editSq1('AABCC/IJJKLLMNNOPP/0', 0, 1);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/top layer has 5 slots/);
  });
});
