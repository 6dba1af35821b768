// The paint of each face of a sticker puzzle from the WCA colour the core's geometry
// names it by (PuzzleView, the net, the painter's palette), and its word. Display only.

import type { PuzzleGeometry } from '../worker/api';
import { UNKNOWN_COLOR } from './colors';

/** The WCA colours a layout names its faces by (PuzzleGeometry.colours), as paint: the cube's six letters, and the Megaminx's six more (P purple, A grey, L lime, K pink, C cream, S sky blue). */
const COLOUR_LETTER_PAINT: Readonly<Record<string, number>> = {
  W: 0xf5f5f0,
  R: 0xc41e3a,
  G: 0x009e60,
  Y: 0xffd500,
  O: 0xff6a13,
  B: 0x0051ba,
  // The Megaminx's other six (TNoodle's scheme).
  P: 0x8a1aff,
  A: 0x999999,
  L: 0x71e600,
  K: 0xff99ff,
  C: 0xffffb3,
  S: 0x88ddff,
};

/** The words for the WCA colours, for names and descriptions. */
const COLOUR_LETTER_WORD: Readonly<Record<string, string>> = {
  W: 'white',
  R: 'red',
  G: 'green',
  Y: 'yellow',
  O: 'orange',
  B: 'blue',
  P: 'purple',
  A: 'grey',
  L: 'lime',
  K: 'pink',
  C: 'cream',
  S: 'sky blue',
};

/** The colour word of each face letter of a layout ("green" for the Pyraminx's F). */
export function faceWords(layout: PuzzleGeometry): Map<string, string> {
  return new Map([...layout.faces].map((f, i) => [f, COLOUR_LETTER_WORD[layout.colours[i]] ?? layout.colours[i]]));
}

/** The paint of each face letter of a layout (its WCA colour). */
export function facePaints(layout: PuzzleGeometry): Map<string, number> {
  return new Map([...layout.faces].map((f, i) => [f, COLOUR_LETTER_PAINT[layout.colours[i]] ?? UNKNOWN_COLOR]));
}
