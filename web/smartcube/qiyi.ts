// QiYi (QY-QYSC-*, XMD-TornadoV4-i-*): AES-128 ECB with a fixed key, messages 0xFE,
// length, opcode, ..., CRC-16/MODBUS. The cube answers once it is greeted with its MAC
// (a wrong MAC: silence), and wants every state message acknowledged. A state message
// carries the latest move and the 9 before it with their times, so lost messages cost
// no move. Layout and key from csTimer (src/js/hardware/qiyicube.js), cubing.js
// (src/cubing/bluetooth/smart-puzzle/qiyi.ts) and Flying-Toast/qiyi_smartcube_protocol
// (a hello is 38 bytes, a state change 94); the code is ours.
import { ecbCipher } from './cipher';
import type { CubeMove, Decoded, Decoder, Protocol } from './protocol';

// csTimer keeps it LZ-compressed; these are the bytes.
export const QIYI_KEY = [87, 177, 249, 171, 205, 90, 232, 167, 156, 185, 140, 231, 87, 140, 81, 8];

export function crc16modbus(data: ArrayLike<number>): number {
  let crc = 0xffff;
  for (let i = 0; i < data.length; i++) {
    crc ^= data[i];
    for (let j = 0; j < 8; j++) crc = crc & 1 ? (crc >> 1) ^ 0xa001 : crc >> 1;
  }
  return crc;
}

/** A move code: 1..12, two a face (L R D U F B), odd counter-clockwise. */
function moveName(code: number): string | null {
  if (code < 1 || code > 12) return null;
  return 'LRDUFB'[(code - 1) >> 1] + (code & 1 ? "'" : '');
}

/** The state: 54 stickers of 4 bits, low nibble first, URFDLB order, colours LRDUFB. */
function facelets(msg: Uint8Array): string | null {
  let s = '';
  for (let i = 0; i < 54; i++) {
    const c = (msg[7 + (i >> 1)] >> ((i & 1) * 4)) & 0xf;
    if (c > 5) return null;
    s += 'LRDUFB'[c];
  }
  return s;
}

const big32 = (m: Uint8Array, at: number) => ((m[at] << 24) | (m[at + 1] << 16) | (m[at + 2] << 8) | m[at + 3]) >>> 0;

export class QiYiDecoder implements Decoder {
  private readonly cipher = ecbCipher(QIYI_KEY);
  private lastTime = -1;

  constructor(private readonly mac: Uint8Array) {}

  /** 0xFE, length, content, CRC (little-endian), encrypted. */
  message(content: number[]): Uint8Array[] {
    const msg = [0xfe, content.length + 4, ...content];
    const crc = crc16modbus(msg);
    return [this.cipher.encrypt(Uint8Array.from([...msg, crc & 0xff, crc >> 8]))];
  }

  decode(packet: Uint8Array): Decoded {
    if (packet.length === 0 || packet.length % 16)
      return { refused: `a packet of ${packet.length} bytes, not blocks of 16` };
    const plain = this.cipher.decrypt(packet);
    if (plain[0] !== 0xfe) return { refused: `a message starting ${plain[0]}, not 0xFE` };
    const length = plain[1];
    if (length < 9 || length > plain.length)
      return { refused: `a message length of ${length} in ${plain.length} bytes` };
    const msg = plain.subarray(0, length);
    if (crc16modbus(msg) !== 0) return { refused: 'a CRC that does not match' };
    const opcode = msg[2];
    // The cube's clock counts 1/1.6 ms (csTimer).
    const time = Math.trunc(big32(msg, 3) / 1.6);
    if (opcode === 0x02) {
      if (length < 38) return { refused: `a hello of ${length} bytes` };
      const state = facelets(msg);
      if (!state) return { refused: 'a sticker of no colour' };
      this.lastTime = time;
      return [
        { type: 'facelets', facelets: state },
        { type: 'battery', level: Math.min(msg[35], 100) },
      ];
    }
    if (opcode === 0x03) {
      if (length < 93) return { refused: `a state message of ${length} bytes` };
      const state = facelets(msg);
      const latest = moveName(msg[34]);
      if (!state || !latest) return { refused: 'a state message with no move or colour' };
      // The latest move, then the ones before it this decoder has not passed on yet.
      const moves: CubeMove[] = [{ move: latest, cubeTime: time }];
      for (let k = 1; k < 10 && this.lastTime >= 0; k++) {
        const at = 91 - 5 * k;
        const t = Math.trunc(big32(msg, at) / 1.6);
        const m = moveName(msg[at + 4]);
        if (t <= this.lastTime || !m) break;
        moves.unshift({ move: m, cubeTime: t });
      }
      this.lastTime = time;
      return [
        { type: 'moves', moves },
        { type: 'facelets', facelets: state },
        { type: 'battery', level: Math.min(msg[35], 100) },
      ];
    }
    return [];
  }

  /** The acknowledgement of a hello or a state message: its opcode and time back. */
  acknowledge(packet: Uint8Array): Uint8Array[] {
    const plain = this.cipher.decrypt(packet);
    return plain[2] === 0x02 || plain[2] === 0x03 ? this.message([...plain.subarray(2, 7)]) : [];
  }

  /** The hello, with the MAC reversed: the cube answers with its state. */
  requestState(): Uint8Array[] {
    return this.message([0x00, 0x6b, 0x01, 0x00, 0x00, 0x22, 0x06, 0x00, 0x02, 0x08, 0x00, ...[...this.mac].reverse()]);
  }
  requestBattery(): Uint8Array[] {
    return []; // every state message carries it
  }
}

export const qiyi: Protocol = {
  label: 'QiYi',
  namePrefixes: ['QY-QYSC', 'XMD-TornadoV4-i'],
  service: '0000fff0-0000-1000-8000-00805f9b34fb',
  notify: '0000fff6-0000-1000-8000-00805f9b34fb',
  write: '0000fff6-0000-1000-8000-00805f9b34fb',
  needsMac: true,
  companyIds: [0x0504],
  macFromAdvertisement(data) {
    if (data.byteLength < 6) return null;
    const bytes: number[] = [];
    for (let i = 5; i >= 0; i--) bytes.push(data.getUint8(i));
    return bytes.map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(':');
  },
  macFromName(name) {
    const m = /^(?:QY-QYSC|XMD-TornadoV4-i)-.-([0-9A-F]{2})([0-9A-F]{2})$/.exec(name.trim());
    return m ? `CC:A3:00:00:${m[1]}:${m[2]}` : null;
  },
  create: (mac) => new QiYiDecoder(mac ?? new Uint8Array(6)),
};
