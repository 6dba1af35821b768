// The ciphers: AES-128 (@noble/ciphers) as GAN and MoYu use it, and QiYi's plain ECB.
// GAN Gen2-4 and MoYu32 salt the first 6 bytes of key and IV with the MAC address,
// bytes reversed, mod 255 (sic), and encrypt the first 16 bytes and then the last 16
// (overlapping when the packet is longer): gan-web-bluetooth src/gan-cube-encrypter.ts,
// csTimer src/js/hardware/moyu32cube.js.
import { ecb } from '@noble/ciphers/aes.js';

export interface Cipher {
  encrypt(data: Uint8Array): Uint8Array;
  decrypt(data: Uint8Array): Uint8Array;
}

/** One AES block each call (noble's ciphers refuse a second use of an instance). */
function block(key: Uint8Array) {
  return {
    encrypt: (b: Uint8Array) => ecb(key, { disablePadding: true }).encrypt(b),
    decrypt: (b: Uint8Array) => ecb(key, { disablePadding: true }).decrypt(b),
  };
}

/** GAN's and MoYu32's scheme: one CBC block at the start and one at the end. */
export function saltedCipher(key: readonly number[], iv: readonly number[], mac: Uint8Array): Cipher {
  const k = Uint8Array.from(key);
  const v = Uint8Array.from(iv);
  for (let i = 0; i < 6; i++) {
    k[i] = (key[i] + mac[5 - i]) % 255;
    v[i] = (iv[i] + mac[5 - i]) % 255;
  }
  const aes = block(k);
  const enc = (buf: Uint8Array, at: number) => {
    const b = buf.slice(at, at + 16);
    for (let i = 0; i < 16; i++) b[i] ^= v[i];
    buf.set(aes.encrypt(b), at);
  };
  const dec = (buf: Uint8Array, at: number) => {
    const b = aes.decrypt(buf.slice(at, at + 16));
    for (let i = 0; i < 16; i++) b[i] ^= v[i];
    buf.set(b, at);
  };
  return {
    encrypt(data) {
      if (data.length < 16) throw new RangeError('a packet of at least 16 bytes');
      const out = data.slice();
      enc(out, 0);
      if (out.length > 16) enc(out, out.length - 16);
      return out;
    },
    decrypt(data) {
      if (data.length < 16) throw new RangeError('a packet of at least 16 bytes');
      const out = data.slice();
      if (out.length > 16) dec(out, out.length - 16);
      dec(out, 0);
      return out;
    },
  };
}

/** QiYi's: every 16-byte block on its own, zero-padded. */
export function ecbCipher(key: readonly number[]): Cipher {
  const aes = block(Uint8Array.from(key));
  const each = (data: Uint8Array, f: (b: Uint8Array) => Uint8Array) => {
    const out = new Uint8Array(Math.ceil(data.length / 16) * 16);
    out.set(data);
    for (let i = 0; i < out.length; i += 16) out.set(f(out.slice(i, i + 16)), i);
    return out;
  };
  return {
    encrypt: (data) => each(data, (b) => aes.encrypt(b)),
    decrypt: (data) => each(data, (b) => aes.decrypt(b)),
  };
}
