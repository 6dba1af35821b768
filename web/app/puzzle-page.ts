// What the page needs of a puzzle: its inputs (read by the core, shown with the core's
// verdicts), its view, what Solve would solve, the words on its buttons, its part of a
// share link. The sticker puzzles (sticker-page.ts) and the 8-puzzle (sliding-page.ts) implement it;
// the rest of the page asks the puzzle shown and never checks which one it is.

import type { Player } from '../player/player';
import type { LayerTurn } from '../render/PuzzleView';
import type { PlaybackView } from '../render/playback';
import type { ShareParams } from '../share/share';
import type { AnyPuzzle, SolveRequest } from '../worker/api';
import type { SolveTarget } from './store';

/** A request's fields but the puzzle and its state: the solver and its options. */
export type TargetFields = Omit<SolveRequest, 'puzzle' | 'state'>;

export interface PuzzlePage {
  /** What one step is called. */
  readonly noun: 'move' | 'slide';
  /** The Random button: its label, its tooltip and what it makes ("state", "board"). */
  readonly random: { label: string; title: string; what: string };
  /** The Clear button's label. */
  readonly clearLabel: string;
  /** It has random-state scrambles (the Random scramble button) and hand turns. */
  readonly scrambles: boolean;
  /** Its view is the 3D view: Reset view and the net beside the view apply. */
  readonly threeD: boolean;
  /** The view that shows it; null when it cannot be drawn (no WebGL). */
  view(): PlaybackView | null;
  /** Shows what it draws besides the shared 3D view (a board, the camera), or hides it while another puzzle shows. */
  showView(shown: boolean): void;
  /** Asks the core about the inputs of puzzle `p` and shows the answers; false when a newer update took over. */
  read(p: AnyPuzzle, stale: () => boolean): Promise<boolean>;
  /** What Solve would solve now; null when the inputs cannot be solved as they are. */
  target(p: AnyPuzzle, fields: TargetFields): SolveTarget | null;
  /** Why the inputs cannot be solved, asked before the solver; null when they can. */
  problem(): { text: string; kind: '' | 'error' } | null;
  /** What to say when the inputs are at the goal already; '' when they are not. */
  atGoal(p: AnyPuzzle): string;
  /** Loads the scramble (or the bare board) into the player, unless it shows it already. */
  syncTrack(player: Player): void;
  /** The state the spoken position counts as done. */
  goalState(p: AnyPuzzle): string;
  /** The inputs as a share link carries them. */
  linkFields(): Pick<ShareParams, 'scramble' | 'state'>;
  /** Fills the inputs from a link. */
  setFromLink(params: ShareParams): void;
  /** Puts a random start into the inputs (remember() first keeps the old ones for Back); says what it did. */
  randomStart(p: AnyPuzzle, seed: number, remember: () => void): Promise<string>;
  /** Back to the solved cube or the goal board; says what it did. */
  clear(): string;
  /** A random-state scramble (from the solver worker) replaces the inputs (puzzles that scramble). */
  setScramble?(scramble: string): void;
  /** A sticker of the 3D view was clicked (painting). */
  clickSticker?(index: number): void;
  /** A sticker of the 3D view was dragged: the layer turn it asks for. */
  dragLayer?(turns: LayerTurn[]): void;
}

/** Identifies a request's question: a changed input makes an answer to it stale. */
export function requestKey(r: SolveRequest): string {
  return JSON.stringify([r.puzzle, r.solver, r.state, r.goal ?? '', r.moves ?? '', r.metric ?? '']);
}
