// What GAN's Gen2, Gen3 and Gen4 protocols share: the key (salted with the MAC), the MAC
// in the advertisement, the cubie layout of a state packet, and Gen3's and Gen4's framing
// (GanCounterDecoder: padded encrypted commands, moves in counter order, history
// replies). Facts from gan-web-bluetooth (afedotov, src/gan-cube-definitions.ts,
// src/gan-cube-protocol.ts) and csTimer (src/js/hardware/gancube.js); the code is ours.
import { Bits } from './bits';
import { type Cipher, saltedCipher } from './cipher';
import type { ReportedCubies } from './core-port';
import { CounterOrder, orderedEvents } from './counter-order';
import type { CubeMove, Decoded, DecodedEvent, Refusal } from './protocol';

export const GAN_KEY = [0x01, 0x02, 0x42, 0x28, 0x31, 0x91, 0x16, 0x07, 0x20, 0x05, 0x18, 0x54, 0x42, 0x11, 0x12, 0x53];
export const GAN_IV = [0x11, 0x03, 0x32, 0x28, 0x21, 0x01, 0x76, 0x27, 0x20, 0x95, 0x78, 0x14, 0x32, 0x12, 0x02, 0x43];
/** MoYu's AI 2023 speaks Gen2 with a key of its own (its name starts with AiCube). */
export const AICUBE_KEY = [
  0x05, 0x12, 0x02, 0x45, 0x02, 0x01, 0x29, 0x56, 0x12, 0x78, 0x12, 0x76, 0x81, 0x01, 0x08, 0x03,
];
export const AICUBE_IV = [
  0x01, 0x44, 0x28, 0x06, 0x86, 0x21, 0x22, 0x28, 0x51, 0x05, 0x08, 0x31, 0x82, 0x02, 0x21, 0x06,
];

export const GAN_PREFIXES = ['GAN', 'MG', 'AiCube'];
/** Company ids 0x0001, 0x0101, ... 0xFF01: GAN cubes advertise under one of them. */
export const GAN_COMPANY_IDS = Array.from({ length: 256 }, (_, i) => (i << 8) | 0x01);

/** The MAC is the last 6 of the first 9 manufacturer-data bytes, reversed. */
export function ganMacFromAdvertisement(data: DataView): string | null {
  const n = Math.min(9, data.byteLength);
  if (n < 6) return null;
  const bytes: number[] = [];
  for (let i = 1; i <= 6; i++) bytes.push(data.getUint8(n - i));
  return bytes.map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(':');
}

/**
 * A state packet's cubies (Kociemba's numbering): 7 corners of 3 bits, their twists of
 * 2 bits, 11 edges of 4 bits, their flips of 1 bit; the last of each is implied (the
 * sums), so a packet that is not a state gives arrays the core refuses.
 */
export function ganCubies(bits: Bits, cp: number, co: number, ep: number, eo: number): ReportedCubies {
  const c = { cp: [] as number[], co: [] as number[], ep: [] as number[], eo: [] as number[] };
  for (let i = 0; i < 7; i++) {
    c.cp.push(bits.get(cp + 3 * i, 3));
    c.co.push(bits.get(co + 2 * i, 2));
  }
  for (let i = 0; i < 11; i++) {
    c.ep.push(bits.get(ep + 4 * i, 4));
    c.eo.push(bits.get(eo + i, 1));
  }
  const sum = (a: number[]) => a.reduce((s, v) => s + v, 0);
  c.cp.push(implied(28 - sum(c.cp)));
  c.co.push((3 - (sum(c.co) % 3)) % 3);
  c.ep.push(implied(66 - sum(c.ep)));
  c.eo.push((2 - (sum(c.eo) % 2)) % 2);
  return c;
}

/** A value the core will refuse when the sum says the packet is not a state (255). */
function implied(v: number): number {
  return v >= 0 && v <= 255 ? v : 255;
}

