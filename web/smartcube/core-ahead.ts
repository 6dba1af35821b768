// The states one face turn away from the cube's, asked of the core before the hands make
// the turn: a turn's packet then finds its state already answered and the view draws it
// in the next frame (asking the core through the page's worker when the packet came
// cost a frame more). One question a state: each turn and its inverse in a row (U U'
// U' U U2 U2 R ...), every other state after them the one wanted; at 20 turns a second
// 18 questions a turn queued up in the worker and the lag grew. Only the core's answers
// are kept: nothing here turns a cube.
import type { SmartCubeCore } from './core-port';

/** What a smart cube reports: the 18 face turns. */
const FACE_TURNS = [...'URFDLB'].flatMap((f) => [f, `${f}'`, `${f}2`]);
/** Each face turn then its inverse: from the state after 2k of them, turn k is one move away. */
const THERE_AND_BACK = [...'URFDLB'].flatMap((f) => [f, `${f}'`, `${f}'`, f, `${f}2`, `${f}2`]).join(' ');

/** `core`, answering a face turn from the state last given to lookAhead without asking again. */
export function aheadCore(core: SmartCubeCore): SmartCubeCore {
  let from: string | null = null;
  let next = new Map<string, Promise<string>>();
  return {
    play(facelets, moves) {
      return (facelets === from ? next.get(moves) : undefined) ?? core.play(facelets, moves);
    },
    playEach: (facelets, moves) => core.playEach(facelets, moves),
    faceletsOfCubies: (cubies) => core.faceletsOfCubies(cubies),
    validate: (facelets) => core.validate(facelets),
    lookAhead(facelets) {
      if (facelets === from) return;
      from = facelets;
      const states = core.playEach(facelets, THERE_AND_BACK);
      next = new Map(FACE_TURNS.map((m, k) => [m, states.then((s) => s[2 * k])]));
      // A refusal is the caller's when it asks for that turn; unasked, it is nobody's.
      for (const answer of next.values()) answer.catch(() => {});
    },
  };
}
