// One connected cube's state, whatever its protocol: the decoder's events turned into
// moves and states through the core (core-port.ts), in packet order. It answers gaps
// with history requests, finds Giiker's new moves by playing its recent ones, and
// resyncs (a 'state' with reason 'resync') when the cube's reported state and ours
// disagree. No Web Bluetooth here: the transport (connect.ts) feeds it packets and
// writes what it asks.
import { CubeClock } from './clock';
import type { SmartCubeCore } from './core-port';
import type { CubeMove, DecodedEvent, Decoder } from './protocol';
import { isRefusal } from './protocol';

export type StateReason = 'initial' | 'resync' | 'solved';

export interface SessionOutput {
  move(move: string, timestamp: number, facelets: string, recovered: boolean): void;
  state(facelets: string, reason: StateReason, message: string): void;
  battery(level: number): void;
  model?(name: string): void;
  bye(): void;
  write(packets: Uint8Array[]): void;
  /** A packet refused (bad length, type, checksum, or not a state): why. */
  refused?(why: string): void;
}

/** A gap unanswered this long: take the cube's state as it is. */
const GAP_PATIENCE_MS = 2000;

export class CubeSession {
  /** Our state (null before the first report). */
  facelets: string | null = null;
  /** Packets refused before the first state: many mean a wrong key (the MAC). */
  refusedBeforeState = 0;
  /** The cube's own state as it last reported it (Giiker's moves are found from it). */
  private reported: string | null = null;
  /** markSolved() on a cube that cannot be told: its reports no longer resync ours. */
  private ownState = false;
  private gapSince: number | null = null;
  private queue: Promise<void> = Promise.resolve();
  private readonly clock = new CubeClock();

  constructor(
    readonly decoder: Decoder,
    private readonly core: SmartCubeCore,
    private readonly out: SessionOutput,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * Takes a packet (`reply`: from the protocol's command channel); handled after the
   * ones before it (the core answers asynchronously).
   */
  receive(packet: Uint8Array, reply = false): Promise<void> {
    const arrival = this.now();
    this.queue = this.queue
      .then(() => this.handle(packet, arrival, reply))
      .catch((e: unknown) => this.out.refused?.(String(e)));
    return this.queue;
  }

  /** Our state is solved from now on; the cube is told where its protocol can. */
  async markSolved(): Promise<void> {
    await this.queue;
    const reset = this.decoder.requestReset?.();
    if (reset?.length) this.out.write(reset);
    else this.ownState = true;
    this.facelets = await this.core.play('', '');
    this.core.lookAhead?.(this.facelets);
    this.out.state(this.facelets, 'solved', 'marked solved');
  }

  private refuse(why: string): void {
    if (this.facelets === null) this.refusedBeforeState++;
    this.out.refused?.(why);
  }

  private async handle(packet: Uint8Array, arrival: number, reply: boolean): Promise<void> {
    const decoded = reply && this.decoder.decodeReply ? this.decoder.decodeReply(packet) : this.decoder.decode(packet);
    if (isRefusal(decoded)) return this.refuse(decoded.refused);
    // Only a message that passed its checks is acknowledged (QiYi).
    const ack = this.decoder.acknowledge?.(packet);
    if (ack?.length) this.out.write(ack);
    const gap = decoded.some((e) => e.type === 'gap');
    if (gap) this.gapSince ??= arrival;
    else if (decoded.some((e) => e.type === 'moves')) this.gapSince = null;
    for (const event of decoded) await this.event(event, arrival, gap);
  }

  private async event(e: DecodedEvent, arrival: number, gap: boolean): Promise<void> {
    switch (e.type) {
      case 'moves':
        return this.play(e.moves, arrival, e.moves.length > 1);
      case 'gap':
        this.out.write(this.decoder.requestHistory?.(e.serial, e.count) ?? this.decoder.requestState());
        return;
      case 'cubies': {
        const v = await this.core.faceletsOfCubies(e.cubies);
        if (!v.ok) return this.refuse(`the reported state is not one: ${v.problems[0]?.message ?? ''}`);
        return this.report(v.facelets, e.serial, arrival, gap, e.recent);
      }
      case 'facelets': {
        const v = await this.core.validate(e.facelets);
        if (!v.ok) return this.refuse(`the reported state is not one: ${v.problems[0]?.message ?? ''}`);
        return this.report(v.facelets, e.serial, arrival, gap);
      }
      case 'battery':
        return this.out.battery(e.level);
      case 'hardware':
        if (e.name) this.out.model?.(e.name);
        return;
      case 'bye':
        // Before a state the key may be wrong: a "bye" then is garbage, not the cube.
        if (this.facelets !== null) this.out.bye();
        return;
    }
  }

  private async play(moves: CubeMove[], arrival: number, recovered: boolean): Promise<void> {
    if (this.facelets === null) return; // no state to turn yet: the first report brings it
    for (const [i, m] of moves.entries()) {
      this.facelets = await this.core.play(this.facelets, m.move);
      const last = i === moves.length - 1;
      this.out.move(m.move, this.clock.stamp(m.cubeTime, arrival), this.facelets, recovered && !last);
    }
    this.core.lookAhead?.(this.facelets);
  }

  /** A whole state from the cube: the first one starts us; a later one checks us. */
  private async report(
    facelets: string,
    serial: number | undefined,
    arrival: number,
    gap: boolean,
    recent?: CubeMove[],
  ): Promise<void> {
    const before = this.reported;
    this.reported = facelets;
    if (this.facelets === null) {
      this.facelets = facelets;
      this.core.lookAhead?.(facelets);
      this.out.state(facelets, 'initial', 'connected');
      return;
    }
    if (recent && before !== null && before !== facelets) {
      // Giiker: the newest k of its recent moves lead from its last report to this one.
      for (let k = 1; k <= recent.length; k++) {
        const tail = recent.slice(recent.length - k);
        if ((await this.core.play(before, tail.map((m) => m.move).join(' '))) === facelets) {
          return this.play(tail, arrival, k > 1);
        }
      }
    }
    if (this.ownState || facelets === this.facelets) {
      this.gapSince = null;
      return;
    }
    // Moves are on their way back from the cube's history: wait for them, not for ever.
    if (gap && this.gapSince !== null && arrival - this.gapSince < GAP_PATIENCE_MS) return;
    this.gapSince = null;
    this.facelets = facelets;
    this.core.lookAhead?.(facelets);
    if (serial !== undefined) this.decoder.resynced?.(serial);
    this.out.state(facelets, 'resync', "the cube's state differs from the one followed (turns were lost): resynced");
  }
}
