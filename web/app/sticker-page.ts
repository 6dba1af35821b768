// Every sticker puzzle on the page (the 2x2x2-7x7x7 cubes, the Pyraminx, the Skewb): the
// scramble and start-state fields (sticker-inputs.ts) read by the core's validate and
// playAlg / playTurns, their verdicts and the current state; the one 3D view (its
// geometry from the puzzle's row), painting on the net and the view (paint.ts), the
// camera scan where the row says it reads the puzzle (camera-scan.ts), a smart cube
// (smart-cube-panel.ts, 3x3x3), hand turns (keys
// and drags, hand-turns.ts), the scramble as the player's track, and what Solve would
// solve (sticker-target.ts). The row decides what differs; no puzzle is named here.

import { formatCoreMessage } from '../i18n/core';
import { t } from '../i18n/messages';
import { playedAlg } from '../player/played';
import type { Player, Track } from '../player/player';
import { isCube, puzzleRow, type StickerPuzzle } from '../puzzles';
import type { LayerTurn, PuzzleView } from '../render/PuzzleView';
import type { AnyPuzzle, Problem, PuzzleGeometry } from '../worker/api';
import { moveCount } from '../worker/packed-moves';
import { byId, byTestId } from './dom';
import { appendMove, DragMoves, keyMove } from './hand-turns';
import type { PageParts, StickerKeys } from './page-parts';
import type { Painter } from './paint';
import type { PuzzlePage, TargetFields } from './puzzle-page';
import { ScramblePage } from './scramble-page';
import { type PlayStickers, StickerInputs } from './sticker-inputs';
import { stickerTarget } from './sticker-target';
import { type ScanPanel, stickerTools } from './sticker-tools';
import type { SolveTarget } from './store';

export class StickerPage extends ScramblePage implements PuzzlePage, StickerKeys {
  readonly threeD = true;
  readonly random = { label: t('inputs.randomState'), title: t('stickers.randomTitle'), what: t('played.state') };
  readonly inputs: StickerInputs;

  private readonly play: PlayStickers;
  private readonly painter: Painter;
  private readonly scan: ScanPanel;
  private readonly dragMoves: DragMoves;

  constructor(page: PageParts) {
    super(page);
    // The cubes' moves as MoveSteps, the others' as TwistSteps: the core plays both.
    this.play = (p, alg, from) => (isCube(p) ? page.core().playAlg(p, alg, from) : page.core().playTurns(p, alg, from));
    this.inputs = new StickerInputs(
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
      this.play,
      // The text map of faulty stickers shows a cube's face a row (the others: their view outlines them).
      (p) => puzzleRow(p).cubeSize ** 2,
    );
    ({ painter: this.painter, scan: this.scan } = stickerTools(page));
    this.dragMoves = new DragMoves(page.core, (p) => page.geometry(p));
  }

  private get state() {
    return this.page.store.stickers;
  }

  /** The 3D view every sticker puzzle shares (PuzzleView); null without WebGL. */
  view(): PuzzleView | null {
    return this.page.store.view;
  }

  /** Another puzzle shown: the camera goes off. */
  showView(shown: boolean): void {
    if (!shown) this.scan.hide();
  }

  async read(p: AnyPuzzle, stale: () => boolean): Promise<boolean> {
    const puzzle = p as StickerPuzzle;
    const row = puzzleRow(puzzle);
    if (isCube(puzzle) && row.scans) this.scan.setPuzzle(puzzle);
    const solved = await this.solvedOf(puzzle);
    const geometry = stale() ? null : await this.geometryOf(puzzle, stale);
    if (!geometry) return false;
    const read = await this.readInputs(puzzle, solved, stale);
    if (!read) return false;
    const info = this.page.menu.solverFor(p);
    this.painter.show({
      state: read.painted,
      marked: read.faulty,
      geometry,
      solved,
      goalOffered: !!info?.takesGoal,
      fixedCentres: row.cubeSize % 2 === 1,
      verdict: read.verdict,
      problem: read.problem,
    });

    // The 2x2x2 solver's goal and moves, read for this start (other solvers read their
    // goal when solving: presets, chains, FMC steps).
    const options = this.page.options;
    if (info?.goalCheckedAsTyped) {
      const start = this.state.readable && this.state.shown ? this.state.shown.result.facelets : '';
      const check = await this.page.core().readPocket(start, options.goalText, options.movesText);
      if (stale()) return false;
      options.showPocketCheck(check);
    } else {
      options.showPocketCheck(null);
    }
    return true;
  }

  /** The geometry of `puzzle`'s row (asked of the core once), drawn on the 3D view unless it draws it already. */
  private async geometryOf(puzzle: StickerPuzzle, stale: () => boolean): Promise<PuzzleGeometry | null> {
    const store = this.page.store;
    const geometry = await this.page.geometry(puzzle);
    if (stale()) return null;
    if (store.view && store.view.shape !== geometry) store.view.setGeometry(geometry);
    return geometry;
  }

