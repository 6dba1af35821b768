// Counts with their noun ("1 move", "14 slides") and measures (ms, MB) in the page's
// language: plurals through Intl.PluralRules (the catalogs' ICU plural forms: Russian's
// few and many, Arabic's six), digits through Intl.NumberFormat.
import { currentLocale } from './language';
import { formatNumber, t } from './messages';
import { countIn } from './nouns';

/** "1 move", "14 slides", "3 steps" in the page's language (the player's words, nouns.ts). */
export function countOf(n: number, noun: string): string {
  return countIn(currentLocale(), n, noun);
}

/** 3.2, 12, 240 (ms): one decimal under 10, whole numbers above; no grouping. */
export function msNumber(ms: number): string {
  if (!Number.isFinite(ms)) return '?';
  const digits = ms < 10 ? 1 : 0;
  return formatNumber(ms, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
}

/** "12 ms" */
export function msText(ms: number): string {
  return t('count.ms', { n: msNumber(ms) });
}

/** "1.0 MB", "12 kB", "2.00 GiB", "512 bytes". */
export function bytesText(bytes: number): string {
  const fixed = (n: number, digits: number) =>
    formatNumber(n, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (bytes >= 1024 ** 3) return t('count.GiB', { n: fixed(bytes / 1024 ** 3, 2) });
  if (bytes >= 1024 ** 2) return t('count.MB', { n: fixed(bytes / 1024 ** 2, 1) });
  if (bytes >= 1024) return t('count.kB', { n: fixed(bytes / 1024, 0) });
  return t('count.byte', { count: bytes });
}
