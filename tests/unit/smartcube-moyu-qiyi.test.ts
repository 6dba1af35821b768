// MoYu32 and QiYi decoders against byte streams the tests make themselves
// (smartcube-encode.ts): 20 turns live, states and battery, lost packets recovered from
// the moves each packet repeats, a wrong MAC (MoYu32: refused packets; QiYi: the cube
// stays silent to a hello with the wrong address), a corrupted packet refused.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SmartCubeCore } from '../../web/smartcube/core-port';
import { MoYu32Decoder, moyu32 } from '../../web/smartcube/moyu32';
import { QiYiDecoder, qiyi } from '../../web/smartcube/qiyi';
import { SOLVED3 } from './builds';
import { ecbDecrypt, ecbEncrypt, harness, macOf, randomTurns, stateAfter, testCore } from './smartcube-encode';
import { crc, FakeMoYu, FakeQiYi, QIYI_KEY } from './smartcube-fakes';

let core: SmartCubeCore;
beforeAll(async () => {
  core = await testCore();
});

describe('MoYu32', () => {
  const MAC = 'CF:30:16:00:12:34';
  it('derives the MAC from the name as the factory does', () => {
    expect(moyu32.macFromName?.('WCU_MY32_1234')).toBe(MAC);
    expect(moyu32.macFromName?.('WCU_MY32_12G4')).toBeNull();
  });

  it('follows 20 turns from the reported state, reads the battery, recovers lost packets', async () => {
    const start = await stateAfter("L2 B' R D2");
    const cube = new FakeMoYu(core, start, MAC);
    const h = harness(new MoYu32Decoder(Uint8Array.from(macOf(MAC))), core);
    await h.feed(cube.state(), cube.battery(81));
    expect(h.log.states).toEqual([{ facelets: start, reason: 'initial' }]);
    expect(h.log.battery).toEqual([81]);
    const turns = randomTurns(20, 7);
    for (const [i, t] of turns.entries()) {
      const p = await cube.turn(t);
      if (i === 6 || i === 7 || i === 8) continue; // lost
      await h.feed(p);
    }
    expect(h.log.moves.map((m) => m.move)).toEqual(turns);
    expect(h.log.moves.filter((m) => m.recovered).map((m) => m.move)).toEqual(turns.slice(6, 9));
    expect(h.log.moves.at(-1)?.facelets).toBe(cube.facelets);
  });

  it('refuses packets under a wrong MAC, and a corrupted one', async () => {
    const cube = new FakeMoYu(core, SOLVED3, MAC);
    const wrong = harness(new MoYu32Decoder(Uint8Array.from(macOf('CF:30:16:00:12:35'))), core);
    await wrong.feed(cube.state(), cube.battery(50), await cube.turn('R'), cube.state());
    expect(wrong.log.states).toEqual([]);
    expect(wrong.session.refusedBeforeState).toBeGreaterThanOrEqual(3);
    const right = harness(new MoYu32Decoder(Uint8Array.from(macOf(MAC))), core);
    const bad = cube.state();
    bad[2] ^= 0xff;
    await right.feed(bad);
    expect(right.log.states).toEqual([]);
    expect(right.log.refused).toHaveLength(1);
  });
});

describe('QiYi', () => {
  const MAC = 'CC:A3:00:00:AB:CD';
  it('derives the MAC from the name as the factory does', () => {
    expect(qiyi.macFromName?.('QY-QYSC-S-ABCD')).toBe(MAC);
    expect(qiyi.macFromName?.('XMD-TornadoV4-i-S-ABCD')).toBe(MAC);
  });

  it('is greeted with its MAC, follows 20 turns, recovers lost messages, acknowledges each', async () => {
    const start = await stateAfter("F' R2 U");
    const cube = new FakeQiYi(core, start, MAC);
    const h = harness(new QiYiDecoder(Uint8Array.from(macOf(MAC))), core, cube.respond);
    await h.start();
    expect(h.log.states).toEqual([{ facelets: start, reason: 'initial' }]);
    expect(h.log.battery).toEqual([66]);
    const turns = randomTurns(20, 11);
    for (const [i, t] of turns.entries()) {
      const p = await cube.turn(t);
      h.wait(100);
      if (i === 3 || i === 12 || i === 13) continue; // lost
      await h.feed(p);
    }
    expect(h.log.moves.map((m) => m.move)).toEqual(turns);
    expect(h.log.moves.at(-1)?.facelets).toBe(cube.facelets);
    expect(h.log.states.filter((s) => s.reason === 'resync')).toEqual([]);
    // Every state message acknowledged: opcode and time sent back.
    const acks = h.log.written.map((w) => ecbDecrypt(QIYI_KEY, w)).filter((m) => m[2] === 0x03);
    expect(acks).toHaveLength(17);
    // Timestamps from the cube's clock: 100 ms apart.
    const last = h.log.moves.slice(-3).map((m) => m.timestamp);
    expect(last[2] - last[1]).toBeCloseTo(100, 0);
  });

  it("reads the Cube Hello published in Flying-Toast/qiyi_smartcube_protocol's README (a real capture)", async () => {
    // fe 26 02 00 0e 2d aa, the solved state, 00 64, then the CRC (the README leaves it XX XX).
    const hex = 'fe2602000e2daa' + '3333333313111111114444444424222222220000000050555555550064';
    const body = [...Buffer.from(hex, 'hex')];
    const c = crc(body);
    const h = harness(new QiYiDecoder(Uint8Array.from(macOf(MAC))), core);
    await h.feed(ecbEncrypt(QIYI_KEY, Uint8Array.from([...body, c & 0xff, c >> 8])));
    expect(h.log.states).toEqual([{ facelets: SOLVED3, reason: 'initial' }]);
    expect(h.log.battery).toEqual([100]);
  });

  it('hears nothing after a hello with a wrong MAC; refuses a message whose CRC fails', async () => {
    const cube = new FakeQiYi(core, SOLVED3, MAC);
    const wrong = harness(new QiYiDecoder(Uint8Array.from(macOf('CC:A3:00:00:AB:CE'))), core, cube.respond);
    await wrong.start();
    expect(wrong.log.states).toEqual([]);
    const right = harness(new QiYiDecoder(Uint8Array.from(macOf(MAC))), core);
    const plain = ecbDecrypt(QIYI_KEY, cube.hello());
    plain[20] ^= 1;
    await right.feed(ecbEncrypt(QIYI_KEY, plain));
    expect(right.log.refused).toEqual(['a CRC that does not match']);
    expect(right.log.written).toEqual([]); // not acknowledged
    expect(right.log.states).toEqual([]);
  });
});
