// playAlg's packed moves (PackedMoves: distinct moves, their order, the states back to
// back) read through web/worker/packed-moves.ts and the player's tracks
// (web/player/played.ts) give exactly the moves and states of the alg replayed
// independently: its moves as the core writes them expanded (the inverse of the
// inverse), each prefix played again by the core, the single moves played alone and
// the last state checked against the native CLI.
import { beforeAll, describe, expect, it } from 'vitest';

import { playedAlg } from '../../web/player/played';
import type { PuzzleName } from '../../web/worker/api';
import type { SyncCore } from '../../web/worker/core';
import { moveAt, moveCount, movesOf, stateAfter, statesOf } from '../../web/worker/packed-moves';
import { cli, nodeCore } from './builds';

let core: SyncCore;
beforeAll(async () => {
  core = await nodeCore();
});

function ok<T extends { ok: boolean }>(r: T): Extract<T, { ok: true }> {
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r as Extract<T, { ok: true }>;
}

/** The alg's moves one by one, as the core writes them (groups and commutators expanded). */
function expanded(alg: string): string[] {
  const once = ok(core.invertAlg(alg)).alg;
  const twice = ok(core.invertAlg(once)).alg;
  return twice === '' ? [] : twice.split(' ');
}

const CASES: [PuzzleName, string, string][] = [
  ['3x3x3', "R U R' U' [F: [R, U]] (M' U)2 x y2 Rw' S E z'", ''],
  ['3x3x3', "(R U R' U')3 D2 B", ''],
  ['3x3x3', "F2 U' L [R, U']", 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz01'],
  ['2x2x2', "R U' F2 [x: R U] Rw U2", ''],
  ['3x3x3', '', ''],
];

describe('packed moves', () => {
  it.each(CASES)('%s %s: every move and state as replayed independently', (puzzle, alg, start) => {
    const r = ok(core.playAlg(puzzle, alg, start));
    const from = start || core.solvedState(puzzle);
    const names = expanded(alg);
    const packed = r.moves;
    expect(packed.order).toBeInstanceOf(Uint16Array);
    expect(moveCount(packed)).toBe(names.length);
    expect(packed.states.length).toBe(names.length * from.length);
    expect(new Set(packed.distinct.map((m) => m.name)).size).toBe(packed.distinct.length);
    const track = playedAlg(r);
    expect(track.length).toBe(names.length);
    for (let i = 0; i < names.length; i++) {
      const alone = ok(core.playAlg(puzzle, names[i], from));
      const prefix = ok(core.playAlg(puzzle, names.slice(0, i + 1).join(' '), from));
      expect(moveAt(packed, i), `${alg} move ${i}`).toEqual(movesOf(alone.moves)[0]);
      expect(moveAt(packed, i).name).toBe(names[i]);
      expect(stateAfter(packed, i), `${alg} state ${i}`).toBe(prefix.facelets);
      expect(track.step(i)).toEqual(moveAt(packed, i));
      expect(track.state(i)).toBe(prefix.facelets);
    }
    expect(statesOf(packed).at(-1) ?? from).toBe(r.facelets);
    const args = ['apply', '--puzzle', puzzle, '--scramble', alg, ...(start ? ['--state', start] : [])];
    expect(r.facelets).toBe(cli(...args).stdout.trim());
  });

  it('the longest scramble a link may carry: 99,998 moves of two kinds, the last state the alg’s', () => {
    const r = ok(core.playAlg('3x3x3', '(R U)49999', ''));
    const packed = r.moves;
    expect(moveCount(packed)).toBe(99_998);
    expect(packed.distinct.map((m) => m.name)).toEqual(['R', 'U']);
    expect(packed.states.length).toBe(99_998 * 54);
    expect(moveAt(packed, 99_996).name).toBe('R');
    expect(moveAt(packed, 99_997).name).toBe('U');
    expect(stateAfter(packed, 99_997)).toBe(r.facelets);
    expect(stateAfter(packed, 0)).toBe(ok(core.playAlg('3x3x3', 'R', '')).facelets);
    expect(stateAfter(packed, 11)).toBe(ok(core.playAlg('3x3x3', '(R U)6', '')).facelets);
    // (R U) has order 105: after 105 of them the cube is solved again.
    expect(stateAfter(packed, 209)).toBe(core.solvedState('3x3x3'));
    expect(r.facelets).toBe(cli('apply', '--scramble', '(R U)49999').stdout.trim());
  });
});
