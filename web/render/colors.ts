// Sticker colours: the scheme in use (standard by default: U white, R red, F green,
// D yellow, L orange, B blue), the preset schemes, and the paint of the other parts.
// Display only: the letters map straight to paint, nothing more.

/** The six faces in facelet order (DESIGN.md). */
export const FACES = ['U', 'R', 'F', 'D', 'L', 'B'] as const;
export type Face = (typeof FACES)[number];
/** What the words call each face. */
export const FACE_WORDS: Readonly<Record<Face, string>> = {
  U: 'Up',
  R: 'Right',
  F: 'Front',
  D: 'Down',
  L: 'Left',
  B: 'Back',
};

/** A colour per face, as 0xRRGGBB. */
export type ColorScheme = Readonly<Record<Face, number>>;

export interface SchemePreset {
  name: string;
  title: string;
  colors: ColorScheme;
  /** Colour names per face, for text descriptions. */
  words: Readonly<Record<Face, string>>;
}

const STANDARD: ColorScheme = {
  U: 0xf5f5f0, // white
  R: 0xc41e3a, // red
  F: 0x009e60, // green
  D: 0xffd500, // yellow
  L: 0xff6a13, // orange
  B: 0x0051ba, // blue
};

export const SCHEME_PRESETS: readonly SchemePreset[] = [
  {
    name: 'standard',
    title: 'Standard (white opposite yellow)',
    colors: STANDARD,
    words: { U: 'white', R: 'red', F: 'green', D: 'yellow', L: 'orange', B: 'blue' },
  },
  {
    // The Japanese scheme: blue opposite white, yellow opposite green.
    name: 'japanese',
    title: 'Japanese (blue opposite white)',
    colors: { U: 0xf5f5f0, R: 0xc41e3a, F: 0x009e60, D: 0x0051ba, L: 0xff6a13, B: 0xffd500 },
    words: { U: 'white', R: 'red', F: 'green', D: 'blue', L: 'orange', B: 'yellow' },
  },
  {
    // Easier to tell apart with red-green colour blindness: no red next to green.
    name: 'high-contrast',
    title: 'High contrast',
    colors: { U: 0xffffff, R: 0xd81b60, F: 0x1e88e5, D: 0xffeb3b, L: 0xff8f00, B: 0x004d40 },
    words: { U: 'white', R: 'magenta', F: 'light blue', D: 'yellow', L: 'amber', B: 'dark teal' },
  },
];

/**
 * The colours in use; setFaceColors() changes them, the views read them when they paint.
 * Readable with any letter (undefined for one that is not a face).
 */
export const FACE_COLORS: Record<Face, number> & Readonly<Record<string, number>> = { ...STANDARD };

export function setFaceColors(scheme: ColorScheme): void {
  Object.assign(FACE_COLORS, scheme);
}

/** "#c41e3a" */
export function cssColor(color: number): string {
  return `#${color.toString(16).padStart(6, '0')}`;
}

/** Paint for a sticker whose letter is not (yet) known: still typing, unknown symbol. */
export const UNKNOWN_COLOR = 0x5b6170;

/** Outline of stickers named in an error. */
export const HIGHLIGHT_COLOR = 0xff2d95;

export const BODY_COLOR = 0x141414;

// The colour letters of the input format (W Y G B R O) name the same paint as the face
// letters of the standard scheme (R and B even coincide), so a half-typed or unmappable
// string can still be drawn as typed.
const COLOR_LETTERS: Readonly<Record<string, Face>> = {
  W: 'U',
  G: 'F',
  Y: 'D',
  O: 'L',
};

/** The face whose paint a typed symbol shows, or undefined (drawn grey). */
export function paintOf(symbol: string): Face | undefined {
  const c = symbol.toUpperCase();
  if (c in FACE_COLORS) return c as Face;
  return COLOR_LETTERS[c];
}
