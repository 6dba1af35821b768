// What web/smartcube asks of the C++ core, so nothing here re-implements the cube: the
// package (web/lib/smart-cube.ts) answers through its worker, tests through the Node build.
import type { ReportedCubies, Validation } from '../worker/api';

export type { ReportedCubies };

export interface SmartCubeCore {
  /** The 3x3x3 state after `moves` (WCA, space separated) from `facelets`. */
  play(facelets: string, moves: string): Promise<string>;
  /** The state after each of `moves` from `facelets` (one question for many states: core-ahead.ts). */
  playEach(facelets: string, moves: string): Promise<string[]>;
  /** Cubie arrays as facelets, validated. */
  faceletsOfCubies(cubies: ReportedCubies): Promise<Validation>;
  /** Whether 54 letters are a reachable 3x3x3 state (and the canonical letters). */
  validate(facelets: string): Promise<Validation>;
  /** The cube is at `facelets` now: the next turn's state may be asked ahead (core-ahead.ts). */
  lookAhead?(facelets: string): void;
}
