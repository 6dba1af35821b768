// The Megaminx against a model that is not ours: cubing.js's KPuzzle. Its pieces are
// matched to ours by an independent route (a piece is known by the faces whose turns move
// it, on either side); then every face turn, U2', R++ / D-- and a WCA scramble must take
// the same piece to the same place on both, and our solver's solution of a scramble
// must leave KPuzzle's state solved too, so that a notation or geometry mistake cannot
// hide behind the same mistake in our own replay. Also: the views' geometry (axes of 72
// degrees, two-fifth turns as two units) and the solve through the worker's APIs.
import type { KPattern } from 'cubing/kpuzzle';
import { puzzles } from 'cubing/puzzles';
import { beforeAll, describe, expect, it } from 'vitest';

import type { CoreApi, PuzzleGeometry, SolverApi, TwistStep } from '../../web/worker/api';
import { createCoreOver } from '../../web/worker/core';
import { movesOf } from '../../web/worker/packed-moves';
import { createSolver } from '../../web/worker/solver';
import { MemoryTableStore } from '../../web/worker/table-cache';
import { nodeModule } from './builds';

const FACES = ['U', 'F', 'R', 'L', 'BL', 'BR', 'D', 'B', 'DL', 'DR', 'FR', 'FL'];

let core: CoreApi;
let solver: SolverApi;
let geometry: PuzzleGeometry;
let solved: string;
let kSolved: KPattern;
beforeAll(async () => {
  core = createCoreOver(nodeModule);
  solver = createSolver(nodeModule, { store: new MemoryTableStore() });
  geometry = await core.puzzleGeometry('megaminx');
  solved = await core.solvedState('megaminx');
  kSolved = (await puzzles.megaminx.kpuzzle()).defaultPattern();
});

async function play(moves: string, start = ''): Promise<string> {
  const r = await core.playTurns('megaminx', moves, start);
  if (!r.ok) throw new Error(r.error.message);
  return r.facelets;
}

/** Our pieces (the geometry's, that have stickers): each its sticker indices. */
function ourPieces(): number[][] {
  const pieces = new Map<number, number[]>();
  geometry.stickers.forEach((s, i) => {
    pieces.set(s.piece, [...(pieces.get(s.piece) ?? []), i]);
  });
  return [...pieces.values()];
}

/** Which of our pieces each of cubing.js's corners and edges is, by the faces whose turns move it on each side. */
async function matchPieces(): Promise<{ ours: number[][]; corner: number[]; edge: number[] }> {
  const ours = ourPieces();
  const ourFaces = ours.map(() => new Set<string>());
  const corner: Set<string>[] = Array.from({ length: 20 }, () => new Set());
  const edge: Set<string>[] = Array.from({ length: 30 }, () => new Set());
  for (const f of FACES) {
    const after = await play(f);
    ours.forEach((stickers, p) => {
      if (stickers.some((i) => after[i] !== solved[i])) ourFaces[p].add(f);
    });
    const k = kSolved.applyAlg(f).patternData;
    k.CORNERS.pieces.forEach((piece, at) => {
      if (piece !== at) corner[at].add(f);
    });
    k.EDGES.pieces.forEach((piece, at) => {
      if (piece !== at) edge[at].add(f);
    });
  }
  const key = (s: Set<string>) => [...s].sort().join(' ');
  const find = (s: Set<string>) => ourFaces.findIndex((o) => key(o) === key(s) && o.size === s.size);
  return { ours, corner: corner.map(find), edge: edge.map(find) };
}

/** Our piece index whose solved colours the stickers of piece `at` show in `state`. */
function pieceShown(ours: number[][], state: string, at: number): number {
  const colours = (s: string, p: number) =>
    ours[p]
      .map((i) => s[i])
      .sort()
      .join('');
  const want = colours(state, at);
  return ours.findIndex((_, p) => colours(solved, p) === want);
}

