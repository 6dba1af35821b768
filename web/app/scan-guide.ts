// The camera scan's guide: the order the faces are shown in, which face must be on top
// for each (so a face's rows read as the facelet string's do), the words for it ("Show
// the green face, white on top") and a small cube drawing the same. Colours are those
// of a cube in the standard scheme; the letters say the same for anyone. A 2x2x2 has no
// centres, so its faces are named by place (front, right, ...), the first shown the front.

import { colourName } from '../i18n/colour-words';
import { t } from '../i18n/messages';
import type { PageKey } from '../i18n/page-keys';
import { cssColor, FACES, type Face, SCHEME_PRESETS } from '../render/colors';

export interface ScanStep {
  face: Face; // the face towards the camera
  top: Face; // the face that must be on top
}

/** Around the middle layer with white on top (turning the cube left each time), then
 * white with blue on top and yellow with green on top: the faces as the net has them. */
export const SCAN_STEPS: readonly ScanStep[] = [
  { face: 'F', top: 'U' },
  { face: 'R', top: 'U' },
  { face: 'B', top: 'U' },
  { face: 'L', top: 'U' },
  { face: 'U', top: 'B' },
  { face: 'D', top: 'F' },
];

const STANDARD = SCHEME_PRESETS[0];
/** A 2x2x2 has no centres to name a face by its colour: faces are named by where they are. */
const PLACES: Readonly<Record<Face, PageKey>> = {
  U: 'scan.placeTop',
  R: 'scan.placeRight',
  F: 'scan.placeFront',
  D: 'scan.placeBottom',
  L: 'scan.placeLeft',
  B: 'scan.placeBack',
};

/** The face's name for an n x n cube: its colour (3x3x3), or its place (2x2x2). */
export function faceWord(face: Face, n: number): string {
  return n % 2 === 1 ? colourName(STANDARD.words[face]) : t(PLACES[face]);
}

export function instruction(step: ScanStep, n: number, letters: boolean): string {
  const name = (f: Face) => (letters ? t('scan.withLetter', { name: faceWord(f, n), letter: f }) : faceWord(f, n));
  return t(n % 2 === 1 ? 'scan.showColour' : 'scan.showPlace', { face: name(step.face), top: name(step.top) });
}

/**
 * The colours the live read compares with, one per face (R G B, facelet order): a 3x3x3
 * face's centre once captured (or shown now, `read` of step `step`), else the standard
 * scheme's colour.
 */
export function referenceColours(
  n: number,
  step: number,
  captured: readonly (Uint8Array | null)[],
  read: Uint8Array,
): Uint8Array {
  const refs = new Uint8Array(18);
  FACES.forEach((face, f) => {
    const s = SCAN_STEPS.findIndex((st) => st.face === face);
    const source = n === 3 ? (s === step ? read : captured[s]) : null;
    const c = STANDARD.colors[face];
    refs.set(source ? source.slice(12, 15) : [(c >> 16) & 255, (c >> 8) & 255, c & 255], f * 3);
  });
  return refs;
}

const NORMALS: Record<Face, readonly number[]> = {
  U: [0, 1, 0],
  R: [1, 0, 0],
  F: [0, 0, 1],
  D: [0, -1, 0],
  L: [-1, 0, 0],
  B: [0, 0, -1],
};

/** The face on the right when `face` is towards you with `top` on top: top x face. */
export function rightOf(step: ScanStep): Face {
  const [a, b] = [NORMALS[step.top], NORMALS[step.face]];
  const right = [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
  return (Object.keys(NORMALS) as Face[]).find((f) => NORMALS[f].every((v, i) => v === right[i]))!;
}

/** Draws a small n x n cube: `step.face` towards the viewer, `step.top` above, and the
 * right face beside, each in its colour (with its letter when `letters`). */
export function drawGuide(canvas: HTMLCanvasElement, step: ScanStep, n: number, letters: boolean): void {
  // A 2x2x2's faces have no colour of their own: the face to show light, the others grey.
  const colour = (f: Face) =>
    n % 2 === 1 ? cssColor(STANDARD.colors[f]) : f === step.face ? '#f5f5f0' : f === step.top ? '#9aa0a6' : '#5b6170';
  const g = canvas.getContext('2d');
  if (!g) return;
  const w = canvas.width;
  const s = w * 0.55; // the front face's side
  const d = w * 0.25; // the depth drawn obliquely
  const x0 = w * 0.08;
  const y0 = d + w * 0.08;
  g.clearRect(0, 0, w, canvas.height);
  g.lineWidth = 2;
  g.strokeStyle = '#141414';
  const face = (f: Face, corner: (u: number, v: number) => [number, number]) => {
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const pts = [
          corner(c / n, r / n),
          corner((c + 1) / n, r / n),
          corner((c + 1) / n, (r + 1) / n),
          corner(c / n, (r + 1) / n),
        ];
        g.beginPath();
        g.moveTo(...pts[0]);
        for (const p of pts.slice(1)) g.lineTo(...p);
        g.closePath();
        g.fillStyle = colour(f);
        g.fill();
        g.stroke();
      }
    }
    if (letters) {
      const [cx, cy] = corner(0.5, 0.5);
      g.fillStyle = '#141414';
      g.font = `bold ${Math.round(w * 0.12)}px sans-serif`;
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(f, cx, cy);
    }
  };
  face(step.face, (u, v) => [x0 + u * s, y0 + v * s]);
  face(step.top, (u, v) => [x0 + u * s + (1 - v) * d, y0 - (1 - v) * d]);
  face(rightOf(step), (u, v) => [x0 + s + u * d, y0 + v * s - u * d]);
}
