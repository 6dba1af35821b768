// Where a cube's MAC address (the salt of GAN's, MoYu's and QiYi's keys) may come from,
// in the order tried: the one that worked last time with this device, the
// advertisement (watchAdvertisements, where the browser has it), the one the factory
// derives from the name, then the app (options.mac), which may ask the user.
import { macBytes } from './bits';
import type { SmartCubeDevice } from './bluetooth';
import type { Protocol } from './protocol';

const CACHE_PREFIX = 'cubesolver.smartcube.mac.';

export const MAC_HELP =
  "The cube's MAC address (six pairs such as AB:12:CD:34:EF:56) is not in what the browser shows. " +
  'Find it in chrome://bluetooth-internals (Devices: the cube\'s "Address"), in the cube maker\'s app, ' +
  'or with a Bluetooth scanner app on a phone; on Chrome, enabling chrome://flags/#enable-web-bluetooth-new-permissions-backend lets the page read it itself.';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked (a sandboxed frame)
  }
}

export function cachedMac(device: SmartCubeDevice): string | null {
  return storage()?.getItem(CACHE_PREFIX + device.id) ?? null;
}

export function rememberMac(device: SmartCubeDevice, mac: string): void {
  try {
    storage()?.setItem(CACHE_PREFIX + device.id, mac);
  } catch {
    // full or blocked: next time it is found again
  }
}

/** The MAC from the device's advertisement, within `ms` (null where the browser gives none). */
export async function advertisedMac(
  device: SmartCubeDevice,
  protocols: readonly Protocol[],
  ms = 3000,
): Promise<string | null> {
  if (typeof device.watchAdvertisements !== 'function') return null;
  const stop = new AbortController();
  return new Promise<string | null>((resolve) => {
    const done = (mac: string | null) => {
      clearTimeout(timer);
      device.removeEventListener('advertisementreceived', onAdvertisement);
      stop.abort();
      resolve(mac);
    };
    const onAdvertisement = (e: Event) => {
      const data = (e as Event & { manufacturerData?: Map<number, DataView> }).manufacturerData;
      if (!data) return;
      for (const p of protocols)
        for (const id of p.companyIds ?? []) {
          const bytes = data.get(id);
          const mac = bytes && p.macFromAdvertisement?.(bytes);
          if (mac && macBytes(mac)) return done(mac);
        }
    };
    const timer = setTimeout(() => done(null), ms);
    device.addEventListener('advertisementreceived', onAdvertisement);
    device.watchAdvertisements?.({ signal: stop.signal }).catch(() => done(null));
  });
}

/** The candidates known without asking, best first, each once. */
export async function macCandidates(
  device: SmartCubeDevice,
  protocol: Protocol,
  advertised: string | null,
): Promise<string[]> {
  const found = [cachedMac(device), advertised, protocol.macFromName?.(device.name ?? '') ?? null];
  const out: string[] = [];
  for (const mac of found) {
    const bytes = mac && macBytes(mac);
    if (!bytes) continue;
    const text = mac.toUpperCase().replace(/-/g, ':');
    if (!out.includes(text)) out.push(text);
  }
  return out;
}
