// The WASM module (Node build) agrees with the native CLI, and returns the shapes of
// web/worker/api.ts: facelets for every kind of move on both puzzles, validation
// problems by code, parse errors with columns, seeded random states.
import { beforeAll, describe, expect, it } from 'vitest';
import { PUZZLES } from '../../web/puzzles';
import { normalizePuzzle } from '../../web/share/share';
import type { PuzzleName } from '../../web/worker/api';
import { CoreError, type SyncCore } from '../../web/worker/core';
import { movesOf, statesOf } from '../../web/worker/packed-moves';
import { cli, nodeCore, nodeModule, SOLVED2, SOLVED3 } from './builds';

let core: SyncCore;
beforeAll(async () => {
  core = await nodeCore();
});

const ALGS_3: string[] = [
  '',
  'R',
  "R U R' U'",
  'F2 B2 L2 R2 U2 D2',
  "U' D' L' R' F' B'",
  'Rw',
  "Rw U' Lw2 Fw Bw' Dw2 Uw",
  "r u' l2 f b' d2",
  'M',
  "M' E2 S",
  "E S' M2",
  'x',
  "x' y2 z",
  'y x2 R',
  '(R U)3',
  "(R U R' U')6",
  '[R, U]',
  '[R: U]',
  "[M', U2]",
  '[F: [R, U]]',
  "RUR'U'",
  'LLDFBiLLFiBDLL',
  'R U’ R′ U2',
  "R U R' U' R' F R2 U' R' U' R U R' F'",
  "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2",
  "F R U' R' U' R U R' F' R U R' U' R' F R F'",
];

const ALGS_2: string[] = [
  '',
  "R U R' U'",
  "F2 U' R D' L B2",
  "x y' z2",
  "Rw Uw2 Fw'",
  '(R U)5 [F, R]',
  "R U2 R' U' R U' R'",
  'LLDFBiLLFiBDLL',
];

function nativeApply(puzzle: PuzzleName, alg: string, state?: string): string {
  const args = ['apply', '--puzzle', puzzle, '--scramble', alg];
  if (state) args.push('--state', state);
  const r = cli(...args);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return r.stdout.trim();
}

describe('playAlg matches the native CLI', () => {
  const cases: [PuzzleName, string][] = [
    ...ALGS_3.map((a): [PuzzleName, string] => ['3x3x3', a]),
    ...ALGS_2.map((a): [PuzzleName, string] => ['2x2x2', a]),
  ];
  it.each(cases)('%s: %s', (puzzle, alg) => {
    const r = core.playAlg(puzzle, alg);
    if (!r.ok) throw new Error(`${alg}: ${r.error.message}`);
    expect(r.facelets).toBe(nativeApply(puzzle, alg));
    expect(statesOf(r.moves).length).toBe(movesOf(r.moves).length);
    expect(statesOf(r.moves).at(-1) ?? core.solvedState(puzzle)).toBe(r.facelets);
    // The canonical text means the same moves.
    const again = core.playAlg(puzzle, r.canonical);
    expect(again.ok && again.facelets).toBe(r.facelets);
  });

  it('applies to a given start state, as the CLI does', () => {
    const start = core.randomState('3x3x3', 5);
    const r = core.playAlg('3x3x3', "R U' M2 x", start);
    expect(r.ok && r.facelets).toBe(nativeApply('3x3x3', "R U' M2 x", start));
    const start2 = core.randomState('2x2x2', 5);
    const r2 = core.playAlg('2x2x2', "R U' F2", start2);
    expect(r2.ok && r2.facelets).toBe(nativeApply('2x2x2', "R U' F2", start2));
  });

  it('an algorithm followed by its inverse solves, simplify keeps the effect', () => {
    for (const alg of ALGS_3.slice(1)) {
      const inv = core.invertAlg(alg);
      if (!inv.ok) throw new Error(inv.error.message);
      const r = core.playAlg('3x3x3', `${alg} ${inv.alg}`);
      expect(r.ok && r.facelets, alg).toBe(SOLVED3);
      const simple = core.simplifyAlg(alg);
      if (!simple.ok) throw new Error(simple.error.message);
      const a = core.playAlg('3x3x3', alg);
      const b = core.playAlg('3x3x3', simple.alg);
      expect(b.ok && b.facelets, alg).toBe(a.ok && a.facelets);
    }
  });

  it('invert and simplify agree with the CLI', () => {
    const alg = "R U R' U' (R U)2 [R, U]";
    const inv = core.invertAlg(alg);
    expect(inv.ok && inv.alg).toBe(cli('invert', alg).stdout.trim());
    const simple = core.simplifyAlg("R R U U' D U D");
    expect(simple.ok && simple.alg).toBe(cli('simplify', "R R U U' D U D").stdout.trim());
    expect(simple.ok && simple.alg.split(' ').sort()).toEqual(['D2', 'R2', 'U']);
  });
});

