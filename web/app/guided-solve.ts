// A guided solve on a smart cube: a solution planned from the live state (the page's
// solver), then followed turn by turn as the hands make it (move-follower.ts judges each
// turn by states): the next move, a half turn half made, a wrong turn and the way back;
// two wrong turns off the solution and it is planned again from the cube as it is.
import type { FollowStep } from './move-follower';

/** Turns off the solution (not undoing) before the solution is planned again. */
export const REPLAN_AFTER = 2;

/** What the guide needs of the follower (MoveFollower). */
export interface Follows {
  start(start: string, alg: string): Promise<FollowStep>;
  turn(move: string, facelets: string): Promise<FollowStep>;
}

/** A solution from `facelets`: its moves in the order to make them, or null (the solver said why). */
export type Planner = (facelets: string) => Promise<string | null>;

export type GuideStep =
  | (FollowStep & { /** The solution was planned again (here, or from the start). */ planned: boolean })
  | { kind: 'no-plan'; planned: false };

export class GuidedSolve {
  /** Following a solution (false before, after the end, and when no solution came). */
  active = false;
  /** Wrong turns since the cube left the solution. */
  private wrong = 0;
  /** The way back's length after the last turn (a turn that shortens it undoes, it is not wrong). */
  private wayBack = 0;

  constructor(
    private readonly follower: Follows,
    private readonly plan: Planner,
  ) {}

  /** Plans a solution from `facelets` and starts following it. */
  async start(facelets: string): Promise<GuideStep> {
    this.wrong = 0;
    this.wayBack = 0;
    const alg = await this.plan(facelets);
    if (alg === null) {
      this.active = false;
      return { kind: 'no-plan', planned: false };
    }
    this.active = true;
    return this.settle({ ...(await this.follower.start(facelets, alg)), planned: true });
  }

  /** The cube turned `move` and is now `facelets`. */
  async turn(move: string, facelets: string): Promise<GuideStep> {
    const step = await this.follower.turn(move, facelets);
    if (step.kind !== 'off') {
      this.wrong = 0;
      this.wayBack = 0;
      return this.settle({ ...step, planned: false });
    }
    const back = step.wayBack.split(' ').filter((m) => m !== '').length;
    if (back >= this.wayBack) this.wrong++;
    this.wayBack = back;
    if (this.wrong >= REPLAN_AFTER) return this.start(facelets);
    return { ...step, planned: false };
  }

  /** The end of the solution ends the guide. */
  private settle(step: GuideStep): GuideStep {
    if (step.kind === 'on' && step.next === null) this.active = false;
    return step;
  }
}