describe('megaminx against cubing.js KPuzzle', () => {
  it('matches every corner and edge to one of ours by the faces that move it', async () => {
    const { corner, edge } = await matchPieces();
    expect(new Set(corner).size).toBe(20);
    expect(new Set(edge).size).toBe(30);
    expect(corner).not.toContain(-1);
    expect(edge).not.toContain(-1);
  });

  it('every turn takes the same piece to the same place on both', async () => {
    const { ours, corner, edge } = await matchPieces();
    const scramble = (await solver.scramble('megaminx', 5)).scramble;
    const algs = [...FACES.flatMap((f) => [f, `${f}2`, `${f}2'`, `${f}'`]), 'R++', 'R--', 'D++', 'D--', scramble];
    for (const alg of algs) {
      const state = await play(alg);
      const k = kSolved.applyAlg(alg).patternData;
      // KPuzzle: position `at` holds piece k.pieces[at]; ours: the piece whose colours show there.
      k.CORNERS.pieces.forEach((piece, at) => {
        expect(pieceShown(ours, state, corner[at]), alg).toBe(corner[piece]);
      });
      k.EDGES.pieces.forEach((piece, at) => {
        expect(pieceShown(ours, state, edge[at]), alg).toBe(edge[piece]);
      });
    }
  });

  it('our solution of a WCA scramble leaves KPuzzle solved', async () => {
    for (const seed of [3, 4, 5]) {
      const s = await solver.scramble('megaminx', seed);
      expect(s.scramble.split('\n')).toHaveLength(7);
      expect(await play(s.scramble)).toBe(s.state);
      const reply = await solver.solve({ puzzle: 'megaminx', state: s.state });
      expect(reply.status, reply.message).toBe('solved');
      const sol = reply.solutions[0];
      expect(await play(sol.moves, s.state)).toSatisfy((x: string) => isUniform(x));
      expect(sol.stages?.length ?? 0).toBeGreaterThan(4);
      const after = kSolved.applyAlg(s.scramble.replace(/\n/g, ' ')).applyAlg(sol.moves);
      expect(solvedHeldSomeWay(after)).toBe(true);
      // And not before the last move: the check can fail.
      const short = sol.moves.split(' ').slice(0, -1).join(' ');
      expect(solvedHeldSomeWay(kSolved.applyAlg(s.scramble.replace(/\n/g, ' ')).applyAlg(short))).toBe(false);
    }
  }, 60_000); // the tables take a second or two in WASM, a solve milliseconds (docs/BENCHMARKS.md)
});

/** KPuzzle's corners and edges as one of its 60 whole-puzzle rotations (Uv, Fv) leaves them: solved, held some way. */
function solvedHeldSomeWay(p: KPattern): boolean {
  const key = (x: KPattern) => JSON.stringify([x.patternData.CORNERS, x.patternData.EDGES]);
  const rotations = new Map([[key(kSolved), kSolved]]);
  const queue = [kSolved];
  for (let i = 0; i < queue.length; i++) {
    for (const m of ['Uv', 'Fv']) {
      const n = queue[i].applyAlg(m);
      if (rotations.has(key(n))) continue;
      rotations.set(key(n), n);
      queue.push(n);
    }
  }
  expect(rotations.size).toBe(60);
  return rotations.has(key(p));
}

function isUniform(state: string): boolean {
  for (let f = 0; f < 12; f++) if (new Set(state.slice(11 * f, 11 * f + 11)).size !== 1) return false;
  return true;
}

describe('megaminx views and notation', () => {
  it('has twelve axes of 72 degrees; U2 and R++ are two units, the view turns them', async () => {
    expect(geometry.stickers).toHaveLength(132);
    expect(geometry.axes).toHaveLength(12);
    for (const a of geometry.axes) expect(a.degrees).toBeCloseTo(72);
    const r = await core.playTurns('megaminx', "U2 R++ BL' D--", '');
    if (!r.ok) throw new Error(r.error.message);
    const steps = movesOf(r.moves) as TwistStep[];
    expect(steps.map((s) => [s.axis, s.units, s.clockwise])).toEqual([
      ['U', 2, true],
      ['DR', 2, true],
      ['BL', 1, false],
      ['D', 2, false],
    ]);
    const bad = await core.playTurns('megaminx', 'R++ DBL', '');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.column).toBe(5);
  });
});
