// The flat net of a twisty puzzle (Pyraminx, Skewb) as SVG: each sticker's outline on
// the net from the core's layout (PuzzleGeometry.stickers[i].net), painted by its face
// letter. Used to show a state and to paint one (a click names the sticker). No rules.

import type { PuzzleGeometry } from '../worker/api';
import { cssColor, HIGHLIGHT_COLOR, UNKNOWN_COLOR } from './colors';
import { facePaints } from './face-paints';

const SVG = 'http://www.w3.org/2000/svg';

export class TwistyNet {
  readonly element: SVGSVGElement;
  /** Called with a sticker's index when it is clicked. */
  onStickerClick: ((index: number) => void) | null = null;
  private shapes: SVGPolygonElement[] = [];
  private paints = new Map<string, number>();
  private layout: PuzzleGeometry | null = null;

  constructor(container: HTMLElement, label: string) {
    this.element = document.createElementNS(SVG, 'svg');
    this.element.classList.add('twisty-net');
    this.element.setAttribute('role', 'img');
    this.element.setAttribute('aria-label', label);
    container.appendChild(this.element);
  }

  /** Draws the stickers of `layout` (once per puzzle). */
  setLayout(layout: PuzzleGeometry): void {
    if (this.layout === layout) return;
    this.layout = layout;
    this.paints = facePaints(layout);
    const xs = layout.stickers.flatMap((s) => s.net.map((p) => p[0]));
    const ys = layout.stickers.flatMap((s) => s.net.map((p) => -p[1]));
    const pad = 0.15;
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    this.element.setAttribute('viewBox', `${x0 - pad} ${y0 - pad} ${x1 - x0 + 2 * pad} ${y1 - y0 + 2 * pad}`);
    this.shapes = layout.stickers.map((s, i) => {
      const shape = document.createElementNS(SVG, 'polygon');
      // y up in the layout, down in SVG.
      shape.setAttribute('points', s.net.map((p) => `${p[0]},${-p[1]}`).join(' '));
      shape.dataset.sticker = String(i);
      shape.addEventListener('click', () => this.onStickerClick?.(i));
      return shape;
    });
    this.element.replaceChildren(...this.shapes);
  }

  /** Paints a sticker string (face letters; anything else grey), the stickers in `faulty` outlined. */
  show(stickers: string, faulty: readonly number[] = []): void {
    const bad = new Set(faulty);
    this.element.dataset.stickers = stickers;
    this.shapes.forEach((shape, i) => {
      const paint = this.paints.get(stickers[i] ?? '');
      shape.setAttribute('fill', cssColor(paint ?? UNKNOWN_COLOR));
      shape.setAttribute('stroke', bad.has(i) ? cssColor(HIGHLIGHT_COLOR) : '#141414');
      shape.setAttribute('stroke-width', bad.has(i) ? '0.12' : '0.05');
      shape.setAttribute('stroke-linejoin', 'round');
    });
  }
}
