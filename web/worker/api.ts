// The contract between the page and the solver worker (and the shapes the Embind
// module returns). The worker implements it; the page calls it through comlink.

import type { AnyPuzzle, DialPuzzle, PuzzleName, Sq1Puzzle, StatePuzzle, TwistyPuzzle } from '../puzzles';

export type { AnyPuzzle, DialPuzzle, PuzzleName, Sq1Puzzle, StatePuzzle, TwistyPuzzle };

/** One turn of a twisty puzzle (Pyraminx, Skewb, Megaminx): the corner or face it turns about (Pyraminx U L R B, Skewb R U L B, Megaminx U … FL), whether only the tip. */
export interface TwistStep {
  name: string; // "U'", "u", "R", "BL2'", "R++"
  corner: string; // the axis' name, as `axis`
  tip: boolean;
  clockwise: boolean; // seen looking at the corner (face)
  units: number; // how many of the axis' smallest turns (PuzzleGeometry axes' degrees): 1, or 2 for a Megaminx's U2 or R++
  axis: string; // the geometry's axis it turns about (PuzzleGeometry.axes: the corner's)
  layers: number[]; // the layers it turns, from the axis' negative end
}

/**
 * A message of the core as a code and its parameters (wasm/core/message.h), for the page
 * and the widget to say in the user's language (web/i18n/core/): numbers as numbers,
 * lists as arrays, a part of the sentence as a nested message.
 */
export interface CoreText {
  code: string;
  params: Record<string, CoreArg>;
}
export type CoreArg = string | number | CoreArg[] | CoreText;

export interface ParseError {
  column: number; // 1-based, in characters
  expected: string;
  message: string; // English
  text?: CoreText; // `message` as a code (absent for the messages not yet given codes)
}

/** One move as the 3D view needs it to animate: which layers turn, about which axis. */
export interface MoveStep {
  name: string; // "R'", "Rw2", "M", "x"
  axis: 'x' | 'y' | 'z'; // x towards R, y towards U, z towards F
  layers: number[]; // layer indices 0..n-1 from the negative end of the axis
  quarterTurns: 1 | 2 | 3; // positive = clockwise seen from the positive end
}

/**
 * Moves counted in each metric of their puzzle's row, its own first: the 3x3x3's and the
 * 2x2x2's htm, qtm, stm, etm; the bigger cubes' obtm (outer block turns) and etm; the
 * twisty puzzles' moves.
 */
export type MoveCounts = Readonly<Record<string, number>>;

/**
 * The moves the core played, packed: three flat values however long the alg, so that a
 * 99,998-move scramble crosses the worker boundary in milliseconds (an object and a
 * string per move took a second and blocked the page while it was read).
 * Read them with web/worker/packed-moves.ts (move i, the state after move i).
 */
export interface PackedMoves<S = MoveStep> {
  distinct: S[]; // each distinct move once, in order of first appearance (TwistStep for the twisty puzzles)
  order: Uint16Array; // order[i]: the row of `distinct` that move i is
  states: string; // the facelets after each move, back to back (order.length states)
}

export type AlgResult<S = MoveStep> =
  | {
      ok: true;
      canonical: string; // the input re-printed in canonical notation
      moves: PackedMoves<S>;
      facelets: string; // facelets after the whole algorithm
      counts: MoveCounts;
    }
  | { ok: false; error: ParseError };

export interface Problem {
  code: string; // see wasm/core/validate.h
  message: string; // English
  text?: CoreText; // `message` as a code (absent for the messages not yet given codes)
  stickers: number[];
  /** A twist, flip or swap the colours cannot locate: each piece it may be on, and the state with it put right. */
  candidates: ProblemCandidate[];
}

export interface ProblemCandidate {
  piece: string; // "the white-green-red corner at URF (stickers U9, R1, F3)", or "A and B swapped"
  label?: CoreText; // `piece` as a code
  stickers: number[]; // a pair's: the first part's, then the second's
  facelets: string; // the state with that piece turned, flipped or swapped back
  parts?: CandidatePart[]; // a swap's two pieces, each to be picked alone
}

