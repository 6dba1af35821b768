// The Pyraminx and the Skewb on the page: the scramble and start-state inputs (the
// cubes' fields, cube-inputs.ts, read by the core's playTurns and validate; what they
// share with the cubes' page is sticker-page.ts), their 3D view (TwistyView) and net
// (TwistyNet), painting (twisty-paint.ts). The core reads every input and gives every
// state; this file shows its answers.

import { TwistyNet } from '../render/TwistyNet';
import { TwistyView } from '../render/TwistyView';
import { TWISTY_ANGLES } from '../render/twisty-colours';
import type { AnyPuzzle, TwistStep, TwistyLayout, TwistyPuzzle } from '../worker/api';
import { byId } from './dom';
import { errorMessage } from './notices';
import type { Page } from './page';
import type { PuzzlePage } from './puzzle-page';
import { StickerPage } from './sticker-page';
import { TwistyPainter } from './twisty-paint';

export class TwistyPage extends StickerPage<TwistyPuzzle, TwistStep> implements PuzzlePage {
  readonly random = { label: 'Random state', title: 'A random reachable state', what: 'state' };
  readonly threeD = false;

  private readonly painter: TwistyPainter;
  private readonly net: TwistyNet;
  private twistyView: TwistyView | null = null;
  private viewFailed = false;
  private viewPuzzle: TwistyPuzzle | null = null;
  /** The twisty puzzle last read (null before the first). */
  private puzzle: TwistyPuzzle | null = null;

  constructor(page: Page) {
    super(
      page,
      (p, alg, from) => page.core().playTurns(p, alg, from),
      () => 0,
    );
    this.net = new TwistyNet(byId('twisty-net-view'), 'Net of the state shown');
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

  view(): TwistyView | null {
    if (!this.twistyView && !this.viewFailed) {
      try {
        this.twistyView = new TwistyView(byId('stage'), {
          label: 'Puzzle, 3D view. Drag to turn the view; with Paint colours open, click a sticker to paint it.',
        });
        this.twistyView.canvas.hidden = this.page.puzzles[this.page.store.puzzle] !== this;
        this.twistyView.onStickerClick = (i) => {
          if (this.painter.open) this.painter.paint(i);
        };
      } catch (e) {
        this.viewFailed = true;
        this.page.stage.status.textContent = `The 3D view is not available here (${errorMessage(e)}).`;
      }
    }
    return this.twistyView;
  }

  showView(shown: boolean): void {
    if (shown) this.view();
    if (this.twistyView) this.twistyView.canvas.hidden = !shown;
  }

  async read(p: AnyPuzzle, stale: () => boolean): Promise<boolean> {
    const puzzle = p as TwistyPuzzle;
    const layout = await this.layoutOf(puzzle);
    const solved = await this.solvedOf(puzzle);
    if (stale()) return false;
    this.puzzle = puzzle;
    const view = this.view();
    if (view && this.viewPuzzle !== puzzle) {
      view.setLayout(layout, TWISTY_ANGLES[puzzle]);
      this.viewPuzzle = puzzle;
    }
    this.net.setLayout(layout);
    this.painter.setLayout(layout);
    const read = await this.readInputs(puzzle, solved, view, stale);
    if (!read) return false;
    this.painter.show(read.painted, read.faulty);
    if (read.typed) this.net.show(read.typed, read.faulty);
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

  /** The net follows the state the player shows. */
  showState(stickers: string): void {
    if (stickers) this.net.show(stickers);
  }

  private async layoutOf(p: TwistyPuzzle): Promise<TwistyLayout> {
    let layout = this.state.layouts.get(p);
    if (!layout) {
      layout = await this.page.core().twistyLayout(p);
      this.state.layouts.set(p, layout);
    }
    return layout;
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
