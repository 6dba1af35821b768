// The Square-1 view's slots as buttons (Sq1View, interactive): a 30-degree wedge over each
// of the 24 slots and the middle layer, one tab stop. A click, Enter or Space picks one
// (onPick: the page asks the core what that does); the arrow keys go slot by slot in the
// order of the state text (the top clockwise, the bottom, the middle), Home and End to
// either end. The slot the page has chosen is drawn outlined. It knows no rule.

import { moveFocus } from './arrow-focus';
import { svgElement as element } from './SvgView';

/** The number that stands for the middle layer (the state text's 25th symbol). */
export const MIDDLE = 24;

/** The words of the slots' accessible names, English until the page gives its own (web/app/net-words.ts). */
export const SQ1_WORDS = {
  piece: (letter: string): string => `piece ${letter}`,
  slot: (top: boolean, n: number, piece: string): string => `${top ? 'Top' : 'Bottom'} slot ${n}: ${piece}`,
  middle: (flipped: boolean): string =>
    flipped ? 'Middle layer: turned over (press to turn it back)' : 'Middle layer: as solved (press to turn it over)',
};

export interface SlotGeometry {
  /** A wedge's outline: layer 0 top, 1 bottom, slot k of 12. */
  wedge(layer: number, k: number): string;
  /** The middle layer's box. */
  middle: { x: number; y: number; width: number; height: number };
}

export class Sq1Slots {
  onPick: ((slot: number) => void) | null = null;
  private readonly parts: SVGElement[] = [];
  private chosen = -1;

  constructor(
    svg: SVGSVGElement,
    geometry: SlotGeometry,
    private readonly busy: () => boolean,
  ) {
    const group = element('g', { class: 'sq1-slots', 'data-controls': '' });
    for (let slot = 0; slot < MIDDLE; slot++) {
      const wedge = element('path', {
        d: geometry.wedge(Math.floor(slot / 12), slot % 12),
        fill: 'transparent',
        'data-slot': slot,
        'data-testid': `sq1-slot-${slot}`,
      });
      group.append(wedge);
      this.parts.push(wedge);
    }
    const m = geometry.middle;
    const middle = element('rect', {
      ...m,
      fill: 'transparent',
      'data-slot': MIDDLE,
      'data-testid': 'sq1-middle-slot',
    });
    group.append(middle);
    this.parts.push(middle);
    this.parts.forEach((part, i) => {
      part.tabIndex = i === 0 ? 0 : -1;
      part.setAttribute('role', 'button');
    });
    svg.append(group);
    svg.addEventListener('click', (e) => {
      const part = (e.target as Element).closest('[data-slot]');
      if (part) this.pick(Number(part.getAttribute('data-slot')));
    });
    svg.addEventListener('keydown', (e) => this.key(e));
  }

  private key(e: KeyboardEvent): void {
    const from = (e.target as Element).closest<SVGElement>('[data-slot]');
    if (!from) return;
    const i = this.parts.indexOf(from);
    const n = this.parts.length;
    const to: Record<string, number> = {
      ArrowRight: (i + 1) % n,
      ArrowDown: (i + 1) % n,
      ArrowLeft: (i + n - 1) % n,
      ArrowUp: (i + n - 1) % n,
      Home: 0,
      End: n - 1,
    };
    if (e.key in to) {
      e.preventDefault();
      moveFocus(from, this.parts[to[e.key]]);
      return;
    }
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    this.pick(i);
  }

  private pick(slot: number): void {
    if (!this.busy()) this.onPick?.(slot);
  }

  /** The slot the page has chosen (-1: none), outlined; the keyboard's stop moves there. */
  choose(slot: number): void {
    this.chosen = slot;
    this.parts.forEach((part, i) => {
      part.classList.toggle('chosen', i === slot);
      part.setAttribute('aria-pressed', String(i === slot));
    });
    const at = this.parts[slot];
    if (at && at.tabIndex !== 0) {
      for (const part of this.parts) part.tabIndex = -1;
      at.tabIndex = 0;
    }
  }

  get choice(): number {
    return this.chosen;
  }

  /** Names each slot for the pieces in it (letters, 24 of them) and the middle. */
  name(letters: string[], flipped: boolean): void {
    this.parts.forEach((part, slot) => {
      part.setAttribute(
        'aria-label',
        slot === MIDDLE
          ? SQ1_WORDS.middle(flipped)
          : SQ1_WORDS.slot(slot < 12, (slot % 12) + 1, SQ1_WORDS.piece(letters[slot])),
      );
    });
  }

  /** Moves the keyboard's stop to `slot` when the focus is in the view (the painter's next slot). */
  follow(slot: number): void {
    const part = this.parts[slot];
    const focused = this.parts.find((p) => p === document.activeElement);
    if (part && focused && focused !== part) moveFocus(focused, part);
  }
}
