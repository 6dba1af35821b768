// Every optimal solution a solver found (on request), as a list to pick from: the
// count, and each solution as a button that loads it into the player.

import { countOf } from '../i18n/count';
import { formatNumber, t } from '../i18n/messages';
import type { Solution } from '../worker/api';

/** How many solutions are listed; the count says how many there are. */
const LISTED = 200;

export class SolutionList {
  /** A solution was picked: its index in the reply. */
  onPick: ((index: number) => void) | null = null;

  private buttons: HTMLButtonElement[] = [];

  constructor(
    private readonly box: HTMLElement,
    private readonly summary: HTMLElement,
    private readonly list: HTMLOListElement,
  ) {
    list.addEventListener('click', (e) => {
      const b = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-index]');
      if (b) this.onPick?.(Number(b.dataset.index));
    });
  }

  /**
   * Shows `solutions` (several optimal ones; `capped` when the solver stopped at the
   * number asked for, so there may be more), `picked` marked. Fewer than two: hidden.
   */
  show(solutions: readonly Solution[], capped: boolean, noun: string, picked = 0): void {
    this.buttons = [];
    if (solutions.length < 2) {
      this.clear();
      return;
    }
    const n = solutions.length;
    const length = solutions[0].length;
    const what = { count: formatNumber(n), moves: countOf(length, noun) };
    this.summary.textContent =
      t(capped ? 'solving.atLeastOptimalOf' : 'solving.optimalOf', what) +
      (n > LISTED ? t('solving.firstListed', { count: LISTED }) : '') +
      t('solving.pickOne') +
      (noun === 'slide' ? t('solving.blankMoves') : '');
    this.list.replaceChildren(
      ...solutions.slice(0, LISTED).map((s, i) => {
        const li = document.createElement('li');
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'solution-option mono';
        b.dataset.index = String(i);
        b.setAttribute('data-testid', 'solution-option');
        b.textContent = s.moves;
        li.append(b);
        this.buttons.push(b);
        return li;
      }),
    );
    this.mark(picked);
    this.box.hidden = false;
  }

  mark(index: number): void {
    this.buttons.forEach((b, i) => {
      b.classList.toggle('current', i === index);
      b.setAttribute('aria-pressed', String(i === index));
    });
  }

  clear(): void {
    this.box.hidden = true;
    this.summary.textContent = '';
    this.list.replaceChildren();
  }
}
