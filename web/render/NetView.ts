// The flat net of any sticker puzzle (DOM, styled in style.css), laid out from the
// net outlines of the core's geometry of its row (PuzzleGeometry.stickers[i].net): each
// sticker an element placed over its outline's box, cut to its shape when it is not a
// rectangle (a Pyraminx's triangles). A cube's net is the WCA's (U on top, L F R B
// across, D below). Used to show a state or a goal pattern, where 'x' or '?' (a sticker
// that does not matter) is drawn hatched, and (PaintableNet) to paint a state or a goal
// sticker by sticker. Display only: the letters map straight to paint; what a painted
// string means is the core's.

import type { PuzzleGeometry } from '../worker/api';
import { ARROWS, moveFocus, neighbour } from './arrow-focus';
import { FACE_COLORS, FACE_WORDS, type Face, paintOf } from './colors';
import { facePaints } from './face-paints';

/** A cube's face letters. */
const CUBE_FACES = 'URFDLB';

/** The words of the nets' accessible names (web/i18n/view-words.ts gives a net's in a language). */
export interface NetWords {
  face(letter: Face): string;
  any: string;
  unknown: string;
  sticker(face: string, n: number, word: string, faulty: boolean): string;
}

/** What the words call a face: a cube's by name ("Up"), any other puzzle's by its letter. */
function faceWord(g: PuzzleGeometry, letter: string, words: Pick<NetWords, 'face'> = NET_WORDS): string {
  return g.faces === CUBE_FACES ? words.face(letter as Face) : letter;
}

/**
 * English, until the page gives its language's (web/app/net-words.ts); a <cube-player>
 * passes its element's to renderNet.
 */
export const NET_WORDS: NetWords = {
  face: (letter: Face): string => FACE_WORDS[letter],
  any: 'any',
  unknown: 'unknown',
  /** "U 3: R (faulty)": a sticker's name, its symbol and whether a problem names it. */
  sticker: (face: string, n: number, word: string, faulty: boolean): string =>
    `${face} ${n}: ${word}${faulty ? ' (faulty)' : ''}`,
};

const css = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;

const isAny = (symbol: string): boolean => symbol === 'x' || symbol === '?';

/** The paint of each face letter (a cube's colour scheme; by default the geometry's WCA colours). */
type FaceColors = Readonly<Record<string, number>>;

/** Where each sticker sits on the net, in per cent of the net's box, and its face. */
interface NetShape {
  /** The net's width over its height, and its width in stickers (as wide as a typical sticker). */
  aspect: number;
  cols: number;
  stickers: { left: number; top: number; width: number; height: number; clip: string; face: string }[];
  /** Each sticker's centre, in the net's units (y down): for moving between neighbours. */
  centres: [number, number][];
}

const shapes = new WeakMap<PuzzleGeometry, NetShape>();

