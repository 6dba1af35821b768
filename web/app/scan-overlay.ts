// What the camera scan draws over the video: the grid, and in each cell the live read of
// its sticker (the colour measured, and its letter on request). With the front camera
// the preview is mirrored, so the cells are too: the read of a column is drawn where
// the person sees that column.

import { gridBox } from './scan-sampler';

export interface OverlayRead {
  n: number;
  rgb: Uint8Array | null; // R, G, B per sticker, row by row (null: nothing read yet)
  letters: readonly string[] | null; // per sticker, shown when not null
  mirrored: boolean;
  steady: number; // 0..1: how far to an automatic capture
}

export function drawOverlay(canvas: HTMLCanvasElement, width: number, height: number, read: OverlayRead): void {
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  const g = canvas.getContext('2d');
  if (!g) return;
  g.clearRect(0, 0, width, height);
  const box = gridBox(width, height);
  const cell = box.size / read.n;
  const line = Math.max(2, Math.round(width / 320));
  g.lineWidth = line;
  for (let r = 0; r < read.n; r++) {
    for (let c = 0; c < read.n; c++) {
      const shownColumn = read.mirrored ? read.n - 1 - c : c;
      const x = box.x + shownColumn * cell;
      const y = box.y + r * cell;
      g.strokeStyle = 'rgba(255, 255, 255, 0.9)';
      g.strokeRect(x, y, cell, cell);
      if (!read.rgb) continue;
      const i = (r * read.n + c) * 3;
      const chip = cell * 0.3;
      const cx = x + cell - chip - line * 2;
      const cy = y + line * 2;
      g.fillStyle = `rgb(${read.rgb[i]}, ${read.rgb[i + 1]}, ${read.rgb[i + 2]})`;
      g.fillRect(cx, cy, chip, chip);
      g.strokeStyle = '#141414';
      g.strokeRect(cx, cy, chip, chip);
      const letter = read.letters?.[r * read.n + c];
      if (letter) {
        g.font = `bold ${Math.round(cell * 0.3)}px sans-serif`;
        g.textAlign = 'center';
        g.textBaseline = 'middle';
        g.lineWidth = line * 2;
        g.strokeStyle = '#141414';
        g.strokeText(letter, x + cell / 2, y + cell / 2);
        g.fillStyle = '#ffffff';
        g.fillText(letter, x + cell / 2, y + cell / 2);
        g.lineWidth = line;
      }
    }
  }
  // How steady the read is: a bar under the grid fills towards an automatic capture.
  if (read.steady > 0) {
    g.fillStyle = 'rgba(255, 255, 255, 0.9)';
    g.fillRect(box.x, box.y + box.size + line * 3, box.size * Math.min(1, read.steady), line * 3);
  }
}
