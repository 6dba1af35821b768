// The Square-1's inputs: a scramble in WCA notation (its error under the column, a
// slash the shape refuses among them; its slash count) and a start state as the core
// writes it (12 top slots, 12 bottom slots, the middle; the core's verdict naming the
// piece that is wrong). Reading them is the core's work (validate, playSq1); this file
// asks and shows the answers.

import type { Remote } from 'comlink';
import { playedSteps } from '../player/played';
import type { Track } from '../player/player';
import { sentence } from '../player/words';
import type { CoreApi, Sq1Puzzle, Sq1Result, Validation } from '../worker/api';
import { renderCaret, renderProblems } from './feedback';

export interface Sq1InputElements {
  scramble: HTMLTextAreaElement;
  scrambleError: HTMLElement;
  count: HTMLElement;
  state: HTMLInputElement;
  validity: HTMLElement;
  current: HTMLOutputElement;
}

export type Sq1Played = Extract<Sq1Result, { ok: true }>;

/** What the inputs say, as the core read them. */
export interface Sq1Reading {
  /** The start state in the core's text; '' for solved; undefined when it is not valid. */
  from: string | undefined;
  validation: Validation | null; // null: no start state typed
  result: Sq1Result; // the scramble played on the start (on solved when the start is bad)
}

export class Sq1Inputs {
  private readonly caretView: HTMLElement;
  private readonly errorText: HTMLElement;
  private readonly validityLine: HTMLElement;
  private readonly problemList: HTMLElement;
  private reading: Sq1Reading | null = null;
  private solved = '';

  constructor(
    private readonly el: Sq1InputElements,
    private readonly core: () => Remote<CoreApi>,
  ) {
    this.caretView = el.scrambleError.querySelector<HTMLElement>('.caret-view')!;
    this.errorText = el.scrambleError.querySelector<HTMLElement>('.error-text')!;
    this.validityLine = el.validity.querySelector<HTMLElement>('.validity-line')!;
    this.problemList = el.validity.querySelector<HTMLElement>('.problems')!;
  }

  get scramble(): string {
    return this.el.scramble.value;
  }

  set scramble(text: string) {
    this.el.scramble.value = text;
  }

  get start(): string {
    return this.el.state.value.trim();
  }

  set start(text: string) {
    this.el.state.value = text;
  }

  /** The scramble as played on a valid start; null when either does not read. */
  get played(): Sq1Played | null {
    const r = this.reading;
    return r && r.from !== undefined && r.result.ok ? r.result : null;
  }

  /** The start the scramble was played from, in the core's text ('' before the first read). */
  get from(): string {
    return this.reading?.from || this.solved;
  }

  /** Asks the core about the inputs; false when `stale()` turned true on the way. */
  async read(p: Sq1Puzzle, stale: () => boolean): Promise<boolean> {
    this.solved ||= await this.core().solvedState(p);
    const start = this.start;
    const validation = start === '' ? null : await this.core().validate(p, start);
    if (stale()) return false;
    const from = validation === null ? '' : validation.ok ? validation.facelets : undefined;
    const result = await this.core().playSq1(this.scramble, from ?? '');
    if (stale()) return false;
    this.reading = { from, validation, result };
    this.show(this.reading);
    return true;
  }

  /** Why Solve cannot run, '' when it can. */
  get problem(): string {
    const r = this.reading;
    if (!r) return 'Loading…';
    if (r.from === undefined) return 'Fix the start state to solve.';
    return r.result.ok ? '' : 'Fix the scramble to solve.';
  }

  /** The scramble from the start as the player's track. */
  scrambleTrack(): Track | null {
    const played = this.played;
    if (!played) return null;
    return {
      kind: 'scramble',
      title: 'Scramble',
      start: this.from,
      result: playedSteps(played.canonical, played.steps, played.states, played.counts),
      noun: 'step',
    };
  }

  /** Moves as text (a link's solution), played by the core from `start`, as a track. */
  async playedTrack(moves: string, start: string, title: string): Promise<Track> {
    const played = await this.core().playSq1(moves, start);
    if (!played.ok) throw new Error(`the solution could not be played: ${played.error.message}`);
    return {
      kind: 'solution',
      title,
      start,
      result: playedSteps(played.canonical, played.steps, played.states, played.counts),
      noun: 'step',
    };
  }

  private show(r: Sq1Reading): void {
    const el = this.el;
    if (r.result.ok) {
      el.scrambleError.hidden = true;
      el.scramble.removeAttribute('aria-invalid');
      el.count.textContent = String(r.result.counts.twist);
      el.current.textContent = r.from !== undefined ? r.result.state : '—';
    } else {
      el.scramble.setAttribute('aria-invalid', 'true');
      renderCaret(this.caretView, this.scramble, r.result.error);
      this.caretView.hidden = this.caretView.childElementCount === 0;
      this.errorText.textContent = sentence(r.result.error.message);
      el.scrambleError.dataset.column = String(r.result.error.column);
      el.scrambleError.hidden = false;
      el.count.textContent = '–';
      el.current.textContent = '—';
    }
    const v = r.validation;
    el.validity.className = 'validity';
    this.problemList.replaceChildren();
    if (v === null) {
      this.validityLine.textContent = 'Empty: the scramble starts from the solved Square-1.';
      el.state.removeAttribute('aria-invalid');
      el.validity.classList.add('neutral');
    } else if (v.ok) {
      this.validityLine.textContent = '✓ Valid state';
      el.state.removeAttribute('aria-invalid');
      el.validity.classList.add('valid');
    } else {
      el.state.setAttribute('aria-invalid', 'true');
      el.validity.classList.add('invalid');
      const n = v.problems.length;
      this.validityLine.textContent = n === 1 ? '✗ Not a valid state:' : `✗ Not a valid state (${n} problems):`;
      renderProblems(this.problemList, v.problems, () => {});
    }
  }
}
