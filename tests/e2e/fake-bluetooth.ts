// A fake of the standard navigator.bluetooth surface for the e2e tests (requestDevice,
// gatt.connect, getPrimaryService, getCharacteristic, startNotifications,
// characteristicvaluechanged, writeValue), installed in the page before its scripts:
// a GoCube whose frames the test sends (window.cubeNotify) and whose state read answers
// window.fakeState. Chromium's BluetoothEmulation (DevTools) fakes the adapter and the
// GATT server but cannot send a notification, hence this.
import type { Page } from '@playwright/test';

/** GoCube frames (csTimer src/js/hardware/gocube.js), made here in the test. */
export function frame(type: number, payload: number[]): number[] {
  const head = [0x2a, payload.length + 4, type, ...payload];
  return [...head, head.reduce((s, b) => s + b, 0) & 0xff, 0x0d, 0x0a];
}
export const moveFrame = (m: string) => frame(1, ['BFUDRL'.indexOf(m[0]) * 2 + (m.endsWith("'") ? 1 : 0), 0]);
export function stateFrame(facelets: string): number[] {
  const order = [5, 2, 0, 3, 1, 4];
  const around = [0, 1, 2, 5, 8, 7, 6, 3];
  const offset = [0, 0, 6, 2, 0, 0];
  const payload: number[] = [];
  for (let a = 0; a < 6; a++) {
    const base = order[a] * 9;
    payload.push('BFUDRL'.indexOf(facelets[base + 4]));
    for (let i = 0; i < 8; i++) payload.push('BFUDRL'.indexOf(facelets[base + around[(i + offset[a]) % 8]]));
  }
  return frame(2, payload);
}

/** Installs the fake GoCube (or, with `bluetooth` false, a browser with no Web Bluetooth). */
export async function installFakeBluetooth(page: Page, bluetooth = true): Promise<void> {
  if (bluetooth)
    await page.addInitScript(() => {
      const w = window as any;
      w.fakeState = null; // the frame the cube answers a state request with (set by the test)
      w.written = [] as number[][];
      const notifyChar = Object.assign(new EventTarget(), {
        value: null as DataView | null,
        startNotifications: async () => notifyChar,
        stopNotifications: async () => notifyChar,
        readValue: async () => new DataView(new ArrayBuffer(0)),
        writeValue: async () => {},
      });
      const device: any = Object.assign(new EventTarget(), { id: 'fake-gocube', name: 'GoCube_12345' });
      w.cubeNotify = (bytes: number[]) => {
        notifyChar.value = new DataView(Uint8Array.from(bytes).buffer);
        w.lastNotify = performance.now();
        notifyChar.dispatchEvent(new Event('characteristicvaluechanged'));
      };
      const writeChar = Object.assign(new EventTarget(), {
        startNotifications: async () => writeChar,
        readValue: async () => new DataView(new ArrayBuffer(0)),
        writeValue: async (v: BufferSource) => {
          const bytes = [...new Uint8Array(ArrayBuffer.isView(v) ? v.buffer : v)];
          w.written.push(bytes);
          if (bytes[0] === 51 && w.fakeState) setTimeout(() => w.cubeNotify(w.fakeState), 2);
          if (bytes[0] === 50)
            setTimeout(
              () =>
                w.cubeNotify(
                  [0x2a, 5, 5, 88, 0x8c, 0x0d, 0x0a].map((b, i) => (i === 4 ? (0x2a + 5 + 5 + 88) & 0xff : b)),
                ),
              2,
            );
        },
      });
      const server: any = {
        connected: false,
        connect: async () => {
          server.connected = true;
          return server;
        },
        disconnect: () => {
          server.connected = false;
          device.dispatchEvent(new Event('gattserverdisconnected'));
        },
        getPrimaryService: async (uuid: string) => {
          if (uuid !== '6e400001-b5a3-f393-e0a9-e50e24dcca9e')
            throw new DOMException('No Services matching UUID', 'NotFoundError');
          return {
            getCharacteristic: async (c: string) =>
              c === '6e400003-b5a3-f393-e0a9-e50e24dcca9e'
                ? notifyChar
                : c === '6e400002-b5a3-f393-e0a9-e50e24dcca9e'
                  ? writeChar
                  : Promise.reject(new DOMException('none', 'NotFoundError')),
          };
        },
      };
      device.gatt = server;
      w.fakeServer = server;
      Object.defineProperty(navigator, 'bluetooth', {
        value: {
          requestDevice: async (options: unknown) => {
            w.chooserOptions = options;
            return device;
          },
        },
      });
    });
  else await page.addInitScript(() => Object.defineProperty(navigator, 'bluetooth', { value: undefined }));
}
