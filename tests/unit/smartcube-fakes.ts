// The tests' fake smart cubes (GAN Gen2-4, MoYu32, QiYi): each keeps its state through
// the core and makes its protocol's packets with the tests' own encoders
// (smartcube-encode.ts), and answers the requests a session writes.
import type { SmartCubeCore } from '../../web/smartcube/core-port';
import {
  BitWriter,
  type Cubies,
  cubiesOf,
  ecbDecrypt,
  ecbEncrypt,
  macOf,
  saltedDecrypt,
  saltedEncrypt,
} from './smartcube-encode';

// gan-web-bluetooth src/gan-cube-definitions.ts
export const GAN_KEY = [0x01, 0x02, 0x42, 0x28, 0x31, 0x91, 0x16, 0x07, 0x20, 0x05, 0x18, 0x54, 0x42, 0x11, 0x12, 0x53];
export const GAN_IV = [0x11, 0x03, 0x32, 0x28, 0x21, 0x01, 0x76, 0x27, 0x20, 0x95, 0x78, 0x14, 0x32, 0x12, 0x02, 0x43];

/** Cubie fields at the given bit offsets: 7 corners, twists, 11 edges, flips. */
function putCubies(w: BitWriter, c: Cubies, at: [number, number, number, number]): BitWriter {
  for (let i = 0; i < 7; i++) w.put(at[0] + 3 * i, 3, c.cp[i]).put(at[1] + 2 * i, 2, c.co[i]);
  for (let i = 0; i < 11; i++) w.put(at[2] + 4 * i, 4, c.ep[i]).put(at[3] + i, 1, c.eo[i]);
  return w;
}

const FACE = (m: string) => 'URFDLB'.indexOf(m[0]);
const CCW = (m: string) => (m.endsWith("'") ? 1 : 0);

