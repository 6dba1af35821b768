// Colour schemes of the widget: the `colors` attribute and VisualCube's `sch`. Display
// only — a scheme says which paint each face letter (U R F D L B) gets.
//
//   standard | japanese            named schemes
//   wrgyob  /  w,r,g,y,o,b         six colours in facelet order U R F D L B: VisualCube's
//                                  letters, #hex (or hex without #), or colour names
//   U:#fff R:red F:green ...       face:colour pairs (faces not named keep standard)
import { FACE_COLORS } from '../render/colors';

export type Scheme = Readonly<Record<string, number>>;

const FACES = ['U', 'R', 'F', 'D', 'L', 'B'] as const;

/** VisualCube's colour letters and a few names; the six sticker colours keep our paints. */
const NAMED: Readonly<Record<string, number>> = {
  w: FACE_COLORS.U,
  white: FACE_COLORS.U,
  r: FACE_COLORS.R,
  red: FACE_COLORS.R,
  g: FACE_COLORS.F,
  green: FACE_COLORS.F,
  y: FACE_COLORS.D,
  yellow: FACE_COLORS.D,
  o: FACE_COLORS.L,
  orange: FACE_COLORS.L,
  b: FACE_COLORS.B,
  blue: FACE_COLORS.B,
  k: 0x000000,
  black: 0x000000,
  d: 0x404040,
  l: 0xb0b0b0,
  s: 0xd0d0d0,
  n: 0x707070,
  grey: 0x707070,
  gray: 0x707070,
  p: 0x9b30c8,
  purple: 0x9b30c8,
  pink: 0xff69b4,
};

const SCHEMES: Readonly<Record<string, Scheme>> = {
  standard: FACE_COLORS,
  // White opposite blue, yellow opposite green.
  japanese: {
    U: FACE_COLORS.U,
    R: FACE_COLORS.R,
    F: FACE_COLORS.F,
    D: FACE_COLORS.B,
    L: FACE_COLORS.L,
    B: FACE_COLORS.D,
  },
};

/** One colour: a VisualCube letter, a name, or hex (#rgb, #rrggbb, rrggbb); undefined if none. */
export function colorOf(text: string): number | undefined {
  const t = text.trim().toLowerCase();
  if (t in NAMED) return NAMED[t];
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/.exec(t)?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return parseInt(full, 16);
}

/** Reads a scheme; a string result is what is wrong with it. */
export function readScheme(text: string): Scheme | string {
  const t = text.trim();
  if (t === '') return FACE_COLORS;
  const named = SCHEMES[t.toLowerCase()];
  if (named) return named;
  if (t.includes(':') || t.includes('=')) {
    const scheme: Record<string, number> = { ...FACE_COLORS };
    for (const pair of t.split(/[\s,;]+/).filter(Boolean)) {
      const [face, color] = pair.split(/[:=]/);
      const f = face?.trim().toUpperCase();
      if (!f || !(FACES as readonly string[]).includes(f)) return `"${pair}": the face must be one of U R F D L B`;
      const c = colorOf(color ?? '');
      if (c === undefined) return `"${pair}": "${color ?? ''}" is not a colour`;
      scheme[f] = c;
    }
    return scheme;
  }
  const parts = /^[a-z]{6}$/i.test(t) && !(t.toLowerCase() in NAMED) ? [...t] : t.split(/[\s,]+/).filter(Boolean);
  if (parts.length !== 6) {
    return `"${t}" is not a scheme: give a name (${Object.keys(SCHEMES).join(', ')}), six colours in the order U R F D L B (e.g. wrgyob), or pairs like U:#ffffff`;
  }
  const scheme: Record<string, number> = {};
  for (let i = 0; i < 6; i++) {
    const c = colorOf(parts[i]);
    if (c === undefined) return `colour ${i + 1} (${FACES[i]}) "${parts[i]}" is not a colour`;
    scheme[FACES[i]] = c;
  }
  return scheme;
}

export const css = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;