export interface CandidatePart {
  piece: string;
  label?: CoreText;
}

/**
 * Cubie arrays as a device reports them: position i holds piece cp[i] twisted co[i]
 * (edges ep, eo). `corners` and `edges` name each position's stickers (facelet indices,
 * the first the one orientation counts from) in the device's numbering; absent, they are
 * Kociemba's (URF UFL ULB UBR DFR DLF DBL DRB; UR UF UL UB DR DF DL DB FR FL BL BR).
 */
export interface ReportedCubies {
  cp: number[];
  co: number[];
  ep: number[];
  eo: number[];
  corners?: number[][];
  edges?: number[][];
}

export interface Validation {
  ok: boolean;
  problems: Problem[];
  facelets: string; // in face letters, '' when the colours could not be mapped
}

export interface StickerPlace {
  position: [number, number, number];
  normal: [number, number, number];
}

/**
 * What the views draw of a sticker puzzle, from its row of the core's puzzle table
 * (puzzleGeometry; wasm/puzzles/puzzle_geometry.h): each sticker's outline on the solid
 * and on the flat net (y up) and its piece, each piece's body (the points it is the
 * convex hull of), and the axes turns rotate about, with the cuts between their layers
 * (layer k of a point: the cuts below its distance along the vector). A step names its
 * axis and layers (MoveStep, TwistStep). No rule here.
 */
export interface PuzzleGeometry {
  faces: string; // face letters in sticker order ("URFDLB", "FLRD")
  colours: string; // the WCA colour letter of each face ("WRGYOB", "GRBY")
  stickers: { outline: [number, number, number][]; net: [number, number][]; piece: number }[];
  pieces: [number, number, number][][];
  axes: { name: string; vector: [number, number, number]; cuts: number[]; degrees: number }[];
  /** How it is first seen: from the centre towards the eye, and up. */
  view: { direction: [number, number, number]; up: [number, number, number] };
}

// ---- The 8-puzzle board -----------------------------------------------------------

/** A tile next to the blank: the cell it is on (0..8, row by row) and the slide that moves it. */
export interface MovableTile {
  cell: number;
  slide: SlideName;
}

/** Where the blank moves: U D L R (the tile beside it moves the other way). */
export type SlideName = 'U' | 'D' | 'L' | 'R';

/** A board as typed, read by the core. */
export type BoardCheck =
  | {
      ok: true;
      board: string; // canonical: "1 3 0 4 2 7 8 5 6" (0 = the blank)
      tiles: number[]; // 9 cells row by row, 0 = the blank
      movable: MovableTile[];
    }
  | { ok: false; error: string; text?: CoreText }; // names what is wrong (a repeated or missing tile, ...); text: as a code

export interface SlidingCheck {
  start: BoardCheck;
  goal: BoardCheck; // an empty goal is 1 2 3 / 4 5 6 / 7 8 _
  unsolvable: string; // '' or why no slides join start and goal (the parity rule)
  unsolvableText?: CoreText; // `unsolvable` as a code
}

/** One slide as the board view needs it to animate. */
export interface SlideStep {
  name: SlideName;
  tile: number; // the tile that moves
  from: number; // its cell before
  to: number; // its cell after (where the blank was)
  text: string; // "tile 7 slides down"
}

export type SlidesResult =
  | {
      ok: true;
      canonical: string; // "U L D R"
      moves: SlideStep[];
      states: string[]; // the board after each slide
      board: string; // the board after all of them
    }
  | { ok: false; error: ParseError };

// ---- The Rubik's Clock -------------------------------------------------------------

/** Moves of a puzzle with a view of its own (the Clock, the Square-1) played by the core. */
export type PlayedResult<S> =
  | {
      ok: true;
      canonical: string;
      steps: S[];
      states: string[]; // the state after each step, in the puzzle's own text
      state: string; // after all of them
      solved: boolean;
      counts: MoveCounts; // in the puzzle's own metric
    }
  | { ok: false; error: ParseError };

