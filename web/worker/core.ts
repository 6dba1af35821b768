// Loads the WASM module and wraps it in the CoreApi shape (api.ts). The module factory
// is a parameter: the worker passes the ES module build (build/wasm/cubesolver.mjs),
// Node tests pass the CommonJS build (build/wasm/cubesolver-node.cjs). No browser or
// Node API is used here, so this file runs in both.
import type {
  AlgResult,
  ClockEdit,
  ClockResult,
  CoreApi,
  CoreText,
  FmcInsertions,
  GoalPreset,
  MoveStep,
  NissSplit,
  ParseError,
  PocketCheck,
  PuzzleGeometry,
  PuzzleInfo,
  PuzzleName,
  ReportedCubies,
  ScanReply,
  SearchProgress,
  SlidesResult,
  SlidingCheck,
  SolveReply,
  SolveRequest,
  SolverInfo,
  Sq1Edit,
  Sq1Piece,
  Sq1Result,
  StatePuzzle,
  StickerPlace,
  TwistStep,
  TwistyPuzzle,
  Validation,
} from './api';

/** An error result as the module returns it for bad input. */
export interface ErrorResult {
  ok: false;
  error: ParseError;
}

export type { ScanReply } from './api';

export type TextResult = { ok: true; alg: string } | ErrorResult;

/** The functions the Embind module exports (wasm/bindings/api.h). */
export interface CubeModule {
  /** The cubes' moves; for 'pyraminx' and 'skewb' their turns, as TwistSteps. */
  playAlg(puzzle: string, alg: string, start: string): AlgResult<MoveStep | TwistStep>;
  /** A Pyraminx's or Skewb's geometry (wasm/bindings/twisty_api.cpp). */
  puzzleGeometry(puzzle: string): PuzzleGeometry | ErrorResult;
  invertAlg(alg: string): TextResult;
  simplifyAlg(alg: string): TextResult;
  nissSplit(alg: string, plain: boolean): NissSplit;
  fmcInsertions(scramble: string, skeleton: string, count: number): FmcInsertions;
  validate(puzzle: string, facelets: string): Validation | ErrorResult;
  faceletsOfCubies(cubies: ReportedCubies): Validation | ErrorResult;
  randomState(puzzle: string, seed: number): string | ErrorResult;
  solvedState(puzzle: string): string | ErrorResult;
  /** `count` states from one generator seeded with `seed` (the native benchmarks' states). */
  randomStates(puzzle: string, seed: number, count: number): string[] | ErrorResult;
  stickerLayout(puzzle: string): StickerPlace[] | ErrorResult;
  /** The camera scan's colour decision: `rgb` holds R, G, B (0-255) per sticker in the
   * facelet order (wasm/scan/scan.h). */
  scanColours(puzzle: string, rgb: ArrayLike<number>): ScanReply | ErrorResult;
  scanLive(rgb: ArrayLike<number>, references: ArrayLike<number>): number[];

  // The 8-puzzle board and the 2x2x2 solver's inputs (wasm/bindings/sliding_api.cpp,
  // pocket_api.cpp).
  readSliding(start: string, goal: string): SlidingCheck;
  playSlides(start: string, slides: string): SlidesResult;
  randomSliding(goal: string, seed: number): string | ErrorResult;
  readPocket(start: string, goal: string, moves: string): PocketCheck;
  /** The Rubik's Clock's moves (wasm/bindings/clock_api.cpp). */
  playClock(alg: string, start: string): ClockResult;
  editClock(state: string, dial: number, hours: number): ClockEdit;
  /** The Square-1's moves (wasm/bindings/sq1_api.cpp). */
  playSq1(alg: string, start: string): Sq1Result;
  editSq1(state: string, slot: number, piece: number): Sq1Edit;
  sq1Pieces(): Sq1Piece[];

