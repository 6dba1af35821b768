// Playback of a move sequence (the scramble, or a solution) on a view (the 3D cube or
// the 8-puzzle board): play / pause, step back and forward, jump to the start or end,
// speed, a scrub bar over the positions, playback keys, and the move list as chips (the
// current move highlighted; clicking one jumps to the state after it). A staged solution plays chapter by chapter: it pauses at
// each chapter's end, announcing the next one, and resumes by itself. The states after
// each move come from the core (Played.states); stepping back only plays a move
// backwards on the view, so no puzzle logic lives here.

import { currentLocale, type Locale } from '../i18n/language';
import { countIn } from '../i18n/nouns';
import { wt } from '../i18n/widget-messages';
import { type PlaybackView, type PlayStep, prefersReducedMotion } from '../render/playback';
import type { MoveCounts, SolutionStage } from '../worker/api';
import { type Chapter, Chapters, chapterWords, renderChapterNow } from './chapters';
import { MoveList } from './move-list';
import { countsText } from './words';

/**
 * A sequence the core has played, read by index (played.ts makes one from the core's
 * arrays or from its packed moves): a 99,998-move scramble is never copied step by step.
 */
export interface Played<S extends PlayStep = PlayStep> {
  canonical: string; // the steps as text, as the core writes them
  length: number; // how many steps
  step(i: number): S; // step i (0-based)
  state(i: number): string; // the state after step i
  counts?: MoveCounts; // cube moves only
}

export interface Track {
  kind: 'scramble' | 'solution';
  title: string;
  start: string; // the state before the first move
  result: Played;
  stages?: SolutionStage[];
  /**
   * Whether a staged track starts shown stage by stage (chapters, rests between them;
   * the default) or as one plain list, its stages on request (PlayerElements.stagesToggle).
   */
  stagesShown?: boolean;
  /** What one step is called: 'move' (default) or 'slide'. */
  noun?: string;
  /**
   * NISS: the moves from this index on were found on the inverse side and are played
   * undone (inverted, in reverse order) after the normal ones; their chips are marked.
   */
  inverseFrom?: number;
  /** A recorded solve (a reconstruction): each step's time in ms from the first (solve-record.ts). */
  times?: readonly number[];
}

export interface PlayerElements {
  toStart: HTMLButtonElement;
  stepBack: HTMLButtonElement;
  play: HTMLButtonElement;
  stepForward: HTMLButtonElement;
  toEnd: HTMLButtonElement;
  /** A range over the positions 0..n: dragging it jumps there. */
  scrub: HTMLInputElement;
  speed: HTMLInputElement;
  progress: HTMLElement;
  title: HTMLElement;
  stats: HTMLElement;
  moves: HTMLOListElement;
  facelets: HTMLOutputElement;
  /** The current chapter of a staged solution, shown while it plays. */
  chapter: HTMLElement;
  /** "Show steps": shows a staged track's chapters or not; its box is hidden for other tracks. */
  stagesToggle?: { box: HTMLElement; input: HTMLInputElement };
}

const PLAYBACK_KEYS: Readonly<Record<string, 'toggle' | 'back' | 'forward' | 'start' | 'end'>> = {
  ' ': 'toggle',
  ArrowLeft: 'back',
  ArrowRight: 'forward',
  Home: 'start',
  End: 'end',
};

/** How long playback rests at a chapter's end, at speed 1. */
const CHAPTER_PAUSE_MS = 1400;
/** One step every this many ms at speed 1 when nothing animates (reduced motion, no view). */
const STEP_MS = 400;

export class Player {
  /** Called whenever the position or the playing state changes. */
  onChange: (() => void) | null = null;

  private view: PlaybackView | null;
  private track: Track | null = null;
  private chapters: Chapters | null = null;
  private position = 0; // moves applied
  private playing = false; // moving through the track (paused or not)
  private paused = false;
  private resting = false; // at a chapter's end, before the next one
  private guiding = false; // a guided solve: the move after the position is the one to make
  private token = 0; // the current run; older ones stop when they notice
  private wake: (() => void) | null = null; // ends the current wait early
  private readonly moveList: MoveList;
  private language: Locale = currentLocale();