/**
 * One Clock move as the dial view animates it (wasm/bindings/clock_api.cpp): a turn
 * adds turns[d] hours to dial d (18 dials: the front row by row as seen from the front,
 * then the back as seen from the back), y2 turns the clock over, a pin setting only
 * moves pins; `pins` are the pins up after it (bit i: UL UR DL DR as seen from the front).
 */
export interface DialStep {
  name: string; // "UR3+", "y2", "UR DL"
  kind: 'turn' | 'flip' | 'pins';
  turns: number[];
  pins: number;
}

export type ClockResult = PlayedResult<DialStep>; // counts: { moves }: dial turns (y2 and pins are free)

export type ClockEdit = { ok: true; state: string } | { ok: false; error: ParseError };

// ---- The Square-1 ---------------------------------------------------------------------

/**
 * One Square-1 move as its view animates it (wasm/bindings/sq1_api.cpp): a turn of the
 * top by `top` and the bottom by `bottom` twelfths (-5..6, each clockwise seen from its
 * own face), or a slash (the right half turned over).
 */
export interface Sq1Step {
  name: string; // "(1,0)", "/"
  kind: 'turn' | 'slash';
  top: number;
  bottom: number;
}

export type Sq1Result = PlayedResult<Sq1Step>; // counts: { twist }: slashes

/** A Square-1 start painted by hand: the state after the edit, and the slot to paint next (-1: none). */
export type Sq1Edit = { ok: true; state: string; next: number } | { ok: false; error: ParseError };

/** One of the 16 pieces (A-P, sq1_model.h): a corner fills two slots; its name as the core's messages say it. */
export interface Sq1Piece {
  letter: string;
  corner: boolean;
  name: string; // English
  text: CoreText;
}

// ---- The 2x2x2 solver's inputs -------------------------------------------------------

export type PocketGoalCheck =
  | { ok: true; solved: boolean; pattern: string } // pattern: face letters and x, '' when solved
  | { ok: false; error: string; text?: CoreText }; // text: `error` as a code

export type PocketMovesCheck =
  | { ok: true; moves: string; default: boolean } // moves: the set as the core writes it
  | { ok: false; error: string; text?: CoreText }; // text: `error` as a code

export interface PocketCheck {
  goal: PocketGoalCheck | null; // null: the start does not read (its own field says why)
  moves: PocketMovesCheck;
}

