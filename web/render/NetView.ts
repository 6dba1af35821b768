// A flat net of a cube's stickers (DOM, styled in style.css): U on top, L F R B across,
// D below, each face row by row as in the facelet order U R F D L B (DESIGN.md). Used
// to show a goal pattern, where 'x' or '?' (a sticker that does not matter) is drawn
// hatched, and (PaintableNet) to paint a state or a goal sticker by sticker. Display
// only: the letters map straight to paint; what a painted string means is the core's.

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

const isAny = (symbol: string): boolean => symbol === 'x' || symbol === '?';

/** The paint of each face letter (FACE_COLORS, or a widget's own colour scheme). */
type FaceColors = Readonly<Record<string, number>>;

/** Colours one net sticker for `symbol`; `anyIsUnknown` draws x and ? grey (a state) rather than hatched (a goal). */
function paintSticker(
  sticker: HTMLElement,
  symbol: string | undefined,
  anyIsUnknown: boolean,
  colors: FaceColors = FACE_COLORS,
): void {
  sticker.classList.remove('any', 'unknown');
  const paint = symbol === undefined ? undefined : paintOf(symbol);
  sticker.style.background = paint ? css(colors[paint] ?? FACE_COLORS[paint]) : '';
  if (!paint) sticker.classList.add(symbol !== undefined && isAny(symbol) && !anyIsUnknown ? 'any' : 'unknown');
}

/** The net's stickers in facelet order, placed on the grid. */
function netStickers(net: HTMLElement, n: number, make: () => HTMLElement): HTMLElement[] {
  net.classList.add('net');
  net.style.setProperty('--n', String(n));
  const stickers: HTMLElement[] = [];
  FACE_PLACES.forEach(([col, row], f) => {
    for (let k = 0; k < n * n; k++) {
      const sticker = make();
      sticker.classList.add('net-sticker');
      sticker.dataset.index = String(f * n * n + k);
      sticker.dataset.col = String(col * n + (k % n) + 1);
      sticker.dataset.row = String(row * n + Math.floor(k / n) + 1);
      sticker.style.gridColumn = sticker.dataset.col;
      sticker.style.gridRow = sticker.dataset.row;
      stickers.push(sticker);
    }
  });
  net.replaceChildren(...stickers);
  return stickers;
}

/** Says the net in words, face by face ("Up U U U ...; Right ..."). */
function describe(symbols: string[], n: number, anyWord: string): string {
  return FACE_NAMES.map(
    (name, f) =>
      `${name} ${symbols
        .slice(f * n * n, (f + 1) * n * n)
        .map((s) => (isAny(s) ? anyWord : s))
        .join(' ')}`,
  ).join('; ');
}

/** Draws `facelets` (6·n² stickers) as a net into `box`, replacing what it held. */
export function renderNet(
  box: HTMLElement,
  facelets: string,
  n: number,
  label: string,
  colors: FaceColors = FACE_COLORS,
): void {
  const symbols = [...facelets];
  const net = document.createElement('div');
  net.setAttribute('role', 'img');
  const stickers = netStickers(net, n, () => document.createElement('span'));
  stickers.forEach((s, i) => {
    paintSticker(s, symbols[i], false, colors);
  });
  net.setAttribute('aria-label', `${label}: ${describe(symbols, n, 'any')}`);
  box.replaceChildren(net);
}

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * A net whose stickers can be painted: a press on a sticker, and every sticker the
 * pointer then passes over (mouse or touch), is reported to `onPaint`, one stroke per
 * press (`onStroke` first). Stickers are buttons, so Enter or Space paints too; the
 * net is one tab stop, arrow keys move between stickers.
 */
export class PaintableNet {
  readonly element: HTMLElement;
  /** Called with a sticker's facelet index when it is painted. */
  onPaint: ((index: number) => void) | null = null;
  /** Called at the start of each stroke (a press, or a key), before its first onPaint. */
  onStroke: (() => void) | null = null;

