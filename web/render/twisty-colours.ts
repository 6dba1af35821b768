// What the twisty puzzles' views (TwistyView, TwistyNet) share without three.js: the
// paint of each face from the WCA colour the core's layout names it by, and how each
// puzzle is first seen. Display only.

import type { TwistyLayout } from '../worker/api';
import { UNKNOWN_COLOR } from './colors';

/** The WCA colours a layout names its faces by (TwistyLayout.colours), as paint. */
export const COLOUR_LETTER_PAINT: Readonly<Record<string, number>> = {
  W: 0xf5f5f0,
  R: 0xc41e3a,
  G: 0x009e60,
  Y: 0xffd500,
  O: 0xff6a13,
  B: 0x0051ba,
};

/** The paint of each face letter of a layout (its WCA colour). */
export function facePaints(layout: TwistyLayout): Map<string, number> {
  return new Map([...layout.faces].map((f, i) => [f, COLOUR_LETTER_PAINT[layout.colours[i]] ?? UNKNOWN_COLOR]));
}

/** Where the camera looks from, and which way is up (display only). */
export interface TwistyViewAngle {
  direction: [number, number, number];
  up: [number, number, number];
}

/** How each puzzle is first seen: the Pyraminx from its F face, apex up; the Skewb from the U F R corner. */
export const TWISTY_ANGLES: Readonly<Record<string, TwistyViewAngle>> = {
  pyraminx: { direction: [1.8, -0.3, 0.8], up: [1, 1, 1] },
  skewb: { direction: [0.62, 0.72, 1], up: [0, 1, 0] },
};
