// While a long search runs (a row whose answerMeanwhile names a quick solver), the
// quick solver's answer to the same state, asked of the input worker so that the search
// keeps the solver worker, offered to play at once ("Play it"). Gone when the search
// ends: its own answer replaces it.

import { countOf } from '../i18n/count';
import { t } from '../i18n/messages';
import type { SolveReply, SolverInfo } from '../worker/api';
import type { PageParts } from './page-parts';
import { solverTitle } from './solver-words';
import type { SolveTarget } from './store';

export class AnswerMeanwhile {
  private asked = 0;

  constructor(
    private readonly page: PageParts,
    private readonly el: HTMLElement,
    private readonly play: (target: SolveTarget, reply: SolveReply, title: string) => Promise<void>,
  ) {}

  /** Asks for the quick answer to `target` when `info` has one; shows it when it comes, unless stopped first. */
  start(info: SolverInfo, target: SolveTarget): void {
    this.stop();
    const quick = this.page.store.solvers.find((s) => s.name === info.answerMeanwhile);
    if (!quick) return;
    const mine = this.asked;
    const { puzzle, state } = target.request;
    void this.page.coreClient
      .run((api) => api.solve({ puzzle, state, solver: quick.name }))
      .then((reply) => {
        const s = reply.status === 'solved' ? reply.solutions[0] : undefined;
        if (mine !== this.asked || !s) return;
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'quiet';
        button.dataset.testid = 'answer-meanwhile-play';
        button.textContent = t('solving.playIt');
        button.addEventListener(
          'click',
          () => void this.play(target, reply, t('solving.whileSearching', { title: solverTitle(quick) })),
        );
        this.el.replaceChildren(
          t(s.optimal ? 'solving.meanwhileOptimal' : 'solving.meanwhileUnproven', {
            title: solverTitle(quick),
            moves: countOf(s.length, 'move'),
          }),
          button,
        );
        this.el.hidden = false;
      })
      .catch(() => undefined); // only an offer: the search's own answer follows
  }

  /** The search ended (or another began): the offer goes. */
  stop(): void {
    this.asked++;
    this.el.hidden = true;
    this.el.replaceChildren();
  }
}
