// What a view of a puzzle offers the player (web/app/player.ts): show a state, animate
// steps with the state after each, pause, resume, cancel. The 3D cube (CubeView) and the
// 8-puzzle board (SlidingBoardView) both implement it.

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

/** The reader asked for less motion: views step from state to state instead of animating. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
