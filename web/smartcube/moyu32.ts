// MoYu32 (WCU_MY32_xxxx, MoYu Weilong AI and others): 20-byte packets, AES-128 salted
// with the MAC as GAN's are (cipher.ts). A move packet carries the last 5 moves and
// their gaps in ms; a state packet the 48 moving stickers. Layout and keys from csTimer
// (src/js/hardware/moyu32cube.js); the code is ours.
import { Bits } from './bits';
import { type Cipher, saltedCipher } from './cipher';
import type { CubeMove, Decoded, Decoder, Protocol } from './protocol';

// csTimer keeps them LZ-compressed; these are the bytes.
export const MOYU32_KEY = [21, 119, 58, 92, 103, 14, 45, 31, 23, 103, 42, 19, 155, 103, 82, 87];
export const MOYU32_IV = [17, 35, 38, 37, 134, 42, 44, 59, 85, 6, 127, 49, 126, 103, 33, 87];

/** The faces as MoYu numbers them (a state's faces and a move's code). */
const FACES = 'FBUDLR';

export class MoYu32Decoder implements Decoder {
  private readonly cipher: Cipher;
  private last = -1;
  private clock = 0;

  constructor(mac: Uint8Array) {
    this.cipher = saltedCipher(MOYU32_KEY, MOYU32_IV, mac);
  }

  private command(opcode: number): Uint8Array[] {
    const packet = new Uint8Array(20);
    packet[0] = opcode;
    return [this.cipher.encrypt(packet)];
  }

  decode(packet: Uint8Array): Decoded {
    if (packet.length !== 20) return { refused: `a packet of ${packet.length} bytes, not 20` };
    const bits = new Bits(this.cipher.decrypt(packet));
    const type = bits.get(0, 8);
    switch (type) {
      case 161: {
        let name = '';
        for (let i = 0; i < 8; i++) name += String.fromCharCode(bits.get(8 + 8 * i, 8));
        return [{ type: 'hardware', name: name.replace(/\0+$/, ''), version: `${bits.get(72, 8)}.${bits.get(80, 8)}` }];
      }
      case 163: {
        // URFDLB from MoYu's FBUDLR, each face's 8 stickers with the centre put between.
        let facelets = '';
        for (const f of [2, 5, 0, 3, 4, 1]) {
          for (let j = 0; j < 8; j++) {
            const s = bits.get(8 + 24 * f + 3 * j, 3);
            if (s > 5) return { refused: `sticker ${j} of face ${FACES[f]} has colour ${s}` };
            facelets += FACES[s];
            if (j === 3) facelets += FACES[f];
          }
        }
        const serial = bits.get(152, 8);
        if (this.last < 0) this.last = serial;
        return [{ type: 'facelets', facelets, serial }];
      }
      case 164: {
        const level = bits.get(8, 8);
        return level > 100 ? { refused: `a battery level of ${level}%` } : [{ type: 'battery', level }];
      }
      case 165:
        return this.moves(bits);
      case 171:
        return []; // gyroscope
      default:
        return { refused: `packet type ${type}, not one of MoYu32's` };
    }
  }

  private moves(bits: Bits): Decoded {
    const serial = bits.get(88, 8);
    const moves: CubeMove[] = [];
    for (let i = 0; i < 5; i++) {
      const m = bits.get(96 + 5 * i, 5);
      if (m >= 12) return { refused: `move ${i} has code ${m}, not one of 0..11` };
      moves.push({ move: FACES[m >> 1] + (m & 1 ? "'" : ''), serial: (serial - i) & 0xff });
    }
    if (this.last < 0) return [];
    const fresh = Math.min((serial - this.last) & 0xff, 5);
    this.last = serial;
    const out: CubeMove[] = [];
    for (let i = fresh - 1; i >= 0; i--) {
      this.clock += bits.get(8 + 16 * i, 16);
      out.push({ ...moves[i], cubeTime: this.clock });
    }
    return out.length ? [{ type: 'moves', moves: out, serial }] : [];
  }

  requestState(): Uint8Array[] {
    return [...this.command(161), ...this.command(163)];
  }
  requestBattery(): Uint8Array[] {
    return this.command(164);
  }
}

export const moyu32: Protocol = {
  label: 'MoYu32',
  namePrefixes: ['WCU_MY3'],
  service: '0783b03e-7735-b5a0-1760-a305d2795cb0',
  notify: '0783b03e-7735-b5a0-1760-a305d2795cb1',
  write: '0783b03e-7735-b5a0-1760-a305d2795cb2',
  needsMac: true,
  // Company ids 0x0000 (an unbound cube), 0x0100 ... 0xFF00 (the app account's).
  companyIds: [0, ...Array.from({ length: 255 }, (_, i) => (i + 1) << 8)],
  macFromAdvertisement(data) {
    if (data.byteLength < 6) return null;
    const bytes: number[] = [];
    for (let i = 0; i < 6; i++) bytes.push(data.getUint8(data.byteLength - 1 - i));
    return bytes.map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(':');
  },
  macFromName(name) {
    const m = /^WCU_MY32_([0-9A-F]{2})([0-9A-F]{2})$/.exec(name.trim());
    return m ? `CF:30:16:00:${m[1]}:${m[2]}` : null;
  },
  create: (mac) => new MoYu32Decoder(mac ?? new Uint8Array(6)),
};
