// Words the player and the page both use: counts with their noun, core messages as
// sentences.

/** "1 move", "14 slides". */
export function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** Capitalises the first letter: core messages are written to follow a label. */
export function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Each metric a puzzle row names (MoveCounts' keys): its short name and what it counts. */
export const METRICS: Readonly<Record<string, { short: string; title: string }>> = {
  htm: { short: 'HTM', title: 'Half-turn metric' },
  qtm: { short: 'QTM', title: 'Quarter-turn metric' },
  stm: { short: 'STM', title: 'Slice-turn metric' },
  etm: { short: 'ETM', title: 'Execution-turn metric (rotations count)' },
  obtm: { short: 'OBTM', title: 'Outer block turn metric (R, Rw, 3Rw count 1; an inner layer alone 2)' },
  moves: { short: 'Moves', title: 'Every turn counts 1' },
};

/** "HTM 20, QTM 24": the first `max` counts, a puzzle's own metric first; '' for a bare move count. */
export function countsText(counts: Readonly<Record<string, number>>, max = 2): string {
  const shown = Object.entries(counts).filter(([metric]) => metric !== 'moves');
  return shown
    .slice(0, max)
    .map(([metric, n]) => `${METRICS[metric]?.short ?? metric} ${n}`)
    .join(', ');
}