  /** The puzzle table (wasm/bindings/state_api.cpp over puzzles/puzzle_table.h). */
  puzzles(): PuzzleInfo[];
  // Solvers (wasm/bindings/solver_api.cpp over solvers/registry.h).
  solvers(): SolverInfo[];
  /** `progress` (a function, not cloneable: the worker adds it) hears the search. */
  solve(request: SolveRequest & { progress?: (p: SearchProgress) => void }): SolveReply;
  /** Where the byte that stops every search lies in the module's memory (set to 1: stop). */
  cancelFlag(): number;
  /** The module's memory (a SharedArrayBuffer's view in the threaded build). */
  HEAPU8: Uint8Array;
  scramble(puzzle: string, seed: number): { ok: true; scramble: string; state: string } | ErrorResult;
  /** Cache key of the solver's default tables with their format version ("" when none). */
  tableSetName(solver: string): string;
  /** The table functions take a solver name (its default tables) or a table request
   * (its goal and table choice pick the set); nothing is selected between calls. */
  tablesReady(tables: TablesOf): boolean;
  /** Threads this module runs at once: 1, or the cores (up to 8) in its threaded build. */
  threads(): number;
  /**
   * The threaded build (serve.ts): starts its threads beyond the caller's, once, and
   * resolves when they can run. Await it before a search or table build of a solver that
   * takes threads (`takesThreads`).
   */
  startThreads?(): Promise<void>;
  /** Cache key of the tables a request needs ("" for none or a bad request). Pure. */
  tableKey(request: TableRequest): string;
  /** The sets a request's copy is made of, each a table request with its own key (the
   * 6x6x6 reduction's: the 4x4x4's and the 5x5x5's); [] for a copy that is one set. Pure. */
  tableParts(request: TableRequest): TablePart[];
  /** '' when the core takes the table request (its tables may still have no key: built,
   * not cached); else what is wrong with it. Pure. */
  tablesRefusal(request: TableRequest): string;
  /** The goal solver's presets (cross, xcross, eoline, ...). */
  goalPresets(): GoalPreset[];
  /** Builds the tables; `progress(fraction)` at most ~100 times. Pass undefined for none. */
  buildTables(tables: TablesOf, progress: ((fraction: number) => void) | undefined): TablesResult;
  /** The tables' bytes (a copy); empty when the solver has no tables to cache. */
  exportTables(tables: TablesOf): Uint8Array;
  /** Verifies and installs tables from bytes (one array or the chunks in order). */
  importTables(tables: TablesOf, bytes: Uint8Array | Uint8Array[]): TablesResult;

  // Tables in chunks (wasm/bindings/table_chunks_api.cpp): one export and one import
  // at a time; checksums are 16 hex digits.
  /** Opens an export of the solver's tables (built first if need be): their size. */
  exportOpen(tables: TablesOf): { ok: true; bytes: number } | { ok: false; error: string; text?: CoreText };
  exportChunk(
    offset: number,
    size: number,
  ): { ok: true; bytes: Uint8Array; checksum: string } | { ok: false; error: string; text?: CoreText };
  exportClose(): void;
  /** Starts taking `total` bytes of the solver's tables (fails when memory is short). */
  importOpen(tables: TablesOf, total: number): TablesResult;
  /** Takes a chunk if it matches its checksum ('' = unchecked). */
  importChunk(offset: number, bytes: Uint8Array, checksum: string): TablesResult;
  /** Verifies the whole and installs the tables. */
  importFinish(): TablesResult;
  importAbort(): void;
}

/** `text`: `error` as a code of the core's messages, when it has one. */
export type TablesResult = { ok: true } | { ok: false; error: string; text?: CoreText };

/** The tables a request needs: its solver, and what picks among the solver's sets. */
export interface TableRequest {
  puzzle?: string;
  solver?: string;
  goal?: string;
  moves?: string;
  table?: string;
}
/** One set of those a copy is made of (CubeModule.tableParts). */
export interface TablePart extends TableRequest {
  solver: string;
  puzzle: string;
  key: string;
}
/** A solver name (its default tables) or a table request. */
export type TablesOf = string | TableRequest;

export interface ModuleOptions {
  /** Where the .wasm file is, given its file name (Emscripten's locateFile). */
  locateFile?: (path: string, prefix: string) => string;
  /** The threaded build: its own script, which each of its pthread workers imports. */
  mainScriptUrlOrBlob?: string;
}

/** Emscripten's MODULARIZE factory (createCubeModule). */
export type CubeModuleFactory = (options?: ModuleOptions) => Promise<CubeModule>;

/** Thrown when a call that has no error shape in CoreApi gets bad input. */
export class CoreError extends Error {
  constructor(readonly error: ParseError) {
    super(error.message);
    this.name = 'CoreError';
  }
}

function isError(value: unknown): value is ErrorResult {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false && 'error' in value;
}

function unwrap<T>(value: T | ErrorResult): T {
  if (isError(value)) throw new CoreError(value.error);
  return value;
}

