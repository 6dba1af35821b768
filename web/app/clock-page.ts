// The Rubik's Clock on the page: its view of both faces (ClockView), where a click on a
// dial or pin edits the start state through the core (editClock), and its moves played
// by the core (playClock, counted in dial turns); played-page.ts does the rest.

import { t } from '../i18n/messages';
import { ClockView } from '../render/ClockView';
import type { DialStep } from '../worker/api';
import { byId } from './dom';
import type { PageParts } from './page-parts';
import { PlayedPage } from './played-page';

export class ClockPage extends PlayedPage<DialStep> {
  /** The edits made on the view, one after the other (the last one's end). */
  private edits: Promise<void> = Promise.resolve();

  constructor(page: PageParts) {
    const view = new ClockView(byId('stage'), {
      label: t('played.clockLabel'),
      interactive: true,
    });
    super(page, {
      view,
      idPrefix: 'clock-',
      play: (core, alg, start) => core.playClock(alg, start),
      metric: 'moves',
      emptyText: t('played.clockEmpty'),
      randomTitle: t('played.clockRandomTitle'),
      solvedText: t('played.clockSolved'),
    });
    // One edit at a time: each reads the start the one before wrote (two clicks in quick
    // succession both read the same start otherwise, and the second undid the first).
    view.onEdit = (index, hours, shown) => {
      const next = this.edits.then(() => this.edit(index, hours, shown));
      this.edits = next.catch(() => undefined); // a failed edit, reported, holds up no other
      void next;
    };
  }

  /**
   * A dial or pin clicked on the view: the state shown, edited by the core, becomes the
   * start. With no scramble that is the start typed, which an edit just before this one
   * has set although the view may not show it yet (two keys pressed quickly).
   */
  private async edit(index: number, hours: number, shown: string): Promise<void> {
    const start = this.inputs.scramble.trim() === '' ? this.inputs.start : '';
    let r = start ? await this.page.core().editClock(start, index, hours) : null;
    if (!r?.ok && shown) r = await this.page.core().editClock(shown, index, hours);
    if (!r?.ok) return;
    this.inputs.start = r.state;
    this.inputs.scramble = '';
    this.page.say(t(index >= 18 ? 'played.pinFlipped' : 'played.dialTurned'));
    await this.page.cycle.update();
  }
}
