// What every puzzle with a scramble and a start state does with them on the page: carry
// them in a link, replace them by a random state or a random-state scramble, clear them.
// The sticker puzzles (sticker-page.ts) and the puzzles with a view of their own
// (played-page.ts: the Clock, the Square-1) build on it.

import { t } from '../i18n/messages';
import type { ShareParams } from '../share/share';
import type { AnyPuzzle, StatePuzzle } from '../worker/api';
import type { PageParts } from './page-parts';

export abstract class ScramblePage {
  readonly noun = 'move';
  readonly clearLabel = t('inputs.clear');
  readonly scrambles = true;
  protected abstract readonly inputs: { scramble: string; start: string };

  constructor(protected readonly page: PageParts) {}

  linkFields(): Pick<ShareParams, 'scramble' | 'state'> {
    return { scramble: this.inputs.scramble, state: this.inputs.start };
  }

  setFromLink(params: ShareParams): void {
    this.inputs.scramble = params.scramble ?? '';
    this.inputs.start = params.state ?? '';
  }

  async randomStart(p: AnyPuzzle, seed: number, remember: () => void): Promise<string> {
    const state = await this.page.core().randomState(p as StatePuzzle, seed);
    remember();
    this.inputs.start = state;
    this.inputs.scramble = '';
    return t('played.randomStateSet');
  }

  clear(): string {
    this.inputs.scramble = '';
    this.inputs.start = '';
    return t('played.cleared');
  }

  /** A scramble (a random-state one) replaces the inputs. */
  setScramble(scramble: string): void {
    this.inputs.scramble = scramble;
    this.inputs.start = '';
  }
}
