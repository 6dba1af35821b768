// The Pyraminx and the Skewb through the worker's APIs over the WASM module (Node build),
// as the page and the widget call them: a random-state scramble played by the core to
// its state, solved, and the solution replayed by the core to solved; a random state;
// a move the puzzle lacks named with its column and the turns it accepts; a painted
// state that is not a state naming its piece and stickers; the views' geometry agreeing
// with the turns the core plays.
import { beforeAll, describe, expect, it } from 'vitest';

import type { CoreApi, PuzzleGeometry, SolverApi, TwistStep, TwistyPuzzle } from '../../web/worker/api';
import { createCoreOver } from '../../web/worker/core';
import { movesOf } from '../../web/worker/packed-moves';
import { createSolver } from '../../web/worker/solver';
import { MemoryTableStore } from '../../web/worker/table-cache';
import { nodeModule } from './builds';

// The puzzles solved optimally from a distance table (the Megaminx: megaminx.test.ts).
const SOLVED = {
  pyraminx: 'FFFFFFFFFLLLLLLLLLRRRRRRRRRDDDDDDDDD',
  skewb: 'UUUUURRRRRFFFFFDDDDDLLLLLBBBBB',
} as const satisfies Partial<Record<TwistyPuzzle, string>>;
const PUZZLES = Object.keys(SOLVED) as (keyof typeof SOLVED)[];

let core: CoreApi;
let solver: SolverApi;
beforeAll(() => {
  core = createCoreOver(nodeModule);
  solver = createSolver(nodeModule, { store: new MemoryTableStore() });
});

/** A sticker's layer on an axis of its geometry: the cuts below its centre. */
function layerOf(g: PuzzleGeometry, sticker: number, axis: PuzzleGeometry['axes'][number]): number {
  const outline = g.stickers[sticker].outline;
  const length = Math.hypot(...axis.vector);
  const d = outline.reduce(
    (sum, p) => sum + (p[0] * axis.vector[0] + p[1] * axis.vector[1] + p[2] * axis.vector[2]),
    0,
  );
  return axis.cuts.filter((c) => c < d / outline.length / length).length;
}

/** `moves` played by the core from `start`: the state after them. */
async function replay(puzzle: keyof typeof SOLVED, moves: string, start: string): Promise<string> {
  const r = await core.playTurns(puzzle, moves, start);
  if (!r.ok) throw new Error(r.error.message);
  return r.facelets;
}

describe.each(PUZZLES)('%s', (puzzle) => {
  it('scrambles, solves optimally, and every solution replays to solved', async () => {
    expect(await core.solvedState(puzzle)).toBe(SOLVED[puzzle]);
    for (const seed of [1, 2, 3]) {
      const s = await solver.scramble(puzzle, seed);
      expect(await replay(puzzle, s.scramble, ''), s.scramble).toBe(s.state);
      expect((await core.validate(puzzle, s.state)).ok).toBe(true);
      const reply = await solver.solve({ puzzle, state: s.state });
      expect(reply.status, reply.message).toBe('solved');
      const sol = reply.solutions[0];
      expect(sol.optimal).toBe(true);
      expect(await replay(puzzle, sol.moves, s.state)).toBe(SOLVED[puzzle]);
      expect((sol.steps as TwistStep[]).map((t) => t.name).join(' ')).toBe(sol.moves);
      expect(sol.states.at(-1)).toBe(SOLVED[puzzle]);
    }
    const random = await core.randomState(puzzle, 42);
    expect((await core.validate(puzzle, random)).ok).toBe(true);
    const reply = await solver.solve({ puzzle, state: random });
    expect(await replay(puzzle, reply.solutions[0].moves, random)).toBe(SOLVED[puzzle]);
  });

  it('plays turns packed as TwistSteps with a state after each, and names a move it lacks', async () => {
    const alg = puzzle === 'pyraminx' ? "U l' R B'" : "R U' L B";
    const r = await core.playTurns(puzzle, alg, '');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.canonical).toBe(alg);
    expect(r.moves.order).toHaveLength(4);
    expect(r.counts.moves).toBe(4);
    const first = r.moves.distinct[r.moves.order[0]];
    expect(first).toMatchObject({ corner: alg[0], clockwise: true });
    expect(r.moves.states.slice(-SOLVED[puzzle].length)).toBe(r.facelets);
    const bad = await core.playTurns(puzzle, "U R' M", '');
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.error.column).toBe(6);
    expect(bad.error.message).toContain("'M' is not a");
    expect(bad.error.message).toContain(puzzle === 'pyraminx' ? 'U L R B' : 'R U L B');
  });

  it('the geometry: an outline per sticker on a piece, each turn the layers of an axis moving exactly the stickers the core moves', async () => {
    const geometry = await core.puzzleGeometry(puzzle);
    expect(geometry.stickers).toHaveLength(SOLVED[puzzle].length);
    expect(geometry.faces).toBe([...new Set(SOLVED[puzzle])].join(''));
    const turns = puzzle === 'pyraminx' ? "U L R B u l r b U' b'" : "R U L B R' B'";
    const r = await core.playTurns(puzzle, turns, '');
    if (!r.ok) throw new Error(r.error.message);
    for (const step of movesOf(r.moves) as TwistStep[]) {
      const axis = geometry.axes.find((a) => a.name === step.axis);
      if (!axis) throw new Error(`no axis ${step.axis}`);
      expect(axis.degrees).toBe(120);
      // From solved, the stickers a turn changes all lie in the layers it names.
      const once = await core.playTurns(puzzle, step.name, '');
      if (!once.ok) throw new Error(once.error.message);
      const changed = [...once.facelets].flatMap((c, i) => (c !== SOLVED[puzzle][i] ? [i] : []));
      expect(changed.length, step.name).toBeGreaterThan(0);
      for (const i of changed) expect(step.layers, `${step.name} sticker ${i}`).toContain(layerOf(geometry, i, axis));
      // And every piece in those layers but the one on the axis moves.
      const inLayers = geometry.stickers.flatMap((_, i) =>
        step.layers.includes(layerOf(geometry, i, axis)) ? [i] : [],
      );
      expect(inLayers.length - changed.length, step.name).toBeLessThanOrEqual(3);
    }
  });
});

describe('painted states that are not states', () => {
  it('name the piece and its stickers', async () => {
    // The two stickers of the Pyraminx's U-L edge exchanged (F's sticker 1, L's sticker
    // 3: docs/ARCHITECTURE.md's order): that edge is flipped in place.
    const flipped = [...SOLVED.pyraminx];
    [flipped[1], flipped[9 + 3]] = [flipped[9 + 3], flipped[1]];
    const v = await core.validate('pyraminx', flipped.join(''));
    expect(v.ok).toBe(false);
    expect(v.problems).toHaveLength(1);
    expect(v.problems[0].code).toBe('flipped');
    expect(v.problems[0].message).toMatch(/edge at \w+ is flipped in place/);
    expect([...v.problems[0].stickers].sort((a, b) => a - b)).toEqual([1, 12]);
    // One Skewb centre painted another colour: the doubled centre is named, both places outlined.
    const skewb = `${SOLVED.skewb.slice(0, 2)}R${SOLVED.skewb.slice(3)}`;
    const s = await core.validate('skewb', skewb);
    expect(s.ok).toBe(false);
    const doubled = s.problems.find((p) => p.code === 'piece');
    expect(doubled?.message).toContain('The R centre is at both U and R');
    expect(doubled?.stickers).toEqual([2, 7]);
    // A wrong length says so.
    expect((await core.validate('skewb', 'UUU')).problems[0].code).toBe('length');
  });
});
