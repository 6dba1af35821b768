// Sticker colours of the standard scheme: U white, R red, F green, D yellow, L orange,
// B blue. Display only: the letters map straight to paint, nothing more.

export const FACE_COLORS: Readonly<Record<string, number>> = {
  U: 0xf5f5f0, // white
  R: 0xc41e3a, // red
  F: 0x009e60, // green
  D: 0xffd500, // yellow
  L: 0xff6a13, // orange
  B: 0x0051ba, // blue
};

/** Paint for a sticker whose letter is not (yet) known: still typing, unknown symbol. */
export const UNKNOWN_COLOR = 0x5b6170;

/** Outline of stickers named in an error. */
export const HIGHLIGHT_COLOR = 0xff2d95;

export const BODY_COLOR = 0x141414;

// The colour letters of the input format (W Y G B R O) name the same paint as the face
// letters of the standard scheme (R and B even coincide), so a half-typed or unmappable
// string can still be drawn as typed.
const COLOR_LETTERS: Readonly<Record<string, string>> = {
  W: 'U',
  G: 'F',
  Y: 'D',
  O: 'L',
};

/** The face whose paint a typed symbol shows, or undefined (drawn grey). */
export function paintOf(symbol: string): string | undefined {
  const c = symbol.toUpperCase();
  if (c in FACE_COLORS) return c;
  return COLOR_LETTERS[c];
}
