// The D cross as the tests check it, in their own terms (not the core's): the D edges
// and the side stickers under the side centres match their centres (facelets U R F D
// L B, 9 each, row by row). Shared by the unit and the end-to-end tests.

/** [sticker, the centre it must match]. */
export const CROSS: [number, number][] = [
  [28, 31],
  [30, 31],
  [32, 31],
  [34, 31],
  [16, 13],
  [25, 22],
  [43, 40],
  [52, 49],
];

/** Whether a 3x3x3's facelets have the D cross solved. */
export const crossOnD = (f: string): boolean => f.length === 54 && CROSS.every(([s, c]) => f[s] === f[c]);