export interface CoreApi {
  /** Parses `alg` and applies it to `start` (default: solved). */
  playAlg(puzzle: PuzzleName, alg: string, start?: string): Promise<AlgResult>;
  /** The same for a Pyraminx or Skewb: its turns (WCA notation) as TwistSteps. */
  playTurns(puzzle: TwistyPuzzle, alg: string, start?: string): Promise<AlgResult<TwistStep>>;
  /** The geometry a Pyraminx or Skewb view draws. */
  /** What the 3D view and the net draw of a sticker puzzle (every puzzle but the 8-puzzle). */
  puzzleGeometry(puzzle: PuzzleName | TwistyPuzzle): Promise<PuzzleGeometry>;
  /** Plays Rubik's Clock moves (WCA notation) from `start` (default: solved). */
  playClock(alg: string, start?: string): Promise<ClockResult>;
  /** A Clock state edited by hand: dial 0-17 turned `hours` (its wheel's other side follows), 18-21 a pin flipped. */
  editClock(state: string, dial: number, hours: number): Promise<ClockEdit>;
  /** Plays Square-1 moves (WCA notation) from `start` (default: solved); a refused slash names its column. */
  playSq1(alg: string, start?: string): Promise<Sq1Result>;
  /**
   * A Square-1 start painted by hand (the state may have a piece twice while painted):
   * piece 0-15 put in slot 0-23 (what it covers goes where it was when that fits), slot 24 the middle turned over.
   */
  editSq1(state: string, slot: number, piece: number): Promise<Sq1Edit>;
  /** The Square-1's 16 pieces, A-P. */
  sq1Pieces(): Promise<Sq1Piece[]>;
  /** Reads an 8-puzzle start and goal as typed, and whether slides can join them. */
  readSliding(start: string, goal: string): Promise<SlidingCheck>;
  /** Applies the blank's slides ("U L") to a board. */
  playSlides(start: string, slides: string): Promise<SlidesResult>;
  /** A uniformly random board from which `goal` (empty: the default) can be reached. */
  randomSliding(goal: string, seed: number): Promise<string>;
  /** Reads the 2x2x2 solver's goal pattern and move set for a start as typed. */
  readPocket(start: string, goal: string, moves: string): Promise<PocketCheck>;
  validate(puzzle: StatePuzzle, facelets: string): Promise<Validation>;
  /** A smart cube's cubie arrays (web/smartcube) as 3x3x3 facelets, validated by the core;
   * `ok: false` with one problem naming the array or value when they are not a state. */
  faceletsOfCubies(cubies: ReportedCubies): Promise<Validation>;
  invertAlg(alg: string): Promise<{ ok: true; alg: string } | { ok: false; error: ParseError }>;
  simplifyAlg(alg: string): Promise<{ ok: true; alg: string } | { ok: false; error: ParseError }>;
  /** An alg's normal moves and its inverse-side moves (in ^( ), NISS) apart, as the
   * core reads them: what the FMC panel plays and counts (no parsing in TypeScript).
   * `plain`: FMC players' plain "(R U)" at the top level is on the inverse side too. */
  nissSplit(alg: string, plain?: boolean): Promise<NissSplit>;
  /** The insertion finder (wasm/solvers/fmc/fmc_insertions.h): the `count` shortest
   * ways one commutator finishes a skeleton that leaves a 3-cycle. The FMC steps
   * themselves are the solver 'fmc' through solve(), the step in the goal text
   * ("eo fb", "dr ud niss both", "htr within 1", "finish"; moves in ^( ) are on the
   * inverse side). */
  fmcInsertions(scramble: string, skeleton: string, count: number): Promise<FmcInsertions>;
  randomState(puzzle: StatePuzzle, seed: number): Promise<string>;
  solvedState(puzzle: StatePuzzle): Promise<string>;
  stickerLayout(puzzle: PuzzleName): Promise<StickerPlace[]>;
  /** The camera scan's colour decision over every sticker's measured colour (R, G, B
   * 0-255 per sticker, facelet order): the valid cube read, or the stickers it could
   * not place and why (wasm/scan/scan.h). */
  scanColours(puzzle: PuzzleName, rgb: Uint8Array): Promise<ScanReply>;
  /** The scan's live read of a face: per sticker, the index of its nearest reference
   * colour (both R, G, B flat), only a preview (wasm/scan/live_read.h). */
  scanLive(rgb: Uint8Array, references: Uint8Array): Promise<number[]>;
}

/** What nissSplit answers: for "R U ^(F D)", normal "R U", inverse "F D", inverseUndone
 * "D' F'" (what follows the normal moves in the attempt's final linear solution), the
 * number of moves of each side, and the counts of the whole; or where the text is wrong. */
export type NissSplit =
  | {
      ok: true;
      canonical: string; // the text re-printed in canonical notation, ^( ) kept
      normal: string;
      inverse: string;
      inverseUndone: string;
      normalMoves: number;
      inverseMoves: number;
      counts: MoveCounts;
    }
  | { ok: false; error: ParseError };

/** What fmcInsertions answers: bad input, or the cycle the skeleton leaves and the
 * insertions, shortest first (position: skeleton moves before it; moves: the whole
 * solution with it, cancelled; length in HTM). */