/** The net's layout from the geometry's net outlines (y up there, down on the page). */
function netShape(g: PuzzleGeometry): NetShape {
  const known = shapes.get(g);
  if (known) return known;
  const points = g.stickers.flatMap((s) => s.net);
  const x0 = Math.min(...points.map((p) => p[0]));
  const x1 = Math.max(...points.map((p) => p[0]));
  const y0 = Math.min(...points.map((p) => -p[1]));
  const y1 = Math.max(...points.map((p) => -p[1]));
  const [w, h] = [x1 - x0, y1 - y0];
  const perFace = g.stickers.length / g.faces.length;
  const area = g.stickers.reduce((a, s) => {
    const xs = s.net.map((p) => p[0]);
    const ys = s.net.map((p) => p[1]);
    return a + (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
  }, 0);
  const shape: NetShape = {
    aspect: w / h,
    cols: w / Math.sqrt(area / g.stickers.length),
    stickers: g.stickers.map((s, i) => {
      const xs = s.net.map((p) => p[0] - x0);
      const ys = s.net.map((p) => -p[1] - y0);
      const [left, top] = [Math.min(...xs), Math.min(...ys)];
      const [bw, bh] = [Math.max(...xs) - left, Math.max(...ys) - top];
      // A rectangle fills its box; any other outline is cut out of it.
      const corners = xs.every(
        (x, k) =>
          [left, left + bw].some((e) => Math.abs(x - e) < 1e-6) &&
          [top, top + bh].some((e) => Math.abs(ys[k] - e) < 1e-6),
      );
      // Cut stickers shrink a little towards their middle: a gap between neighbours.
      const [mx, my] = [xs.reduce((a, x) => a + x, 0) / xs.length, ys.reduce((a, y) => a + y, 0) / ys.length];
      const at = (v: number, m: number, from: number, size: number) =>
        (((m + (v - m) * 0.88 - from) / size) * 100).toFixed(2);
      const clip =
        xs.length === 4 && corners
          ? ''
          : `polygon(${xs.map((x, k) => `${at(x, mx, left, bw)}% ${at(ys[k], my, top, bh)}%`).join(', ')})`;
      return {
        left: (left / w) * 100,
        top: (top / h) * 100,
        width: (bw / w) * 100,
        height: (bh / h) * 100,
        clip,
        face: g.faces[Math.floor(i / perFace)],
      };
    }),
    centres: g.stickers.map((s) => {
      const n = s.net.length;
      return [s.net.reduce((a, p) => a + p[0], 0) / n, -s.net.reduce((a, p) => a + p[1], 0) / n];
    }),
  };
  shapes.set(g, shape);
  return shape;
}

/** The paint of each face letter: `colors` over the geometry's WCA colours. */
function facePaint(g: PuzzleGeometry, colors: FaceColors | undefined): FaceColors {
  return Object.fromEntries([...facePaints(g)].map(([face, paint]) => [face, colors?.[face] ?? paint]));
}

/** Colours one net sticker for `symbol`; `anyIsUnknown` draws x and ? grey (a state) rather than hatched (a goal). */
function paintSticker(
  sticker: HTMLElement,
  symbol: string | undefined,
  anyIsUnknown: boolean,
  g: PuzzleGeometry,
  paints: FaceColors,
): void {
  sticker.classList.remove('any', 'unknown');
  // A cube's input format names its faces by colour letters too (W Y G O).
  const face = symbol === undefined ? undefined : g.faces === CUBE_FACES ? paintOf(symbol) : symbol;
  const paint = face === undefined ? undefined : paints[face];
  sticker.style.background = paint !== undefined ? css(paint) : '';
  if (paint === undefined)
    sticker.classList.add(symbol !== undefined && isAny(symbol) && !anyIsUnknown ? 'any' : 'unknown');
}

/** The net's stickers in sticker order, placed over their outlines. */
function netStickers(net: HTMLElement, g: PuzzleGeometry, make: () => HTMLElement): HTMLElement[] {
  const shape = netShape(g);
  net.classList.add('net');
  net.style.setProperty('--aspect', String(shape.aspect));
  net.style.setProperty('--cols', String(shape.cols));
  const stickers = shape.stickers.map((place, i) => {
    const sticker = make();
    sticker.classList.add('net-sticker');
    sticker.dataset.index = String(i);
    // A gap of 2px between neighbours.
    sticker.style.left = `calc(${place.left}% + 1px)`;
    sticker.style.top = `calc(${place.top}% + 1px)`;
    sticker.style.width = `calc(${place.width}% - 2px)`;
    sticker.style.height = `calc(${place.height}% - 2px)`;
    if (place.clip) {
      sticker.style.clipPath = place.clip;
      sticker.classList.add('cut');
    }
    return sticker;
  });
  net.replaceChildren(...stickers);
  return stickers;
}

/** Says the net in words, face by face ("Up U U U ...; Right ..."). */
function describe(
  symbols: string[],
  g: PuzzleGeometry,
  anyWord: string,
  words: Pick<NetWords, 'face'> = NET_WORDS,
): string {
  const perFace = g.stickers.length / g.faces.length;
  return [...g.faces]
    .map(
      (face, f) =>
        `${faceWord(g, face, words)} ${symbols
          .slice(f * perFace, (f + 1) * perFace)
          .map((s) => (isAny(s) ? anyWord : s))
          .join(' ')}`,
    )
    .join('; ');
}

/**
 * Draws a sticker string as the net of the puzzle `g` into `box`, replacing what it held,
 * the stickers at `marked` outlined. A cube is painted in `colors` (default: the scheme in use);
 * its accessible name says the faces in `words` (default: the page's).
 */
export function renderNet(
  box: HTMLElement,
  stickers: string,
  g: PuzzleGeometry,
  label: string,
  colors: FaceColors | undefined = g.faces === CUBE_FACES ? FACE_COLORS : undefined,
  marked: readonly number[] = [],
  words: Pick<NetWords, 'face' | 'any'> = NET_WORDS,
): void {
  const symbols = [...stickers];
  const net = document.createElement('div');
  net.setAttribute('role', 'img');
  const paints = facePaint(g, colors);
  const bad = new Set(marked);
  netStickers(net, g, () => document.createElement('span')).forEach((s, i) => {
    paintSticker(s, symbols[i], false, g, paints);
    s.classList.toggle('marked', bad.has(i));
  });
  net.dataset.stickers = stickers;
  net.setAttribute('aria-label', `${label}: ${describe(symbols, g, words.any, words)}`);
  box.replaceChildren(net);
}

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
  private geometry: PuzzleGeometry | null = null;
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
    // One tab stop for the whole net; arrow keys move to the nearest sticker that way.
    this.element.addEventListener('keydown', (e) => {
      const step = ARROWS[e.key];
      const from = (e.target as HTMLElement).closest<HTMLButtonElement>('[data-index]');
      if (!step || !from || !this.geometry) return;
      const to = this.stickers[neighbour(netShape(this.geometry).centres, Number(from.dataset.index), step)];
      if (!to) return;
      e.preventDefault();
      moveFocus(from, to);
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

  /**
   * Draws `facelets` as the net of the puzzle `g`, the stickers at `marked` outlined;
   * x and ? are grey when `anyIsUnknown`. A cube is painted in the scheme in use.
   */
  show(facelets: string, g: PuzzleGeometry, marked: readonly number[] = [], anyIsUnknown = false): void {
    if (g !== this.geometry) {
      this.geometry = g;
      this.stickers = netStickers(this.element, g, () => {
        const b = document.createElement('button');
        b.type = 'button';
        b.tabIndex = -1;
        return b;
      }) as HTMLButtonElement[];
      this.stickers[0].tabIndex = 0;
    }
    const symbols = [...facelets];
    const bad = new Set(marked);
    const paints = facePaint(g, g.faces === CUBE_FACES ? FACE_COLORS : undefined);
    const perFace = g.stickers.length / g.faces.length;
    this.stickers.forEach((s, i) => {
      paintSticker(s, symbols[i], anyIsUnknown, g, paints);
      s.classList.toggle('marked', bad.has(i));
      const letter = g.faces[Math.floor(i / perFace)];
      const face = faceWord(g, letter);
      const symbol = symbols[i] ?? '';
      const word = isAny(symbol) ? (anyIsUnknown ? NET_WORDS.unknown : NET_WORDS.any) : symbol;
      s.setAttribute('aria-label', NET_WORDS.sticker(face, (i % perFace) + 1, word, bad.has(i)));
    });
    this.element.dataset.facelets = facelets;
    this.element.setAttribute(
      'aria-description',
      `${this.label}: ${describe(symbols, g, anyIsUnknown ? NET_WORDS.unknown : NET_WORDS.any)}`,
    );
  }

  private indexAt(x: number, y: number): number {
    const hit = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-index]');
    return hit && this.element.contains(hit) ? Number(hit.dataset.index) : -1;
  }
}
