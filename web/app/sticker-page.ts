// What the cubes' part of the page (cube-page.ts) and the Pyraminx's and Skewb's
// (twisty-page.ts) share: the same scramble and start-state fields (cube-inputs.ts),
// read by the core's validate and playAlg or playTurns, their verdicts and the current
// state shown (a start that is not valid drawn as typed, its faulty stickers outlined);
// what Solve would solve and a solution as the
// player's track; the scramble as the track; the fields a share link carries; a random
// start; Clear. Each puzzle page adds how it reads and shows its inputs and its view.

import { playedAlg, playedSteps } from '../player/played';
import type { Player, Track } from '../player/player';
import type { PuzzleView } from '../render/PuzzleView';
import type { ShareParams } from '../share/share';
import type {
  AlgResult,
  AnyPuzzle,
  MoveStep,
  PuzzleGeometry,
  PuzzleName,
  TwistStep,
  TwistyPuzzle,
} from '../worker/api';
import { CubeInputs, type PlayScramble } from './cube-inputs';
import { byId, byTestId } from './dom';
import type { PageParts } from './page-parts';
import { requestKey, type TargetFields } from './puzzle-page';
import type { SolveTarget } from './store';

/** A state the inputs described: the start, and the scramble the core played on it. */
export interface StickersShown<P, S> {
  puzzle: P;
  start: string;
  result: Extract<AlgResult<S>, { ok: true }>;
}

export abstract class StickerPage<P extends PuzzleName | TwistyPuzzle, S extends MoveStep | TwistStep> {
  readonly noun = 'move';
  readonly clearLabel = 'Clear';
  readonly scrambles = true;
  readonly inputs: CubeInputs<P, S>;

  /**
   * `play` plays moves through the core (playAlg, playTurns); `mapWidth` is the
   * stickers of a face in the text map of faulty stickers (0: none).
   */
  constructor(
    protected readonly page: PageParts,
    private readonly play: PlayScramble<P, S>,
    mapWidth: (p: P) => number,
  ) {
    this.inputs = new CubeInputs<P, S>(
      {
        scramble: byId('scramble'),
        scrambleError: byId('scramble-error'),
        counts: byTestId('counts'),
        facelets: byId('facelets'),
        validity: byId('validity'),
        current: byId('current'),
        currentNote: byId('current-note'),
        copyCurrent: byId('copy-current'),
      },
      page.core,
      play,
      mapWidth,
    );
  }

  /** The last state the inputs described (kept while the scramble has a typo), and whether they describe it now. */
  protected abstract get described(): { shown: StickersShown<P, S> | null; readable: boolean };

  /** The 3D view every sticker puzzle shares (PuzzleView); null without WebGL. */
  view(): PuzzleView | null {
    return this.page.store.view;
  }

  /** The 3D view is the stage's (update-cycle.ts shows it for every sticker puzzle). */
  showView(_shown: boolean): void {}

  /**
   * The geometry of `puzzle`'s row (asked of the core once), drawn on the 3D view unless
   * it draws it already.
   */
  protected async geometryOf(puzzle: P, stale: () => boolean): Promise<PuzzleGeometry | null> {
    const store = this.page.store;
    const geometry = await this.page.geometry(puzzle);
    if (stale()) return null;
    if (store.view && store.view.shape !== geometry) store.view.setGeometry(geometry);
    return geometry;
  }

  /**
   * Has the core read the inputs of `puzzle` (after the view has its layout) and shows
   * its answers: the verdicts under the fields, the current state, and on `view` what
   * was typed with its faulty stickers outlined when the start is not valid. Null when
   * a newer update took over; else what painting starts from and the faulty stickers.
   */
  protected async readInputs(
    puzzle: P,
    solved: string,
    view: { setState(state: string): void; highlight(indices: readonly number[]): void } | null,
    stale: () => boolean,
  ): Promise<{ painted: string; faulty: number[]; typed: string } | null> {
    this.inputs.placeholder = solved;
    const reading = await this.inputs.read(puzzle, stale);
    if (!reading) return null;
    this.inputs.show(reading);
    const { validation, result, from } = reading;
    const startOk = validation === null || validation.ok;
    const described = this.described;
    described.readable = startOk && result.ok;
    const typed = startOk ? '' : validation!.facelets || this.inputs.start;
    const faulty = startOk ? [] : validation!.problems.flatMap((pr) => pr.stickers);
    if (!startOk) {
      // Draw what was typed, the stickers named by the problems outlined.
      described.shown = null;
      this.page.store.player?.clear();
      view?.setState(typed);
      view?.highlight(faulty);
      this.inputs.showCurrent('', 'start state is not valid');
    } else if (result.ok) {
      described.shown = { puzzle, start: from ?? solved, result };
      view?.highlight([]);
      this.inputs.showCurrent(result.facelets, '');
    } else {
      // Keep drawing the last good state; say that it is not the typed one.
      view?.highlight([]);
      if (described.shown?.puzzle === puzzle) {
        this.inputs.showCurrent(described.shown.result.facelets, 'showing the last valid scramble');
      } else {
        described.shown = null;
        this.page.store.player?.clear();
        this.inputs.showCurrent('', 'fix the scramble');
      }
    }
    // Painting starts from the state the inputs make (the typed start when it is not valid).
    return { painted: typed || (result.ok ? result.facelets : (from ?? solved)), faulty, typed };
  }