export type FmcInsertions =
  | { ok: false; error: string }
  | {
      ok: true;
      cycle: string; // "corners UBR DFR DBL" / "edges UR FL BR"
      skeletonLength: number;
      commutators: number; // how many the list holds for this kind of cycle
      insertions: { position: number; insertion: string; moves: string; length: number; cancelled: number }[];
    };

/** What scanColours answers: the valid cube read (facelets, "" when refused), the most
 * likely valid cube even when refused, a 0..1 confidence per sticker, and the stickers
 * it could not place (sticker -1: the whole reading). */
export interface ScanReply {
  ok: boolean;
  facelets: string;
  nearest: string;
  confidence: number[];
  problems: { sticker: number; message: string; text?: CoreText }[];
}

// ---- Solving (two-phase and the other solvers of the core) -------------------------

/** A solver's name, as the core's solver table lists it (solvers()). */
export type SolverName = string;

/** A table set a solver can be asked to use (SolveRequest.table). */
export interface TableChoiceInfo {
  name: string; // "small"
  label: string; // for a menu: "Small: 72 MB (phones; builds in about half a minute)"
  bytes: number; // stored size: the room it needs in the cache
  default: boolean;
  memory: number; // the module's memory it needs at its peak (while it is built)
  measured: string; // its speed as measured, with where and when
  measuredText?: CoreText; // `measured` as a code of the core's messages
  expect: string; // that speed in a few words ("random states ~25 s (median), 17 moves ~3.5 s")
  title: string; // its name: "Small", "Extra large"
  titleText: CoreText; // its name, `label` and `expect` as codes of the core's messages
  labelText: CoreText;
  expectText: CoreText;
  key: string; // its table set's cache key ("cubesolver.optimal.small/v4")
  file: string; // the prebuilt file a host may serve under tables/ ("cubesolver.optimal.small-v4.bin")
}

/** Every fact of one row of the core's puzzle table (wasm/puzzles/puzzle_entry.h). */
export interface PuzzleInfo {
  name: string; // canonical, as links write it: "3x3x3", "pyraminx", "8puzzle"
  label: string; // in menus: "3x3x3", "Pyraminx", "8-puzzle"
  wcaId: string; // the WCA's event id ("333", "pyram"); "" for none
  twizzleId: string; // cubing.js / Twizzle's puzzle id; "" for none
  aliases: string[]; // more names accepted
  view: 'cube' | 'twisty' | 'board' | 'dials' | 'sq1'; // how it is drawn
  cubeSize: number; // n of the n x n x n cube, 0 for other puzzles
  stateLength: number; // symbols in a state (whitespace not counted)
  metrics: string[]; // the counts a solution is given in, its own first
  scrambleKind: 'random-state' | 'random-moves';
  scrambleMoves: number; // random-moves: the WCA's length
  notation: string; // the moves it accepts, for help
  defaultSolver: string; // "" while no solver solves it
}

