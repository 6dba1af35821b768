// The 8-puzzle board: eight tiles on a 3x3 grid (DOM, styled in style.css), slides
// animated tile by tile, tiles next to the blank clickable. It knows no puzzle logic:
// boards come from the core in its canonical text ("1 3 0 4 2 7 8 5 6", row by row,
// 0 the blank), which tile each slide moves comes from the core's SlideStep, and which
// tiles may move from the core's MovableTile list.

import type { MovableTile, SlideStep } from '../worker/api';
import { FrameLoopView } from './FrameLoopView';
import type { PlaybackView } from './playback';

const SIDE = 3;
const CELLS = SIDE * SIDE;
/** A slide's duration at speed 1, in ms. */
const SLIDE_MS = 260;

/** Which way a tile goes, as the move list shows it. */
const ARROWS: Readonly<Record<string, string>> = { up: '↑', down: '↓', left: '←', right: '→' };

/** The board's accessible names (web/i18n/view-words.ts gives them in a language). */
export interface BoardWords {
  tile(tile: number, row: number, column: number, home: boolean): string;
  movable(name: string): string;
  gap: string;
}

/** English, until the page gives its own (web/app/net-words.ts); a widget passes its element's (`words`). */
export const BOARD_WORDS: BoardWords = {
  tile: (tile: number, row: number, column: number, home: boolean): string =>
    `Tile ${tile}, row ${row}, column ${column}${home ? ', in its goal place' : ''}`,
  movable: (name: string): string => `${name}: slide it into the gap`,
  gap: 'gap',
};

export interface SlidingBoardOptions {
  /** Tiles are buttons that report clicks (onTileClick); otherwise a picture only. */
  interactive?: boolean;
  /** Accessible name of the board. */
  label?: string;
  /** Class names added to the board element ("mini" for a small picture). */
  className?: string;
  /** The board's words in the view's language (BOARD_WORDS, the page's, by default). */
  words?: BoardWords;
}

/** The cells of a board in the core's canonical text; [] when it is not one. */
function cellsOf(board: string): number[] {
  const cells = board.trim().split(/\s+/).map(Number);
  return cells.length === CELLS && cells.every((v) => Number.isInteger(v) && v >= 0 && v < CELLS) ? cells : [];
}

/** "up" when `to` is the cell above `from`, and so on. */
function direction(from: number, to: number): string {
  if (to === from - SIDE) return 'up';
  if (to === from + SIDE) return 'down';
  return to < from ? 'left' : 'right';
}

export class SlidingBoardView extends FrameLoopView<SlideStep> implements PlaybackView<SlideStep> {
  readonly element: HTMLElement;
  /** A tile was clicked: the cell it is on and the board shown. */
  onTileClick: ((cell: number, board: string) => void) | null = null;

  private readonly tiles = new Map<number, HTMLElement>();
  private readonly interactive: boolean;
  private readonly boardName: string;
  private readonly words: BoardWords;
  private board = '';
  private cells: number[] = [];
  private goal: number[] = [];
  private movable: { board: string; tiles: MovableTile[] } = { board: '', tiles: [] };

  constructor(container: HTMLElement, options: SlidingBoardOptions = {}) {
    super(SLIDE_MS);
    this.interactive = options.interactive ?? true;
    this.boardName = options.label ?? '8-puzzle board';
    this.words = options.words ?? BOARD_WORDS;
    this.element = document.createElement('div');
    this.element.className = `board${options.className ? ` ${options.className}` : ''}`;
    this.element.setAttribute('role', 'group');
    this.element.setAttribute('data-testid', this.interactive ? 'board' : 'board-preview');
    for (let t = 1; t < CELLS; t++) {
      const tile = document.createElement(this.interactive ? 'button' : 'span');
      tile.className = 'tile';
      tile.dataset.tile = String(t);
      tile.setAttribute('data-testid', 'tile');
      if (tile instanceof HTMLButtonElement) {
        tile.type = 'button';
        tile.addEventListener('click', () => this.clicked(t));
      }
      const face = document.createElement('span');
      face.className = 'tile-face';
      face.textContent = String(t);
      tile.append(face);
      this.tiles.set(t, tile);
      this.element.append(tile);
    }
    container.append(this.element);
    this.paint('');
  }

  /** The board last drawn, in the core's text. */
  get state(): string {
    return this.board;
  }

  setState(board: string): void {
    this.cancel();
    this.paint(board);
  }

  /** The goal board: tiles on their goal cell are marked. '' for none. */
  setGoal(goal: string): void {
    this.goal = cellsOf(goal);
    this.paint(this.board);
  }

  /** The tiles that may slide on `board` (from the core); shown while `board` is. */
  setMovable(board: string, tiles: MovableTile[]): void {
    this.movable = { board, tiles };
    this.paint(this.board);
  }

  reversed(step: SlideStep): SlideStep {
    return { ...step, from: step.to, to: step.from };
  }

  label(step: SlideStep): string {
    return `${step.tile}${ARROWS[direction(step.from, step.to)]}`;
  }

  // ---------------------------------------------------------------------------------

  protected drawStep(step: SlideStep, _after: string, f: number): void {
    this.place(this.tiles.get(step.tile)!, step.from, step.to, f);
  }

  private clicked(tile: number): void {
    if (this.track) return;
    const cell = this.cells.indexOf(tile);
    if (cell >= 0) this.onTileClick?.(cell, this.board);
  }

  /** Puts a tile `f` of the way from cell `from` to cell `to`. */
  private place(tile: HTMLElement, from: number, to: number, f = 0): void {
    const x = (from % SIDE) + ((to % SIDE) - (from % SIDE)) * f;
    const y = Math.floor(from / SIDE) + (Math.floor(to / SIDE) - Math.floor(from / SIDE)) * f;
    tile.style.transform = `translate(${x * 100}%, ${y * 100}%)`;
  }

  protected paint(board: string): void {
    this.board = board;
    this.cells = cellsOf(board);
    const movable = this.movable.board === board ? this.movable.tiles : [];
    const rows: string[] = [];
    for (const [t, tile] of this.tiles) {
      const cell = this.cells.indexOf(t);
      tile.hidden = cell < 0;
      if (cell < 0) continue;
      this.place(tile, cell, cell);
      const canMove = movable.some((m) => m.cell === cell);
      const home = this.goal.length === CELLS && this.goal[cell] === t;
      tile.classList.toggle('movable', canMove);
      tile.classList.toggle('home', home);
      tile.dataset.cell = String(cell);
      const name = this.words.tile(t, Math.floor(cell / SIDE) + 1, (cell % SIDE) + 1, home);
      if (tile instanceof HTMLButtonElement) {
        tile.setAttribute('aria-label', canMove ? this.words.movable(name) : name);
        tile.setAttribute('aria-disabled', String(!canMove));
        tile.tabIndex = canMove ? 0 : -1;
      }
    }
    for (let r = 0; r < SIDE; r++) {
      rows.push(
        this.cells
          .slice(r * SIDE, r * SIDE + SIDE)
          .map((v) => (v === 0 ? this.words.gap : String(v)))
          .join(' '),
      );
    }
    this.element.setAttribute(
      'aria-label',
      this.cells.length ? `${this.boardName}: ${rows.join('; ')}` : this.boardName,
    );
    this.element.dataset.board = board;
  }
}
