// The Square-1 as TNoodle draws its scrambles: the top layer seen from above and the
// bottom seen from below (the puzzle tipped forward, so both show the front towards
// each other), each piece in its real shape (an edge a 30-degree wedge, a corner a
// 60-degree kite) with its side colours around the rim, and the middle layer's front
// below: its short left piece and its right piece, turned over or not. Turns are
// animated as the layers turning, a slash as the right halves folding over. It knows no
// rule: states are the core's text (sq1_state.h: 12 top slots, 12 bottom slots, the
// middle), and how far a step turns comes from the core's Sq1Step. A state being painted
// may have a piece twice or a corner's half alone (a half drawn as half a kite, dashed).
// Interactive, its slots and the middle are buttons (sq1-slots.ts) for the page's painter.

import type { Sq1Step } from '../worker/api';
import { svgElement as element, SvgView } from './SvgView';
import { Sq1Slots } from './sq1-slots';

/** A step's duration at speed 1, in ms. */
const STEP_MS = 380;
/** Layout (SVG units): layer centres, half width of a square layer, the side band. */
const CENTRE_X = [105, 315];
const CENTRE_Y = 100;
const HALF = 52;
const BAND = 1.32;
/** TNoodle's Square-1 colours: U yellow, D white, F red, R green, B orange, L blue. */
const COLOUR: Record<string, string> = {
  U: '#ffd500',
  D: '#ffffff',
  F: '#d8262e',
  R: '#1f9b3c',
  B: '#ff8a1c',
  L: '#1c5fd6',
};
/** Each piece's (A-P) face and side colours, sides in slot order (sq1_model.h). */
const PIECES: readonly string[] = [
  'UFL',
  'UL',
  'ULB',
  'UB',
  'UBR',
  'UR',
  'URF',
  'UF',
  'DF',
  'DFR',
  'DR',
  'DRB',
  'DB',
  'DBL',
  'DL',
  'DLF',
];

/** The middle layer's box, the part that can turn over and the whole. */
const MIDDLE_BOX = { x: 150, y: 200, width: 120, height: 18 };

/** Slots of each layer and the middle of a state text; null when it is not one. */
export function readSq1State(state: string): { slots: number[]; flipped: boolean } | null {
  const symbols = [...state.replace(/[\s/]/g, '').toUpperCase()];
  if (symbols.length !== 25) return null;
  const slots = symbols.slice(0, 24).map((c) => c.charCodeAt(0) - 65);
  if (slots.some((p) => !(p >= 0 && p < 16))) return null;
  return { slots, flipped: symbols[24] === '1' };
}

/** A point at `degrees` clockwise from the front (seen from the layer's own face), `r` out. */
function point(layer: number, degrees: number, r: number): [number, number] {
  const a = (degrees * Math.PI) / 180;
  // Top: the front down the screen; bottom (tipped forward): the front up.
  return [CENTRE_X[layer] - Math.sin(a) * r, CENTRE_Y + (layer === 0 ? 1 : -1) * Math.cos(a) * r];
}

/** One piece starting at slot k of a layer: its face and its side stickers (a corner's half alone: one half). */
function pieceShape(layer: number, k: number, piece: number, corner: boolean, half = false): SVGGElement {
  // Angles clockwise from the front seen from the layer's face; slot order runs
  // clockwise on the top and, seen from above, anticlockwise on the bottom.
  const start = layer === 0 ? 15 + 30 * k : 15 - 30 * k;
  const step = layer === 0 ? 30 : -30;
  const outer = HALF / Math.cos(Math.PI / 12);
  const names = PIECES[piece];
  const g = element('g', { 'data-piece': String.fromCharCode(65 + piece), 'data-at': layer * 12 + k });
  const face = names[0];
  const rim: [number, number][] = corner
    ? [point(layer, start, outer), point(layer, start + step, HALF * Math.SQRT2), point(layer, start + 2 * step, outer)]
    : [point(layer, start, outer), point(layer, start + step, outer)];
  if (corner && half) {
    rim.pop();
    g.setAttribute('data-half', 'alone');
    g.setAttribute('stroke-dasharray', '4 2');
  }
  const c: [number, number] = [CENTRE_X[layer], CENTRE_Y];
  g.append(element('path', { d: pathOf([c, ...rim]), fill: COLOUR[face], stroke: '#222', 'stroke-width': 1 }));
  // A side sticker along each outer side, pushed out.
  for (let s = 0; s + 1 < rim.length; s++) {
    const out = (p: [number, number]): [number, number] => [c[0] + (p[0] - c[0]) * BAND, c[1] + (p[1] - c[1]) * BAND];
    const side = names[1 + s];
    g.append(
      element('path', {
        d: pathOf([rim[s], rim[s + 1], out(rim[s + 1]), out(rim[s])]),
        fill: COLOUR[side],
        stroke: '#222',
        'stroke-width': 1,
      }),
    );
  }
  return g;
}

