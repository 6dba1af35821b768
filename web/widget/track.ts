// What a player shows, computed by the core in the shared worker: the start state
// (state / fd / fc, the stage mask, orientation, scramble, case), the moves to play
// (alg, or a solver's solution) with the state after each, and the solved state.
// Every core error becomes an AttributeError naming the attribute it came from.

import type { Remote } from 'comlink';
import type { Locale } from '../i18n/language';
import { wt } from '../i18n/widget-messages';
import { playedAlg, playedSteps } from '../player/played';
import type { Played, Track } from '../player/player';
import { isCube, isDials, isSq1, isTwisty } from '../puzzles';
import type { PlayStep } from '../render/playback';
import type {
  AlgResult,
  ClockResult,
  DialPuzzle,
  NissSplit,
  ParseError,
  PuzzleGeometry,
  PuzzleName,
  SlidesResult,
  SolverInfo,
  Sq1Puzzle,
  Sq1Result,
  StickerPlace,
  TwistStep,
  TwistyPuzzle,
} from '../worker/api';
import { movesOf } from '../worker/packed-moves';
import type { WorkerApi } from '../worker/serve';
import { AttributeError, type PlayerConfig } from './attributes';
import { sharedWorker } from './shared-worker';
import { maskForStage } from './stages';

type Api = Remote<WorkerApi>;

export interface Built {
  /** The state before the first move. */
  start: string;
  /** What the puzzle looks like solved, as shown (oriented); '' when no such thing (masked). */
  solved: string;
  /** The moves to play (none: a picture). */
  track: Track;
  /** The state after every move. */
  final: string;
  /** The cube's sticker layout (empty for the 8-puzzle and the twisty puzzles). */
  layout: StickerPlace[];
  /** What the 3D view (and a twisty puzzle's net) draws; null for the 8-puzzle. */
  geometry: PuzzleGeometry | null;
}

/** `ask(key)`, asked once per page: the answer kept in `answers` (dropped if it failed). */
function askedOnce<K, V>(answers: Map<K, Promise<V>>, key: K, ask: (key: K) => Promise<V>): Promise<V> {
  let answer = answers.get(key);
  if (!answer) {
    answer = ask(key);
    answer.catch(() => answers.delete(key));
    answers.set(key, answer);
  }
  return answer;
}

const layouts = new Map<PuzzleName, Promise<StickerPlace[]>>();
const geometries = new Map<PuzzleName | TwistyPuzzle, Promise<PuzzleGeometry>>();

/** The core's geometry of a sticker puzzle. */
function puzzleGeometry(puzzle: PuzzleName | TwistyPuzzle): Promise<PuzzleGeometry> {
  return askedOnce(geometries, puzzle, (p) => sharedWorker().run((api) => api.puzzleGeometry(p)));
}

/** The core's sticker layout of a cube. */
export function stickerLayout(puzzle: PuzzleName): Promise<StickerPlace[]> {
  return askedOnce(layouts, puzzle, (p) => sharedWorker().run((api) => api.stickerLayout(p)));
}

type OkAlg = Extract<AlgResult, { ok: true }>;
type OkSlides = Extract<SlidesResult, { ok: true }>;

/** The result, or an AttributeError naming the attribute the moves came from. */
function played(attribute: string, r: AlgResult): OkAlg;
function played(attribute: string, r: SlidesResult): OkSlides;
function played(attribute: string, r: AlgResult | SlidesResult): OkAlg | OkSlides {
  if (!r.ok) throw new AttributeError(attribute, [r.error]); // the core's message names the column
  return r;
}

function call<T>(f: (api: Api) => Promise<T>): Promise<T> {
  return sharedWorker().run(f);
}

// Comlink types a call returning a union as a union of promises: one type each here.
const playAlg = (puzzle: PuzzleName, alg: string, start: string) =>
  call((api) => api.playAlg(puzzle, alg, start) as Promise<AlgResult>);
const playSlides = (start: string, slides: string) =>
  call((api) => api.playSlides(start, slides) as Promise<SlidesResult>);

let solverInfos: Promise<SolverInfo[]> | undefined;

/** The core's solvers, asked once per page. */
function solvers(): Promise<SolverInfo[]> {
  if (!solverInfos) {
    solverInfos = call((api) => api.solvers());
    solverInfos.catch(() => (solverInfos = undefined));
  }
  return solverInfos;
}

