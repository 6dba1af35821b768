// Puts moves numbered by a counter (0..255, wrapping) back in order: a live move past a
// gap waits until the cube's history (asked for) fills the gap. GAN Gen3 and Gen4 keep
// their last moves for this (gan-web-bluetooth's move buffer does the same).
import type { CubeMove, DecodedEvent } from './protocol';

export interface Ordered {
  /** Moves now in order, oldest first. */
  moves: CubeMove[];
  /** Ask the cube for `count` moves back from counter `serial`. */
  gap?: { serial: number; count: number };
}

/** More moves than this waiting: the history is not coming; start again from a state. */
const MAX_WAITING = 32;

export class CounterOrder {
  private last = -1;
  private target = -1;
  private readonly waiting = new Map<number, CubeMove>();

  /** The counter of the last move passed on (-1 before the first state). */
  get serial(): number {
    return this.last;
  }

  private distance(s: number): number {
    return (s - this.last) & 0xff;
  }

  /** A state report at counter `serial`: the first one starts the count, a later one ahead of it is a gap. */
  state(serial: number): Ordered {
    if (this.last < 0) {
      this.last = serial & 0xff;
      return { moves: [] };
    }
    const d = this.distance(serial);
    if (d === 0 || d > 128) return { moves: [] };
    if (this.target < 0 || d > this.distance(this.target)) this.target = serial & 0xff;
    return this.drain();
  }

  /** A live move (ignored before the first state: the cube's count is not known yet). */
  live(move: CubeMove & { serial: number }): Ordered {
    if (this.last < 0) return { moves: [] };
    const d = this.distance(move.serial);
    if (d === 0 || d > 128) return { moves: [] }; // already passed on
    this.waiting.set(move.serial & 0xff, move);
    if (this.target < 0 || d > this.distance(this.target)) this.target = move.serial & 0xff;
    return this.drain();
  }

  /** Moves from the history (any order): those that fill a gap are taken. */
  history(moves: (CubeMove & { serial: number })[]): Ordered {
    if (this.last < 0 || this.target < 0) return { moves: [] };
    const reach = this.distance(this.target);
    let taken = 0;
    for (const m of moves) {
      const d = this.distance(m.serial);
      if (d > 0 && d <= reach && !this.waiting.has(m.serial & 0xff)) {
        this.waiting.set(m.serial & 0xff, m);
        taken++;
      }
    }
    const ordered = this.drain();
    // A history that brought nothing new is not asked again at once (no ping-pong with
    // the cube): the next live move or state asks.
    return taken ? ordered : { moves: ordered.moves };
  }

  /** Starts again at `serial` (after a resync from a state). */
  reset(serial: number): void {
    this.last = serial & 0xff;
    this.target = -1;
    this.waiting.clear();
  }

  private drain(): Ordered {
    const moves: CubeMove[] = [];
    for (;;) {
      const next = (this.last + 1) & 0xff;
      const m = this.waiting.get(next);
      if (!m) break;
      this.waiting.delete(next);
      moves.push(m);
      this.last = next;
    }
    if (this.target >= 0 && this.distance(this.target) > 128) this.target = -1;
    if (this.target === this.last) this.target = -1;
    if (this.target < 0 || this.waiting.size > MAX_WAITING) {
      if (this.waiting.size > MAX_WAITING) this.waiting.clear();
      return { moves };
    }
    // The first move still missing is last + 1: ask from the first one we have (or the
    // state's counter) back to it, as gan-web-bluetooth does.
    let head = this.target;
    for (const s of this.waiting.keys()) if (this.distance(s) < this.distance(head)) head = s;
    return { moves, gap: { serial: head, count: this.distance(head) } };
  }
}

/** An ordering as decoder events: the moves now in order, then the gap to ask about. */
export function orderedEvents(o: Ordered, serial: number): DecodedEvent[] {
  const out: DecodedEvent[] = [];
  if (o.moves.length) out.push({ type: 'moves', moves: o.moves, serial });
  if (o.gap) out.push({ type: 'gap', ...o.gap });
  return out;
}
