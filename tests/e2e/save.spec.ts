// Pictures out (issue 24): on one page, the 3D view and the net saved as PNG, the net as
// SVG, and the solution a link carries saved as GIF and WebM. Each file is opened: PNG
// and GIF sizes from their headers, the SVG parsed and its stickers counted, the GIF's
// blocks walked to count its frames, the WebM's EBML header read and the video decoded
// by Chromium; the GIF's and the WebM's last frames show the solved cube (and their
// first the scramble, so the colour check can fail). Cancel stops a clip with no file.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

import { open, replay, SOLVED3 } from './helpers';

const SCRAMBLE = "R U F' L2 D B' R2";
const SOLUTION = "R2 B D' L2 F U' R'";

async function save(page: Page, kindSelect: string, kind: string, button: string): Promise<Buffer> {
  await page.getByTestId(kindSelect).selectOption(kind);
  const download = page.waitForEvent('download', { timeout: 90_000 });
  await page.getByTestId(button).click();
  return readFileSync(await (await download).path());
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

/** A GIF's screen size and its frames (image descriptors), found by walking its blocks. */
function gifFrames(gif: Buffer): { width: number; height: number; frames: number } {
  expect(gif.toString('latin1', 0, 6)).toBe('GIF89a');
  const width = gif.readUInt16LE(6);
  const height = gif.readUInt16LE(8);
  let at = 13;
  if (gif[10] & 0x80) at += 3 << ((gif[10] & 7) + 1); // global colour table
  const subBlocks = () => {
    while (gif[at] !== 0) at += gif[at] + 1;
    at++;
  };
  let frames = 0;
  for (;;) {
    const kind = gif[at++];
    if (kind === 0x3b) break; // trailer
    if (kind === 0x21) {
      at++; // extension label
      subBlocks();
    } else if (kind === 0x2c) {
      frames++;
      const flags = gif[at + 8];
      at += 9;
      if (flags & 0x80) at += 3 << ((flags & 7) + 1); // local colour table
      at++; // LZW minimum code size
      subBlocks();
    } else {
      throw new Error(`unknown GIF block 0x${kind.toString(16)} at ${at - 1}`);
    }
  }
  return { width, height, frames };
}

/**
 * Share of the cube square's pixels near each face colour of the standard scheme: the
 * corner view sees U, F and R (white, green, red); a solved cube shows none of D, L, B.
 */
const COLOUR_SHARES = `(data, width, size) => {
  const faces = { U: [245, 245, 240], R: [196, 30, 58], F: [0, 158, 96], D: [255, 213, 0], L: [255, 106, 19], B: [0, 81, 186] };
  const norm = (c) => { const l = Math.hypot(c[0], c[1], c[2]) || 1; return [c[0] / l, c[1] / l, c[2] / l]; };
  const targets = Object.entries(faces).map(([f, c]) => [f, norm(c)]);
  const hits = Object.fromEntries(targets.map(([f]) => [f, 0]));
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) {
    const i = 4 * (y * width + x);
    if (Math.max(data[i], data[i + 1], data[i + 2]) < 90 || (data[i] > 235 && data[i + 1] > 235 && data[i + 2] > 235 && x < 4)) continue;
    const c = norm([data[i], data[i + 1], data[i + 2]]);
    for (const [f, t] of targets) if (c[0] * t[0] + c[1] * t[1] + c[2] * t[2] > 0.99) hits[f]++;
  }
  for (const f of Object.keys(hits)) hits[f] /= size * size;
  return hits;
}`;

type Shares = Record<'U' | 'R' | 'F' | 'D' | 'L' | 'B', number>;
type Measure = (data: Uint8ClampedArray, width: number, size: number) => Shares;

function expectSolvedView(s: Shares, shown = 0.04): void {
  for (const f of ['R', 'F'] as const) expect(s[f], f).toBeGreaterThan(shown);
  for (const f of ['D', 'L', 'B'] as const) expect(s[f], f).toBeLessThan(0.002);
}

function expectScrambledView(s: Shares): void {
  expect(s.D + s.L + s.B, `colour shares ${JSON.stringify(s)}`).toBeGreaterThan(0.01);
}

test('saves the 3D view and the net as PNG, the net as SVG, the solution as GIF and WebM', async ({ page }) => {
  test.setTimeout(150_000);
  // The solution the link carries solves the scramble (replayed by the core).
  expect(replay(replay(SOLVED3, SCRAMBLE), SOLUTION)).toBe(SOLVED3);
  await open(page, `?scramble=${encodeURIComponent(SCRAMBLE)}&alg=${encodeURIComponent(SOLUTION)}`);
  await expect(page.getByTestId('move-chip')).toHaveCount(7);
  // Clips play at the chosen speed: 4x keeps them short (fewer frames to make).
  await page.getByTestId('speed').fill('4');

  // PNG of the 3D view: the canvas's size in device pixels.
  const canvasSize = await page.evaluate(() => {
    const c = document.querySelector<HTMLCanvasElement>('[data-testid="cube-view"] canvas')!;
    return [c.width, c.height];
  });
  expect(pngSize(await save(page, 'save-image-kind', 'png-3d', 'save-image'))).toEqual(canvasSize);

  // Paused halfway through a turn, the PNG is the position the turn started from (the
  // same bytes as that position jumped to), not a half-turned layer.
  await page.getByTestId('speed').fill('0.25');
  await page.getByTestId('play').click();
  await page.waitForTimeout(700);
  await page.getByTestId('play').click();
  const paused = await save(page, 'save-image-kind', 'png-3d', 'save-image');
  const at = Number(await page.getByTestId('scrub').inputValue());
  expect(at).toBeLessThan(7);
  await page.getByTestId('to-end').click();
  await page.getByTestId('scrub').fill(String(at));
  expect(await save(page, 'save-image-kind', 'png-3d', 'save-image')).toEqual(paused);
  await page.getByTestId('speed').fill('4');

  // The net: SVG with 54 stickers coloured as the net shows them; PNG at twice its size.
  const svg = (await save(page, 'save-image-kind', 'svg-net', 'save-image')).toString('utf8');
  const net = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    const stickers = [...doc.querySelectorAll('rect[data-facelet]')];
    const shown = [...document.querySelectorAll<HTMLElement>('[data-testid="net-view"] .net-sticker')];
    const rgb = (hex: string) =>
      `rgb(${parseInt(hex.slice(1, 3), 16)}, ${parseInt(hex.slice(3, 5), 16)}, ${parseInt(hex.slice(5, 7), 16)})`;
    return {
      error: doc.querySelector('parsererror')?.textContent ?? '',
      size: [Number(root.getAttribute('width')), Number(root.getAttribute('height'))],
      stickers: stickers.length,
      same: stickers.every((s, i) => rgb(s.getAttribute('fill')!) === getComputedStyle(shown[i]).backgroundColor),
    };
  }, svg);
  expect(net).toEqual({ error: '', size: [288, 216], stickers: 54, same: true });
  expect(pngSize(await save(page, 'save-image-kind', 'png-net', 'save-image'))).toEqual([576, 432]);

  await page.evaluate(`window.colourShares = ${COLOUR_SHARES}`);

  // GIF: its frames as the page counted them, 360 px of cube and a caption below.
  const gif = await save(page, 'save-clip-kind', 'gif', 'save-clip');
  const frames = Number(await page.getByTestId('save-status').getAttribute('data-frames'));
  expect(frames).toBeGreaterThan(7 + 1); // a frame at least per move, and the start
  expect(gifFrames(gif)).toEqual({ width: 360, height: 432, frames });
  const gifShares = await page.evaluate(
    async ({ bytes }) => {
      const measure = (window as unknown as { colourShares: Measure }).colourShares;
      const decoder = new ImageDecoder({ data: new Uint8Array(bytes), type: 'image/gif' });
      await decoder.tracks.ready;
      const count = decoder.tracks.selectedTrack!.frameCount;
      const read = async (frameIndex: number) => {
        const { image } = await decoder.decode({ frameIndex });
        const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(image, 0, 0);
        image.close();
        return measure(ctx.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, 360);
      };
      return { count, first: await read(0), last: await read(count - 1) };
    },
    { bytes: [...gif] },
  );
  expect(gifShares.count).toBe(frames);
  expectScrambledView(gifShares.first);
  expectSolvedView(gifShares.last);

  // Cancel (a WebM: at least its play time long): no file, the controls back, a message.
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByTestId('save-clip-kind').selectOption('webm');
  await page.getByTestId('save-clip').click();
  await expect(page.getByTestId('save-cancel')).toBeVisible();
  await page.getByTestId('save-cancel').click();
  await expect(page.getByTestId('save-status')).toHaveText('Animation cancelled.');
  await expect(page.getByTestId('save-cancel')).toBeHidden();
  await expect(page.getByTestId('save-clip')).toBeEnabled();
  expect(downloads).toBe(0);

  // WebM: the EBML header, then Chromium decodes it: its size, length and last frame.
  const webm = await save(page, 'save-clip-kind', 'webm', 'save-clip');
  expect([...webm.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  expect(webm.subarray(0, 64).toString('latin1')).toContain('webm');
  const webmFrames = Number(await page.getByTestId('save-status').getAttribute('data-frames'));
  // The same play at 30 frames a second instead of 20: half as many frames again (each
  // move rounds up to whole frames).
  expect(Math.abs(webmFrames - 1 - 1.5 * (frames - 1))).toBeLessThanOrEqual(7);
  const video = await page.evaluate(
    async ({ bytes }) => {
      const measure = (window as unknown as { colourShares: Measure }).colourShares;
      const v = document.createElement('video');
      v.muted = true;
      v.src = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: 'video/webm' }));
      await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
      // MediaRecorder writes no duration: seeking far past the end makes Chromium find it.
      if (!Number.isFinite(v.duration)) {
        v.currentTime = 1e6;
        await new Promise((r) => v.addEventListener('durationchange', r, { once: true }));
      }
      const frameAt = async (t: number) => {
        // The frame at t drawn once it is shown: under load 'seeked' came before it, and
        // drawImage gave the frame of the seek before (the scrambled start, read as the
        // end's). A seek to the frame already shown presents none: a second at most.
        const shown = new Promise<void>((resolve) => {
          const late = setTimeout(resolve, 1000);
          const next = () =>
            v.requestVideoFrameCallback((_, frame) => {
              if (frame.mediaTime > t + 0.001) return next(); // the seek past the end's frame
              clearTimeout(late);
              resolve();
            });
          next();
        });
        v.currentTime = t;
        // The seek past the end above may still be finishing: its 'seeked' can come
        // first, with the end's (solved) frame shown; wait until no seek is pending.
        do await new Promise((r) => v.addEventListener('seeked', r, { once: true }));
        while (v.seeking);
        await shown;
        const canvas = new OffscreenCanvas(v.videoWidth, v.videoHeight);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(v, 0, 0);
        return measure(ctx.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, 360);
      };
      const duration = v.duration;
      return {
        width: v.videoWidth,
        height: v.videoHeight,
        duration,
        first: await frameAt(0),
        // Inside the last frame's one-second hold, well before its end: under load the
        // recorder's final timestamps straggle (a frame 0.05 s from the end once showed
        // the last turn still under way).
        last: await frameAt(Math.max(0, duration - 0.4)),
      };
    },
    { bytes: [...webm] },
  );
  expect([video.width, video.height]).toEqual([360, 432]);
  // webmFrames at 30 fps, then the last held for a second.
  expect(video.duration).toBeGreaterThan(webmFrames / 30 + 0.5);
  expect(video.duration).toBeLessThan(webmFrames / 30 + 2);
  expectScrambledView(video.first);
  // A lossy video: the encoder, starved of CPU on a loaded machine, softens the colours
  // (in one run only 0.033 of the square read as red, under the GIF's 0.04); no D, L or B
  // stays the strict part.
  expectSolvedView(video.last, 0.02);
});
