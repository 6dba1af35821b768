// Arrow keys between the parts of a picture that is one tab stop (the paintable net's
// stickers, the Clock's dials and pins): the nearest part that way gets the focus.

export const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The part nearest to `from` in the direction `step` (x right, y down), or -1. */
export function neighbour(centres: readonly [number, number][], from: number, step: readonly [number, number]): number {
  const [x, y] = centres[from];
  let best = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  centres.forEach(([cx, cy], i) => {
    const along = (cx - x) * step[0] + (cy - y) * step[1];
    const across = Math.abs((cx - x) * step[1] - (cy - y) * step[0]);
    // Ahead, and more ahead than aside; the nearest, straight ahead first.
    if (i === from || along <= 1e-6 || across > along) return;
    const score = along + 2 * across;
    if (score < bestScore) [best, bestScore] = [i, score];
  });
  return best;
}

/** Moves the focus (a roving tab stop) from `from` to `to`. */
export function moveFocus(from: HTMLElement | SVGElement, to: HTMLElement | SVGElement): void {
  from.tabIndex = -1;
  to.tabIndex = 0;
  to.focus();
}
