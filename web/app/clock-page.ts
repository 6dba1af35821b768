// The Rubik's Clock on the page: its inputs (clock-inputs.ts: a WCA scramble and a
// start state, both read by the core), its view of both faces (ClockView), the scramble
// as the player's track, and what Solve would solve. The core plays the moves and
// solves; this file shows its answers.

import { playedSteps } from '../player/played';
import type { Player } from '../player/player';
import { ClockView } from '../render/ClockView';
import type { ShareParams } from '../share/share';
import type { AnyPuzzle, DialPuzzle, DialStep } from '../worker/api';
import { ClockInputs } from './clock-inputs';
import { byId } from './dom';
import type { PageParts } from './page-parts';
import { type PuzzlePage, requestKey, type TargetFields } from './puzzle-page';
import type { SolveTarget } from './store';

export class ClockPage implements PuzzlePage {
  readonly noun = 'move';
  readonly random = {
    label: 'Random state',
    title: 'A uniformly random state of the dials as the start state',
    what: 'state',
  };
  readonly clearLabel = 'Clear';
  readonly scrambles = true;
  readonly threeD = false;

  private readonly clockView: ClockView;
  private readonly inputs: ClockInputs;

  constructor(private readonly page: PageParts) {
    this.clockView = new ClockView(byId('stage'), {
      label: 'Rubik’s Clock, both faces: click a dial to turn it an hour (shift-click: back), a pin to flip it',
      interactive: true,
    });
    this.clockView.onEdit = (index, hours, shown) => void this.edit(index, hours, shown);
    this.inputs = new ClockInputs(
      {
        scramble: byId('clock-scramble'),
        scrambleError: byId('clock-scramble-error'),
        count: byId('clock-count'),
        state: byId('clock-state'),
        validity: byId('clock-validity'),
        current: byId('clock-current'),
      },
      page.core,
    );
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

  view(): ClockView {
    return this.clockView;
  }

  showView(shown: boolean): void {
    this.clockView.element.hidden = !shown;
  }

  async read(p: AnyPuzzle, stale: () => boolean): Promise<boolean> {
    if (!(await this.inputs.read(p as DialPuzzle, stale))) return false;
    const played = this.inputs.played;
    if (!this.page.store.player) this.clockView.setState(played ? played.state : this.inputs.from);
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
        const result = playedSteps(s.moves, s.steps as DialStep[], s.states, { moves: s.length });
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
    return this.inputs.played?.solved
      ? 'The clock is solved: every dial at 12. Type a scramble or press Random scramble.'
      : '';
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
    const state = await this.page.core().randomState(p as DialPuzzle, seed);
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
