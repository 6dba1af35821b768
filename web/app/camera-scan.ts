// "Scan with camera": the camera's video with the grid and the live read of each
// sticker, the guide (which face, which on top), capture by button, by Space or when the
// read has been steady ~0.5 s, retaking one face, and at the end the core's decision
// (scanColours through the worker) opened in the painter with its least sure stickers
// outlined. A camera denied, missing or stopping keeps the faces already captured.

import type { Remote } from 'comlink';
import { formatCoreMessage } from '../i18n/core';
import { t } from '../i18n/messages';
import { puzzleRow } from '../puzzles';
import { FACES } from '../render/colors';
import type { CoreApi, PuzzleName } from '../worker/api';
import { CameraError, type Facing, openCamera, stopCamera } from './camera';
import { keptWords, renderFaces } from './scan-faces';
import { drawGuide, faceWord, instruction, referenceColours, SCAN_STEPS } from './scan-guide';
import { drawOverlay } from './scan-overlay';
import { FrameSampler, readChange, Steadiness } from './scan-sampler';

/** Steady this long (ms), the face is captured when automatic capture is on. */
const STEADY_MS = 500;
/** After a capture, the read must change this much (a new face) before the next automatic one. */
const NEW_FACE_CHANGE = 60;
/** Stickers the core was less sure of than this are outlined in the painter. */
const UNSURE = 0.6;

export interface ScanElements {
  root: HTMLDetailsElement;
  stage: HTMLElement;
  video: HTMLVideoElement;
  overlay: HTMLCanvasElement;
  guide: HTMLCanvasElement;
  instruction: HTMLElement;
  start: HTMLButtonElement;
  capture: HTMLButtonElement;
  stop: HTMLButtonElement;
  auto: HTMLInputElement;
  facing: HTMLSelectElement;
  letters: HTMLInputElement;
  faces: HTMLElement;
  status: HTMLElement;
}

export interface ScanHost {
  core(): Remote<CoreApi>;
  /** Opens the state read in the painter, `unsure` outlined; answers what it did. */
  open(facelets: string, unsure: number[]): string;
}

type VideoWithFrames = HTMLVideoElement & { requestVideoFrameCallback?: (cb: () => void) => number };

export class CameraScan {
  private puzzle: PuzzleName = '3x3x3';
  private stream: MediaStream | null = null;
  private run = 0; // each start of the camera; a loop of an older one stops
  private captured: (Uint8Array | null)[] = SCAN_STEPS.map(() => null);
  private step = 0;
  private live: Uint8Array | null = null;
  private liveLetters: string[] | null = null;
  private asking = false;
  private armed = true;
  private lastCapture: Uint8Array | null = null;
  private steadyMs = 0;
  private frames = 0;
  private liveReads = 0; // the core's live reads answered
  private frameMs = 0; // the work of a frame, a running mean
  private readonly sampler = new FrameSampler();
  private readonly steadiness = new Steadiness();

  constructor(
    private readonly el: ScanElements,
    private readonly host: ScanHost,
  ) {
    el.start.addEventListener('click', () => void this.start());
    el.stop.addEventListener('click', () => this.stop('Camera off. The faces captured are kept.'));
    el.capture.addEventListener('click', () => this.capture());
    el.letters.addEventListener('change', () => this.render());
    el.facing.addEventListener('change', () => (this.stream ? void this.start() : undefined));
    el.root.addEventListener('toggle', () => {
      if (!el.root.open) this.stop('');
      this.render();
    });
    // Space captures while the camera runs (before the player's playback keys hear it);
    // on a control, Space keeps its own meaning (the Capture button's is to capture).
    document.addEventListener(
      'keydown',
      (e) => {
        if (e.key !== ' ' || !this.stream || e.altKey || e.ctrlKey || e.metaKey) return;
        if ((e.target as HTMLElement | null)?.closest('input, textarea, select, button, summary, a')) return;
        e.preventDefault();
        e.stopPropagation();
        this.capture();
      },
      true,
    );
    this.render();
  }