const pathOf = (points: [number, number][]) =>
  `M${points.map(([x, y]) => `${x.toFixed(2)} ${y.toFixed(2)}`).join('L')}Z`;

const isCorner = (piece: number) => (piece < 8 ? piece % 2 === 0 : piece % 2 === 1);

/** A layer's pieces as drawn: where each starts and whether it fills two slots (a corner's halves side by side). */
function pieceRuns(layer: number[]): { k: number; width: number }[] {
  // Start where a piece starts: after a slot holding something else (any slot if none does).
  const start = Math.max(
    0,
    layer.findIndex((p, k) => p !== layer[(k + 11) % 12]),
  );
  const runs: { k: number; width: number }[] = [];
  for (let i = 0; i < 12; ) {
    const k = (start + i) % 12;
    const width = isCorner(layer[k]) && i < 11 && layer[(k + 1) % 12] === layer[k] ? 2 : 1;
    runs.push({ k, width });
    i += width;
  }
  return runs;
}

export interface Sq1ViewOptions {
  label?: string;
  className?: string;
  /** Slots and the middle are buttons (slots.onPick); otherwise a picture only. */
  interactive?: boolean;
}

export class Sq1View extends SvgView<Sq1Step> {
  /** Per layer: the whole layer (turns) and its right half (slashes). */
  private readonly layers: SVGGElement[] = [];
  private readonly halves: SVGGElement[] = [];
  private readonly middleRight: SVGRectElement;
  /** The slots as buttons, when interactive. */
  readonly slots: Sq1Slots | null = null;

  constructor(container: HTMLElement, options: Sq1ViewOptions = {}) {
    super(container, {
      kind: 'sq1-view',
      className: options.className,
      label: options.label ?? 'Square-1: the top seen from above, the bottom from below',
      width: 420,
      height: 230,
      stepMs: STEP_MS,
    });
    for (let layer = 0; layer < 2; layer++) {
      const g = element('g', { 'data-layer': layer === 0 ? 'top' : 'bottom' });
      const half = element('g', { 'data-half': 'right' });
      g.append(element('g', { 'data-half': 'left' }), half);
      this.layers.push(g);
      this.halves.push(half);
      this.svg.append(g);
      // The cut, through both halves.
      const [x1, y1] = point(layer, 15, HALF * BAND * 1.15);
      const [x2, y2] = point(layer, 195, HALF * BAND * 1.15);
      this.svg.append(element('line', { x1, y1, x2, y2, class: 'sq1-cut', stroke: '#555', 'stroke-dasharray': '3 3' }));
    }
    const { x, y, height } = MIDDLE_BOX;
    this.svg.append(element('rect', { x, y, width: 36, height, fill: COLOUR.F, stroke: '#222' }));
    this.middleRight = element('rect', {
      x: 186,
      y: 200,
      width: 84,
      height: 18,
      stroke: '#222',
      'data-testid': 'sq1-middle',
    });
    this.svg.append(this.middleRight);
    if (options.interactive) {
      this.element.classList.add('editable');
      this.element.setAttribute('role', 'group'); // its slots are buttons, not a picture
      const reach = HALF * BAND * Math.SQRT2; // a corner's side sticker
      this.slots = new Sq1Slots(
        this.svg,
        {
          wedge: (layer, k) => {
            const from = layer === 0 ? 15 + 30 * k : 15 - 30 * k;
            const to = layer === 0 ? from + 30 : from - 30;
            const c: [number, number] = [CENTRE_X[layer], CENTRE_Y];
            return pathOf([
              c,
              point(layer, from, reach),
              point(layer, (from + to) / 2, reach),
              point(layer, to, reach),
            ]);
          },
          middle: { x, y: y - 10, width: MIDDLE_BOX.width, height: height + 20 },
        },
        () => this.track !== null,
      );
    }
    this.paint('');
  }