/**
 * The solver to run (undefined: the puzzle's default), checked against the core's list
 * for this puzzle. Its tables are made ready now (from the cache, or built), while the
 * player's other calls go on: the solve, after the scramble is played, finds them
 * ready or being made instead of starting them then.
 */
async function startSolver(config: PlayerConfig): Promise<string | undefined> {
  const infos = await solvers();
  const fits = infos.filter((s) => s.puzzles.includes(config.puzzle));
  if (config.solve && !fits.some((s) => s.name === config.solve)) {
    throw new AttributeError(
      'solve',
      `"${config.solve}" is not a solver of the ${config.puzzle}; use ${fits.map((s) => s.name).join(', ')}`,
    );
  }
  const solver = config.solve || undefined;
  const tables = fits.find((s) => s.name === (solver ?? fits[0]?.name));
  // A failure here is the solve's to report.
  if (tables?.tables)
    void call((api) => api.prepare(tables.name, undefined, { puzzle: config.puzzle })).catch(() => undefined);
  return solver;
}

/**
 * Waits (up to `limitMs`) until no call runs in the shared worker: a player's autoplay
 * starts then, so its animation (drawn on the CPU without a GPU) does not slow the core
 * while other players still wait for it (a table build, a solve). A macrotask between
 * checks lets a player that just got an answer ask its next question.
 */
export async function workerIdle(limitMs: number): Promise<void> {
  for (let waited = 0; waited < limitMs; waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (sharedWorker().busy === 0) return;
  }
}

/** The solver's first solution for `state`, with the start it was played from (SolveReply.start). */
async function solution(config: PlayerConfig, solverStarted: Promise<string | undefined>, state: string) {
  const solver = await solverStarted;
  const reply = await call((api) => api.solve({ puzzle: config.puzzle, solver, state }));
  if (reply.status !== 'solved' || reply.solutions.length === 0) {
    throw new AttributeError('solve', reply.message ? [reply] : `no solution (${reply.status})`);
  }
  return { solver: reply.solver ?? solver ?? '', solvedFrom: reply.start, ...reply.solutions[0] };
}

/**
 * The solver's solution from `start` as the player's track, and the state it ends in:
 * the solver's steps and states when it played them from this start as given; a start
 * it read renamed (a cube's centres turned by the orientation) has its moves played
 * here instead, by `replay` (the core's playAlg, playTurns or playSlides).
 */
async function solutionTrack(
  config: PlayerConfig,
  lang: Locale,
  solverStarted: Promise<string | undefined>,
  start: string,
  replay: (moves: string) => Promise<Played>,
  noun?: 'slide' | 'step',
): Promise<{ track: Track; final: string }> {
  const s = await solution(config, solverStarted, start);
  const result =
    s.solvedFrom === start ? playedSteps(s.moves, s.steps as PlayStep[], s.states, s.counts) : await replay(s.moves);
  const final = result.length > 0 ? result.state(result.length - 1) : start;
  const title = wt(lang, 'element.solutionBy', { solver: s.solver });
  return { final, track: { kind: 'solution', title, start, result, stages: s.stages, ...(noun ? { noun } : {}) } };
}

