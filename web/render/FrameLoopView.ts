// The views drawn in the DOM (the 8-puzzle's board, the views drawn in SVG) play a track
// on the browser's animation frames: each frame a step goes further by the time passed
// (at the speed chosen), eased, until it is done and the next begins.

import { AnimatedView, easeInOut, type PlayStep } from './playback';

export abstract class FrameLoopView<S extends PlayStep> extends AnimatedView<S> {
  abstract readonly element: HTMLElement;
  /** The state last drawn, in the core's text. */
  abstract get state(): string;
  private frame = 0;

  /** `stepMs`: a step's duration at speed 1. */
  constructor(private readonly stepMs: number) {
    super();
  }

  /** Draws `state`; `remember` false: a moment of a step, not the state shown. */
  protected abstract paint(state: string, remember?: boolean): void;
  /** Draws `step` a fraction `f` (eased) of the way to `after`. */
  protected abstract drawStep(step: S, after: string, f: number): void;

  protected started(): void {
    this.element.dataset.animating = '1';
    this.frame = requestAnimationFrame((t) => this.tick(t));
  }

  /** The state after the last finished step. */
  protected stopped(): void {
    cancelAnimationFrame(this.frame);
    delete this.element.dataset.animating;
    this.paint(this.state);
  }

  protected showState(state: string): void {
    this.paint(state);
  }

  private tick(time: number): void {
    const a = this.track;
    if (!a) return;
    const dt = Math.min(100, Math.max(0, time - this.lastTime));
    this.lastTime = time;
    if (!a.paused) {
      a.progress = Math.min(1, a.progress + (dt * this.speed) / this.stepMs);
      this.drawStep(a.steps[a.index], a.states[a.index], easeInOut(a.progress));
      if (a.progress >= 1) {
        this.stepDone();
        if (!this.track) return;
      }
    }
    this.frame = requestAnimationFrame((t) => this.tick(t));
  }
}