  /** Names the slots again (their words changed: the core's piece names arrived). */
  renameSlots(): void {
    const read = readSq1State(this.shown);
    if (read)
      this.slots?.name(
        read.slots.map((p) => String.fromCharCode(65 + p)),
        read.flipped,
      );
  }

  reversed(step: Sq1Step): Sq1Step {
    return { ...step, top: -step.top, bottom: -step.bottom };
  }

  /** A step `f` of the way: the layers turning, or the right halves folding over. */
  protected drawStep(step: Sq1Step, after: string, f: number): void {
    if (step.kind === 'turn') {
      // Both views turn clockwise on the screen for a positive amount (sq1_model.h).
      [step.top, step.bottom].forEach((amount, layer) => {
        const [cx, cy] = [CENTRE_X[layer], CENTRE_Y];
        this.layers[layer].setAttribute('transform', `rotate(${30 * amount * f} ${cx} ${cy})`);
      });
      return;
    }
    // The slash: the right halves squeezed onto the cut, then the new state opening out.
    if (f >= 0.5 && this.shown !== after) this.paint(after, false);
    const scale = Math.max(0.02, Math.abs(Math.cos(Math.PI * f)));
    this.halves.forEach((g, layer) => {
      const [cx, cy] = [CENTRE_X[layer], CENTRE_Y];
      const angle = layer === 0 ? 15 : -15; // the cut on the screen, from the vertical
      g.setAttribute(
        'transform',
        `rotate(${angle} ${cx} ${cy}) translate(${cx} 0) scale(${scale} 1) translate(${-cx} 0) rotate(${-angle} ${cx} ${cy})`,
      );
    });
    this.middleRight.setAttribute('transform', `translate(186 0) scale(${scale} 1) translate(-186 0)`);
  }

  protected paint(state: string, remember = true): void {
    const read = readSq1State(state) ?? readSq1State('AABCCDEEFGGH/IJJKLLMNNOPP/0');
    if (!read) return;
    if (remember) this.shown = state;
    this.element.dataset.state = state;
    for (let layer = 0; layer < 2; layer++) {
      this.layers[layer].removeAttribute('transform');
      this.halves[layer].removeAttribute('transform');
      const [left, right] = [...this.layers[layer].children] as SVGGElement[];
      left.replaceChildren();
      right.replaceChildren();
      const pieces = read.slots.slice(layer * 12, layer * 12 + 12);
      for (const { k, width } of pieceRuns(pieces)) {
        const piece = pieces[k];
        const drawn = pieceShape(layer, k, piece, isCorner(piece), width === 1);
        (k < 6 ? left : right).append(drawn);
      }
    }
    this.slots?.name(
      read.slots.map((p) => String.fromCharCode(65 + p)),
      read.flipped,
    );
    this.middleRight.removeAttribute('transform');
    this.middleRight.setAttribute('fill', read.flipped ? COLOUR.B : COLOUR.F);
    this.middleRight.dataset.flipped = read.flipped ? '1' : '0';
  }
}

/** One piece alone (the painter's palette): as it lies at the back of the top layer, every piece at one scale. */
export function sq1PieceIcon(piece: number): SVGSVGElement {
  const svg = element('svg', { viewBox: '50 0 110 104', 'aria-hidden': 'true', focusable: 'false' });
  // The top's slot 5 is 165-195 degrees, the back's middle; a corner from slot 4 spans 135-225.
  svg.append(pieceShape(0, isCorner(piece) ? 4 : 5, piece, isCorner(piece)));
  return svg;
}
