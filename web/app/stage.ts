// The stage: the 3D view (when WebGL works; keys and drags on it turn layers), the
// player over the view of the puzzle shown (playback, the move list, playback keys), the
// speed control and Reset view.

import { Player } from '../player/player';
import { CubeView } from '../render/CubeView';
import { byId } from './dom';
import { errorMessage } from './notices';
import type { Page } from './page';

export class Stage {
  private readonly el = {
    stage: byId('stage'),
    stageStatus: byId('stage-status'),
    speed: byId<HTMLInputElement>('speed'),
    speedValue: byId<HTMLOutputElement>('speed-value'),
    resetView: byId<HTMLButtonElement>('reset-view'),
  };

  constructor(private readonly page: Page) {}

  wire(): void {
    this.el.speed.addEventListener('input', () => this.showSpeed());
    this.el.resetView.addEventListener('click', () => this.page.store.cubeView?.resetView());
  }

  /** Makes the views and the player. */
  start(): void {
    const store = this.page.store;
    this.showSpeed();
    try {
      const view = new CubeView(this.el.stage, {
        label:
          'Cube, 3D view. Letter keys turn layers (i R, j U, h F, d L, s D, w B and more), arrow keys turn the view; drag a sticker to turn its layer.',
      });
      store.cubeView = view;
      this.page.cube.wireHands(view);
      // For the end-to-end tests, which point at stickers (CubeView.stickerPoint).
      (window as unknown as { cubeView?: CubeView }).cubeView = view;
    } catch (e) {
      // No WebGL: everything but the picture still works.
      this.el.stageStatus.textContent = `The 3D view is not available here (${errorMessage(e)}).`;
    }
    const player = new Player(this.page.puzzles[store.puzzle].view(), {
      toStart: byId('to-start'),
      stepBack: byId('step-back'),
      play: byId('play'),
      stepForward: byId('step-forward'),
      toEnd: byId('to-end'),
      scrub: byId('scrub'),
      speed: this.el.speed,
      progress: byId('progress'),
      title: byId('track-title'),
      stats: byId('track-stats'),
      moves: byId('moves'),
      facelets: byId('view-facelets'),
      chapter: byId('chapter-now'),
      stagesToggle: { box: byId('stages-toggle'), input: byId<HTMLInputElement>('show-stages') },
    });
    store.player = player;
    player.onChange = () => this.page.cycle.showShownState();
    player.bindKeys(document);
  }

  /** The stage's status line (loading, no 3D view, the core failed). */
  get status(): HTMLElement {
    return this.el.stageStatus;
  }

  private showSpeed(): void {
    this.el.speedValue.textContent = `${Number(this.el.speed.value)}×`;
  }
}
