// The npm package cubing (experimentalSolve3x3x3IgnoringCenters, a JavaScript min2phase)
// on the states our two-phase benchmark solved, given as scrambles and timed around each
// call. Shared by the benchmark page (Chromium) and scripts/bench-wasm.mjs (Node), so
// both compare with the same code.
import { type BenchRun, summarize } from '../worker/bench';

export interface CubingFigures extends BenchRun {
  firstCallMs: number; // its table build
}

/**
 * `solves(scramble, solution)` says, by the core (playAlg), whether the solution played
 * after the scramble solves the cube; a solution that does not counts as failed.
 */
export async function cubingFigures(
  scrambles: string[],
  warmups: string[],
  solves: (scramble: string, solution: string) => boolean | Promise<boolean>,
): Promise<CubingFigures> {
  const { experimentalSolve3x3x3IgnoringCenters } = await import('cubing/search');
  const { cube3x3x3 } = await import('cubing/puzzles');
  const { Alg } = await import('cubing/alg');
  const kpuzzle = await cube3x3x3.kpuzzle();
  const patternOf = (scramble: string) => kpuzzle.defaultPattern().applyAlg(new Alg(scramble));
  let t = performance.now();
  await experimentalSolve3x3x3IgnoringCenters(patternOf("R U R' U' F2 D L2"));
  const firstCallMs = performance.now() - t;
  for (const w of warmups) await experimentalSolve3x3x3IgnoringCenters(patternOf(w));
  const ms: number[] = [];
  const lengths: number[] = [];
  for (const scramble of scrambles) {
    const pattern = patternOf(scramble);
    t = performance.now();
    const alg = await experimentalSolve3x3x3IgnoringCenters(pattern);
    ms.push(performance.now() - t);
    const text = alg.toString();
    lengths.push((await solves(scramble, text)) ? text.split(/\s+/).filter(Boolean).length : -1);
  }
  return { ...summarize(99, ms, lengths, 0), firstCallMs };
}
