// The cube's clock fitted to the page's (performance.now()): a least-squares line through
// the last moves' (cube time, arrival time) pairs, so a move's timestamp keeps the
// cube's spacing of the turns without the radio's jitter. gan-web-bluetooth fits the
// same way (src/utils.ts, cubeTimestampLinearFit).
const KEEP = 64;

export class CubeClock {
  private readonly pairs: [number, number][] = [];

  /** A move's timestamp on the page's clock: `cubeTime` fitted, or `arrival` alone. */
  stamp(cubeTime: number | undefined, arrival: number): number {
    if (cubeTime === undefined) return arrival;
    this.pairs.push([cubeTime, arrival]);
    if (this.pairs.length > KEEP) this.pairs.shift();
    const n = this.pairs.length;
    if (n < 2) return arrival;
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let sxy = 0;
    for (const [x, y] of this.pairs) {
      sx += x;
      sy += y;
      sxx += x * x;
      sxy += x * y;
    }
    const vx = n * sxx - sx * sx;
    // A cube's clock runs at the page's rate give or take a little: otherwise, offset only.
    let slope = vx > 1e-6 ? (n * sxy - sx * sy) / vx : 1;
    if (!(slope > 0.9 && slope < 1.1)) slope = 1;
    const intercept = (sy - slope * sx) / n;
    // Never later than the packet that told us.
    return Math.min(arrival, slope * cubeTime + intercept);
  }

  reset(): void {
    this.pairs.length = 0;
  }
}
