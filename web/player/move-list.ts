// The move list as chips (the current move highlighted, the moves done dimmed, a
// chapter's heading before its moves), virtualised: a track can hold 100,000 moves (the
// longest scramble a link may carry), so the list is cut into blocks of at most BLOCK
// moves and only the blocks near the visible part of the list hold their chips; the
// others are empty boxes of the height they had (or an estimate). Short tracks (a few
// hundred moves) are always whole. What a chip says comes from the player.

import type { Locale } from '../i18n/language';
import type { Chapter, Chapters } from './chapters';
import { chapterHeading } from './chapters';

/** Moves per block: divisible by 4, 5, 6, 8, 10 and 12, so rows rarely break at a block's end. */
const BLOCK = 120;
/** Blocks this far (px) above or below the visible part of the list keep their chips. */
const KEEP_PX = 1200;
/** Chips filled at once when a track is shown, whatever the scrolling (short tracks: all). */
const EAGER_MOVES = 360;
/** Height of an empty block per move before any block was measured (px). */
const GUESS_PX_PER_MOVE = 5;

export interface ChipText {
  text: string; // what the chip shows ("R'")
  label: string; // its accessible name ("Move 3: R' (Right counterclockwise)")
  title?: string;
  inverse?: boolean; // a move found on the inverse side (NISS), played undone: marked
}

interface Block {
  begin: number; // first move (inclusive)
  end: number; // exclusive
  headings: Chapter[]; // chapters starting at `begin` (the empty ones too)
  el: HTMLLIElement;
  filled: boolean;
  height: number; // measured when last filled; 0: never measured
}

export class MoveList {
  private blocks: Block[] = [];
  private readonly chips = new Map<number, HTMLButtonElement>();
  private observer: IntersectionObserver | null = null;
  private current = -1;
  private done = 0;
  private chapter: number | null = null;
  private pxPerMove = GUESS_PX_PER_MOVE;
  private count = 0;
  private chip: (i: number) => ChipText = () => ({ text: '', label: '' });
  /** The language of the chapters' headings. */
  lang: Locale = 'en';

  constructor(private readonly list: HTMLOListElement) {}

  /** Shows `count` moves (their chips from `chip`), split by `chapters`. */
  show(count: number, chip: (i: number) => ChipText, chapters: Chapters | null): void {
    this.observer?.disconnect();
    this.chips.clear();
    this.chip = chip;
    this.count = count;
    this.list.classList.toggle('with-chapters', chapters !== null);
    this.blocks = splitIntoBlocks(count, chapters).map(([begin, end]) => ({
      begin,
      end,
      headings: chapters?.startingAt(begin) ?? [],
      el: blockElement(),
      filled: false,
      height: 0,
    }));
    this.list.replaceChildren(...this.blocks.map((b) => b.el));
    for (const b of this.blocks) {
      if (b.begin < EAGER_MOVES) this.fill(b);
      else this.empty(b);
    }
    if (typeof IntersectionObserver === 'undefined' || this.blocks.length === 0) return;
    this.observer = new IntersectionObserver((entries) => this.onSeen(entries), {
      root: this.list,
      rootMargin: `${KEEP_PX}px 0px`,
    });
    for (const b of this.blocks) this.observer.observe(b.el);
  }

  clear(): void {
    this.show(0, this.chip, null);
  }

  /** Marks the move being played (or the last applied) and the moves done. */
  mark(current: number, done: number, chapter: number | null): void {
    this.current = current;
    this.done = done;
    this.chapter = chapter;
    for (const [i, c] of this.chips) paintChip(c, i, current, done);
    for (const h of this.list.querySelectorAll<HTMLElement>('.chapter')) {
      h.classList.toggle('current', chapter !== null && h.dataset.index === String(chapter));
    }
  }

  /** Scrolls move `i` into the list's view (its block filled first). */
  reveal(i: number): void {
    const b = this.blocks.find((x) => x.begin <= i && i < x.end);
    if (!b) return;
    if (!b.filled) this.fill(b);
    const chip = this.chips.get(i);
    if (chip) revealIn(this.list, chip);
  }