/** The synchronous API over a loaded module (for the worker and for tests). */
export interface SyncCore {
  playAlg(puzzle: PuzzleName, alg: string, start?: string): AlgResult;
  playTurns(puzzle: TwistyPuzzle, alg: string, start?: string): AlgResult<TwistStep>;
  puzzleGeometry(puzzle: PuzzleName | TwistyPuzzle): PuzzleGeometry;
  validate(puzzle: StatePuzzle, facelets: string): Validation;
  faceletsOfCubies(cubies: ReportedCubies): Validation;
  invertAlg(alg: string): TextResult;
  simplifyAlg(alg: string): TextResult;
  nissSplit(alg: string, plain?: boolean): NissSplit;
  fmcInsertions(scramble: string, skeleton: string, count: number): FmcInsertions;
  randomState(puzzle: StatePuzzle, seed: number): string;
  solvedState(puzzle: StatePuzzle): string;
  stickerLayout(puzzle: PuzzleName): StickerPlace[];
  readSliding(start: string, goal: string): SlidingCheck;
  playSlides(start: string, slides: string): SlidesResult;
  randomSliding(goal: string, seed: number): string;
  readPocket(start: string, goal: string, moves: string): PocketCheck;
  playClock(alg: string, start?: string): ClockResult;
  editClock(state: string, dial: number, hours: number): ClockEdit;
  playSq1(alg: string, start?: string): Sq1Result;
  editSq1(state: string, slot: number, piece: number): Sq1Edit;
  sq1Pieces(): Sq1Piece[];
  scanColours(puzzle: PuzzleName, rgb: Uint8Array): ScanReply;
  scanLive(rgb: Uint8Array, references: Uint8Array): number[];
}

export function wrapModule(m: CubeModule): SyncCore {
  return {
    playAlg: (puzzle, alg, start = '') => m.playAlg(puzzle, alg, start) as AlgResult,
    playTurns: (puzzle, alg, start = '') => m.playAlg(puzzle, alg, start) as AlgResult<TwistStep>,
    puzzleGeometry: (puzzle) => unwrap(m.puzzleGeometry(puzzle)),
    // A bad puzzle name gives an error result; as a Validation it is one problem.
    validate: (puzzle, facelets) => {
      const v = m.validate(puzzle, facelets);
      if (!isError(v)) return v;
      return {
        ok: false,
        problems: [{ code: 'puzzle', message: v.error.message, stickers: [], candidates: [] }],
        facelets: '',
      };
    },
    faceletsOfCubies: (cubies) => {
      const v = m.faceletsOfCubies(cubies);
      if (!isError(v)) return v;
      return {
        ok: false,
        problems: [{ code: 'cubies', message: v.error.message, stickers: [], candidates: [] }],
        facelets: '',
      };
    },
    invertAlg: (alg) => m.invertAlg(alg),
    simplifyAlg: (alg) => m.simplifyAlg(alg),
    nissSplit: (alg, plain = false) => m.nissSplit(alg, plain),
    fmcInsertions: (scramble, skeleton, count) => m.fmcInsertions(scramble, skeleton, count),
    randomState: (puzzle, seed) => unwrap(m.randomState(puzzle, seed)),
    solvedState: (puzzle) => unwrap(m.solvedState(puzzle)),
    stickerLayout: (puzzle) => unwrap(m.stickerLayout(puzzle)),
    readSliding: (start, goal) => m.readSliding(start, goal),
    playSlides: (start, slides) => m.playSlides(start, slides),
    randomSliding: (goal, seed) => unwrap(m.randomSliding(goal, seed)),
    readPocket: (start, goal, moves) => m.readPocket(start, goal, moves),
    playClock: (alg, start = '') => m.playClock(alg, start),
    editClock: (state, dial, hours) => m.editClock(state, dial, hours),
    playSq1: (alg, start = '') => m.playSq1(alg, start),
    editSq1: (state, slot, piece) => m.editSq1(state, slot, piece),
    sq1Pieces: () => m.sq1Pieces(),
    // A bad puzzle name is one problem of the reading, as a refusal is.
    scanColours: (puzzle, rgb) => {
      const r = m.scanColours(puzzle, rgb);
      if (!isError(r)) return r;
      return {
        ok: false,
        facelets: '',
        nearest: '',
        confidence: [],
        problems: [{ sticker: -1, message: r.error.message }],
      };
    },
    scanLive: (rgb, references) => m.scanLive(rgb, references),
  };
}

