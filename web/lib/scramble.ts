// randomScramble(): a random-state scramble from the core (WCA style: a uniformly random
// state, and the moves that reach it), seeded here from the browser's random source.
import type { AnyPuzzle } from '../worker/api';
import { run } from './client';

export interface Scramble {
  /** The moves: "R U' F2 ..." (the 8-puzzle: the blank's slides). */
  scramble: string;
  /** The state they give (facelets, or a board). */
  state: string;
}

export function randomScramble(puzzle: AnyPuzzle = '3x3x3'): Promise<Scramble> {
  if (typeof puzzle !== 'string') return Promise.reject(new TypeError('cubesolver: puzzle must be a string'));
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  return run((api) => api.scramble(puzzle, seed));
}
