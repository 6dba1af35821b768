// GAN Gen3 (GAN356 i Carry 2): 16-byte packets starting 0x55, AES-128 salted with the
// MAC. One move a packet with its counter and the cube's clock; a lost one is asked back
// from the cube's history (counter-order.ts). Layout from gan-web-bluetooth
// (src/gan-cube-protocol.ts, GanGen3ProtocolDriver); the code is ours.
import { Bits } from './bits';
import { type Cipher, saltedCipher } from './cipher';
import { CounterOrder, orderedEvents } from './counter-order';
import {
  GAN_COMPANY_IDS,
  GAN_IV,
  GAN_KEY,
  GAN_PREFIXES,
  ganCubies,
  ganHistoryMoveName,
  ganMacFromAdvertisement,
  ganMoveName,
  historyWindow,
} from './gan';
import type { CubeMove, Decoded, DecodedEvent, Decoder, Protocol } from './protocol';

export class GanGen3Decoder implements Decoder {
  private readonly cipher: Cipher;
  readonly order = new CounterOrder();

  constructor(mac: Uint8Array) {
    this.cipher = saltedCipher(GAN_KEY, GAN_IV, mac);
  }

  private command(bytes: number[]): Uint8Array[] {
    const packet = new Uint8Array(16);
    packet.set(bytes);
    return [this.cipher.encrypt(packet)];
  }

  decode(packet: Uint8Array): Decoded {
    if (packet.length < 16) return { refused: `a packet of ${packet.length} bytes, not 16 or more` };
    const bits = new Bits(this.cipher.decrypt(packet));
    const magic = bits.get(0, 8);
    const type = bits.get(8, 8);
    const length = bits.get(16, 8);
    if (magic !== 0x55) return { refused: `a packet starting ${magic}, not 0x55` };
    if (length === 0 || length > packet.length - 3) return { refused: `a data length of ${length}` };
    switch (type) {
      case 0x01: {
        const move = ganMoveName(bits.get(74, 6), bits.get(72, 2));
        if (!move) return { refused: 'a move of no face' };
        const serial = bits.little(56, 16) & 0xff;
        return orderedEvents(this.order.live({ move, serial, cubeTime: bits.little(24, 32) }), this.order.serial);
      }
      case 0x06:
        return this.history(bits, bits.get(24, 8), (length - 1) * 2, 32);
      case 0x02: {
        const serial = bits.little(24, 16) & 0xff;
        const events: DecodedEvent[] = [{ type: 'cubies', cubies: ganCubies(bits, 40, 61, 77, 121), serial }];
        return [...orderedEvents(this.order.state(serial), this.order.serial), ...events];
      }
      case 0x07: {
        let name = '';
        for (let i = 0; i < 5; i++) name += String.fromCharCode(bits.get(32 + 8 * i, 8));
        return [{ type: 'hardware', name: name.replace(/\0+$/, ''), version: `${bits.get(80, 4)}.${bits.get(84, 4)}` }];
      }
      case 0x10: {
        const level = bits.get(24, 8);
        return level > 100 ? { refused: `a battery level of ${level}%` } : [{ type: 'battery', level }];
      }
      case 0x11:
        return [{ type: 'bye' }];
      default:
        return { refused: `packet type ${type}, not one of Gen3's` };
    }
  }

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
  requestState(): Uint8Array[] {
    return this.command([0x68, 0x01]);
  }
  requestBattery(): Uint8Array[] {
    return this.command([0x68, 0x07]);
  }
  requestInfo(): Uint8Array[] {
    return this.command([0x68, 0x04]);
  }
  requestHistory(serial: number, count: number): Uint8Array[] {
    const [s, c] = historyWindow(serial, count);
    return this.command([0x68, 0x03, s, 0, c, 0]);
  }
  requestReset(): Uint8Array[] {
    return this.command([0x68, 0x05, 0x05, 0x39, 0x77, 0x00, 0x00, 0x01, 0x23, 0x45, 0x67, 0x89, 0xab]);
  }
}

export const ganGen3: Protocol = {
  label: 'GAN (Gen3)',
  namePrefixes: GAN_PREFIXES,
  service: '8653000a-43e6-47b7-9cb0-5fc21d4ae340',
  notify: '8653000b-43e6-47b7-9cb0-5fc21d4ae340',
  write: '8653000c-43e6-47b7-9cb0-5fc21d4ae340',
  needsMac: true,
  companyIds: GAN_COMPANY_IDS,
  macFromAdvertisement: ganMacFromAdvertisement,
  create: (mac) => new GanGen3Decoder(mac ?? new Uint8Array(6)),
};
