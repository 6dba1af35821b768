// The Rubik's Clock: both faces side by side (the front as seen from the front, the
// back as seen from the back, as TNoodle draws its scrambles), nine dials each with a
// hand, the four pins between them up (raised, yellow) or down. Turns are animated
// hand by hand, y2 as the clock turning over. It knows no rule: states are the core's
// text (clock_state.h: 18 dial symbols 0-9 a b, then 4 pins U or d), and which dials a
// turn moves, and how far, come from the core's DialStep.

import type { DialStep } from '../worker/api';
import { ARROWS, moveFocus, neighbour } from './arrow-focus';
import { svgElement as element, SvgView } from './SvgView';

const DIALS = 18;
const FACE = 9;
/** A step's duration at speed 1, in ms. */
const STEP_MS = 420;
/** Layout (SVG units): face centres, dial spacing, radii. */
const FACE_X = [110, 330];
const FACE_Y = 105;
const SPACING = 54;
const DIAL_R = 21;
const FACE_R = 98;
const PIN_R = 7;
const PLACES = ['UL', 'U', 'UR', 'L', 'C', 'R', 'DL', 'D', 'DR'];
const PIN_PLACES = ['UL', 'UR', 'DL', 'DR'];

/** The words of the Clock's picture and accessible names (web/i18n/view-words.ts gives them in a language). */
export interface ClockWords {
  front: string;
  backSeen: string;
  dial(front: boolean, place: string, hours: number): string;
  pin(place: string, up: boolean): string;
  whole(name: string, front: string, back: string, up: string): string;
}

/** English, until the page gives its own (web/app/net-words.ts); a widget passes its element's (`words`). */
export const CLOCK_WORDS: ClockWords = {
  front: 'Front',
  backSeen: 'Back (seen from the back)',
  dial: (front: boolean, place: string, hours: number): string =>
    `${front ? 'Front' : 'Back'} ${place} dial: ${hours} o’clock`,
  pin: (place: string, up: boolean): string => `Pin ${place} (as seen from the front): ${up ? 'up' : 'down'}`,
  whole: (name: string, front: string, back: string, up: string): string =>
    `${name}. Front: ${front}. Back: ${back}. Pins up: ${up || 'none'}.`,
};

export interface ClockViewOptions {
  /** Dials and pins report clicks (onEdit); otherwise a picture only. */
  interactive?: boolean;
  /** Accessible name of the picture. */
  label?: string;
  className?: string;
  /** The picture's words in the view's language (CLOCK_WORDS, the page's, by default). */
  words?: ClockWords;
}

/** Hours of each dial and pins up (as seen from the front) of a state text; null when it is not one. */
export function readClockState(state: string): { dials: number[]; pins: boolean[] } | null {
  const symbols = [...state.replace(/[\s,/]/g, '')];
  if (symbols.length !== DIALS + 4) return null;
  const dials = symbols.slice(0, DIALS).map((c) => Number.parseInt(c, 12));
  if (dials.some((h) => !(h >= 0 && h < 12))) return null;
  return { dials, pins: symbols.slice(DIALS).map((c) => c === 'U' || c === 'u') };
}

export class ClockView extends SvgView<DialStep> {
  /**
   * A dial (0-17: front, then back) clicked, `hours` +1 (a click) or -1 (shift-click or
   * the context menu), or a pin (18-21: UL UR DL DR as seen from the front, hours 0).
   */
  onEdit: ((index: number, hours: number, state: string) => void) | null = null;
  private readonly faces: SVGGElement[] = [];
  private readonly hands: SVGGElement[] = [];
  private readonly pins: SVGCircleElement[] = [];
  private readonly name: string;
  private readonly words: ClockWords;

