// GoCube / Rubik's Connected and Giiker / Mi decoders against byte streams the tests make
// themselves (smartcube-encode.ts): 20 turns live, the state and battery, a lost packet
// (GoCube: no counter, the next state read resyncs; Giiker: found again from the 4
// recent moves every packet carries), a corrupted packet refused; Giiker's battery asked
// on its command service through connectSmartCube and a fake Web Bluetooth device.
import { beforeAll, describe, expect, it } from 'vitest';
import { connectSmartCube } from '../../web/smartcube/connect';
import type { SmartCubeCore } from '../../web/smartcube/core-port';
import { GiikerDecoder } from '../../web/smartcube/giiker';
import { GoCubeDecoder } from '../../web/smartcube/gocube';
import { SOLVED3 } from './builds';
import { FakeDevice } from './smartcube-bluetooth';
import { cubiesOf, harness, randomTurns, stateAfter, testCore } from './smartcube-encode';

let core: SmartCubeCore;
beforeAll(async () => {
  core = await testCore();
});

// ---- GoCube (csTimer src/js/hardware/gocube.js) -----------------------------------------

function frame(type: number, payload: number[]): Uint8Array {
  const head = [0x2a, payload.length + 4, type, ...payload];
  const sum = head.reduce((s, b) => s + b, 0) & 0xff;
  return Uint8Array.from([...head, sum, 0x0d, 0x0a]);
}

class FakeGoCube {
  constructor(public facelets: string) {}
  async turn(m: string): Promise<Uint8Array> {
    this.facelets = await core.play(this.facelets, m);
    return frame(1, ['BFUDRL'.indexOf(m[0]) * 2 + (m.endsWith("'") ? 1 : 0), 0]);
  }
  state(): Uint8Array {
    // Faces in the frame's order B F U D R L, each its centre then 8 stickers around it.
    const order = [5, 2, 0, 3, 1, 4];
    const around = [0, 1, 2, 5, 8, 7, 6, 3];
    const offset = [0, 0, 6, 2, 0, 0];
    const payload: number[] = [];
    for (let a = 0; a < 6; a++) {
      const base = order[a] * 9;
      payload.push('BFUDRL'.indexOf(this.facelets[base + 4]));
      for (let i = 0; i < 8; i++) payload.push('BFUDRL'.indexOf(this.facelets[base + around[(i + offset[a]) % 8]]));
    }
    return frame(2, payload);
  }
  respond = (w: Uint8Array): Uint8Array[] => (w[0] === 51 ? [this.state()] : w[0] === 50 ? [frame(5, [93])] : []);
}

describe('GoCube', () => {
  it('reads the state, follows 20 turns, reads the battery', async () => {
    const start = await stateAfter("D' B2 L F");
    const cube = new FakeGoCube(start);
    const h = harness(new GoCubeDecoder(), core, cube.respond);
    await h.start();
    expect(h.log.states).toEqual([{ facelets: start, reason: 'initial' }]);
    const turns = randomTurns(20, 3);
    for (const t of turns) await h.feed(await cube.turn(t));
    expect(h.log.moves.map((m) => m.move)).toEqual(turns);
    expect(h.log.moves.at(-1)?.facelets).toBe(cube.facelets);
    await h.feed(...cube.respond(Uint8Array.of(50)));
    expect(h.log.battery).toEqual([93]);
  });

  it('resyncs from the next state read after a lost move frame', async () => {
    const cube = new FakeGoCube(SOLVED3);
    const h = harness(new GoCubeDecoder(), core, cube.respond);
    await h.start();
    await h.feed(await cube.turn('R'));
    await cube.turn('U'); // lost
    await h.feed(await cube.turn('F'));
    expect(h.log.moves.at(-1)?.facelets).not.toBe(cube.facelets);
    await h.feed(cube.state()); // the idle read
    expect(h.log.states.at(-1)).toEqual({ facelets: cube.facelets, reason: 'resync' });
  });

  it('refuses a frame whose checksum, length or framing is wrong', async () => {
    const h = harness(new GoCubeDecoder(), core);
    const f = frame(1, [4, 0]);
    const sum = f.slice();
    sum[3] = 6;
    const len = f.slice();
    len[1] = 9;
    await h.feed(sum, len, f.subarray(0, 6));
    expect(h.log.refused).toEqual([
      'a checksum that does not match',
      'a length byte of 9 in a frame of 8 bytes',
      'a frame not framed by 0x2A ... 0x0D 0x0A',
    ]);
  });
});

