// Painting colours, for every sticker puzzle: a palette (the puzzle's face colours,
// "unknown" for a state, "don't care" for a goal) and its net, whose stickers are painted
// by clicking or dragging over them; the 3D view's stickers paint the start state too
// (PuzzleView.onStickerClick). The puzzle's geometry gives the faces and the net. Painting
// only edits the text the user sees — the start-state box or the goal box — and the
// page reads that text through the core as if it had been typed, so the core's
// validation names any faulty piece. Each stroke can be undone.

import { t } from '../i18n/messages';
import { PaintableNet } from '../render/NetView';
import type { Problem } from '../worker/api';
import { renderVerdict } from './feedback';
import { ANY, type PaintTarget, renderPalette, UNKNOWN } from './paint-palette';
import { centresWith, groupByFace, isPattern, type PatternShape } from './paint-patterns';

const UNDO_DEPTH = 100;

export interface PaintElements {
  root: HTMLDetailsElement;
  palette: HTMLElement;
  /** Radios "start" / "goal"; the group is shown only when the solver takes a goal. */
  targets: HTMLInputElement[];
  targetGroup: HTMLElement;
  net: HTMLElement;
  fromSolved: HTMLButtonElement;
  fromCurrent: HTMLButtonElement;
  blank: HTMLButtonElement;
  undo: HTMLButtonElement;
  status: HTMLElement;
  /** The core's verdict on the state painted, beside the net (the start box's may be off-screen). */
  verdict: HTMLElement;
  /** How many stickers are still unknown. */
  left: HTMLElement;
}

/** The page's text fields that painting edits, and how it hears of a change. */
export interface PaintHost {
  scramble: HTMLTextAreaElement;
  start: HTMLTextAreaElement;
  goal: HTMLInputElement;
  /** The preset menu, cleared once a painted pattern replaces a preset. */
  goalPreset?: HTMLSelectElement;
  changed(): void;
}

/** What the painter shows after each update: the puzzle, and what its inputs make. */
export interface PaintedState extends PatternShape {
  /** The state the inputs make (the start as typed when it is not valid). */
  state: string;
  /** The faulty stickers. */
  marked: readonly number[];
  /** The solver takes a goal: the goal can be painted too. */
  goalOffered: boolean;
  /** The core's verdict on the start state, one line ('' when it is empty). */
  verdict: string;
  /** The problem the verdict names: its candidates, if any, are offered beside the net too. */
  problem: Problem | null;
}

interface Snapshot {
  scramble: string;
  start: string;
  goal: string;
}

export class Painter {
  private readonly net: PaintableNet;
  private readonly undoStack: Snapshot[] = [];
  private symbol = '';
  /** The last update: the puzzle (geometry, solved state), its faulty stickers, whether a goal is offered, the verdict. */
  private shape: PaintedState | null = null;
  /** The state the inputs make (what the 3D cube shows): painting starts from it. */
  private state = '';
  /** The state of the last update (the cube shows it until the next one after a stroke). */
  private read = '';
  /** Stickers a camera scan was least sure of: outlined until the next stroke. */
  private doubtful: readonly number[] = [];
  private scanned = '';

  constructor(
    private readonly el: PaintElements,
    private readonly host: PaintHost,
  ) {
    this.net = new PaintableNet(el.net, t('paint.net'));
    this.net.onStroke = () => this.remember();
    this.net.onPaint = (i) => this.paint(i);
    for (const r of el.targets) r.addEventListener('change', () => this.redraw());
    el.fromSolved.addEventListener('click', () => this.fill(this.shape?.solved ?? '', t('panels.solved')));
    el.fromCurrent.addEventListener('click', () => this.fill(this.state, t('panels.current')));
    el.blank.addEventListener('click', () =>
      this.fill(this.blankPattern(), t(this.target === 'goal' ? 'paint.dontCare' : 'paint.allUnknown')),
    );
    el.undo.addEventListener('click', () => this.undo());
    el.root.addEventListener('toggle', () => this.redraw());
    this.updateUndo();
  }

  /** Painting is on: the panel is open (a click on the 3D cube paints only then). */
  get active(): boolean {
    return this.el.root.open;
  }

  get target(): PaintTarget {
    return this.shape?.goalOffered && this.el.targets.find((r) => r.checked)?.value === 'goal' ? 'goal' : 'start';
  }

  /** After each update: what the inputs make, on the puzzle shown. */
  show(shown: PaintedState): void {
    const { state, geometry } = shown;
    if (state !== this.scanned) this.doubtful = [];
    this.state = state;
    this.read = state;
    if (geometry !== this.shape?.geometry) {
      this.symbol = geometry.faces[0];
      renderPalette(this.el.palette, geometry, this.symbol, (symbol) => (this.symbol = symbol));
    }
    this.shape = shown;
    this.redraw();
  }

  /**
   * A state read by the camera scan: the start state (one stroke, Undo restores), the
   * panel opened on it with `doubtful` outlined until the next stroke. Answers what it did.
   */
  openScanned(facelets: string, doubtful: readonly number[]): string {
    for (const r of this.el.targets) r.checked = r.value === 'start';
    this.remember();
    const folded = this.write(facelets);
    this.doubtful = doubtful;
    this.scanned = facelets;
    this.el.root.open = true;
    this.redraw();
    const check = doubtful.length ? t('paint.doubtful', { count: doubtful.length }) : '';
    const said = t('paint.inPainter', { check, folded: folded || t('paint.undoStart') });
    this.say(said);
    return said;
  }