  constructor(container: HTMLElement, options: ClockViewOptions = {}) {
    const name = options.label ?? 'Rubik’s Clock';
    super(container, {
      kind: 'clock-view',
      className: options.className,
      label: name,
      width: 440,
      height: 230,
      stepMs: STEP_MS,
    });
    this.name = name;
    this.words = options.words ?? CLOCK_WORDS;
    for (let side = 0; side < 2; side++) this.drawFace(side);
    if (options.interactive) {
      this.element.classList.add('editable');
      const hit = (e: MouseEvent, back: boolean) => {
        const target = (e.target as Element).closest('[data-hit]');
        if (!target || this.track) return;
        e.preventDefault();
        const index = Number(target.getAttribute('data-hit'));
        this.onEdit?.(index, index >= DIALS ? 0 : back || e.shiftKey ? -1 : 1, this.shown);
      };
      this.svg.addEventListener('click', (e) => hit(e, false));
      this.svg.addEventListener('contextmenu', (e) => hit(e, true));
      this.wireKeys();
    }
    this.paint('');
  }

  /**
   * The dials and pins as one tab stop: arrow keys move between them, Enter, Space or +
   * turns a dial an hour forward (- or Shift+Enter back) and flips a pin.
   */
  private wireKeys(): void {
    this.element.setAttribute('role', 'group'); // its dials and pins are buttons, not a picture
    const parts = [...this.svg.querySelectorAll<SVGCircleElement>('[data-hit]')];
    parts.forEach((part, i) => {
      part.tabIndex = i === 0 ? 0 : -1;
      part.setAttribute('role', 'button');
    });
    const centres = parts.map((p) => [p.cx.baseVal.value, p.cy.baseVal.value] as [number, number]);
    this.svg.addEventListener('keydown', (e) => {
      const from = (e.target as Element).closest<SVGCircleElement>('[data-hit]');
      if (!from) return;
      const step = ARROWS[e.key];
      if (step) {
        const to = parts[neighbour(centres, parts.indexOf(from), step)];
        e.preventDefault();
        if (to) moveFocus(from, to);
        return;
      }
      const back = e.key === '-' || (e.key === 'Enter' && e.shiftKey);
      if (!back && !['Enter', ' ', '+', '='].includes(e.key)) return;
      e.preventDefault();
      if (this.track) return;
      const index = Number(from.getAttribute('data-hit'));
      this.onEdit?.(index, index >= DIALS ? 0 : back ? -1 : 1, this.shown);
    });
  }

  reversed(step: DialStep): DialStep {
    return { ...step, turns: step.turns.map((t) => -t) };
  }

  /** A step `f` of the way: hands turning, the clock turning over, or pins moving. */
  protected drawStep(step: DialStep, after: string, f: number): void {
    if (step.kind === 'turn') {
      const from = readClockState(this.before);
      if (!from) return;
      for (let d = 0; d < DIALS; d++) this.setHand(d, from.dials[d] + (step.turns[d] ?? 0) * f);
      // The pins are set before the wheel turns: the step's pins from the start.
      this.showPins([0, 1, 2, 3].map((p) => ((step.pins >> p) & 1) === 1));
      return;
    }
    // Over (y2) or pins: the old state to half way, the new one after; y2 squeezes each face.
    this.paint(f < 0.5 ? this.before : after, false);
    if (step.kind === 'flip') {
      const scale = Math.max(0.02, Math.abs(Math.cos(Math.PI * f)));
      this.faces.forEach((g, side) => {
        const x = FACE_X[side];
        g.setAttribute('transform', `translate(${x} 0) scale(${scale} 1) translate(${-x} 0)`);
      });
    }
  }

