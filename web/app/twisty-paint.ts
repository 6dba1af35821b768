// Painting a Pyraminx or Skewb: a palette of its face colours (from the core's layout),
// its net to click, and clicks on its 3D view. A click writes the face letter into the
// start-state box (starting from the state shown when the box is empty); the core then
// reads and validates it, and its problems are outlined on the net.

import { cssColor } from '../render/colors';
import { facePaints } from '../render/face-paints';
import { PaintableNet } from '../render/NetView';
import type { PuzzleGeometry } from '../worker/api';

export interface TwistyPaintElements {
  root: HTMLDetailsElement;
  palette: HTMLElement;
  net: HTMLElement;
  fromSolved: HTMLButtonElement;
  fromCurrent: HTMLButtonElement;
  status: HTMLElement;
}

export interface TwistyPaintHost {
  /** The start-state box's text (whitespace dropped) and its setter; clears the scramble. */
  start(): string;
  setStart(stickers: string): void;
  /** The state the inputs make now ('' when they do not read) and the solved state. */
  current(): string;
  solved(): string;
}

export class TwistyPainter {
  readonly net: PaintableNet;
  private layout: PuzzleGeometry | null = null;
  private chosen = '';

  constructor(
    private readonly el: TwistyPaintElements,
    private readonly host: TwistyPaintHost,
  ) {
    this.net = new PaintableNet(el.net, 'Net to paint: click a sticker to paint it the chosen colour');
    this.net.onPaint = (i) => this.paint(i);
    el.fromSolved.addEventListener('click', () => this.startFrom(host.solved(), 'the solved state'));
    el.fromCurrent.addEventListener('click', () => this.startFrom(host.current(), 'the current state'));
  }

  /** Open: clicks on the 3D view paint too. */
  get open(): boolean {
    return this.el.root.open;
  }

  /** The puzzle's palette and net (once per puzzle). */
  setLayout(layout: PuzzleGeometry): void {
    if (this.layout === layout) return;
    this.layout = layout;
    const paints = facePaints(layout);
    this.chosen = layout.faces[0];
    this.el.palette.replaceChildren(
      ...[...layout.faces].map((face, i) => {
        const label = document.createElement('label');
        label.className = 'swatch';
        label.title = `${layout.colours[i]} (${face})`;
        const input = document.createElement('input');
        input.type = 'radio';
        input.name = 'twisty-paint-colour';
        input.value = face;
        input.checked = face === this.chosen;
        input.dataset.testid = `twisty-paint-${face}`;
        input.setAttribute('aria-label', `${layout.colours[i]} (${face})`);
        input.addEventListener('change', () => {
          this.chosen = face;
        });
        const chip = document.createElement('span');
        chip.className = 'swatch-chip';
        chip.style.background = cssColor(paints.get(face) ?? 0);
        label.append(input, chip);
        return label;
      }),
    );
  }

  /** Shows the state being painted, its faulty stickers outlined. */
  show(stickers: string, faulty: readonly number[]): void {
    if (this.layout) this.net.show(stickers, this.layout, faulty, true);
  }

  /** Paints sticker `i` the chosen colour. */
  paint(i: number): void {
    const layout = this.layout;
    if (!layout) return;
    const typed = this.host.start();
    const base = typed.length === layout.stickers.length ? typed : this.host.current() || this.host.solved();
    const next = base.slice(0, i) + this.chosen + base.slice(i + 1);
    this.host.setStart(next);
    this.el.status.textContent = `Sticker ${i} painted ${this.chosen}.`;
  }

  private startFrom(stickers: string, what: string): void {
    if (!stickers) return;
    this.host.setStart(stickers);
    this.el.status.textContent = `Painting from ${what}.`;
  }
}