async function buildCube(config: PlayerConfig, lang: Locale, puzzle: PuzzleName): Promise<Built> {
  const solverStarted = config.solve !== null ? startSolver(config) : undefined;
  solverStarted?.catch(() => undefined); // reported where the solution is awaited
  const [layout, geometry, solvedState] = await Promise.all([
    stickerLayout(puzzle),
    puzzleGeometry(puzzle),
    call((api) => api.solvedState(puzzle)),
  ]);
  let solved = solvedState;
  const n = Math.round(Math.sqrt(layout.length / 6));
  let start = solved;
  if (config.state) {
    const v = await call((api) => api.validate(puzzle, config.state));
    if (!v.ok) throw new AttributeError('state', v.problems.length > 0 ? v.problems : 'not a state of this puzzle');
    start = v.facelets;
  } else if (config.stickers) {
    start = config.stickers;
  }
  if (config.stage) {
    start = maskForStage(config.stage, layout, start) ?? start;
    solved = '';
  }
  if (config.orientation) {
    // The start and the solved cube turned alike, asked together: one trip to the worker.
    const [heldStart, heldSolved] = await Promise.all([
      playAlg(puzzle, config.orientation, start),
      solved ? playAlg(puzzle, config.orientation, solved) : undefined,
    ]);
    const o = played('orientation', heldStart);
    const turn = movesOf(o.moves).find((m) => m.layers.length !== n);
    if (turn)
      throw new AttributeError('orientation', `"${turn.name}" turns a layer; use whole-cube rotations (x, y, z)`);
    start = o.facelets;
    if (heldSolved) solved = played('orientation', heldSolved).facelets;
  }
  if (config.scramble) start = played('scramble', await playAlg(puzzle, config.scramble, start)).facelets;
  if (config.caseAlg) {
    const inverse = (await call((api) => api.invertAlg(config.caseAlg) as Promise<unknown>)) as
      | { ok: true; alg: string }
      | { ok: false; error: ParseError };
    if (!inverse.ok) throw new AttributeError('case', [inverse.error]);
    start = played('case', await playAlg(puzzle, inverse.alg, start)).facelets;
  }

  if (solverStarted) {
    const replay = async (moves: string) => playedAlg(played('solve', await playAlg(puzzle, moves, start)));
    return { start, solved, layout, geometry, ...(await solutionTrack(config, lang, solverStarted, start, replay)) };
  }
  // Moves on the inverse side (NISS, ^( )) play after the normal ones, undone, as on the
  // page: read as one line they would be undone before the normal moves.
  const niss = config.alg ? ((await call((api) => api.nissSplit(config.alg) as Promise<unknown>)) as NissSplit) : null;
  if (niss && !niss.ok) throw new AttributeError('alg', [niss.error]);
  const sided = niss?.ok && niss.inverseMoves > 0 ? niss : null;
  const line = sided ? [sided.normal, sided.inverseUndone].filter((t) => t !== '').join(' ') : config.alg;
  const result = played('alg', await playAlg(puzzle, line, start));
  return {
    start,
    solved,
    layout,
    geometry,
    final: result.facelets,
    track: {
      kind: 'solution',
      title: wt(lang, 'player.moves'),
      start,
      result: sided ? { ...playedAlg(result), canonical: sided.canonical } : playedAlg(result),
      ...(sided ? { inverseFrom: sided.normalMoves } : {}),
    },
  };
}

async function buildSliding(config: PlayerConfig, lang: Locale): Promise<Built> {
  const solverStarted = config.solve !== null ? startSolver(config) : undefined;
  solverStarted?.catch(() => undefined); // reported where the solution is awaited
  const read = await call((api) => api.readSliding(config.state, ''));
  if (!read.goal.ok) throw new AttributeError('state', read.goal.error);
  // No state: the solved board (then a scramble makes the start).
  if (config.state && !read.start.ok) throw new AttributeError('state', read.start.error);
  let start = config.state && read.start.ok ? read.start.board : read.goal.board;
  if (config.scramble) start = played('scramble', await playSlides(start, config.scramble)).board;
  if (solverStarted) {
    const replay = async (moves: string) => {
      const slides = played('solve', await playSlides(start, moves));
      return playedSteps(slides.canonical, slides.moves, slides.states);
    };
    const solved = await solutionTrack(config, lang, solverStarted, start, replay, 'slide');
    return { start, solved: read.goal.board, layout: [], geometry: null, ...solved };
  }
  const result = played('alg', await playSlides(start, config.alg));
  return {
    start,
    solved: read.goal.board,
    layout: [],
    geometry: null,
    final: result.board,
    track: {
      kind: 'solution',
      title: wt(lang, 'player.slides'),
      start,
      result: playedSteps(result.canonical, result.moves, result.states),
      noun: 'slide',
    },
  };
}

/** Computes what the player shows; throws AttributeError for bad input. */
export function buildTrack(config: PlayerConfig, lang: Locale): Promise<Built> {
  const p = config.puzzle;
  if (isCube(p)) return buildCube(config, lang, p);
  if (isDials(p)) return buildOwnMoves(config, lang, p, playClock);
  if (isSq1(p)) return buildOwnMoves(config, lang, p, playSq1);
  return isTwisty(p) ? buildTwisty(config, lang, p) : buildSliding(config, lang);
}

