// The page's first sentence, made from the puzzle table (web/puzzles.ts) and the core's
// solver table when the page is built (vite.config.ts puts it in index.html), so that it
// names every puzzle the page has and the ones it cannot solve yet, with no list written
// by hand to fall behind.
import type { PuzzleRow } from '../puzzles';

/** The marker in index.html the sentence replaces. */
export const TAGLINE_MARKER = '<!-- tagline: web/app/tagline.ts -->';

/**
 * "a cube from 2×2×2 to 7×7×7, the Pyraminx, the Skewb or the 8-puzzle": the cubes as
 * a range when their sizes run on without a gap, else each by name.
 */
export function puzzlesInWords(rows: readonly PuzzleRow[]): string {
  const cubes = rows.filter((r) => r.view === 'cube').sort((a, b) => a.cubeSize - b.cubeSize);
  const sizes = cubes.map((r) => r.cubeSize);
  const unbroken = sizes.every((n, i) => i === 0 || n === sizes[i - 1] + 1);
  const words =
    cubes.length > 2 && unbroken
      ? [`a cube from ${cubes[0].label} to ${cubes[cubes.length - 1].label}`]
      : cubes.map((r) => `a ${r.label}`);
  words.push(...rows.filter((r) => r.view !== 'cube').map((r) => `the ${r.label}`));
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/**
 * The whole sentence. `solved`: the puzzles some solver of the core solves (its solver
 * table); the others are named as not solved yet.
 */
export function tagline(rows: readonly PuzzleRow[], solved?: ReadonlySet<string>): string {
  const unsolved = solved ? rows.filter((r) => !solved.has(r.name)).map((r) => `the ${r.label}`) : [];
  const not =
    unsolved.length === 0
      ? ''
      : ` (${unsolved.length === 1 ? unsolved[0] : `${unsolved.slice(0, -1).join(', ')} and ${unsolved[unsolved.length - 1]}`} not yet)`;
  return `Type a scramble or a state — ${puzzlesInWords(rows)} — solve it${not}, watch it, share it. Everything runs in your browser.`;
}
