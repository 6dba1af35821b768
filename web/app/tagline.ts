// The page's first sentence, made from the puzzle table (web/puzzles.ts) and the core's
// solver table when the page is built (vite.config.ts puts it in index.html), so that it
// names every puzzle the page has and the ones it cannot solve yet, with no list written
// by hand to fall behind. Short, as a phone's first screen must still hold the cube, the
// scramble box and Solve below it: the puzzles not solved yet are an aside that narrow
// screens leave out (style.css, .tagline-aside).
import type { PuzzleRow } from '../puzzles';

/** The marker in index.html the sentence replaces. */
export const TAGLINE_MARKER = '<!-- tagline: web/app/tagline.ts -->';

/** The sentence's words in one language (English here; the page gives its own, tagline-language.ts). */
export interface TaglineWords {
  /** "cubes 2×2×2 to 7×7×7" */
  cubes(from: string, to: string): string;
  /** The puzzles one after another: "a, b, c". */
  series(words: readonly string[]): string;
  /** "a, b and c" */
  and(words: readonly string[]): string;
  /** Before the aside: "Type a scramble or a state — … — solve it". */
  before(puzzles: string): string;
  /** " (the … not yet)" */
  aside(puzzles: string): string;
  /** After the aside. */
  after: string;
}

export const ENGLISH: TaglineWords = {
  cubes: (from, to) => `cubes ${from} to ${to}`,
  series: (words) => words.join(', '),
  and: (words) =>
    words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`,
  before: (puzzles) => `Type a scramble or a state — ${puzzles} — solve it`,
  aside: (puzzles) => ` (the ${puzzles} not yet)`,
  after: ', watch it, share it. Everything runs in your browser.',
};

/**
 * "cubes 2×2×2 to 7×7×7, Pyraminx, Skewb, Clock, Square-1, 8-puzzle": the cubes as a range when their
 * sizes run on without a gap, else each by its label; then every other puzzle.
 */
export function puzzlesInWords(rows: readonly PuzzleRow[], w: TaglineWords = ENGLISH): string {
  const cubes = rows.filter((r) => r.view === 'cube').sort((a, b) => a.cubeSize - b.cubeSize);
  const sizes = cubes.map((r) => r.cubeSize);
  const unbroken = sizes.every((n, i) => i === 0 || n === sizes[i - 1] + 1);
  const words =
    cubes.length > 2 && unbroken ? [w.cubes(cubes[0].label, cubes[cubes.length - 1].label)] : cubes.map((r) => r.label);
  words.push(...rows.filter((r) => r.view !== 'cube').map((r) => r.label));
  return w.series(words);
}

/** The sentence in three parts: before the aside, the aside ('' for none), after it. */
function parts(rows: readonly PuzzleRow[], solved?: ReadonlySet<string>, w = ENGLISH): [string, string, string] {
  const unsolved = solved ? rows.filter((r) => !solved.has(r.name)).map((r) => r.label) : [];
  return [w.before(puzzlesInWords(rows, w)), unsolved.length ? w.aside(w.and(unsolved)) : '', w.after];
}

/**
 * The whole sentence as text. `solved`: the puzzles some solver of the core solves (its
 * solver table); the others are named as not solved yet.
 */
export function tagline(rows: readonly PuzzleRow[], solved?: ReadonlySet<string>, w = ENGLISH): string {
  return parts(rows, solved, w).join('');
}

/**
 * The same as HTML for index.html: the aside in its own span, and the puzzles not solved
 * yet named in an empty span's data-unsolved, for the page to say the sentence again in
 * its language (tagline-language.ts).
 */
export function taglineHtml(rows: readonly PuzzleRow[], solved?: ReadonlySet<string>, w = ENGLISH): string {
  const asHtml = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const [before, aside, after] = parts(rows, solved, w).map(asHtml);
  const unsolved = solved ? rows.filter((r) => !solved.has(r.name)).map((r) => r.name) : [];
  const marker = unsolved.length ? `<span hidden data-unsolved="${asHtml(unsolved.join(' '))}"></span>` : '';
  return `${before}${aside ? `<span class="tagline-aside">${aside}</span>` : ''}${after}${marker}`;
}
