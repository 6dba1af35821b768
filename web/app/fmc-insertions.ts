// The FMC panel's insertions: for a skeleton (the attempt as one line) that leaves 3
// corners or 3 edges, the core's insertion finder (fmcInsertions) lists the shortest
// ways one commutator finishes it; picking one plays that whole solution from the
// scramble.

import { countOf } from '../i18n/count';
import { t } from '../i18n/messages';
import { playedAlg } from '../player/played';
import type { Track } from '../player/player';
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
      t('fmc.skeletonLeaves', {
        cycle: found.cycle,
        rest: t(found.insertions.length ? 'fmc.insertionsBelow' : 'fmc.noInsertion'),
      }),
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
        b.dataset.label = t('fmc.afterMove', { insertion: ins.insertion, position: ins.position });
        b.textContent = t('fmc.insertionLine', {
          where: b.dataset.label,
          moves: countOf(ins.length, 'move'),
          cancelled: ins.cancelled ? t('fmc.cancelledN', { count: ins.cancelled }) : '',
        });
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
      title: t('fmc.insertionTitle', { label }),
      start,
      result: playedAlg(played),
      stages: [],
    };
    solving.loadSolution(track, solving.stateKey());
    void store.player.play();
  }
}