describe('moves as layer turns', () => {
  it('gives axis, layers and quarter turns of every kind of move', () => {
    const r = core.playAlg('3x3x3', "R U' F2 L D B M E S x y' z2 Rw");
    if (!r.ok) throw new Error(r.error.message);
    const steps = movesOf(r.moves).map((m) => [m.name, m.axis, m.layers, m.quarterTurns]);
    expect(steps).toEqual([
      ['R', 'x', [2], 1],
      ["U'", 'y', [2], 3],
      ['F2', 'z', [2], 2],
      ['L', 'x', [0], 3],
      ['D', 'y', [0], 3],
      ['B', 'z', [0], 3],
      ['M', 'x', [1], 3],
      ['E', 'y', [1], 3],
      ['S', 'z', [1], 1],
      ['x', 'x', [0, 1, 2], 1],
      ["y'", 'y', [0, 1, 2], 3],
      ['z2', 'z', [0, 1, 2], 2],
      ['Rw', 'x', [1, 2], 1],
    ]);
  });

  it('counts moves in four metrics', () => {
    const r = core.playAlg('3x3x3', 'R U2 M x');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.counts).toEqual({ htm: 4, qtm: 5, stm: 3, etm: 4 });
    // The big cubes count in their rows' metrics: an outer block 1, an inner layer alone 2.
    const big = core.playAlg('5x5x5', "R 3Rw 2R' M x Uw2");
    if (!big.ok) throw new Error(big.error.message);
    expect(big.counts).toEqual({ obtm: 7, etm: 6 });
    const four = core.playAlg('4x4x4', "2R Rw'");
    expect(four.ok && four.counts).toEqual({ obtm: 3, etm: 2 });
  });

  it('refuses a slice on the 2x2x2', () => {
    const r = core.playAlg('2x2x2', 'R M');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/M/);
  });
});

describe('parse errors', () => {
  it.each([
    ['R U Q', 5],
    ['R’ Q', 4], // columns count characters, not UTF-8 bytes
    ['(R U]', 5],
  ])('%s: column %i', (alg, column) => {
    const r = core.playAlg('3x3x3', alg);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.column).toBe(column);
    expect(r.error.expected).not.toBe('');
    expect(r.error.message).toContain(String(column));
    const inv = core.invertAlg(alg);
    expect(!inv.ok && inv.error.column).toBe(column);
    // The CLI reports the same column.
    const native = cli('apply', '--scramble', alg);
    expect(native.status).toBe(2);
    expect(native.stderr).toContain(`column ${column}`);
  });

  it('points past the end when the input stops early', () => {
    for (const alg of ['(R U', '[R, U', 'R U [']) {
      const r = core.playAlg('3x3x3', alg);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.column).toBe([...alg].length + 1);
    }
  });
});

function withStickers(state: string, changes: Record<number, string>): string {
  const s = [...state];
  for (const [i, c] of Object.entries(changes)) s[Number(i)] = c;
  return s.join('');
}

