// Turning by hand: every key of the keymap names a move the core reads, and every
// single-layer drag turn maps to the move the core says turns exactly that layer.
import type { Remote } from 'comlink';
import { beforeAll, describe, expect, it } from 'vitest';

import { appendMove, DragMoves, KEYMAP, keyMove } from '../../web/app/hand-turns';
import type { CoreApi, PuzzleName, TwistyPuzzle } from '../../web/worker/api';
import type { SyncCore } from '../../web/worker/core';
import { moveAt, movesOf } from '../../web/worker/packed-moves';
import { nodeCore } from './builds';

let core: SyncCore;
let drags: DragMoves;
beforeAll(async () => {
  core = await nodeCore();
  // DragMoves asks the core through comlink on the page; here the calls are direct.
  const remote = {
    playAlg: async (p: PuzzleName, alg: string, start?: string) => core.playAlg(p, alg, start),
    playTurns: async (p: TwistyPuzzle, alg: string, start?: string) => core.playTurns(p, alg, start),
  };
  drags = new DragMoves(
    () => remote as unknown as Remote<CoreApi>,
    async (p) => core.puzzleGeometry(p),
  );
});

const key = (k: string, mods: Partial<KeyboardEvent> = {}) =>
  ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods }) as KeyboardEvent;

describe('keyboard turns', () => {
  it('every key names one move the core reads on the 3x3x3', () => {
    for (const [k, move] of Object.entries(KEYMAP)) {
      const played = core.playAlg('3x3x3', move);
      expect(played.ok, `${k}: ${move}`).toBe(true);
      if (played.ok) expect(movesOf(played.moves)).toHaveLength(1);
    }
  });

  it('follows the common map: i j h d s w are R U F L D B, k f g e l o their inverses', () => {
    const keys = (s: string) => [...s].map((k) => keyMove(key(k)));
    expect(keys('ijhdsw')).toEqual(['R', 'U', 'F', 'L', 'D', 'B']);
    expect(keys('kfgelo')).toEqual(["R'", "U'", "F'", "L'", "D'", "B'"]);
    expect(keys('tn;apq')).toEqual(['x', "x'", 'y', "y'", 'z', "z'"]);
    expect(keyMove(key('I'))).toBe('R'); // caps lock or shift
    expect(keyMove(key('i', { ctrlKey: true }))).toBeUndefined();
    expect(keyMove(key('z'))).toBeUndefined();
  });

  it('appends a move to the scramble as typed', () => {
    expect(appendMove('', 'R')).toBe('R');
    expect(appendMove("R U' ", 'R')).toBe("R U' R");
    expect(appendMove('(R U)3\n', "U'")).toBe("(R U)3 U'");
  });
});

describe('drag turns', () => {
  it('match the move turning that one layer, the way the drag goes (3x3x3)', async () => {
    for (const axis of ['x', 'y', 'z'] as const) {
      for (const layer of [0, 1, 2]) {
        for (const quarterTurns of [1, 3] as const) {
          const move = await drags.moveFor('3x3x3', { axis, layer, quarterTurns, sticker: 0 });
          expect(move, `${axis} ${layer} ${quarterTurns}`).toBeDefined();
          const played = core.playAlg('3x3x3', move!);
          if (!played.ok) throw new Error(played.error.message);
          expect(moveAt(played.moves, 0)).toMatchObject({ axis, layers: [layer], quarterTurns });
        }
      }
    }
    expect(await drags.moveFor('3x3x3', { axis: 'x', layer: 2, quarterTurns: 1, sticker: 0 })).toBe('R');
    expect(await drags.moveFor('3x3x3', { axis: 'y', layer: 2, quarterTurns: 3, sticker: 0 })).toBe("U'");
    expect(await drags.moveFor('3x3x3', { axis: 'x', layer: 0, quarterTurns: 3, sticker: 0 })).toBe('L');
  });

  it('use the face turns of the 2x2x2, which has no slices', async () => {
    expect(await drags.moveFor('2x2x2', { axis: 'x', layer: 1, quarterTurns: 1, sticker: 0 })).toBe('R');
    expect(await drags.moveFor('2x2x2', { axis: 'z', layer: 0, quarterTurns: 1, sticker: 0 })).toBe("B'");
  });

  it('turn every layer of the 4x4x4, the inner ones by 2R-style moves (it has no M E S)', async () => {
    for (const axis of ['x', 'y', 'z'] as const) {
      for (const layer of [0, 1, 2, 3]) {
        for (const quarterTurns of [1, 3] as const) {
          const move = await drags.moveFor('4x4x4', { axis, layer, quarterTurns, sticker: 0 });
          expect(move, `${axis} ${layer} ${quarterTurns}`).toBeDefined();
          const played = core.playAlg('4x4x4', move!);
          if (!played.ok) throw new Error(played.error.message);
          expect(moveAt(played.moves, 0)).toMatchObject({ axis, layers: [layer], quarterTurns });
        }
      }
    }
    expect(await drags.moveFor('4x4x4', { axis: 'x', layer: 2, quarterTurns: 1, sticker: 0 })).toBe('2R');
    expect(await drags.moveFor('4x4x4', { axis: 'x', layer: 1, quarterTurns: 1, sticker: 0 })).toBe("2L'");
  });

  it("turn the Pyraminx's tip alone or with its middle layer, and the Skewb's corner half, either way", async () => {
    // The axes are the corners (the positive end): its tip is layer 2, the middle layer 1.
    for (const axis of ['U', 'L', 'R', 'B']) {
      expect(await drags.moveFor('pyraminx', { axis, layer: 2, quarterTurns: 1, sticker: 0 })).toBe(axis.toLowerCase());
      expect(await drags.moveFor('pyraminx', { axis, layer: 1, quarterTurns: 3, sticker: 0 })).toBe(`${axis}'`);
      expect(await drags.moveFor('pyraminx', { axis, layer: 0, quarterTurns: 1, sticker: 0 })).toBeUndefined();
      expect(await drags.moveFor('skewb', { axis, layer: 1, quarterTurns: 1, sticker: 0 })).toBe(axis);
      expect(await drags.moveFor('skewb', { axis, layer: 0, quarterTurns: 1, sticker: 0 })).toBeUndefined();
    }
  });
});