/** Instantiates the module and returns the synchronous API over it. */
export async function loadCore(factory: CubeModuleFactory, options: ModuleOptions = {}): Promise<SyncCore> {
  return wrapModule(await factory(options));
}

/** The module did not load, after its retries (its .wasm not fetched, say). */
export class CoreLoadError extends Error {
  override name = 'CoreLoadError';
  /** The message as a code of the core's messages (it crosses to the page with the error, serve.ts). */
  text?: CoreText;
}

/** Pauses before each new try of a module that did not load. */
export const MODULE_RETRY_MS: readonly number[] = [300, 1000, 3000];

/**
 * A loader that instantiates the module once, on its first call. A failed load is
 * tried again a few times, then rejects with a message naming `file`; it is not kept,
 * so a later call (the page's Retry) tries afresh.
 */
export function moduleLoader(
  factory: CubeModuleFactory,
  options: ModuleOptions = {},
  file = 'cubesolver.wasm',
): () => Promise<CubeModule> {
  let loading: Promise<CubeModule> | undefined;
  const load = async (): Promise<CubeModule> => {
    for (let tries = 1; ; tries++) {
      try {
        return await factory(options);
      } catch (e) {
        const pause = MODULE_RETRY_MS[tries - 1];
        if (pause === undefined) {
          const why = e instanceof Error ? e.message : String(e);
          const failed = new CoreLoadError(
            `The solver core file (${file}) did not load (${tries} tries: ${why}). Check the network connection, then press Retry.`,
          );
          failed.text = { code: 'core_file_not_loaded', params: { file, tries, why } };
          throw failed;
        }
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  };
  return () =>
    (loading ??= load().catch((e: unknown) => {
      loading = undefined;
      throw e;
    }));
}

/** CoreApi over a module that loads once, on the first call. */
export function createCore(factory: CubeModuleFactory, options: ModuleOptions = {}): CoreApi {
  return createCoreOver(moduleLoader(factory, options));
}

/** CoreApi over a module loader shared with other APIs (the worker's SolverApi). */
export function createCoreOver(load: () => Promise<CubeModule>): CoreApi {
  let wrapped: Promise<SyncCore> | undefined;
  const ready = () =>
    (wrapped ??= load().then(wrapModule, (e: unknown) => {
      wrapped = undefined; // not kept: the next call loads again
      throw e;
    }));
  return {
    playAlg: async (puzzle, alg, start) => (await ready()).playAlg(puzzle, alg, start),
    playTurns: async (puzzle, alg, start) => (await ready()).playTurns(puzzle, alg, start),
    puzzleGeometry: async (puzzle) => (await ready()).puzzleGeometry(puzzle),
    validate: async (puzzle, facelets) => (await ready()).validate(puzzle, facelets),
    faceletsOfCubies: async (cubies) => (await ready()).faceletsOfCubies(cubies),
    invertAlg: async (alg) => (await ready()).invertAlg(alg),
    simplifyAlg: async (alg) => (await ready()).simplifyAlg(alg),
    nissSplit: async (alg, plain) => (await ready()).nissSplit(alg, plain),
    fmcInsertions: async (scramble, skeleton, count) => (await ready()).fmcInsertions(scramble, skeleton, count),
    randomState: async (puzzle, seed) => (await ready()).randomState(puzzle, seed),
    solvedState: async (puzzle) => (await ready()).solvedState(puzzle),
    stickerLayout: async (puzzle) => (await ready()).stickerLayout(puzzle),
    readSliding: async (start, goal) => (await ready()).readSliding(start, goal),
    playSlides: async (start, slides) => (await ready()).playSlides(start, slides),
    randomSliding: async (goal, seed) => (await ready()).randomSliding(goal, seed),
    readPocket: async (start, goal, moves) => (await ready()).readPocket(start, goal, moves),
    playClock: async (alg, start) => (await ready()).playClock(alg, start),
    editClock: async (state, dial, hours) => (await ready()).editClock(state, dial, hours),
    playSq1: async (alg, start) => (await ready()).playSq1(alg, start),
    editSq1: async (state, slot, piece) => (await ready()).editSq1(state, slot, piece),
    sq1Pieces: async () => (await ready()).sq1Pieces(),
    scanColours: async (puzzle, rgb) => (await ready()).scanColours(puzzle, rgb),
    scanLive: async (rgb, references) => (await ready()).scanLive(rgb, references),
  };
}
