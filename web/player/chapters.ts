// Chapters of a staged solution (Thistlethwaite's phases, the layer-by-layer steps,
// two-phase's two phases): the solver's stages as the player uses them. Which chapter a
// move belongs to, where playback pauses, and the "current chapter" line. The stages
// come from the core as move index ranges; nothing here looks at the moves themselves.

import { formatCoreMessage } from '../i18n/core';
import { type Locale, PSEUDO } from '../i18n/language';
import { countIn } from '../i18n/nouns';
import { wt } from '../i18n/widget-messages';
import type { SolutionStage } from '../worker/api';
import { sentence } from './words';

export interface Chapter {
  index: number; // 0-based, in the order the solver gave
  name: string; // the solver's English, as a sentence
  explanation: string;
  code?: string; // the core catalog's code of its name (SolutionStage.code)
  begin: number; // first move (inclusive)
  end: number; // exclusive; begin === end: nothing to do in this stage
}

export class Chapters {
  readonly list: readonly Chapter[];

  /** `stages` as the solver gave them; ranges are clamped to `length` moves. */
  constructor(stages: readonly SolutionStage[], length: number) {
    this.list = stages.map((s, index) => {
      const begin = Math.max(0, Math.min(length, s.begin));
      const end = Math.max(begin, Math.min(length, s.end));
      return { index, name: sentence(s.name), explanation: sentence(s.explanation), code: s.code, begin, end };
    });
  }

  /** Chapters for a track: none for a single stage (nothing to split). */
  static of(stages: readonly SolutionStage[] | undefined, length: number): Chapters | null {
    return stages && stages.length > 1 ? new Chapters(stages, length) : null;
  }

  get count(): number {
    return this.list.length;
  }

  /** The chapter holding move `move` (0-based), or null when no stage covers it. */
  containing(move: number): Chapter | null {
    return this.list.find((c) => c.begin <= move && move < c.end) ?? null;
  }

  /** Chapters that start right before move `move` (the empty ones too), in order. */
  startingAt(move: number): Chapter[] {
    return this.list.filter((c) => c.begin === move);
  }

  /**
   * Where playing from `position` (moves applied) should stop next: the end of the
   * chapter holding the next move, or the start of the next chapter after a gap.
   */
  stopAfter(position: number, length: number): number {
    const here = this.containing(position);
    if (here) return here.end;
    const next = this.list.find((c) => c.begin > position && c.end > c.begin);
    return next ? next.begin : length;
  }

  /**
   * The chapter to show at `position` (moves applied): the one holding the move being
   * played (`playing`), else the one holding the last move applied; the first chapter
   * before any move.
   */
  shownAt(position: number, playing: boolean): Chapter | null {
    const move = playing ? position : position - 1;
    if (move < 0) return this.list.find((c) => c.end > c.begin) ?? this.list[0] ?? null;
    return this.containing(move);
  }
}

/** A chapter's name and explanation in `lang`: the core's words for its code, else the solver's English. */
export function chapterWords(chapter: Chapter, lang: Locale): { name: string; explanation: string } {
  const { code } = chapter;
  if (!code) return { name: chapter.name, explanation: chapter.explanation };
  const said = (message: string, c: string) =>
    sentence(formatCoreMessage({ message, text: { code: c, params: {} } }, lang === PSEUDO ? undefined : lang));
  return { name: said(chapter.name, code), explanation: said(chapter.explanation, `${code}_why`) };
}

/** "Chapter 2 of 4 · Phase 2: …" with the explanation; hidden without chapters. */
export function renderChapterNow(
  box: HTMLElement,
  chapters: Chapters | null,
  chapter: Chapter | null,
  next: boolean,
  lang: Locale,
): void {
  if (!chapters || !chapter) {
    box.hidden = true;
    box.replaceChildren();
    delete box.dataset.index;
    delete box.dataset.shown;
    return;
  }
  // Unchanged: left alone, so a screen reader announces each chapter once.
  const shown = JSON.stringify([chapters.count, chapter.index, chapter.name, next, lang]);
  if (!box.hidden && box.dataset.shown === shown) return;
  box.dataset.shown = shown;
  const count = document.createElement('span');
  count.className = 'chapter-count';
  count.textContent = wt(lang, 'player.chapterOf', {
    next: next ? wt(lang, 'player.next') : '',
    index: chapter.index + 1,
    count: chapters.count,
  });
  const name = document.createElement('strong');
  name.className = 'chapter-name';
  name.setAttribute('data-testid', 'chapter-name');
  const words = chapterWords(chapter, lang);
  name.textContent = words.name;
  const explanation = document.createElement('span');
  explanation.className = 'chapter-explanation';
  explanation.textContent = words.explanation;
  box.replaceChildren(count, name, explanation);
  box.dataset.index = String(chapter.index);
  box.dataset.next = next ? '1' : '0';
  box.hidden = false;
}

/** The heading of a chapter in the move list (a list item spanning the row). */
export function chapterHeading(chapter: Chapter, lang: Locale): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'chapter';
  li.setAttribute('data-testid', 'chapter');
  li.dataset.index = String(chapter.index);
  const name = document.createElement('span');
  name.className = 'chapter-title';
  const words = chapterWords(chapter, lang);
  name.textContent = words.name;
  const moves = chapter.end - chapter.begin;
  const count = document.createElement('span');
  count.className = 'chapter-moves';
  count.textContent = moves === 0 ? wt(lang, 'player.nothingToDo') : countIn(lang, moves, 'move');
  const explanation = document.createElement('span');
  explanation.className = 'chapter-explanation';
  explanation.textContent = words.explanation;
  li.append(name, count, explanation);
  if (moves === 0) li.classList.add('empty');
  return li;
}
