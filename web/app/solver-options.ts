// The chosen solver's options: only those it takes are shown. Goal, allowed moves and
// metric follow SolverInfo (takesGoal / takesMoves / takesMetric); max length is taken
// by every solver; the time budget, effort and "all optimal solutions" by the solvers
// listed below (SolverInfo does not describe them yet), the table size by the optimal
// solver. The goal is shown as it will be
// read: a net of the 2x2x2 pattern (x = any sticker) or a small 8-puzzle board, with
// the core's message when it does not read. The checks themselves are the core's
// (readPocket / readSliding); this file only shows them and builds the request.

import { renderNet } from '../render/NetView';
import { SlidingBoardView } from '../render/SlidingBoardView';
import type { AnyPuzzle, BoardCheck, PocketCheck, SolveRequest, SolverInfo, SolverName } from '../worker/api';
import { sentence } from '../player/words';

/** Solvers that honour a time budget (they search). */
const TAKES_TIME: ReadonlySet<SolverName> = new Set<SolverName>(['twophase', 'pocket', 'optimal']);
/** Solvers that can keep searching for shorter solutions. */
const TAKES_EFFORT: ReadonlySet<SolverName> = new Set<SolverName>(['twophase']);
/** Solvers whose solutions are optimal: they can list every optimal solution. */
const LISTS_OPTIMAL: ReadonlySet<SolverName> = new Set<SolverName>(['pocket', 'sliding']);
/** How many optimal solutions "all" asks for at most. */
export const ALL_OPTIMAL_CAP = 1000;

export type Metric = 'htm' | 'qtm';

export interface SolverOptionElements {
  /** Everything shown for one option carries data-option="goal" (or moves, metric, ...). */
  root: HTMLElement;
  goal: HTMLInputElement;
  goalHint: HTMLElement;
  goalPreview: HTMLElement;
  goalError: HTMLElement;
  moves: HTMLInputElement;
  movesNote: HTMLElement;
  metric: HTMLInputElement[]; // radios, values htm / qtm
  maxLength: HTMLInputElement;
  timeMs: HTMLInputElement;
  effort: HTMLInputElement;
  allOptimal: HTMLInputElement;
  /** The optimal solver's table size (small / large). */
  table: HTMLSelectElement;
}

export type SolveOptionFields = Omit<SolveRequest, 'puzzle' | 'solver' | 'state'>;

