// The chosen solver's options: only those it takes are shown, as the core's solver
// table says (SolverInfo: takesGoal, goalPresets, takesMoves, takesMetric,
// takesTimeBudget, takesEffort, listsAllOptimal, tableChoices, defaultMaxLength); max
// length is taken by every solver. The goal is shown as it will be read: a net of the
// 2x2x2 pattern (x = any sticker) or a small 8-puzzle board, with the core's message
// when it does not read. The checks themselves are the core's (readPocket /
// readSliding); this file only shows them and builds the request.

import { formatCoreMessage } from '../i18n/core';
import { t } from '../i18n/messages';
import { sentence } from '../player/words';
import { renderNet } from '../render/NetView';
import { SlidingBoardView } from '../render/SlidingBoardView';
import type { AnyPuzzle, BoardCheck, PocketCheck, PuzzleGeometry, SolverInfo } from '../worker/api';
import type { Options, SolveOptionFields } from './page-parts';
import { goalHint, tableLabel } from './solver-words';

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
  /** The table choice of solvers that have one (the optimal solver's small / large). */
  table: HTMLSelectElement;
}

function markInvalid(input: HTMLInputElement, invalid: boolean): void {
  if (invalid) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

function optionNumber(input: HTMLInputElement): number | undefined {
  if (input.value.trim() === '') return undefined;
  const n = Number(input.value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

export class SolverOptions implements Options {
  private info: SolverInfo | undefined;
  private shown: Record<string, boolean> = {};
  private puzzle: AnyPuzzle = '3x3x3';
  private goalOk = true;
  private movesOk = true;
  private goalBoard: SlidingBoardView | null = null;

  /** `shapes`: the geometries received, for the goal pattern's net (the 2x2x2's). */
  constructor(
    private readonly el: SolverOptionElements,
    private readonly shapes: ReadonlyMap<string, PuzzleGeometry>,
  ) {}

  /** Shows the options `info` takes for `puzzle`, its goal field worded by the row. */
  show(info: SolverInfo | undefined, puzzle: AnyPuzzle): void {
    if (puzzle !== this.puzzle) {
      this.el.goalPreview.replaceChildren();
      this.goalBoard = null;
    }
    this.puzzle = puzzle;
    if (info !== this.info) this.fillTables(info);
    this.info = info;
    const shown: Record<string, boolean> = (this.shown = {
      goal: !!info?.takesGoal,
      moves: !!info?.takesMoves,
      metric: !!info?.takesMetric,
      time: !!info?.takesTimeBudget,
      effort: !!info?.takesEffort,
      'all-optimal': !!info?.listsAllOptimal,
      'goal-presets': !!info?.goalPresets,
      table: (info?.tableChoices.length ?? 0) > 0,
    });
    for (const node of this.el.root.querySelectorAll<HTMLElement>('[data-option]')) {
      node.hidden = !shown[node.dataset.option!];
    }
    const limit = info?.defaultMaxLength ?? -1;
    this.el.maxLength.placeholder = limit >= 0 ? String(limit) : 'none';
    // The row's own words for its goal (the solver table: wasm/solvers/*/…_entry.cpp).
    this.el.goal.placeholder = info?.goalExample ?? '';
    this.el.goalHint.textContent = info ? goalHint(info) : '';
    if (!shown.goal) this.goalOk = true;
    if (!shown.moves) this.movesOk = true;
  }

  /** The table menu: the solver's choices, the one chosen kept when offered, else its default. */
  private fillTables(info: SolverInfo | undefined): void {
    const choices = info?.tableChoices ?? [];
    if (choices.length === 0) return;
    const was = this.el.table.value;
    this.el.table.replaceChildren(...choices.map((c) => new Option(tableLabel(c), c.name)));
    const keep = choices.find((c) => c.name === was) ?? deviceChoice(choices);
    this.el.table.value = keep.name;
  }

  /** The table choice asked for, with its size; null when the solver has no choice. */
  get table(): SolverInfo['tableChoices'][number] | null {
    return this.info?.tableChoices.find((c) => c.name === this.el.table.value) ?? null;
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
    const info = this.info;
    const fields: SolveOptionFields = { maxLength: optionNumber(this.el.maxLength) };
    if (this.goalText) fields.goal = this.goalText;
    if (this.movesText) fields.moves = this.movesText;
    if (info?.takesMetric) fields.metric = this.metric;
    if (info?.takesTimeBudget) fields.timeMs = optionNumber(this.el.timeMs);
    if (info?.takesEffort && this.el.effort.checked) fields.keepSearching = true;
    if (this.allOptimal) fields.solutions = ALL_OPTIMAL_CAP;
    const table = this.table;
    if (table) fields.table = table.name;
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
      this.showGoalError(formatCoreMessage({ message: goal.error, text: goal.text }));
      this.el.goalPreview.replaceChildren();
    } else {
      this.goalOk = true;
      this.showGoalError('');
      if (goal.solved) this.showGoalWords(t('stickers.goalSolved'));
      else {
        const geometry = this.shapes.get(this.puzzle);
        if (geometry) renderNet(this.el.goalPreview, goal.pattern, geometry, t('stickers.goalPattern'));
      }
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
    if (moves.ok)
      this.el.movesNote.textContent = moves.default
        ? t('stickers.movesDefault', { moves: moves.moves })
        : t('stickers.movesAllowed', { moves: moves.moves });
    else this.el.movesNote.textContent = sentence(formatCoreMessage({ message: moves.error, text: moves.text }));
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
      this.showGoalError(t('stickers.goalError', { error: goal.error }));
      this.goalBoard?.setState('');
      return;
    }
    this.showGoalError('');
    if (!this.goalBoard) {
      this.el.goalPreview.replaceChildren();
      this.goalBoard = new SlidingBoardView(this.el.goalPreview, {
        interactive: false,
        label: t('stickers.goalBoard'),
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

/** Tables stored at most this big are chosen for the user; a bigger one is theirs to pick. */
const CHOSEN_BYTES = 512 * 2 ** 20;

/**
 * The table a solve uses unless the user picks one: the largest whose build fits in a
 * quarter of this device's memory (navigator.deviceMemory, GB, where the browser tells;
 * else 4) and that stores at most 512 MiB (1 GB and more in the browser's storage is
 * offered, not imposed); the core's default when none fits.
 */
export function deviceChoice<C extends { memory: number; bytes: number; default: boolean }>(choices: readonly C[]): C {
  const gb = (navigator as Navigator & { deviceMemory?: number }).deviceMemory ?? 4;
  const fits = choices.filter((c) => c.memory <= (gb * 2 ** 30) / 4 && c.bytes <= CHOSEN_BYTES);
  const largest = fits.sort((a, b) => b.memory - a.memory)[0];
  return largest ?? choices.find((c) => c.default) ?? choices[0];
}
