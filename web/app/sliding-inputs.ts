// The 8-puzzle's start: the board typed as in seed 001 ("1 3 0 4 2 7 8 5 6") or made by
// clicking tiles next to the blank on the board view, with the core's verdict on it
// (what is repeated or missing) and on the pair with the goal (the parity rule when no
// slides join them). Reading boards and making slides is the core's work (readSliding,
// playSlides); this file shows the answers and turns clicks into slides.

import type { Remote } from 'comlink';
import { formatCoreMessage } from '../i18n/core';
import { t } from '../i18n/messages';
import { playedSteps } from '../player/played';
import type { Track } from '../player/player';
import { sentence } from '../player/words';
import type { SlidingBoardView } from '../render/SlidingBoardView';
import type { CoreApi, SlidesResult, SlidingCheck } from '../worker/api';

type OkSlides = Extract<SlidesResult, { ok: true }>;

export interface SlidingInputElements {
  board: HTMLInputElement;
  validity: HTMLElement;
  validityLine: HTMLElement;
  problem: HTMLElement;
}

export class SlidingInputs {
  /** The board changed by a click on a tile (the field holds the new board). */
  onSlide: ((result: OkSlides) => void) | null = null;
  /** Something to say about a click (a tile that cannot move). */
  onNote: ((text: string) => void) | null = null;

  private check: SlidingCheck | null = null;

  constructor(
    private readonly el: SlidingInputElements,
    private readonly view: SlidingBoardView,
    private readonly core: () => Remote<CoreApi>,
  ) {
    view.onTileClick = (cell, board) => void this.slideTileAt(cell, board);
  }

  /** The board as typed. */
  get text(): string {
    return this.el.board.value;
  }

  set text(board: string) {
    this.el.board.value = board;
  }

  /** The start board in the core's canonical text, '' when it does not read. */
  get board(): string {
    return this.check?.start.ok ? this.check.start.board : '';
  }

  /** The goal board in the core's canonical text, '' when it does not read. */
  get goal(): string {
    return this.check?.goal.ok ? this.check.goal.board : '';
  }

  /** Start and goal read and slides join them: Solve can run. */
  get solvable(): boolean {
    return this.board !== '' && this.goal !== '' && this.check!.unsolvable === '';
  }

  /** Why Solve cannot run, '' when it can. */
  get problem(): string {
    const c = this.check;
    if (!c) return t('played.loading');
    if (!c.start.ok)
      return t('played.fixBoard', { error: formatCoreMessage({ message: c.start.error, text: c.start.text }) });
    if (!c.goal.ok)
      return t('played.fixGoal', { error: formatCoreMessage({ message: c.goal.error, text: c.goal.text }) });
    return c.unsolvable ? sentence(formatCoreMessage({ message: c.unsolvable, text: c.unsolvableText })) : '';
  }

  /** Shows the core's reading of start and goal; the board view follows the start. */
  show(check: SlidingCheck): void {
    this.check = check;
    const { start, unsolvable } = check;
    const box = this.el.validity;
    box.className = 'validity';
    this.el.problem.replaceChildren();
    if (!start.ok) {
      box.classList.add('invalid');
      this.el.board.setAttribute('aria-invalid', 'true');
      this.el.validityLine.textContent = t('played.notBoard');
      this.el.problem.textContent = sentence(formatCoreMessage({ message: start.error, text: start.text }));
      this.view.setGoal('');
      return;
    }
    this.el.board.removeAttribute('aria-invalid');
    this.view.setGoal(check.goal.ok ? check.goal.board : '');
    this.view.setMovable(start.board, start.movable);
    if (unsolvable) {
      box.classList.add('invalid');
      box.dataset.unsolvable = '1';
      this.el.validityLine.textContent = t('played.noSlides');
      this.el.problem.textContent = sentence(formatCoreMessage({ message: unsolvable, text: check.unsolvableText }));
      return;
    }
    delete box.dataset.unsolvable;
    box.classList.add('valid');
    this.el.validityLine.textContent = t('played.validBoard');
  }

  /** The board with nothing played yet, for the player. */
  boardTrack(): Track | null {
    const board = this.board;
    if (!board) return null;
    return {
      kind: 'scramble',
      title: t('played.boardTitle'),
      start: board,
      result: playedSteps('', [], []),
      noun: 'slide',
    };
  }

  /** Slides as text (a link's solution) from the start board, read and played by the core, as a track. */
  async playedTrack(slides: string, title: string): Promise<Track> {
    const start = this.board;
    const played = await this.core().playSlides(start, slides);
    if (!played.ok) throw new Error(t('stickers.notPlayed', { reason: formatCoreMessage(played.error) }));
    const result = playedSteps(played.canonical, played.moves, played.states);
    return { kind: 'solution', title, start, result, noun: 'slide' };
  }

  /** A click on the tile at `cell` of `board` (the board shown): slides it if it can move. */
  private async slideTileAt(cell: number, board: string): Promise<void> {
    const read = await this.core().readSliding(board, '');
    if (!read.start.ok) return;
    const tile = read.start.tiles[cell];
    const movable = read.start.movable.find((m) => m.cell === cell);
    if (!movable) {
      this.onNote?.(t('played.notNextToGap', { tile }));
      return;
    }
    const result = await this.core().playSlides(board, movable.slide);
    if (!result.ok) return;
    this.text = result.board;
    this.onSlide?.(result);
  }
}
