// Every sticker puzzle's inputs (cubes, Pyraminx, Skewb: the same fields): the scramble (with its
// parse error under the column and its move counts), the start state as facelets or
// colours (with the core's validity verdict and the faulty stickers marked), and the
// current state they make. Reading them is the core's work (validate, playAlg /
// playTurns); this file asks and shows the answers.

import type { Remote } from 'comlink';
import { formatCoreMessage } from '../i18n/core';
import { currentLocale } from '../i18n/language';
import { t } from '../i18n/messages';
import { metricShort, metricTitle, sentence } from '../player/words';
import { isCube, puzzleRow, type StickerPuzzle } from '../puzzles';
import type { AlgResult, CoreApi, MoveCounts, MoveStep, TwistStep, Validation } from '../worker/api';
import { renderCaret, renderFaceletMap, renderProblems } from './feedback';

export interface StickerInputElements {
  scramble: HTMLTextAreaElement;
  scrambleError: HTMLElement;
  /** The scramble's move counts, one per metric of the puzzle's row. */
  counts: HTMLElement;
  facelets: HTMLTextAreaElement;
  validity: HTMLElement;
  current: HTMLOutputElement;
  currentNote: HTMLElement;
  copyCurrent: HTMLButtonElement;
}

/** A played scramble: a cube's moves as MoveSteps, the others' as TwistSteps. */
export type StickerAlg = AlgResult<MoveStep | TwistStep>;

/** What the inputs say, as the core read them. */
export interface StickerReading {
  puzzle: StickerPuzzle;
  /** The start state in face letters; undefined when empty (solved) or not valid. */
  from: string | undefined;
  validation: Validation | null; // null: no start state typed
  result: StickerAlg; // the scramble played on the start (on solved when the start is bad)
}

/** How the core plays moves on a sticker puzzle (playAlg, playTurns). */
export type PlayStickers = (p: StickerPuzzle, alg: string, from: string | undefined) => Promise<StickerAlg>;

export class StickerInputs {
  private readonly caretView: HTMLElement;
  private readonly errorText: HTMLElement;
  private readonly validityLine: HTMLElement;
  private readonly problemList: HTMLElement;
  private readonly faceletMap: HTMLElement;
  private last: { key: string; result: Promise<StickerAlg> } | null = null;

  /**
   * `play` plays a scramble through the core; `mapWidth` is the stickers per row of
   * the text map of faulty stickers (0: none, the puzzle's view outlines them).
   */
  constructor(
    private readonly el: StickerInputElements,
    private readonly core: () => Remote<CoreApi>,
    private readonly playScramble: PlayStickers,
    private readonly mapWidth: (p: StickerPuzzle) => number,
  ) {
    this.caretView = el.scrambleError.querySelector<HTMLElement>('.caret-view')!;
    this.errorText = el.scrambleError.querySelector<HTMLElement>('.error-text')!;
    this.validityLine = el.validity.querySelector<HTMLElement>('.validity-line')!;
    this.problemList = el.validity.querySelector<HTMLElement>('.problems')!;
    this.faceletMap = el.validity.querySelector<HTMLElement>('.facelet-map')!;
  }

  get scramble(): string {
    return this.el.scramble.value;
  }

  set scramble(text: string) {
    this.el.scramble.value = text;
  }

  /** The start-state text as the core reads it: whitespace (line breaks, spaces) dropped. */
  get start(): string {
    return this.el.facelets.value.replace(/\s+/g, '');
  }

  set start(text: string) {
    this.el.facelets.value = text;
  }

  set placeholder(solved: string) {
    this.el.facelets.placeholder = solved;
  }

  /** Asks the core about the inputs; null when `stale()` turned true on the way. */
  async read(p: StickerPuzzle, stale: () => boolean): Promise<StickerReading | null> {
    const start = this.start;
    let validation: Validation | null = null;
    if (start !== '') {
      validation = await this.core().validate(p, start);
      if (stale()) return null;
    }
    const from = validation?.ok ? validation.facelets : undefined;
    // With a broken start state the scramble is still read, from solved, for its errors.
    const result = await this.play(p, this.scramble, from);
    if (stale()) return null;
    return { puzzle: p, from, validation, result };
  }