// ---- Giiker (csTimer src/js/hardware/giikercube.js) ------------------------------------

// Giiker's positions, as the protocol describes them: corners FRD FUR FLU FDL BDR BRU
// BUL BLD and edges FD FR FU FL DR UR UL DL BD BR BU BL, each named from the sticker it
// counts from. The tests find the stickers by where they sit on the URFDLB net (each
// face's rows and columns run between two neighbours), not from a table of indices.
const NET: Record<string, { at: number; rows: string; cols: string }> = {
  U: { at: 0, rows: 'BF', cols: 'LR' },
  R: { at: 9, rows: 'UD', cols: 'FB' },
  F: { at: 18, rows: 'UD', cols: 'LR' },
  D: { at: 27, rows: 'FB', cols: 'LR' },
  L: { at: 36, rows: 'UD', cols: 'BF' },
  B: { at: 45, rows: 'UD', cols: 'RL' },
};

/** The sticker of face `face` on the piece that also touches `others` (1 or 2 faces). */
function stickerOf(face: string, others: string): number {
  const { at, rows, cols } = NET[face];
  const line = (ends: string) => {
    const near = [...others].find((f) => ends.includes(f));
    return near === undefined ? 1 : ends.indexOf(near) * 2;
  };
  return at + 3 * line(rows) + line(cols);
}

const piecesOf = (names: string) =>
  names.split(' ').map((n) => [...n].map((face, i) => stickerOf(face, n.slice(0, i) + n.slice(i + 1))));
const GIIKER_CORNERS = piecesOf('FRD FUR FLU FDL BDR BRU BUL BLD');
const GIIKER_EDGES = piecesOf('FD FR FU FL DR UR UL DL BD BR BU BL');
/** Giiker's corner twist: turns clockwise on FUR, FDL, BDR and BUL, anticlockwise on the others. */
const CLOCKWISE = new Set(['FUR', 'FDL', 'BDR', 'BUL']);
const giikerTwist = (position: number, twist: number) =>
  CLOCKWISE.has('FRD FUR FLU FDL BDR BRU BUL BLD'.split(' ')[position]) ? twist : (3 - twist) % 3;
const KEY = [
  176, 81, 104, 224, 86, 137, 237, 119, 38, 26, 193, 161, 210, 126, 150, 81, 93, 13, 236, 249, 89, 235, 88, 24, 113, 81,
  214, 131, 130, 199, 2, 169, 39, 165, 171, 41,
];

function giikerPacket(facelets: string, recent: string[], mask?: number): Uint8Array {
  const c = cubiesOf(facelets, GIIKER_CORNERS, GIIKER_EDGES);
  const nib: number[] = [];
  for (let i = 0; i < 8; i++) nib.push(c.cp[i] + 1);
  for (let i = 0; i < 8; i++) nib.push(giikerTwist(i, c.co[i]) || 3);
  for (let i = 0; i < 12; i++) nib.push(c.ep[i] + 1);
  for (let k = 0; k < 3; k++) nib.push(c.eo.slice(4 * k, 4 * k + 4).reduce((v, b) => v * 2 + b, 0));
  nib.push(0);
  const last4 = recent.slice(-4).reverse();
  for (let i = 0; i < 4; i++) {
    const m = last4[i] ?? 'B';
    nib.push('BDLURF'.indexOf(m[0]) + 1, m.endsWith("'") ? 3 : m.endsWith('2') ? 2 : 1);
  }
  const raw = new Uint8Array(20);
  for (let i = 0; i < 40; i++) raw[i >> 1] |= nib[i] << (i & 1 ? 0 : 4);
  if (mask !== undefined) {
    raw[18] = 0xa7;
    raw[19] = mask;
    for (let i = 0; i < 18; i++) raw[i] = (raw[i] - KEY[i + (mask >> 4)] - KEY[i + (mask & 15)]) & 0xff;
  }
  return raw;
}

