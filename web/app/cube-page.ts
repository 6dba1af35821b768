// The n x n x n cubes (2x2x2-7x7x7) on the page: the scramble and start-state inputs
// (cube-inputs.ts), painting (paint.ts), the camera scan (camera-scan.ts; the
// 2x2x2's and 3x3x3's), hand turns on the 3D view (keys and drags, hand-turns.ts), the scramble as
// the player's track, and what Solve would solve. The core reads every input; this
// file shows its answers. Nothing here depends on the size but the sticker count.

import { playedAlg } from '../player/played';
import type { Track } from '../player/player';
import { puzzleRow } from '../puzzles';
import type { LayerTurn, PuzzleView } from '../render/PuzzleView';
import type { AnyPuzzle, MoveStep, PuzzleName } from '../worker/api';
import { moveCount } from '../worker/packed-moves';
import type { CameraScan } from './camera-scan';
import { pagePainter, pageScan } from './cube-tools';
import { appendMove, DragMoves, keyMove } from './hand-turns';
import type { CubeKeys, PageParts } from './page-parts';
import type { Painter } from './paint';
import type { PuzzlePage } from './puzzle-page';
import { StickerPage, type StickersShown } from './sticker-page';

export class CubePage extends StickerPage<PuzzleName, MoveStep> implements PuzzlePage, CubeKeys {
  readonly random = { label: 'Random state', title: 'A random reachable cube state', what: 'state' };
  readonly threeD = true;

  private readonly painter: Painter;
  private readonly scan: CameraScan;
  private readonly dragMoves: DragMoves;

  constructor(page: PageParts) {
    super(
      page,
      (p, alg, from) => page.core().playAlg(p, alg, from),
      // The text map of faulty stickers shows a face a row.
      (p) => puzzleRow(p).cubeSize ** 2,
    );
    this.painter = pagePainter(() => page.cycle.schedule());
    this.scan = pageScan(page.core, this.painter);
    this.dragMoves = new DragMoves(page.core);
  }

  private get store() {
    return this.page.store;
  }

  protected override get described() {
    return this.store.cube;
  }

  /** Another puzzle shown: the camera goes off. */
  override showView(shown: boolean): void {
    if (!shown) this.scan.hide();
  }

  async read(p: AnyPuzzle, stale: () => boolean): Promise<boolean> {
    const puzzle = p as PuzzleName;
    this.scan.setPuzzle(puzzle);
    const cube = this.store.cube;
    const solved = await this.solvedStateOf(puzzle);
    const geometry = stale() ? null : await this.geometryOf(puzzle, stale);
    if (!geometry) return false;
    const read = await this.readInputs(puzzle, solved, this.view(), stale);
    if (!read) return false;
    const info = this.page.menu.solverFor(p);
    this.painter.show(read.painted, read.faulty, geometry, solved, !!info?.takesGoal);

    // The 2x2x2 solver's goal and moves, read for this start (other solvers read their
    // goal when solving: presets, chains, FMC steps).
    const options = this.page.options;
    if (info?.goalCheckedAsTyped) {
      const start = cube.readable && cube.shown ? cube.shown.result.facelets : '';
      const check = await this.page.core().readPocket(start, options.goalText, options.movesText);
      if (stale()) return false;
      options.showPocketCheck(check);
    } else {
      options.showPocketCheck(null);
    }
    return true;
  }

  atGoal(): string {
    const shown = this.store.cube.shown!;
    const solved =
      !this.page.options.goalText && shown.result.facelets === this.store.cube.solvedStates.get(shown.puzzle);
    return solved ? 'The cube is solved. Type a scramble or press Random scramble.' : '';
  }

  goalState(p: AnyPuzzle): string {
    return this.store.cube.solvedStates.get(p as PuzzleName) ?? '';
  }

  /** A hand turn (key or drag) was just added: animate it. */
  protected override handTurned(shown: StickersShown<PuzzleName, MoveStep>): boolean {
    const cube = this.store.cube;
    const turned = cube.animateTurn && moveCount(shown.result.moves) > 0;
    cube.animateTurn = false;
    return turned;
  }

  /** Keys on the 3D view turn a cube's layers. */
  wireKeys(view: PuzzleView): void {
    view.canvas.addEventListener('keydown', (e) => {
      const move = this.page.puzzles[this.store.puzzle] === this ? keyMove(e) : undefined;
      if (!move) return;
      e.preventDefault();
      void this.turnBy(move);
    });
  }

  /** A click on a sticker paints it (when painting is open). */
  clickSticker(index: number): void {
    if (this.store.view) this.painter.paintFromCube(index, this.store.view.state);
  }

  /** A drag across a sticker turns its layer. */
  dragLayer(turn: LayerTurn): void {
    const p = this.store.puzzle as PuzzleName;
    void this.dragMoves.moveFor(p, turn).then((move) => (move ? this.turnBy(move) : undefined));
  }

  /** Adds a hand turn (a key or a drag on the cube) to the scramble; the core reads it. */
  private async turnBy(move: string): Promise<void> {
    const { shown, readable } = this.store.cube;
    if (this.page.puzzles[this.store.puzzle] !== this || !shown || !readable) {
      this.page.say('Fix the start state or the scramble to turn the cube.');
      return;
    }
    // A key's move the cube lacks (M on the 4x4x4): the core's words, the scramble kept.
    const alone = await this.page.core().playAlg(shown.puzzle, move);
    if (!alone.ok) {
      this.page.say(`${move}: ${alone.error.message}`);
      return;
    }
    this.inputs.scramble = appendMove(this.inputs.scramble, move);
    this.page.say(`${move} added to the scramble.`);
    this.store.cube.animateTurn = true;
    await this.page.cycle.update();
  }

  protected override async nissTrack(
    p: PuzzleName,
    moves: string,
    title: string,
    start: string,
  ): Promise<Track | null> {
    const core = this.page.core();
    const split = await core.nissSplit(moves);
    if (!split.ok || split.inverseMoves === 0) return null;
    const line = [split.normal, split.inverseUndone].filter((t) => t !== '').join(' ');
    const result = await core.playAlg(p, line, start);
    if (!result.ok) throw new Error(`the solution could not be played: ${result.error.message}`);
    const total = split.normalMoves + split.inverseMoves;
    return {
      kind: 'solution',
      title: `${title} · inverse side undone at the end`,
      start,
      // The text keeps its ^( ): a link carries the solution as the solver wrote it.
      result: { ...playedAlg(result), canonical: split.canonical },
      stages: [
        { name: 'Normal side', explanation: '', begin: 0, end: split.normalMoves },
        {
          name: 'Inverse side',
          explanation: 'found on the inverse side (NISS): played undone, inverted and last move first',
          begin: split.normalMoves,
          end: total,
        },
      ],
      inverseFrom: split.normalMoves,
    };
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
