// Loads the WASM module and wraps it in the CoreApi shape (api.ts). The module factory
// is a parameter: the worker passes the ES module build (build/wasm/cubesolver.mjs),
// Node tests pass the CommonJS build (build/wasm/cubesolver-node.cjs). No browser or
// Node API is used here, so this file runs in both.
import type {
  AlgResult,
  CoreApi,
  ParseError,
  PuzzleName,
  StickerPlace,
  Validation,
} from './api';

/** An error result as the module returns it for bad input. */
export interface ErrorResult {
  ok: false;
  error: ParseError;
}

export type TextResult = { ok: true; alg: string } | ErrorResult;

/** The functions the Embind module exports (wasm/bindings/api.h). */
export interface CubeModule {
  playAlg(puzzle: string, alg: string, start: string): AlgResult;
  invertAlg(alg: string): TextResult;
  simplifyAlg(alg: string): TextResult;
  validate(puzzle: string, facelets: string): Validation | ErrorResult;
  randomState(puzzle: string, seed: number): string | ErrorResult;
  solvedState(puzzle: string): string | ErrorResult;
  stickerLayout(puzzle: string): StickerPlace[] | ErrorResult;
}

export interface ModuleOptions {
  /** Where the .wasm file is, given its file name (Emscripten's locateFile). */
  locateFile?: (path: string, prefix: string) => string;
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
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { ok?: unknown }).ok === false &&
    'error' in value
  );
}

function unwrap<T>(value: T | ErrorResult): T {
  if (isError(value)) throw new CoreError(value.error);
  return value;
}

/** The synchronous API over a loaded module (for the worker and for tests). */
export interface SyncCore {
  playAlg(puzzle: PuzzleName, alg: string, start?: string): AlgResult;
  validate(puzzle: PuzzleName, facelets: string): Validation;
  invertAlg(alg: string): TextResult;
  simplifyAlg(alg: string): TextResult;
  randomState(puzzle: PuzzleName, seed: number): string;
  solvedState(puzzle: PuzzleName): string;
  stickerLayout(puzzle: PuzzleName): StickerPlace[];
}

export function wrapModule(m: CubeModule): SyncCore {
  return {
    playAlg: (puzzle, alg, start = '') => m.playAlg(puzzle, alg, start),
    // A bad puzzle name gives an error result; as a Validation it is one problem.
    validate: (puzzle, facelets) => {
      const v = m.validate(puzzle, facelets);
      if (!isError(v)) return v;
      return {
        ok: false,
        problems: [{ code: 'puzzle', message: v.error.message, stickers: [] }],
        facelets: '',
      };
    },
    invertAlg: (alg) => m.invertAlg(alg),
    simplifyAlg: (alg) => m.simplifyAlg(alg),
    randomState: (puzzle, seed) => unwrap(m.randomState(puzzle, seed)),
    solvedState: (puzzle) => unwrap(m.solvedState(puzzle)),
    stickerLayout: (puzzle) => unwrap(m.stickerLayout(puzzle)),
  };
}

/** Instantiates the module and returns the synchronous API over it. */
export async function loadCore(
  factory: CubeModuleFactory,
  options: ModuleOptions = {},
): Promise<SyncCore> {
  return wrapModule(await factory(options));
}

/** CoreApi over a module that loads once, on the first call. */
export function createCore(factory: CubeModuleFactory, options: ModuleOptions = {}): CoreApi {
  let loading: Promise<SyncCore> | undefined;
  const ready = () => (loading ??= loadCore(factory, options));
  return {
    playAlg: async (puzzle, alg, start) => (await ready()).playAlg(puzzle, alg, start),
    validate: async (puzzle, facelets) => (await ready()).validate(puzzle, facelets),
    invertAlg: async (alg) => (await ready()).invertAlg(alg),
    simplifyAlg: async (alg) => (await ready()).simplifyAlg(alg),
    randomState: async (puzzle, seed) => (await ready()).randomState(puzzle, seed),
    solvedState: async (puzzle) => (await ready()).solvedState(puzzle),
    stickerLayout: async (puzzle) => (await ready()).stickerLayout(puzzle),
  };
}