  /** A click on sticker `index` of the 3D view, which shows `shown` (a stroke of its own). */
  paintFromView(index: number, shown: string): void {
    if (!this.active) return;
    if (this.target === 'goal') {
      this.say(t('paint.viewNotGoal'));
      return;
    }
    if (shown !== this.state && shown !== this.read) {
      // Playback shows another position: its stickers are not the ones being painted.
      this.say(t('paint.viewPlayback'));
      return;
    }
    this.remember();
    this.paint(index);
  }

  // ---------------------------------------------------------------------------------

  private get size(): number {
    return this.shape?.geometry.stickers.length ?? 0;
  }

  private redraw(): void {
    const target = this.target;
    this.el.targetGroup.hidden = !this.shape?.goalOffered;
    for (const label of this.el.palette.querySelectorAll<HTMLElement>('[data-only]')) {
      const hidden = label.dataset.only !== target;
      label.hidden = hidden;
      const input = label.querySelector('input')!;
      if (hidden && input.checked) {
        input.checked = false;
        this.symbol = this.shape?.geometry.faces[0] ?? '';
        const first = this.el.palette.querySelector<HTMLInputElement>('input[name="paint-colour"]');
        if (first) first.checked = true;
      }
    }
    this.el.blank.textContent = t(target === 'goal' ? 'paint.dontCare' : 'paint.allUnknown');
    this.el.root.dataset.target = target;
    if (target === 'goal') {
      if (this.shape) this.net.show(this.goalPattern(), this.shape.geometry, [], false);
      const text = this.host.goal.value.trim();
      if (text !== '' && this.shape && !isPattern(text, this.shape.geometry)) {
        this.say(t('paint.goalPreset', { text }));
      }
      this.el.left.textContent = '';
      this.el.verdict.textContent = '';
    } else {
      // The verdict beside the net, with the pieces to pick from where the colours cannot tell.
      renderVerdict(this.el.verdict, this.shape?.verdict ?? '', this.shape?.problem ?? null, (c) => {
        this.remember();
        this.write(c.facelets);
      });
      if (this.shape) this.net.show(this.state, this.shape.geometry, [...this.shape.marked, ...this.doubtful], true);
      const left = [...this.state].filter((c) => c === UNKNOWN).length;
      this.el.left.textContent = left ? t('paint.left', { count: left }) : '';
    }
  }

  /**
   * The goal box as a sticker pattern, when it holds one (letters and x or ?, spaces
   * ignored); otherwise (empty, a preset, a chain) the centres only, to paint on.
   */
  private goalPattern(): string {
    const text = this.host.goal.value;
    return this.shape && isPattern(text, this.shape.geometry) ? text.replace(/\s+/g, '') : this.blankGoal();
  }

  /** Every sticker "don't care" but the fixed centres (odd cubes), which say how the cube is held. */
  private blankGoal(): string {
    return this.shape ? centresWith(ANY, this.shape) : '';
  }

  private blankPattern(): string {
    return this.target === 'goal' ? this.blankGoal() : this.shape ? centresWith(UNKNOWN, this.shape) : '';
  }

  /** The text being painted, exactly `size` stickers (a short start padded with unknowns). */
  private base(): string {
    const text = this.target === 'goal' ? this.goalPattern() : this.state;
    const chars = [...text].slice(0, this.size);
    while (chars.length < this.size) chars.push(UNKNOWN);
    return chars.join('');
  }

  private paint(index: number): void {
    if (index < 0 || index >= this.size) return;
    const chars = [...this.base()];
    chars[index] = this.symbol;
    this.write(chars.join(''));
  }

  /** Replaces the target's text by `facelets` (one stroke). */
  private fill(facelets: string, what: string): void {
    if (!facelets) return;
    this.remember();
    const folded = this.write(facelets);
    this.say(
      t(this.target === 'goal' ? 'paint.setAsGoal' : 'paint.setAsStart', {
        what,
        folded: folded || t('paint.undoPrevious'),
      }),
    );
  }

  /** Writes the target's text; returns what happened to a typed scramble ('' when none). */
  private write(facelets: string): string {
    let folded = '';
    if (this.target === 'goal') {
      this.host.goal.value = this.shape ? groupByFace(facelets, this.shape.geometry) : facelets;
      if (this.host.goalPreset) this.host.goalPreset.value = ''; // no longer a preset
    } else {
      const scramble = this.host.scramble.value;
      if (scramble.trim() !== '') {
        // Painting changes the state the scramble made: it becomes the start state.
        this.host.scramble.value = '';
        folded = t('paint.folded', { scramble: scramble.trim() });
        this.say(folded);
      }
      this.host.start.value = facelets;
      this.state = facelets;
    }
    this.redraw();
    this.host.changed();
    return folded;
  }

  private remember(): void {
    this.undoStack.push({
      scramble: this.host.scramble.value,
      start: this.host.start.value,
      goal: this.host.goal.value,
    });
    if (this.undoStack.length > UNDO_DEPTH) this.undoStack.shift();
    this.doubtful = [];
    this.say('');
    this.updateUndo();
  }

  private undo(): void {
    const last = this.undoStack.pop();
    if (!last) return;
    this.host.scramble.value = last.scramble;
    this.host.start.value = last.start;
    this.host.goal.value = last.goal;
    this.say(t('paint.strokeUndone'));
    this.updateUndo();
    this.host.changed();
  }

  private updateUndo(): void {
    this.el.undo.disabled = this.undoStack.length === 0;
  }

  private say(text: string): void {
    this.el.status.textContent = text;
  }
}