describe('Giiker', () => {
  it('reads the widely published solved packet (12345678 33333333 123456789ABC ...)', async () => {
    const raw = Uint8Array.from(Buffer.from('1234567833333333123456789abc0000' + '41414141', 'hex'));
    const h = harness(new GiikerDecoder(), core);
    await h.feed(raw);
    expect(h.log.states).toEqual([{ facelets: SOLVED3, reason: 'initial' }]);
  });

  it.each([
    ['plain', undefined],
    ['masked (0xA7)', 0x3c],
  ])('%s: follows 20 turns and finds a lost one from the recent moves', async (_, mask) => {
    const start = await stateAfter("R' D2 F");
    const h = harness(new GiikerDecoder(), core);
    await h.feed(giikerPacket(start, ['R', 'U', 'R', 'U'], mask));
    expect(h.log.states).toEqual([{ facelets: start, reason: 'initial' }]);
    const turns = randomTurns(20, 5, true);
    let facelets = start;
    for (const [i, t] of turns.entries()) {
      facelets = await core.play(facelets, t);
      if (i === 8) continue; // lost
      await h.feed(giikerPacket(facelets, turns.slice(0, i + 1), mask));
    }
    expect(h.log.moves.map((m) => m.move)).toEqual(turns);
    expect(h.log.moves.at(-1)?.facelets).toBe(facelets);
    expect(h.log.states.filter((s) => s.reason === 'resync')).toEqual([]);
  });

  it('refuses a corrupted packet (two corners the same piece)', async () => {
    const h = harness(new GiikerDecoder(), core);
    const raw = giikerPacket(SOLVED3, []);
    raw[0] = 0x11;
    await h.feed(raw);
    expect(h.log.states).toEqual([]);
    expect(h.log.refused[0]).toMatch(/not one/);
  });
});

describe('Giiker battery', () => {
  // csTimer giikercube.js: service aaaa, 0xB5 written to aaac, the answer on aaab.
  const SERVICES = ['0000aadb', '0000aadc', '0000aaaa', '0000aaab', '0000aaac'].map(
    (u) => `${u}-0000-1000-8000-00805f9b34fb`,
  );

  /** A Giiker whose state is read and whose command service answers 0xB5 with its level. */
  function fakeGiiker(facelets: string, level: number, charging = false) {
    const cube = {
      facelets,
      asked: 0,
      respond: (w: Uint8Array): Uint8Array[] => {
        if (w.length === 0) return [giikerPacket(cube.facelets, [])];
        if (w[0] !== 0xb5) return [];
        cube.asked++;
        return [Uint8Array.of(0xb5, level, charging ? 2 : 3, 0, 0, 0)];
      },
    };
    const device = new FakeDevice('gi-1', 'GiC12345', SERVICES[0], SERVICES[1], undefined, cube);
    device.addService(SERVICES[2], SERVICES[3], SERVICES[4]);
    return { cube, device };
  }

  it('asks the level on connecting and shows it; the state still follows', async () => {
    const start = await stateAfter("U R2 F'");
    const { cube, device } = fakeGiiker(start, 64);
    const smart = await connectSmartCube({ core, device });
    expect(smart.facelets).toBe(start);
    for (let i = 0; i < 100 && smart.battery === undefined; i++) await new Promise((r) => setTimeout(r, 5));
    expect(smart.battery).toBe(64);
    expect(cube.asked).toBe(1);
    expect(device.characteristics.get(SERVICES[4])?.writes).toEqual([Uint8Array.of(0xb5)]);
    const moved = new Promise<string>((resolve) =>
      smart.addEventListener('move', (e) => resolve((e as CustomEvent).detail.move)),
    );
    cube.facelets = await core.play(start, 'L');
    device.notify(giikerPacket(cube.facelets, ['L']));
    expect(await moved).toBe('L');
    smart.disconnect();
  });

  it('a charging cube that says more than 100% shows 100%; an answer to another command is refused', () => {
    const d = new GiikerDecoder();
    expect(d.decodeReply(Uint8Array.of(0xb5, 104, 2))).toEqual([{ type: 'battery', level: 100 }]);
    expect(d.decodeReply(Uint8Array.of(0xb7, 12))).toEqual({ refused: expect.stringMatching(/not the battery/) });
  });
});
