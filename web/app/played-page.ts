// A puzzle with a view of its own on the page (the Clock's two faces, the Square-1's
// layers): its inputs (played-inputs.ts: a WCA scramble and a start state, both read by
// the core), its view, the scramble as the player's track, and what Solve would solve.
// The core plays the moves and solves; this file shows its answers. clock-page.ts and
// sq1-page.ts give what differs.

import { t } from '../i18n/messages';
import { playedSteps } from '../player/played';
import type { Player } from '../player/player';
import type { PlaybackView, PlayStep } from '../render/playback';
import type { AnyPuzzle } from '../worker/api';
import { byId } from './dom';
import type { PageParts } from './page-parts';
import { type PlayedInputElements, PlayedInputs, type PlayedPuzzle } from './played-inputs';
import { type PuzzlePage, requestKey, type TargetFields } from './puzzle-page';
import { ScramblePage } from './scramble-page';
import type { SolveTarget } from './store';

/** A view of its own: an element beside the 3D view's stage, drawing a state. */
export interface OwnView<S extends PlayStep> extends PlaybackView<S> {
  readonly element: HTMLElement;
  setState(state: string): void;
}

export interface PlayedPageParts<S extends PlayStep> extends PlayedPuzzle<S> {
  view: OwnView<S>;
  idPrefix: string; // the inputs' element ids: `${idPrefix}scramble`, `${idPrefix}state`...
  randomTitle: string; // the Random state button's tooltip
  solvedText: string; // said when the inputs are solved already
}

export class PlayedPage<S extends PlayStep> extends ScramblePage implements PuzzlePage {
  readonly threeD = false;
  readonly random: { label: string; title: string; what: string };
  protected readonly inputs: PlayedInputs<S>;

  constructor(
    page: PageParts,
    private readonly parts: PlayedPageParts<S>,
  ) {
    super(page);
    this.random = { label: t('inputs.randomState'), title: parts.randomTitle, what: t('played.state') };
    const id = (name: string) => byId(`${parts.idPrefix}${name}`);
    const el: PlayedInputElements = {
      scramble: id('scramble') as HTMLTextAreaElement,
      scrambleError: id('scramble-error'),
      count: id('count'),
      state: id('state') as HTMLInputElement,
      validity: id('validity'),
      current: id('current') as HTMLOutputElement,
    };
    this.inputs = new PlayedInputs(el, page.core, parts);
  }

  view(): OwnView<S> {
    return this.parts.view;
  }

  showView(shown: boolean): void {
    this.parts.view.element.hidden = !shown;
  }

  async read(p: AnyPuzzle, stale: () => boolean): Promise<boolean> {
    if (!(await this.inputs.read(p, stale))) return false;
    const played = this.inputs.played;
    if (!this.page.store.player) this.parts.view.setState(played ? played.state : this.inputs.from);
    return true;
  }

  target(p: AnyPuzzle, fields: TargetFields): SolveTarget | null {
    const played = this.inputs.played;
    if (!played) return null;
    const request = { puzzle: p, state: played.state, ...fields };
    return {
      request,
      key: requestKey(request),
      noun: 'move',
      solutionTrack: async (s, title, solvedFrom) => {
        if (solvedFrom !== request.state) return this.inputs.playedTrack(s.moves, request.state, title);
        const counts = { [this.parts.metric]: s.length };
        const result = playedSteps(s.moves, s.steps as unknown as S[], s.states, counts);
        return { kind: 'solution', title, start: request.state, result, stages: s.stages, noun: 'step' };
      },
      linkTrack: (moves, title) => this.inputs.playedTrack(moves, request.state, title),
    };
  }

  problem(): { text: string; kind: '' | 'error' } | null {
    const problem = this.inputs.problem;
    return problem ? { text: problem, kind: '' } : null;
  }

  atGoal(): string {
    return this.inputs.played?.solved ? this.parts.solvedText : '';
  }

  syncTrack(player: Player): void {
    const track = this.inputs.scrambleTrack();
    if (!track) return; // keep showing the last good state
    const t = player.current;
    if (t?.kind === 'scramble' && t.start === track.start && t.result.canonical === track.result.canonical) return;
    player.load(track);
  }

  goalState(): string {
    return '';
  }
}
