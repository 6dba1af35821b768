// A cube's flat net as SVG text (the page's and the widget's "Save image" as SVG, and the
// source of the net's PNG): U on top, L F R B across, D below, each face row by row in
// the facelet order U R F D L B, one <rect data-facelet> a sticker. Pure: a string from
// the facelets and the colours, no DOM, so Node tests read it too.

import { BODY_COLOR, cssColor, FACE_COLORS, paintOf, UNKNOWN_COLOR } from '../render/colors';
import { facePaints } from '../render/face-paints';
import type { PuzzleGeometry } from '../worker/api';

/** Where each face sits on the net, in face widths: [column, row] (as NetView). */
const FACE_PLACES: readonly [number, number][] = [
  [1, 0],
  [2, 1],
  [1, 1],
  [1, 2],
  [0, 1],
  [3, 1],
];

export interface NetSvgOptions {
  /** One sticker's width in px (the picture is 4n x 3n stickers). */
  sticker?: number;
  /** The paint of each face letter (the scheme in use by default). */
  colors?: Readonly<Record<string, number>>;
  /** A fill behind the net ('' or none: transparent). */
  background?: string;
}

/** The net of `facelets` (6 n² stickers) as a standalone SVG document. */
export function cubeNetSvg(facelets: string, options: NetSvgOptions = {}): string {
  const symbols = [...facelets];
  const n = Math.round(Math.sqrt(symbols.length / 6));
  if (n < 1 || 6 * n * n !== symbols.length) throw new Error(`a cube net needs 6 n² stickers, not ${symbols.length}`);
  const unit = options.sticker ?? 24;
  const colors = options.colors ?? FACE_COLORS;
  const gap = unit * 0.08;
  const width = 4 * n * unit;
  const height = 3 * n * unit;
  const parts: string[] = [];
  if (options.background) parts.push(`<rect width="${width}" height="${height}" fill="${options.background}"/>`);
  FACE_PLACES.forEach(([col, row], f) => {
    parts.push(
      `<rect x="${col * n * unit}" y="${row * n * unit}" width="${n * unit}" height="${n * unit}" fill="${cssColor(BODY_COLOR)}"/>`,
    );
    for (let k = 0; k < n * n; k++) {
      const i = f * n * n + k;
      const face = paintOf(symbols[i]);
      const fill = face && colors[face] !== undefined ? cssColor(colors[face]) : cssColor(UNKNOWN_COLOR);
      const x = (col * n + (k % n)) * unit + gap;
      const y = (row * n + Math.floor(k / n)) * unit + gap;
      const size = unit - 2 * gap;
      parts.push(
        `<rect data-facelet="${i}" x="${x}" y="${y}" width="${size}" height="${size}" rx="${gap * 1.5}" fill="${fill}"/>`,
      );
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/**
 * The net of a sticker puzzle drawn from its core geometry's net outlines (a Pyraminx's,
 * a Skewb's), one <polygon data-facelet> a sticker, painted by its face's WCA colour.
 */
export function geometryNetSvg(g: PuzzleGeometry, stickers: string, options: NetSvgOptions = {}): string {
  const unit = options.sticker ?? 48;
  const points = g.stickers.flatMap((s) => s.net);
  const x0 = Math.min(...points.map((p) => p[0]));
  const y1 = Math.max(...points.map((p) => p[1]));
  const width = (Math.max(...points.map((p) => p[0])) - x0) * unit;
  const height = (y1 - Math.min(...points.map((p) => p[1]))) * unit;
  const paints = facePaints(g);
  const parts: string[] = [];
  if (options.background) parts.push(`<rect width="${width}" height="${height}" fill="${options.background}"/>`);
  g.stickers.forEach((s, i) => {
    const fill = cssColor(paints.get(stickers[i] ?? '') ?? UNKNOWN_COLOR);
    const at = s.net.map((p) => `${((p[0] - x0) * unit).toFixed(2)},${((y1 - p[1]) * unit).toFixed(2)}`).join(' ');
    parts.push(
      `<polygon data-facelet="${i}" points="${at}" fill="${fill}" stroke="${cssColor(BODY_COLOR)}" stroke-width="${unit * 0.05}" stroke-linejoin="round"/>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width.toFixed(0)}" height="${height.toFixed(0)}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}
