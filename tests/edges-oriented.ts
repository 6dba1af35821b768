// Edge orientation for the F/B axis as the tests check it, in their own terms (not the
// core's coordinates). Shared by the unit and the end-to-end tests.

/** The 12 edges' facelets in Kociemba's order (UR UF UL UB DR DF DL DB FR FL BL BR), U/D or F/B sticker first. */
export const KOCIEMBA_EDGES: number[][] = [
  [5, 10],
  [7, 19],
  [3, 37],
  [1, 46],
  [32, 16],
  [28, 25],
  [30, 43],
  [34, 52],
  [23, 12],
  [21, 41],
  [50, 39],
  [48, 14],
];

/**
 * Facelets U R F D L B, 9 each, centres in place: each edge's first sticker above is
 * the one on U or D (on F or B for the middle layer's edges); the edge is good when
 * that sticker has a U or D colour, or an F or B colour with an L or R colour beside it.
 */
export function edgesOrientedFB(f: string): boolean {
  return KOCIEMBA_EDGES.every(([a, b]) => {
    const [p, q] = [f[a], f[b]];
    return p === 'U' || p === 'D' || ((p === 'F' || p === 'B') && (q === 'L' || q === 'R'));
  });
}
