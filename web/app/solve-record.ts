// Record (a smart cube's): a solve's moves with their times, from the first turn (the
// timer starts there) until the cube is solved or Stop; then kept as a reconstruction:
// the player's track of the moves as the core reads them, each chip saying its time, and
// the share link carrying both (alg and times: web/share/record-link.ts).
import { formatNumber, t } from '../i18n/messages';
import type { Track } from '../player/player';

/** What a recording is called, in the page's language. */
export const reconstruction = (): string => t('smart.reconstruction');
const SAY = {
  seconds: (s: string) => t('smart.seconds', { s }),
  at: (time: string) => t('smart.at', { time }),
};

export interface Recording {
  /** The state the solve started from. */
  start: string;
  moves: string[];
  /** Each move's time in whole ms from the first move. */
  times: number[];
}

/** 12.34 s */
export function seconds(ms: number): string {
  return SAY.seconds(formatNumber(ms / 1000, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
}

export class SolveRecorder {
  private current: { start: string; moves: string[]; stamps: number[] } | null = null;

  get recording(): boolean {
    return this.current !== null;
  }

  /** The number of moves recorded so far. */
  get count(): number {
    return this.current?.moves.length ?? 0;
  }

  /** Records from `facelets` on. */
  start(facelets: string): void {
    this.current = { start: facelets, moves: [], stamps: [] };
  }

  /** A turn at `timestamp` (ms, the cube's clock fitted to the page's). */
  turn(move: string, timestamp: number): void {
    this.current?.moves.push(move);
    this.current?.stamps.push(timestamp);
  }

  /** Ends the recording: what was made, or null when no move was. */
  stop(): Recording | null {
    const c = this.current;
    this.current = null;
    if (!c || c.moves.length === 0) return null;
    return { start: c.start, moves: c.moves, times: c.stamps.map((t) => Math.round(t - c.stamps[0])) };
  }
}

/**
 * `track` (the recorded moves as the core played them) with their times: in its title,
 * each chip's words, and `times` for the link. Null when the core read another number of
 * moves than there are times.
 */
export function timedTrack(track: Track, times: readonly number[]): Track | null {
  const played = track.result;
  if (played.length !== times.length) return null;
  const total = times.length ? times[times.length - 1] : 0;
  return {
    ...track,
    title: `${reconstruction()} · ${seconds(total)}`,
    result: { ...played, step: (i) => ({ ...played.step(i), text: SAY.at(seconds(times[i])) }) },
    times: [...times],
  };
}
