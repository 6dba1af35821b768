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
