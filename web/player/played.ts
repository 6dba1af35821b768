// The player's tracks (Played) from what the core gave: its arrays of steps and states
// (a solver's solution, an 8-puzzle's slides) or its packed moves (playAlg). Only
// indexing: every step and state is the core's.

import type { PlayStep } from '../render/playback';
import type { AlgResult, MoveCounts, MoveStep } from '../worker/api';
import { moveAt, moveCount, stateAfter } from '../worker/packed-moves';
import type { Played } from './player';

type OkAlg<S> = Extract<AlgResult<S>, { ok: true }>;

/** Steps and the state after each, as arrays (states.length === steps.length). */
export function playedSteps<S extends PlayStep>(
  canonical: string,
  steps: S[],
  states: string[],
  counts?: MoveCounts,
): Played<S> {
  return { canonical, length: steps.length, step: (i) => steps[i], state: (i) => states[i], counts };
}

/** An alg as playAlg (or playTurns) played it (its moves packed). */
export function playedAlg<S extends PlayStep = MoveStep>(r: OkAlg<S>): Played<S> {
  const packed = r.moves;
  return {
    canonical: r.canonical,
    length: moveCount(packed),
    step: (i) => moveAt(packed, i),
    state: (i) => stateAfter(packed, i),
    counts: r.counts,
  };
}
