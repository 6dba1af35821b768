// The smart cube's guided solve (web/app/guided-solve.ts) with a fake cube: its state
// kept by the core's Node build, a planner that solves by undoing every turn made since
// solved (the core inverts and simplifies them), and the real MoveFollower judging the
// turns: the next move, a half turn in two quarters, one wrong turn and the way back (no
// replan), two wrong turns and a replan from the live state, then solved. Also the
// recording's times in a link (record-link.ts) and as the reconstruction's track.
import type { Remote } from 'comlink';
import { beforeAll, describe, expect, it } from 'vitest';
import { GuidedSolve, type GuideStep } from '../../web/app/guided-solve';
import { MoveFollower } from '../../web/app/move-follower';
import { SolveRecorder, timedTrack } from '../../web/app/solve-record';
import { playedAlg } from '../../web/player/played';
import { decodeTimes, encodeTimes } from '../../web/share/record-link';
import { decodeShare, encodeShare } from '../../web/share/share';
import type { CoreApi } from '../../web/worker/api';
import { createCoreOver, type SyncCore } from '../../web/worker/core';
import { nodeCore, nodeModule, SOLVED3 } from './builds';

let core: CoreApi;
let sync: SyncCore;
beforeAll(async () => {
  core = createCoreOver(nodeModule);
  sync = await nodeCore();
});

/** A cube in the hands: every turn made on it since solved, its state by the core. */
class FakeCube {
  made: string[] = [];
  facelets = SOLVED3;
  turn(move: string): string {
    const r = sync.playAlg('3x3x3', move, this.facelets);
    if (!r.ok) throw new Error(r.error.message);
    this.made.push(move);
    this.facelets = r.facelets;
    return r.facelets;
  }
}

function guideFor(cube: FakeCube) {
  const planned: string[] = [];
  const plan = async (facelets: string) => {
    expect(facelets).toBe(cube.facelets); // always from the live state
    const back = await core.invertAlg(cube.made.join(' '));
    const simple = back.ok ? await core.simplifyAlg(back.alg) : back;
    if (!simple.ok) return null;
    planned.push(simple.alg);
    return simple.alg;
  };
  const guide = new GuidedSolve(new MoveFollower(() => core as unknown as Remote<CoreApi>), plan);
  return { guide, planned };
}

/** Makes `moves` on the cube (R2 as two quarters), each judged by the guide; the last step. */
async function make(cube: FakeCube, guide: GuidedSolve, moves: string): Promise<GuideStep> {
  let step: GuideStep | null = null;
  for (const m of moves.split(' ')) {
    const quarters = m.endsWith('2') ? [m[0], m[0]] : [m];
    for (const q of quarters) step = await guide.turn(q, cube.turn(q));
  }
  return step as GuideStep;
}

