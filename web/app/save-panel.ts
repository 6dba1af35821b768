// "Save image" and "Save animation": the 3D view as PNG, the net as PNG or SVG, a view
// drawn in SVG (the Clock's faces, the Square-1's layers) as PNG or SVG, and the track
// shown (the solution, or the scramble) as a GIF or WebM clip played at the chosen
// speed with the moves under the puzzle, with progress and Cancel. The pictures
// are web/export's, fetched on the first save (the GIF encoder and the pictures' code are
// not on the page's first load); this file picks what is shown and hands the file over.

import type { Clip, ClipFormat } from '../export/clip';
import { NO_WEBM, webmType } from '../export/webm-support';
import { formatNumber, t } from '../i18n/messages';
import { isCube, isSticker } from '../puzzles';
import type { PlayStep, Recordable } from '../render/playback';
import { SvgView } from '../render/SvgView';
import { ThreeView } from '../render/ThreeView';
import { byId } from './dom';
import { errorMessage } from './notices';
import type { PageParts } from './page-parts';

type ImageKind = 'png-3d' | 'png-net' | 'svg-net' | 'png-view' | 'svg-view';

export class SavePanel {
  private readonly el = {
    imageKind: byId<HTMLSelectElement>('save-image-kind'),
    image: byId<HTMLButtonElement>('save-image'),
    clipKind: byId<HTMLSelectElement>('save-clip-kind'),
    clip: byId<HTMLButtonElement>('save-clip'),
    progress: byId<HTMLProgressElement>('save-progress'),
    cancel: byId<HTMLButtonElement>('save-cancel'),
    status: byId('save-status'),
    speed: byId<HTMLInputElement>('speed'),
  };
  private recording: AbortController | null = null;

  constructor(private readonly page: PageParts) {}

  wire(): void {
    this.el.image.addEventListener('click', () => void this.saveImage(this.el.imageKind.value as ImageKind));
    this.el.clip.addEventListener('click', () => void this.saveClip(this.el.clipKind.value as ClipFormat));
    this.el.cancel.addEventListener('click', () => this.recording?.abort());
    if (!webmType()) this.el.clipKind.querySelector<HTMLOptionElement>('option[value="webm"]')!.title = NO_WEBM;
  }

  private get name(): string {
    return `cubesolver-${this.page.store.puzzle}`;
  }

  private say(text: string): void {
    this.el.status.textContent = text;
  }

  private async saveImage(kind: ImageKind): Promise<void> {
    try {
      const { download, svgPng, viewPng } = await import('../export/images');
      const shown = this.page.puzzles[this.page.store.puzzle].view();
      if (shown instanceof SvgView) {
        // A view drawn in SVG: that picture, or it as PNG.
        const player = this.page.store.player;
        if (player) player.jump(player.at);
        const svg = shown.svgDocument();
        if (kind.startsWith('svg')) download(new Blob([svg], { type: 'image/svg+xml' }), `${this.name}.svg`);
        else download(await svgPng(svg), `${this.name}.png`);
      } else if (kind === 'png-3d') {
        const view = this.view();
        if (!view) return this.say(t('share.no3d'));
        // A turn halfway (paused or playing) is not a position: the picture shows the one it started from.
        const player = this.page.store.player;
        if (player) player.jump(player.at);
        download(await viewPng(view.canvas), `${this.name}.png`);
      } else {
        const svg = await this.netSvg();
        if (!svg) return this.say(t('share.noNet'));
        if (kind === 'svg-net') download(new Blob([svg], { type: 'image/svg+xml' }), `${this.name}-net.svg`);
        else download(await svgPng(svg), `${this.name}-net.png`);
      }
      this.say(t('share.imageSaved'));
    } catch (e) {
      this.say(t('share.imageFailed', { reason: errorMessage(e) }));
    }
  }

  /** The net shown, as an SVG document: a cube's drawn from its held state, another puzzle's from its geometry. */
  private async netSvg(): Promise<string | null> {
    const shown = byId('net-view').dataset.facelets;
    const puzzle = this.page.store.puzzle;
    if (!shown || !isSticker(puzzle)) return null;
    const { cubeNetSvg, geometryNetSvg } = await import('../export/net-svg');
    if (isCube(puzzle)) return cubeNetSvg(shown, { background: '#ffffff' });
    const geometry = this.page.store.shapes.get(puzzle);
    return geometry ? geometryNetSvg(geometry, shown, { background: '#ffffff' }) : null;
  }

  private view(): ThreeView<PlayStep> | null {
    const view = this.page.puzzles[this.page.store.puzzle].view();
    return view instanceof ThreeView ? (view as ThreeView<PlayStep>) : null;
  }

  /** The view shown, when it can record a clip (the 3D view, a view drawn in SVG). */
  private recordable(): Recordable<PlayStep> | null {
    const view = this.page.puzzles[this.page.store.puzzle].view();
    return view instanceof SvgView ? view : this.view();
  }

  private async saveClip(format: ClipFormat): Promise<void> {
    if (this.recording) return;
    const view = this.recordable();
    const player = this.page.store.player;
    const track = player?.current;
    if (!view || !player) return this.say(t('share.noViewClip'));
    if (!track || track.result.length === 0) return this.say(t('share.nothingToAnimate'));
    if (format === 'webm' && !webmType()) return this.say(NO_WEBM);
    player.jump(player.at); // stop playback; the view is restored afterwards
    const steps = Array.from({ length: track.result.length }, (_, i) => track.result.step(i));
    const states = steps.map((_, i) => track.result.state(i));
    const playback = this.page.puzzles[this.page.store.puzzle].view();
    const labels = steps.map((s) => playback?.label(s) ?? s.name);
    const controller = new AbortController();
    this.recording = controller;
    this.busy(true);
    this.say(t('share.making', { format: format.toUpperCase() }));
    const t0 = performance.now();
    try {
      const [{ recordClip }, { download }] = await Promise.all([import('../export/clip'), import('../export/images')]);
      const clip: Clip = await recordClip(view, track.start, steps, states, labels, {
        format,
        speed: Number(this.el.speed.value) || 1,
        signal: controller.signal,
        onProgress: (f) => {
          this.el.progress.value = f;
        },
      });
      download(clip.blob, `${this.name}.${format}`);
      const oneDecimal = (n: number) => formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      const seconds = oneDecimal((performance.now() - t0) / 1000);
      this.el.status.dataset.frames = String(clip.frames);
      this.el.status.dataset.ms = String(Math.round(performance.now() - t0));
      this.say(
        t('share.clipSaved', {
          format: format.toUpperCase(),
          frames: clip.frames,
          width: clip.width,
          height: clip.height,
          length: oneDecimal(clip.durationMs / 1000),
          seconds,
        }),
      );
    } catch (e) {
      this.say(
        controller.signal.aborted ? t('share.clipCancelled') : t('share.clipFailed', { reason: errorMessage(e) }),
      );
    } finally {
      this.recording = null;
      this.busy(false);
      player.jump(player.at);
    }
  }

  private busy(on: boolean): void {
    this.el.progress.hidden = !on;
    this.el.progress.value = 0;
    this.el.cancel.hidden = !on;
    this.el.clip.disabled = on;
  }
}
