// "Save animation": a track (the solution, or the widget's alg) played at the chosen
// speed into a GIF or WebM, the move text under the puzzle. Frames are made one by one,
// not in real time: the view steps its animation by 1 / fps seconds and draws at the
// clip's size (ThreeView.record through an offscreen renderer, SvgView.record through
// the image decoder); each frame is the puzzle on a plain background with the caption
// drawn below, handed to the encoder.

import type { PlayStep, Recordable } from '../render/playback';
import type { SceneRenderer } from '../render/scene-renderer';
import { captionAt } from './caption';
import { type ClipFormat, type FrameSink, GifFrames, webmFrames } from './clip-encoders';
import { createOffscreenRenderer, type OwnedRenderer } from './offscreen-renderer';

export type { ClipFormat } from './clip-encoders';
export { NO_WEBM, webmType } from './clip-encoders';

export interface ClipOptions {
  format: ClipFormat;
  /** Playback speed (1 = the view's normal speed). */
  speed: number;
  /** Frames per second (default: 30 for WebM, 20 for GIF, whose delays are in 1/100 s). */
  fps?: number;
  /** The puzzle's width, in px (its height follows the view's shape; the caption adds a fifth of the width below). */
  size?: number;
  /** Draws the frames (default: a WebGL renderer of the clip's own). */
  renderer?: SceneRenderer;
  /** How long the last frame stays, in ms. */
  holdMs?: number;
  signal?: AbortSignal;
  /** Called after each frame with the fraction of the moves played. */
  onProgress?: (fraction: number) => void;
}

export interface Clip {
  blob: Blob;
  /** Frames written (a GIF holds exactly these; a WebM more: the last frame sent again through its hold). */
  frames: number;
  width: number;
  height: number;
  /** The clip's length when played, in ms. */
  durationMs: number;
}

const BACKGROUND = '#ffffff';
const INK = '#1b1f2a';
const FADED = '#8a90a0';
const ACCENT = '#c41e3a';

/** Records `steps` (with the state after each) played from `start` on `view`. */
export async function recordClip<S extends PlayStep>(
  view: Recordable<S>,
  start: string,
  steps: S[],
  states: string[],
  labels: readonly string[],
  options: ClipOptions,
): Promise<Clip> {
  const fps = options.fps ?? (options.format === 'gif' ? 20 : 30);
  const size = 2 * Math.round((options.size ?? 360) / 2);
  const strip = 2 * Math.round(size / 10);
  const holdMs = options.holdMs ?? 1000;
  const height = 2 * Math.round(size / view.aspect / 2);
  const cube = document.createElement('canvas');
  cube.width = size;
  cube.height = height;
  const out = document.createElement('canvas');
  out.width = size;
  out.height = height + strip;
  const ctx = out.getContext('2d', { willReadFrequently: options.format === 'gif' })!;
  let own: OwnedRenderer | null = null;
  const renderer = () => options.renderer ?? (own ??= createOffscreenRenderer());
  const sink: FrameSink = options.format === 'gif' ? new GifFrames() : await webmFrames(out);
  const frameMs = 1000 / fps;
  let frames = 0;
  try {
    const done = await view.record(start, steps, states, {
      speed: options.speed,
      fps,
      renderer,
      frame: cube,
      onFrame: async (played) => {
        if (options.signal?.aborted) return false;
        compose(ctx, cube, size, height, strip, labels, played);
        await sink.add(out, frameMs);
        frames++;
        options.onProgress?.(steps.length === 0 ? 1 : played / steps.length);
        // Let the page breathe (progress, Cancel) between frames.
        await new Promise((resolve) => setTimeout(resolve, 0));
        return !options.signal?.aborted;
      },
    });
    if (!done) throw new DOMException('The animation was cancelled.', 'AbortError');
    const blob = await sink.finish(holdMs);
    // Cancel pressed while the frames were handed over (MediaRecorder's WebM takes its play time): no file.
    if (options.signal?.aborted) throw new DOMException('The animation was cancelled.', 'AbortError');
    return { blob, frames, width: out.width, height: out.height, durationMs: frames * frameMs + holdMs };
  } catch (e) {
    sink.abort();
    throw e;
  } finally {
    (own as OwnedRenderer | null)?.dispose();
  }
}

/** One frame: the puzzle, then the moves around the one turning and "move k of n". */
function compose(
  ctx: CanvasRenderingContext2D,
  cube: HTMLCanvasElement,
  size: number,
  height: number,
  strip: number,
  labels: readonly string[],
  played: number,
): void {
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, size, height + strip);
  ctx.drawImage(cube, 0, 0);
  const big = Math.round(strip * 0.42);
  const small = Math.round(strip * 0.26);
  ctx.font = `${big}px system-ui, sans-serif`;
  const charWidth = ctx.measureText('R2 ').width / 3;
  const caption = captionAt(labels, played, Math.floor((size * 0.92) / charWidth));
  const parts: [string, string, string][] = [
    [caption.done, INK, 'normal'],
    [caption.now, ACCENT, 'bold'],
    [caption.next, FADED, 'normal'],
  ].filter(([text]) => text !== '') as [string, string, string][];
  const widths = parts.map(([text, , weight]) => {
    ctx.font = `${weight} ${big}px system-ui, sans-serif`;
    return ctx.measureText(text).width;
  });
  const gap = charWidth;
  let x = (size - widths.reduce((a, b) => a + b, 0) - gap * (parts.length - 1)) / 2;
  ctx.textBaseline = 'alphabetic';
  const line = height + strip * 0.5;
  parts.forEach(([text, colour, weight], i) => {
    ctx.font = `${weight} ${big}px system-ui, sans-serif`;
    ctx.fillStyle = colour;
    ctx.fillText(text, x, line);
    x += widths[i] + gap;
  });
  ctx.font = `${small}px system-ui, sans-serif`;
  ctx.fillStyle = FADED;
  ctx.textAlign = 'center';
  ctx.fillText(caption.count, size / 2, height + strip * 0.88);
  ctx.textAlign = 'left';
}
