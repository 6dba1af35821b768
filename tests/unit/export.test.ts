// The pure parts of "Save image" / "Save animation": the cube net as SVG text and the
// caption under a clip's cube.
import { describe, expect, it } from 'vitest';

import { captionAt } from '../../web/export/caption';
import { cubeNetSvg } from '../../web/export/net-svg';

const COLORS = { U: 0xffffff, R: 0xff0000, F: 0x00ff00, D: 0xffff00, L: 0xff8000, B: 0x0000ff };

/** Each sticker's facelet index, place and fill, read back from the SVG text. */
function stickers(svg: string): { i: number; x: number; y: number; fill: string }[] {
  return [...svg.matchAll(/<rect data-facelet="(\d+)" x="([\d.]+)" y="([\d.]+)"[^>]* fill="(#[0-9a-f]{6})"/g)].map(
    (m) => ({ i: Number(m[1]), x: Number(m[2]), y: Number(m[3]), fill: m[4] }),
  );
}

describe('cubeNetSvg', () => {
  it('draws every sticker of a 2x2x2, 3x3x3 and 4x4x4 once, in the net of 4n x 3n stickers', () => {
    for (const n of [2, 3, 4]) {
      const facelets = 'URFDLB'
        .split('')
        .map((f) => f.repeat(n * n))
        .join('');
      const svg = cubeNetSvg(facelets, { sticker: 10, colors: COLORS });
      expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${40 * n}" height="${30 * n}"`));
      const s = stickers(svg);
      expect(s.map((t) => t.i)).toEqual([...Array(6 * n * n).keys()]);
      // No two stickers in one place, and all inside the picture.
      expect(new Set(s.map((t) => `${t.x},${t.y}`)).size).toBe(6 * n * n);
      expect(s.every((t) => t.x < 40 * n && t.y < 30 * n)).toBe(true);
    }
  });

  it('places U above F, L F R B across and D below, each face row by row', () => {
    const n = 3;
    const facelets = 'URFDLB'
      .split('')
      .map((f) => f.repeat(9))
      .join('');
    const s = stickers(cubeNetSvg(facelets, { sticker: 10, colors: COLORS }));
    const cell = (i: number) => [Math.floor(s[i].x / 10), Math.floor(s[i].y / 10)];
    expect(cell(0)).toEqual([n, 0]); // U's first sticker: top left of the U face
    expect(cell(8)).toEqual([2 * n - 1, n - 1]);
    expect(cell(9)).toEqual([2 * n, n]); // R
    expect(cell(18)).toEqual([n, n]); // F
    expect(cell(27)).toEqual([n, 2 * n]); // D
    expect(cell(36)).toEqual([0, n]); // L
    expect(cell(45)).toEqual([3 * n, n]); // B
    expect(s[1].fill).toBe('#ffffff');
    expect(s[10].fill).toBe('#ff0000');
    expect(s[50].fill).toBe('#0000ff');
  });

  it('paints colour letters as their faces and anything else grey, and refuses a wrong count', () => {
    const s = stickers(cubeNetSvg(`WGx${'U'.repeat(21)}`, { colors: COLORS }));
    expect(s.slice(0, 3).map((t) => t.fill)).toEqual(['#ffffff', '#00ff00', '#5b6170']);
    expect(() => cubeNetSvg('UUU')).toThrow(/6 n² stickers, not 3/);
  });
});

describe('captionAt', () => {
  const moves = "R U R' U' F2 D B' L2 R2 U".split(' ');

  it('shows the move turning between the ones done and the ones to come', () => {
    expect(captionAt(moves, 3, 100)).toEqual({
      done: "R U R'",
      now: "U'",
      next: "F2 D B' L2 R2 U",
      count: 'move 4 of 10',
    });
  });

  it('keeps a window around the move that fits, marking what is cut', () => {
    const c = captionAt(moves, 5, 12);
    expect(c.now).toBe('D');
    const line = [c.done, c.now, c.next].join(' ');
    expect(line.replace(/… | …/g, '').length).toBeLessThanOrEqual(12);
    expect(c.done.startsWith('… ')).toBe(true);
    expect(c.next.endsWith(' …')).toBe(true);
    expect(c.next.startsWith("B'")).toBe(true);
    expect(c.done.endsWith('F2')).toBe(true);
  });

  it('counts the moves once all are played, with none turning', () => {
    expect(captionAt(moves, 10, 100)).toEqual({ done: moves.join(' '), now: '', next: '', count: '10 moves' });
    expect(captionAt([], 0, 20)).toEqual({ done: '', now: '', next: '', count: '0 moves' });
  });
});
