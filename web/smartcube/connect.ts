// connectSmartCube: the device chooser (or a device the app chose), the protocol found
// by the cube's service, the MAC tried from every candidate (mac.ts) until the cube's
// first state decrypts to a valid state, then a SmartCube (smart-cube.ts) that follows it.
import { macBytes } from './bits';
import { type BleCharacteristic, NO_WEB_BLUETOOTH, type SmartCubeDevice, webBluetooth } from './bluetooth';
import { aheadCore } from './core-ahead';
import type { SmartCubeCore } from './core-port';
import { advertisedMac, MAC_HELP, macCandidates, rememberMac } from './mac';
import type { CommandChannel, Protocol } from './protocol';
import { chooserOptions, PROTOCOLS } from './protocols';
import { CubeSession } from './session';
import { type SmartCube, SmartCubeConnection } from './smart-cube';

export interface MacRequest {
  device: SmartCubeDevice;
  /** The protocol's name (GAN, MoYu32, QiYi). */
  model: string;
  /** The addresses already tried, which did not unlock it. */
  tried: string[];
  /** Where the user can find it. */
  help: string;
}

export interface SmartCubeOptions {
  /** A device the app already chose; without it the browser's chooser opens. */
  device?: SmartCubeDevice;
  signal?: AbortSignal;
  /** Asked when no known address unlocks the cube (return null to give up). */
  mac?: (request: MacRequest) => string | null | Promise<string | null>;
  /** How long a candidate address has to bring the cube's first state (ms). */
  timeout?: number;
}

export type SmartCubeErrorCode = 'unsupported' | 'protocol' | 'mac' | 'aborted' | 'silent';

/** What went wrong as data, for a page to say in its language (`message` is the English). */
export type SmartCubeProblem =
  | { kind: 'no-bluetooth' }
  | { kind: 'no-gatt'; name: string | null }
  | { kind: 'no-protocol'; name: string }
  | { kind: 'not-a-mac'; typed: string }
  | { kind: 'no-mac-unlocked'; model: string; tried: string[] }
  | { kind: 'silent'; model: string }
  | { kind: 'aborted' }
  | { kind: 'no-state'; why: string };

export class SmartCubeError extends Error {
  constructor(
    readonly code: SmartCubeErrorCode,
    message: string,
    readonly problem: SmartCubeProblem = { kind: 'no-state', why: message },
  ) {
    super(message);
    this.name = 'SmartCubeError';
  }
}

/** Refused packets before any state: the key (its MAC) is wrong. */
const REFUSALS_MEAN_WRONG_KEY = 3;

function toBytes(v: DataView): Uint8Array {
  return new Uint8Array(v.buffer, v.byteOffset, v.byteLength).slice();
}

async function findProtocol(
  device: SmartCubeDevice,
): Promise<{ protocol: Protocol; service: import('./bluetooth').BleService }> {
  const name = device.name ?? '';
  const named = PROTOCOLS.filter((p) => p.namePrefixes.some((x) => name.startsWith(x)));
  for (const protocol of [...named, ...PROTOCOLS.filter((p) => !named.includes(p))]) {
    try {
      const service = await device.gatt!.getPrimaryService(protocol.service);
      return { protocol, service };
    } catch {
      // not this one
    }
  }
  throw new SmartCubeError(
    'protocol',
    `"${name}" has none of the smart-cube services this package knows (GAN, MoYu32, QiYi, GoCube, Giiker)`,
    { kind: 'no-protocol', name },
  );
}

/** A protocol's command service (Giiker's battery), notifying; null where the cube has none (it still follows). */
async function commandChannel(
  device: SmartCubeDevice,
  channel: CommandChannel,
): Promise<{ write: BleCharacteristic; notify: BleCharacteristic } | null> {
  try {
    const service = await device.gatt!.getPrimaryService(channel.service);
    const notify = await service.getCharacteristic(channel.notify);
    await notify.startNotifications();
    return { write: await service.getCharacteristic(channel.write), notify };
  } catch {
    return null;
  }
}

/**
 * Tries one address: resolves when the cube's first state is valid, rejects early on
 * refused packets (a wrong key decrypts to garbage), or after `timeout` of silence.
 */
