// The scramble helper's follower (web/app/move-follower.ts) over the core's Node build:
// on the moves, a half turn made as two quarters (either way round), a wrong turn and
// the way back (the core's inverse), a wrong turn undone by hand, the end.
import type { Remote } from 'comlink';
import { beforeAll, describe, expect, it } from 'vitest';
import { MoveFollower } from '../../web/app/move-follower';
import type { CoreApi } from '../../web/worker/api';
import { createCoreOver } from '../../web/worker/core';
import { nodeModule, SOLVED3 } from './builds';

let core: CoreApi;
let follower: MoveFollower;
beforeAll(() => {
  core = createCoreOver(nodeModule);
  follower = new MoveFollower(() => core as unknown as Remote<CoreApi>);
});

async function turn(state: string, move: string) {
  const r = await core.playAlg('3x3x3', move, state);
  if (!r.ok) throw new Error(r.error.message);
  return r.facelets;
}

describe('MoveFollower', () => {
  it('follows a scramble: half turns as two quarters, a wrong turn and the way back, the end', async () => {
    expect(await follower.start(SOLVED3, "R U2 F'")).toEqual({ kind: 'on', done: 0, total: 3, next: 'R' });
    let s = await turn(SOLVED3, 'R');
    expect(await follower.turn('R', s)).toEqual({ kind: 'on', done: 1, total: 3, next: 'U2' });
    s = await turn(s, "U'");
    expect(await follower.turn("U'", s)).toEqual({ kind: 'half', done: 1, total: 3, next: 'U2' });
    s = await turn(s, "U'");
    expect(await follower.turn("U'", s)).toEqual({ kind: 'on', done: 2, total: 3, next: "F'" });
    // Wrong: F instead of F'; then L on top of it.
    s = await turn(s, 'F');
    expect(await follower.turn('F', s)).toEqual({ kind: 'off', done: 2, total: 3, wayBack: "F'", wrong: 1 });
    s = await turn(s, 'L');
    expect(await follower.turn('L', s)).toEqual({ kind: 'off', done: 2, total: 3, wayBack: "L' F'", wrong: 1 });
    s = await turn(s, "L'");
    expect(await follower.turn("L'", s)).toEqual({ kind: 'off', done: 2, total: 3, wayBack: "F'", wrong: 1 });
    s = await turn(s, "F'");
    expect(await follower.turn("F'", s)).toEqual({ kind: 'on', done: 2, total: 3, next: "F'" });
    // A second wrong turn is counted.
    s = await turn(s, 'D');
    expect((await follower.turn('D', s)).kind).toBe('off');
    s = await turn(s, "D'");
    await follower.turn("D'", s);
    s = await turn(s, "F'");
    expect(await follower.turn("F'", s)).toEqual({ kind: 'on', done: 3, total: 3, next: null });
  });

  it('refuses moves it cannot read, naming them', async () => {
    await expect(follower.start(SOLVED3, 'R X')).rejects.toThrow(/X/);
  });
});