  /** The panel is hidden (another puzzle shown): the camera goes off, the faces stay. */
  hide(): void {
    if (this.stream) this.stop('');
  }

  /** The cube shown: a new size starts the faces afresh. */
  setPuzzle(puzzle: PuzzleName): void {
    if (puzzle === this.puzzle) return;
    this.puzzle = puzzle;
    this.captured = SCAN_STEPS.map(() => null);
    this.step = 0;
    this.render();
  }

  private get n(): number {
    return puzzleRow(this.puzzle).cubeSize;
  }

  private get letters(): boolean {
    return this.el.letters.checked;
  }

  async start(): Promise<void> {
    stopCamera(this.stream);
    this.stream = null;
    const run = ++this.run;
    const facing = this.el.facing.value as Facing;
    this.say(t('scan.starting'));
    let stream: MediaStream;
    try {
      stream = await openCamera(facing);
    } catch (e) {
      if (run !== this.run) return;
      this.render();
      this.say(`${e instanceof CameraError ? e.message : String(e)} ${keptWords(this.captured)}`);
      return;
    }
    if (run !== this.run) return stopCamera(stream);
    this.stream = stream;
    for (const track of stream.getVideoTracks()) {
      track.addEventListener('ended', () => {
        if (this.stream === stream) this.stop(t('scan.stopped', { kept: keptWords(this.captured) }));
      });
    }
    this.el.video.srcObject = stream;
    this.el.stage.classList.toggle('mirrored', facing === 'user');
    await this.el.video.play().catch(() => undefined);
    this.steadiness.reset();
    this.armed = true;
    this.render();
    // A 2x2x2 has no centres: the faces are told apart by how the cube is held.
    const hold = this.n === 2 ? t('scan.keepHolding') : '';
    this.say(t('scan.cameraOn', { hold, instruction: instruction(SCAN_STEPS[this.step], this.n, this.letters) }));
    this.el.stage.focus({ preventScroll: true });
    this.nextFrame(run);
  }

  stop(message: string): void {
    this.run++;
    stopCamera(this.stream);
    this.stream = null;
    this.el.video.srcObject = null;
    this.live = null;
    this.render();
    if (message) this.say(message);
  }

  private nextFrame(run: number): void {
    const video = this.el.video as VideoWithFrames;
    const go = () => {
      if (run !== this.run) return;
      this.readFrame();
      this.nextFrame(run);
    };
    if (video.requestVideoFrameCallback) video.requestVideoFrameCallback(go);
    else requestAnimationFrame(go);
  }

  private readFrame(): void {
    const video = this.el.video;
    if (video.readyState < 2 || !video.videoWidth) return;
    const began = performance.now();
    const read = this.sampler.sample(video, video.videoWidth, video.videoHeight, this.n);
    this.live = read;
    this.askLetters(read);
    this.steadyMs = this.steadiness.push(read, performance.now());
    if (!this.armed && this.lastCapture && readChange(read, this.lastCapture) > NEW_FACE_CHANGE) this.armed = true;
    if (this.el.auto.checked && this.armed && this.steadyMs >= STEADY_MS) this.capture();
    else this.drawLive();
    // Frames read and the work each took (scripts/bench-scan.mjs reads them).
    this.frameMs += (performance.now() - began - this.frameMs) / 16;
    this.el.root.dataset.frames = String(++this.frames);
    this.el.root.dataset.frameMs = this.frameMs.toFixed(2);
  }

  /** The core's live read of the face shown (one question at a time: a busy worker skips frames). */
  private askLetters(read: Uint8Array): void {
    if (this.asking) return;
    this.asking = true;
    this.host
      .core()
      .scanLive(read, referenceColours(this.n, this.step, this.captured, read))
      .then(
        (nearest) => {
          this.liveLetters = nearest.map((k) => FACES[k] ?? '?');
          this.el.root.dataset.liveReads = String(++this.liveReads);
        },
        () => (this.liveLetters = null),
      )
      .finally(() => (this.asking = false));
  }

