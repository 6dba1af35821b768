// The core's solver table through the WASM module (Node build), as the worker and the
// page read it: solvers() carries every fact; a bad request is answered with what the
// table accepts; a solution carries its moves as steps the player uses directly and the
// state after each, which replay to the same states as the reply's moves.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { deviceChoice } from '../../web/app/solver-options';
import { PUZZLES } from '../../web/puzzles';
import type { MoveStep, SlideStep, SolveReply, SolverInfo, TwistStep } from '../../web/worker/api';
import type { CubeModule } from '../../web/worker/core';
import { movesOf, statesOf } from '../../web/worker/packed-moves';
import { nodeModule, SOLVED2, SOLVED3, tableFile } from './builds';

let m: CubeModule;
let infos: SolverInfo[];

beforeAll(async () => {
  m = await nodeModule();
  infos = m.solvers();
});

function solved(reply: SolveReply) {
  if (reply.status !== 'solved') throw new Error(`${reply.status}: ${reply.message}`);
  return reply.solutions[0];
}

describe('solvers()', () => {
  it('lists every row with all its facts', () => {
    expect(infos.length).toBeGreaterThanOrEqual(7);
    const names = new Set(infos.map((s) => s.name));
    expect(names.size).toBe(infos.length);
    for (const s of infos) {
      expect(s.title, s.name).not.toBe('');
      expect(s.help, s.name).not.toBe('');
      expect(s.puzzles.length, s.name).toBeGreaterThan(0);
      for (const key of [
        'takesTimeBudget',
        'takesEffort',
        'listsAllOptimal',
        'takesThreads',
        'stagesFirst',
        'needsGoal',
      ] as const) {
        expect(typeof s[key], `${s.name}.${key}`).toBe('boolean');
      }
      // HTM first, or its puzzle's own count (the Square-1's slashes).
      const own = s.puzzles.map((p) => PUZZLES.find((r) => r.name === p)?.metrics[0]);
      expect(['htm', ...own], s.name).toContain(s.metrics[0]);
      expect(s.takesMetric, s.name).toBe(s.metrics.length > 1);
      if (s.tableChoices.length) {
        expect(s.tableChoices.filter((c) => c.default).length, s.name).toBe(1);
        for (const c of s.tableChoices) expect(c.bytes, `${s.name} ${c.name}`).toBeGreaterThan(0);
      }
      for (const other of s.usesTablesOf) expect(names.has(other), `${s.name} uses ${other}`).toBe(true);
      // The table key of the row's default tables: empty exactly when it caches none.
      expect(m.tableSetName(s.name) !== '', s.name).toBe(s.tables);
    }
  });

  it('answers an unknown solver with every name the table has', () => {
    const r = m.solve({ puzzle: '3x3x3', solver: 'kociemba9000', state: SOLVED3 });
    expect(r.status).toBe('bad-input');
    expect(r.message).toContain("unknown solver 'kociemba9000'");
    for (const s of infos) expect(r.message).toContain(s.name);
    const unfit = m.solve({ puzzle: '2x2x2', solver: 'twophase', state: SOLVED2 });
    expect(unfit.status).toBe('bad-input');
    for (const s of infos.filter((i) => i.puzzles.includes('2x2x2'))) expect(unfit.message).toContain(s.name);
    expect(m.buildTables('kociemba9000', undefined)).toMatchObject({
      ok: false,
      error: /unknown solver 'kociemba9000'/,
    });
  });
});

describe('the optimal table chosen for a device', () => {
  // The largest whose build fits in a quarter of navigator.deviceMemory (GB; 4 where the
  // browser does not tell), among those stored in at most 512 MiB; else the core's default.
  const chosen = (deviceMemory: number | undefined) => {
    vi.stubGlobal('navigator', { deviceMemory });
    try {
      return deviceChoice(infos.find((s) => s.name === 'optimal')!.tableChoices).name;
    } finally {
      vi.unstubAllGlobals();
    }
  };
  it('follows the memory the browser reports, up to the 287 MB table', () => {
    const choices = infos.find((s) => s.name === 'optimal')!.tableChoices;
    const medium = choices.find((c) => c.name === 'medium')!;
    const large = choices.find((c) => c.name === 'large')!;
    // What each choice below rests on: medium builds within a quarter of 2 GB, large
    // within a quarter of 8 GB but stores over 512 MiB (offered, not chosen).
    expect(medium.memory).toBeLessThanOrEqual(2 ** 29);
    expect(large.memory).toBeLessThanOrEqual(2 ** 31);
    expect(large.bytes).toBeGreaterThan(2 ** 29);
    expect(chosen(0.25)).toBe('small'); // nothing fits: the core's default
    expect(chosen(1)).toBe('small');
    expect(chosen(2)).toBe('medium');
    expect(chosen(undefined)).toBe('medium');
    expect(chosen(8)).toBe('medium');
  });
});

