// The words the page uses for table status, progress and solver replies. Pure
// functions (no DOM), so the wording lives in one place.
import { plural, sentence } from '../player/words';
import type { SolveReply, TableProgress, TableStatus } from '../worker/api';

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
  return p.bytes >= 32 * 1024 * 1024 && p.fraction > 0
    ? ` ${Math.floor(p.fraction * 100)}% of ${formatBytes(p.bytes)}`
    : '';
}

/** "Building tables 45%", "Loading tables from the cache…". */
export function progressText(p: TableProgress): string {
  switch (p.phase) {
    case 'loading':
      return `Loading tables from the cache…${percentOf(p)}`;
    case 'downloading':
      return `Downloading the prebuilt table…${percentOf(p)}`;
    case 'building':
      // A note says why it builds: "The prebuilt table was not used (…)."
      return `${p.note ? `${sentence(p.note)}. ` : ''}Building tables ${Math.floor(p.fraction * 100)}%`;
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
  else if (s.source === 'download') text = `Prebuilt table downloaded and checked in ${formatMs(s.ms)} ms${size}.`;
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
