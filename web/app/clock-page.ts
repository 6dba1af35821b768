// The Rubik's Clock on the page: its view of both faces (ClockView), where a click on a
// dial or pin edits the start state through the core (editClock), and its moves played
// by the core (playClock, counted in dial turns); played-page.ts does the rest.

import { ClockView } from '../render/ClockView';
import type { DialStep } from '../worker/api';
import { byId } from './dom';
import type { PageParts } from './page-parts';
import { PlayedPage } from './played-page';

export class ClockPage extends PlayedPage<DialStep> {
  constructor(page: PageParts) {
    const view = new ClockView(byId('stage'), {
      label:
        'Rubik’s Clock, both faces: click a dial to turn it an hour (shift-click: back), a pin to flip it; or arrow keys to a dial or pin, Enter to turn or flip (Shift+Enter or -: back)',
      interactive: true,
    });
    super(page, {
      view,
      idPrefix: 'clock-',
      play: (core, alg, start) => core.playClock(alg, start),
      metric: 'moves',
      emptyText: 'Empty: the scramble starts from the solved clock.',
      randomTitle: 'A uniformly random state of the dials as the start state',
      solvedText: 'The clock is solved: every dial at 12. Type a scramble or press Random scramble.',
    });
    view.onEdit = (index, hours, shown) => void this.edit(index, hours, shown);
  }

  /** A dial or pin clicked on the view: the state shown, edited by the core, becomes the start. */
  private async edit(index: number, hours: number, shown: string): Promise<void> {
    if (!shown) return;
    const r = await this.page.core().editClock(shown, index, hours);
    if (!r.ok) return;
    this.inputs.start = r.state;
    this.inputs.scramble = '';
    this.page.say(index >= 18 ? 'Pin flipped: the start state changed.' : 'Dial turned: the start state changed.');
    await this.page.cycle.update();
  }
}