describe('validate', () => {
  it('accepts solved, random and colour states', () => {
    expect(core.validate('3x3x3', SOLVED3)).toEqual({ ok: true, problems: [], facelets: SOLVED3 });
    expect(core.validate('2x2x2', SOLVED2)).toEqual({ ok: true, problems: [], facelets: SOLVED2 });
    const colours = 'WWWWWWWWWRRRRRRRRRGGGGGGGGGYYYYYYYYYOOOOOOOOOBBBBBBBBB';
    expect(core.validate('3x3x3', colours).facelets).toBe(SOLVED3);
  });

  const bad: [string, PuzzleName, string, string][] = [
    ['length', '3x3x3', 'UUUUUU', 'length'],
    ['sticker count', '3x3x3', withStickers(SOLVED3, { 0: 'R' }), 'sticker-count'],
    // URF corner (U9 F3 R1 = 8, 20, 9) turned in place.
    ['twisted corner', '3x3x3', withStickers(SOLVED3, { 8: 'R', 9: 'F', 20: 'U' }), 'twisted-corner'],
    // UR edge (U6, R2 = 5, 10) flipped.
    ['flipped edge', '3x3x3', withStickers(SOLVED3, { 5: 'R', 10: 'U' }), 'flipped-edge'],
    // UR and UF edges swapped (U6 R2, U8 F2 = 5 10, 7 19).
    ['swapped edges', '3x3x3', withStickers(SOLVED3, { 10: 'F', 19: 'R' }), 'parity'],
    ['2x2 twisted corner', '2x2x2', withStickers(SOLVED2, { 3: 'R', 4: 'F', 9: 'U' }), 'twisted-corner'],
  ];
  it.each(bad)('%s', (_name, puzzle, state, code) => {
    const v = core.validate(puzzle, state);
    expect(v.ok).toBe(false);
    const codes = v.problems.map((p) => p.code);
    expect(codes).toContain(code);
    for (const p of v.problems) {
      expect(p.message).not.toBe('');
      for (const s of p.stickers) expect(s).toBeGreaterThanOrEqual(0);
    }
    // The CLI names the same problems.
    const native = cli('verify', '--puzzle', puzzle, '--state', state);
    expect(native.status).toBe(2);
    const lines = native.stdout.trim().split('\n');
    const nativeCodes = lines.filter((line) => !line.startsWith('  ')).map((line) => line.split(':')[0]);
    expect(nativeCodes).toEqual(codes);
    // And the same candidates, each a state the core finds valid.
    const candidates = v.problems.flatMap((p) => p.candidates);
    expect(lines.filter((line) => line.startsWith('  if ')).map((line) => line.split(': ').pop())).toEqual(
      candidates.map((c) => c.facelets),
    );
    for (const c of candidates) expect(core.validate(puzzle, c.facelets).ok).toBe(true);
  });
});

