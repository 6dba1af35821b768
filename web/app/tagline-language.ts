// The page's first sentence (tagline.ts, written into index.html in English when the
// page is built) said again in the page's language, the puzzles not solved yet read
// from the marker the build left.
import { formatList, t } from '../i18n/messages';
import { PUZZLES, type PuzzleRow } from '../puzzles';
import { type TaglineWords, taglineHtml } from './tagline';

function words(): TaglineWords {
  return {
    cubes: (from, to) => t('tagline.cubes', { from, to }),
    series: (list) => formatList(list, 'unit'),
    and: (list) => formatList(list),
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
