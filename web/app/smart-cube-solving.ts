// What a connected smart cube's hands do with the page's solvers (the panel's lower
// half, smart-cube-panel.ts feeds it the turns): Guided solve (guided-solve.ts: the
// player highlights the next move, the turns advance it, a wrong turn says the way
// back, two replan from the live state) and Record (solve-record.ts: the moves and
// their times, kept as a reconstruction in the move list and the share link).
import { countOf } from '../i18n/count';
import { t } from '../i18n/messages';
import type { Player } from '../player/player';
import type { PuzzleView } from '../render/PuzzleView';
import { GuidedSolve, type GuideStep } from './guided-solve';
import type { MoveFollower } from './move-follower';
import { type Recording, SolveRecorder, seconds } from './solve-record';

/** What the panel says, in the page's language (web/i18n/page/smart.json). */
const SAY = {
  planning: () => t('smart.planning'),
  noPlan: () => t('smart.noPlan'),
  replanned: () => t('smart.replanned'),
  next: (move: string, done: number, total: number) => t('smart.next', { move, done, total }),
  half: (move: string, done: number, total: number) => t('smart.half', { move, done, total }),
  off: (wayBack: string) => t('smart.wrongTurn', { wayBack }),
  solved: () => t('smart.solved'),
  stoppedGuide: () => t('smart.stoppedGuide'),
  recording: () => t('smart.recording'),
  nothing: () => t('smart.nothing'),
  recorded: (n: number, time: string) => t('smart.recorded', { moves: countOf(n, 'move'), time }),
  notShown: (why: string) => t('smart.notShown', { why }),
  record: () => t('smart.record'),
  stop: () => t('smart.stop'),
};

export interface SmartCubeSolvingElements {
  guide: HTMLButtonElement;
  guideStatus: HTMLElement;
  record: HTMLButtonElement;
  recordStatus: HTMLElement;
}

export interface SmartCubeSolvingHost {
  /** A solution from `facelets` with the page's solver, loaded in the player (not played): its moves, or null. */
  plan(facelets: string): Promise<string | null>;
  /** Shows a recorded solve as the reconstruction (player, move list, link). */
  showRecording(r: Recording): Promise<void>;
  player(): Player | null;
  view(): PuzzleView | null;
  /** The net shows `facelets` (while guiding, the inputs, which it follows otherwise, hold the solution's start). */
  net(facelets: string): void;
  /** The solved state's facelets. */
  solved(): Promise<string>;
}

export class SmartCubeSolving {
  private readonly guide: GuidedSolve;
  private readonly recorder = new SolveRecorder();
  /** A guided solve is on (planning or following). */
  private guiding = false;
  /** The newest state the cube reported (the view shows it, whatever the player is at). */
  private live = '';
  /** Turns are judged in order, each after the one before (the core answers asynchronously). */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly el: SmartCubeSolvingElements,
    private readonly host: SmartCubeSolvingHost,
    follower: MoveFollower,
  ) {
    this.guide = new GuidedSolve(follower, (facelets) => host.plan(facelets));
    el.guide.addEventListener('click', () => this.startGuide());
    el.record.addEventListener('click', () => this.toggleRecord());
    this.connected(null);
  }

  /** While guiding, the live state stays out of the inputs (they hold the solution's start). */
  get holdsInputs(): boolean {
    return this.guiding;
  }

  /** A cube connected at `facelets` (null: none; guiding and recording stop). */
  connected(facelets: string | null): void {
    this.el.guide.disabled = facelets === null;
    this.el.record.disabled = facelets === null;
    if (facelets !== null) {
      this.live = facelets;
      return;
    }
    if (this.guiding) this.el.guideStatus.textContent = SAY.stoppedGuide();
    this.guiding = false;
    if (this.recorder.recording) void this.finishRecord();
  }

  /** The cube's state was set otherwise (a resync, "This is solved"): a guided solve is planned again. */
  reset(facelets: string): void {
    this.live = facelets;
    if (this.guiding) this.startGuide();
  }

  /** The cube turned `move` at `timestamp`, and is now `facelets`. */
  turn(move: string, facelets: string, timestamp: number): void {
    this.live = facelets;
    if (this.recorder.recording) {
      this.recorder.turn(move, timestamp);
      this.queue = this.queue.then(async () => {
        if (this.recorder.recording && facelets === (await this.host.solved())) await this.finishRecord();
      });
    }
    if (this.guiding) this.queue = this.queue.then(async () => this.showGuide(await this.guide.turn(move, facelets)));
  }

  private startGuide(): void {
    this.guiding = true;
    this.el.guideStatus.textContent = SAY.planning();
    const from = this.live;
    this.queue = this.queue.then(async () => this.showGuide(await this.guide.start(from), true));
  }

  private showGuide(step: GuideStep, first = false): void {
    const status = this.el.guideStatus;
    if (step.kind === 'no-plan') {
      this.guiding = false;
      status.textContent = SAY.noPlan();
      return;
    }
    const again = step.planned && !first ? SAY.replanned() : '';
    if (step.kind === 'on') {
      this.host.player()?.guide(step.done);
      if (step.next === null) this.guiding = false;
      status.textContent = again + (step.next === null ? SAY.solved() : SAY.next(step.next, step.done, step.total));
    } else if (step.kind === 'half') status.textContent = SAY.half(step.next, step.done, step.total);
    else status.textContent = SAY.off(step.wayBack);
    // Turns made meanwhile stay shown: the view follows the cube, not the player.
    const view = this.host.view();
    if (view && this.live && view.state !== this.live) {
      view.setState(this.live);
      this.host.net(this.live);
    }
  }

  private toggleRecord(): void {
    if (this.recorder.recording) {
      this.queue = this.queue.then(() => this.finishRecord());
      return;
    }
    this.recorder.start(this.live);
    this.el.record.textContent = SAY.stop();
    this.el.recordStatus.textContent = SAY.recording();
  }

  private async finishRecord(): Promise<void> {
    const r = this.recorder.stop();
    this.el.record.textContent = SAY.record();
    if (!r) {
      this.el.recordStatus.textContent = SAY.nothing();
      return;
    }
    try {
      await this.host.showRecording(r);
      this.el.recordStatus.textContent = SAY.recorded(r.moves.length, seconds(r.times[r.times.length - 1]));
    } catch (e) {
      this.el.recordStatus.textContent = SAY.notShown((e as Error).message);
    }
  }
}
