// The cubes (3x3x3, 2x2x2) on the page: the scramble and start-state inputs
// (cube-inputs.ts), painting (paint.ts), the camera scan (camera-scan.ts), hand turns on the 3D view (keys and drags,
// hand-turns.ts), the scramble as the player's track, and what Solve would solve. The
// core reads every input; this file shows its answers.

import { playedAlg, playedSteps } from '../player/played';
import type { Player, Track } from '../player/player';
import type { CubeView } from '../render/CubeView';
import type { ShareParams } from '../share/share';
import type { AnyPuzzle, MoveStep, PuzzleName, SolverInfo, StickerPlace } from '../worker/api';
import { moveCount } from '../worker/packed-moves';
import type { CameraScan } from './camera-scan';
import { CubeInputs } from './cube-inputs';
import { pagePainter, pageScan } from './cube-tools';
import { byId, byTestId } from './dom';
import { appendMove, DragMoves, keyMove } from './hand-turns';
import type { Page } from './page';
import type { Painter } from './paint';
import { type PuzzlePage, requestKey, type TargetFields } from './puzzle-page';
import type { GoalWords } from './solver-options';
import type { SolveTarget } from './store';

export class CubePage implements PuzzlePage {
  readonly noun = 'move';
  readonly random = { label: 'Random state', title: 'A random reachable cube state', what: 'state' };
  readonly clearLabel = 'Clear';
  readonly scrambles = true;
  readonly threeD = true;

  readonly inputs: CubeInputs;
  private readonly painter: Painter;
  private readonly scan: CameraScan;
  private readonly dragMoves: DragMoves;

  constructor(private readonly page: Page) {
    this.inputs = new CubeInputs(
      {
        scramble: byId('scramble'),
        scrambleError: byId('scramble-error'),
        htm: byTestId('count-htm'),
        qtm: byTestId('count-qtm'),
        stm: byTestId('count-stm'),
        facelets: byId('facelets'),
        validity: byId('validity'),
        current: byId('current'),
        currentNote: byId('current-note'),
        copyCurrent: byId('copy-current'),
      },
      page.core,
      (p, alg, from) => page.core().playAlg(p, alg, from),
      (p) => (p === '2x2x2' ? 4 : 9),
    );
    this.painter = pagePainter(() => page.cycle.schedule());
    this.scan = pageScan(page.core, this.painter);
    this.dragMoves = new DragMoves(page.core);
  }

  private get store() {
    return this.page.store;
  }

  view(): CubeView | null {
    return this.store.cubeView;
  }

  showView(shown: boolean): void {
    if (this.store.cubeView) this.store.cubeView.canvas.hidden = !shown;
    if (!shown) this.scan.hide();
  }

  async read(p: AnyPuzzle, stale: () => boolean): Promise<boolean> {
    const puzzle = p as PuzzleName;
    this.scan.setPuzzle(puzzle);
    const cube = this.store.cube;
    const cubeView = this.store.cubeView;
    const layout = await this.layoutFor(puzzle);
    const solved = await this.solvedStateOf(puzzle);
    if (stale()) return false;
    if (cubeView && cubeView.size * cubeView.size * 6 !== layout.length) cubeView.setLayout(layout);
    this.inputs.placeholder = solved;

    const reading = await this.inputs.read(puzzle, stale);
    if (!reading) return false;
    this.inputs.show(reading);
    const { validation, result, from } = reading;
    const startOk = validation === null || validation.ok;
    cube.readable = startOk && result.ok;
    // Painting starts from the state the inputs make (the typed start when it is not valid).
    const painted = !startOk
      ? validation!.facelets || this.inputs.start
      : result.ok
        ? result.facelets
        : (from ?? solved);
    const faulty = startOk ? [] : validation!.problems.flatMap((pr) => pr.stickers);
    const info = this.page.menu.solverFor(p);
    this.painter.show(painted, faulty, Math.round(Math.sqrt(layout.length / 6)), solved, !!info?.takesGoal);

    if (!startOk) {
      // Draw what was typed, the stickers named by the problems outlined.
      cube.shown = null;
      this.store.player?.clear();
      cubeView?.setState(validation!.facelets || this.inputs.start);
      cubeView?.highlight(faulty);
      this.inputs.showCurrent('', 'start state is not valid');
    } else if (result.ok) {
      cube.shown = { puzzle, start: from ?? solved, result };
      cubeView?.highlight([]);
      this.inputs.showCurrent(result.facelets, '');
    } else {
      // Keep drawing the last good state; say that it is not the typed one.
      cubeView?.highlight([]);
      if (cube.shown && cube.shown.puzzle === puzzle) {
        this.inputs.showCurrent(cube.shown.result.facelets, 'showing the last valid scramble');
      } else {
        cube.shown = null;
        this.store.player?.clear();
        this.inputs.showCurrent('', 'fix the scramble');
      }
    }

    // The 2x2x2 solver's goal and moves, read for this start.
    const options = this.page.options;
    // A solver whose goal may be a preset reads its goal when solving (presets and
    // chains are not pocket goals).
    if (!info?.goalPresets && (info?.takesGoal || info?.takesMoves)) {
      const start = cube.readable && cube.shown ? cube.shown.result.facelets : '';
      const check = await this.page.core().readPocket(start, options.goalText, options.movesText);
      if (stale()) return false;
      options.showPocketCheck(check);
    } else {
      options.showPocketCheck(null);
    }
    return true;
  }