describe('random states', () => {
  // `cubesolver scramble --json` prints the random-state scramble of seed S + i and its
  // state; the WASM module's scramble() gives the same. For the 3x3x3 that state is the
  // seed's randomState (a redraw, for states one move from solved, is too rare to meet).
  it.each(['3x3x3', '2x2x2'] as PuzzleName[])('%s: valid, reproducible, same as native', async (puzzle) => {
    const native = cli('scramble', '--puzzle', puzzle, '--seed', '1000', '--count', '5', '--json');
    expect(native.status).toBe(0);
    const lines = native.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { scramble: string; state: string });
    expect(lines).toHaveLength(5);
    const m = await nodeModule();
    lines.forEach((line, i) => {
      expect(m.scramble(puzzle, 1000 + i)).toEqual({ ok: true, ...line });
      expect(core.validate(puzzle, line.state).ok).toBe(true);
      const r = core.playAlg(puzzle, line.scramble);
      expect(r.ok && r.facelets).toBe(line.state);
      const state = core.randomState(puzzle, 1000 + i);
      expect(core.validate(puzzle, state).ok).toBe(true);
      expect(core.randomState(puzzle, 1000 + i)).toBe(state);
      if (puzzle === '3x3x3') expect(state).toBe(line.state);
    });
    expect(new Set(lines.map((l) => l.state)).size).toBe(5);
    const last = JSON.parse(cli('scramble', '--puzzle', puzzle, '--seed', String(2 ** 53), '--json').stdout);
    expect(m.scramble(puzzle, 2 ** 53)).toEqual({ ok: true, ...last });
  });

  it('refuses seeds that are not whole numbers', async () => {
    expect(() => core.randomState('3x3x3', -1)).toThrow(CoreError);
    expect(() => core.randomState('3x3x3', 1.5)).toThrow(CoreError);
    expect(() => core.randomState('3x3x3', Number.NaN)).toThrow(CoreError);
    // Every call taking a seed says the same (one check in the bindings).
    const m = await nodeModule();
    const refused = { ok: false, error: { message: 'the seed must be a whole number from 0 to 2^53' } };
    for (const seed of [-1, 1.5, Number.NaN, 2 ** 53 + 2]) {
      expect(m.randomState('2x2x2', seed), String(seed)).toMatchObject(refused);
      expect(m.randomStates('3x3x3', seed, 2), String(seed)).toMatchObject(refused);
      expect(m.scramble('3x3x3', seed), String(seed)).toMatchObject(refused);
      expect(m.randomSliding('', seed), String(seed)).toMatchObject(refused);
    }
    expect(m.randomStates('3x3x3', 2 ** 53, 2)).toHaveLength(2);
    expect(m.randomStates('gigaminx', 1.5, 2)).toMatchObject({
      ok: false,
      error: { message: "unknown puzzle 'gigaminx'" },
    });
  });
});

describe('puzzles', () => {
  it("the core's puzzle table, and the page's names agree with it", async () => {
    const m = await nodeModule();
    const rows = m.puzzles();
    expect(rows.map((r) => r.name)).toEqual([
      '3x3x3',
      '2x2x2',
      '4x4x4',
      '5x5x5',
      '6x6x6',
      '7x7x7',
      'pyraminx',
      'skewb',
      'megaminx',
      'clock',
      'sq1',
      '8puzzle',
    ]);
    for (const r of rows) {
      // Symbols as the core counts them: separators (spaces, ',', '/') left out.
      expect(String(m.solvedState(r.name)).replace(/[\s,/]/g, '')).toHaveLength(r.stateLength);
      // A row's default solver, when it has one, is a solver of that puzzle.
      if (r.defaultSolver !== '') {
        expect(m.solvers().find((s) => s.name === r.defaultSolver)?.puzzles, r.name).toContain(r.name);
      }
      if (r.cubeSize >= 5) {
        expect(r).toMatchObject({ scrambleKind: 'random-moves', metrics: ['obtm', 'etm'] });
        const s = m.scramble(r.name, 1);
        if (!s.ok) throw new Error(s.error.message);
        expect(s.scramble.split(' ')).toHaveLength(r.scrambleMoves);
        const played = m.playAlg(r.name, s.scramble, '');
        expect(played.ok && played.facelets).toBe(s.state);
        expect(m.validate(r.name, s.state)).toMatchObject({ ok: true });
      }
    }
    // The web's one list (web/puzzles.ts) is the core's table: the same rows in the same
    // order, each name a link or an attribute may use the same puzzle's.
    expect(PUZZLES.map((r) => r.name)).toEqual(rows.map((r) => r.name));
    for (const [i, r] of rows.entries()) {
      const web = PUZZLES[i];
      const { view, cubeSize, stateLength, metrics, scrambleKind } = web;
      expect({ view, cubeSize, stateLength, metrics, scrambleKind }, r.name).toEqual({
        view: r.view,
        cubeSize: r.cubeSize,
        stateLength: r.stateLength,
        metrics: r.metrics,
        scrambleKind: r.scrambleKind,
      });
      const coreNames = new Set([r.wcaId, r.twizzleId, ...r.aliases].filter((n) => n !== '' && n !== r.name));
      expect(new Set(web.aliases), r.name).toEqual(coreNames);
      for (const name of web.aliases) expect(normalizePuzzle(name.toUpperCase()), name).toBe(r.name);
    }
  });

  it('solved states and sticker layouts', () => {
    expect(core.solvedState('3x3x3')).toBe(SOLVED3);
    expect(core.solvedState('2x2x2')).toBe(SOLVED2);
    for (const [puzzle, n] of [
      ['3x3x3', 54],
      ['2x2x2', 24],
    ] as [PuzzleName, number][]) {
      const layout = core.stickerLayout(puzzle);
      expect(layout).toHaveLength(n);
      for (const s of layout) {
        expect(s.position).toHaveLength(3);
        expect(s.normal.map(Math.abs).reduce((a, b) => a + b)).toBe(1);
      }
    }
    // U face first, facing +y; then R facing +x.
    const layout = core.stickerLayout('3x3x3');
    expect(layout[4]).toEqual({ position: [0, 2, 0], normal: [0, 1, 0] });
    expect(layout[13].normal).toEqual([1, 0, 0]);
  });

  it('bad puzzle names give errors, not crashes', () => {
    const bogus = 'gigaminx' as PuzzleName;
    const r = core.playAlg(bogus, 'R');
    expect(r.ok).toBe(false);
    expect(core.validate(bogus, SOLVED3).ok).toBe(false);
    expect(() => core.solvedState(bogus)).toThrow(/gigaminx/);
    expect(() => core.stickerLayout(bogus)).toThrow(CoreError);
    expect(() => core.randomState(bogus, 1)).toThrow(CoreError);
    // Still usable afterwards.
    expect(core.solvedState('3x3x3')).toBe(SOLVED3);
  });

  it('a start state of the wrong length is an error', () => {
    const r = core.playAlg('3x3x3', 'R', SOLVED2);
    expect(r.ok).toBe(false);
  });
});

