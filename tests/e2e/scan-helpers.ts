// The camera scan's test steps (camera-scan.spec.ts, core-messages.spec.ts): a random
// state's faces shown to the fake camera (fake-camera.ts) in warm light, and waits for
// the page to capture them.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import type { FaceLight, FakeCamera } from './fake-camera';

export const CLI = fileURLToPath(new URL('../../build/native/cubesolver', import.meta.url));
/** A random state of the core's (a seed's), as face letters. */
export function randomState(puzzle: string, seed: number): string {
  const line = execFileSync(CLI, ['scramble', '--puzzle', puzzle, '--state', '--seed', String(seed)]).toString();
  return line.trim().split('\t')[1];
}

const FACES = 'URFDLB';
/** Face `f`'s stickers of `state`, row by row as the net has them (the page's guide keeps that order). */
export const faceOf = (state: string, f: string) => {
  const per = state.length / 6;
  return state.slice(FACES.indexOf(f) * per, (FACES.indexOf(f) + 1) * per);
};

/** Warm light, each face a little different; one face with glare on a sticker. */
export function lightFor(i: number): FaceLight {
  return {
    brightness: [0.95, 0.8, 1.0, 0.7, 0.9, 0.85][i],
    tint: [1, 0.86, 0.66],
    gradient: [0.15, -0.2, 0.1, 0.25, -0.1, 0.2][i],
    glare: i === 2 ? 1 : -1,
    tilt: [0.3, -0.4, 0.2, -0.2, 0.5, -0.3][i],
  };
}

export async function show(page: Page, letters: string, light: FaceLight): Promise<void> {
  await page.evaluate(([l, li]) => (window as unknown as { fakeCamera: FakeCamera }).fakeCamera.show(l, li), [
    letters,
    light,
  ] as const);
}

export async function setMode(page: Page, mode: FakeCamera['mode']): Promise<void> {
  await page.evaluate((m) => ((window as unknown as { fakeCamera: FakeCamera }).fakeCamera.mode = m), mode);
}

export const captured = (page: Page, count: number) =>
  expect(page.getByTestId('scan')).toHaveAttribute('data-captured', String(count));

/** The live read has seen the face now drawn (a few frames after it). */
export async function framesPass(page: Page): Promise<void> {
  const scan = page.getByTestId('scan');
  const before = Number(await scan.getAttribute('data-frames'));
  await expect.poll(async () => Number(await scan.getAttribute('data-frames'))).toBeGreaterThan(before + 3);
}
