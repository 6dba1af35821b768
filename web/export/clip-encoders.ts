// The two ways a clip's frames become a file: GIF through gifenc (a well-kept encoder:
// a palette per frame, LZW), WebM through the browser's MediaRecorder on the canvas's
// captured stream. Each takes the frame canvas as drawn, one frame at a time.

/// <reference path="./gifenc.d.ts" />

import { applyPalette, type Encoder, GIFEncoder, quantize } from 'gifenc';
import { NO_WEBM, webmType } from './webm-support';

export { NO_WEBM, webmType } from './webm-support';

export type ClipFormat = 'gif' | 'webm';

export interface FrameSink {
  /** Takes the canvas as it is now as the next frame, shown for `ms`. */
  add(canvas: HTMLCanvasElement, ms: number): Promise<void>;
  /** The last frame stays `holdMs` longer; the file. */
  finish(holdMs: number): Promise<Blob>;
  /** Drops what was made (cancelled). */
  abort(): void;
}

/** GIF: each frame quantised to its own 256 colours. The last frame waits for its hold. */
export class GifFrames implements FrameSink {
  private readonly gif: Encoder = GIFEncoder();
  private pending: { data: Uint8ClampedArray; width: number; height: number; ms: number } | null = null;

  async add(canvas: HTMLCanvasElement, ms: number): Promise<void> {
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no 2D canvas for the GIF');
    this.flush(0);
    this.pending = {
      data: ctx.getImageData(0, 0, canvas.width, canvas.height).data,
      width: canvas.width,
      height: canvas.height,
      ms,
    };
  }

  async finish(holdMs: number): Promise<Blob> {
    this.flush(holdMs);
    this.gif.finish();
    return new Blob([this.gif.bytes()], { type: 'image/gif' });
  }

  abort(): void {
    this.pending = null;
  }

  private flush(extraMs: number): void {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    // rgb444: the quantiser's cost grows with the distinct colours it bins; 4,096 bins
    // bound it (~0.2 s a frame for a 360 x 432 rainbow, where rgb565's 65,536 took 19 s
    // in Node), and a cube's flat stickers lose nothing visible.
    const palette = quantize(p.data, 256, { format: 'rgb444' });
    const index = applyPalette(p.data, palette, 'rgb444');
    this.gif.writeFrame(index, p.width, p.height, { palette, delay: p.ms + extraMs });
  }
}

/**
 * WebM: MediaRecorder stamps each frame with the time it arrives, so frames must reach
 * it at their pace in the clip, which drawing on a busy CPU cannot keep. Frames are
 * therefore made a batch at a time (a second's worth, kept as bitmaps) while the
 * recorder is paused, then handed over at their pace (frame i at i / fps seconds of the
 * batch) with the recorder running: time spent drawing is not in the clip, and only
 * one batch is held at once.
 */
export class WebmFrames implements FrameSink {
  private readonly recorder: MediaRecorder;
  private readonly track: CanvasCaptureMediaStreamTrack;
  private readonly ctx: CanvasRenderingContext2D;
  private readonly chunks: Blob[] = [];
  private readonly stopped: Promise<void>;
  private batch: { frame: ImageBitmap; ms: number }[] = [];

  constructor(
    canvas: HTMLCanvasElement,
    private readonly batchFrames = 30,
  ) {
    const type = webmType();
    if (!type) throw new Error(NO_WEBM);
    this.ctx = canvas.getContext('2d')!;
    const stream = canvas.captureStream(0);
    this.track = stream.getVideoTracks()[0] as CanvasCaptureMediaStreamTrack;
    this.recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 4_000_000 });
    this.recorder.ondataavailable = (e) => {
      if (e.data.size > 0) this.chunks.push(e.data);
    };
    this.stopped = new Promise((resolve) => {
      this.recorder.onstop = () => resolve();
    });
  }

  async add(canvas: HTMLCanvasElement, ms: number): Promise<void> {
    this.batch.push({ frame: await createImageBitmap(canvas), ms });
    if (this.batch.length >= this.batchFrames) await this.play(0);
  }

  async finish(holdMs: number): Promise<Blob> {
    await this.play(holdMs, true);
    this.recorder.stop();
    await this.stopped;
    this.track.stop();
    return new Blob(this.chunks, { type: 'video/webm' });
  }

  abort(): void {
    for (const b of this.batch) b.frame.close();
    this.batch = [];
    if (this.recorder.state !== 'inactive') this.recorder.stop();
    this.track.stop();
  }

  /** Hands the batch over at its pace; the last frame stays `holdMs` longer (the clip's end). */
  private async play(holdMs: number, last = false): Promise<void> {
    const batch = this.batch;
    this.batch = [];
    if (batch.length === 0) return;
    if (this.recorder.state === 'inactive') this.recorder.start();
    else this.recorder.resume();
    let due = performance.now();
    for (const { frame, ms } of batch) {
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      this.ctx.drawImage(frame, 0, 0);
      frame.close();
      this.track.requestFrame();
      due += ms;
    }
    if (!last) {
      const end = due - performance.now();
      if (end > 0) await sleep(end);
      this.recorder.pause();
      return;
    }
    // The last frame again every 100 ms of the hold, the last time at its end, so the
    // clip lasts to there and ends on it even when the encoder, starved of CPU, drops
    // frames (drawn again: an unchanged canvas sends no frame); the recorder takes the
    // last one before it stops.
    const end = due + holdMs;
    do {
      const wait = end - performance.now();
      if (wait > 0) await sleep(Math.min(100, wait));
      this.ctx.drawImage(this.ctx.canvas, 0, 0);
      this.track.requestFrame();
    } while (performance.now() < end);
    await sleep(100);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
