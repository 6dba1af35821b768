// Reading the core's packed moves (PackedMoves, api.ts) by index: move i is a row of
// the moves the core described, the state after it a slice of one string. Nothing here
// knows a move: every step and state is the core's.
import type { PackedMoves } from './api';

/** How many moves were played. */
export function moveCount<S>(p: PackedMoves<S>): number {
  return p.order.length;
}

/** Move i (0-based) as the core described it. */
export function moveAt<S>(p: PackedMoves<S>, i: number): S {
  return p.distinct[p.order[i]];
}

/** The facelets after move i (0-based). */
export function stateAfter<S>(p: PackedMoves<S>, i: number): string {
  const stride = p.states.length / p.order.length;
  return p.states.slice(i * stride, (i + 1) * stride);
}

/** Every move, in order (for short algs: one object reference per move). */
export function movesOf<S>(p: PackedMoves<S>): S[] {
  return Array.from(p.order, (k) => p.distinct[k]);
}

/** Every state after a move, in order (for short algs). */
export function statesOf<S>(p: PackedMoves<S>): string[] {
  return Array.from({ length: moveCount(p) }, (_, i) => stateAfter(p, i));
}
