// The words the page uses for table status, progress and solver replies. Pure
// functions (no DOM), so the wording lives in one place.
import { plural } from '../player/words';
import type { SolveReply, SolverInfo, TableProgress, TableStatus } from '../worker/api';

/** 3.2, 12, 240: one decimal under 10 ms, whole numbers above. */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return '?';
  return ms < 10 ? ms.toFixed(1) : String(Math.round(ms));
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${bytes} bytes`;
}

/** " 45% of 846.0 MB" while a big set loads or stores; '' for small ones (they take no time). */
function percentOf(p: TableProgress): string {
  return p.bytes >= 32 * 1024 * 1024 && p.fraction > 0 ? ` ${Math.floor(p.fraction * 100)}% of ${formatBytes(p.bytes)}` : '';
}

/** "Building tables 45%", "Loading tables from the cache…". */
export function progressText(p: TableProgress): string {
  switch (p.phase) {
    case 'loading':
      return `Loading tables from the cache…${percentOf(p)}`;
    case 'building':
      return `Building tables ${Math.floor(p.fraction * 100)}%`;
    case 'storing':
      return `Storing the tables in this browser for next time…${percentOf(p)}`;
    case 'ready':
      return 'Tables ready.';
  }
}

/** "Tables loaded from cache in 12 ms (1.0 MB)", "Tables built in 240 ms (…). Note: …". */
export function describeTables(s: TableStatus): string {
  const size = s.bytes > 0 ? ` (${formatBytes(s.bytes)})` : '';
  let text: string;
  if (s.source === 'cache') text = `Tables loaded from cache in ${formatMs(s.ms)} ms${size}.`;
  else if (s.source === 'built') text = `Tables built in ${formatMs(s.ms)} ms${size}.`;
  else text = 'Tables not loaded yet.';
  return s.note ? `${text} Note: ${s.note}.` : text;
}

/**
 * The status line after Cancel, from what the (fresh) solver worker says is stored:
 * a build stopped half way stored nothing, and the next solve starts it again.
 */
export function cancelledText(tables: TableStatus | undefined, stored: boolean): string {
  if (!tables) return 'Cancelled.';
  return stored
    ? 'Cancelled. The tables are stored in this browser: the next solve loads them from the cache.'
    : 'Cancelled. No tables were stored: the next solve builds them again.';
}

/** The status line after a solve; `noun` names one step ("move", "slide"). */
export function replyText(r: SolveReply, noun = 'move'): string {
  switch (r.status) {
    case 'solved': {
      const best = r.solutions[0];
      const n = best.length;
      const unproven = r.message.startsWith('not proven optimal') ? ` (${r.message})` : '';
      const extra = r.timedOut ? ` The time budget ended before a shorter one was found${unproven}.` : '';
      if (n === 0) return 'Already solved: nothing to do.';
      const all = r.solutions.length > 1 ? ` ${r.solutions.length} optimal solutions listed below.` : '';
      return `Solved: ${plural(n, noun)}${best.optimal ? ' (optimal)' : ''} in ${formatMs(r.ms)} ms.${extra}${all}`;
    }
    case 'bad-input':
      return `Cannot solve this: ${r.message}`;
    case 'no-solution':
      return `No solution within the limits${r.message ? `: ${r.message}` : '.'}`;
    case 'cancelled':
      return 'Cancelled.';
  }
}

/**
 * Whether a solver's answer is shown step by step at first: the methods people learn
 * (their steps are the point). A search's phases (two-phase) are shown on request.
 */
export function stagesFirst(solver: string): boolean {
  return solver === 'thistlethwaite' || solver === 'lbl';
}

/** One line about what the chosen solver does and what its options mean. */
export function helpFor(info: SolverInfo): string {
  switch (info.name) {
    case 'twophase':
      return 'Two-phase finds ≤ 20 moves in milliseconds; max length 21 or more returns even faster. "Show steps" above the moves shows its two phases.';
    case 'pocket':
      return 'Optimal: the fewest moves possible, from a table of every 2×2×2 state; to any goal pattern, with any set of turns.';
    case 'sliding':
      return 'Optimal: the fewest slides possible, from a table of all 181,440 boards the goal can be reached from.';
    case 'thistlethwaite':
      return 'Thistlethwaite: four phases through nested subgroups, ≤ 45 moves; playback pauses after each phase.';
    case 'lbl':
      return 'Layer by layer, as people learn it: longer solutions, one step at a time; playback pauses after each step.';
    case 'optimal':
      return 'Optimal: the fewest moves possible, proven by searching every shorter length (random states: 17–18 moves, seconds to minutes). The small table suits phones; the large one searches ~10× fewer nodes. When the time budget ends you get the two-phase solution, marked not proven optimal.';
    default:
      return info.title;
  }
}
