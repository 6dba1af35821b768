// Playback of a move sequence (the scramble, or a solution) on the cube view: play /
// pause, step back and forward, jump to the start or end, speed, and the move list as
// chips (the current move highlighted; clicking one jumps to the state after it). The
// states after each move come from the core (AlgResult.states); stepping back only
// plays a move's turn backwards on the view, so no cube logic lives here.

import type { AlgResult, MoveStep, SolutionStage } from '../worker/api';
import type { CubeView } from '../render/CubeView';

type OkAlg = Extract<AlgResult, { ok: true }>;

export interface Track {
  kind: 'scramble' | 'solution';
  title: string;
  start: string; // facelets before the first move
  result: OkAlg;
  stages?: SolutionStage[];
}

export interface PlayerElements {
  toStart: HTMLButtonElement;
  stepBack: HTMLButtonElement;
  play: HTMLButtonElement;
  stepForward: HTMLButtonElement;
  toEnd: HTMLButtonElement;
  speed: HTMLInputElement;
  progress: HTMLElement;
  title: HTMLElement;
  stats: HTMLElement;
  moves: HTMLOListElement;
  facelets: HTMLOutputElement;
}

/** The same turn backwards (display only: the state after it is given). */
function reversed(step: MoveStep): MoveStep {
  return { ...step, quarterTurns: (4 - step.quarterTurns) as 1 | 2 | 3 };
}