/** Every fact of one row of the core's solver table (wasm/solvers/solver_entry.h). */
export interface SolverInfo {
  name: SolverName;
  title: string; // "Two-phase (≤ 20 moves)"
  help: string; // one paragraph: what it does, what its options mean
  titleText?: CoreText; // `title` as a code of the core's messages (solver_<name>_title)
  helpText?: CoreText; // `help` as a code
  goalHintText?: CoreText; // `goalHint` as a code (solvers that take a goal)
  puzzles: string[]; // puzzles it solves
  tables: boolean; // needs prune tables (built once, cached in IndexedDB)
  tablesInMemory: boolean; // has tables with no byte format: built on first use each visit, never cached
  answerMeanwhile: SolverName | ''; // a quick solver whose answer the page offers while this one searches
  takesGoal?: boolean; // SolveRequest.goal
  needsGoal: boolean; // ... and cannot solve without one
  goalPresets: boolean; // the goal may name a preset (goalPresets())
  goalExample: string; // the goal field's placeholder ("cross", "eo fb")
  goalHint: string; // one line under the goal field: what a goal may be
  goalCheckedAsTyped: boolean; // the page checks goal and moves as typed (readPocket)
  fmcSteps: boolean; // its goal names fewest-moves steps ("eo fb niss both"): the FMC panel asks it
  takesMoves?: boolean; // SolveRequest.moves
  takesMetric?: boolean; // SolveRequest.metric (more than one of `metrics`)
  takesTimeBudget: boolean; // honours SolveRequest.timeMs (it searches)
  takesEffort: boolean; // SolveRequest.keepSearching
  listsAllOptimal: boolean; // every solution is optimal: SolveRequest.solutions lists them all
  takesThreads: boolean; // SolveRequest.threads are search threads
  reportsProgress: boolean; // long searches: solve()'s onProgress is worth showing
  stagesFirst: boolean; // its stages are a method people learn: shown from the start
  defaultMaxLength: number; // what no maxLength means (-1: no limit)
  metrics: string[]; // SolveRequest.metric values, the default first
  tableChoices: TableChoiceInfo[]; // SolveRequest.table values; empty: no choice
  usesTablesOf: SolverName[]; // other solvers whose tables a solve uses (made ready too)
}

/**
 * The optimal solver's table: small (72 MiB, phones), medium (273 MiB, laptops), large
 * (979 MiB, desktops; ~20x fewer nodes than small) or xlarge (1.88 GiB; its build needs
 * ~2.7 GiB of memory: the module may grow to 4 GiB, and where the browser gives less the
 * build is refused up front with "not enough memory", a TableMemoryError).
 */
export type OptimalTable = 'small' | 'medium' | 'large' | 'xlarge';

export interface SolveRequest {
  puzzle: AnyPuzzle;
  solver?: SolverName; // default: the puzzle's first solver (solvers())
  state: string; // facelets (any six symbols) or 8-puzzle tiles "1 3 0 4 2 7 8 5 6"
  goal?: string; // pattern with don't-care stickers, or a goal arrangement
  moves?: string; // allowed moves, e.g. "U R F"
  metric?: 'htm' | 'qtm';
  maxLength?: number;
  timeMs?: number;
  solutions?: number;
  keepSearching?: boolean;
  table?: string; // one of the solver's tableChoices (optimal: OptimalTable); default: the default one
  threads?: number; // solvers that takeThreads; default: all the worker's module runs (SolverApi.threads)
}

/** A search's progress while it runs (the optimal solver: at each depth and ~10 times a second). */
export interface SearchProgress {
  depth: number; // the depth being searched: no solution is shorter
  nodes: number;
  nodesPerS: number;
  ms: number;
  threads: number; // searching at once: the request's threads, as many as the module runs
}

export interface SolutionStage {
  name: string; // English
  explanation: string; // English
  /** The core catalog's code of the name (the explanation's: code + '_why'), for the stages given one. */
  code?: string;
  begin: number; // move index, inclusive
  end: number; // exclusive
}

export interface Solution {
  moves: string; // "R U R' U'"
  length: number;
  stages: SolutionStage[];
  optimal: boolean;
  /** The moves as the player uses them: MoveStep (cubes, as playAlg describes them in AlgResult.moves) or SlideStep (8-puzzle). */
  steps: MoveStep[] | SlideStep[] | TwistStep[] | DialStep[] | Sq1Step[];
  /** The state after each step (facelets in face letters, or boards), from SolveReply.start. */
  states: string[];
  /** The cubes' move counts (HTM, QTM, ...), as playAlg gives them; absent for the 8-puzzle. */
  counts?: MoveCounts;
}

export interface SolveReply {
  status: 'solved' | 'bad-input' | 'no-solution' | 'cancelled';
  message: string; // English
  text?: CoreText; // `message` as a code (absent for the messages not yet given codes)
  solutions: Solution[];
  solver?: SolverName; // the solver that ran (the puzzle's default resolved)
  start?: string; // the start as the solver read it (face letters, or the board); '' when it did not read
  nodes: number;
  ms: number;
  timedOut: boolean;
}