  /**
   * The scramble played by the core; the same question as last time gets the same
   * answer without asking again (a long scramble takes the core a second and more, and
   * the page reads the inputs again when anything else changes).
   */
  private async play(p: StickerPuzzle, scramble: string, from: string | undefined): Promise<StickerAlg> {
    const key = JSON.stringify([p, scramble, from ?? '']);
    if (this.last?.key !== key) this.last = { key, result: this.playScramble(p, scramble, from) };
    const asked = this.last;
    try {
      return await asked.result;
    } catch (e) {
      if (this.last === asked) this.last = null; // a failed call (worker restarted) is asked again
      throw e;
    }
  }

  /** Shows the scramble's errors and counts and the start state's validity. */
  show(reading: StickerReading): void {
    this.showScramble(reading.result);
    this.showValidity(reading.puzzle, reading.validation);
  }

  /** The current state (the scramble applied to the start), with a note. */
  showCurrent(facelets: string, note: string): void {
    this.el.current.textContent = facelets || '—';
    this.el.current.dataset.facelets = facelets;
    this.el.currentNote.textContent = note;
    this.el.copyCurrent.disabled = facelets === '';
  }

  get current(): string {
    return this.el.current.dataset.facelets ?? '';
  }

  private showScramble(result: StickerAlg): void {
    const el = this.el;
    if (result.ok) {
      el.scrambleError.hidden = true;
      el.scramble.removeAttribute('aria-invalid');
      this.showCounts(result.counts);
      return;
    }
    el.scramble.setAttribute('aria-invalid', 'true');
    renderCaret(this.caretView, this.scramble, result.error);
    this.caretView.hidden = this.caretView.childElementCount === 0;
    this.errorText.textContent = sentence(formatCoreMessage(result.error));
    el.scrambleError.dataset.column = String(result.error.column);
    el.scrambleError.hidden = false;
    for (const b of el.counts.querySelectorAll('b')) b.textContent = '–';
  }

  /** Each count with its metric's short name ("HTM 4"), in the row's order. */
  private showCounts(counts: MoveCounts): void {
    const shown = [...this.el.counts.querySelectorAll<HTMLElement>('b')].map((b) => b.dataset.metric);
    const metrics = Object.keys(counts);
    if (shown.join() !== metrics.join()) {
      this.el.counts.replaceChildren(
        ...metrics.map((metric) => {
          const span = document.createElement('span');
          span.title = metricTitle(metric, currentLocale());
          const b = document.createElement('b');
          b.dataset.metric = metric;
          b.dataset.testid = `count-${metric}`;
          span.append(`${metricShort(metric, currentLocale())} `, b);
          return span;
        }),
      );
    }
    for (const b of this.el.counts.querySelectorAll<HTMLElement>('b'))
      b.textContent = String(counts[b.dataset.metric!]);
  }

  private showValidity(p: StickerPuzzle, v: Validation | null): void {
    const el = this.el;
    el.validity.className = 'validity';
    this.faceletMap.hidden = true;
    this.problemList.replaceChildren();
    if (v === null) {
      const what = isCube(p) ? t('stickers.theCube') : puzzleRow(p).label;
      this.validityLine.textContent = t('stickers.emptyStart', { what });
      el.facelets.removeAttribute('aria-invalid');
      el.validity.classList.add('neutral');
      return;
    }
    if (v.ok) {
      this.validityLine.textContent = t('stickers.valid');
      el.facelets.removeAttribute('aria-invalid');
      el.validity.classList.add('valid');
      return;
    }
    el.facelets.setAttribute('aria-invalid', 'true');
    el.validity.classList.add('invalid');
    const n = v.problems.length;
    this.validityLine.textContent = n === 1 ? t('stickers.invalidOne') : t('stickers.invalidMany', { count: n });
    renderProblems(this.problemList, v.problems, (c) => {
      // The piece picked put right: the start box says so, and the page reads it as typed.
      el.facelets.value = c.facelets;
      el.facelets.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const bad = new Set(v.problems.flatMap((pr) => pr.stickers));
    const width = this.mapWidth(p);
    if (bad.size > 0 && width > 0) {
      renderFaceletMap(this.faceletMap, v.facelets || this.start, width, bad);
      this.faceletMap.hidden = false;
    }
  }
}
