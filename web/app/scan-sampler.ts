// The camera scan's image processing: where the grid is on a video frame, the colour of
// each sticker under it (a median per channel over the cell's middle, so a speck of
// glare or a dark gap does not move it), and whether that read has been steady long
// enough to capture. Pixels only: which colour a sticker is, the core decides.

/** The grid's square on a frame of `width` x `height`, in the frame's pixels. */
export interface GridBox {
  x: number;
  y: number;
  size: number;
}

/** The grid covers this share of the frame's shorter side, in its middle. */
export const GRID_SHARE = 0.6;
/** Of each cell, the middle this share (each way) is sampled: the sticker, not its border. */
const CELL_SHARE = 0.5;

export function gridBox(width: number, height: number): GridBox {
  const size = Math.round(Math.min(width, height) * GRID_SHARE);
  return { x: Math.round((width - size) / 2), y: Math.round((height - size) / 2), size };
}

/** Reads the grid's n x n stickers of a frame: R, G, B per sticker, row by row. */
export class FrameSampler {
  private readonly canvas = document.createElement('canvas');
  private readonly context = this.canvas.getContext('2d', { willReadFrequently: true })!;
  private readonly histogram = new Uint32Array(3 * 256);

  sample(frame: CanvasImageSource, width: number, height: number, n: number): Uint8Array {
    const box = gridBox(width, height);
    if (this.canvas.width !== box.size) this.canvas.width = this.canvas.height = box.size;
    // Only the grid's square is copied and read.
    this.context.drawImage(frame, box.x, box.y, box.size, box.size, 0, 0, box.size, box.size);
    const pixels = this.context.getImageData(0, 0, box.size, box.size).data;
    const out = new Uint8Array(n * n * 3);
    const cell = box.size / n;
    const inner = cell * CELL_SHARE;
    // About 24 x 24 samples a cell whatever the resolution.
    const step = Math.max(1, Math.floor(inner / 24));
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const x0 = Math.round(c * cell + (cell - inner) / 2);
        const y0 = Math.round(r * cell + (cell - inner) / 2);
        const x1 = Math.round(x0 + inner);
        const y1 = Math.round(y0 + inner);
        this.histogram.fill(0);
        let count = 0;
        for (let y = y0; y < y1; y += step) {
          for (let x = x0; x < x1; x += step) {
            const p = (y * box.size + x) * 4;
            this.histogram[pixels[p]]++;
            this.histogram[256 + pixels[p + 1]]++;
            this.histogram[512 + pixels[p + 2]]++;
            count++;
          }
        }
        for (let ch = 0; ch < 3; ch++) out[(r * n + c) * 3 + ch] = median(this.histogram, ch * 256, count);
      }
    }
    return out;
  }
}

function median(histogram: Uint32Array, offset: number, count: number): number {
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[offset + v];
    if (seen * 2 >= count) return v;
  }
  return 255;
}

/** The largest change of one channel of one sticker between two reads. */
export function readChange(a: Uint8Array, b: Uint8Array): number {
  let most = 0;
  for (let i = 0; i < a.length; i++) most = Math.max(most, Math.abs(a[i] - b[i]));
  return most;
}

/** A read is steady while no sticker's colour moves more than this (8-bit steps). */
const STEADY_CHANGE = 24;

/** How long the read has stayed within STEADY_CHANGE of where it settled. */
export class Steadiness {
  private settled: Uint8Array | null = null;
  private since = 0;

  /** Takes the read at time `now` (ms); answers how long it has been steady (ms). */
  push(read: Uint8Array, now: number): number {
    if (!this.settled || this.settled.length !== read.length || readChange(this.settled, read) > STEADY_CHANGE) {
      this.settled = read.slice();
      this.since = now;
    }
    return now - this.since;
  }

  reset(): void {
    this.settled = null;
  }
}