describe('scanColours', () => {
  // Sticker colours as a camera might measure them in a warm room (sRGB), one per face
  // letter in the Western scheme: U white, R red, F green, D yellow, L orange, B blue.
  const MEASURED: Record<string, number[]> = {
    U: [236, 228, 205],
    R: [170, 22, 45],
    F: [12, 140, 70],
    D: [240, 200, 20],
    L: [240, 90, 10],
    B: [10, 66, 160],
  };
  const flat = (facelets: string) => [...facelets].flatMap((f) => MEASURED[f]);

  it('reads the state the colours show, with a confidence per sticker', async () => {
    const m = await nodeModule();
    const state = m.randomState('3x3x3', 21) as string;
    const r = m.scanColours('3x3x3', new Uint8Array(flat(state)));
    expect(r).toMatchObject({ ok: true, facelets: state, nearest: state, problems: [] });
    if (!('confidence' in r)) throw new Error('no confidence');
    expect(r.confidence).toHaveLength(54);
    const two = m.randomState('2x2x2', 22) as string;
    const r2 = m.scanColours('2x2x2', flat(two));
    expect(r2).toMatchObject({ ok: true, facelets: core.validate('2x2x2', two).facelets });
  });

  it('refuses colours that are not one cube, naming stickers; a bad count or puzzle is an error', async () => {
    const m = await nodeModule();
    const rgb = flat(m.randomState('3x3x3', 23) as string);
    rgb.splice(27 * 3, 27, ...rgb.slice(0, 27)); // the U face again in place of D
    const r = m.scanColours('3x3x3', rgb);
    expect(r.ok).toBe(false);
    if (!('problems' in r)) throw new Error('no problems');
    expect(r.facelets).toBe('');
    expect(r.problems[0].message).toMatch(/^sticker \d+ \([URFDLB] face, row \d, column \d\)/);
    const short = m.scanColours('3x3x3', rgb.slice(0, 53 * 3));
    expect(short).toMatchObject({ ok: false, problems: [{ sticker: -1, message: 'a 3x3x3 has 54 stickers, not 53' }] });
    expect(m.scanColours('4x4x4', rgb).ok).toBe(false);
  });

  it('scanLive names the nearest reference of each sticker, brightness aside', async () => {
    const m = await nodeModule();
    const refs = [...'URFDLB'].flatMap((f) => MEASURED[f]);
    // Red and orange at half brightness, white dimmed to grey, blue: still themselves.
    const rgb = [85, 11, 22, 120, 45, 5, 118, 114, 102, 10, 66, 160];
    expect(m.scanLive(rgb, refs)).toEqual([1, 4, 0, 5]);
    expect(m.scanLive(rgb, [])).toEqual([-1, -1, -1, -1]);
  });
});

