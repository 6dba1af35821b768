// The options of solve(): what the core's request takes, checked by the core (solver
// names, lengths, goals, move sets); here only what the core never sees is checked
// (unknown names, the signal and the callback).
import type { AnyPuzzle, OptimalTable, SearchProgress, SolverName, TableProgress } from '../worker/api';

/** How a solve goes: its tables being loaded or built, then the search (optimal solver). */
export type SolveProgress = ({ stage: 'tables' } & TableProgress) | ({ stage: 'search' } & SearchProgress);

export interface SolveOptions {
  /** A puzzle's name (web/puzzles.ts; default '3x3x3'): the cubes 2x2x2-7x7x7, 'pyraminx', 'skewb', 'megaminx' or '8puzzle'. */
  puzzle?: AnyPuzzle;
  /** Default: the puzzle's first solver (twophase, pocket, reduction, sliding, pyraminx, skewb, megaminx). */
  solver?: SolverName;
  /** Longest solution wanted, in moves. */
  maxLength?: number;
  /** Time budget in ms: the optimal solver then answers its best so far, not proven. */
  timeMs?: number;
  /** A goal pattern (x = any sticker) or a named goal (goal, pocket and sliding solvers). */
  goal?: string;
  /** The moves allowed, e.g. "U R F" (goal and pocket solvers). */
  moves?: string;
  metric?: 'htm' | 'qtm';
  /**
   * The optimal solver's table: 'small' (72 MiB, default), 'medium' (273 MiB), 'large' (979 MiB) or
   * 'xlarge' (1.88 GiB; its build needs ~2.7 GiB of memory, which not every browser gives a page).
   */
  table?: OptimalTable;
  /** Aborting it stops the solve at once; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  onProgress?: (progress: SolveProgress) => void;
}

const KNOWN: ReadonlySet<string> = new Set([
  'puzzle',
  'solver',
  'maxLength',
  'timeMs',
  'goal',
  'moves',
  'metric',
  'table',
  'signal',
  'onProgress',
]);

/** Options the core reads as text (it checks their values). */
const TEXT = ['puzzle', 'solver', 'goal', 'moves', 'metric', 'table'] as const;

/** The options as given, or a TypeError naming the one that is wrong. */
export function checkOptions(options: unknown): SolveOptions {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object') throw new TypeError('cubesolver: options must be an object');
  const o = options as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!KNOWN.has(key)) throw new TypeError(`cubesolver: unknown option '${key}' (known: ${[...KNOWN].join(', ')})`);
  }
  for (const key of TEXT) {
    if (o[key] !== undefined && typeof o[key] !== 'string')
      throw new TypeError(`cubesolver: option ${key} must be a string`);
  }
  if (o.signal !== undefined && !(o.signal instanceof AbortSignal))
    throw new TypeError('cubesolver: option signal must be an AbortSignal');
  if (o.onProgress !== undefined && typeof o.onProgress !== 'function')
    throw new TypeError('cubesolver: option onProgress must be a function');
  return o as SolveOptions;
}
