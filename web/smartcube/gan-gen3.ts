// GAN Gen3 (GAN356 i Carry 2): 16-byte packets starting 0x55, AES-128 salted with the
// MAC. One move a packet with its counter and the cube's clock; a lost one is asked back
// from the cube's history (counter-order.ts). Layout from gan-web-bluetooth
// (src/gan-cube-protocol.ts, GanGen3ProtocolDriver); the code is ours.
import { GAN_COMPANY_IDS, GAN_PREFIXES, GanCounterDecoder, ganMacFromAdvertisement } from './gan';
import { type Decoded, type Decoder, isRefusal, type Protocol } from './protocol';

export class GanGen3Decoder extends GanCounterDecoder implements Decoder {
  protected readonly historyCommand = [0x68, 0x03];

  constructor(mac: Uint8Array) {
    super(mac, 16);
  }

  decode(packet: Uint8Array): Decoded {
    const bits = this.open(packet);
    if (isRefusal(bits)) return bits;
    const magic = bits.get(0, 8);
    const type = bits.get(8, 8);
    const length = bits.get(16, 8);
    if (magic !== 0x55) return { refused: `a packet starting ${magic}, not 0x55` };
    if (length === 0 || length > packet.length - 3) return { refused: `a data length of ${length}` };
    switch (type) {
      case 0x01:
        return this.live(bits, 74, bits.little(56, 16), bits.little(24, 32));
      case 0x06:
        return this.history(bits, bits.get(24, 8), (length - 1) * 2, 32);
      case 0x02:
        return this.state(bits, bits.little(24, 16) & 0xff, 40, 61, 77, 121);
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

  requestState(): Uint8Array[] {
    return this.command([0x68, 0x01]);
  }
  requestBattery(): Uint8Array[] {
    return this.command([0x68, 0x07]);
  }
  requestInfo(): Uint8Array[] {
    return this.command([0x68, 0x04]);
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
