// The inputs of a puzzle with a view of its own (the Clock, the Square-1): a scramble in
// WCA notation (its error under the column, its move count in the puzzle's metric) and a
// start state in the core's text (with the core's verdict naming the dial or piece that
// is wrong). Reading them is the core's work (validate, and the puzzle's play function:
// playClock, playSq1); this file asks and shows the answers.

import type { Remote } from 'comlink';
import { formatCoreMessage } from '../i18n/core';
import { t } from '../i18n/messages';
import { playedSteps } from '../player/played';
import type { Track } from '../player/player';
import { sentence } from '../player/words';
import type { PlayStep } from '../render/playback';
import type { AnyPuzzle, CoreApi, PlayedResult, StatePuzzle, Validation } from '../worker/api';
import { renderCaret, renderProblems } from './feedback';

export interface PlayedInputElements {
  scramble: HTMLTextAreaElement;
  scrambleError: HTMLElement;
  count: HTMLElement;
  state: HTMLInputElement;
  validity: HTMLElement;
  current: HTMLOutputElement;
}

export type Played<S extends PlayStep> = Extract<PlayedResult<S>, { ok: true }>;

/** What differs between the puzzles: how the core plays their moves, and words. */
export interface PlayedPuzzle<S extends PlayStep> {
  play: (core: Remote<CoreApi>, alg: string, start: string) => Promise<PlayedResult<S>>;
  metric: string; // the move count shown (a key of the result's counts)
  emptyText: string; // said when no start state is typed
}

/** What the inputs say, as the core read them. */
export interface PlayedReading<S extends PlayStep> {
  /** The start state in the core's text; '' for solved; undefined when it is not valid. */
  from: string | undefined;
  validation: Validation | null; // null: no start state typed
  result: PlayedResult<S>; // the scramble played on the start (on solved when the start is bad)
}

export class PlayedInputs<S extends PlayStep> {
  private readonly caretView: HTMLElement;
  private readonly errorText: HTMLElement;
  private readonly validityLine: HTMLElement;
  private readonly problemList: HTMLElement;
  private reading: PlayedReading<S> | null = null;
  private solved = '';

  constructor(
    private readonly el: PlayedInputElements,
    private readonly core: () => Remote<CoreApi>,
    private readonly puzzle: PlayedPuzzle<S>,
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
  get played(): Played<S> | null {
    const r = this.reading;
    return r && r.from !== undefined && r.result.ok ? r.result : null;
  }

  /** The core's verdict on the start typed: null before the first read and when none is typed. */
  get validation(): Validation | null {
    return this.reading?.validation ?? null;
  }

  /** The start the scramble was played from, in the core's text ('' before the first read). */
  get from(): string {
    return this.reading?.from || this.solved;
  }

  /** Asks the core about the inputs; false when `stale()` turned true on the way. */
  async read(p: AnyPuzzle, stale: () => boolean): Promise<boolean> {
    this.solved ||= await this.core().solvedState(p as StatePuzzle);
    const start = this.start;
    const validation = start === '' ? null : await this.core().validate(p as StatePuzzle, start);
    if (stale()) return false;
    const from = validation === null ? '' : validation.ok ? validation.facelets : undefined;
    const result = await this.puzzle.play(this.core(), this.scramble, from ?? '');
    if (stale()) return false;
    this.reading = { from, validation, result };
    this.show(this.reading);
    return true;
  }

  /** Why Solve cannot run, '' when it can. */
  get problem(): string {
    const r = this.reading;
    if (!r) return t('played.loading');
    if (r.from === undefined) return t('played.fixStart');
    return r.result.ok ? '' : t('played.fixScramble');
  }

  /** The scramble from the start as the player's track. */
  scrambleTrack(): Track | null {
    const played = this.played;
    if (!played) return null;
    return {
      kind: 'scramble',
      title: t('stickers.scramble'),
      start: this.from,
      result: playedSteps(played.canonical, played.steps, played.states, played.counts),
      noun: 'step',
    };
  }

  /** Moves as text (a link's solution), played by the core from `start`, as a track. */
  async playedTrack(moves: string, start: string, title: string): Promise<Track> {
    const played = await this.puzzle.play(this.core(), moves, start);
    if (!played.ok) throw new Error(t('stickers.notPlayed', { reason: formatCoreMessage(played.error) }));
    return {
      kind: 'solution',
      title,
      start,
      result: playedSteps(played.canonical, played.steps, played.states, played.counts),
      noun: 'step',
    };
  }

  private show(r: PlayedReading<S>): void {
    const el = this.el;
    if (r.result.ok) {
      el.scrambleError.hidden = true;
      el.scramble.removeAttribute('aria-invalid');
      el.count.textContent = String(r.result.counts[this.puzzle.metric]);
      el.current.textContent = r.from !== undefined ? r.result.state : '—';
    } else {
      el.scramble.setAttribute('aria-invalid', 'true');
      renderCaret(this.caretView, this.scramble, r.result.error);
      this.caretView.hidden = this.caretView.childElementCount === 0;
      this.errorText.textContent = sentence(formatCoreMessage(r.result.error));
      el.scrambleError.dataset.column = String(r.result.error.column);
      el.scrambleError.hidden = false;
      el.count.textContent = '–';
      el.current.textContent = '—';
    }
    const v = r.validation;
    el.validity.className = 'validity';
    this.problemList.replaceChildren();
    if (v === null) {
      this.validityLine.textContent = this.puzzle.emptyText;
      el.state.removeAttribute('aria-invalid');
      el.validity.classList.add('neutral');
    } else if (v.ok) {
      this.validityLine.textContent = t('stickers.valid');
      el.state.removeAttribute('aria-invalid');
      el.validity.classList.add('valid');
    } else {
      el.state.setAttribute('aria-invalid', 'true');
      el.validity.classList.add('invalid');
      const n = v.problems.length;
      this.validityLine.textContent = n === 1 ? t('stickers.invalidOne') : t('stickers.invalidMany', { count: n });
      renderProblems(this.problemList, v.problems, () => {});
    }
  }
}
