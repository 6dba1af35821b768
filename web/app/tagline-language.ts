// The page's first sentence (tagline.ts, written into index.html in English when the
// page is built) said again in the page's language, the puzzles not solved yet read
// from the marker the build left.
import { currentLocale, directionOf } from '../i18n/language';
import { formatList, t } from '../i18n/messages';
import { PUZZLES, type PuzzleRow } from '../puzzles';
import { type TaglineWords, taglineHtml } from './tagline';

function words(): TaglineWords {
  // In a right-to-left sentence each name is isolated ("8-puzzle" stays so in Arabic).
  const rtl = directionOf(currentLocale()) === 'rtl';
  const isolated = (name: string) => (rtl ? `\u2068${name}\u2069` : name);
  return {
    cubes: (from, to) => t('tagline.cubes', { from: isolated(from), to: isolated(to) }),
    series: (list) => list.map(isolated).join(t('tagline.separator')),
    and: (list) => formatList(list.map(isolated)),
    before: (puzzles) => t('tagline.before', { puzzles }),
    aside: (puzzles) => t('tagline.aside', { puzzles }),
    after: t('tagline.after'),
  };
}

/** Rewrites `el`'s sentence in the page's language. */
export function translateTagline(el: HTMLElement | null): void {
  if (!el) return;
  const marked = el.querySelector<HTMLElement>('[data-unsolved]')?.dataset.unsolved?.split(' ') ?? [];
  const rows = PUZZLES as readonly PuzzleRow[];
  const solved = new Set(rows.map((r) => r.name).filter((name) => !marked.includes(name)));
  // Our own text, HTML-escaped by taglineHtml (the puzzle labels and the messages hold no markup).
  el.innerHTML = taglineHtml(rows, solved, words());
}
