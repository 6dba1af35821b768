// The Pyraminx and the Skewb on the page: the scramble and start-state inputs (the
// cubes' fields, cube-inputs.ts, read by the core's playTurns and validate; what they
// share with the cubes' page is sticker-page.ts, the 3D view too), their net
// (TwistyNet), painting (twisty-paint.ts). The core reads every input and gives every
// state; this file shows its answers.

import { renderNet } from '../render/NetView';
import type { AnyPuzzle, PuzzleGeometry, TwistStep, TwistyPuzzle } from '../worker/api';
import { byId } from './dom';
import type { PageParts } from './page-parts';
import type { PuzzlePage } from './puzzle-page';
import { StickerPage } from './sticker-page';
import { TwistyPainter } from './twisty-paint';

export class TwistyPage extends StickerPage<TwistyPuzzle, TwistStep> implements PuzzlePage {
  readonly random = { label: 'Random state', title: 'A random reachable state', what: 'state' };
  readonly threeD = false;

  private readonly painter: TwistyPainter;
  /** The net of the state shown, beside the 3D view; and the geometry it is drawn from. */
  private readonly net = byId('twisty-net-view');
  private geometry: PuzzleGeometry | null = null;
  /** The twisty puzzle last read (null before the first). */
  private puzzle: TwistyPuzzle | null = null;

  constructor(page: PageParts) {
    super(
      page,
      (p, alg, from) => page.core().playTurns(p, alg, from),
      () => 0,
    );
    this.painter = new TwistyPainter(
      {
        root: byId<HTMLDetailsElement>('twisty-paint'),
        palette: byId('twisty-palette'),
        net: byId('twisty-paint-net'),
        fromSolved: byId('twisty-paint-solved'),
        fromCurrent: byId('twisty-paint-current'),
        status: byId('twisty-paint-status'),
      },
      {
        start: () => this.inputs.start,
        setStart: (stickers) => {
          this.inputs.start = stickers;
          this.inputs.scramble = '';
          page.cycle.schedule();
        },
        current: () => this.state.shown?.result.facelets ?? '',
        solved: () => (this.puzzle ? (this.state.solved.get(this.puzzle) ?? '') : ''),
      },
    );
  }

  private get state() {
    return this.page.store.twisty;
  }

  protected override get described() {
    return this.state;
  }

  async read(p: AnyPuzzle, stale: () => boolean): Promise<boolean> {
    const puzzle = p as TwistyPuzzle;
    const solved = await this.solvedOf(puzzle);
    const geometry = stale() ? null : await this.geometryOf(puzzle, stale);
    if (!geometry) return false;
    this.puzzle = puzzle;
    this.geometry = geometry;
    this.painter.setLayout(geometry);
    const read = await this.readInputs(puzzle, solved, this.view(), stale);
    if (!read) return false;
    this.painter.show(read.painted, read.faulty);
    if (read.typed) this.showNet(read.typed, read.faulty);
    this.page.options.showPocketCheck(null);
    return true;
  }

  atGoal(p: AnyPuzzle): string {
    const shown = this.state.shown;
    const solved = shown !== null && shown.result.facelets === this.state.solved.get(p as TwistyPuzzle);
    return solved ? 'The puzzle is solved. Type a scramble or press Random scramble.' : '';
  }

  goalState(p: AnyPuzzle): string {
    return this.state.solved.get(p as TwistyPuzzle) ?? '';
  }

  /** A click on a sticker of the 3D view paints it (when painting is open). */
  clickSticker(index: number): void {
    if (this.painter.open) this.painter.paint(index);
  }

  /** The net follows the state the player shows. */
  showState(stickers: string): void {
    if (stickers) this.showNet(stickers, []);
  }

  private showNet(stickers: string, faulty: readonly number[]): void {
    if (this.geometry) renderNet(this.net, stickers, this.geometry, 'Net of the state shown', undefined, faulty);
  }

  private async solvedOf(p: TwistyPuzzle): Promise<string> {
    let solved = this.state.solved.get(p);
    if (solved === undefined) {
      solved = await this.page.core().solvedState(p);
      this.state.solved.set(p, solved);
    }
    return solved;
  }
}
