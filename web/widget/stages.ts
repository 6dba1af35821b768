// VisualCube's `stage` masks: which stickers an image shows in colour for a step of a
// method (cross, F2L, OLL, PLL, ...); the rest are grey. Each mask is a rule on where a
// sticker sits — its cubie and the way it faces, taken from the core's sticker layout —
// with the first layer on D and the last layer on U, as VisualCube draws them. The
// masked stickers are then moved by the core like any other (the core's goal presets
// are not exposed by the WASM bindings, so the rules live here as data).
import type { StickerPlace } from '../worker/api';

interface Place {
  x: number;
  y: number;
  z: number;
  up: boolean; // the sticker faces U
  kind: 'centre' | 'edge' | 'corner';
}

type Rule = (p: Place) => boolean;

const lower: Rule = (p) => p.y <= 0; // first two layers (first layer on a 2x2x2)
const centre: Rule = (p) => p.kind === 'centre';

const RULES: Readonly<Record<string, Rule>> = {
  cross: (p) => centre(p) || (p.kind === 'edge' && p.y < 0),
  fl: (p) => centre(p) || p.y < 0,
  f2l: lower,
  ll: () => true,
  pll: () => true,
  oll: (p) => lower(p) || p.up,
  ocll: (p) => lower(p) || (p.up && p.kind !== 'edge'),
  oell: (p) => lower(p) || (p.up && p.kind !== 'corner'),
  cll: (p) => lower(p) || p.kind !== 'edge',
  coll: (p) => lower(p) || p.kind !== 'edge' || p.up,
  ell: () => true,
  cmll: (p) => centre(p) || (p.y <= 0 && p.x !== 0) || (p.y > 0 && p.kind === 'corner'),
  f2b: (p) => centre(p) || (p.y <= 0 && p.x !== 0),
  line: (p) => centre(p) || (p.kind === 'edge' && p.y < 0 && p.x === 0),
  '2x2x2': (p) => p.x <= 0 && p.y <= 0 && p.z <= 0,
  '2x2x3': (p) => p.x <= 0 && p.y <= 0,
};

export const STAGE_NAMES: readonly string[] = Object.keys(RULES);

function placeOf(s: StickerPlace): Place {
  const [x, y, z] = s.position;
  const nonZero = [x, y, z].filter((v) => Math.abs(v) > 1e-6).length;
  // On a 2x2x2 every cubie is a corner.
  const kind = nonZero === 3 ? 'corner' : nonZero === 2 ? 'edge' : 'centre';
  return { x, y, z, up: s.normal[1] > 0.5, kind };
}

/** Greys out (with `grey`) the stickers of `facelets` the stage does not show; null: unknown stage. */
export function maskForStage(stage: string, layout: StickerPlace[], facelets: string, grey = 'x'): string | null {
  const rule = RULES[stage.trim().toLowerCase()];
  if (!rule) return null;
  const symbols = [...facelets];
  return layout.map((s, i) => (rule(placeOf(s)) ? symbols[i] : grey)).join('');
}
