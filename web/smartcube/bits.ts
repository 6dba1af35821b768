// Reads the protocols' bit fields: most-significant bit first, as the cubes pack them.
export class Bits {
  constructor(readonly bytes: Uint8Array) {}

  get length(): number {
    return this.bytes.length * 8;
  }

  /** `count` bits (<= 32) from bit `start`, big-endian. */
  get(start: number, count: number): number {
    let v = 0;
    for (let i = start; i < start + count; i++) v = v * 2 + ((this.bytes[i >> 3] >> (7 - (i & 7))) & 1);
    return v;
  }

  /** A little-endian 16- or 32-bit word of whole bytes from bit `start`. */
  little(start: number, count: 16 | 32): number {
    let v = 0;
    for (let b = count / 8 - 1; b >= 0; b--) v = v * 256 + this.get(start + 8 * b, 8);
    return v;
  }
}

/** "AB:CD:..." (any separator) as 6 bytes, or null. */
export function macBytes(mac: string): Uint8Array | null {
  const parts = mac.trim().split(/[:\-\s]+/);
  if (parts.length !== 6 || !parts.every((p) => /^[0-9a-f]{2}$/i.test(p))) return null;
  return Uint8Array.from(parts.map((p) => Number.parseInt(p, 16)));
}

export function macText(bytes: ArrayLike<number>): string {
  return Array.from(bytes, (b) => b.toString(16).toUpperCase().padStart(2, '0')).join(':');
}