const playClock = (alg: string, start: string) => call((api) => api.playClock(alg, start) as Promise<ClockResult>);
const playSq1 = (alg: string, start: string) => call((api) => api.playSq1(alg, start) as Promise<Sq1Result>);

/** The moves the core played, or an AttributeError naming the attribute they came from. */
function clocked<R extends ClockResult | Sq1Result>(attribute: string, r: R): Extract<R, { ok: true }> {
  if (!r.ok) throw new AttributeError(attribute, [r.error]); // the core's message names the column
  return r as Extract<R, { ok: true }>;
}

/**
 * A puzzle with moves and a view of its own (the Rubik's Clock, the Square-1): its start
 * (state, scramble), then a solver's solution or the alg, all played by the core.
 */
async function buildOwnMoves<R extends ClockResult | Sq1Result>(
  config: PlayerConfig,
  lang: Locale,
  puzzle: DialPuzzle | Sq1Puzzle,
  play: (alg: string, start: string) => Promise<R>,
): Promise<Built> {
  const playClock = play;
  const solverStarted = config.solve !== null ? startSolver(config) : undefined;
  solverStarted?.catch(() => undefined); // reported where the solution is awaited
  const solved = await call((api) => api.solvedState(puzzle));
  let start = solved;
  if (config.state) {
    const v = await call((api) => api.validate(puzzle, config.state));
    if (!v.ok) throw new AttributeError('state', v.problems.length > 0 ? v.problems : 'not a state of this puzzle');
    start = v.facelets;
  }
  if (config.scramble) start = clocked('scramble', await playClock(config.scramble, start)).state;
  const steps = (r: Extract<R, { ok: true }>) =>
    playedSteps<PlayStep>(r.canonical, r.steps as PlayStep[], r.states, r.counts);
  if (solverStarted) {
    const replay = async (moves: string) => steps(clocked('solve', await playClock(moves, start)));
    const found = await solutionTrack(config, lang, solverStarted, start, replay, 'step');
    return { start, solved, layout: [], geometry: null, ...found };
  }
  const result = clocked('alg', await playClock(config.alg, start));
  return {
    start,
    solved,
    layout: [],
    geometry: null,
    final: result.state,
    track: { kind: 'solution', title: wt(lang, 'player.moves'), start, result: steps(result), noun: 'step' },
  };
}

const playTurns = (puzzle: TwistyPuzzle, alg: string, start: string) =>
  call((api) => api.playTurns(puzzle, alg, start) as Promise<AlgResult<TwistStep>>);

/** The result of playTurns, or an AttributeError naming the attribute the turns came from. */
function turned(attribute: string, r: AlgResult<TwistStep>): Extract<AlgResult<TwistStep>, { ok: true }> {
  if (!r.ok) throw new AttributeError(attribute, [r.error]);
  return r;
}

/** A Pyraminx or Skewb: its start (state, scramble), then a solver's solution or the alg, all from the core. */
async function buildTwisty(config: PlayerConfig, lang: Locale, puzzle: TwistyPuzzle): Promise<Built> {
  const solverStarted = config.solve !== null ? startSolver(config) : undefined;
  solverStarted?.catch(() => undefined); // reported where the solution is awaited
  const [geometry, solved] = await Promise.all([puzzleGeometry(puzzle), call((api) => api.solvedState(puzzle))]);
  let start = solved;
  if (config.state) {
    const v = await call((api) => api.validate(puzzle, config.state));
    if (!v.ok) throw new AttributeError('state', v.problems.length > 0 ? v.problems : 'not a state of this puzzle');
    start = v.facelets;
  }
  if (config.scramble) start = turned('scramble', await playTurns(puzzle, config.scramble, start)).facelets;
  if (solverStarted) {
    const replay = async (moves: string) => playedAlg(turned('solve', await playTurns(puzzle, moves, start)));
    return {
      start,
      solved,
      layout: [],
      geometry,
      ...(await solutionTrack(config, lang, solverStarted, start, replay)),
    };
  }
  const result = turned('alg', await playTurns(puzzle, config.alg, start));
  return {
    start,
    solved,
    layout: [],
    geometry,
    final: result.facelets,
    track: { kind: 'solution', title: wt(lang, 'player.moves'), start, result: playedAlg(result) },
  };
}