  /**
   * Has the core read the inputs of `puzzle` and shows its answers: the verdicts under
   * the fields, the current state, and on the view what was typed with its faulty
   * stickers outlined when the start is not valid. Null when a newer update took over;
   * else what painting starts from and the faulty stickers.
   */
  private async readInputs(
    puzzle: StickerPuzzle,
    solved: string,
    stale: () => boolean,
  ): Promise<{ painted: string; faulty: number[]; verdict: string; problem: Problem | null } | null> {
    this.inputs.placeholder = solved;
    const reading = await this.inputs.read(puzzle, stale);
    if (!reading) return null;
    this.inputs.show(reading);
    const { validation, result, from } = reading;
    const startOk = validation === null || validation.ok;
    const state = this.state;
    const view = this.view();
    state.readable = startOk && result.ok;
    const typed = startOk ? '' : validation!.facelets || this.inputs.start;
    const faulty = startOk ? [] : validation!.problems.flatMap((pr) => pr.stickers);
    if (!startOk) {
      // Draw what was typed, the stickers named by the problems outlined.
      state.shown = null;
      this.page.store.player?.clear();
      view?.setState(typed);
      view?.highlight(faulty);
      this.inputs.showCurrent('', t('stickers.startInvalid'));
    } else if (result.ok) {
      state.shown = { puzzle, start: from ?? solved, result };
      view?.highlight([]);
      this.inputs.showCurrent(result.facelets, '');
    } else {
      // Keep drawing the last good state; say that it is not the typed one.
      view?.highlight([]);
      if (state.shown?.puzzle === puzzle) {
        this.inputs.showCurrent(state.shown.result.facelets, t('stickers.lastValid'));
      } else {
        state.shown = null;
        this.page.store.player?.clear();
        view?.setState(''); // no state of this puzzle to show: its stickers grey
        this.inputs.showCurrent('', t('stickers.fixScramble'));
      }
    }
    // Painting starts from the state the inputs make (the typed start when it is not valid).
    const problems = validation?.problems ?? [];
    const verdict =
      validation === null
        ? ''
        : startOk
          ? t('stickers.valid')
          : t('stickers.verdictBad', {
              problem: problems[0] ? formatCoreMessage(problems[0]) : t('stickers.notValid'),
              more: problems.length > 1 ? t('stickers.andMore', { count: problems.length - 1 }) : '',
            });
    return {
      painted: typed || (result.ok ? result.facelets : (from ?? solved)),
      faulty,
      verdict,
      problem: problems[0] ?? null, // none when the start is valid or empty
    };
  }

  target(p: AnyPuzzle, fields: TargetFields): SolveTarget | null {
    const { shown, readable } = this.state;
    if (!shown || !readable || shown.puzzle !== p) return null;
    return stickerTarget(shown, fields, this.play, (alg, plain) => this.page.core().nissSplit(alg, plain));
  }

  problem(): { text: string; kind: '' } | null {
    const { shown, readable } = this.state;
    return !shown || !readable ? { text: t('stickers.fixToSolve'), kind: '' } : null;
  }

  atGoal(p: AnyPuzzle): string {
    const shown = this.state.shown;
    const solved = !this.page.options.goalText && shown !== null && shown.result.facelets === this.goalState(p);
    const what = isCube(p) ? t('stickers.theCube') : puzzleRow(p).label;
    return solved ? t('stickers.isSolved', { what }) : '';
  }

  goalState(p: AnyPuzzle): string {
    return this.state.solved.get(p as StickerPuzzle) ?? '';
  }

  syncTrack(player: Player): void {
    const shown = this.state.shown;
    if (!shown) return;
    const now = player.current;
    if (now?.kind === 'scramble' && now.start === shown.start && now.result.canonical === shown.result.canonical) {
      return; // same scramble (e.g. a space typed): keep the position
    }
    const track: Track = {
      kind: 'scramble',
      title: t('stickers.scramble'),
      start: shown.start,
      result: playedAlg(shown.result),
    };
    // A hand turn (key or drag) was just added: show the state before it, then play it.
    const turned = this.state.animateTurn && moveCount(shown.result.moves) > 0;
    this.state.animateTurn = false;
    if (!turned) {
      player.load(track);
      return;
    }
    player.load(track, track.result.length - 1);
    void player.stepForward();
  }

  /** A click on a sticker of the 3D view paints it (when painting is open). */
  clickSticker(index: number): void {
    if (this.page.store.view) this.painter.paintFromView(index, this.page.store.view.state);
  }

  /** Keys on the 3D view turn the puzzle (the moves its notation has). */
  wireKeys(view: PuzzleView): void {
    view.canvas.addEventListener('keydown', (e) => {
      const move = this.page.puzzles[this.page.store.puzzle] === this ? keyMove(e) : undefined;
      if (!move) return;
      e.preventDefault();
      void this.turnBy(move);
    });
  }

  /** A drag across a sticker turns its layer: the closest way round that a move of the puzzle turns. */
  dragLayer(turns: LayerTurn[]): void {
    const p = this.page.store.puzzle as StickerPuzzle;
    void (async () => {
      for (const turn of turns) {
        const move = await this.dragMoves.moveFor(p, turn);
        if (move) return this.turnBy(move);
      }
    })();
  }

  /** Adds a hand turn (a key or a drag) to the scramble; the core reads it. */
  private async turnBy(move: string): Promise<void> {
    const { shown, readable } = this.state;
    if (this.page.puzzles[this.page.store.puzzle] !== this || !shown || !readable) {
      this.page.say(t('stickers.fixToTurn'));
      return;
    }
    // A key's move the puzzle lacks (M on the 4x4x4): the core's words, the scramble kept.
    const alone = await this.play(shown.puzzle, move, undefined);
    if (!alone.ok) {
      this.page.say(t('stickers.moveError', { move, error: formatCoreMessage(alone.error) }));
      return;
    }
    this.inputs.scramble = appendMove(this.inputs.scramble, move);
    this.page.say(t('stickers.moveAdded', { move }));
    this.state.animateTurn = true;
    await this.page.cycle.update();
  }

  private async solvedOf(p: StickerPuzzle): Promise<string> {
    let solved = this.state.solved.get(p);
    if (solved === undefined) {
      solved = await this.page.core().solvedState(p);
      this.state.solved.set(p, solved);
    }
    return solved;
  }
}
