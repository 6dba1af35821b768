// The Square-1 on the page: its inputs (sq1-inputs.ts: a WCA scramble and a start
// state, both read by the core), its view of both layers (Sq1View), the scramble as the
// player's track, and what Solve would solve. The core plays the moves and solves;
// this file shows its answers.

import { playedSteps } from '../player/played';
import type { Player } from '../player/player';
import { Sq1View } from '../render/Sq1View';
import type { ShareParams } from '../share/share';
import type { AnyPuzzle, Sq1Puzzle, Sq1Step } from '../worker/api';
import { byId } from './dom';
import type { PageParts } from './page-parts';
import { type PuzzlePage, requestKey, type TargetFields } from './puzzle-page';
import { Sq1Inputs } from './sq1-inputs';
import type { SolveTarget } from './store';

export class Sq1Page implements PuzzlePage {
  readonly noun = 'move';
  readonly random = {
    label: 'Random state',
    title: 'A uniformly random state (TNoodle draws its scrambles from these) as the start state',
    what: 'state',
  };
  readonly clearLabel = 'Clear';
  readonly scrambles = true;
  readonly threeD = false;

  private readonly sq1View: Sq1View;
  private readonly inputs: Sq1Inputs;

  constructor(private readonly page: PageParts) {
    this.sq1View = new Sq1View(byId('stage'), {
      label: 'Square-1: the top layer seen from above, the bottom seen from below, the middle layer’s front',
    });
    this.inputs = new Sq1Inputs(
      {
        scramble: byId('sq1-scramble'),
        scrambleError: byId('sq1-scramble-error'),
        count: byId('sq1-count'),
        state: byId('sq1-state'),
        validity: byId('sq1-validity'),
        current: byId('sq1-current'),
      },
      page.core,
    );
  }

  view(): Sq1View {
    return this.sq1View;
  }

  showView(shown: boolean): void {
    this.sq1View.element.hidden = !shown;
  }

  async read(p: AnyPuzzle, stale: () => boolean): Promise<boolean> {
    if (!(await this.inputs.read(p as Sq1Puzzle, stale))) return false;
    const played = this.inputs.played;
    if (!this.page.store.player) this.sq1View.setState(played ? played.state : this.inputs.from);
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
        const result = playedSteps(s.moves, s.steps as Sq1Step[], s.states, { twist: s.length });
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
    return this.inputs.played?.solved ? 'The Square-1 is solved. Type a scramble or press Random scramble.' : '';
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

  linkFields(): Pick<ShareParams, 'scramble' | 'state'> {
    return { scramble: this.inputs.scramble, state: this.inputs.start };
  }

  setFromLink(params: ShareParams): void {
    this.inputs.scramble = params.scramble ?? '';
    this.inputs.start = params.state ?? '';
  }

  async randomStart(p: AnyPuzzle, seed: number, remember: () => void): Promise<string> {
    const state = await this.page.core().randomState(p as Sq1Puzzle, seed);
    remember();
    this.inputs.start = state;
    this.inputs.scramble = '';
    return 'Random state set as the start state. Back restores the previous inputs.';
  }

  clear(): string {
    this.inputs.scramble = '';
    this.inputs.start = '';
    return 'Cleared. Back restores the previous inputs.';
  }

  setScramble(scramble: string): void {
    this.inputs.scramble = scramble;
    this.inputs.start = '';
  }
}
