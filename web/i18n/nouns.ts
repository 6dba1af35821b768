// Counts with their noun ("1 move", "14 slides") in a given language, for the player and
// the widget as for the page: plural forms through Intl.PluralRules (the catalogs' ICU
// plurals: Russian's few and many, Arabic's six), digits through Intl.NumberFormat.
import type { Locale } from './language';
import type { WidgetKey } from './widget-keys';
import { wt } from './widget-messages';

const NOUNS: Readonly<Record<string, WidgetKey>> = {
  move: 'player.move',
  slide: 'player.slide',
  step: 'player.step',
  chapter: 'player.chapter',
};

/** "1 move", "14 slides", "3 steps" in `locale`; a noun the catalogs do not have is written as it comes. */
export function countIn(locale: Locale, n: number, noun: string): string {
  const key = NOUNS[noun];
  return key
    ? wt(locale, key, { count: n })
    : `${new Intl.NumberFormat(locale === 'en-XA' ? 'en' : locale).format(n)} ${noun}`;
}