  target(p: AnyPuzzle, fields: TargetFields): SolveTarget | null {
    const { shown, readable } = this.described;
    if (!shown || !readable || shown.puzzle !== p) return null;
    const start = shown.result.facelets;
    const request = { puzzle: p, state: start, ...fields };
    /** `moves` read and played from the start by the core. */
    const played = async (moves: string, title: string): Promise<Track> => {
      const niss = await this.nissTrack(shown.puzzle, moves, title, start);
      if (niss) return niss;
      const result = await this.play(shown.puzzle, moves, start);
      if (!result.ok) throw new Error(`the solution could not be played: ${result.error.message}`);
      return { kind: 'solution', title, start, result: playedAlg(result), stages: [] };
    };
    return {
      request,
      key: requestKey(request),
      noun: 'move',
      solutionTrack: async (s, title, solvedFrom) => {
        const niss = await this.nissTrack(shown.puzzle, s.moves, title, start);
        if (niss) return niss;
        if (solvedFrom !== start) return { ...(await played(s.moves, title)), stages: s.stages };
        const result = playedSteps(s.moves, s.steps as S[], s.states, s.counts);
        return { kind: 'solution', title, start, result, stages: s.stages };
      },
      linkTrack: played,
    };
  }

  /**
   * A solution with moves on the inverse side (NISS, `^( )`) as a track: its normal
   * moves, then the inverse side's undone, from `start`; null when it has none (or the
   * puzzle has no NISS notation). Read as one line, its ^( ) moves would be undone
   * before the normal ones, after the scramble: not what the solver meant.
   */
  protected async nissTrack(_p: P, _moves: string, _title: string, _start: string): Promise<Track | null> {
    return null;
  }

  problem(): { text: string; kind: '' } | null {
    const { shown, readable } = this.described;
    return !shown || !readable ? { text: 'Fix the start state or the scramble to solve.', kind: '' } : null;
  }

  syncTrack(player: Player): void {
    const shown = this.described.shown;
    if (!shown) return;
    const t = player.current;
    if (t?.kind === 'scramble' && t.start === shown.start && t.result.canonical === shown.result.canonical) {
      return; // same scramble (e.g. a space typed): keep the position
    }
    const track: Track = { kind: 'scramble', title: 'Scramble', start: shown.start, result: playedAlg(shown.result) };
    if (!this.handTurned(shown)) {
      player.load(track);
      return;
    }
    // A hand turn: show the state before it, then play it.
    player.load(track, track.result.length - 1);
    void player.stepForward();
  }

  linkFields(): Pick<ShareParams, 'scramble' | 'state'> {
    return { scramble: this.inputs.scramble, state: this.inputs.start };
  }

  setFromLink(params: ShareParams): void {
    this.inputs.scramble = params.scramble ?? '';
    this.inputs.start = params.state ?? '';
  }

  async randomStart(p: AnyPuzzle, seed: number, remember: () => void): Promise<string> {
    const stickers = await this.page.core().randomState(p as P, seed);
    remember();
    this.inputs.start = stickers;
    this.inputs.scramble = '';
    return 'Random state set as the start state. Back restores the previous inputs.';
  }

  clear(): string {
    this.inputs.scramble = '';
    this.inputs.start = '';
    return 'Cleared. Back restores the previous inputs.';
  }

  /** A scramble (a random-state one) replaces the inputs. */
  setScramble(scramble: string): void {
    this.inputs.scramble = scramble;
    this.inputs.start = '';
  }

  /** The scramble just grew by a hand turn (asked once per new scramble): play it rather than jump to it. */
  protected handTurned(_shown: StickersShown<P, S>): boolean {
    return false;
  }
}