/** The tests' GAN cube: its state, move counter and history; packets of one generation. */
export class FakeGan {
  serial = 0;
  made: string[] = []; // every move, in order; move k has serial k + 1 (mod 256)
  times: number[] = [];
  constructor(
    readonly core: SmartCubeCore,
    readonly gen: 2 | 3 | 4,
    public facelets: string,
    readonly mac = 'AB:12:CD:34:EF:56',
  ) {}
  private seal(w: BitWriter): Uint8Array {
    return saltedEncrypt(GAN_KEY, GAN_IV, this.mac, w.out);
  }
  state(): Uint8Array {
    const c = cubiesOf(this.facelets);
    if (this.gen === 2)
      return this.seal(putCubies(new BitWriter(20).put(0, 4, 4).put(4, 8, this.serial), c, [12, 33, 47, 91]));
    if (this.gen === 3)
      return this.seal(
        putCubies(
          new BitWriter(20).put(0, 8, 0x55).put(8, 8, 0x02).put(16, 8, 17).little(24, 16, this.serial),
          c,
          [40, 61, 77, 121],
        ),
      );
    return this.seal(
      putCubies(new BitWriter(20).put(0, 8, 0xed).put(8, 8, 18).little(16, 16, this.serial), c, [32, 53, 69, 113]),
    );
  }
  battery(level: number): Uint8Array {
    if (this.gen === 2) return this.seal(new BitWriter(20).put(0, 4, 9).put(8, 8, level));
    if (this.gen === 3)
      return this.seal(new BitWriter(20).put(0, 8, 0x55).put(8, 8, 0x10).put(16, 8, 1).put(24, 8, level));
    return this.seal(new BitWriter(20).put(0, 8, 0xef).put(8, 8, 1).put(16, 8, level));
  }
  async turn(m: string, ms = 120): Promise<Uint8Array> {
    this.facelets = await this.core.play(this.facelets, m);
    this.made.push(m);
    this.times.push((this.times.at(-1) ?? 5000) + ms);
    this.serial = (this.serial + 1) & 0xff;
    if (this.gen === 2) {
      const w = new BitWriter(20).put(0, 4, 2).put(4, 8, this.serial);
      for (let i = 0; i < 7; i++) {
        const k = this.made.length - 1 - i;
        const mv = this.made[k] ?? 'U';
        w.put(12 + 5 * i, 4, FACE(mv)).put(16 + 5 * i, 1, CCW(mv));
        w.put(47 + 16 * i, 16, k >= 0 ? this.times[k] - (this.times[k - 1] ?? 5000) : 0);
      }
      return this.seal(w);
    }
    const faceBits = [2, 32, 8, 1, 16, 4][FACE(m)];
    if (this.gen === 3)
      return this.seal(
        new BitWriter(20)
          .put(0, 8, 0x55)
          .put(8, 8, 0x01)
          .put(16, 8, 9)
          .little(24, 32, this.times.at(-1) as number)
          .little(56, 16, this.serial)
          .put(72, 2, CCW(m))
          .put(74, 6, faceBits),
      );
    return this.seal(
      new BitWriter(20)
        .put(0, 8, 0x01)
        .put(8, 8, 9)
        .little(16, 32, this.times.at(-1) as number)
        .little(48, 16, this.serial)
        .put(64, 2, CCW(m))
        .put(66, 6, faceBits),
    );
  }
  /** `count` moves back from counter `serial`, newest first, as the cube answers. */
  history(serial: number, count: number): Uint8Array {
    const w =
      this.gen === 3
        ? new BitWriter(20).put(0, 8, 0x55).put(8, 8, 0x06).put(24, 8, serial)
        : new BitWriter(20).put(0, 8, 0xd1).put(16, 8, serial);
    const at = this.gen === 3 ? 32 : 24;
    w.put(this.gen === 3 ? 16 : 8, 8, count / 2 + 1);
    for (let i = 0; i < count; i++) {
      const k = ((serial - i) & 0xff) - 1; // serial s is made[s - 1] (no wrap in these tests)
      const mv = this.made[k];
      if (!mv) continue; // before the first move: zero bits (GAN sends D)
      w.put(at + 4 * i, 3, [1, 5, 3, 0, 4, 2][FACE(mv)]).put(at + 4 * i + 3, 1, CCW(mv));
    }
    return this.seal(w);
  }
  /** The model name packet (Gen2: 8 characters from bit 40; Gen3: 5 from bit 32; Gen4: type 0xFC, from bit 24). */
  hardware(name: string): Uint8Array {
    const w =
      this.gen === 2
        ? new BitWriter(20).put(0, 4, 5)
        : this.gen === 3
          ? new BitWriter(20).put(0, 8, 0x55).put(8, 8, 0x07).put(16, 8, 10)
          : new BitWriter(20).put(0, 8, 0xfc).put(8, 8, name.length + 1);
    const at = this.gen === 2 ? 40 : this.gen === 3 ? 32 : 24;
    [...name].forEach((ch, i) => {
      w.put(at + 8 * i, 8, ch.charCodeAt(0));
    });
    return this.seal(w);
  }
  resets = 0;
  private reset(): Uint8Array[] {
    this.resets++;
    return [];
  }
  /** Answers the session's requests (decrypted with node:crypto). */
  respond = (written: Uint8Array): Uint8Array[] => {
    const p = saltedDecrypt(GAN_KEY, GAN_IV, this.mac, written);
    if (this.gen === 2) {
      if (p[0] === 0x05) return [this.hardware('GAN356i3')];
      return p[0] === 0x04 ? [this.state()] : p[0] === 0x09 ? [this.battery(77)] : p[0] === 0x0a ? this.reset() : [];
    }
    if (this.gen === 3) {
      if (p[0] !== 0x68) return [];
      if (p[1] === 0x04) return [this.hardware('GANic')];
      return p[1] === 0x01
        ? [this.state()]
        : p[1] === 0x03
          ? [this.history(p[2], p[4])]
          : p[1] === 0x07
            ? [this.battery(77)]
            : [];
    }
    if (p[0] === 0xdd && p[3] === 0xed) return [this.state()];
    if (p[0] === 0xdd && p[3] === 0xef) return [this.battery(77)];
    if (p[0] === 0xd1) return [this.history(p[2], p[4])];
    if (p[0] === 0xd2) return this.reset();
    if (p[0] === 0xdf) return [this.hardware('GAN12uiM')];
    return [];
  };
}

// csTimer src/js/hardware/moyu32cube.js KEYS, LZ-decompressed.
export const MOYU_KEY = [21, 119, 58, 92, 103, 14, 45, 31, 23, 103, 42, 19, 155, 103, 82, 87];
export const MOYU_IV = [17, 35, 38, 37, 134, 42, 44, 59, 85, 6, 127, 49, 126, 103, 33, 87];
// csTimer src/js/hardware/qiyicube.js KEYS[0], LZ-decompressed.
export const QIYI_KEY = [87, 177, 249, 171, 205, 90, 232, 167, 156, 185, 140, 231, 87, 140, 81, 8];

