// The bindings the page reads the 8-puzzle and the 2x2x2 solver's inputs with: boards
// and their errors, the parity rule, slides played with the tile each moves (checked
// against the registry's solutions: every solution ends on the goal), random boards
// always solvable, and goal patterns / move sets read as the solver reads them.
import { beforeAll, describe, expect, it } from 'vitest';

import type { CubeModule, SyncCore } from '../../web/worker/core';
import { nodeCore, nodeModule, SOLVED2 } from './builds';

let core: SyncCore;
let raw: CubeModule;
beforeAll(async () => {
  core = await nodeCore();
  raw = await nodeModule();
});

const GOAL = '1 2 3 4 5 6 7 8 0';

describe('readSliding', () => {
  it('reads seed 001 and says which tiles can move', () => {
    const r = core.readSliding('1 3 0 4 2 7 8 5 6', '');
    expect(r.start).toMatchObject({ ok: true, board: '1 3 0 4 2 7 8 5 6', tiles: [1, 3, 0, 4, 2, 7, 8, 5, 6] });
    expect(r.goal).toMatchObject({ ok: true, board: GOAL });
    expect(r.unsolvable).toBe('');
    if (!r.start.ok) throw new Error('not read');
    expect(r.start.movable.map((m) => m.cell).sort()).toEqual([1, 5]);
  });

  it('accepts 9 digits run together and _ for the blank', () => {
    expect(core.readSliding('130427856', '').start).toMatchObject({ ok: true, board: '1 3 0 4 2 7 8 5 6' });
    expect(core.readSliding('1 3 _ 4 2 7 8 5 6', '').start).toMatchObject({ ok: true, board: '1 3 0 4 2 7 8 5 6' });
  });

  it('names the repeated and the missing tile', () => {
    const r = core.readSliding('1 1 3 4 5 6 7 8 0', '');
    expect(r.start.ok).toBe(false);
    if (r.start.ok) return;
    expect(r.start.error).toContain('tile 1 appears twice');
    expect(r.start.error).toContain('tile 2 is missing');
    const g = core.readSliding(GOAL, '1 2 3');
    expect(g.goal.ok).toBe(false);
  });

  it('explains an unsolvable pair by the parity of inversions', () => {
    const r = core.readSliding('2 1 3 4 5 6 7 8 0', '');
    expect(r.unsolvable).toMatch(/odd number of inversions/);
    expect(core.readSliding('2 1 3 4 5 6 7 8 0', '2 1 3 4 5 6 7 8 0').unsolvable).toBe('');
  });
});

describe('playSlides', () => {
  it('plays the blank’s slides, saying which tile moves where', () => {
    const r = core.playSlides('1 3 0 4 2 7 8 5 6', 'L D');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.moves).toEqual([
      { name: 'L', tile: 3, from: 1, to: 2, text: 'tile 3 slides right' },
      { name: 'D', tile: 2, from: 4, to: 1, text: 'tile 2 slides up' },
    ]);
    expect(r.states).toEqual(['1 0 3 4 2 7 8 5 6', '1 2 3 4 0 7 8 5 6']);
    expect(r.board).toBe('1 2 3 4 0 7 8 5 6');
  });

  it('refuses a slide off the board and text that is not a slide', () => {
    const off = core.playSlides('1 3 0 4 2 7 8 5 6', 'U');
    expect(off.ok).toBe(false);
    if (!off.ok) expect(off.error.message).toContain('off the board');
    expect(core.playSlides('1 3 0 4 2 7 8 5 6', 'X').ok).toBe(false);
  });

  it('every solution of the solver, played, ends on the goal (random boards, any goal)', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const goal = seed % 2 ? '' : '0 1 2 3 4 5 6 7 8';
      const start = core.randomSliding(goal, seed);
      expect(core.readSliding(start, goal).unsolvable).toBe('');
      const reply = raw.solve({ puzzle: '8puzzle', state: start, goal, solutions: 5 });
      expect(reply.status).toBe('solved');
      for (const s of reply.solutions) {
        const played = core.playSlides(start, s.moves);
        expect(played.ok).toBe(true);
        if (played.ok) expect(played.board).toBe(goal ? '0 1 2 3 4 5 6 7 8' : GOAL);
      }
    }
  });
});

describe('readPocket', () => {
  it('reads a goal pattern and a move set as the solver does', () => {
    const r = core.readPocket(SOLVED2, 'UUUUxxxxxxxxxxxxxxxxxxxx', 'R U');
    expect(r.goal).toEqual({ ok: true, solved: false, pattern: 'UUUUxxxxxxxxxxxxxxxxxxxx' });
    expect(r.moves).toEqual({ ok: true, moves: 'U R', default: false });
    expect(core.readPocket(SOLVED2, '', '').goal).toEqual({ ok: true, solved: true, pattern: '' });
    expect(core.readPocket(SOLVED2, '', 'no B').moves).toMatchObject({ ok: true, moves: 'U R F D L' });
  });

  it('names what is wrong, and leaves a bad start to its own field', () => {
    const bad = core.readPocket(SOLVED2, 'UUUQxxxxxxxxxxxxxxxxxxxx', 'R Q');
    expect(bad.goal).toMatchObject({ ok: false });
    if (bad.goal && !bad.goal.ok) expect(bad.goal.error).toContain('sticker 4');
    expect(bad.moves).toMatchObject({ ok: false });
    expect(core.readPocket('UUU', 'UUUUxxxxxxxxxxxxxxxxxxxx', '').goal).toBeNull();
  });
});