  private drawLive(): void {
    const video = this.el.video;
    drawOverlay(this.el.overlay, video.videoWidth || 640, video.videoHeight || 480, {
      n: this.n,
      rgb: this.live,
      letters: this.letters ? this.liveLetters : null,
      mirrored: this.el.stage.classList.contains('mirrored'),
      steady: this.el.auto.checked && this.armed ? this.steadyMs / STEADY_MS : 0,
    });
  }

  capture(): void {
    if (!this.live || this.step >= SCAN_STEPS.length) return;
    const done = SCAN_STEPS[this.step];
    this.captured[this.step] = this.live.slice();
    this.lastCapture = this.live.slice();
    this.armed = false;
    this.steadiness.reset();
    const next = this.captured.indexOf(null);
    this.step = next < 0 ? SCAN_STEPS.length : next;
    this.render();
    if (next < 0) {
      this.say(t('scan.readingCube', { face: faceWord(done.face, this.n) }));
      void this.decide();
    } else {
      const face = faceWord(done.face, this.n);
      this.say(t('scan.capturedNext', { face, instruction: instruction(SCAN_STEPS[next], this.n, this.letters) }));
    }
  }

  /** Every face captured: the core decides; the painter opens with what it read. */
  private async decide(): Promise<void> {
    const per = this.n * this.n * 3;
    const rgb = new Uint8Array(6 * per);
    for (const [i, s] of SCAN_STEPS.entries()) rgb.set(this.captured[i]!, FACES.indexOf(s.face) * per);
    const reply = await this.host
      .core()
      .scanColours(this.puzzle, rgb)
      .catch((e: unknown) => e as Error);
    this.stop('');
    if (reply instanceof Error) {
      this.say(t('scan.notRead', { reason: reply.message }));
      return;
    }
    const unsure = reply.confidence.flatMap((c, i) => (c < UNSURE ? [i] : []));
    if (reply.ok) {
      this.say(t('scan.read', { opened: this.host.open(reply.facelets, unsure) }));
      return;
    }
    const named = reply.problems.filter((p) => p.sticker >= 0).map((p) => p.sticker);
    const why = reply.problems.map((p) => formatCoreMessage(p)).join(t('scan.problemSeparator'));
    const opened = reply.nearest ? ` ${this.host.open(reply.nearest, named)}` : '';
    this.say(t('scan.notOneCube', { why, opened }));
  }

  private retake(i: number): void {
    this.captured[i] = null;
    this.step = i;
    // Not the face shown now: an automatic capture waits for the face to change.
    this.armed = !this.live;
    this.lastCapture = this.live;
    this.render();
    this.say(t('scan.retakeStep', { instruction: instruction(SCAN_STEPS[i], this.n, this.letters) }));
    if (!this.stream) void this.start();
  }

  private render(): void {
    const running = this.stream !== null;
    const step = SCAN_STEPS[this.step];
    this.el.start.disabled = running;
    this.el.stop.disabled = !running;
    this.el.capture.disabled = !running || !step;
    this.el.stage.hidden = !running;
    this.el.instruction.textContent = step ? instruction(step, this.n, this.letters) : t('scan.everyFace');
    if (step) drawGuide(this.el.guide, step, this.n, this.letters);
    this.el.guide.hidden = !step;
    renderFaces(this.el.faces, { n: this.n, captured: this.captured, next: this.step, letters: this.letters }, (i) =>
      this.retake(i),
    );
    this.el.root.dataset.captured = String(this.captured.filter((c) => c !== null).length);
    if (running) this.drawLive();
  }

  private say(text: string): void {
    this.el.status.textContent = text;
  }
}
