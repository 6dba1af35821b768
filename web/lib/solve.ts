// solve(): a state or scramble to a solution, in the API's worker. The core reads the
// start (start.ts), checks the request and solves; its "bad input" and "no solution"
// answers become rejections with its message.
import * as Comlink from 'comlink';
import type { AnyPuzzle, SearchProgress, Solution, SolutionStage, SolverName, TableProgress } from '../worker/api';
import { type Api, run } from './client';
import { checkOptions, type SolveOptions, type SolveProgress } from './options';
import { type PuzzleInput, startState } from './start';

export interface SolveResult {
  /** The moves (or the 8-puzzle's slides), one name each: ["R", "U'", "F2"]. */
  moves: string[];
  /** The same as text: "R U' F2". */
  text: string;
  length: number;
  /** The solution's stages (phases, layers), as move index ranges; empty when it has none. */
  stages: SolutionStage[];
  /** Proven shortest (optimal solvers; false when a time budget ended the proof). */
  optimal: boolean;
  /** The solver that ran. */
  solver: SolverName;
  /** The start state solved, as the core reads it (facelets in face letters, or a board). */
  state: string;
  /** Search time in the worker, ms (tables not counted). */
  ms: number;
  /** The time budget ended the search. */
  timedOut: boolean;
}

/** The solver that will run: the one asked for, or the puzzle's first (null: the core will refuse). */
async function solverOf(api: Api, puzzle: AnyPuzzle, solver?: SolverName) {
  const infos = await api.solvers();
  return infos.find((s) => (solver ? s.name === solver : true) && s.puzzles.includes(puzzle)) ?? null;
}

/**
 * Solves `input` (a state, a scramble, or a string that is either). Rejects with an
 * Error naming what is wrong for bad input or options, when no solution is within the
 * limits, and with `signal.reason` when the signal aborts it.
 */
export async function solve(input: PuzzleInput, options?: SolveOptions): Promise<SolveResult> {
  const { signal, onProgress, ...rest } = checkOptions(options);
  const puzzle = rest.puzzle ?? '3x3x3';
  const state = await startState(puzzle, input, signal);
  const request = { ...rest, puzzle, state };
  const tell = (p: SolveProgress) => {
    try {
      onProgress?.(p);
    } catch {
      // the caller's callback: its errors are its own
    }
  };
  return run(async (api) => {
    const info = onProgress ? await solverOf(api, puzzle, rest.solver) : null;
    // Tables first, when the caller follows progress (solve() would prepare them silently).
    if (info?.tables)
      await api.prepare(
        info.name,
        Comlink.proxy((p: TableProgress) => tell({ stage: 'tables', ...p })),
        request,
      );
    const reply = await api.solve(
      request,
      onProgress ? Comlink.proxy((p: SearchProgress) => tell({ stage: 'search', ...p })) : undefined,
    );
    if (reply.status === 'bad-input') throw new Error(reply.message);
    const best: Solution | undefined = reply.solutions[0];
    if (reply.status !== 'solved' || !best) throw new Error(reply.message || `no solution (${reply.status})`);
    return {
      moves: best.steps.map((step) => step.name),
      text: best.moves,
      length: best.length,
      stages: best.stages,
      optimal: best.optimal,
      solver: reply.solver ?? info?.name ?? (rest.solver as SolverName),
      state,
      ms: reply.ms,
      timedOut: reply.timedOut,
    };
  }, signal);
}
