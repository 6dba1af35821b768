// The tests' own encoders for the smart-cube protocols: byte streams for given moves and
// states, made independently of web/smartcube's decoders (AES from node:crypto, bit
// packing written afresh), from the protocol facts the decoders cite (csTimer,
// gan-web-bluetooth, cubing.js). Also a core port over the Node build.
import { createCipheriv, createDecipheriv } from 'node:crypto';
import type { SmartCubeCore } from '../../web/smartcube/core-port';
import type { Decoder } from '../../web/smartcube/protocol';
import { CubeSession, type SessionOutput } from '../../web/smartcube/session';
import { statesOf } from '../../web/worker/packed-moves';
import { KOCIEMBA_EDGES } from '../edges-oriented';
import { nodeCore } from './builds';

export async function testCore(): Promise<SmartCubeCore & { calls: number }> {
  const sync = await nodeCore();
  const port = {
    calls: 0,
    async play(facelets: string, moves: string) {
      port.calls++;
      const r = sync.playAlg('3x3x3', moves, facelets);
      if (!r.ok) throw new Error(r.error.message);
      return r.facelets;
    },
    async playEach(facelets: string, moves: string) {
      port.calls++;
      const r = sync.playAlg('3x3x3', moves, facelets);
      if (!r.ok) throw new Error(r.error.message);
      return statesOf(r.moves);
    },
    faceletsOfCubies: async (c: Parameters<SmartCubeCore['faceletsOfCubies']>[0]) => sync.faceletsOfCubies(c),
    validate: async (f: string) => sync.validate('3x3x3', f),
  };
  return port;
}

/** The state after `alg` from solved, by the core. */
export async function stateAfter(alg: string): Promise<string> {
  const r = (await nodeCore()).playAlg('3x3x3', alg, '');
  if (!r.ok) throw new Error(r.error.message);
  return r.facelets;
}

// ---- bits -----------------------------------------------------------------------------

/** Writes fields most-significant bit first into `bytes` bytes. */
export class BitWriter {
  readonly out: Uint8Array;
  constructor(bytes: number) {
    this.out = new Uint8Array(bytes);
  }
  put(start: number, count: number, value: number): this {
    for (let i = 0; i < count; i++) {
      const bit = Math.floor(value / 2 ** (count - 1 - i)) % 2;
      const at = start + i;
      if (bit) this.out[at >> 3] |= 0x80 >> (at & 7);
      else this.out[at >> 3] &= ~(0x80 >> (at & 7));
    }
    return this;
  }
  /** Little-endian whole bytes. */
  little(start: number, count: 16 | 32, value: number): this {
    for (let b = 0; b < count / 8; b++) this.put(start + 8 * b, 8, Math.floor(value / 256 ** b) % 256);
    return this;
  }
}

// ---- cubies from facelets (the tests' own reading) -------------------------------------

export const KOCIEMBA_CORNERS = [
  [8, 9, 20],
  [6, 18, 38],
  [0, 36, 47],
  [2, 45, 11],
  [29, 26, 15],
  [27, 44, 24],
  [33, 53, 42],
  [35, 17, 51],
];
export { KOCIEMBA_EDGES };

export interface Cubies {
  cp: number[];
  co: number[];
  ep: number[];
  eo: number[];
}

/** Position i holds piece j turned o when its stickers read piece j's home colours from o. */
export function cubiesOf(facelets: string, corners = KOCIEMBA_CORNERS, edges = KOCIEMBA_EDGES): Cubies {
  const face = (s: number) => 'URFDLB'[Math.floor(s / 9)];
  const read = (table: number[][], i: number) => {
    const n = table[i].length;
    for (let j = 0; j < table.length; j++)
      for (let o = 0; o < n; o++)
        if (table[j].every((home, k) => facelets[table[i][(k + o) % n]] === face(home))) return [j, o];
    throw new Error(`position ${i} holds no piece`);
  };
  const c: Cubies = { cp: [], co: [], ep: [], eo: [] };
  for (let i = 0; i < 8; i++) {
    const [j, o] = read(corners, i);
    c.cp.push(j);
    c.co.push(o);
  }
  for (let i = 0; i < 12; i++) {
    const [j, o] = read(edges, i);
    c.ep.push(j);
    c.eo.push(o);
  }
  return c;
}

// ---- AES (node:crypto) ----------------------------------------------------------------

function aesEcb(key: number[] | Uint8Array, block: Uint8Array): Uint8Array {
  const c = createCipheriv('aes-128-ecb', Uint8Array.from(key), null);
  c.setAutoPadding(false);
  return new Uint8Array(Buffer.concat([c.update(block), c.final()]));
}

function aesCbcBlock(key: Uint8Array, iv: Uint8Array, block: Uint8Array): Uint8Array {
  const c = createCipheriv('aes-128-cbc', key, iv);
  c.setAutoPadding(false);
  return new Uint8Array(Buffer.concat([c.update(block), c.final()]));
}

