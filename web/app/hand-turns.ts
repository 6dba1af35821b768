// Turning the cube by hand: the common keyboard map (the one of qqTimer and csTimer:
// i/k R R', j/f U U', h/g F F', d/e L L', s/l D D', w/o B B', t/n x x', ;/a y y',
// p/q z z', u/m r r', v/r l l', 5/6 M, x/. M') and drags across stickers of the 3D view.
// Both give a move's text, which the page appends to the scramble for the core to read.
// Which layers a move turns is the core's answer (MoveStep from playAlg): a drag's
// layer turn is matched against the moves the core describes, never worked out here.

import type { Remote } from 'comlink';
import { isCube, type StickerPuzzle } from '../puzzles';
import type { LayerTurn } from '../render/PuzzleView';
import type { CoreApi, PuzzleGeometry, TwistyPuzzle } from '../worker/api';
import { movesOf } from '../worker/packed-moves';

export const KEYMAP: Readonly<Record<string, string>> = {
  i: 'R',
  k: "R'",
  j: 'U',
  f: "U'",
  h: 'F',
  g: "F'",
  d: 'L',
  e: "L'",
  s: 'D',
  l: "D'",
  w: 'B',
  o: "B'",
  t: 'x',
  y: 'x',
  n: "x'",
  b: "x'",
  ';': 'y',
  a: "y'",
  p: 'z',
  q: "z'",
  u: 'r',
  m: "r'",
  v: 'l',
  r: "l'",
  '5': 'M',
  '6': 'M',
  x: "M'",
  '.': "M'",
};

/**
 * Every single-layer turn a drag can ask for: the faces, the middle slices (odd cubes)
 * and the inner layers of the big cubes (2R, 3R: up to the 7x7x7's); each group played
 * by the core on the puzzle, a group it refuses left out.
 */
const DRAG_CANDIDATES = [
  "U U' D D' R R' L L' F F' B B'",
  "M M' E E' S S'",
  "2U 2U' 2D 2D' 2R 2R' 2L 2L' 2F 2F' 2B 2B'",
  "3U 3U' 3D 3D' 3R 3R' 3L 3L' 3F 3F' 3B 3B'",
];

/** The move a key press asks for, or undefined (modifier keys held, or not in the map). */
export function keyMove(e: KeyboardEvent): string | undefined {
  if (e.ctrlKey || e.metaKey || e.altKey) return undefined;
  return KEYMAP[e.key.toLowerCase()];
}

/** `scramble` with `move` after it, separated by a space. */
export function appendMove(scramble: string, move: string): string {
  const kept = scramble.trimEnd();
  return kept === '' ? move : `${kept} ${move}`;
}

/** A move as a drag matches it: its axis, its layers, its turn (1 clockwise, 3 counter-clockwise, seen from the axis' positive end). */
interface DragMove {
  name: string;
  axis: string;
  layers: number[];
  turn: number;
}

export class DragMoves {
  private readonly tables = new Map<StickerPuzzle, Promise<DragMove[]>>();

  constructor(
    private readonly core: () => Remote<CoreApi>,
    private readonly geometry: (p: StickerPuzzle) => Promise<PuzzleGeometry>,
  ) {}

  /**
   * The move that turns the layer a drag asks for (of the moves that turn it, the one
   * that turns fewest layers: a Pyraminx's tip alone, its middle layer with the tip), or
   * undefined when no move does.
   */
  async moveFor(puzzle: StickerPuzzle, turn: LayerTurn): Promise<string | undefined> {
    const fits = (await this.movesOf(puzzle)).filter(
      (m) => m.axis === turn.axis && m.turn === turn.quarterTurns && m.layers.includes(turn.layer),
    );
    return fits.sort((a, b) => a.layers.length - b.layers.length)[0]?.name;
  }

  /** The candidates the core can play on `puzzle`, as it describes them (a group it refuses left out). */
  private movesOf(puzzle: StickerPuzzle): Promise<DragMove[]> {
    let moves = this.tables.get(puzzle);
    if (!moves) {
      moves = (async () => {
        const all: DragMove[] = [];
        if (isCube(puzzle)) {
          for (const alg of DRAG_CANDIDATES) {
            const played = await this.core().playAlg(puzzle, alg);
            if (played.ok) all.push(...movesOf(played.moves).map((m) => ({ ...m, turn: m.quarterTurns })));
          }
          return all;
        }
        // A twisty puzzle's turns are named by its axes (the corners): each turned, and
        // its tip alone where the puzzle has tips (lower case), either way.
        for (const axis of (await this.geometry(puzzle)).axes) {
          for (const name of [axis.name, axis.name.toLowerCase()]) {
            const played = await this.core().playTurns(puzzle as TwistyPuzzle, `${name} ${name}'`);
            if (played.ok) all.push(...movesOf(played.moves).map((m) => ({ ...m, turn: m.clockwise ? 1 : 3 })));
          }
        }
        return all;
      })();
      moves.catch(() => this.tables.delete(puzzle));
      this.tables.set(puzzle, moves);
    }
    return moves;
  }
}
