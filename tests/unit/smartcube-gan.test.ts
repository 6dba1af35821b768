// GAN Gen2, Gen3 and Gen4 decoders against byte streams the tests make themselves
// (smartcube-encode.ts: node:crypto's AES, the tests' own bit packing): 20 turns live,
// the states and battery, lost packets recovered (Gen2 from the 7 moves each packet
// repeats; Gen3/4 by asking the cube's history), a state that disagrees resynced, a
// wrong MAC refused, a corrupted packet refused. Also the core's faceletsOfCubies
// against gan-web-bluetooth's published example.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SmartCubeCore } from '../../web/smartcube/core-port';
import { GanGen2Decoder } from '../../web/smartcube/gan-gen2';
import { GanGen3Decoder } from '../../web/smartcube/gan-gen3';
import { GanGen4Decoder } from '../../web/smartcube/gan-gen4';
import { SOLVED3 } from './builds';
import { harness, macOf, randomTurns, stateAfter, testCore } from './smartcube-encode';
import { FakeGan } from './smartcube-fakes';

const MAC = 'AB:12:CD:34:EF:56';
const WRONG = 'AB:12:CD:34:EF:57';
const mac = Uint8Array.from(macOf(MAC));

let core: SmartCubeCore;
beforeAll(async () => {
  core = await testCore();
});

const decoders = {
  2: (m = mac) => new GanGen2Decoder(m),
  3: (m = mac) => new GanGen3Decoder(m),
  4: (m = mac) => new GanGen4Decoder(m),
};

describe('faceletsOfCubies (the core)', () => {
  it("reads gan-web-bluetooth's published F R example to the core's own F R", async () => {
    // gan-web-bluetooth src/utils.ts, toKociembaFacelets: "state after F R moves made".
    const v = await core.faceletsOfCubies({
      cp: [0, 5, 2, 1, 7, 4, 6, 3],
      co: [1, 2, 0, 2, 1, 1, 0, 2],
      ep: [1, 9, 2, 3, 11, 8, 6, 7, 4, 5, 10, 0],
      eo: [1, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0],
    });
    expect(v.ok).toBe(true);
    expect(v.facelets).toBe('UUFUUFLLFUUURRRRRRFFRFFDFFDRRBDDBDDBLLDLLDLLDLBBUBBUBB');
    expect(v.facelets).toBe(await stateAfter('F R'));
  });

  it('refuses arrays that are not a state, naming what is wrong', async () => {
    const solved = {
      cp: [0, 1, 2, 3, 4, 5, 6, 7],
      co: [0, 0, 0, 0, 0, 0, 0, 0],
      ep: [...Array(12).keys()],
      eo: Array(12).fill(0),
    };
    expect((await core.faceletsOfCubies(solved)).facelets).toBe(SOLVED3);
    const twisted = await core.faceletsOfCubies({ ...solved, co: [1, 0, 0, 0, 0, 0, 0, 0] });
    expect(twisted.ok).toBe(false);
    expect(twisted.problems[0].message).toMatch(/twist|corner/i);
    const short = await core.faceletsOfCubies({ ...solved, cp: [0, 1, 2] });
    expect(short.ok).toBe(false);
    expect(short.problems[0].message).toMatch(/cp must be an array of 8 numbers/);
    const range = await core.faceletsOfCubies({ ...solved, ep: [12, ...solved.ep.slice(1)] });
    expect(range.problems[0].message).toMatch(/edge position 0 holds piece 12/);
    const tables = await core.faceletsOfCubies({ ...solved, corners: Array(8).fill([4, 0, 1]) });
    expect(tables.problems[0].message).toMatch(/sticker 4, a centre/);
  });
});