function markInvalid(input: HTMLInputElement, invalid: boolean): void {
  if (invalid) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

function optionNumber(input: HTMLInputElement): number | undefined {
  if (input.value.trim() === '') return undefined;
  const n = Number(input.value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

export class SolverOptions {
  private info: SolverInfo | undefined;
  private shown: Record<string, boolean> = {};
  private puzzle: AnyPuzzle = '3x3x3';
  private goalOk = true;
  private movesOk = true;
  private goalBoard: SlidingBoardView | null = null;

  constructor(private readonly el: SolverOptionElements) {}

  /** Shows the options `info` takes, worded for `puzzle`. */
  show(info: SolverInfo | undefined, puzzle: AnyPuzzle): void {
    this.info = info;
    if (puzzle !== this.puzzle) {
      this.el.goalPreview.replaceChildren();
      this.goalBoard = null;
    }
    this.puzzle = puzzle;
    const name = info?.name;
    const shown: Record<string, boolean> = (this.shown = {
      goal: !!info?.takesGoal,
      moves: !!info?.takesMoves,
      metric: !!info?.takesMetric,
      time: !!name && TAKES_TIME.has(name),
      effort: !!name && TAKES_EFFORT.has(name),
      'all-optimal': !!name && LISTS_OPTIMAL.has(name),
      'goal-presets': name === 'goal',
      table: name === 'optimal',
    });
    for (const node of this.el.root.querySelectorAll<HTMLElement>('[data-option]')) {
      node.hidden = !shown[node.dataset.option!];
    }
    this.el.maxLength.placeholder = name === 'twophase' ? '20' : 'none';
    if (puzzle === '8puzzle') {
      this.el.goal.placeholder = '1 2 3 4 5 6 7 8 0';
      this.el.goalHint.textContent = '9 numbers row by row, 0 or _ for the blank; empty = 1 2 3 / 4 5 6 / 7 8 _';
    } else if (name === 'goal') {
      this.el.goal.placeholder = 'cross';
      this.el.goalHint.textContent =
        'A preset (cross, xcross@U, eoline, face on U), a pattern of stickers with x for any, or a chain “cross, pair, pair”; “cn: cross” for any colour';
    } else {
      this.el.goal.placeholder = 'solved';
      this.el.goalHint.textContent =
        '24 stickers in the start’s colours, x for any (e.g. UUUUxxxx… = top face done); empty = solved';
    }
    if (!shown.goal) this.goalOk = true;
    if (!shown.moves) this.movesOk = true;
  }

  /** The options shown have no error: a solve can be asked. */
  get ready(): boolean {
    return this.goalOk && this.movesOk;
  }

  /** What the goal field asks, '' for the default goal (solved / 1 2 3 4 5 6 7 8 _). */
  get goalText(): string {
    return this.info?.takesGoal ? this.el.goal.value.trim() : '';
  }

  get movesText(): string {
    return this.info?.takesMoves ? this.el.moves.value.trim() : '';
  }

  get metric(): Metric {
    return this.info?.takesMetric && this.el.metric.find((r) => r.checked)?.value === 'qtm' ? 'qtm' : 'htm';
  }

  get allOptimal(): boolean {
    return !!this.shown['all-optimal'] && this.el.allOptimal.checked;
  }

  /** The request's option fields: only those the solver takes. */
  request(): SolveOptionFields {
    const name = this.info?.name;
    const fields: SolveOptionFields = { maxLength: optionNumber(this.el.maxLength) };
    if (this.goalText) fields.goal = this.goalText;
    if (this.movesText) fields.moves = this.movesText;
    if (this.info?.takesMetric) fields.metric = this.metric;
    if (name && TAKES_TIME.has(name)) fields.timeMs = optionNumber(this.el.timeMs);
    if (name && TAKES_EFFORT.has(name) && this.el.effort.checked) fields.keepSearching = true;
    if (this.allOptimal) fields.solutions = ALL_OPTIMAL_CAP;
    if (name === 'optimal') fields.table = this.el.table.value === 'large' ? 'large' : 'small';
    return fields;
  }

  /** Fills the fields a link gives (goal, moves, metric). */
  setFromLink(link: { goal?: string; moves?: string; metric?: string }): void {
    this.el.goal.value = link.goal ?? '';
    this.el.moves.value = link.moves ?? '';
    const metric = link.metric?.toLowerCase() === 'qtm' ? 'qtm' : 'htm';
    for (const r of this.el.metric) r.checked = r.value === metric;
  }

  /** The 2x2x2 solver's goal and move set as the core read them (null: nothing to check). */
  showPocketCheck(check: PocketCheck | null): void {
    const goal = check?.goal ?? null;
    if (!goal || !this.info?.takesGoal) {
      this.goalOk = true;
      this.showGoalError('');
      this.el.goalPreview.replaceChildren();
    } else if (!goal.ok) {
      this.goalOk = false;
      this.showGoalError(goal.error);
      this.el.goalPreview.replaceChildren();
    } else {
      this.goalOk = true;
      this.showGoalError('');
      if (goal.solved) this.showGoalWords('Goal: solved, every face one colour (held any way).');
      else renderNet(this.el.goalPreview, goal.pattern, 2, 'Goal pattern');
    }
    const moves = check?.moves;
    if (!moves || !this.info?.takesMoves) {
      this.movesOk = true;
      this.el.movesNote.textContent = '';
      markInvalid(this.el.moves, false);
      return;
    }
    this.movesOk = moves.ok;
    markInvalid(this.el.moves, !moves.ok);
    if (moves.ok) this.el.movesNote.textContent = moves.default ? `Default: ${moves.moves} (all 18 turns give the same length)` : `Turns allowed: ${moves.moves}`;
    else this.el.movesNote.textContent = sentence(moves.error);
    this.el.movesNote.dataset.kind = moves.ok ? 'ok' : 'error';
  }

  /** The 8-puzzle goal as the core read it. */
  showSlidingGoal(goal: BoardCheck | null): void {
    if (!goal || !this.info?.takesGoal) {
      this.goalOk = true;
      this.showGoalError('');
      return;
    }
    this.goalOk = goal.ok;
    if (!goal.ok) {
      this.showGoalError(`Goal: ${goal.error}`);
      this.goalBoard?.setState('');
      return;
    }
    this.showGoalError('');
    if (!this.goalBoard) {
      this.el.goalPreview.replaceChildren();
      this.goalBoard = new SlidingBoardView(this.el.goalPreview, {
        interactive: false,
        label: 'Goal board',
        className: 'mini',
      });
    }
    this.goalBoard.setState(goal.board);
  }

  private showGoalError(message: string): void {
    this.el.goalError.textContent = message ? sentence(message) : '';
    this.el.goalError.hidden = message === '';
    markInvalid(this.el.goal, message !== '');
  }

  private showGoalWords(text: string): void {
    const p = document.createElement('p');
    p.className = 'hint';
    p.textContent = text;
    this.el.goalPreview.replaceChildren(p);
  }
}
