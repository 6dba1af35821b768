// GoCube and Rubik's Connected (Particula): unencrypted frames 0x2A, length, type,
// payload, checksum, 0x0D 0x0A. A move frame carries one or more moves (code, then the
// centre's orientation); the state frame each face's centre and 8 stickers. Layout from
// csTimer (src/js/hardware/gocube.js) and cubing.js
// (src/cubing/bluetooth/smart-puzzle/gocube.ts); the length byte counts all but the
// suffix and the checksum is the low byte of the sum of the bytes before it
// (oddpetersson/gocube-protocol, README.md). The code is ours.
import type { CubeMove, Decoded, Decoder, Protocol } from './protocol';

enum Type {
  Move = 1,
  State = 2,
  Orientation = 3,
  Battery = 5,
  OfflineStats = 7,
  CubeType = 8,
}

/** Move codes: two a face (B F U D R L), odd counter-clockwise. */
const MOVE_FACES = 'BFUDRL';
/** The state's faces in the frame's order, as our faces (URFDLB index). */
const FACE_ORDER = [5, 2, 0, 3, 1, 4];
/** Where each of a face's 8 stickers goes (row by row, centre 4), and the start offset per face. */
const AROUND = [0, 1, 2, 5, 8, 7, 6, 3];
const START = [0, 0, 6, 2, 0, 0];

export function goCubeChecksum(frame: ArrayLike<number>, end: number): number {
  let sum = 0;
  for (let i = 0; i < end; i++) sum += frame[i];
  return sum & 0xff;
}

export class GoCubeDecoder implements Decoder {
  decode(f: Uint8Array): Decoded {
    const n = f.length;
    if (n < 6) return { refused: `a frame of ${n} bytes` };
    if (f[0] !== 0x2a || f[n - 2] !== 0x0d || f[n - 1] !== 0x0a)
      return { refused: 'a frame not framed by 0x2A ... 0x0D 0x0A' };
    if (f[1] !== n - 2) return { refused: `a length byte of ${f[1]} in a frame of ${n} bytes` };
    if (f[n - 3] !== goCubeChecksum(f, n - 3)) return { refused: 'a checksum that does not match' };
    const payload = f.subarray(3, n - 3);
    switch (f[2]) {
      case Type.Move: {
        if (payload.length % 2) return { refused: 'a move frame of odd length' };
        const moves: CubeMove[] = [];
        for (let i = 0; i < payload.length; i += 2) {
          const code = payload[i];
          if (code > 11) return { refused: `move code ${code}` };
          moves.push({ move: MOVE_FACES[code >> 1] + (code & 1 ? "'" : '') });
        }
        return [{ type: 'moves', moves }];
      }
      case Type.State: {
        if (payload.length < 54) return { refused: `a state of ${payload.length} bytes` };
        const s: string[] = new Array(54);
        for (let a = 0; a < 6; a++) {
          const base = FACE_ORDER[a] * 9;
          const colour = (c: number) => MOVE_FACES[c] ?? '?';
          s[base + 4] = colour(payload[a * 9]);
          for (let i = 0; i < 8; i++) s[base + AROUND[(i + START[a]) % 8]] = colour(payload[a * 9 + 1 + i]);
        }
        const facelets = s.join('');
        return facelets.includes('?') ? { refused: 'a sticker of no colour' } : [{ type: 'facelets', facelets }];
      }
      case Type.Battery:
        return payload.length < 1 || payload[0] > 100
          ? { refused: 'a battery frame' }
          : [{ type: 'battery', level: payload[0] }];
      case Type.Orientation:
      case Type.OfflineStats:
      case Type.CubeType:
        return [];
      default:
        return { refused: `frame type ${f[2]}` };
    }
  }

  requestState(): Uint8Array[] {
    return [Uint8Array.of(51)];
  }
  requestBattery(): Uint8Array[] {
    return [Uint8Array.of(50)];
  }
}

export const goCube: Protocol = {
  label: 'GoCube',
  namePrefixes: ['GoCube', 'Rubiks'],
  service: '6e400001-b5a3-f393-e0a9-e50e24dcca9e',
  notify: '6e400003-b5a3-f393-e0a9-e50e24dcca9e',
  write: '6e400002-b5a3-f393-e0a9-e50e24dcca9e',
  needsMac: false,
  create: () => new GoCubeDecoder(),
};
