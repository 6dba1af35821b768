// The words the page uses for table status, progress and solver replies. Pure
// functions (no DOM), so the wording lives in one place.
import { formatCoreMessage } from '../i18n/core';
import { bytesText, countOf, msNumber } from '../i18n/count';
import { formatNumber, t } from '../i18n/messages';
import { sentence } from '../player/words';
import type { CoreText, SolveReply, TableProgress, TableStatus } from '../worker/api';

/** 3.2, 12, 240: one decimal under 10 ms, whole numbers above (in the page's digits). */
export const formatMs = msNumber;

/** "1.0 MB", "12 kB" in the page's language. */
export const formatBytes = bytesText;

/** " 45% of 846.0 MB" while a big set loads or stores; '' for small ones (they take no time). */
function percentOf(p: TableProgress): string {
  return p.bytes >= 32 * 1024 * 1024 && p.fraction > 0
    ? t('solving.percentOf', { percent: percent(p.fraction), size: formatBytes(p.bytes) })
    : '';
}

const percent = (fraction: number) =>
  formatNumber(Math.floor(fraction * 100) / 100, { style: 'percent', maximumFractionDigits: 0 });

/** A status's or a progress report's note in the page's language (undefined: none). */
export function noteText(s: { note?: string; noteText?: CoreText }): string | undefined {
  return s.note === undefined ? undefined : formatCoreMessage({ message: s.note, text: s.noteText });
}

/** "Building tables 45%", "Loading tables from the cache…". */
export function progressText(p: TableProgress): string {
  switch (p.phase) {
    case 'loading':
      return t('solving.loading', { progress: percentOf(p) });
    case 'downloading':
      return t('solving.downloading', { progress: percentOf(p) });
    case 'building':
      // A note says why it builds: "The prebuilt table was not used (…)."
      return t('solving.building', { note: p.note ? `${sentence(noteText(p)!)}. ` : '', percent: percent(p.fraction) });
    case 'storing':
      return t('solving.storing', { progress: percentOf(p) });
    case 'ready':
      return t('solving.ready');
  }
}

/** "Tables loaded from cache in 12 ms (1.0 MB)", "Tables built in 240 ms (…). Note: …". */
export function describeTables(s: TableStatus): string {
  const size = s.bytes > 0 ? t('solving.sizeParen', { size: formatBytes(s.bytes) }) : '';
  const ms = formatMs(s.ms);
  let text: string;
  // Tables made of parts, some from the cache and some built (the 6x6x6's after a 5x5x5 solve).
  const cached = (s.parts ?? []).filter((p) => p.source === 'cache').reduce((sum, p) => sum + p.bytes, 0);
  if (s.source === 'cache') text = t('solving.fromCache', { ms, size });
  else if (s.source === 'built' && cached > 0)
    text = t('solving.builtPartly', { ms, size, cached: formatBytes(cached) });
  else if (s.source === 'built') text = t('solving.built', { ms, size });
  else if (s.source === 'download') text = t('solving.downloaded', { ms, size });
  else text = t('solving.notLoaded');
  return s.note ? t('solving.withNote', { text, note: noteText(s)! }) : text;
}

/**
 * The status line after Cancel, from what the (fresh) solver worker says is stored:
 * a build stopped half way stored nothing, and the next solve starts it again.
 */
export function cancelledText(tables: TableStatus | undefined, stored: boolean): string {
  if (!tables) return t('solving.cancelled');
  return t(stored ? 'solving.cancelledStored' : 'solving.cancelledNotStored');
}

/** The codes of the replies whose solution the budget left unproven ("not proven optimal: …"). */
const UNPROVEN: ReadonlySet<string> = new Set(['not_proven_depth', 'sq1_not_proven']);

/** A solved reply whose best solution is not proven shortest, by the core's code (its English before codes). */
export function isUnproven(r: SolveReply): boolean {
  return r.text ? UNPROVEN.has(r.text.code) : r.message.startsWith('not proven optimal');
}

/** The status line after a solve; `noun` names one step ("move", "slide"). */
export function replyText(r: SolveReply, noun = 'move'): string {
  switch (r.status) {
    case 'solved': {
      const best = r.solutions[0];
      const n = best.length;
      const unproven = isUnproven(r) ? t('solving.paren', { text: formatCoreMessage(r) }) : '';
      const extra = r.timedOut ? t('solving.budgetEnded', { unproven }) : '';
      if (n === 0) return t('solving.alreadySolved');
      const all = r.solutions.length > 1 ? t('solving.allListed', { count: r.solutions.length }) : '';
      const optimal = best.optimal ? t('solving.optimalParen') : '';
      return t('solving.solved', { moves: countOf(n, noun), optimal, ms: formatMs(r.ms), extra, all });
    }
    case 'bad-input':
      return t('solving.cannotSolve', { reason: formatCoreMessage(r) });
    case 'no-solution':
      return r.message ? t('solving.noSolutionWhy', { reason: formatCoreMessage(r) }) : t('solving.noSolution');
    case 'cancelled':
      return t('solving.cancelled');
  }
}
