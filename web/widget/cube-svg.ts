// A cube as a static SVG picture (the widget's image and 2D views): every sticker is
// placed from the core's sticker layout (cubie centre + normal), so both cube sizes
// and any state the core gives are drawn the same way. Three projections, named as in
// VisualCube: 'iso' (U, F, R seen from a corner), 'trans' (the same, the hidden faces
// showing through) and 'plan' (U from above, the top layer's sides folded out).
import type { StickerPlace } from '../worker/api';
import { colorOf, css, type Scheme } from './schemes';

export type Projection = 'iso' | 'trans' | 'plan';

type Vec = [number, number, number];
type Point = [number, number];

const SVG_NS = 'http://www.w3.org/2000/svg';
const STICKER_HALF = 0.86; // of a cubie's half size
const GREY = 0x7d7d7d;
const BODY = 0x111111;
// VisualCube's default view: y 45°, then x -34° (here as the camera sees it).
const YAW = -Math.PI / 4;
const PITCH = (34 * Math.PI) / 180;
/**
 * The corner view draws in layers, each over the last: the hidden faces' bodies, their
 * stickers ('trans'), the visible faces' bodies, their stickers. A sticker's own depth
 * orders it only within its layer: by depth alone, a sticker farther away than its
 * face's middle went under that face's body square.
 */
const LAYER = { hiddenBody: 0, hiddenSticker: 100, body: 200, sticker: 300 } as const;

/** The paint of one symbol: face letters by the scheme, colour letters as they are, grey for x ? n. */
function fillOf(symbol: string, scheme: Scheme): number | null {
  if (symbol === 't') return null; // VisualCube: transparent
  if ('URFDLB'.includes(symbol)) return scheme[symbol];
  if (symbol === 'x' || symbol === '?' || symbol === 'n') return GREY;
  return colorOf(symbol) ?? GREY;
}

function rotate([x, y, z]: Vec): Vec {
  const x1 = x * Math.cos(YAW) + z * Math.sin(YAW);
  const z1 = -x * Math.sin(YAW) + z * Math.cos(YAW);
  return [x1, y * Math.cos(PITCH) - z1 * Math.sin(PITCH), y * Math.sin(PITCH) + z1 * Math.cos(PITCH)];
}

/** The two unit axes across a face with this normal. */
function tangents(normal: readonly number[]): [Vec, Vec] {
  const axis = normal.findIndex((v) => Math.abs(v) > 0.5);
  const a: Vec = [0, 0, 0];
  const b: Vec = [0, 0, 0];
  a[(axis + 1) % 3] = 1;
  b[(axis + 2) % 3] = 1;
  return [a, b];
}

/** The four corners of a square of half size `half` around `centre`, across `normal`. */
function square(centre: Vec, normal: readonly number[], half: number): Vec[] {
  const [a, b] = tangents(normal);
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([s, t]) => centre.map((c, k) => c + half * (s * a[k] + t * b[k])) as Vec);
}

interface Shape {
  points: Point[];
  /** Drawing order, back to front (see LAYER). */
  depth: number;
  fill: number | null;
  facelet: number; // -1 for the cube's body
  faint: boolean;
}

export interface SvgOptions {
  projection: Projection;
  scheme: Scheme;
  /** Width and height in px; 0: fills its box. */
  size: number;
  background?: string;
  label: string;
}

