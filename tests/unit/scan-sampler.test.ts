// The camera scan's pixel side (web/app/scan-sampler.ts): where the grid is on a frame,
// how much a read changed, and how long it has been steady (the automatic capture).
import { describe, expect, it } from 'vitest';

import { GRID_SHARE, gridBox, readChange, Steadiness } from '../../web/app/scan-sampler';

describe('gridBox', () => {
  it('is a square of the shorter side, in the middle of the frame', () => {
    expect(gridBox(640, 480)).toEqual({ x: 176, y: 96, size: Math.round(480 * GRID_SHARE) });
    expect(gridBox(480, 640)).toEqual({ x: 96, y: 176, size: 288 });
  });
});

describe('Steadiness', () => {
  const read = (v: number) => new Uint8Array(27).fill(v);

  it('counts the time a read stays within a few steps, and starts again when it moves', () => {
    const s = new Steadiness();
    expect(s.push(read(100), 1000)).toBe(0);
    expect(s.push(read(110), 1200)).toBe(200); // noise: still steady
    expect(s.push(read(90), 1600)).toBe(600);
    expect(s.push(read(180), 1700)).toBe(0); // a new face
    expect(s.push(read(175), 2300)).toBe(600);
    s.reset();
    expect(s.push(read(175), 2400)).toBe(0);
  });

  it('measures a change as the largest of one channel of one sticker', () => {
    const a = read(50);
    const b = read(50);
    b[13] = 130;
    expect(readChange(a, b)).toBe(80);
    expect(readChange(a, a)).toBe(0);
  });
});
