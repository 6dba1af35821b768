// Words the player and the page both use: counts with their noun, core messages as
// sentences.
import type { Locale } from '../i18n/language';
import type { WidgetKey } from '../i18n/widget-keys';
import { wt } from '../i18n/widget-messages';

/** "1 move", "14 slides". */
export function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** Capitalises the first letter: core messages are written to follow a label. */
export function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Each metric a puzzle row names (MoveCounts' keys): its short name and what it counts. */
export const METRICS: Readonly<Record<string, { short: string; title: string }>> = {
  htm: { short: 'HTM', title: 'Half-turn metric' },
  qtm: { short: 'QTM', title: 'Quarter-turn metric' },
  stm: { short: 'STM', title: 'Slice-turn metric' },
  etm: { short: 'ETM', title: 'Execution-turn metric (rotations count)' },
  obtm: { short: 'OBTM', title: 'Outer block turn metric (R, Rw, 3Rw count 1; an inner layer alone 2)' },
  moves: { short: 'Moves', title: 'Every turn counts 1' },
};

const METRIC_TITLES: Readonly<Record<string, WidgetKey>> = {
  htm: 'player.metricHtm',
  qtm: 'player.metricQtm',
  stm: 'player.metricStm',
  etm: 'player.metricEtm',
  obtm: 'player.metricObtm',
  moves: 'player.metricMoves',
  twist: 'player.metricTwist',
};

/** A metric's short name in `lang`: HTM, QTM as they are; Moves and the Square-1's twist in words. */
export function metricShort(metric: string, lang: Locale): string {
  if (metric === 'twist') return wt(lang, 'player.twistShort');
  if (metric === 'moves') return wt(lang, 'player.movesShort');
  return METRICS[metric]?.short ?? metric;
}

/** What a metric counts, in `lang` ("Half-turn metric"); an unknown metric by its name. */
export function metricTitle(metric: string, lang: Locale): string {
  const key = METRIC_TITLES[metric];
  return key ? wt(lang, key) : metric;
}

/** "HTM 20, QTM 24": the first `max` counts, a puzzle's own metric first; '' for a bare move count. */
export function countsText(counts: Readonly<Record<string, number>>, lang: Locale, max = 2): string {
  const shown = Object.entries(counts).filter(([metric]) => metric !== 'moves');
  return shown
    .slice(0, max)
    .map(([metric, n]) => `${metricShort(metric, lang)} ${n}`)
    .join(', ');
}
