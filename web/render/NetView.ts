// A flat net of a cube's stickers (DOM, styled in style.css): U on top, L F R B across,
// D below, each face row by row as in the facelet order U R F D L B (DESIGN.md). Used
// to show a goal pattern, where 'x' or '?' (a sticker that does not matter) is drawn
// hatched. Display only: the letters map straight to paint.

import { FACE_COLORS, paintOf } from './colors';

/** Where each face sits on the net, in face widths: [column, row]. */
const FACE_PLACES: readonly [number, number][] = [
  [1, 0], // U
  [2, 1], // R
  [1, 1], // F
  [1, 2], // D
  [0, 1], // L
  [3, 1], // B
];
const FACE_NAMES = ['Up', 'Right', 'Front', 'Down', 'Left', 'Back'];

const css = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;

/**
 * Draws `facelets` (6·n² stickers) as a net into `box`, replacing what it held;
 * `colors`: the paint of each face letter (the widget's colour schemes).
 */
export function renderNet(
  box: HTMLElement,
  facelets: string,
  n: number,
  label: string,
  colors: Readonly<Record<string, number>> = FACE_COLORS,
): void {
  const symbols = [...facelets];
  const net = document.createElement('div');
  net.className = 'net';
  net.style.setProperty('--n', String(n));
  net.setAttribute('role', 'img');
  const described: string[] = [];
  FACE_PLACES.forEach(([col, row], f) => {
    const face = symbols.slice(f * n * n, (f + 1) * n * n);
    described.push(`${FACE_NAMES[f]} ${face.map((s) => (s === 'x' || s === '?' ? 'any' : s)).join(' ')}`);
    face.forEach((symbol, k) => {
      const sticker = document.createElement('span');
      sticker.className = 'net-sticker';
      sticker.style.gridColumn = String(col * n + (k % n) + 1);
      sticker.style.gridRow = String(row * n + Math.floor(k / n) + 1);
      const paint = paintOf(symbol);
      if (paint) sticker.style.background = css(colors[paint] ?? FACE_COLORS[paint]);
      else sticker.classList.add(symbol === 'x' || symbol === '?' ? 'any' : 'unknown');
      net.append(sticker);
    });
  });
  net.setAttribute('aria-label', `${label}: ${described.join('; ')}`);
  box.replaceChildren(net);
}
