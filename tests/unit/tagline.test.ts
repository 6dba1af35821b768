// The page's first sentence (web/app/tagline.ts) from the puzzle table: every puzzle
// named, whatever rows the table has, and those the core's solver table does not solve
// yet; index.html holds only the marker it replaces.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { puzzlesInWords, TAGLINE_MARKER, tagline, taglineHtml } from '../../web/app/tagline';
import { PUZZLES, type PuzzleRow } from '../../web/puzzles';
import { nodeModule } from './builds';

const rows = PUZZLES as readonly PuzzleRow[];
const row = (name: string) => rows.find((r) => r.name === name) as PuzzleRow;

describe('tagline', () => {
  it('names every puzzle of the table: the cubes as a range of sizes, the others by label', () => {
    expect(puzzlesInWords(rows)).toBe('cubes 2×2×2 to 7×7×7, Pyraminx, Skewb, Megaminx, Clock, Square-1, 8-puzzle');
    const text = tagline(rows);
    for (const r of rows) if (r.view !== 'cube') expect(text, r.name).toContain(r.label);
    expect(text).toBe(
      'Type a scramble or a state — cubes 2×2×2 to 7×7×7, Pyraminx, Skewb, Megaminx, Clock, Square-1, 8-puzzle — solve it, watch it, share it. Everything runs in your browser.',
    );
  });

  it('follows the table: a row added or removed changes the words', () => {
    // What the page had when the sentence was written by hand (and stayed so).
    expect(puzzlesInWords([row('3x3x3'), row('2x2x2'), row('8puzzle')])).toBe('2×2×2, 3×3×3, 8-puzzle');
    // A gap in the sizes: each cube by its label.
    expect(puzzlesInWords([row('2x2x2'), row('3x3x3'), row('5x5x5'), row('skewb')])).toBe('2×2×2, 3×3×3, 5×5×5, Skewb');
    expect(puzzlesInWords([row('4x4x4'), row('3x3x3'), row('2x2x2')])).toBe('cubes 2×2×2 to 4×4×4');
    expect(puzzlesInWords([row('skewb')])).toBe('Skewb');
    const added = [...rows, { ...row('skewb'), name: 'gigaminx', label: 'Gigaminx' }];
    expect(puzzlesInWords(added)).toMatch(/, 8-puzzle, Gigaminx$/);
  });

  it("names the puzzles the core's solver table does not solve yet, in an aside", async () => {
    // Today the core's solvers solve every puzzle: no aside.
    const solvers = (await nodeModule()).solvers();
    const all = new Set(solvers.flatMap((s) => s.puzzles as string[]));
    expect(tagline(rows, all)).toBe(tagline(rows));
    // Without the big cubes' solver, the aside names them.
    const solved = new Set([...all].filter((p) => p !== '6x6x6' && p !== '7x7x7'));
    expect(tagline(rows, solved)).toMatch(/ — solve it \(the 6×6×6 and 7×7×7 not yet\), watch it, share it\./);
    expect(taglineHtml(rows, solved)).toContain(
      'solve it<span class="tagline-aside"> (the 6×6×6 and 7×7×7 not yet)</span>, watch it',
    );
    expect(tagline(rows, new Set(rows.map((r) => r.name)))).toBe(tagline(rows));
    expect(taglineHtml(rows, new Set(rows.map((r) => r.name)))).toBe(tagline(rows));
    expect(tagline([row('3x3x3'), row('skewb')], new Set(['3x3x3']))).toContain('solve it (the Skewb not yet)');
  });

  it('is the only list: index.html has the marker, not a hand-written sentence', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(html).toContain(`<p class="tagline" data-testid="tagline">${TAGLINE_MARKER}</p>`);
    expect(html).not.toContain('8-puzzle —');
  });
});
