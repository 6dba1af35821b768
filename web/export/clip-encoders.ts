// The ways a clip's frames become a file: GIF through gifenc (a well-kept encoder: a
// palette per frame, LZW); WebM through WebCodecs' VideoEncoder and webm-muxer (each
// frame with its own timestamp), or, in a browser without WebCodecs, the browser's
// MediaRecorder on the canvas's captured stream. Each takes the frame canvas as drawn,
// one frame at a time.

/// <reference path="./gifenc.d.ts" />

import { applyPalette, type Encoder, GIFEncoder, quantize } from 'gifenc';
import { ArrayBufferTarget, Muxer } from 'webm-muxer';
import { NO_WEBM, recorderWebmType } from './webm-support';

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

/** A WebM sink: WebCodecs' where the browser encodes VP9 or VP8 with it, else MediaRecorder's. */
export async function webmFrames(canvas: HTMLCanvasElement): Promise<FrameSink> {
  return (await EncodedWebmFrames.create(canvas)) ?? new WebmFrames(canvas);
}

/**
 * WebM through WebCodecs: each frame encoded (VP9, else VP8) with its own timestamp and
 * put in the file by webm-muxer, so the clip's timing is the frames' own however busy
 * the CPU, and it is made as fast as it encodes. (MediaRecorder stamps a frame when it
 * arrives and drops those its encoder, starved of CPU, cannot take: under load a clip
 * could end mid-move.)
 */
class EncodedWebmFrames implements FrameSink {
  private readonly target = new ArrayBufferTarget();
  private readonly muxer: Muxer<ArrayBufferTarget>;
  private readonly encoder: VideoEncoder;
  private last: VideoFrame | null = null;
  private us = 0; // the next frame's timestamp, in microseconds
  private count = 0;
  private failure: DOMException | null = null;

  private constructor(codec: { webCodecs: string; webm: string }, width: number, height: number) {
    this.muxer = new Muxer({ target: this.target, video: { codec: codec.webm, width, height, frameRate: 30 } });
    this.encoder = new VideoEncoder({
      output: (chunk, meta) => this.muxer.addVideoChunk(chunk, meta),
      error: (e) => {
        this.failure = e;
      },
    });
    this.encoder.configure({ codec: codec.webCodecs, width, height, bitrate: 4_000_000, framerate: 30 });
  }

  /** Null where this browser's WebCodecs encodes neither VP9 nor VP8 at this size. */
  static async create(canvas: HTMLCanvasElement): Promise<EncodedWebmFrames | null> {
    if (typeof VideoEncoder === 'undefined') return null;
    const { width, height } = canvas;
    for (const codec of [
      { webCodecs: 'vp09.00.10.08', webm: 'V_VP9' },
      { webCodecs: 'vp8', webm: 'V_VP8' },
    ]) {
      const support = await VideoEncoder.isConfigSupported({ codec: codec.webCodecs, width, height }).catch(() => null);
      if (support?.supported) return new EncodedWebmFrames(codec, width, height);
    }
    return null;
  }

  async add(canvas: HTMLCanvasElement, ms: number): Promise<void> {
    if (this.failure) throw this.failure;
    const frame = new VideoFrame(canvas, { timestamp: this.us });
    this.encoder.encode(frame, { keyFrame: this.count % 60 === 0 });
    this.last?.close();
    this.last = frame;
    this.us += Math.round(ms * 1000);
    this.count++;
    // A few frames in the encoder at most: the rest wait here, not in memory.
    while (this.encoder.encodeQueueSize > 4) {
      await new Promise((resolve) => this.encoder.addEventListener('dequeue', resolve, { once: true }));
    }
  }

  async finish(holdMs: number): Promise<Blob> {
    // The last frame again at the hold's end: the clip lasts to there, on it.
    if (this.last) {
      const end = new VideoFrame(this.last, { timestamp: this.us + Math.round(holdMs * 1000) });
      this.encoder.encode(end, { keyFrame: true });
      end.close();
    }
    await this.encoder.flush();
    if (this.failure) throw this.failure;
    this.abort();
    this.muxer.finalize();
    return new Blob([this.target.buffer], { type: 'video/webm' });
  }

  abort(): void {
    this.last?.close();
    this.last = null;
    if (this.encoder.state !== 'closed') this.encoder.close();
  }
}

/**
 * WebM where there is no WebCodecs: MediaRecorder stamps each frame with the time it arrives, so frames must reach
 * it at their pace in the clip, which drawing on a busy CPU cannot keep. Frames are
 * therefore made a batch at a time (a second's worth, kept as bitmaps) while the
 * recorder is paused, then handed over at their pace (frame i at i / fps seconds of the
 * batch) with the recorder running: time spent drawing is not in the clip, and only
 * one batch is held at once.
 */
class WebmFrames implements FrameSink {
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
    const type = recorderWebmType();
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