describe('fewest-moves steps and insertions (issue 24)', () => {
  const scramble = "R' U' F D2 L2 F R2 U2 R2 B D2 L B2";
  const facelets = (alg: string): string => {
    const r = core.playAlg('3x3x3', alg);
    if (!r.ok) throw new Error(r.error.message);
    return r.facelets;
  };

  it('answers a NISS step through solve, the attempt replayed by playAlg', async () => {
    const m = await nodeModule();
    const start = facelets(scramble);
    const r = m.solve({
      puzzle: '3x3x3',
      solver: 'fmc',
      state: start,
      goal: 'eo fb niss both',
      solutions: 3,
    });
    expect(r.status).toBe('solved');
    expect(r.solutions.length).toBe(3);
    for (const s of r.solutions) {
      // The scramble and the step as one attempt: the ^( ) moves on the inverse.
      const after = facelets(`${scramble} ${s.moves}`);
      const eo = m.solve({ puzzle: '3x3x3', solver: 'fmc', state: after, goal: 'eo fb' });
      expect(eo.solutions[0].length).toBe(0);
    }
    const htr = m.solve({ puzzle: '3x3x3', solver: 'fmc', state: start, goal: 'htr' });
    expect(htr.status).toBe('bad-input');
    expect(htr.message).toContain('DR on no axis');
  });

  it('splits a NISS alg into its normal and inverse-side moves (the FMC panel plays them apart)', () => {
    const r = core.nissSplit("R U ^(F D') L2 ^(B)");
    if (!r.ok) throw new Error(r.error.message);
    expect(r).toMatchObject({ normal: 'R U L2', inverse: "F D' B", inverseUndone: "B' D F'", normalMoves: 3 });
    expect(r.inverseMoves).toBe(3);
    expect(r.counts.htm).toBe(6);
    // A scramble the alg solves (I N^-1: the inverse side's moves act before it): the
    // attempt as one line, the normal moves then the inverse side undone, solves it too.
    const undoNormal = core.invertAlg(r.normal);
    if (!undoNormal.ok) throw new Error(undoNormal.error.message);
    const solvedByIt = `${r.inverse} ${undoNormal.alg}`;
    expect(facelets(`${solvedByIt} ${r.canonical}`)).toBe(SOLVED3);
    expect(facelets(`${solvedByIt} ${r.normal} ${r.inverseUndone}`)).toBe(SOLVED3);
    // As FMC players write it (the FMC panel): plain parentheses are the inverse side.
    const plain = core.nissSplit("R U (F D') L2 (B)", true);
    expect(plain).toMatchObject({ ok: true, canonical: "R U ^(F D') L2 ^(B)", inverseUndone: r.inverseUndone });
    expect(core.nissSplit('(R U)', false)).toMatchObject({ ok: true, inverseMoves: 0, normal: 'R U' });
    const bad = core.nissSplit('R U ^(F D');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toMatch(/column/);
  });

  it('finds insertions whose solutions solve the scramble', () => {
    const skeleton = "B2 L' D2 B' R2 R U R' D R U' R' D' U2 R2 F' L2 D2 F' U R";
    const r = core.fmcInsertions(scramble, skeleton, 3);
    if (!r.ok) throw new Error(r.error);
    expect(r.cycle).toMatch(/^corners /);
    expect(r.insertions.length).toBe(3);
    for (const i of r.insertions) {
      expect(facelets(`${scramble} ${i.moves}`)).toBe(SOLVED3);
    }
    const bad = core.fmcInsertions(scramble, 'R', 3);
    expect(bad.ok).toBe(false);
  });
});