export function macOf(text: string): number[] {
  return text.split(':').map((h) => Number.parseInt(h, 16));
}

/** GAN's and MoYu32's: key and IV salted with the MAC reversed (mod 255), a CBC block at each end. */
export function saltedEncrypt(key: number[], iv: number[], mac: string, plain: Uint8Array): Uint8Array {
  const m = macOf(mac).reverse();
  const k = Uint8Array.from(key.map((v, i) => (i < 6 ? (v + m[i]) % 255 : v)));
  const v = Uint8Array.from(iv.map((x, i) => (i < 6 ? (x + m[i]) % 255 : x)));
  const out = plain.slice();
  out.set(aesCbcBlock(k, v, out.slice(0, 16)), 0);
  if (out.length > 16) out.set(aesCbcBlock(k, v, out.slice(out.length - 16)), out.length - 16);
  return out;
}

export function ecbEncrypt(key: number[], plain: Uint8Array): Uint8Array {
  const out = new Uint8Array(Math.ceil(plain.length / 16) * 16);
  out.set(plain);
  for (let i = 0; i < out.length; i += 16) out.set(aesEcb(key, out.slice(i, i + 16)), i);
  return out;
}

export function saltedDecrypt(key: number[], iv: number[], mac: string, data: Uint8Array): Uint8Array {
  const m = macOf(mac).reverse();
  const k = Uint8Array.from(key.map((v, i) => (i < 6 ? (v + m[i]) % 255 : v)));
  const v = Uint8Array.from(iv.map((x, i) => (i < 6 ? (x + m[i]) % 255 : x)));
  const dec = (block: Uint8Array) => {
    const d = createDecipheriv('aes-128-cbc', k, v);
    d.setAutoPadding(false);
    return new Uint8Array(Buffer.concat([d.update(block), d.final()]));
  };
  const out = data.slice();
  if (out.length > 16) out.set(dec(out.slice(out.length - 16)), out.length - 16);
  out.set(dec(out.slice(0, 16)), 0);
  return out;
}

export function ecbDecrypt(key: number[], data: Uint8Array): Uint8Array {
  const out = data.slice();
  for (let i = 0; i < out.length; i += 16) {
    const d = createDecipheriv('aes-128-ecb', Uint8Array.from(key), null);
    d.setAutoPadding(false);
    out.set(new Uint8Array(Buffer.concat([d.update(out.slice(i, i + 16)), d.final()])), i);
  }
  return out;
}

// ---- a session with a fake cube on the other end --------------------------------------

export interface Logged {
  moves: { move: string; timestamp: number; facelets: string; recovered: boolean }[];
  states: { facelets: string; reason: string }[];
  battery: number[];
  refused: string[];
  written: Uint8Array[];
  byes: number;
  models: string[];
}

/** A CubeSession whose writes the fake cube answers (`respond`), the answers fed back in order. */
export function harness(
  decoder: Decoder,
  core: SmartCubeCore,
  respond: (written: Uint8Array) => Uint8Array[] = () => [],
) {
  const log: Logged = { moves: [], states: [], battery: [], refused: [], written: [], byes: 0, models: [] };
  const replies: Uint8Array[] = [];
  let now = 1000;
  const out: SessionOutput = {
    move: (move, timestamp, facelets, recovered) => log.moves.push({ move, timestamp, facelets, recovered }),
    state: (facelets, reason) => log.states.push({ facelets, reason }),
    battery: (level) => log.battery.push(level),
    bye: () => log.byes++,
    model: (name) => log.models.push(name),
    write: (packets) => {
      for (const p of packets) {
        log.written.push(p);
        replies.push(...respond(p));
      }
    },
    refused: (why) => log.refused.push(why),
  };
  const session = new CubeSession(decoder, core, out, () => now);
  return {
    log,
    session,
    /** Moves the page's clock on. */
    wait(ms: number) {
      now += ms;
    },
    async feed(...packets: Uint8Array[]) {
      for (const p of packets) {
        await session.receive(p);
        while (replies.length) await session.receive(replies.shift() as Uint8Array);
      }
    },
    /** The session's first writes (the state request), answered. */
    async start() {
      for (const p of decoder.requestState()) {
        log.written.push(p);
        replies.push(...respond(p));
      }
      while (replies.length) await session.receive(replies.shift() as Uint8Array);
    },
  };
}

/** `count` random face turns (quarter turns only: what the cubes report), seeded. */
export function randomTurns(count: number, seed: number, doubles = false): string[] {
  let x = seed >>> 0 || 1;
  const next = () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
  const out: string[] = [];
  while (out.length < count) {
    const face = 'URFDLB'[next() % 6];
    if (out.length && out[out.length - 1][0] === face) continue;
    out.push(face + (doubles ? ['', "'", '2'] : ['', "'"])[next() % (doubles ? 3 : 2)]);
  }
  return out;
}