export class FakeMoYu {
  serial = 0;
  made: string[] = [];
  constructor(
    readonly core: SmartCubeCore,
    public facelets: string,
    readonly mac: string,
  ) {}
  private seal(w: BitWriter) {
    return saltedEncrypt(MOYU_KEY, MOYU_IV, this.mac, w.out);
  }
  state(): Uint8Array {
    const w = new BitWriter(20).put(0, 8, 163).put(152, 8, this.serial);
    'FBUDLR'.split('').forEach((letter, f) => {
      const base = 'URFDLB'.indexOf(letter) * 9;
      for (let j = 0; j < 8; j++)
        w.put(8 + 24 * f + 3 * j, 3, 'FBUDLR'.indexOf(this.facelets[base + (j < 4 ? j : j + 1)]));
    });
    return this.seal(w);
  }
  /** Answers requests: 163 the state, 164 the battery (decrypted with node:crypto). */
  respond = (written: Uint8Array): Uint8Array[] => {
    const p = saltedDecrypt(MOYU_KEY, MOYU_IV, this.mac, written);
    return p[0] === 163 ? [this.state()] : p[0] === 164 ? [this.battery(90)] : [];
  };
  battery(level: number) {
    return this.seal(new BitWriter(20).put(0, 8, 164).put(8, 8, level));
  }
  async turn(m: string): Promise<Uint8Array> {
    this.facelets = await this.core.play(this.facelets, m);
    this.made.push(m);
    this.serial = (this.serial + 1) & 0xff;
    const w = new BitWriter(20).put(0, 8, 165).put(88, 8, this.serial);
    for (let i = 0; i < 5; i++) {
      const mv = this.made[this.made.length - 1 - i] ?? 'F';
      w.put(96 + 5 * i, 5, 'FBUDLR'.indexOf(mv[0]) * 2 + (mv.endsWith("'") ? 1 : 0)).put(8 + 16 * i, 16, 150);
    }
    return this.seal(w);
  }
}

/** QiYi's CRC-16/MODBUS, written again. */
export function crc(bytes: number[]): number {
  let c = 0xffff;
  for (const b of bytes) {
    c ^= b;
    for (let i = 0; i < 8; i++) c = c & 1 ? (c >>> 1) ^ 0xa001 : c >>> 1;
  }
  return c;
}

const qiyiCode = (m: string) => 'LRDUFB'.indexOf(m[0]) * 2 + (m.endsWith("'") ? 1 : 2);

export class FakeQiYi {
  made: { move: string; time: number }[] = [];
  clock = 10_000;
  constructor(
    readonly core: SmartCubeCore,
    public facelets: string,
    readonly mac: string,
  ) {}
  private message(opcode: number, length: number, fill: (m: number[]) => void): Uint8Array {
    const m = new Array(length - 2).fill(0);
    m[0] = 0xfe;
    m[1] = length;
    m[2] = opcode;
    const ts = Math.round(this.clock * 1.6);
    m.splice(3, 4, (ts >>> 24) & 0xff, (ts >>> 16) & 0xff, (ts >>> 8) & 0xff, ts & 0xff);
    for (let i = 0; i < 54; i++) m[7 + (i >> 1)] |= 'LRDUFB'.indexOf(this.facelets[i]) << ((i & 1) * 4);
    m[35] = 66;
    fill(m);
    const c = crc(m);
    return ecbEncrypt(QIYI_KEY, Uint8Array.from([...m, c & 0xff, c >> 8]));
  }
  hello(): Uint8Array {
    return this.message(0x02, 38, () => {});
  }
  async turn(move: string): Promise<Uint8Array> {
    this.facelets = await this.core.play(this.facelets, move);
    this.clock += 100;
    this.made.push({ move, time: this.clock });
    return this.message(0x03, 93, (m) => {
      m[34] = qiyiCode(move);
      for (let k = 1; k < 10; k++) {
        const before = this.made[this.made.length - 1 - k];
        if (!before) break;
        const at = 91 - 5 * k;
        const ts = Math.round(before.time * 1.6);
        m.splice(at, 5, (ts >>> 24) & 0xff, (ts >>> 16) & 0xff, (ts >>> 8) & 0xff, ts & 0xff, qiyiCode(before.move));
      }
    });
  }
  /** Answers a hello carrying its own MAC (reversed) with its state; anything else with silence. */
  respond = (written: Uint8Array): Uint8Array[] => {
    const m = ecbDecrypt(QIYI_KEY, written);
    const mac = macOf(this.mac).reverse();
    const hello = m[0] === 0xfe && m[3] === 0x6b && mac.every((b, i) => m[13 + i] === b);
    return hello ? [this.hello()] : [];
  };
}
