// The FMC panel's insertions: for a skeleton (the attempt as one line) that leaves 3
// corners or 3 edges, the core's insertion finder (fmcInsertions) lists the shortest
// ways one commutator finishes it; picking one plays that whole solution from the
// scramble.

import { playedAlg } from '../player/played';
import type { Track } from '../player/player';
import { plural } from '../player/words';
import { byId } from './dom';
import type { PageParts } from './page-parts';

export class FmcInsertions {
  /** Says what happened (the panel's status line). */
  say: (text: string, kind?: '' | 'busy' | 'ok' | 'error') => void = () => {};

  private readonly el = {
    find: byId<HTMLButtonElement>('fmc-insert'),
    list: byId<HTMLOListElement>('fmc-insertions'),
  };

  constructor(private readonly page: PageParts) {
    this.el.list.addEventListener('click', (e) => {
      const b = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-moves]');
      if (b) void this.play(b.dataset.moves ?? '', b.dataset.label ?? '');
    });
  }

  get findButton(): HTMLButtonElement {
    return this.el.find;
  }

  clear(): void {
    this.el.list.replaceChildren();
  }

  /** Lists the insertions that finish `skeleton` after `scramble`, or the core's reason there are none. */
  async find(scramble: string, skeleton: string): Promise<void> {
    const found = await this.page.core().fmcInsertions(scramble, skeleton, 5);
    if (!found.ok) {
      this.clear();
      this.say(found.error, 'error');
      return;
    }
    this.say(
      `The skeleton leaves ${found.cycle}: ${found.insertions.length ? 'the shortest insertions are below (pick one to play it)' : 'no insertion found'}.`,
      'ok',
    );
    this.el.list.replaceChildren(
      ...found.insertions.map((ins) => {
        const li = document.createElement('li');
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'solution-option mono';
        b.dataset.testid = 'fmc-insertion';
        b.dataset.moves = ins.moves;
        b.dataset.label = `${ins.insertion} after move ${ins.position}`;
        b.textContent = `${ins.insertion} after move ${ins.position}: ${plural(ins.length, 'move')}${ins.cancelled ? ` (${ins.cancelled} cancelled)` : ''}`;
        li.append(b);
        return li;
      }),
    );
  }

  /** A solution the insertion finder made, played from the scramble. */
  private async play(moves: string, label: string): Promise<void> {
    const { store, solving } = this.page;
    const start = store.stickers.shown?.result.facelets;
    if (!start || !store.player) return;
    const played = await this.page.core().playAlg('3x3x3', moves, start);
    if (!played.ok) return;
    const track: Track = {
      kind: 'solution',
      title: `FMC solution with the insertion ${label}`,
      start,
      result: playedAlg(played),
      stages: [],
    };
    solving.loadSolution(track, solving.stateKey());
    void store.player.play();
  }
}
