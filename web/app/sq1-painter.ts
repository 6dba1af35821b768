// The Square-1's start painted on its view: a slot chosen on the view (a click, or the
// arrow keys and Enter), then its piece pressed in the palette (sq1-palette.ts); the
// middle layer turns over when pressed. Every edit is the core's (editSq1: the piece put,
// what it covered moved where it was when that fits); the start field takes the state
// the core wrote, so the text and the view stay in step, and the next slot is chosen
// for the next piece (the top clockwise, then the bottom). While a piece is twice or a
// corner's half alone, the view draws the state as painted and the line under the
// palette says what the core says is still wrong (the piece and its slot).

import { formatCoreMessage } from '../i18n/core';
import { t } from '../i18n/messages';
import { sentence } from '../player/words';
import type { Sq1View } from '../render/Sq1View';
import { MIDDLE, SQ1_WORDS } from '../render/sq1-slots';
import type { Sq1Step } from '../worker/api';
import type { PageParts } from './page-parts';
import type { PlayedInputs } from './played-inputs';
import { renderSq1Palette } from './sq1-palette';

/** The core's problems of a state being painted (its pieces, not its form). */
const PIECE_PROBLEMS = new Set(['missing-piece', 'duplicate-piece', 'split-corner']);

export interface Sq1PainterElements {
  palette: HTMLElement;
  choice: HTMLElement; // the slot chosen, or how to choose one
  problem: HTMLElement; // what the core says is wrong with the state painted
}

export class Sq1Painter {
  private edits: Promise<void> = Promise.resolve();
  private refusal = '';
  private loaded = false;

  constructor(
    private readonly page: PageParts,
    private readonly view: Sq1View,
    private readonly inputs: PlayedInputs<Sq1Step>,
    private readonly el: Sq1PainterElements,
  ) {
    const slots = view.slots!;
    // A pick waits for the edits before it: the slot it chooses is not then moved on by
    // an edit pressed before it and answered after.
    slots.onPick = (slot) => this.queue(async () => (slot === MIDDLE ? this.edit(MIDDLE, 0) : this.choose(slot)));
    this.choose(0);
  }

  /** The palette, once: the pieces and their names are the core's. */
  async load(): Promise<void> {
    if (this.loaded) return;
    this.loaded = true;
    const pieces = await this.page.core().sq1Pieces();
    const names = new Map(pieces.map((p) => [p.letter, formatCoreMessage({ message: p.name, text: p.text })]));
    SQ1_WORDS.piece = (letter) => names.get(letter) ?? letter;
    // The slot a piece goes to is read when its turn in the queue comes: two pieces
    // pressed faster than the core answers go to a slot each (read at the press, both
    // went to the first's, the second over it).
    renderSq1Palette(this.el.palette, pieces, (piece) =>
      this.queue(async () => {
        const slot = this.view.slots!.choice;
        if (slot >= 0) await this.edit(slot, piece);
        else this.show();
      }),
    );
    this.view.renameSlots();
    this.show();
  }

  /** The start as read: the view shows it as painted when the core read 24 pieces that are not yet a state. */
  showRead(): void {
    const v = this.inputs.validation;
    const painting = v !== null && !v.ok && v.problems.every((p) => PIECE_PROBLEMS.has(p.code));
    if (painting && this.view.state !== this.inputs.start) this.view.setState(this.inputs.start);
    this.show();
  }

  private choose(slot: number): void {
    this.view.slots!.choose(slot);
    this.show();
  }

  /** Picks and edits one after another, in the order pressed: each starts from the state the one before wrote. */
  private queue(step: () => Promise<void>): void {
    this.edits = this.edits.then(step).catch(() => {});
  }

  private async edit(slot: number, piece: number): Promise<void> {
    // A scramble typed: the state it makes is painted on, and becomes the start.
    const played = this.inputs.scramble.trim() !== '' ? this.inputs.played : null;
    const base = played ? played.state : this.inputs.start || this.inputs.from;
    const r = await this.page.core().editSq1(base, slot, piece);
    if (!r.ok) {
      this.refusal = sentence(formatCoreMessage(r.error));
      this.show();
      return;
    }
    this.refusal = '';
    this.inputs.start = r.state;
    if (played) this.inputs.scramble = '';
    if (slot === MIDDLE) this.page.say(t('played.sq1MiddleTurned'));
    else {
      this.page.say(
        t('played.sq1Put', { piece: SQ1_WORDS.piece(r.state.replace(/\//g, '')[slot]), slot: slotName(slot) }),
      );
      this.view.slots!.choose(r.next);
      this.view.slots!.follow(r.next);
    }
    await this.page.cycle.update();
  }

  /** The slot chosen and what the core says is wrong, under the palette. */
  private show(): void {
    const slot = this.view.slots!.choice;
    this.el.choice.textContent =
      slot >= 0 ? t('played.sq1Chosen', { slot: slotName(slot) }) : t('played.sq1ChooseSlot');
    const v = this.inputs.validation;
    const first = v && !v.ok ? v.problems[0] : null;
    this.el.problem.textContent = this.refusal || (first ? sentence(formatCoreMessage(first)) : '');
    this.el.problem.hidden = this.el.problem.textContent === '';
  }
}

function slotName(slot: number): string {
  return t(slot < 12 ? 'played.sq1TopSlot' : 'played.sq1BottomSlot', { n: (slot % 12) + 1 });
}