describe('GuidedSolve', () => {
  it('guides to solved: half turns, one wrong turn undone, two wrong turns replan from the live state', async () => {
    const cube = new FakeCube();
    for (const m of "R U2 F' L D'".split(' ')) cube.turn(m);
    const { guide, planned } = guideFor(cube);
    const first = await guide.start(cube.facelets);
    expect(first).toEqual({ kind: 'on', done: 0, total: 5, next: 'D', planned: true });
    expect(planned).toEqual(["D L' F U2 R'"]);
    expect(guide.active).toBe(true);

    expect(await make(cube, guide, 'D')).toMatchObject({ kind: 'on', done: 1, next: "L'", planned: false });
    // One wrong turn: the way back; undone, back on the solution (no replan).
    expect(await guide.turn('B', cube.turn('B'))).toMatchObject({ kind: 'off', wayBack: "B'", wrong: 1 });
    expect(await guide.turn("B'", cube.turn("B'"))).toMatchObject({ kind: 'on', done: 1, next: "L'" });
    expect(await make(cube, guide, "L' F")).toMatchObject({ kind: 'on', done: 3, next: 'U2' });
    // A half turn made as two quarters: half, then on.
    expect(await guide.turn('U', cube.turn('U'))).toMatchObject({ kind: 'half', next: 'U2' });
    expect(await guide.turn('U', cube.turn('U'))).toMatchObject({ kind: 'on', done: 4, next: "R'" });
    // Two wrong turns: planned again from the cube as it is.
    expect(await guide.turn('F', cube.turn('F'))).toMatchObject({ kind: 'off', wayBack: "F'" });
    const again = await guide.turn('D', cube.turn('D'));
    expect(again).toMatchObject({ kind: 'on', done: 0, planned: true });
    expect(planned).toHaveLength(2);
    const solution = planned[1];
    if (again.kind !== 'on') throw new Error('not on');
    expect(again.next).toBe(solution.split(' ')[0]);
    const end = await make(cube, guide, solution);
    expect(end).toMatchObject({ kind: 'on', next: null });
    expect(cube.facelets).toBe(SOLVED3);
    expect(guide.active).toBe(false);
  });

  it('a wrong turn undone step by step is one wrong turn, not two', async () => {
    const cube = new FakeCube();
    for (const m of "R U F'".split(' ')) cube.turn(m);
    const { guide, planned } = guideFor(cube);
    await guide.start(cube.facelets);
    expect(await guide.turn('L', cube.turn('L'))).toMatchObject({ kind: 'off', wayBack: "L'" });
    // L then L again is further off (way back L2: two wrong turns) -> replan; L' undoes.
    expect(await guide.turn("L'", cube.turn("L'"))).toMatchObject({ kind: 'on', done: 0 });
    expect(await guide.turn('B', cube.turn('B'))).toMatchObject({ kind: 'off', wayBack: "B'" });
    expect(await guide.turn("B'", cube.turn("B'"))).toMatchObject({ kind: 'on', done: 0 });
    expect(planned).toHaveLength(1);
    expect(await guide.turn('L', cube.turn('L'))).toMatchObject({ kind: 'off' });
    expect(await guide.turn('L', cube.turn('L'))).toMatchObject({ kind: 'on', planned: true });
    expect(planned).toHaveLength(2);
  });

  it('says when no solution came', async () => {
    const guide = new GuidedSolve(new MoveFollower(() => core as unknown as Remote<CoreApi>), async () => null);
    expect(await guide.start(SOLVED3)).toEqual({ kind: 'no-plan', planned: false });
    expect(guide.active).toBe(false);
  });
});

describe('Record', () => {
  it('records moves with their times from the first turn, as a track and a link that reads back', async () => {
    const rec = new SolveRecorder();
    expect(rec.stop()).toBeNull();
    rec.start(SOLVED3);
    const made: [string, number][] = [
      ['R', 1000.4],
      ['U', 1180],
      ["R'", 1275.6],
      ["U'", 1500],
    ];
    for (const [m, t] of made) rec.turn(m, t);
    const r = rec.stop();
    expect(r).toEqual({ start: SOLVED3, moves: ['R', 'U', "R'", "U'"], times: [0, 180, 275, 500] });
    if (!r) return;
    const played = sync.playAlg('3x3x3', r.moves.join(' '), r.start);
    if (!played.ok) throw new Error(played.error.message);
    const track = timedTrack({ kind: 'solution', title: 'x', start: r.start, result: playedAlg(played) }, r.times);
    expect(track?.title).toBe('Reconstruction · 0.50 s');
    expect(track?.result.step(2)).toMatchObject({ name: "R'", text: 'at 0.28 s' });
    expect(timedTrack({ kind: 'solution', title: 'x', start: r.start, result: playedAlg(played) }, [0, 1])).toBeNull();

    const value = encodeTimes(r.times);
    expect(value).toBe('0,180,95,225');
    const link = encodeShare({ puzzle: '3x3x3', alg: "R U R' U'", times: value });
    expect(link).toContain('times=0%2C180%2C95%2C225');
    const back = decodeShare(link);
    expect(back.params).toMatchObject({ alg: "R U R' U'", times: value });
    expect(decodeTimes(back.params.times as string)).toEqual({ times: [0, 180, 275, 500] });
  });

  it('old links (no times) open as before; bad times are refused with a reason', () => {
    expect(decodeShare('?puzzle=3x3x3&alg=R+U').params).toEqual({ puzzle: '3x3x3', alg: 'R U' });
    const bad = decodeShare('?alg=R+U&times=0,x');
    expect(bad.params.times).toBeUndefined();
    expect(bad.warnings[0]).toMatch(/times/);
    expect(decodeTimes('0,12a')).toEqual({ error: expect.stringMatching(/time 2/) });
  });
});
