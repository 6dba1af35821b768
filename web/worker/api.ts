// The contract between the page and the solver worker (and the shapes the Embind
// module returns). The worker implements it; the page calls it through comlink.

export type PuzzleName = '3x3x3' | '2x2x2';

export interface ParseError {
  column: number; // 1-based, in characters
  expected: string;
  message: string;
}

/** One move as the 3D view needs it to animate: which layers turn, about which axis. */
export interface MoveStep {
  name: string; // "R'", "Rw2", "M", "x"
  axis: 'x' | 'y' | 'z'; // x towards R, y towards U, z towards F
  layers: number[]; // layer indices 0..n-1 from the negative end of the axis
  quarterTurns: 1 | 2 | 3; // positive = clockwise seen from the positive end
}

export interface MoveCounts {
  htm: number;
  qtm: number;
  stm: number;
  etm: number;
}

export type AlgResult =
  | {
      ok: true;
      canonical: string; // the input re-printed in canonical notation
      moves: MoveStep[];
      states: string[]; // facelets after each move (states.length === moves.length)
      facelets: string; // facelets after the whole algorithm
      counts: MoveCounts;
    }
  | { ok: false; error: ParseError };

export interface Problem {
  code: string; // see wasm/core/validate.h
  message: string;
  stickers: number[];
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

export interface CoreApi {
  /** Parses `alg` and applies it to `start` (default: solved). */
  playAlg(puzzle: PuzzleName, alg: string, start?: string): Promise<AlgResult>;
  validate(puzzle: PuzzleName, facelets: string): Promise<Validation>;
  invertAlg(alg: string): Promise<{ ok: true; alg: string } | { ok: false; error: ParseError }>;
  simplifyAlg(alg: string): Promise<{ ok: true; alg: string } | { ok: false; error: ParseError }>;
  randomState(puzzle: PuzzleName, seed: number): Promise<string>;
  solvedState(puzzle: PuzzleName): Promise<string>;
  stickerLayout(puzzle: PuzzleName): Promise<StickerPlace[]>;
}