describe('solutions as steps and states', () => {
  it('cube solutions: steps and states replay as the reply moves do', () => {
    for (const [puzzle, scramble] of [
      ['3x3x3', "R U F' L2 D B"],
      ['2x2x2', "R U F' U2 R'"],
    ] as const) {
      const start = m.playAlg(puzzle, scramble, '');
      if (!start.ok) throw new Error(start.error.message);
      for (const s of infos.filter((i) => i.puzzles.includes(puzzle) && !i.needsGoal && i.name !== 'optimal')) {
        const sol = solved(m.solve({ puzzle, solver: s.name, state: start.facelets }));
        const played = m.playAlg(puzzle, sol.moves, start.facelets);
        if (!played.ok) throw new Error(played.error.message);
        const steps = sol.steps as MoveStep[];
        expect(steps, s.name).toEqual(movesOf(played.moves));
        expect(sol.states, s.name).toEqual(statesOf(played.moves));
        expect(sol.states.at(-1) ?? start.facelets, s.name).toBe(puzzle === '3x3x3' ? SOLVED3 : played.facelets);
      }
    }
  });

  it('8-puzzle solutions: slide steps and boards', () => {
    const start = '1 2 3 4 0 6 7 5 8';
    const sol = solved(m.solve({ puzzle: '8puzzle', state: start }));
    const played = m.playSlides(start, sol.moves);
    if (!played.ok) throw new Error(played.error.message);
    expect(sol.steps as SlideStep[]).toEqual(played.moves);
    expect(sol.states).toEqual(played.states);
    expect(sol.states.at(-1)).toBe('1 2 3 4 5 6 7 8 0');
  });

  it('Pyraminx and Skewb solutions: twist steps and sticker states, ending solved', () => {
    for (const [puzzle, scramble, solvedState] of [
      ['pyraminx', "U L' R B' u r'", 'FFFFFFFFFLLLLLLLLLRRRRRRRRRDDDDDDDDD'],
      ['skewb', "R U' L B R' U", 'UUUUURRRRRFFFFFDDDDDLLLLLBBBBB'],
    ] as const) {
      const info = infos.find((i) => i.name === puzzle);
      expect(info?.puzzles, puzzle).toEqual([puzzle]);
      const s = m.scramble(puzzle, 5);
      if (!s.ok) throw new Error(s.error.message);
      const sol = solved(m.solve({ puzzle, state: s.state }));
      const steps = sol.steps as TwistStep[];
      expect(steps.map((t) => t.name).join(' '), puzzle).toBe(sol.moves);
      expect(sol.states, puzzle).toHaveLength(sol.length);
      expect(sol.states.at(-1), puzzle).toBe(solvedState);
      for (const t of steps) expect(t.tip, t.name).toBe(t.name !== t.name.toUpperCase());
      // Moves are not a state: the sticker count is named.
      const bad = m.solve({ puzzle, state: scramble });
      expect(bad.status).toBe('bad-input');
      expect(bad.message).toContain(`has ${solvedState.length} stickers`);
    }
  });

  it('4x4x4 solutions: move steps (outer and wide turns) and 96-sticker states, ending solved', async () => {
    const solved4 = ['U', 'R', 'F', 'D', 'L', 'B'].map((f) => f.repeat(16)).join('');
    expect(infos.find((i) => i.name === 'reduction')?.puzzles).toContain('4x4x4');
    // The 4x4x4's tables (25 MB): the run's native build of them imported (builds.ts,
    // tableFile), not built here again (~5 CPU-s in WebAssembly; reduction-cache.test.ts
    // builds them in the module, through the worker).
    const tables = readFileSync(await tableFile('reduction-4x4x4'));
    expect(m.importTables({ solver: 'reduction', puzzle: '4x4x4' }, tables)).toEqual({ ok: true });
    const s = m.scramble('4x4x4', 5);
    if (!s.ok) throw new Error(s.error.message);
    const played = m.playAlg('4x4x4', s.scramble, '');
    if (!played.ok) throw new Error(played.error.message);
    expect(played.facelets).toBe(s.state);
    const sol = solved(m.solve({ puzzle: '4x4x4', state: s.state }));
    expect((sol.steps as MoveStep[]).map((t) => t.name).join(' ')).toBe(sol.moves);
    expect(sol.states).toHaveLength(sol.length);
    expect(sol.states.at(-1)).toBe(solved4);
    expect(sol.stages?.map((st) => st.name)).toContain('Centres');
    // The bindings the worker uses for the other cubes answer for the 4x4x4 too.
    expect(m.validate('4x4x4', s.state)).toMatchObject({ ok: true, facelets: s.state });
    expect(m.randomStates('4x4x4', 1, 2)).toHaveLength(2);
    const slice = m.playAlg('4x4x4', 'R U M', '');
    expect(slice).toMatchObject({ ok: false, error: { column: 5 } });
    if (!slice.ok) expect(slice.error.message).toContain("'M' is not a move of the 4x4x4");
    // The table file may still be building (another test file asked first): past the
    // default 30 s under load.
  }, 300_000);
});