  private onSeen(entries: IntersectionObserverEntry[]): void {
    for (const e of entries) {
      const b = this.blocks.find((x) => x.el === e.target);
      if (!b) continue;
      if (e.isIntersecting && !b.filled) this.fill(b);
      else if (!e.isIntersecting && b.filled && b.end > EAGER_MOVES) this.empty(b);
    }
  }

  private fill(b: Block): void {
    const items: HTMLElement[] = b.headings.map((c) => chapterHeading(c, this.lang));
    for (let i = b.begin; i < b.end; i++) {
      const { text, label, title, inverse } = this.chip(i);
      const li = document.createElement('li');
      li.setAttribute('aria-posinset', String(i + 1));
      li.setAttribute('aria-setsize', String(this.count));
      const chip = document.createElement('button');
      chip.type = 'button';
      chip.className = inverse ? 'chip mono inverse-side' : 'chip mono';
      chip.dataset.index = String(i);
      chip.setAttribute('data-testid', 'move-chip');
      chip.textContent = text;
      chip.setAttribute('aria-label', label);
      if (title) chip.title = title;
      paintChip(chip, i, this.current, this.done);
      li.append(chip);
      items.push(li);
      this.chips.set(i, chip);
    }
    for (const h of items) {
      if (h.classList.contains('chapter')) h.classList.toggle('current', h.dataset.index === String(this.chapter));
    }
    b.el.style.height = '';
    b.el.replaceChildren(...items);
    b.filled = true;
    // Measured once laid out (the next frame), for the empty box it may become.
    requestAnimationFrame(() => {
      if (!b.filled || !b.el.isConnected) return;
      b.height = b.el.offsetHeight;
      if (b.end > b.begin && b.height > 0) this.pxPerMove = b.height / (b.end - b.begin);
    });
  }

  private empty(b: Block): void {
    for (let i = b.begin; i < b.end; i++) this.chips.delete(i);
    b.el.replaceChildren();
    b.filled = false;
    const height = b.height || Math.ceil(this.pxPerMove * (b.end - b.begin)) + (b.headings.length ? 40 : 0);
    b.el.style.height = `${height}px`;
  }
}

/** [begin, end) of each block: at most BLOCK moves, a new block at each chapter's start. */
function splitIntoBlocks(count: number, chapters: Chapters | null): [number, number][] {
  if (count === 0 && !chapters?.count) return [];
  const starts = new Set<number>([0]);
  for (const c of chapters?.list ?? []) starts.add(c.begin);
  for (let i = BLOCK; i < count; i += BLOCK) starts.add(i);
  const sorted = [...starts].sort((a, b) => a - b);
  return sorted.map((s, k) => [s, k + 1 < sorted.length ? sorted[k + 1] : count]);
}

/** A block: a full-width row of the list's flex layout, wrapping its chips the same way. */
function blockElement(): HTMLLIElement {
  const li = document.createElement('li');
  li.setAttribute('role', 'none');
  li.className = 'moves-block';
  Object.assign(li.style, { display: 'flex', flexWrap: 'wrap', gap: 'inherit', flexBasis: '100%', minWidth: '0' });
  return li;
}

function paintChip(chip: HTMLButtonElement, i: number, current: number, done: number): void {
  const on = i === current;
  chip.classList.toggle('current', on);
  chip.classList.toggle('done', i < done);
  if (on) chip.setAttribute('aria-current', 'step');
  else chip.removeAttribute('aria-current');
}

/**
 * Scrolls `list` (a scrolling box) so that `chip` shows, the page itself left where it
 * is: scrollIntoView would scroll the page too, taking the cube out of view on a phone
 * while the solution plays.
 */
function revealIn(list: HTMLElement, chip: HTMLElement): void {
  const box = list.getBoundingClientRect();
  const at = chip.getBoundingClientRect();
  if (at.top < box.top) list.scrollTop -= box.top - at.top;
  else if (at.bottom > box.bottom) list.scrollTop += at.bottom - box.bottom;
}