  private stickers: HTMLButtonElement[] = [];
  private n = 0;
  private stroke: { pointerId: number; last: number } | null = null;

  constructor(
    box: HTMLElement,
    private readonly label: string,
  ) {
    this.element = document.createElement('div');
    this.element.className = 'paintable';
    this.element.setAttribute('role', 'group');
    this.element.setAttribute('aria-label', label);
    box.replaceChildren(this.element);
    this.element.addEventListener('pointerdown', (e) => {
      const index = this.indexAt(e.clientX, e.clientY);
      if (index < 0 || (e.pointerType === 'mouse' && e.button !== 0)) return;
      e.preventDefault();
      this.element.setPointerCapture?.(e.pointerId);
      this.stroke = { pointerId: e.pointerId, last: index };
      this.onStroke?.();
      this.onPaint?.(index);
    });
    this.element.addEventListener('pointermove', (e) => {
      if (!this.stroke || this.stroke.pointerId !== e.pointerId) return;
      const index = this.indexAt(e.clientX, e.clientY);
      if (index < 0 || index === this.stroke.last) return;
      this.stroke.last = index;
      this.onPaint?.(index);
    });
    // One tab stop for the whole net; arrow keys move between neighbouring stickers.
    this.element.addEventListener('keydown', (e) => {
      const step = ARROWS[e.key];
      const from = (e.target as HTMLElement).closest<HTMLButtonElement>('[data-index]');
      if (!step || !from) return;
      const col = Number(from.dataset.col) + step[0];
      const row = Number(from.dataset.row) + step[1];
      const to = this.stickers.find((s) => Number(s.dataset.col) === col && Number(s.dataset.row) === row);
      if (!to) return;
      e.preventDefault();
      from.tabIndex = -1;
      to.tabIndex = 0;
      to.focus();
    });
    const end = () => (this.stroke = null);
    this.element.addEventListener('pointerup', end);
    this.element.addEventListener('pointercancel', end);
    // As on the 3D cube: a stroke must not end in a fling that swallows the next tap.
    this.element.addEventListener('touchmove', (e) => e.preventDefault(), { passive: false });
    this.element.addEventListener('click', (e) => {
      // Keyboard activation only (detail 0): pointer presses were painted on pointerdown.
      const index = Number((e.target as HTMLElement).closest<HTMLElement>('[data-index]')?.dataset.index ?? -1);
      if (e.detail !== 0 || index < 0) return;
      this.onStroke?.();
      this.onPaint?.(index);
    });
  }

  /** Draws `facelets` with the stickers at `marked` outlined; x and ? are grey when `anyIsUnknown`. */
  show(facelets: string, n: number, marked: readonly number[] = [], anyIsUnknown = false): void {
    if (n !== this.n) {
      this.n = n;
      this.stickers = netStickers(this.element, n, () => {
        const b = document.createElement('button');
        b.type = 'button';
        b.tabIndex = -1;
        return b;
      }) as HTMLButtonElement[];
      this.stickers[0].tabIndex = 0;
    }
    const symbols = [...facelets];
    const bad = new Set(marked);
    this.stickers.forEach((s, i) => {
      paintSticker(s, symbols[i], anyIsUnknown);
      s.classList.toggle('marked', bad.has(i));
      const face = FACE_NAMES[Math.floor(i / (n * n))];
      const symbol = symbols[i] ?? '';
      const word = isAny(symbol) ? (anyIsUnknown ? 'unknown' : 'any') : symbol;
      s.setAttribute('aria-label', `${face} ${(i % (n * n)) + 1}: ${word}${bad.has(i) ? ' (faulty)' : ''}`);
    });
    this.element.dataset.facelets = facelets;
    this.element.setAttribute(
      'aria-description',
      `${this.label}: ${describe(symbols, n, anyIsUnknown ? 'unknown' : 'any')}`,
    );
  }

  private indexAt(x: number, y: number): number {
    const hit = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-index]');
    return hit && this.element.contains(hit) ? Number(hit.dataset.index) : -1;
  }
}