  constructor(
    view: PlaybackView | null,
    private readonly el: PlayerElements,
  ) {
    this.view = view;
    this.moveList = new MoveList(el.moves);
    this.moveList.lang = this.language;
    el.stagesToggle?.input.addEventListener('change', () => this.showStages(el.stagesToggle!.input.checked));
    el.play.addEventListener('click', () => this.togglePlay());
    el.stepBack.addEventListener('click', () => void this.stepBack());
    el.stepForward.addEventListener('click', () => void this.stepForward());
    el.toStart.addEventListener('click', () => this.jump(0));
    el.toEnd.addEventListener('click', () => this.jump(this.length));
    el.speed.addEventListener('input', () => this.view?.setSpeed(this.speed));
    el.scrub.addEventListener('input', () => this.jump(Number(el.scrub.value)));
    el.moves.addEventListener('click', (e) => {
      const chip = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-index]');
      if (chip) this.jump(Number(chip.dataset.index) + 1);
    });
    this.render();
  }

  get current(): Track | null {
    return this.track;
  }

  /** The language of the player's words (the page's; a widget's own `lang`). */
  get lang(): Locale {
    return this.language;
  }

  set lang(locale: Locale) {
    this.language = locale;
    this.moveList.lang = locale;
    this.renderChips();
    this.render();
  }

  get length(): number {
    return this.track?.result.length ?? 0;
  }

  get at(): number {
    return this.position;
  }

  get isPlaying(): boolean {
    return this.playing && !this.paused;
  }

  /** The state shown at the current position. */
  get shownState(): string {
    return this.track ? this.stateAt(this.position) : '';
  }

  private get speed(): number {
    return Number(this.el.speed.value) || 1;
  }

  /** Drives another view from now on (the puzzle changed); the track is dropped. */
  setView(view: PlaybackView | null): void {
    if (view === this.view) return;
    this.stopMotion();
    this.view = view;
    this.track = null;
    this.chapters = null;
    this.position = 0;
    this.renderChips();
    this.render();
  }

  /** Shows a track at `position` (default: its end for a scramble, its start for a solution). */
  load(track: Track | null, position?: number): void {
    this.stopMotion();
    this.track = track;
    const n = this.length;
    const staged = (track?.stages?.length ?? 0) > 1;
    const shown = track?.stagesShown ?? true;
    this.chapters = track && shown ? Chapters.of(track.stages, n) : null;
    const toggle = this.el.stagesToggle;
    if (toggle) {
      toggle.box.hidden = !staged;
      toggle.input.checked = staged && shown;
    }
    this.position = Math.max(0, Math.min(n, position ?? (track?.kind === 'solution' ? 0 : n)));
    this.renderChips();
    this.showPosition();
  }

  /** Shows the track's stages as chapters (true) or a plain list; the position is kept. */
  showStages(shown: boolean): void {
    if (!this.track) return;
    this.chapters = shown ? Chapters.of(this.track.stages, this.length) : null;
    this.renderChips();
    this.render();
  }

  /** Forgets the track; the view keeps what it shows. */
  clear(): void {
    this.load(null);
  }

  togglePlay(): void {
    if (!this.track || this.length === 0) return;
    if (this.playing) {
      this.paused = !this.paused;
      if (this.paused) this.view?.pause();
      else this.view?.play();
      this.render();
      return;
    }
    void this.play();
  }

  /**
   * Plays from the current position to the end (from the start when at the end),
   * resting at each chapter's end.
   */
  async play(): Promise<void> {
    if (!this.track || this.length === 0) return;
    this.stopMotion();
    if (this.position >= this.length) this.setPosition(0);
    const token = ++this.token;
    this.playing = true;
    this.paused = false;
    this.render();
    while (this.position < this.length) {
      const stop = this.chapters?.stopAfter(this.position, this.length) ?? this.length;
      if (!(await this.run(this.position, stop, token))) return;
      if (stop >= this.length) break;
      this.resting = true;
      this.render();
      const rested = await this.wait(CHAPTER_PAUSE_MS / this.speed, token);
      this.resting = false;
      if (!rested) return;
      this.render();
    }
    this.finish(token);
  }

  async stepForward(): Promise<void> {
    if (!this.track || this.position >= this.length) return;
    this.stopMotion();
    const i = this.position;
    await this.animateOne(this.track.result.step(i), this.stateAt(i + 1), i + 1);
  }

  async stepBack(): Promise<void> {
    if (!this.track || this.position <= 0) return;
    this.stopMotion();
    const i = this.position - 1;
    const step = this.track.result.step(i);
    await this.animateOne(this.view ? this.view.reversed(step) : step, this.stateAt(i), i);
  }

  /**
   * Playback keys anywhere on the page but in text fields, menus, the 3D view (which
   * has its own keys) and any element marked `data-own-keys`: Space play/pause, ← →
   * step, Home / End jump. None of them is a turning key (letters).
   */
  bindKeys(root: Document): void {
    root.addEventListener('keydown', (e) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, canvas, [contenteditable="true"], [data-own-keys]')) return;
      // Space on a button or link presses it.
      if (e.key === ' ' && target?.closest('button, a, summary')) return;
      const action = PLAYBACK_KEYS[e.key];
      if (!action || !this.track) return;
      e.preventDefault();
      if (action === 'toggle') this.togglePlay();
      else if (action === 'back') void this.stepBack();
      else if (action === 'forward') void this.stepForward();
      else this.jump(action === 'start' ? 0 : this.length);
    });
  }

  /** Shows the state after `position` moves at once. */
  jump(position: number): void {
    if (!this.track) return;
    this.stopMotion();
    this.setPosition(Math.max(0, Math.min(this.length, position)));
  }

  /**
   * A guided solve (a smart cube's): shows the state after `position` moves with the
   * move to make next highlighted, until the player is used otherwise.
   */
  guide(position: number): void {
    this.jump(position);
    this.guiding = this.track !== null;
    this.render();
  }

  // ---------------------------------------------------------------------------------

  /** Plays moves [from, to); false when stopped on the way. */
  private async run(from: number, to: number, token: number): Promise<boolean> {
    const track = this.track!;
    if (!this.view || prefersReducedMotion()) {
      // No animation: one state per step, at the chosen speed.
      for (let p = from; p < to; p++) {
        if (!(await this.wait(STEP_MS / this.speed, token))) return false;
        this.setPosition(p + 1);
      }
      return true;
    }
    this.view.onProgress = (done) => {
      if (token === this.token) this.setPosition(from + done, false);
    };
    this.view.setState(this.stateAt(from));
    const moves = Array.from({ length: to - from }, (_, k) => track.result.step(from + k));
    const states = Array.from({ length: to - from }, (_, k) => track.result.state(from + k));
    const animation = this.view.animate(moves, states, this.speed);
    if (this.paused) this.view.pause();
    const done = await animation;
    return done && token === this.token;
  }

  /** Waits `ms` of unpaused time; false when stopped first. */
  private wait(ms: number, token: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      let left = ms;
      let last = performance.now();
      let timer = 0;
      const end = (ok: boolean) => {
        clearTimeout(timer);
        if (this.wake === wakeUp) this.wake = null;
        resolve(ok);
      };
      const wakeUp = () => end(false);
      const tick = () => {
        if (token !== this.token) return end(false);
        const now = performance.now();
        if (!this.paused) left -= now - last;
        last = now;
        if (left <= 0) return end(true);
        timer = window.setTimeout(tick, Math.min(left, 50));
      };
      this.wake = wakeUp;
      tick();
    });
  }

  private async animateOne(step: PlayStep, after: string, position: number): Promise<void> {
    const token = ++this.token;
    if (!this.view || prefersReducedMotion()) {
      this.setPosition(position);
      return;
    }
    this.playing = true;
    this.paused = false;
    this.render();
    this.view.onProgress = null;
    this.view.setState(this.shownState);
    const done = await this.view.animate([step], [after], this.speed);
    if (token !== this.token) return;
    this.playing = false;
    if (done) this.setPosition(position);
    else this.showPosition();
  }

  private finish(token: number): void {
    if (token !== this.token) return;
    this.playing = false;
    this.paused = false;
    this.render();
  }

  /** Stops any animation or wait; the view shows the state at the current position. */
  private stopMotion(): void {
    this.token++;
    this.guiding = false;
    this.wake?.();
    if (this.view) {
      this.view.onProgress = null;
      if (this.view.animating) this.view.cancel();
    }
    this.playing = false;
    this.paused = false;
    this.resting = false;
  }

  private stateAt(position: number): string {
    const t = this.track!;
    return position === 0 ? t.start : t.result.state(position - 1);
  }

  private setPosition(position: number, paint = true): void {
    this.position = position;
    if (paint) this.showPosition();
    else this.render();
  }

  private showPosition(): void {
    if (this.track && this.view && !this.view.animating) this.view.setState(this.shownState);
    this.render();
  }

  private label(i: number): string {
    const step = this.track!.result.step(i);
    return this.view ? this.view.label(step) : step.name;
  }

  private renderChips(): void {
    const t = this.track;
    if (!t) {
      this.moveList.clear();
      return;
    }
    const chapters = this.chapters;
    const lang = this.lang;
    // A reconstruction's times under its chips, in seconds from the first move.
    const seconds = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    this.moveList.show(
      t.result.length,
      (i) => {
        const m = t.result.step(i);
        const chapter = chapters?.containing(i);
        const words = m.text ? wt(lang, 'player.paren', { text: m.text }) : '';
        const inverse = t.inverseFrom !== undefined && i >= t.inverseFrom;
        return {
          text: this.label(i),
          label: wt(lang, 'player.moveLabel', {
            n: i + 1,
            name: m.name,
            words,
            chapter: chapter ? wt(lang, 'player.commaChapter', { chapter: chapterWords(chapter, lang).name }) : '',
            inverse: inverse ? wt(lang, 'player.inverseUndone') : '',
          }),
          title: inverse
            ? wt(lang, 'player.inverseTitle', {
                text: m.text ? wt(lang, 'player.textSemicolon', { text: m.text }) : '',
              })
            : m.text,
          inverse,
          note: t.times ? seconds.format(t.times[i] / 1000) : undefined,
        };
      },
      chapters,
    );
  }

  private shownChapter(): Chapter | null {
    return this.chapters?.shownAt(this.position, this.playing) ?? null;
  }

  private render(): void {
    const t = this.track;
    const n = this.length;
    const p = this.position;
    const has = t !== null && n > 0;
    this.el.toStart.disabled = !has || (p === 0 && !this.playing);
    this.el.stepBack.disabled = !has || p === 0;
    this.el.stepForward.disabled = !has || p >= n;
    this.el.toEnd.disabled = !has || (p >= n && !this.playing);
    this.el.play.disabled = !has;
    this.el.scrub.disabled = !has;
    this.el.scrub.max = String(n);
    this.el.scrub.value = String(p);
    const lang = this.lang;
    this.el.scrub.setAttribute(
      'aria-valuetext',
      has
        ? wt(lang, 'player.positionOf', { position: p, total: countIn(lang, n, t?.noun ?? 'move') })
        : wt(lang, 'player.nothingToPlay'),
    );
    const label = wt(
      lang,
      this.isPlaying ? 'player.pause' : this.paused ? 'player.resume' : p >= n && has ? 'player.replay' : 'player.play',
    );
    this.el.play.querySelector('.play-label')!.textContent = label;
    this.el.play.setAttribute('aria-pressed', String(this.isPlaying));
    this.el.play.dataset.state = this.isPlaying ? 'playing' : this.paused ? 'paused' : 'stopped';

    // The move being played (or, guided, the one to make), else the last one applied.
    const ahead = this.playing || this.guiding;
    const current = ahead ? p : p - 1;
    const chapter = this.shownChapter();
    this.moveList.mark(this.resting ? -1 : current, p, chapter?.index ?? null);
    if (ahead && current >= 0 && current < n) this.moveList.reveal(current);
    renderChapterNow(this.el.chapter, this.chapters, chapter, this.resting, lang);

    const noun = t?.noun ?? 'move';
    this.el.title.textContent = t ? t.title : wt(lang, 'player.moves');
    // Steps that count no move (the Clock's y2 and pin settings): the moves counted too.
    const counted = t?.result.counts?.moves;
    const moves = counted !== undefined && counted !== n ? countIn(lang, counted, 'move') : '';
    const counts = [moves, t?.result.counts ? countsText(t.result.counts, lang) : '']
      .filter((s) => s !== '')
      .join(', ');
    this.el.stats.textContent = t
      ? wt(lang, 'player.stats', {
          moves: countIn(lang, n, noun),
          counts: counts ? wt(lang, 'player.paren', { text: counts }) : '',
          chapters: this.chapters
            ? wt(lang, 'player.inChapters', { chapters: countIn(lang, this.chapters.count, 'chapter') })
            : '',
        })
      : '';
    this.el.progress.textContent = has
      ? `${p} / ${n}${this.playing && p < n && !this.resting ? ` · ${this.label(p)}` : ''}`
      : '';
    const shown = this.shownState;
    this.el.facelets.textContent = shown || '—';
    this.el.facelets.dataset.facelets = shown;
    this.onChange?.();
  }
}
