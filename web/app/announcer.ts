// Says where playback is, for screen readers, in one polite live region: "Move 3 of 12:
// R'." when stepping or pausing, and how it ends ("End of the solution: the cube is
// solved."). Quiet while playing, so a reader is not flooded with every turn.

import type { Player } from '../player/player';
import type { Speaker } from './page-parts';

export class Announcer implements Speaker {
  private said = '';

  constructor(private readonly region: HTMLElement) {}

  /** Announces the player's position; `solved` is the puzzle's solved state ('' if unknown). */
  update(player: Player, solved: string): void {
    const text = player.isPlaying ? '' : this.describe(player, solved);
    if (text === '' || text === this.said) return;
    this.said = text;
    this.region.textContent = text;
  }

  private describe(player: Player, solved: string): string {
    const t = player.current;
    const n = player.length;
    if (!t || n === 0) return '';
    const p = player.at;
    const noun = t.noun ?? 'move';
    const Noun = noun[0].toUpperCase() + noun.slice(1);
    const what = t.kind === 'solution' ? 'solution' : 'scramble';
    const where =
      p === 0
        ? `Start of the ${what}, before ${noun} 1 of ${n}.`
        : `${Noun} ${p} of ${n}: ${t.result.step(p - 1).name}${t.result.step(p - 1).text ? ` (${t.result.step(p - 1).text})` : ''}.`;
    if (p < n) return where;
    const state = player.shownState;
    const end =
      state === solved
        ? noun === 'slide'
          ? 'the board is at the goal'
          : 'the cube is solved'
        : 'the state is reached';
    return `${where} End of the ${what}: ${end}.`;
  }
}
