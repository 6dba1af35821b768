// A solve's start: a state (facelets in any six symbols, or an 8-puzzle board) or a
// scramble applied to the solved puzzle. Which one a string is, and whether it is
// right, the core says: a string that does not have the puzzle's sticker count (or has
// a space and plays as moves) is a scramble. Every problem becomes an Error naming it.
import { findPuzzle } from '../puzzles';
import type {
  AlgResult,
  AnyPuzzle,
  ClockResult,
  DialPuzzle,
  PuzzleName,
  SlidesResult,
  Sq1Puzzle,
  Sq1Result,
  TwistStep,
  TwistyPuzzle,
} from '../worker/api';
import { type Api, run } from './client';

/** What to solve: a state or a scramble; a bare string is read as whichever it is. */
export type PuzzleInput = string | { state: string } | { scramble: string };

function readInput(input: PuzzleInput): { text: string; as: 'state' | 'scramble' | 'either' } {
  if (typeof input === 'string') return { text: input, as: 'either' };
  if (input && typeof input === 'object') {
    if ('state' in input && typeof input.state === 'string') return { text: input.state, as: 'state' };
    if ('scramble' in input && typeof input.scramble === 'string') return { text: input.scramble, as: 'scramble' };
  }
  throw new TypeError('cubesolver: what to solve must be a string, { state: string } or { scramble: string }');
}

/** A cube's or a Pyraminx's / Skewb's start: the same questions, the moves played by playAlg or playTurns. */
async function cubeStart(api: Api, puzzle: PuzzleName | TwistyPuzzle, text: string, as: string): Promise<string> {
  let asState = '';
  if (as !== 'scramble') {
    const v = await api.validate(puzzle, text);
    if (v.ok) return v.facelets;
    const code = v.problems[0]?.code;
    if (code === 'puzzle') throw new Error(`puzzle: ${v.problems[0].message}`);
    const problems = `state: ${v.problems.map((p) => p.message).join(' ')}`;
    // Of the sticker count, it is a state gone wrong; but one with a space in it may be
    // moves that number as many characters (a random Pyraminx or big-cube scramble can):
    // moves then, when they play, as the core's CLI reads such a text (no state has a space).
    if (as === 'state' || (code !== 'length' && !/\s/.test(text.trim()))) throw new Error(problems);
    if (code !== 'length') asState = problems;
  }
  const r =
    findPuzzle(puzzle)?.view === 'twisty'
      ? ((await api.playTurns(puzzle as TwistyPuzzle, text)) as AlgResult<TwistStep>)
      : ((await api.playAlg(puzzle as PuzzleName, text)) as AlgResult);
  if (!r.ok) throw new Error(asState || `scramble: ${r.error.message}`);
  return r.facelets;
}

async function boardStart(api: Api, text: string, as: string): Promise<string> {
  const read = await api.readSliding(as === 'scramble' ? '' : text, '');
  if (as !== 'scramble' && read.start.ok) return read.start.board;
  if (as === 'state' && !read.start.ok) throw new Error(`state: ${read.start.error}`);
  const r = (await api.playSlides(read.goal.ok ? read.goal.board : '', text)) as SlidesResult;
  if (r.ok) return r.board;
  if (as === 'scramble' || read.start.ok) throw new Error(`scramble: ${r.error.message}`);
  throw new Error(`neither a board (${read.start.error}) nor slides (${r.error.message})`);
}

/** The Rubik's Clock's or the Square-1's start: its state text, or WCA moves played by the core (whichever reads). */
async function dialsStart(api: Api, puzzle: DialPuzzle | Sq1Puzzle, text: string, as: string): Promise<string> {
  let stateProblem = '';
  if (as !== 'scramble') {
    const v = await api.validate(puzzle, text);
    if (v.ok) return v.facelets;
    stateProblem = v.problems.map((p) => p.message).join(' ');
    if (as === 'state') throw new Error(`state: ${stateProblem}`);
  }
  const r = (await (findPuzzle(puzzle)?.view === 'sq1' ? api.playSq1(text) : api.playClock(text))) as
    | ClockResult
    | Sq1Result;
  if (r.ok) return r.state;
  if (as === 'scramble') throw new Error(`scramble: ${r.error.message}`);
  throw new Error(`neither a state (${stateProblem}) nor moves (${r.error.message})`);
}

/** The start state the core reads from `input` on `puzzle`. */
export function startState(puzzle: AnyPuzzle, input: PuzzleInput, signal?: AbortSignal): Promise<string> {
  const { text, as } = readInput(input);
  const view = findPuzzle(puzzle)?.view;
  return run((api) => {
    if (view === 'board') return boardStart(api, text, as);
    if (view === 'dials') return dialsStart(api, puzzle as DialPuzzle, text, as);
    if (view === 'sq1') return dialsStart(api, puzzle as Sq1Puzzle, text, as);
    return cubeStart(api, puzzle as PuzzleName, text, as);
  }, signal);
}
