// The web's one list of puzzles: the core's puzzle table (wasm/puzzles/entries.cpp) as
// the page, the widget, links and the package need it before the core has loaded (a
// link's puzzle, a widget's attribute, the puzzle buttons). Only facts the core's rows
// give too, in the same order; tests/unit/wasm.test.ts checks each against puzzles().
// Everything else about a puzzle (its moves, states, geometry) is asked of the core.
// Code that needs to know what kind of puzzle it shows reads `view` here, never a name.

export interface PuzzleRow {
  /** Canonical, as links and the core write it. */
  readonly name: string;
  /** On the puzzle buttons. */
  readonly label: string;
  /** Every other name a link, an attribute or the package accepts (any case): WCA and Twizzle ids. */
  readonly aliases: readonly string[];
  /** How it is drawn: a cube (cubies), a twisty puzzle from its outlines, a board of tiles, the Clock's dials, the Square-1's layers. */
  readonly view: 'cube' | 'twisty' | 'board' | 'dials' | 'sq1';
  /** n of the n x n x n cube, 0 for other puzzles. */
  readonly cubeSize: number;
  /** Symbols in a state. */
  readonly stateLength: number;
  /** The metrics its move counts are given in, its own first (MoveCounts' keys). */
  readonly metrics: readonly string[];
  /** How the WCA scrambles it: a random state, or random moves (the 5x5x5-7x7x7). */
  readonly scrambleKind: 'random-state' | 'random-moves';
  /** The camera scan reads it (its faces are 2x2 or 3x3). */
  readonly scans: boolean;
  /** Its start is the stickers of a 3x3x3 net the goal patterns, stage masks and FMC steps name. */
  readonly threeByThree: boolean;
  /**
   * Its moves are written with + and - (the Clock's UR3+ DR2-): a link's moves are taken
   * as written, alg.cubing.net's `-` for a prime is not undone.
   */
  readonly signedMoves?: boolean;
}

const cube = <N extends number>(n: N) =>
  ({
    name: `${n}x${n}x${n}` as `${N}x${N}x${N}`,
    label: `${n}×${n}×${n}`,
    aliases: [`${n}x${n}`, `${n}${n}${n}`, `${n}`],
    view: 'cube' as const,
    cubeSize: n,
    stateLength: 6 * n * n,
    metrics: n <= 3 ? ['htm', 'qtm', 'stm', 'etm'] : ['obtm', 'etm'],
    scrambleKind: n <= 4 ? 'random-state' : 'random-moves',
    scans: n <= 3,
    threeByThree: n === 3,
  }) satisfies PuzzleRow;

export const PUZZLES = [
  cube(3),
  cube(2),
  cube(4),
  cube(5),
  cube(6),
  cube(7),
  {
    name: 'pyraminx',
    label: 'Pyraminx',
    aliases: ['pyram'],
    view: 'twisty',
    cubeSize: 0,
    stateLength: 36,
    metrics: ['moves'],
    scrambleKind: 'random-state',
    scans: false,
    threeByThree: false,
  },
  {
    name: 'skewb',
    label: 'Skewb',
    aliases: [],
    view: 'twisty',
    cubeSize: 0,
    stateLength: 30,
    metrics: ['moves'],
    scrambleKind: 'random-state',
    scans: false,
    threeByThree: false,
  },
  {
    name: 'megaminx',
    label: 'Megaminx',
    aliases: ['minx'],
    view: 'twisty',
    cubeSize: 0,
    stateLength: 132,
    metrics: ['moves'],
    scrambleKind: 'random-moves',
    scans: false,
    threeByThree: false,
  },
  {
    name: 'clock',
    label: 'Clock',
    aliases: ['rubiks-clock'],
    view: 'dials',
    cubeSize: 0,
    stateLength: 22,
    metrics: ['moves'],
    scrambleKind: 'random-state',
    scans: false,
    threeByThree: false,
    signedMoves: true,
  },
  {
    name: 'sq1',
    label: 'Square-1',
    aliases: ['square-1', 'square1', 'sq-1'],
    view: 'sq1',
    cubeSize: 0,
    stateLength: 25,
    metrics: ['twist'],
    scrambleKind: 'random-state',
    scans: false,
    threeByThree: false,
    signedMoves: true,
  },
  {
    name: '8puzzle',
    label: '8-puzzle',
    aliases: ['8-puzzle', 'sliding'],
    view: 'board',
    cubeSize: 0,
    stateLength: 9,
    metrics: ['moves'],
    scrambleKind: 'random-state',
    scans: false,
    threeByThree: false,
  },
] as const satisfies readonly PuzzleRow[];

type Row = (typeof PUZZLES)[number];
/** Every puzzle's canonical name. */
export type AnyPuzzle = Row['name'];
/** The n x n x n cubes: drawn as cubies, read as facelets. */
export type PuzzleName = Extract<Row, { view: 'cube' }>['name'];
/** The puzzles drawn from their own outlines (PuzzleGeometry), not cubies. */
export type TwistyPuzzle = Extract<Row, { view: 'twisty' }>['name'];
/** The puzzles with stickers: drawn by the one 3D view and net, served by one page module. */
export type StickerPuzzle = PuzzleName | TwistyPuzzle;
/** The puzzles of dials and pins (the Clock): drawn by ClockView, served by clock-page.ts. */
export type DialPuzzle = Extract<Row, { view: 'dials' }>['name'];
/** The Square-1: drawn by Sq1View, served by sq1-page.ts. */
export type Sq1Puzzle = Extract<Row, { view: 'sq1' }>['name'];
/** The puzzles whose state the core validates as text of its own (every one but the 8-puzzle's board). */
export type StatePuzzle = StickerPuzzle | DialPuzzle | Sq1Puzzle;

/** The puzzle shown when nothing names one. */
export const DEFAULT_PUZZLE: AnyPuzzle = '3x3x3';

const byName = new Map<string, PuzzleRow>();
for (const row of PUZZLES as readonly PuzzleRow[]) {
  for (const name of [row.name, ...row.aliases]) byName.set(name.toLowerCase(), row);
}

/** The row a name (canonical or alias, any case, spaces around ignored) means; undefined for none. */
export function findPuzzle(name: string): PuzzleRow | undefined {
  return byName.get(name.trim().toLowerCase());
}

/** The row of a canonical name. */
export function puzzleRow(name: AnyPuzzle): PuzzleRow {
  return byName.get(name) as PuzzleRow;
}

/** "3x3x3, 2x2x2, …, 8puzzle": what a message about an unknown name offers. */
export const PUZZLE_NAMES_TEXT = (PUZZLES as readonly PuzzleRow[]).map((r) => r.name).join(', ');

/** Whether `name` is a puzzle of the given view kind (narrows the type). */
export function isCube(name: AnyPuzzle): name is PuzzleName {
  return puzzleRow(name).view === 'cube';
}
export function isTwisty(name: AnyPuzzle): name is TwistyPuzzle {
  return puzzleRow(name).view === 'twisty';
}
/** Whether `name` has stickers drawn from its geometry (the cubes and the twisty puzzles). */
export function isSticker(name: AnyPuzzle): name is StickerPuzzle {
  const view = puzzleRow(name).view;
  return view === 'cube' || view === 'twisty';
}
export function isDials(name: AnyPuzzle): name is DialPuzzle {
  return puzzleRow(name).view === 'dials';
}
export function isSq1(name: AnyPuzzle): name is Sq1Puzzle {
  return puzzleRow(name).view === 'sq1';
}
