// The move text under the cube in a saved animation: the moves around the one being
// played, as many as fit, the ones done, the current one and the ones to come told
// apart, and "move k of n". Pure (character counts), so it is unit-tested.

export interface Caption {
  /** Moves already played that fit, with "…" in front when more came before. */
  done: string;
  /** The move being played ('' before the first and after the last). */
  now: string;
  /** Moves still to come that fit, with "…" after when more follow. */
  next: string;
  /** "move 3 of 20", or "20 moves" at the end. */
  count: string;
}

/**
 * The caption while move `playing` (0-based; `names.length` once all are played) turns:
 * a window of at most `maxChars` characters around it, the current move in the middle
 * when there is room on both sides.
 */
export function captionAt(names: readonly string[], playing: number, maxChars: number): Caption {
  const n = names.length;
  const at = Math.max(0, Math.min(n, playing));
  const now = at < n ? names[at] : '';
  let from = at;
  let to = at < n ? at + 1 : at; // the window [from, to)
  let used = now.length;
  // Grow the window one move at a time, alternating sides (the future first: it is
  // what a viewer reads ahead), while it fits.
  for (let side = 0, stuck = 0; stuck < 2; side ^= 1) {
    const i = side === 0 ? to : from - 1;
    if (i < 0 || i >= n || used + 1 + names[i].length > maxChars) {
      stuck++;
      continue;
    }
    stuck = 0;
    used += 1 + names[i].length;
    if (side === 0) to++;
    else from--;
  }
  const before = names.slice(from, at).join(' ');
  const after = names.slice(at < n ? at + 1 : at, to).join(' ');
  return {
    done: (from > 0 ? '… ' : '') + before,
    now,
    next: after + (to < n ? ' …' : ''),
    count: at < n ? `move ${at + 1} of ${n}` : `${n} ${n === 1 ? 'move' : 'moves'}`,
  };
}
