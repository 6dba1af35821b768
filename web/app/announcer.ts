// Says where playback is, for screen readers, in one polite live region: "Move 3 of 12:
// R'." when stepping or pausing, and how it ends ("End of the solution: the cube is
// solved."). Quiet while playing, so a reader is not flooded with every turn.

import { t as tr } from '../i18n/messages';
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
    const what = tr(t.kind === 'solution' ? 'notes.theSolution' : 'notes.theScramble');
    const step = p > 0 ? t.result.step(p - 1) : undefined;
    const where = step
      ? tr('notes.stepOf', {
          noun,
          position: p,
          count: n,
          name: step.name,
          text: step.text ? tr('notes.paren', { text: step.text }) : '',
        })
      : tr('notes.startOf', { what, noun, count: n });
    if (p < n) return where;
    const state = player.shownState;
    const end = tr(
      state === solved ? (noun === 'slide' ? 'notes.boardAtGoal' : 'notes.cubeSolved') : 'notes.stateReached',
    );
    return tr('notes.endOf', { where, what, end });
  }
}