describe.each([2, 3, 4] as const)('GAN Gen%i', (gen) => {
  it('starts from the reported state, follows 20 turns with their times, reads the battery', async () => {
    const start = await stateAfter("R U R' U' F2 D L2");
    const cube = new FakeGan(core, gen, start);
    const h = harness(decoders[gen](), core, cube.respond);
    await h.start();
    expect(h.log.states).toEqual([{ facelets: start, reason: 'initial' }]);
    const turns = randomTurns(20, gen);
    for (const t of turns) {
      h.wait(120);
      await h.feed(await cube.turn(t));
    }
    expect(h.log.moves.map((m) => m.move)).toEqual(turns);
    expect(h.log.moves.at(-1)?.facelets).toBe(cube.facelets);
    expect(h.log.moves.at(-1)?.facelets).toBe(await core.play(start, turns.join(' ')));
    // The cube's clock (120 ms a turn) fitted to the page's: evenly spaced, never later than arrival.
    const gaps = h.log.moves.slice(1).map((m, i) => m.timestamp - h.log.moves[i].timestamp);
    for (const g of gaps.slice(2)) expect(g).toBeCloseTo(120, 0);
    await h.feed(cube.battery(64));
    expect(h.log.battery.at(-1)).toBe(64);
    // A state report that agrees: no resync.
    await h.feed(cube.state());
    expect(h.log.states.filter((s) => s.reason === 'resync')).toEqual([]);
  });

  it('names the model when asked', async () => {
    const cube = new FakeGan(core, gen, SOLVED3);
    const decoder = decoders[gen]();
    const h = harness(decoder, core, cube.respond);
    await h.feed(...decoder.requestInfo().flatMap(cube.respond));
    expect(h.log.models).toEqual([{ 2: 'GAN356i3', 3: 'GANic', 4: 'GAN12uiM' }[gen]]);
  });

  it('recovers turns whose packets were lost', async () => {
    const cube = new FakeGan(core, gen, SOLVED3);
    const h = harness(decoders[gen](), core, cube.respond);
    await h.start();
    const turns = randomTurns(12, 40 + gen);
    for (const [i, t] of turns.entries()) {
      const packet = await cube.turn(t);
      if (i === 4 || i === 5 || i === 9) continue; // lost on the air
      await h.feed(packet);
    }
    expect(h.log.moves.map((m) => m.move)).toEqual(turns);
    expect(h.log.moves.filter((m) => m.recovered).length).toBeGreaterThan(0);
    expect(h.log.moves.at(-1)?.facelets).toBe(cube.facelets);
    if (gen !== 2) expect(h.log.written.length).toBeGreaterThan(1); // history asked
  });

  it.skipIf(gen === 2)('recovers the last turns from the history when only a state report tells of them', async () => {
    const cube = new FakeGan(core, gen, SOLVED3);
    const h = harness(decoders[gen](), core, cube.respond);
    await h.start();
    await h.feed(await cube.turn('R'));
    await cube.turn('U'); // lost
    await cube.turn("F'"); // lost
    h.wait(3000);
    await h.feed(cube.state()); // the idle read: counter 3, ours 1
    expect(h.log.moves.map((m) => m.move)).toEqual(['R', 'U', "F'"]);
    expect(h.log.moves.at(-1)?.facelets).toBe(cube.facelets);
    expect(h.log.states.filter((s) => s.reason === 'resync')).toEqual([]);
  });

  it('resyncs when the reported state is not the one followed', async () => {
    const cube = new FakeGan(core, gen, SOLVED3);
    const h = harness(decoders[gen](), core, cube.respond);
    await h.start();
    await h.feed(await cube.turn('R'));
    // The cube is turned where nobody hears it (and its counter with it, for Gen3/4 a history the fake has lost).
    cube.facelets = await core.play(cube.facelets, 'U2');
    h.wait(5000);
    await h.feed(cube.state());
    expect(h.log.states.at(-1)).toEqual({ facelets: cube.facelets, reason: 'resync' });
  });

  it('refuses packets under a wrong MAC and a corrupted state', async () => {
    const cube = new FakeGan(core, gen, await stateAfter('F'));
    const wrong = harness(decoders[gen](Uint8Array.from(macOf(WRONG))), core);
    await wrong.feed(cube.state(), await cube.turn('R'), cube.state(), await cube.turn('U'), cube.state());
    expect(wrong.log.states).toEqual([]);
    expect(wrong.session.refusedBeforeState).toBeGreaterThanOrEqual(3);

    const right = harness(decoders[gen](), core);
    const bad = cube.state();
    bad[7] ^= 0x5a; // a corrupted byte garbles its AES block
    await right.feed(bad);
    expect(right.log.states).toEqual([]);
    expect(right.log.refused.length).toBe(1);
    await right.feed(cube.state().subarray(0, 12));
    expect(right.log.refused.at(-1)).toMatch(/bytes/);
    await right.feed(cube.state());
    expect(right.log.states).toEqual([{ facelets: cube.facelets, reason: 'initial' }]);
  });
});