function tryKey(
  cube: SmartCubeConnection,
  protocol: Protocol,
  notify: BleCharacteristic,
  replies: BleCharacteristic | null,
  core: SmartCubeCore,
  mac: string | null,
  timeout: number,
  signal?: AbortSignal,
): Promise<CubeSession> {
  const out = cube.output();
  return new Promise<CubeSession>((resolve, reject) => {
    let settled = false;
    const finish = (ok: boolean, why = '') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (ok) resolve(session);
      else {
        release();
        reject(
          why === 'aborted'
            ? new SmartCubeError('aborted', why, { kind: 'aborted' })
            : new SmartCubeError('mac', why, { kind: 'no-state', why }),
        );
      }
    };
    const session = new CubeSession(protocol.create(mac ? macBytes(mac) : null, cube.device.name ?? ''), core, {
      ...out,
      state: (facelets, reason, message) => {
        out.state(facelets, reason, message);
        if (reason === 'initial') finish(true);
      },
      refused: () => {
        if (session.facelets === null && session.refusedBeforeState >= REFUSALS_MEAN_WRONG_KEY)
          finish(false, 'refused packets');
      },
    });
    const onValue = (e: Event) => {
      const value = (e.target as BleCharacteristic).value;
      if (value) session.receive(toBytes(value));
    };
    const onReply = (e: Event) => {
      const value = (e.target as BleCharacteristic).value;
      if (value) session.receive(toBytes(value), true);
    };
    const release = () => {
      notify.removeEventListener('characteristicvaluechanged', onValue);
      replies?.removeEventListener('characteristicvaluechanged', onReply);
    };
    const onAbort = () => finish(false, 'aborted');
    const timer = setTimeout(() => finish(false, 'no valid state'), timeout);
    signal?.addEventListener('abort', onAbort, { once: true });
    notify.addEventListener('characteristicvaluechanged', onValue);
    replies?.addEventListener('characteristicvaluechanged', onReply);
    cube.attach(session, release);
    if (protocol.readsState)
      notify.readValue().then(
        (v) => session.receive(toBytes(v)),
        () => finish(false, 'unreadable'),
      );
    else out.write(session.decoder.requestState());
    out.write(session.decoder.requestBattery());
  });
}

/** Connects a smart cube: resolves when it has told its state. `core` answers for the cube logic. */
export async function connectSmartCube(options: SmartCubeOptions & { core: SmartCubeCore }): Promise<SmartCube> {
  const { signal } = options;
  const core = aheadCore(options.core);
  signal?.throwIfAborted();
  let device = options.device;
  if (!device) {
    const bluetooth = webBluetooth();
    if (!bluetooth) throw new SmartCubeError('unsupported', NO_WEB_BLUETOOTH, { kind: 'no-bluetooth' });
    device = await bluetooth.requestDevice(chooserOptions());
  }
  if (!device.gatt) {
    const problem = { kind: 'no-gatt', name: device.name ?? null } as const;
    throw new SmartCubeError('unsupported', `"${device.name ?? 'the device'}" has no GATT server`, problem);
  }
  const names = PROTOCOLS.filter((p) => p.namePrefixes.some((x) => (device.name ?? '').startsWith(x)));
  // The advertisement first: Chrome delivers it only while not connected.
  const advertised = names.some((p) => p.needsMac) ? await advertisedMac(device, names) : null;
  signal?.throwIfAborted();
  await device.gatt.connect();
  try {
    const { protocol, service } = await findProtocol(device);
    const notify = await service.getCharacteristic(protocol.notify);
    const commands = protocol.commands ? await commandChannel(device, protocol.commands) : null;
    const writer = commands?.write ?? (protocol.write ? await service.getCharacteristic(protocol.write) : null);
    await notify.startNotifications();
    const timeout = options.timeout ?? 4000;
    const tried: string[] = [];
    const candidates = protocol.needsMac ? await macCandidates(device, protocol, advertised) : [null];
    for (let i = 0; ; i++) {
      let mac = candidates[i];
      if (mac === undefined) {
        if (!protocol.needsMac || !options.mac) break;
        const typed = await options.mac({ device, model: protocol.label, tried: [...tried], help: MAC_HELP });
        if (!typed) break;
        if (!macBytes(typed))
          throw new SmartCubeError('mac', `"${typed}" is not a MAC address (six pairs such as AB:12:CD:34:EF:56)`, {
            kind: 'not-a-mac',
            typed,
          });
        mac = typed.toUpperCase().replace(/-/g, ':');
      }
      const cube = new SmartCubeConnection(device, protocol, notify, writer, mac);
      try {
        const session = await tryKey(cube, protocol, notify, commands?.notify ?? null, core, mac, timeout, signal);
        if (mac) rememberMac(device, mac);
        cube.output().write(session.decoder.requestInfo?.() ?? []);
        return cube;
      } catch (e) {
        cube.dispose();
        if (e instanceof SmartCubeError && e.code === 'aborted') throw e;
        if (mac) tried.push(mac);
      }
    }
    throw protocol.needsMac
      ? new SmartCubeError(
          'mac',
          `No MAC address unlocked the ${protocol.label} cube${tried.length ? ` (tried ${tried.join(', ')})` : ''}. ${MAC_HELP}`,
          { kind: 'no-mac-unlocked', model: protocol.label, tried: [...tried] },
        )
      : new SmartCubeError('silent', `The ${protocol.label} cube sent no valid state`, {
          kind: 'silent',
          model: protocol.label,
        });
  } catch (e) {
    if (device.gatt.connected) device.gatt.disconnect();
    throw e;
  }
}
