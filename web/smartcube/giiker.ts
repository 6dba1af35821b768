// Giiker and Xiaomi Mi Smart cubes: every 20-byte packet is the whole state (cubies in
// Giiker's own numbering, 4 bits a value) and the last 4 moves; newer firmware hides it
// under a byte-wise additive key (byte 18 = 0xA7). The session finds how many of the 4
// moves are new by playing them through the core (session.ts). The battery is a command
// on a second service: byte 0xB5 written, answered with 0xB5, the level in percent, the
// charging state. Layout, key and command from csTimer (src/js/hardware/giikercube.js)
// and cubing.js (src/cubing/bluetooth/smart-puzzle/giiker.ts); the code is ours.
import type { CubeMove, Decoded, Decoder, Protocol } from './protocol';

const KEY = [
  176, 81, 104, 224, 86, 137, 237, 119, 38, 26, 193, 161, 210, 126, 150, 81, 93, 13, 236, 249, 89, 235, 88, 24, 113, 81,
  214, 131, 130, 199, 2, 169, 39, 165, 171, 41,
];

/** Giiker's positions as stickers (facelet indices), the first the one twists count from. */
export const GIIKER_CORNERS = [
  [26, 15, 29],
  [20, 8, 9],
  [18, 38, 6],
  [24, 27, 44],
  [51, 35, 17],
  [45, 11, 2],
  [47, 0, 36],
  [53, 42, 33],
];
export const GIIKER_EDGES = [
  [25, 28],
  [23, 12],
  [19, 7],
  [21, 41],
  [32, 16],
  [5, 10],
  [3, 37],
  [30, 43],
  [52, 34],
  [48, 14],
  [46, 1],
  [50, 39],
];
/** The command that asks the battery level (and starts its answer). */
const BATTERY = 0xb5;

/** Giiker counts twists one way on half the corners and the other way on the rest. */
const TWIST_SIGN = [-1, 1, -1, 1, 1, -1, 1, -1];

/** Undoes the additive key: byte i plus key[i + k1] plus key[i + k2] (k1, k2 the nibbles of byte 19). */
export function giikerUnmask(raw: Uint8Array): Uint8Array {
  if (raw[18] !== 0xa7) return raw;
  const k1 = raw[19] >> 4;
  const k2 = raw[19] & 0xf;
  const out = raw.slice(0, 18);
  for (let i = 0; i < 18; i++) out[i] = (raw[i] + KEY[i + k1] + KEY[i + k2]) & 0xff;
  return out;
}

export class GiikerDecoder implements Decoder {
  decode(packet: Uint8Array): Decoded {
    if (packet.length !== 20) return { refused: `a packet of ${packet.length} bytes, not 20` };
    const raw = giikerUnmask(packet);
    const nib = (i: number) => (raw[i >> 1] >> (i & 1 ? 0 : 4)) & 0xf;
    const cp: number[] = [];
    const co: number[] = [];
    for (let i = 0; i < 8; i++) {
      const p = nib(i);
      const t = nib(8 + i);
      if (p < 1 || p > 8 || t < 1 || t > 3) return { refused: `corner ${i} reads piece ${p} twist ${t}` };
      cp.push(p - 1);
      co.push((3 + t * TWIST_SIGN[i]) % 3);
    }
    const ep: number[] = [];
    const eo: number[] = [];
    for (let i = 0; i < 12; i++) {
      const p = nib(16 + i);
      if (p < 1 || p > 12) return { refused: `edge ${i} reads piece ${p}` };
      ep.push(p - 1);
      eo.push((nib(28 + (i >> 2)) >> (3 - (i & 3))) & 1);
    }
    // The last 4 moves, newest first: face 1..6 (B D L U R F), turn 1 (CW), 2 (half), 3 (CCW), 9 (half).
    const recent: CubeMove[] = [];
    for (let i = 0; i < 4; i++) {
      const f = nib(32 + 2 * i);
      const t = nib(33 + 2 * i);
      if (f < 1 || f > 6 || ![1, 2, 3, 9].includes(t)) break;
      recent.unshift({ move: 'BDLURF'[f - 1] + ['', '2', "'", '', '', '', '', '', '2'][t - 1] });
    }
    return [{ type: 'cubies', cubies: { cp, co, ep, eo, corners: GIIKER_CORNERS, edges: GIIKER_EDGES }, recent }];
  }

  requestState(): Uint8Array[] {
    return []; // read, not asked (Protocol.readsState)
  }
  requestBattery(): Uint8Array[] {
    return [Uint8Array.of(BATTERY)];
  }

  /** The command service's answer: [0xB5, level, charging state]; a charging cube may say more than 100. */
  decodeReply(packet: Uint8Array): Decoded {
    if (packet.length < 2 || packet[0] !== BATTERY)
      return { refused: `a command answer starting ${packet[0]}, not the battery's 0xB5` };
    return [{ type: 'battery', level: Math.min(100, packet[1]) }];
  }
}

export const giiker: Protocol = {
  label: 'Giiker',
  namePrefixes: ['Gi', 'Mi Smart Magic Cube', 'Hi-'],
  service: '0000aadb-0000-1000-8000-00805f9b34fb',
  notify: '0000aadc-0000-1000-8000-00805f9b34fb',
  commands: {
    service: '0000aaaa-0000-1000-8000-00805f9b34fb',
    write: '0000aaac-0000-1000-8000-00805f9b34fb',
    notify: '0000aaab-0000-1000-8000-00805f9b34fb',
  },
  needsMac: false,
  readsState: true,
  create: () => new GiikerDecoder(),
};
