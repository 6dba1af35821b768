// What every smart-cube protocol decoder is (one file each beside this one): bytes in,
// events out, no Web Bluetooth. The session (session.ts) keeps the state through the
// core, asks for history when a move counter skips, and counts refused packets to tell
// a wrong MAC address (the key's salt) from a bad packet.
import type { ReportedCubies } from './core-port';

/** A face turn as the cube reports it: WCA notation (`R`, `R'`, `R2`). */
export interface CubeMove {
  move: string;
  /** The cube's move counter (0..255 for most), when the protocol numbers its moves. */
  serial?: number;
  /** The cube's own clock in ms, when it sends one; absent for a recovered move. */
  cubeTime?: number;
}

export type DecodedEvent =
  /** Moves in the order they were made (a packet may carry the ones before it too). */
  | { type: 'moves'; moves: CubeMove[] /** the counter after them, when known */; serial?: number }
  /** Moves are missing: ask the cube for `count` moves back from counter `serial`
   * (requestHistory); they come back as a 'moves' event. */
  | { type: 'gap'; serial: number; count: number }
  /** The whole state as cubie arrays, read by the core (core-port.ts). `recent`: the
   * moves that led to it, oldest first, some of which may be known already (Giiker). */
  | { type: 'cubies'; cubies: ReportedCubies; serial?: number; recent?: CubeMove[] }
  /** The whole state as 54 facelet letters URFDLB (the core validates them). */
  | { type: 'facelets'; facelets: string; serial?: number }
  | { type: 'battery'; level: number }
  | { type: 'hardware'; name?: string; version?: string }
  /** The cube is going to sleep or was told to disconnect. */
  | { type: 'bye' };

/** A packet that is not one: why (wrong length, type, checksum). */
export interface Refusal {
  refused: string;
}

export type Decoded = DecodedEvent[] | Refusal;

export function isRefusal<T extends object>(d: T | Refusal): d is Refusal {
  return 'refused' in d;
}

/** One protocol's decoder for one connection (it keeps the key and the counters). */
export interface Decoder {
  decode(packet: Uint8Array): Decoded;
  /** Packets to write (already encrypted) that ask for the state, the battery, and
   * (after a gap in the counter) the moves from `serial` back `count`. */
  requestState(): Uint8Array[];
  requestBattery(): Uint8Array[];
  requestHistory?(serial: number, count: number): Uint8Array[];
  /** Asks the cube its model (a 'hardware' event answers). */
  requestInfo?(): Uint8Array[];
  /** Tells the cube it is solved now (the protocols that keep a state of their own). */
  requestReset?(): Uint8Array[];
  /** Our state was taken from a report at counter `serial`: forget the moves awaited before it. */
  resynced?(serial: number): void;
  /** A reply some protocols need to every state packet (QiYi's acknowledgement). */
  acknowledge?(packet: Uint8Array): Uint8Array[];
  /** An answer from the protocol's command channel (Protocol.commands: Giiker's battery). */
  decodeReply?(packet: Uint8Array): Decoded;
}

/** A service of its own for commands: written to `write`, answered on `notify`. */
export interface CommandChannel {
  service: string;
  write: string;
  notify: string;
}

/** What the transport needs to know of a protocol. */
export interface Protocol {
  /** Shown as `cube.model` until the cube names itself. */
  label: string;
  /** Advertised-name prefixes the device chooser filters on. */
  namePrefixes: string[];
  service: string;
  /** Where the cube notifies. */
  notify: string;
  /** Where commands go (absent: the protocol is read-only, or they go to `commands`). */
  write?: string;
  /** Commands on a service of their own (Giiker's battery); their answers go to Decoder.decodeReply. */
  commands?: CommandChannel;
  /** Whether the key is salted with the cube's MAC address. */
  needsMac: boolean;
  /** The advertisement's manufacturer-data company ids that carry the MAC. */
  companyIds?: number[];
  /** The MAC from the advertisement's manufacturer data (its bytes under a company id). */
  macFromAdvertisement?(data: DataView): string | null;
  /** The MAC the factory derives from the device's name, when it does. */
  macFromName?(name: string): string | null;
  /** Whether the protocol reads the state only on request (Giiker: readValue). */
  readsState?: boolean;
  create(mac: Uint8Array | null, name: string): Decoder;
}
