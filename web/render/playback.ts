// What a view of a puzzle offers the player (web/player/player.ts): show a state, animate
// steps with the state after each, pause, resume, cancel. The 3D view of every sticker puzzle (PuzzleView) and the
// 8-puzzle board (SlidingBoardView) both implement it, on the bookkeeping of AnimatedView.

import type { SceneRenderer } from './scene-renderer';

/** One step of a track: a cube move (MoveStep) or a slide of the 8-puzzle (SlideStep). */
export interface PlayStep {
  name: string;
  /** Says the step in words ("tile 3 slides right"), when its name does not. */
  text?: string;
}

export interface PlaybackView<S extends PlayStep = PlayStep> {
  readonly animating: boolean;
  /** Called after each step of an animation with (steps done, total). */
  onProgress: ((done: number, total: number) => void) | null;
  /** Shows a state at once (stops any animation). */
  setState(state: string): void;
  /** Plays `steps`, showing `states[i]` after step i; true when all were played. */
  animate(steps: S[], states: string[], speed?: number): Promise<boolean>;
  /** The same step played backwards (display only: the state after it is given). */
  reversed(step: S): S;
  /** The step as the move list shows it ("R'", "3↓"). */
  label(step: S): string;
  setSpeed(speed: number): void;
  play(): void;
  pause(): void;
  cancel(): void;
}

/** How a view records a track into a clip's frames (ThreeView.record, SvgView.record). */
export interface RecordOptions {
  speed: number;
  fps: number;
  /** Each frame is drawn into it (a 2D canvas of the clip's size). */
  frame: HTMLCanvasElement;
  /** Called after each frame with the steps done; false stops (cancelled). */
  onFrame: (done: number) => Promise<boolean> | boolean;
  /** What draws a 3D scene into `frame` (made on first use: an SVG view needs none). */
  renderer: () => SceneRenderer;
}

/** A view that records a track into a clip's frames, at its own shape (width / height). */
export interface Recordable<S extends PlayStep> {
  readonly aspect: number;
  record(start: string, steps: S[], states: string[], options: RecordOptions): Promise<boolean>;
}

/** A step's share done (0..1), eased in and out. */
export function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/** The reader asked for less motion: views step from state to state instead of animating. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** A track being played: the steps, the state after each, how far it has got. */
export interface Track<S extends PlayStep> {
  steps: S[];
  states: string[];
  index: number;
  progress: number; // 0..1 within steps[index]
  paused: boolean;
  resolve: (completed: boolean) => void;
}

/**
 * The playback bookkeeping both views share (track, speed, pause, cancel); a view
 * draws the steps and says how to start, stop and show a state.
 */
export abstract class AnimatedView<S extends PlayStep> {
  /** Called after each step of an animation with (steps done, total). */
  onProgress: ((done: number, total: number) => void) | null = null;
  protected track: Track<S> | null = null;
  protected speed = 1;
  protected lastTime = 0;

  /** True while an animation is running (paused or not). */
  get animating(): boolean {
    return this.track !== null;
  }

  /**
   * Plays `steps`, showing `states[i]` after step i; the view should already show the
   * state before the first. Resolves true when all were played, false when cancelled
   * (or replaced by another animation / setState). `speed`: 1 = normal.
   */
  animate(steps: S[], states: string[], speed = this.speed): Promise<boolean> {
    if (states.length !== steps.length) throw new Error('animate: one state per step');
    this.cancel();
    this.setSpeed(speed);
    if (steps.length === 0) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      this.track = { steps, states, index: 0, progress: 0, paused: false, resolve };
      this.lastTime = performance.now();
      this.started();
    });
  }

  setSpeed(speed: number): void {
    if (Number.isFinite(speed) && speed > 0) this.speed = speed;
  }

  /** Resumes a paused animation. */
  play(): void {
    if (this.track) {
      this.track.paused = false;
      this.lastTime = performance.now();
    }
  }

  pause(): void {
    if (this.track) this.track.paused = true;
  }

  /** Stops the animation after the last finished step; animate() resolves false. */
  cancel(): void {
    const t = this.track;
    if (!t) return;
    this.track = null;
    this.stopped();
    t.resolve(false);
  }

  /** The current step has been drawn to its end: shows the state after it and goes on. */
  protected stepDone(): void {
    const t = this.track!;
    this.showState(t.states[t.index]);
    t.index++;
    t.progress = 0;
    this.onProgress?.(t.index, t.steps.length);
    if (t.index < t.steps.length) return;
    this.track = null;
    this.stopped();
    t.resolve(true);
  }

  /** A track has begun (this.track is set). */
  protected abstract started(): void;
  /** The track has ended, played out or cancelled (this.track is null again). */
  protected abstract stopped(): void;
  protected abstract showState(state: string): void;
}
