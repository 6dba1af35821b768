// The page's state in one typed object: what the parts of the page share between
// updates (the solvers known, what the solver worker is doing, which request the
// loaded solution answers, the cube state the inputs describe, ...). The parts read and
// write it; none keeps such state in module-level variables.

import type { Player, Track } from '../player/player';
import type { StickerPuzzle } from '../puzzles';
import type { PuzzleView } from '../render/PuzzleView';
import type {
  AlgResult,
  AnyPuzzle,
  MoveStep,
  PuzzleGeometry,
  Solution,
  SolveReply,
  SolveRequest,
  SolverInfo,
  TwistStep,
} from '../worker/api';

/** What Solve would solve now, from the inputs of the puzzle shown. */
export interface SolveTarget {
  request: SolveRequest;
  /** Identifies the question (puzzle, state, goal, moves, metric): a changed input makes an answer stale. */
  key: string;
  noun: 'move' | 'slide';
  /**
   * A solution the solver found, as a track: its steps and the states after them as the
   * core gave them, when it played them from this target's state as sent (`solvedFrom`,
   * SolveReply.start); else (a cube whose centres a rotation or slice moved, which the
   * solver reads renamed through its centres) its moves played from this state by the core.
   */
  solutionTrack(solution: Solution, title: string, solvedFrom: string | undefined): Promise<Track>;
  /** A link's solution text, read and played from the start by the core, as a track. */
  linkTrack(moves: string, title: string): Promise<Track>;
}

/** The last sticker-puzzle state the inputs described: the start, and the scramble the core played on it. */
export interface StickersShown {
  puzzle: StickerPuzzle;
  start: string;
  result: Extract<AlgResult<MoveStep | TwistStep>, { ok: true }>;
}

export interface PageStore {
  /** The puzzle chosen (the radios follow it). */
  puzzle: AnyPuzzle;
  /** The solvers the core offers; empty until they are loaded. */
  solvers: SolverInfo[];
  /** The solver a link asked for (applied once the solvers are known). */
  linkSolver: string | undefined;
  /** A solution a link asked to play (loaded after the first update). */
  linkAlg: string | undefined;
  /** An FMC attempt a link carries (its fmc parameter), restored after the first update. */
  linkFmc: string | undefined;
  /** A link's recorded times for its `alg` (record-link.ts), until the alg is loaded. */
  linkTimes: string | undefined;
  /** What the solver worker is doing. */
  busy: '' | 'solving' | 'scrambling';
  /** The page is showing a solution's result figures for this request (SolveTarget.key). */
  solvedFor: string;
  /** The request the loaded solution answers (SolveTarget.key): kept while the inputs still ask it. */
  trackKey: string;
  /** The last solve, for picking another of its optimal solutions. */
  lastSolve: { target: SolveTarget; reply: SolveReply; title: string } | null;
  /** Bumped by every input change: an update still reading older inputs shows nothing. */
  generation: number;
  /** The pending debounced update (a timer id). */
  debounce: number;
  stickers: {
    /** The last sticker-puzzle state the inputs described (kept while the scramble has a typo). */
    shown: StickersShown | null;
    /** The inputs describe `shown` right now. */
    readable: boolean;
    /** A hand turn (key or drag) was just added to the scramble: animate it rather than jump. */
    animateTurn: boolean;
    /** Each puzzle's solved state, asked of the core once. */
    solved: Map<StickerPuzzle, string>;
  };
  /** What the views draw of each sticker puzzle, asked of the core once; `shapes`, those received. */
  geometries: Map<StickerPuzzle, Promise<PuzzleGeometry>>;
  shapes: Map<StickerPuzzle, PuzzleGeometry>;
  /** The 3D view of every sticker puzzle; null without WebGL (everything but the picture still works). */
  view: PuzzleView | null;
  /** Plays the scramble or a solution on the view of the puzzle shown. */
  player: Player | null;
}

export function createStore(): PageStore {
  return {
    puzzle: '3x3x3',
    solvers: [],
    linkSolver: undefined,
    linkAlg: undefined,
    linkFmc: undefined,
    linkTimes: undefined,
    busy: '',
    solvedFor: '',
    trackKey: '',
    lastSolve: null,
    generation: 0,
    debounce: 0,
    stickers: { shown: null, readable: false, animateTurn: false, solved: new Map() },
    geometries: new Map(),
    shapes: new Map(),
    view: null,
    player: null,
  };
}
