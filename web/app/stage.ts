// The stage: the 3D view (when WebGL works; keys and drags on it turn layers), the
// player over the view of the puzzle shown (playback, the move list, playback keys), the
// speed control and Reset view.

import { formatNumber, t } from '../i18n/messages';
import { Player } from '../player/player';
import { PuzzleView } from '../render/PuzzleView';
import { byId } from './dom';
import { errorMessage } from './notices';
import type { PageParts, StageStatus } from './page-parts';

export class Stage implements StageStatus {
  private readonly el = {
    stage: byId('stage'),
    stageStatus: byId('stage-status'),
    speed: byId<HTMLInputElement>('speed'),
    speedValue: byId<HTMLOutputElement>('speed-value'),
    resetView: byId<HTMLButtonElement>('reset-view'),
  };

  constructor(private readonly page: PageParts) {}

  wire(): void {
    this.el.speed.addEventListener('input', () => this.showSpeed());
    this.el.resetView.addEventListener('click', () => this.page.store.view?.resetView());
  }

  /** Makes the views and the player. */
  start(): void {
    const store = this.page.store;
    this.showSpeed();
    try {
      const view = new PuzzleView(this.el.stage, {
        label: t('played.view3dLabel'),
      });
      store.view = view;
      // A click or a drag on a sticker is the shown puzzle's to answer (paint, turn).
      view.onStickerClick = (i) => this.page.puzzles[store.puzzle].clickSticker?.(i);
      view.onLayerDrag = (turns) => this.page.puzzles[store.puzzle].dragLayer?.(turns);
      this.page.stickers.wireKeys(view);
      // For the end-to-end tests, which point at stickers (PuzzleView.stickerPoint).
      (window as unknown as { puzzleView?: PuzzleView }).puzzleView = view;
    } catch (e) {
      // No WebGL: everything but the picture still works.
      this.el.stageStatus.textContent = t('played.no3d', { reason: errorMessage(e) });
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
    this.el.speedValue.textContent = t('viewer.speedValue', { speed: formatNumber(Number(this.el.speed.value)) });
  }
}