/** Gen3/Gen4 move packets: the face as one bit of six, the direction 0 (CW) or 1. */
export function ganMoveName(faceBits: number, direction: number): string | null {
  const face = [2, 32, 8, 1, 16, 4].indexOf(faceBits);
  if (face < 0 || direction > 1) return null;
  return 'URFDLB'[face] + (direction ? "'" : '');
}

/** Gen3/Gen4 history: 3 bits of face (its own order), 1 of direction. */
export function ganHistoryMoveName(faceCode: number, direction: number): string | null {
  const face = [1, 5, 3, 0, 4, 2].indexOf(faceCode);
  if (face < 0) return null;
  return 'URFDLB'[face] + (direction ? "'" : '');
}

/**
 * A history request's window: GAN answers from an odd counter with an even count, and
 * garbles what lies past the 255 -> 0 edge (gan-web-bluetooth requestMoveHistory).
 */
export function historyWindow(serial: number, count: number): [number, number] {
  let s = serial % 2 === 0 ? (serial - 1) & 0xff : serial;
  let c = count % 2 === 1 ? count + 1 : count;
  c = Math.min(c, s + 1);
  if (s < 0) s = 0;
  return [s, c];
}

/**
 * Gen3's and Gen4's framing: packets of `size` bytes under the MAC-salted key (commands
 * zero-padded to it), moves passed on in counter order (a gap asks the cube's history),
 * history replies of 4-bit moves counted back from their first counter.
 */
export abstract class GanCounterDecoder {
  protected readonly cipher: Cipher;
  readonly order = new CounterOrder();
  /** The history request's first two bytes (the rest: counter, 0, count, 0). */
  protected abstract readonly historyCommand: readonly number[];

  constructor(
    mac: Uint8Array,
    private readonly size: number,
  ) {
    this.cipher = saltedCipher(GAN_KEY, GAN_IV, mac);
  }

  /** The packet decrypted, or why it cannot be. */
  protected open(packet: Uint8Array): Bits | Refusal {
    if (packet.length < 16) return { refused: `a packet of ${packet.length} bytes, not 16 or more` };
    return new Bits(this.cipher.decrypt(packet));
  }

  protected command(bytes: readonly number[]): Uint8Array[] {
    const packet = new Uint8Array(this.size);
    packet.set(bytes);
    return [this.cipher.encrypt(packet)];
  }

  /** A live move: the face as one bit of six at `faceAt`, its direction in the 2 bits before. */
  protected live(bits: Bits, faceAt: number, serial: number, cubeTime: number): Decoded {
    const move = ganMoveName(bits.get(faceAt, 6), bits.get(faceAt - 2, 2));
    if (!move) return { refused: 'a move of no face' };
    return orderedEvents(this.order.live({ move, serial: serial & 0xff, cubeTime }), this.order.serial);
  }

  /** A state packet at counter `serial`, its cubies at the given bits. */
  protected state(bits: Bits, serial: number, cp: number, co: number, ep: number, eo: number): Decoded {
    const events: DecodedEvent[] = [{ type: 'cubies', cubies: ganCubies(bits, cp, co, ep, eo), serial }];
    return [...orderedEvents(this.order.state(serial), this.order.serial), ...events];
  }

  /** `count` history moves of 4 bits from bit `at`, newest first, their counters down from `start`. */
  protected history(bits: Bits, start: number, count: number, at: number): Decoded {
    const moves: (CubeMove & { serial: number })[] = [];
    for (let i = 0; i < count && at + 4 * i + 4 <= bits.length; i++) {
      const move = ganHistoryMoveName(bits.get(at + 4 * i, 3), bits.get(at + 4 * i + 3, 1));
      if (!move) return { refused: `history move ${i} turns no face` };
      moves.push({ move, serial: (start - i) & 0xff });
    }
    return orderedEvents(this.order.history(moves), this.order.serial);
  }

  resynced(serial: number): void {
    this.order.reset(serial);
  }

  requestHistory(serial: number, count: number): Uint8Array[] {
    const [s, c] = historyWindow(serial, count);
    return this.command([...this.historyCommand, s, 0, c, 0]);
  }
}