/** Draws `facelets` (one symbol per sticker of `layout`) as an SVG element. */
export function cubeSvg(layout: StickerPlace[], facelets: string, options: SvgOptions): SVGSVGElement {
  const n = Math.round(Math.sqrt(layout.length / 6));
  const symbols = [...facelets];
  const shapes =
    options.projection === 'plan'
      ? planShapes(layout, symbols, n, options.scheme)
      : cornerShapes(layout, symbols, n, options);

  const svg = document.createElementNS(SVG_NS, 'svg');
  const extent = options.projection === 'plan' ? n * 1.6 : n * 1.75;
  svg.setAttribute('viewBox', `${-extent} ${-extent} ${2 * extent} ${2 * extent}`);
  if (options.size > 0) {
    svg.setAttribute('width', String(options.size));
    svg.setAttribute('height', String(options.size));
  }
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', options.label);
  svg.dataset.projection = options.projection;
  if (options.background) {
    const bg = document.createElementNS(SVG_NS, 'rect');
    bg.setAttribute('x', String(-extent));
    bg.setAttribute('y', String(-extent));
    bg.setAttribute('width', String(2 * extent));
    bg.setAttribute('height', String(2 * extent));
    bg.setAttribute('fill', options.background);
    svg.append(bg);
  }
  shapes.sort((p, q) => p.depth - q.depth);
  for (const s of shapes) {
    if (s.fill === null) continue;
    const poly = document.createElementNS(SVG_NS, 'polygon');
    poly.setAttribute('points', s.points.map(([x, y]) => `${x.toFixed(3)},${y.toFixed(3)}`).join(' '));
    poly.setAttribute('fill', css(s.fill));
    if (s.facelet >= 0) {
      poly.setAttribute('stroke', '#000');
      poly.setAttribute('stroke-width', '0.08');
      poly.setAttribute('stroke-linejoin', 'round');
      poly.dataset.facelet = String(s.facelet);
    }
    if (s.faint) poly.setAttribute('opacity', '0.35');
    svg.append(poly);
  }
  return svg;
}

/** The corner view: faces turned towards the viewer; with 'trans' the others faintly too. */
function cornerShapes(layout: StickerPlace[], symbols: string[], n: number, options: SvgOptions): Shape[] {
  const shapes: Shape[] = [];
  const see = (v: Vec): Point => {
    const r = rotate(v);
    return [r[0], -r[1]];
  };
  const facing = (normal: readonly number[]) => rotate(normal as Vec)[2] > 1e-6;
  const all = options.projection === 'trans';
  // The body: one black square per face, under its stickers.
  for (const normal of [
    [1, 0, 0],
    [-1, 0, 0],
    [0, 1, 0],
    [0, -1, 0],
    [0, 0, 1],
    [0, 0, -1],
  ] as Vec[]) {
    const front = facing(normal);
    if (!front && !all) continue;
    const centre = normal.map((v) => v * n) as Vec;
    shapes.push({
      points: square(centre, normal, n).map(see),
      depth: rotate(centre)[2] + (front ? LAYER.body : LAYER.hiddenBody),
      fill: BODY,
      facelet: -1,
      faint: !front,
    });
  }
  layout.forEach((place, i) => {
    const front = facing(place.normal);
    if (!front && !all) return;
    const centre = place.position.map((v, k) => v + place.normal[k] * 1.001) as Vec;
    shapes.push({
      points: square(centre, place.normal, STICKER_HALF).map(see),
      depth: rotate(centre)[2] + (front ? LAYER.sticker : LAYER.hiddenSticker),
      fill: fillOf(symbols[i] ?? 'x', options.scheme),
      facelet: i,
      faint: !front,
    });
  });
  return shapes;
}

/** The plan view: U from above (B at the top), the top layer's side stickers folded out. */
function planShapes(layout: StickerPlace[], symbols: string[], n: number, scheme: Scheme): Shape[] {
  const shapes: Shape[] = [];
  const fold = 0.45; // how far the side stickers reach out, relative to their height
  const top = n - 1; // the top layer's cubie centre height
  shapes.push({
    points: square([0, n, 0], [0, 1, 0], n).map(([x, , z]) => [x, z]),
    depth: 0,
    fill: BODY,
    facelet: -1,
    faint: false,
  });
  layout.forEach((place, i) => {
    const [nx, ny, nz] = place.normal;
    const centre = place.position.map((v, k) => v + place.normal[k]) as Vec;
    let points: Point[];
    if (ny > 0.5) {
      points = square(centre, place.normal, STICKER_HALF).map(([x, , z]) => [x, z]);
    } else if (Math.abs(ny) < 0.5 && Math.abs(place.position[1] - top) < 1e-6) {
      points = square(centre, place.normal, STICKER_HALF).map(([x, y, z]) => {
        const out = n + 0.15 + (n - y) * fold;
        return [nx !== 0 ? nx * out : x, nz !== 0 ? nz * out : z];
      });
    } else {
      return;
    }
    shapes.push({ points, depth: 1, fill: fillOf(symbols[i] ?? 'x', scheme), facelet: i, faint: false });
  });
  return shapes;
}
