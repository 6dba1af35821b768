// The connected cube the package hands out (connect.ts makes it): an EventTarget with
// 'move', 'state', 'battery' and 'disconnect' events and the state as facelets.
import type { BleCharacteristic, SmartCubeDevice } from './bluetooth';
import type { Protocol } from './protocol';
import type { CubeSession, SessionOutput, StateReason } from './session';

export interface SmartCubeMoveDetail {
  /** WCA notation: `R`, `R'`, `R2`. */
  move: string;
  /** When it was turned, in ms on the page's clock (performance.now()): the cube's clock fitted to it. */
  timestamp: number;
  /** The state after it (54 letters URFDLB). */
  facelets: string;
  /** Recovered from the cube's history after lost packets (its time is estimated). */
  recovered: boolean;
}

export interface SmartCubeStateDetail {
  facelets: string;
  /** 'initial' on connecting, 'resync' when the cube's state and the one followed disagreed, 'solved' after markSolved(). */
  reason: StateReason;
  message: string;
}

export interface SmartCubeEventMap {
  move: CustomEvent<SmartCubeMoveDetail>;
  state: CustomEvent<SmartCubeStateDetail>;
  battery: CustomEvent<{ level: number }>;
  disconnect: Event;
}

/** A connected cube, as the package hands it out (connectSmartCube). */
export interface SmartCube extends EventTarget {
  /** The state, 54 letters in URFDLB order. */
  readonly facelets: string;
  /** The protocol's name, then the model the cube reports. */
  readonly model: string;
  /** Battery level in percent, once the cube said it. */
  readonly battery: number | undefined;
  /** The MAC address that unlocked it (encrypted protocols), else null. */
  readonly mac: string | null;
  readonly device: SmartCubeDevice;
  /** From now on the cube is solved (the cube itself is told where its protocol can). */
  markSolved(): Promise<void>;
  /** Reads the state again now; a difference is a 'state' event with reason 'resync'. */
  checkState(): void;
  disconnect(): void;
  addEventListener<K extends keyof SmartCubeEventMap>(
    type: K,
    listener: ((event: SmartCubeEventMap[K]) => void) | EventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof SmartCubeEventMap>(
    type: K,
    listener: ((event: SmartCubeEventMap[K]) => void) | EventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** How long after the last turn the state is read again (a check that nothing drifted). */
const IDLE_CHECK_MS = 1500;
const BATTERY_EVERY_MS = 60_000;

export class SmartCubeConnection extends EventTarget implements SmartCube {
  /** The state, 54 letters in URFDLB order. */
  facelets = '';
  /** The protocol's name, then the model the cube reports. */
  model: string;
  /** Battery level in percent, once the cube said it. */
  battery: number | undefined;
  /** The MAC address that unlocked it (encrypted protocols). */
  readonly mac: string | null;
  private session: CubeSession | null = null;
  private idle: ReturnType<typeof setTimeout> | undefined;
  private readonly poll: ReturnType<typeof setInterval>;
  private closed = false;

  constructor(
    readonly device: SmartCubeDevice,
    readonly protocol: Protocol,
    private readonly notify: BleCharacteristic,
    private readonly writer: BleCharacteristic | null,
    mac: string | null,
  ) {
    super();
    this.model = protocol.label;
    this.mac = mac;
    this.poll = setInterval(() => this.send(this.session?.decoder.requestBattery() ?? []), BATTERY_EVERY_MS);
    device.addEventListener('gattserverdisconnected', this.onGone);
  }

  /** The session's output: events for the page, packets for the cube. */
  output(): SessionOutput {
    return {
      move: (move, timestamp, facelets, recovered) => {
        this.facelets = facelets;
        this.dispatchEvent(new CustomEvent('move', { detail: { move, timestamp, facelets, recovered } }));
        clearTimeout(this.idle);
        this.idle = setTimeout(() => this.checkState(), IDLE_CHECK_MS);
      },
      state: (facelets, reason, message) => {
        this.facelets = facelets;
        this.dispatchEvent(new CustomEvent('state', { detail: { facelets, reason, message } }));
      },
      battery: (level) => {
        this.battery = level;
        this.dispatchEvent(new CustomEvent('battery', { detail: { level } }));
      },
      model: (name) => {
        this.model = name;
      },
      bye: () => this.disconnect(),
      write: (packets) => this.send(packets),
    };
  }

  private release: (() => void) | null = null;

  /** The session that follows the cube; `release` unhooks it from the notifications. */
  attach(session: CubeSession, release: () => void): void {
    this.session = session;
    this.release = release;
  }

  /** Reads the state again; a difference is a 'state' event with reason 'resync'. */
  checkState(): void {
    if (this.closed || !this.session) return;
    if (this.protocol.readsState) {
      const session = this.session;
      this.notify.readValue().then(
        (v) => session.receive(new Uint8Array(v.buffer, v.byteOffset, v.byteLength)),
        () => {},
      );
    } else this.send(this.session.decoder.requestState());
  }

  /** From now on the cube is solved (the cube itself is told where its protocol can). */
  async markSolved(): Promise<void> {
    await this.session?.markSolved();
  }

  /** Stops this object without touching the connection (a MAC candidate that failed). */
  dispose(): void {
    this.closed = true;
    this.release?.();
    clearTimeout(this.idle);
    clearInterval(this.poll);
    this.device.removeEventListener('gattserverdisconnected', this.onGone);
  }

  disconnect(): void {
    if (this.closed) return;
    this.closed = true;
    this.release?.();
    clearTimeout(this.idle);
    clearInterval(this.poll);
    this.device.removeEventListener('gattserverdisconnected', this.onGone);
    this.notify.stopNotifications?.().catch(() => {});
    if (this.device.gatt?.connected) this.device.gatt.disconnect();
    this.dispatchEvent(new Event('disconnect'));
  }

  private readonly onGone = () => this.disconnect();

  /** Writes in order; a failed write (the cube gone) is the disconnect event's business. */
  private writing: Promise<unknown> = Promise.resolve();
  private send(packets: Uint8Array[]): void {
    if (!this.writer || this.closed) return;
    const writer = this.writer;
    for (const p of packets)
      this.writing = this.writing.then(() => writer.writeValue(new Uint8Array(p))).catch(() => {});
  }
}