const reduceMotion = (): boolean => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export class Player {
  /** Called whenever the position or the playing state changes. */
  onChange: (() => void) | null = null;

  private track: Track | null = null;
  private position = 0; // moves applied
  private playing = false; // moving through the track (paused or not)
  private paused = false;
  private token = 0; // the current animation; older ones are ignored when they end
  private stepTimer = 0;
  private chips: HTMLButtonElement[] = [];

  constructor(
    private readonly view: CubeView | null,
    private readonly el: PlayerElements,
  ) {
    el.play.addEventListener('click', () => this.togglePlay());
    el.stepBack.addEventListener('click', () => void this.stepBack());
    el.stepForward.addEventListener('click', () => void this.stepForward());
    el.toStart.addEventListener('click', () => this.jump(0));
    el.toEnd.addEventListener('click', () => this.jump(this.length));
    el.speed.addEventListener('input', () => this.view?.setSpeed(this.speed));
    el.moves.addEventListener('click', (e) => {
      const chip = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-index]');
      if (chip) this.jump(Number(chip.dataset.index) + 1);
    });
    this.render();
  }

  get current(): Track | null {
    return this.track;
  }

  get length(): number {
    return this.track?.result.moves.length ?? 0;
  }

  get at(): number {
    return this.position;
  }

  get isPlaying(): boolean {
    return this.playing && !this.paused;
  }

  /** The facelets shown at the current position. */
  get shownState(): string {
    return this.track ? this.stateAt(this.position) : '';
  }

  private get speed(): number {
    return Number(this.el.speed.value) || 1;
  }

  /** Shows a track at `position` (default: its end for a scramble, its start for a solution). */
  load(track: Track | null, position?: number): void {
    this.stopMotion();
    this.track = track;
    const n = this.length;
    this.position = Math.max(0, Math.min(n, position ?? (track?.kind === 'solution' ? 0 : n)));
    this.renderChips();
    this.showPosition();
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

  /** Plays from the current position to the end (from the start when at the end). */
  async play(): Promise<void> {
    const track = this.track;
    if (!track || this.length === 0) return;
    this.stopMotion();
    if (this.position >= this.length) this.setPosition(0);
    const from = this.position;
    const token = ++this.token;
    this.playing = true;
    this.paused = false;
    this.render();

    if (!this.view || reduceMotion()) {
      // No animation: one state per step, at the chosen speed.
      const next = () => {
        if (token !== this.token) return;
        if (this.paused) {
          this.stepTimer = window.setTimeout(next, 100);
          return;
        }
        this.setPosition(this.position + 1);
        if (this.position >= this.length) this.finish(token);
        else this.stepTimer = window.setTimeout(next, 400 / this.speed);
      };
      this.stepTimer = window.setTimeout(next, 400 / this.speed);
      return;
    }
    this.view.onProgress = (done) => {
      if (token === this.token) this.setPosition(from + done, false);
    };
    this.view.setState(this.stateAt(from));
    await this.view.animate(track.result.moves.slice(from), track.result.states.slice(from), this.speed);
    this.finish(token);
  }

  async stepForward(): Promise<void> {
    if (!this.track || this.position >= this.length) return;
    this.stopMotion();
    const i = this.position;
    await this.animateOne(this.track.result.moves[i], this.stateAt(i + 1), i + 1);
  }

  async stepBack(): Promise<void> {
    if (!this.track || this.position <= 0) return;
    this.stopMotion();
    const i = this.position - 1;
    await this.animateOne(reversed(this.track.result.moves[i]), this.stateAt(i), i);
  }

  /** Shows the state after `position` moves at once. */
  jump(position: number): void {
    if (!this.track) return;
    this.stopMotion();
    this.setPosition(Math.max(0, Math.min(this.length, position)));
  }

  // ---------------------------------------------------------------------------------

  private async animateOne(step: MoveStep, after: string, position: number): Promise<void> {
    const token = ++this.token;
    if (!this.view || reduceMotion()) {
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

  /** Stops any animation; the view shows the state at the current position. */
  private stopMotion(): void {
    this.token++;
    clearTimeout(this.stepTimer);
    if (this.view) {
      this.view.onProgress = null;
      if (this.view.animating) this.view.cancel();
    }
    this.playing = false;
    this.paused = false;
  }

  private stateAt(position: number): string {
    const t = this.track!;
    return position === 0 ? t.start : t.result.states[position - 1];
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

  private renderChips(): void {
    const t = this.track;
    this.chips = [];
    this.el.moves.replaceChildren();
    if (!t) return;
    const stageAt = new Map((t.stages ?? []).map((s) => [s.begin, s]));
    t.result.moves.forEach((m, i) => {
      const stage = stageAt.get(i);
      if (stage && (t.stages?.length ?? 0) > 1) {
        const label = document.createElement('li');
        label.className = 'stage-label';
        label.textContent = stage.name;
        label.title = stage.explanation;
        label.setAttribute('aria-hidden', 'true');
        this.el.moves.append(label);
      }
      const li = document.createElement('li');
      const chip = document.createElement('button');
      chip.type = 'button';
      chip.className = 'chip mono';
      chip.dataset.index = String(i);
      chip.setAttribute('data-testid', 'move-chip');
      chip.textContent = m.name;
      chip.setAttribute('aria-label', `Move ${i + 1}: ${m.name}${stage ? ` (${stage.name})` : ''}`);
      li.append(chip);
      this.el.moves.append(li);
      this.chips.push(chip);
    });
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
    const label = this.isPlaying ? 'Pause' : this.paused ? 'Resume' : p >= n && has ? 'Replay' : 'Play';
    this.el.play.querySelector('.play-label')!.textContent = label;
    this.el.play.setAttribute('aria-pressed', String(this.isPlaying));
    this.el.play.dataset.state = this.isPlaying ? 'playing' : this.paused ? 'paused' : 'stopped';

    // The move being played, else the last one applied.
    const current = this.playing ? p : p - 1;
    this.chips.forEach((c, i) => {
      const on = i === current;
      c.classList.toggle('current', on);
      c.classList.toggle('done', i < p);
      if (on) c.setAttribute('aria-current', 'step');
      else c.removeAttribute('aria-current');
    });
    if (this.playing && this.chips[current]) {
      this.chips[current].scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }

    this.el.title.textContent = t ? t.title : 'Moves';
    this.el.stats.textContent = t ? `${n} move${n === 1 ? '' : 's'} (HTM ${t.result.counts.htm}, QTM ${t.result.counts.qtm})` : '';
    this.el.progress.textContent = has
      ? `${p} / ${n}${this.playing && p < n ? ` · ${t!.result.moves[p].name}` : ''}`
      : '';
    const shown = this.shownState;
    this.el.facelets.textContent = shown || '—';
    this.el.facelets.dataset.facelets = shown;
    this.onChange?.();
  }
}
