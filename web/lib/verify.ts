// verify(): whether a state is one the puzzle can reach, piece by piece, in the core's
// words (the same messages the page shows).
import { findPuzzle } from '../puzzles';
import type { AnyPuzzle, Problem, PuzzleName } from '../worker/api';
import { run } from './client';

export interface Verdict {
  ok: boolean;
  /** What is wrong, each naming the piece (or tile) and the fix; empty when ok. */
  problems: Problem[];
  /** The state in face letters (a board: canonical), '' when it could not be read. */
  state: string;
}

export function verify(state: string, options: { puzzle?: AnyPuzzle } = {}): Promise<Verdict> {
  const puzzle = options.puzzle ?? '3x3x3';
  if (typeof state !== 'string') return Promise.reject(new TypeError('cubesolver: the state must be a string'));
  if (typeof puzzle !== 'string') return Promise.reject(new TypeError('cubesolver: option puzzle must be a string'));
  return run(async (api) => {
    if (findPuzzle(puzzle)?.view === 'board') {
      const read = await api.readSliding(state, '');
      if (!read.start.ok)
        return {
          ok: false,
          problems: [{ code: 'board', message: read.start.error, stickers: [], candidates: [] }],
          state: '',
        };
      const problems = read.unsolvable
        ? [{ code: 'parity', message: read.unsolvable, stickers: [], candidates: [] }]
        : [];
      return { ok: problems.length === 0, problems, state: read.start.board };
    }
    const v = await api.validate(puzzle as PuzzleName, state);
    return { ok: v.ok, problems: v.problems, state: v.facelets };
  });
}
