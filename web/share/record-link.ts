// A recorded solve's times in a share link: the `times` parameter, one number a move of
// `alg` (the moves stay in `alg`, which the core reads when the link is opened), each
// the milliseconds since the move before (the first: 0, the timer starting at the first
// turn), joined by commas (`alg=R+U+R'&times=0,180,95`). A link without it opens as it
// always did; a page that does not know it plays `alg` as a solution. Pure text handling.

/** The most moves a recording's times are read for (a solve has far fewer). */
export const MAX_RECORDED_MOVES = 2000;

/** What is said of a `times` value that cannot be read (kept here, one place, for the message catalogue). */
const SAY = {
  tooMany: (n: number) => `it has ${n} times, more than ${MAX_RECORDED_MOVES}`,
  notMs: (i: number, text: string) => `time ${i} ("${text}") is not a whole number of ms`,
};

/** Each move's time in ms from the first as the `times` value. */
export function encodeTimes(times: readonly number[]): string {
  return times.map((t, i) => Math.max(0, Math.round(t - (i > 0 ? times[i - 1] : t)))).join(',');
}

/** The times of a `times` value (ms from the first move), or why they cannot be read. */
export function decodeTimes(value: string): { times: number[] } | { error: string } {
  const parts = value.split(',');
  if (parts.length > MAX_RECORDED_MOVES) return { error: SAY.tooMany(parts.length) };
  const times: number[] = [];
  for (const [i, p] of parts.entries()) {
    if (!/^\d{1,7}$/.test(p.trim())) return { error: SAY.notMs(i + 1, p.slice(0, 12)) };
    times.push((times[i - 1] ?? 0) + Number(p));
  }
  return { times };
}
