// The buttons that replace the inputs: Random scramble (a WCA-style random-state
// scramble from the solver worker), Random state / Random position (the puzzle's own
// random start) and Clear / Back to the goal. Each keeps the previous inputs one Back
// press away.

import { countOf } from '../i18n/count';
import { t } from '../i18n/messages';
import { puzzleRow } from '../puzzles';
import { byId } from './dom';
import { errorMessage, notify } from './notices';
import type { PageParts } from './page-parts';

/** How long a random scramble may take before the box is emptied to say it is coming. */
const SLOW_MS = 1000;

/** 53 random bits for the core's random states (the same state for a seed everywhere). */
function randomSeed(): number {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return (words[0] & 0x1fffff) * 2 ** 32 + words[1];
}

/**
 * Keeps the current inputs one Back press away before a button replaces them; `url`:
 * the address they had (the box was emptied since, which the address follows).
 */
function rememberInputs(url = location.href): void {
  if (url !== location.href) history.replaceState(history.state, '', url);
  history.pushState(null, '', url);
}

export class InputButtons {
  private readonly el = {
    random: byId<HTMLButtonElement>('random'),
    randomScramble: byId<HTMLButtonElement>('random-scramble'),
    scramble: byId<HTMLTextAreaElement>('scramble'),
    clear: byId<HTMLButtonElement>('clear'),
  };

  constructor(private readonly page: PageParts) {}

  wire(): void {
    this.el.random.addEventListener('click', () => void this.randomStart());
    this.el.randomScramble.addEventListener('click', () => void this.randomScramble());
    this.el.clear.addEventListener('click', () => this.clear());
  }

  private async randomScramble(): Promise<void> {
    const { store, solving, solverClient } = this.page;
    const p = store.puzzle;
    const shown = this.page.puzzles[p];
    if (store.busy || !shown.scrambles || !shown.setScramble) return;
    // While a slow one is made (tables first: seconds), the box shows no scramble of
    // another puzzle; a failure or Cancel puts the inputs back.
    const before = shown.linkFields();
    const url = location.href;
    const placeholder = this.el.scramble.placeholder;
    let made = false;
    let cancelEmpty = () => {};
    await solving.withSolver('scrambling', async () => {
      try {
        // The WCA's kind: a random state's solution inverted (the 3x3x3's is a two-phase
        // solution: its tables first), or random moves (the big cubes: no tables).
        const kind = puzzleRow(p).scrambleKind === 'random-moves' ? 'random-move' : 'random-state';
        const making = t('notes.making', {
          kind: t(kind === 'random-move' ? 'notes.randomMove' : 'notes.randomState'),
        });
        // Quick (its tables ready): the new scramble simply replaces the old one. Slow (tables
        // to build first: seconds): the box is emptied meanwhile and says what is coming.
        const emptied = window.setTimeout(() => {
          this.el.scramble.placeholder = making;
          shown.setScramble?.('');
          void this.page.cycle.update();
        }, SLOW_MS);
        cancelEmpty = () => clearTimeout(emptied);
        const info = store.solvers.find((s) => s.puzzles.includes(p));
        if (info && kind === 'random-state')
          await this.page.tables.prepare(info, { puzzle: p, solver: info.name, state: '' });
        solving.setStatus(making, 'busy');
        const s = await solverClient.run((api) => api.scramble(p, randomSeed()));
        cancelEmpty();
        if (store.puzzle !== p) return;
        made = true;
        this.el.scramble.placeholder = placeholder;
        rememberInputs(url);
        shown.setScramble?.(s.scramble);
        this.page.say(t('notes.randomIn'));
        store.busy = '';
        await this.page.cycle.update();
        const moves = countOf(s.scramble.split(' ').length, 'move');
        solving.setStatus(t(kind === 'random-move' ? 'notes.randomMoveDone' : 'notes.randomStateDone', { moves }));
      } finally {
        cancelEmpty();
        this.el.scramble.placeholder = placeholder;
        if (!made && shown.linkFields().scramble === '') {
          shown.setFromLink(before);
          void this.page.cycle.update();
        }
      }
    });
  }

  /** A random start of the puzzle shown: a cube state, or a board the goal can be reached from. */
  private async randomStart(): Promise<void> {
    const p = this.page.store.puzzle;
    const shown = this.page.puzzles[p];
    this.el.random.disabled = true;
    // Pending from the click on: the state comes from the core's worker, and until it is
    // shown the page has not settled (the update below, even after a failure, ends it).
    document.body.dataset.pending = '1';
    try {
      this.page.say(await shown.randomStart(p, randomSeed(), rememberInputs));
    } catch (e) {
      notify(t('notes.randomFailed', { what: shown.random.what, reason: errorMessage(e) }), 'error');
    } finally {
      this.el.random.disabled = false;
      await this.page.cycle.update();
    }
  }

  private clear(): void {
    rememberInputs();
    this.page.say(this.page.puzzles[this.page.store.puzzle].clear());
    void this.page.cycle.update();
  }
}
