// The 8-puzzle on the page: the board input and its board view (sliding-inputs.ts;
// a click on a tile beside the gap slides it, animated, then the inputs follow), the
// bare board as the player's track, and what Solve would solve. The core reads boards
// and makes slides; this file shows its answers.

import { t } from '../i18n/messages';
import { playedSteps } from '../player/played';
import type { Player } from '../player/player';
import { prefersReducedMotion } from '../render/playback';
import { SlidingBoardView } from '../render/SlidingBoardView';
import type { ShareParams } from '../share/share';
import type { AnyPuzzle, SlideStep } from '../worker/api';
import { byId } from './dom';
import type { PageParts } from './page-parts';
import { type PuzzlePage, requestKey, type TargetFields } from './puzzle-page';
import { SlidingInputs } from './sliding-inputs';
import type { SolveTarget } from './store';

export class SlidingPage implements PuzzlePage {
  readonly noun = 'slide';
  readonly random = {
    label: t('played.randomPosition'),
    title: t('played.randomBoardTitle'),
    what: t('played.board'),
  };
  readonly clearLabel = t('played.backToGoal');
  readonly scrambles = false;
  readonly threeD = false;

  private readonly boardView: SlidingBoardView;
  private readonly inputs: SlidingInputs;

  constructor(private readonly page: PageParts) {
    this.boardView = new SlidingBoardView(byId('stage'), { label: t('played.boardTitle') });
    this.inputs = new SlidingInputs(
      {
        board: byId('board-input'),
        validity: byId('board-validity'),
        validityLine: byId('board-validity-line'),
        problem: byId('board-problem'),
      },
      this.boardView,
      page.core,
    );
    this.inputs.onSlide = (result) => {
      // The core made the slide; the board view shows it, then the inputs follow.
      document.body.dataset.pending = '1';
      page.say(`${result.moves[0]?.text ?? t('played.slid')}.`);
      if (prefersReducedMotion()) {
        void page.cycle.update();
        return;
      }
      const speed = Number(byId<HTMLInputElement>('speed').value) || 1;
      void this.boardView.animate(result.moves, result.states, speed).then(() => page.cycle.update());
    };
    this.inputs.onNote = (text) => page.say(text);
  }

  view(): SlidingBoardView {
    return this.boardView;
  }

  showView(shown: boolean): void {
    this.boardView.element.hidden = !shown;
  }

  async read(_p: AnyPuzzle, stale: () => boolean): Promise<boolean> {
    const options = this.page.options;
    const check = await this.page.core().readSliding(this.inputs.text, options.goalText);
    if (stale()) return false;
    this.inputs.show(check);
    options.showSlidingGoal(check.goal);
    return true;
  }

  target(p: AnyPuzzle, fields: TargetFields): SolveTarget | null {
    if (!this.inputs.solvable) return null;
    const request = { puzzle: p, state: this.inputs.board, ...fields };
    return {
      request,
      key: requestKey(request),
      noun: 'slide',
      solutionTrack: async (s, title, solvedFrom) => {
        if (solvedFrom !== request.state) return this.inputs.playedTrack(s.moves, title);
        const result = playedSteps(s.moves, s.steps as SlideStep[], s.states);
        return { kind: 'solution', title, start: request.state, result, noun: 'slide' };
      },
      linkTrack: (moves, title) => this.inputs.playedTrack(moves, title),
    };
  }

  problem(): { text: string; kind: '' | 'error' } | null {
    const problem = this.inputs.problem;
    if (!problem) return null;
    return { text: problem, kind: this.inputs.board && this.inputs.goal ? 'error' : '' };
  }

  atGoal(): string {
    return this.inputs.board === this.inputs.goal ? t('played.boardAtGoal') : '';
  }

  syncTrack(player: Player): void {
    const t = player.current;
    const track = this.inputs.boardTrack();
    if (!track) return; // keep showing the last good board
    if (t?.kind === 'scramble' && t.start === track.start) return;
    player.load(track);
  }

  goalState(): string {
    return this.inputs.goal;
  }

  linkFields(): Pick<ShareParams, 'scramble' | 'state'> {
    return { scramble: undefined, state: this.inputs.text };
  }

  setFromLink(params: ShareParams): void {
    if (params.state !== undefined) this.inputs.text = params.state;
  }

  async randomStart(_p: AnyPuzzle, seed: number, remember: () => void): Promise<string> {
    const board = await this.page.core().randomSliding(this.inputs.goal, seed);
    remember();
    this.inputs.text = board;
    return t('played.randomBoard');
  }

  clear(): string {
    this.inputs.text = this.inputs.goal;
    return t('played.backAtGoal');
  }
}
