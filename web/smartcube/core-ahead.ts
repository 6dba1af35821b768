// The states one face turn away from the cube's, asked of the core before the hands make
// the turn: a turn's packet then finds its state already answered and the view draws it
// in the next frame (asking the core through the page's worker when the packet came
// cost a frame more). Only the core's answers are kept: nothing here turns a cube.
import type { SmartCubeCore } from './core-port';

/** What a smart cube reports: the 18 face turns. */
const FACE_TURNS = [...'URFDLB'].flatMap((f) => [f, `${f}'`, `${f}2`]);

/** `core`, answering a face turn from the state last given to lookAhead without asking again. */
export function aheadCore(core: SmartCubeCore): SmartCubeCore {
  let from: string | null = null;
  let next = new Map<string, Promise<string>>();
  return {
    play(facelets, moves) {
      return (facelets === from ? next.get(moves) : undefined) ?? core.play(facelets, moves);
    },
    faceletsOfCubies: (cubies) => core.faceletsOfCubies(cubies),
    validate: (facelets) => core.validate(facelets),
    lookAhead(facelets) {
      if (facelets === from) return;
      from = facelets;
      next = new Map(FACE_TURNS.map((m) => [m, core.play(facelets, m)]));
      // A refusal is the caller's when it asks for that turn; unasked, it is nobody's.
      for (const answer of next.values()) answer.catch(() => {});
    },
  };
}