/** Progress of getting a solver's tables ready. */
export interface TableProgress {
  solver: SolverName;
  phase: 'loading' | 'downloading' | 'building' | 'storing' | 'ready';
  fraction: number; // 0..1 of the current phase
  bytes: number; // table bytes (known once built or loaded; while downloading, the file's)
  note?: string; // why this phase: "the download failed its checksum (…): building instead"
  noteText?: CoreText; // `note` as a code of the core's messages (its English is `note`)
  /** For tables made of parts (TableStatus.parts), the part this report is about: its key
   * ("cubesolver.reduction-5x5x5/v4"); `fraction` and `bytes` are that part's. */
  part?: string;
}

/** One part of tables made of parts: its own cached set, loaded or built on its own. */
export interface TablePartStatus {
  name: string; // the part's key ("cubesolver.reduction-4x4x4/v2")
  bytes: number;
  source: 'cache' | 'built' | 'download' | 'none';
  ms: number;
}

export interface TableStatus {
  solver: SolverName;
  name: string; // table set name
  bytes: number;
  source: 'cache' | 'built' | 'download' | 'none';
  ms: number; // time to load or build
  note?: string; // e.g. "cached copy failed its checksum; rebuilt", "IndexedDB unavailable"
  noteText?: CoreText; // `note` as a code of the core's messages
  inMemory?: boolean; // tables with no byte format (SolverInfo.tablesInMemory): never cached
  /**
   * Tables made of parts (the 6x6x6 reduction's: the 4x4x4's and the 5x5x5's sets), each
   * cached under its own key and shared by the sizes that use it: `bytes` is their sum,
   * `source` 'cache' when every part came from the cache.
   */
  parts?: TablePartStatus[];
}

/** A goal solver preset ("cross": "Cross"); "@U", "@DR" ... put it on another face. */
export interface GoalPreset {
  name: string;
  title: string;
  titleText?: CoreText; // `title` as a code of the core's messages (goal_preset_<name>)
}

/**
 * A prebuilt table file the host serves (`cubesolver tables` made it): prepare()
 * downloads it when the tables are not cached, checks it (the byte format's own
 * checksums, by the core) and stores it as if built; a damaged or short download ends in
 * a build, with a note saying why.
 */
export interface PrebuiltTable {
  url: string;
  bytes: number; // the size the host announced (HEAD), for progress before the body's length is known
}

/** What prepare() rejects with when the module's memory runs out (name 'TableMemoryError'):
 * the core's message names the size that failed. */
export const TABLE_MEMORY_ERROR = 'TableMemoryError';

export interface SolverApi {
  solvers(): Promise<SolverInfo[]>;
  /** The goal solver's presets, from the core. */
  goalPresets(): Promise<GoalPreset[]>;
  /**
   * Loads the solver's tables from IndexedDB (verified chunk by chunk) or builds and
   * stores them. `request` picks which tables when a solver has several (the optimal
   * solver's table size, the goal solver's goal).
   */
  prepare(
    solver: SolverName,
    onProgress?: (p: TableProgress) => void,
    request?: Pick<SolveRequest, 'puzzle' | 'goal' | 'moves' | 'table'>,
    prebuilt?: PrebuiltTable,
  ): Promise<TableStatus>;
  /** Solves; `onProgress` hears how the search goes (solvers that report it: optimal). */
  solve(request: SolveRequest, onProgress?: (p: SearchProgress) => void): Promise<SolveReply>;
  /** A WCA-style random-state scramble: the moves and the state they give. */
  scramble(puzzle: AnyPuzzle, seed: number): Promise<{ scramble: string; state: string }>;
  tableStatus(): Promise<TableStatus[]>;
  clearTables(): Promise<void>;
  /** Threads the worker runs at once: 1 unless the page is cross-origin isolated. */
  threads(): Promise<number>;
}