  private drawFace(side: number): void {
    const g = element('g', { 'data-face': side === 0 ? 'front' : 'back' });
    const cx = FACE_X[side];
    const front = side === 0;
    g.append(
      element('circle', {
        cx,
        cy: FACE_Y,
        r: FACE_R,
        fill: front ? '#3375b2' : '#55ccff',
        stroke: '#1b2b3a',
        'stroke-width': 2,
      }),
    );
    for (let i = 0; i < FACE; i++) {
      const x = cx + ((i % 3) - 1) * SPACING;
      const y = FACE_Y + (Math.floor(i / 3) - 1) * SPACING;
      const face = { fill: front ? '#55ccff' : '#3375b2', stroke: '#1b2b3a', 'data-hit': side * FACE + i };
      g.append(element('circle', { cx: x, cy: y, r: DIAL_R, ...face }));
      for (let k = 0; k < 12; k++) {
        const a = (k * Math.PI) / 6;
        g.append(
          element('circle', {
            cx: x + Math.sin(a) * (DIAL_R - 4),
            cy: y - Math.cos(a) * (DIAL_R - 4),
            r: k === 0 ? 2.2 : 1.1,
            'pointer-events': 'none',
            fill: k === 0 ? '#d22' : '#1b2b3a',
          }),
        );
      }
      // Hands and marks let clicks through to the dial under them.
      const hand = element('g', { 'data-dial': side * FACE + i, 'pointer-events': 'none' });
      hand.append(
        element('path', {
          d: `M ${x - 3.5} ${y} L ${x} ${y - DIAL_R + 5} L ${x + 3.5} ${y} Z`,
          fill: '#ffd400',
          stroke: '#c00',
        }),
        element('circle', { cx: x, cy: y, r: 3.5, fill: '#ffd400', stroke: '#c00' }),
      );
      g.append(hand);
      this.hands.push(hand);
    }
    for (let p = 0; p < 4; p++) {
      const pin = element('circle', {
        cx: cx + ((p % 2) - 0.5) * SPACING,
        cy: FACE_Y + (Math.floor(p / 2) - 0.5) * SPACING,
        r: PIN_R,
        stroke: '#111',
        'data-pin': `${side === 0 ? 'front' : 'back'}-${PIN_PLACES[p]}`,
        // The back's pin at p is the front's at p mirrored.
        'data-hit': DIALS + (side === 0 ? p : p ^ 1),
      });
      g.append(pin);
      this.pins.push(pin);
    }
    const title = element('text', { x: cx, y: 224, 'text-anchor': 'middle', 'font-size': 14, fill: 'currentColor' });
    title.textContent = front ? this.words.front : this.words.backSeen;
    g.append(title);
    this.svg.append(g);
    this.faces.push(g);
  }

  private setHand(dial: number, hours: number): void {
    const i = dial % FACE;
    const x = FACE_X[Math.floor(dial / FACE)] + ((i % 3) - 1) * SPACING;
    const y = FACE_Y + (Math.floor(i / 3) - 1) * SPACING;
    this.hands[dial].setAttribute('transform', `rotate(${hours * 30} ${x} ${y})`);
  }

  /** Draws a state; `remember` false while a step is drawn part way. */
  protected paint(state: string, remember = true): void {
    if (remember) this.shown = state;
    for (const f of this.faces) f.removeAttribute('transform');
    const read = readClockState(state) ?? {
      dials: new Array<number>(DIALS).fill(0),
      pins: [false, false, false, false],
    };
    for (let d = 0; d < DIALS; d++) this.setHand(d, read.dials[d]);
    this.showPins(read.pins);
    if (!remember) return;
    this.element.dataset.state = state;
    const words = (side: number) =>
      PLACES.map((place, i) => `${place} ${read.dials[side * FACE + i] || 12}`).join(', ');
    const up = PIN_PLACES.filter((_, p) => read.pins[p]);
    this.svg.querySelectorAll<SVGElement>('[data-hit]').forEach((part) => {
      const index = Number(part.getAttribute('data-hit'));
      part.setAttribute(
        'aria-label',
        index < DIALS
          ? this.words.dial(index < FACE, PLACES[index % FACE], read.dials[index] || 12)
          : this.words.pin(PIN_PLACES[index - DIALS], read.pins[index - DIALS]),
      );
    });
    this.element.setAttribute('aria-label', this.words.whole(this.name, words(0), words(1), up.join(' ')));
  }

  /** Pins up as seen from the front, on both faces. */
  private showPins(up: boolean[]): void {
    for (let p = 0; p < 4; p++) {
      // The back sees the pins from behind: up there is down here, and left and right swap.
      this.showPin(this.pins[p], up[p]);
      this.showPin(this.pins[4 + p], !up[p ^ 1]);
    }
  }

  private showPin(pin: SVGCircleElement, up: boolean): void {
    pin.setAttribute('fill', up ? '#ffd400' : '#6b4a12');
    pin.setAttribute('r', String(up ? PIN_R + 1.5 : PIN_R - 1));
    pin.dataset.up = up ? '1' : '0';
  }
}
