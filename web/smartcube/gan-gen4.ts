// GAN Gen4 (GAN12 ui Maglev, GAN14 ui FreePlay): 20-byte packets, a type byte and a
// length byte, AES-128 salted with the MAC; moves numbered as Gen3's, their history
// asked back the same way. Layout from gan-web-bluetooth (src/gan-cube-protocol.ts,
// GanGen4ProtocolDriver); the code is ours.
import { GAN_COMPANY_IDS, GAN_PREFIXES, GanCounterDecoder, ganMacFromAdvertisement } from './gan';
import { type Decoded, type Decoder, isRefusal, type Protocol } from './protocol';

/** Gen4's packet types; anything else is refused (a wrong key makes random ones). */
const KNOWN = new Set([0x01, 0xd1, 0xed, 0xef, 0xec, 0xea, 0xfa, 0xfb, 0xfc, 0xfd, 0xfe]);

export class GanGen4Decoder extends GanCounterDecoder implements Decoder {
  protected readonly historyCommand = [0xd1, 0x04];

  constructor(mac: Uint8Array) {
    super(mac, 20);
  }

  decode(packet: Uint8Array): Decoded {
    const bits = this.open(packet);
    if (isRefusal(bits)) return bits;
    const type = bits.get(0, 8);
    const length = bits.get(8, 8);
    if (!KNOWN.has(type)) return { refused: `packet type ${type}, not one of Gen4's` };
    if (length > packet.length - 2) return { refused: `a data length of ${length} in ${packet.length} bytes` };
    switch (type) {
      case 0x01:
        return this.live(bits, 66, bits.little(48, 16), bits.little(16, 32));
      case 0xd1:
        if (length === 0) return { refused: 'a history of no moves' };
        return this.history(bits, bits.get(16, 8), (length - 1) * 2, 24);
      case 0xed:
        return this.state(bits, bits.little(16, 16) & 0xff, 32, 53, 69, 113);
      case 0xef: {
        const level = bits.get(8 + length * 8, 8);
        return level > 100 ? { refused: `a battery level of ${level}%` } : [{ type: 'battery', level }];
      }
      case 0xea:
        return [{ type: 'bye' }];
      case 0xfc: {
        let name = '';
        for (let i = 0; i < length - 1 && 32 + 8 * i <= bits.length; i++)
          name += String.fromCharCode(bits.get(24 + 8 * i, 8));
        return [{ type: 'hardware', name: name.replace(/\0+$/, '') }];
      }
      default:
        return []; // gyro, dates and versions: nothing we show
    }
  }

  requestState(): Uint8Array[] {
    return this.command([0xdd, 0x04, 0x00, 0xed, 0x00, 0x00]);
  }
  requestBattery(): Uint8Array[] {
    return this.command([0xdd, 0x04, 0x00, 0xef, 0x00, 0x00]);
  }
  requestInfo(): Uint8Array[] {
    return this.command([0xdf, 0x03, 0x00, 0x00, 0x00]);
  }
  requestReset(): Uint8Array[] {
    return this.command([0xd2, 0x0d, 0x05, 0x39, 0x77, 0x00, 0x00, 0x01, 0x23, 0x45, 0x67, 0x89, 0xab]);
  }
}

export const ganGen4: Protocol = {
  label: 'GAN (Gen4)',
  namePrefixes: GAN_PREFIXES,
  service: '00000010-0000-fff7-fff6-fff5fff4fff0',
  notify: '0000fff6-0000-1000-8000-00805f9b34fb',
  write: '0000fff5-0000-1000-8000-00805f9b34fb',
  needsMac: true,
  companyIds: GAN_COMPANY_IDS,
  macFromAdvertisement: ganMacFromAdvertisement,
  create: (mac) => new GanGen4Decoder(mac ?? new Uint8Array(6)),
};