  target(p: AnyPuzzle, fields: TargetFields): SolveTarget | null {
    const { shown, readable } = this.store.cube;
    if (!shown || !readable || shown.puzzle !== p) return null;
    const start = shown.result.facelets;
    const request = { puzzle: p, state: start, ...fields };
    /** `moves` read and played from the start by the core. */
    const played = async (moves: string, title: string): Promise<Track> => {
      const result = await this.page.core().playAlg(shown.puzzle, moves, start);
      if (!result.ok) throw new Error(`the solution could not be played: ${result.error.message}`);
      return { kind: 'solution', title, start, result: playedAlg(result), stages: [] };
    };
    return {
      request,
      key: requestKey(request),
      noun: 'move',
      solutionTrack: async (s, title, solvedFrom) => {
        if (solvedFrom !== start) return { ...(await played(s.moves, title)), stages: s.stages };
        const result = playedSteps(s.moves, s.steps as MoveStep[], s.states, s.counts);
        return { kind: 'solution', title, start, result, stages: s.stages };
      },
      linkTrack: played,
    };
  }

  goalWords(info: SolverInfo | undefined): GoalWords {
    if (info?.goalPresets) {
      return {
        placeholder: 'cross',
        hint: 'A preset (cross, xcross@U, eoline, face on U), a pattern of stickers with x for any, or a chain “cross, pair, pair”; “cn: cross” for any colour',
      };
    }
    return {
      placeholder: 'solved',
      hint: '24 stickers in the start’s colours, x for any (e.g. UUUUxxxx… = top face done); empty = solved',
    };
  }

  problem(): { text: string; kind: '' } | null {
    const { shown, readable } = this.store.cube;
    return !shown || !readable ? { text: 'Fix the start state or the scramble to solve.', kind: '' } : null;
  }

  atGoal(): string {
    const shown = this.store.cube.shown!;
    const solved =
      !this.page.options.goalText && shown.result.facelets === this.store.cube.solvedStates.get(shown.puzzle);
    return solved ? 'The cube is solved. Type a scramble or press Random scramble.' : '';
  }

  syncTrack(player: Player): void {
    const cube = this.store.cube;
    const shown = cube.shown;
    if (!shown) return;
    const t = player.current;
    if (t?.kind === 'scramble' && t.start === shown.start && t.result.canonical === shown.result.canonical) {
      return; // same scramble (e.g. a space typed): keep the position
    }
    const turned = cube.animateTurn && moveCount(shown.result.moves) > 0;
    cube.animateTurn = false;
    const track: Track = { kind: 'scramble', title: 'Scramble', start: shown.start, result: playedAlg(shown.result) };
    if (!turned) {
      player.load(track);
      return;
    }
    // A hand turn: show the state before it, then play it.
    player.load(track, track.result.length - 1);
    void player.stepForward();
  }

  goalState(p: AnyPuzzle): string {
    return this.store.cube.solvedStates.get(p as PuzzleName) ?? '';
  }

  linkFields(): Pick<ShareParams, 'scramble' | 'state'> {
    return { scramble: this.inputs.scramble, state: this.inputs.start };
  }

  setFromLink(params: ShareParams): void {
    this.inputs.scramble = params.scramble ?? '';
    this.inputs.start = params.state ?? '';
  }

  async randomStart(p: AnyPuzzle, seed: number, remember: () => void): Promise<string> {
    const facelets = await this.page.core().randomState(p as PuzzleName, seed);
    remember();
    this.inputs.start = facelets;
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

  /** Keys and drags on the 3D cube turn layers; clicks on its stickers paint (when painting is open). */
  wireHands(view: CubeView): void {
    view.canvas.addEventListener('keydown', (e) => {
      const move = keyMove(e);
      if (!move) return;
      e.preventDefault();
      void this.turnBy(move);
    });
    view.onStickerClick = (i) => this.painter.paintFromCube(i, view.state);
    view.onLayerDrag = (turn) => {
      const p = this.store.puzzle;
      if (this.page.puzzles[p] !== this) return;
      void this.dragMoves.moveFor(p as PuzzleName, turn).then((move) => (move ? this.turnBy(move) : undefined));
    };
  }

  /** Adds a hand turn (a key or a drag on the cube) to the scramble; the core reads it. */
  private async turnBy(move: string): Promise<void> {
    const { shown, readable } = this.store.cube;
    if (this.page.puzzles[this.store.puzzle] !== this || !shown || !readable) {
      this.page.say('Fix the start state or the scramble to turn the cube.');
      return;
    }
    this.inputs.scramble = appendMove(this.inputs.scramble, move);
    this.page.say(`${move} added to the scramble.`);
    this.store.cube.animateTurn = true;
    await this.page.cycle.update();
  }

  private async layoutFor(p: PuzzleName): Promise<StickerPlace[]> {
    let layout = this.store.cube.layouts.get(p);
    if (!layout) {
      layout = await this.page.core().stickerLayout(p);
      this.store.cube.layouts.set(p, layout);
    }
    return layout;
  }

  private async solvedStateOf(p: PuzzleName): Promise<string> {
    let solved = this.store.cube.solvedStates.get(p);
    if (solved === undefined) {
      solved = await this.page.core().solvedState(p);
      this.store.cube.solvedStates.set(p, solved);
    }
    return solved;
  }
}
