// The page's first sentence, made from the puzzle table (web/puzzles.ts) and the core's
// solver table when the page is built (vite.config.ts puts it in index.html), so that it
// names every puzzle the page has and the ones it cannot solve yet, with no list written
// by hand to fall behind. Short, as a phone's first screen must still hold the cube, the
// scramble box and Solve below it: the puzzles not solved yet are an aside that narrow
// screens leave out (style.css, .tagline-aside).
import type { PuzzleRow } from '../puzzles';

/** The marker in index.html the sentence replaces. */
export const TAGLINE_MARKER = '<!-- tagline: web/app/tagline.ts -->';

/** "a, b and c". */
function and(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * "cubes 2×2×2 to 7×7×7, Pyraminx, Skewb, Clock, Square-1, 8-puzzle": the cubes as a range when their
 * sizes run on without a gap, else each by its label; then every other puzzle.
 */
export function puzzlesInWords(rows: readonly PuzzleRow[]): string {
  const cubes = rows.filter((r) => r.view === 'cube').sort((a, b) => a.cubeSize - b.cubeSize);
  const sizes = cubes.map((r) => r.cubeSize);
  const unbroken = sizes.every((n, i) => i === 0 || n === sizes[i - 1] + 1);
  const words =
    cubes.length > 2 && unbroken
      ? [`cubes ${cubes[0].label} to ${cubes[cubes.length - 1].label}`]
      : cubes.map((r) => r.label);
  words.push(...rows.filter((r) => r.view !== 'cube').map((r) => r.label));
  return words.join(', ');
}

/** The sentence in three parts: before the aside, the aside ('' for none), after it. */
function parts(rows: readonly PuzzleRow[], solved?: ReadonlySet<string>): [string, string, string] {
  const unsolved = solved ? rows.filter((r) => !solved.has(r.name)).map((r) => r.label) : [];
  return [
    `Type a scramble or a state — ${puzzlesInWords(rows)} — solve it`,
    unsolved.length ? ` (the ${and(unsolved)} not yet)` : '',
    ', watch it, share it. Everything runs in your browser.',
  ];
}

/**
 * The whole sentence as text. `solved`: the puzzles some solver of the core solves (its
 * solver table); the others are named as not solved yet.
 */
export function tagline(rows: readonly PuzzleRow[], solved?: ReadonlySet<string>): string {
  return parts(rows, solved).join('');
}

/** The same as HTML for index.html: the aside in its own span. */
export function taglineHtml(rows: readonly PuzzleRow[], solved?: ReadonlySet<string>): string {
  const asHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const [before, aside, after] = parts(rows, solved).map(asHtml);
  return `${before}${aside ? `<span class="tagline-aside">${aside}</span>` : ''}${after}`;
}
