// The sticker patterns the painter writes, over a puzzle's geometry: a goal box that is a
// plain pattern, the blank patterns (every sticker unknown or "don't care" but the fixed
// centres), and a pattern written face by face. Text only: the core reads what is written.

import type { PuzzleGeometry } from '../worker/api';
import { UNKNOWN } from './paint-palette';

/** The shape the patterns are written for. */
export interface PatternShape {
  geometry: PuzzleGeometry;
  /** The solved state: where the fixed centres take their letters. */
  solved: string;
  /** Each face's middle sticker stays put (odd cubes). */
  fixedCentres: boolean;
}

const perFace = (g: PuzzleGeometry): number => g.stickers.length / g.faces.length;

/** Whether `text` is a plain sticker pattern (face letters, x or ?, spaces ignored). */
export function isPattern(text: string, g: PuzzleGeometry): boolean {
  const stickers = text.replace(/\s+/g, '');
  const letters = new Set([...g.faces, 'x', 'X', UNKNOWN]);
  return stickers.length === g.stickers.length && [...stickers].every((c) => letters.has(c));
}

/** The solved puzzle with every sticker but the fixed centres set to `symbol`. */
export function centresWith(symbol: string, shape: PatternShape): string {
  const each = perFace(shape.geometry);
  const middle = shape.fixedCentres ? (each - 1) / 2 : -1;
  const solved = [...shape.solved];
  return Array.from({ length: shape.geometry.stickers.length }, (_, i) =>
    i % each === middle ? (solved[i] ?? symbol) : symbol,
  ).join('');
}

/** A pattern face by face ("xxxxUxxxx xxxxRxxxx ..."): the core ignores spaces. */
export function groupByFace(pattern: string, g: PuzzleGeometry): string {
  const each = perFace(g);
  const chars = [...pattern];
  return Array.from({ length: g.faces.length }, (_, f) => chars.slice(f * each, (f + 1) * each).join('')).join(' ');
}
