// GAN Gen2 (GAN356 i Carry, GAN12 ui, GAN Mini ui, Monster Go 3Ai; MoYu AI 2023 with
// its own key): 20-byte packets, AES-128 salted with the MAC. A move packet carries the
// last 7 moves and their gaps in ms, so up to 6 lost packets cost no move. Layout from
// gan-web-bluetooth (src/gan-cube-protocol.ts, GanGen2ProtocolDriver) and csTimer
// (src/js/hardware/gancube.js); the code is ours.
import { Bits } from './bits';
import { type Cipher, saltedCipher } from './cipher';
import {
  AICUBE_IV,
  AICUBE_KEY,
  GAN_COMPANY_IDS,
  GAN_IV,
  GAN_KEY,
  GAN_PREFIXES,
  ganCubies,
  ganMacFromAdvertisement,
} from './gan';
import type { CubeMove, Decoded, Decoder, Protocol } from './protocol';

enum Type {
  Gyro = 0x1,
  Move = 0x2,
  State = 0x4,
  Hardware = 0x5,
  Battery = 0x9,
  Bye = 0xd,
}

function command(cipher: Cipher, bytes: number[]): Uint8Array[] {
  const packet = new Uint8Array(20);
  packet.set(bytes);
  return [cipher.encrypt(packet)];
}

export class GanGen2Decoder implements Decoder {
  private readonly cipher: Cipher;
  private last = -1;
  private clock = 0;

  constructor(mac: Uint8Array, aiCube = false) {
    this.cipher = aiCube ? saltedCipher(AICUBE_KEY, AICUBE_IV, mac) : saltedCipher(GAN_KEY, GAN_IV, mac);
  }

  decode(packet: Uint8Array): Decoded {
    if (packet.length !== 20) return { refused: `a packet of ${packet.length} bytes, not 20` };
    const bits = new Bits(this.cipher.decrypt(packet));
    const type = bits.get(0, 4);
    switch (type) {
      case Type.Gyro:
        return [];
      case Type.Move:
        return this.moves(bits);
      case Type.State: {
        const serial = bits.get(4, 8);
        if (this.last < 0) this.last = serial;
        return [{ type: 'cubies', cubies: ganCubies(bits, 12, 33, 47, 91), serial }];
      }
      case Type.Hardware: {
        let name = '';
        for (let i = 0; i < 8; i++) name += String.fromCharCode(bits.get(40 + 8 * i, 8));
        return [{ type: 'hardware', name: name.replace(/\0+$/, ''), version: `${bits.get(8, 8)}.${bits.get(16, 8)}` }];
      }
      case Type.Battery: {
        const level = bits.get(8, 8);
        return level > 100 ? { refused: `a battery level of ${level}%` } : [{ type: 'battery', level }];
      }
      case Type.Bye:
        return [{ type: 'bye' }];
      default:
        return { refused: `packet type ${type}, not one of Gen2's` };
    }
  }

  private moves(bits: Bits): Decoded {
    const serial = bits.get(4, 8);
    // Check all seven: a packet decrypted with the wrong key has faces past 5.
    const moves: CubeMove[] = [];
    for (let i = 0; i < 7; i++) {
      const face = bits.get(12 + 5 * i, 4);
      if (face > 5) return { refused: `move ${i} turns face ${face}, not one of 0..5` };
      moves.push({ move: 'URFDLB'[face] + (bits.get(16 + 5 * i, 1) ? "'" : ''), serial: (serial - i) & 0xff });
    }
    if (this.last < 0) return []; // before the first state, the count is not known
    const fresh = Math.min((serial - this.last) & 0xff, 7);
    this.last = serial;
    const out: CubeMove[] = [];
    for (let i = fresh - 1; i >= 0; i--) {
      this.clock += bits.get(47 + 16 * i, 16);
      out.push({ ...moves[i], cubeTime: this.clock });
    }
    return out.length ? [{ type: 'moves', moves: out, serial }] : [];
  }

  requestState(): Uint8Array[] {
    return command(this.cipher, [0x04]);
  }
  requestBattery(): Uint8Array[] {
    return command(this.cipher, [0x09]);
  }
  requestInfo(): Uint8Array[] {
    return command(this.cipher, [0x05]);
  }
  requestReset(): Uint8Array[] {
    return command(this.cipher, [0x0a, 0x05, 0x39, 0x77, 0x00, 0x00, 0x01, 0x23, 0x45, 0x67, 0x89, 0xab]);
  }
}

export const ganGen2: Protocol = {
  label: 'GAN (Gen2)',
  namePrefixes: GAN_PREFIXES,
  service: '6e400001-b5a3-f393-e0a9-e50e24dc4179',
  notify: '28be4cb6-cd67-11e9-a32f-2a2ae2dbcce4',
  write: '28be4a4a-cd67-11e9-a32f-2a2ae2dbcce4',
  needsMac: true,
  companyIds: GAN_COMPANY_IDS,
  macFromAdvertisement: ganMacFromAdvertisement,
  create: (mac, name) => new GanGen2Decoder(mac ?? new Uint8Array(6), name.startsWith('AiCube')),
};
