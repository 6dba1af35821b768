// The page: puzzle choice (3x3x3, 2x2x2, 8-puzzle), the puzzle's inputs, the view (3D
// cube or 8-puzzle board), solving (solver choice, the solver's options, table status,
// cancel, every optimal solution on request), playback of the scramble or the solution
// (chapter by chapter for staged solvers), and the share link. All puzzle logic
// (parsing, moves, slides, validation, random states, solving) is asked of the core in
// the workers: one worker answers the inputs (parse, validate), another builds tables
// and solves, so typing stays live during a long solve, and Cancel can stop the solver
// worker outright.

import * as Comlink from 'comlink';

import type {
  AnyPuzzle,
  PuzzleName,
  SolutionStage,
  SolveReply,
  SolveRequest,
  SolverInfo,
  StickerPlace,
  TableProgress,
  TableStatus,
} from '../worker/api';
import { CancelledError, createWorkerClient, isLoadFailure } from '../worker/client';
import { CubeView } from '../render/CubeView';
import { SlidingBoardView } from '../render/SlidingBoardView';
import { prefersReducedMotion } from '../render/playback';
import { decodeShare, shareUrl, tooLongForLink, type ShareParams } from '../share/share';
import { Announcer } from './announcer';
import { Appearance } from './appearance';
import { CubeInputs, type OkAlg } from './cube-inputs';
import { NetPanel } from './net-panel';
import { startOffline } from './offline';
import { DragMoves, appendMove, keyMove } from './hand-turns';
import { Painter } from './paint';
import { setupEmbedDialog } from './embed-dialog';
import { Player, type Track } from '../player/player';
import { plural } from '../player/words';
import { SlidingInputs } from './sliding-inputs';
import { SolutionList } from './solution-list';
import { optimalityLabel, SearchProgressView } from './search-progress';
import { ALL_OPTIMAL_CAP, SolverOptions } from './solver-options';
import { cancelledText, describeTables, stagesFirst, formatMs, helpFor, progressText, replyText } from './solve-text';
import { LARGE_TABLE_BYTES, readRoom, roomShortText, roomText } from './storage-room';
import { TableList, isStored } from './table-list';

const DEBOUNCE_MS = 100;

// --- elements ---------------------------------------------------------------------

function $<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing`);
  return el as T;
}
const testid = <T extends HTMLElement>(id: string): T => document.querySelector<T>(`[data-testid="${id}"]`)!;
const el = {
  notices: $('notices'),
  stage: $('stage'),
  stageStatus: $('stage-status'),
  speed: $<HTMLInputElement>('speed'),
  speedValue: $<HTMLOutputElement>('speed-value'),
  resetView: $<HTMLButtonElement>('reset-view'),
  share: $<HTMLInputElement>('share'),
  shareNote: $('share-note'),
  copyShare: $<HTMLButtonElement>('copy-share'),
  randomScramble: $<HTMLButtonElement>('random-scramble'),
  random: $<HTMLButtonElement>('random'),
  clear: $<HTMLButtonElement>('clear'),
  actionStatus: $('action-status'),
  solver: $<HTMLSelectElement>('solver'),
  optionsHelp: $('options-help'),
  solve: $<HTMLButtonElement>('solve'),
  cancel: $<HTMLButtonElement>('cancel'),
  tableProgress: $<HTMLProgressElement>('table-progress'),
  tableStatus: $('table-status'),
  solveStatus: $('solve-status'),
  result: $('result'),
  resultLength: testid('solution-length'),
  resultTime: testid('solution-time'),
  resultNodes: testid('solution-nodes'),
  clearTables: $<HTMLButtonElement>('clear-tables'),
  copyCurrent: $<HTMLButtonElement>('copy-current'),
};
const puzzleRadios = [...document.querySelectorAll<HTMLInputElement>('input[name="puzzle"]')];

// --- state ------------------------------------------------------------------------

/** Parsing and validation. */
const coreClient = createWorkerClient();
/** Tables and solving; cancel() stops it and starts a fresh one. */
const solverClient = createWorkerClient();
const core = () => coreClient.api;

const cubeInputs = new CubeInputs(
  {
    scramble: $('scramble'),
    scrambleError: $('scramble-error'),
    htm: testid('count-htm'),
    qtm: testid('count-qtm'),
    stm: testid('count-stm'),
    facelets: $('facelets'),
    validity: $('validity'),
    current: $('current'),
    currentNote: $('current-note'),
    copyCurrent: el.copyCurrent,
  },
  core,
);
const boardView = new SlidingBoardView(el.stage, { label: '8-puzzle board' });
const sliding = new SlidingInputs(
  {
    board: $('board-input'),
    validity: $('board-validity'),
    validityLine: $('board-validity-line'),
    problem: $('board-problem'),
  },
  boardView,
  core,
);
const options = new SolverOptions({
  root: $('solve-box'),
  goal: $('goal'),
  goalHint: $('goal-hint'),
  goalPreview: $('goal-preview'),
  goalError: $('goal-error'),
  moves: $('moves-allowed'),
  movesNote: $('moves-note'),
  metric: [...document.querySelectorAll<HTMLInputElement>('input[name="metric"]')],
  maxLength: $('max-length'),
  timeMs: $('time-ms'),
  effort: $('effort'),
  allOptimal: $('all-optimal'),
  table: $('optimal-table'),
});
const searchProgress = new SearchProgressView($('search-progress'));
const solutionList = new SolutionList($('solution-list'), $('solution-count'), $('solution-options'));
const appearance = new Appearance(
  {
    preset: $('scheme-preset'),
    faces: $('face-colors'),
    top: $('orient-top'),
    front: $('orient-front'),
    reset: $('look-reset'),
  },
  {
    playAlg: (p, alg, start) => core().playAlg(p, alg, start),
    changed: (colors, rotations) => {
      cubeView?.setAppearance(colors, rotations);
      netPanel.redraw();
      updateShare();
    },
  },
);
const netPanel = new NetPanel(
  {
    net: $('net-view'),
    words: $('state-words'),
    modes: [...document.querySelectorAll<HTMLInputElement>('input[name="view-mode"]')],
  },
  appearance,
);
const announcer = new Announcer($('announce'));
const tableList = new TableList({ list: $('table-entries'), summary: $('table-summary'), room: $('storage-room') });
const painter = new Painter(
  {
    root: $<HTMLDetailsElement>('paint'),
    palette: $('paint-palette'),
    targets: [...document.querySelectorAll<HTMLInputElement>('input[name="paint-target"]')],
    targetGroup: $('paint-target'),
    net: $('paint-net'),
    fromSolved: $('paint-solved'),
    fromCurrent: $('paint-current'),
    blank: $('paint-blank'),
    undo: $('paint-undo'),
    status: $('paint-status'),
    left: $('paint-left'),
  },
  { scramble: $('scramble'), start: $('facelets'), goal: $('goal'), goalPreset: $<HTMLSelectElement>('goal-preset'), changed: () => scheduleUpdate() },
);
const dragMoves = new DragMoves(core);
/** A hand turn (key or drag) was just added to the scramble: animate it rather than jump. */
let animateTurn = false;

let cubeView: CubeView | null = null;
let player: Player | null = null;
const layouts = new Map<PuzzleName, StickerPlace[]>();
const solvedStates = new Map<PuzzleName, string>();
/** The solver a link asked for (applied once the solvers are known). */
let linkSolver: string | undefined;
/** A solution a link asked to play (loaded after the first update). */
let linkAlg: string | undefined;
/** The last cube state the inputs described (kept while the scramble has a typo). */
let shown: { puzzle: PuzzleName; start: string; result: OkAlg } | null = null;
/** The cube inputs describe `shown` right now. */
let cubeReadable = false;
let generation = 0;
let debounce = 0;
let solverInfos: SolverInfo[] = [];
/** What the solver worker is doing. */
let busy: '' | 'solving' | 'scrambling' = '';
/** The page is showing a solution's result figures for this request (SolveTarget.key). */
let solvedFor = '';
/** The request the loaded solution answers (SolveTarget.key): kept while the inputs still ask it. */
let trackKey = '';
/** The last solve, for picking another of its optimal solutions. */
let lastSolve: { target: SolveTarget; reply: SolveReply; title: string } | null = null;

function puzzle(): AnyPuzzle {
  return (puzzleRadios.find((r) => r.checked)?.value as AnyPuzzle) ?? '3x3x3';
}

function setPuzzle(p: AnyPuzzle): void {
  for (const r of puzzleRadios) r.checked = r.value === p;
}

// --- what Solve solves ----------------------------------------------------------------

/** What Solve would solve now, from the inputs of the puzzle shown. */
interface SolveTarget {
  request: SolveRequest;
  /** Identifies the question (puzzle, state, goal, moves, metric): a changed input makes an answer stale. */
  key: string;
  noun: 'move' | 'slide';
  /** A solution's moves played from the start by the core, as a track. */
  track(moves: string, title: string, stages: SolutionStage[]): Promise<Track>;
}

/** The target, or null when the inputs cannot be solved as they are. */
function solveTarget(): SolveTarget | null {
  const p = puzzle();
  const info = solverFor(p);
  if (!info || !options.ready) return null;
  const fields = { solver: info.name, ...options.request() };
  if (p === '8puzzle') {
    if (!sliding.solvable) return null;
    const request: SolveRequest = { puzzle: p, state: sliding.board, ...fields };
    return {
      request,
      key: keyOf(request),
      noun: 'slide',
      track: (moves, title) => sliding.solutionTrack(moves, title),
    };
  }
  if (!shown || !cubeReadable || shown.puzzle !== p) return null;
  const start = shown.result.facelets;
  const request: SolveRequest = { puzzle: p, state: start, ...fields };
  return {
    request,
    key: keyOf(request),
    noun: 'move',
    track: async (moves, title, stages) => {
      const played = await core().playAlg(p, moves, start);
      if (!played.ok) throw new Error(`the solution could not be played: ${played.error.message}`);
      return { kind: 'solution', title, start, result: played, stages };
    },
  };
}

function keyOf(r: SolveRequest): string {
  return JSON.stringify([r.puzzle, r.solver, r.state, r.goal ?? '', r.moves ?? '', r.metric ?? '']);
}

function stateKey(): string {
  return solveTarget()?.key ?? '';
}

// --- notices and status -------------------------------------------------------------

function notify(message: string, kind: 'warning' | 'error' = 'warning'): HTMLElement {
  const box = document.createElement('div');
  box.className = `notice ${kind}`;
  const text = document.createElement('p');
  text.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'quiet';
  close.textContent = 'Dismiss';
  close.addEventListener('click', () => box.remove());
  box.append(text, close);
  el.notices.append(box);
  return box;
}

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function setStatus(text: string, kind: '' | 'busy' | 'ok' | 'error' = ''): void {
  el.solveStatus.textContent = text;
  el.solveStatus.dataset.kind = kind;
}

/** The status when nothing is running: what the inputs allow. */
function idleStatus(): void {
  if (busy) return;
  const p = puzzle();
  if (solverInfos.length === 0) return setStatus('Loading the solver…', 'busy');
  if (p === '8puzzle') {
    const problem = sliding.problem;
    if (problem) return setStatus(problem, sliding.board && sliding.goal ? 'error' : '');
  } else if (!shown || !cubeReadable) {
    return setStatus('Fix the start state or the scramble to solve.');
  }
  if (solverFor(p) === undefined) return setStatus('No solver for this puzzle yet.');
  if (!options.ready) return setStatus('Fix the solver options to solve.');
  if (p === '8puzzle' && sliding.board === sliding.goal) {
    return setStatus('The board is at the goal. Type a board, click tiles or press Random position.');
  }
  if (p !== '8puzzle' && !options.goalText && shown!.result.facelets === solvedStates.get(shown!.puzzle)) {
    return setStatus('The cube is solved. Type a scramble or press Random scramble.');
  }
  setStatus('Ready: press Solve.');
}

// --- the update cycle ---------------------------------------------------------------

async function layoutFor(p: PuzzleName): Promise<StickerPlace[]> {
  let layout = layouts.get(p);
  if (!layout) {
    layout = await core().stickerLayout(p);
    layouts.set(p, layout);
  }
  return layout;
}

async function solvedStateOf(p: PuzzleName): Promise<string> {
  let solved = solvedStates.get(p);
  if (solved === undefined) {
    solved = await core().solvedState(p);
    solvedStates.set(p, solved);
  }
  return solved;
}

function scheduleUpdate(): void {
  // An input changed: an update still reading the old inputs must not show them (a
  // paint stroke goes on from what it wrote, not from an older reading).
  generation++;
  document.body.dataset.pending = '1';
  clearTimeout(debounce);
  debounce = window.setTimeout(() => void update(), DEBOUNCE_MS);
}

/** Shows the puzzle's inputs and view (the 3D cube or the 8-puzzle board). */
function showPuzzle(p: AnyPuzzle): void {
  const board = p === '8puzzle';
  document.body.dataset.puzzle = p;
  boardView.element.hidden = !board;
  if (cubeView) cubeView.canvas.hidden = board;
  player?.setView(board ? boardView : cubeView);
  el.random.textContent = board ? 'Random position' : 'Random state';
  el.clear.textContent = board ? 'Back to the goal' : 'Clear';
  if (document.body.dataset.ready) el.stageStatus.hidden = board || cubeView !== null;
  el.random.title = board ? 'A random board from which the goal can be reached' : 'A random reachable cube state';
  el.resetView.hidden = board;
  options.show(solverFor(p), p);
}

/**
 * Recomputes everything from the inputs. Only the latest call's results are shown
 * (answers to older calls arrive late and are dropped). Never touches the inputs.
 */
async function update(rethrow = false): Promise<void> {
  clearTimeout(debounce);
  const gen = ++generation;
  const stale = () => gen !== generation;
  document.body.dataset.pending = '1';
  const p = puzzle();
  try {
    showPuzzle(p);
    const done = p === '8puzzle' ? await updateSliding(stale) : await updateCube(p, stale);
    if (!done) return;
    if (stateKey() !== solvedFor) showResult(null);
    syncTrack();
    showShownState();
    updateShare();
    updateControls();
    idleStatus();
  } catch (e) {
    if (rethrow) throw e;
    if (!stale()) notify(`Something went wrong: ${errorMessage(e)}`, 'error');
  } finally {
    if (!stale()) document.body.dataset.pending = '0';
  }
}

/** The cube inputs read and shown; false when a newer update took over. */
async function updateCube(p: PuzzleName, stale: () => boolean): Promise<boolean> {
  const layout = await layoutFor(p);
  const solved = await solvedStateOf(p);
  if (stale()) return false;
  if (cubeView && cubeView.size * cubeView.size * 6 !== layout.length) cubeView.setLayout(layout);
  cubeInputs.placeholder = solved;

  const reading = await cubeInputs.read(p, stale);
  if (!reading) return false;
  cubeInputs.show(reading);
  const { validation, result, from } = reading;
  const startOk = validation === null || validation.ok;
  cubeReadable = startOk && result.ok;
  // Painting starts from the state the inputs make (the typed start when it is not valid).
  const painted = !startOk ? validation!.facelets || cubeInputs.start : result.ok ? result.facelets : from ?? solved;
  const faulty = startOk ? [] : validation!.problems.flatMap((pr) => pr.stickers);
  painter.show(painted, faulty, p === '2x2x2' ? 2 : 3, solved, !!solverFor(p)?.takesGoal);

  if (!startOk) {
    // Draw what was typed, the stickers named by the problems outlined.
    shown = null;
    player?.clear();
    cubeView?.setState(validation!.facelets || cubeInputs.start);
    cubeView?.highlight(faulty);
    cubeInputs.showCurrent('', 'start state is not valid');
  } else if (result.ok) {
    shown = { puzzle: p, start: from ?? solved, result };
    cubeView?.highlight([]);
    cubeInputs.showCurrent(result.facelets, '');
  } else {
    // Keep drawing the last good state; say that it is not the typed one.
    cubeView?.highlight([]);
    if (shown && shown.puzzle === p) {
      cubeInputs.showCurrent(shown.result.facelets, 'showing the last valid scramble');
    } else {
      shown = null;
      player?.clear();
      cubeInputs.showCurrent('', 'fix the scramble');
    }
  }

  // The 2x2x2 solver's goal and moves, read for this start.
  const info = solverFor(p);
  // The goal solver reads its goal when solving (presets and chains are not pocket goals).
  if (info?.name !== 'goal' && (info?.takesGoal || info?.takesMoves)) {
    const start = cubeReadable && shown ? shown.result.facelets : '';
    const check = await core().readPocket(start, options.goalText, options.movesText);
    if (stale()) return false;
    options.showPocketCheck(check);
  } else {
    options.showPocketCheck(null);
  }
  return true;
}

/** The 8-puzzle's board and goal read and shown; false when a newer update took over. */
async function updateSliding(stale: () => boolean): Promise<boolean> {
  const check = await core().readSliding(sliding.text, options.goalText);
  if (stale()) return false;
  sliding.show(check);
  options.showSlidingGoal(check.goal);
  return true;
}

/** Shows the scramble (or the bare board) as the track, unless the loaded solution still answers the inputs. */
function syncTrack(): void {
  if (!player) return;
  const t = player.current;
  if (t?.kind === 'solution' && trackKey !== '' && trackKey === stateKey()) return;
  if (puzzle() === '8puzzle') {
    const track = sliding.boardTrack();
    if (!track) return; // keep showing the last good board
    if (t?.kind === 'scramble' && t.start === track.start) return;
    player.load(track);
    return;
  }
  if (!shown) return;
  if (t?.kind === 'scramble' && t.start === shown.start && t.result.canonical === shown.result.canonical) {
    return; // same scramble (e.g. a space typed): keep the position
  }
  const turned = animateTurn && shown.result.moves.length > 0;
  animateTurn = false;
  const track: Track = { kind: 'scramble', title: 'Scramble', start: shown.start, result: shown.result };
  if (!turned) return player.load(track);
  // A hand turn: show the state before it, then play it.
  player.load(track, shown.result.moves.length - 1);
  void player.stepForward();
}

/** Adds a hand turn (a key or a drag on the cube) to the scramble; the core reads it. */
async function turnBy(move: string): Promise<void> {
  if (puzzle() === '8puzzle' || !shown || !cubeReadable) {
    el.actionStatus.textContent = 'Fix the start state or the scramble to turn the cube.';
    return;
  }
  cubeInputs.scramble = appendMove(cubeInputs.scramble, move);
  el.actionStatus.textContent = `${move} added to the scramble.`;
  animateTurn = true;
  await update();
}

/** The net, the state in words and the spoken position follow what the views show. */
function showShownState(): void {
  const p = puzzle();
  if (player) announcer.update(player, p === '8puzzle' ? sliding.goal : solvedStates.get(p) ?? '');
  if (p !== '8puzzle') void netPanel.show(p, player?.shownState || cubeView?.state || '');
}

// --- share ----------------------------------------------------------------------------

function shareParams(): ShareParams {
  const t = player?.current;
  const solution = t?.kind === 'solution' ? t.result.canonical : undefined;
  const solver = el.solver.value || undefined;
  const p = puzzle();
  // The solver goes in when it matters: a solution was found with it, or it is not
  // the puzzle's default.
  const defaultSolver = solverInfos.find((s) => s.puzzles.includes(p))?.name;
  const withSolver = solver && (solution !== undefined || solver !== defaultSolver) ? solver : undefined;
  const board = p === '8puzzle';
  return {
    puzzle: p,
    scramble: board ? undefined : cubeInputs.scramble,
    state: board ? sliding.text : cubeInputs.start,
    solver: withSolver ?? (solverInfos.length === 0 ? linkSolver : undefined),
    goal: options.goalText || undefined,
    moves: options.movesText || undefined,
    metric: options.metric === 'qtm' ? 'qtm' : undefined,
    alg: solution ?? linkAlg,
    ...appearance.linkParams(),
  };
}

function updateShare(): void {
  const params = shareParams();
  const base = location.origin + location.pathname;
  const url = shareUrl(base, params);
  el.share.value = url;
  const long = tooLongForLink(params);
  el.shareNote.textContent = long.length ? `${long.join(', ')} too long for a link, left out` : '';
  // The address bar follows the inputs, so reload and bookmarks keep the work.
  const tail = url.slice(base.length);
  if (tail !== location.search + location.hash) history.replaceState(history.state, '', base + tail);
}

// --- solvers ------------------------------------------------------------------------

/** The selected solver if it solves `p`, else the puzzle's default. */
function solverFor(p: AnyPuzzle): SolverInfo | undefined {
  const offered = solverInfos.filter((s) => s.puzzles.includes(p));
  return offered.find((s) => s.name === el.solver.value) ?? offered[0];
}

/** Fills the solver menu with the solvers of the puzzle, keeping the choice if offered. */
function fillSolvers(): void {
  const p = puzzle();
  const offered = solverInfos.filter((s) => s.puzzles.includes(p));
  // A link's solver wins once; after that the choice in the menu is kept.
  const want = linkSolver ?? el.solver.value;
  if (linkSolver !== undefined && !offered.some((s) => s.name === linkSolver)) {
    const name = linkSolver.length > 40 ? `${linkSolver.slice(0, 40)}…` : linkSolver;
    notify(`The link's solver "${name}" is not offered for the ${p}; using ${offered[0]?.title ?? 'the default'}.`);
  }
  linkSolver = undefined;
  el.solver.replaceChildren(
    ...offered.map((s) => {
      const o = document.createElement('option');
      o.value = s.name;
      o.textContent = s.title;
      return o;
    }),
  );
  const keep = offered.find((s) => s.name === want) ?? offered[0];
  if (keep) el.solver.value = keep.name;
  el.solver.disabled = offered.length === 0;
  showSolverHelp();
}

function showSolverHelp(): void {
  const info = solverFor(puzzle());
  el.optionsHelp.textContent = info ? helpFor(info) : '';
  options.show(info, puzzle());
}

function updateControls(): void {
  const idle = busy === '';
  el.solve.disabled = !idle || solveTarget() === null;
  el.cancel.hidden = idle;
  el.cancel.disabled = idle;
  el.randomScramble.disabled = !idle || solverInfos.length === 0;
  document.body.dataset.busy = busy || '0';
}

function showProgress(p: TableProgress): void {
  const text = progressText(p);
  if (p.phase !== 'ready') {
    el.tableProgress.hidden = false;
    el.tableProgress.value = Math.round(p.fraction * 100);
  } else if (p.phase === 'ready') {
    el.tableProgress.hidden = true;
  }
  el.tableStatus.textContent = text;
  setStatus(text, 'busy');
}

function showTables(s: TableStatus): void {
  el.tableProgress.hidden = true;
  el.tableStatus.textContent = describeTables(s);
  el.tableStatus.dataset.source = s.source;
  el.tableStatus.title = s.note ?? '';
}

/** Gets the solver's tables ready in the solver worker, showing progress. */
async function prepareTables(info: SolverInfo, request?: SolveRequest): Promise<void> {
  if (!info.tables) return;
  if (request?.table === 'large') await askForRoom();
  // Progress comes through its own message port: a report can arrive after the reply,
  // and must not overwrite the final status.
  let done = false;
  const onProgress = (p: TableProgress) => {
    if (!done) showProgress(p);
  };
  const status = await solverClient
    .run((api) => api.prepare(info.name, Comlink.proxy(onProgress), request))
    .finally(() => (done = true));
  showTables(status);
  void refreshTables();
}

/**
 * Before the large table: asks the browser to keep this site's data, shows its answer
 * and the room left in the table list, and says now when the table will not fit.
 */
async function askForRoom(): Promise<void> {
  const room = await readRoom(true);
  tableList.showRoom(roomText(room));
  const short = roomShortText(room, LARGE_TABLE_BYTES, 'large table');
  if (short) {
    notify(short);
    el.tableStatus.textContent = short;
  }
}

/** The list of every solver's tables: cached or not, their size; the storage's room. */
async function refreshTables(): Promise<void> {
  void readRoom(false).then((room) => tableList.showRoom(roomText(room)));
  try {
    tableList.show(await solverClient.run((api) => api.tableStatus()), solverInfos);
  } catch (e) {
    if (!(e instanceof CancelledError)) tableList.showError(`could not be read: ${errorMessage(e)}`);
  }
}

/** After Cancel: whether the chosen solver's tables are stored, as the fresh worker finds them. */
async function sayWhatIsStored(): Promise<void> {
  const info = solverFor(puzzle());
  if (!info?.tables) return;
  try {
    const statuses = await solverClient.run((api) => api.tableStatus());
    tableList.show(statuses, solverInfos);
    const mine = statuses.find((s) => s.solver === info.name);
    setStatus(cancelledText(mine, mine !== undefined && isStored(mine)));
  } catch (e) {
    if (!(e instanceof CancelledError)) tableList.showError(`could not be read: ${errorMessage(e)}`);
  }
}

function showResult(reply: SolveReply | null, noun = 'move', key = ''): void {
  if (!reply || reply.status !== 'solved') {
    el.result.hidden = true;
    solvedFor = '';
    solutionList.clear();
    return;
  }
  const best = reply.solutions[0];
  const proven = reply.solver === 'optimal' ? optimalityLabel(reply) : '';
  el.resultLength.textContent = `${plural(best.length, noun)}${proven ? `, ${proven}` : best.optimal ? ' (optimal)' : ''}`;
  el.resultTime.textContent = `${formatMs(reply.ms)} ms${reply.timedOut ? ' (time budget ended)' : ''}`;
  el.resultNodes.textContent = reply.nodes.toLocaleString('en-US');
  el.result.hidden = false;
  solvedFor = key;
  solutionList.show(reply.solutions, reply.solutions.length >= ALL_OPTIMAL_CAP, noun);
}

/** Runs `work` in the solver worker with the page in its busy state. */
async function withSolver(kind: 'solving' | 'scrambling', work: () => Promise<void>): Promise<void> {
  busy = kind;
  updateControls();
  el.cancel.focus({ preventScroll: true });
  try {
    await work();
  } catch (e) {
    el.tableProgress.hidden = true;
    if (e instanceof CancelledError) {
      setStatus('Cancelled.');
      el.tableStatus.textContent = '';
      await sayWhatIsStored();
    } else {
      setStatus(`Something went wrong: ${errorMessage(e)}`, 'error');
      // The module may be unusable after a failure inside it: start a fresh worker.
      solverClient.cancel();
    }
  } finally {
    busy = '';
    updateControls();
    if (document.activeElement === el.cancel || document.activeElement === document.body) el.solve.focus({ preventScroll: true });
  }
}

async function solve(): Promise<void> {
  if (busy) return;
  const target = solveTarget();
  const info = solverFor(puzzle());
  if (!target || !info) return;
  await withSolver('solving', async () => {
    await prepareTables(info, target.request);
    const started = performance.now();
    const tick = () => {
      const s = Math.round((performance.now() - started) / 1000);
      setStatus(`Solving with ${info.title}…${s >= 1 ? ` ${s} s` : ''} (Cancel stops it)`, 'busy');
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    let reply: SolveReply;
    try {
      reply = await solverClient.run((api) => api.solve(target.request, Comlink.proxy(searchProgress.follow())));
    } finally {
      clearInterval(timer);
      searchProgress.clear();
    }
    if (stateKey() !== target.key) {
      setStatus('The inputs changed while solving: press Solve again.');
      return;
    }
    if (reply.status !== 'solved' || reply.solutions.length === 0) {
      showResult(null);
      setStatus(replyText(reply, target.noun), reply.status === 'bad-input' ? 'error' : '');
      return;
    }
    lastSolve = { target, reply, title: `Solution · ${info.title}` };
    await playSolution(0);
    showResult(reply, target.noun, target.key);
    setStatus(replyText(reply, target.noun), 'ok');
    void player?.play();
  });
}

/** Loads solution `index` of the last solve into the player. */
async function playSolution(index: number): Promise<void> {
  if (!lastSolve) return;
  const { target, reply, title } = lastSolve;
  const s = reply.solutions[index];
  const n = reply.solutions.length;
  const track = await target.track(s.moves, n > 1 ? `${title} · ${index + 1} of ${n}` : title, s.stages);
  track.stagesShown = stagesFirst(reply.solver ?? '');
  loadSolution(track, target.key);
  solutionList.mark(index);
}

async function pickSolution(index: number): Promise<void> {
  if (!lastSolve || lastSolve.target.key !== stateKey()) return;
  await playSolution(index);
  void player?.play();
}

function loadSolution(track: Track, key: string): void {
  linkAlg = undefined;
  trackKey = key;
  player?.load(track, 0);
  updateShare();
}

function randomSeed(): number {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return (words[0] & 0x1fffff) * 2 ** 32 + words[1]; // 53 random bits
}

/** Keeps the current inputs one Back press away before a button replaces them. */
function rememberInputs(): void {
  history.pushState(null, '', location.href);
}

async function randomScramble(): Promise<void> {
  const p = puzzle();
  if (busy || p === '8puzzle') return;
  await withSolver('scrambling', async () => {
    // The 3x3x3 scramble is the inverse of a two-phase solution: tables first.
    const info = solverInfos.find((s) => s.puzzles.includes(p));
    if (info) await prepareTables(info);
    setStatus('Making a random-state scramble…', 'busy');
    const s = await solverClient.run((api) => api.scramble(p, randomSeed()));
    if (puzzle() !== p) return;
    rememberInputs();
    cubeInputs.scramble = s.scramble;
    cubeInputs.start = '';
    el.actionStatus.textContent = 'Random scramble in the scramble box. Back restores the previous inputs.';
    busy = '';
    await update();
    setStatus(`Random-state scramble: ${s.scramble.split(' ').length} moves. Press Solve.`);
  });
}

/** A random cube state as the start, or a random solvable board for the 8-puzzle. */
async function randomState(): Promise<void> {
  const p = puzzle();
  el.random.disabled = true;
  try {
    if (p === '8puzzle') {
      const board = await core().randomSliding(sliding.goal, randomSeed());
      rememberInputs();
      sliding.text = board;
      el.actionStatus.textContent = 'Random board (the goal can be reached from it). Back restores the previous one.';
    } else {
      const facelets = await core().randomState(p, randomSeed());
      rememberInputs();
      cubeInputs.start = facelets;
      cubeInputs.scramble = '';
      el.actionStatus.textContent = 'Random state set as the start state. Back restores the previous inputs.';
    }
    await update();
  } catch (e) {
    notify(`Could not make a random ${p === '8puzzle' ? 'board' : 'state'}: ${errorMessage(e)}`, 'error');
  } finally {
    el.random.disabled = false;
  }
}

function clearInputs(): void {
  rememberInputs();
  if (puzzle() === '8puzzle') {
    sliding.text = sliding.goal;
    el.actionStatus.textContent = 'The board is back at the goal. Back restores the previous one.';
  } else {
    cubeInputs.scramble = '';
    cubeInputs.start = '';
    el.actionStatus.textContent = 'Cleared. Back restores the previous inputs.';
  }
  void update();
}

async function clearTables(): Promise<void> {
  try {
    await solverClient.run((api) => api.clearTables());
    el.tableStatus.textContent = 'Cached tables cleared: the next solve builds them again.';
    await refreshTables();
  } catch (e) {
    el.tableStatus.textContent = `Could not clear the cached tables: ${errorMessage(e)}`;
  }
}

/** Plays a link's `alg` from the state the inputs describe. */
async function loadLinkAlg(): Promise<void> {
  const alg = linkAlg;
  const target = solveTarget();
  if (!alg || !target || !player) return;
  let track: Track;
  try {
    track = await target.track(alg, 'Solution · from the link', []);
  } catch (e) {
    notify(`The link's solution "${alg.length > 60 ? `${alg.slice(0, 60)}…` : alg}" could not be read: ${errorMessage(e)}`);
    linkAlg = undefined;
    updateShare();
    return;
  }
  loadSolution(track, target.key);
  setStatus(`Solution from the link: ${plural(track.result.moves.length, target.noun)}. Press Play to watch it.`);
}

function loadFromLocation(first: boolean): void {
  const { params, warnings } = decodeShare(location.search + location.hash);
  if (first) for (const w of warnings) notify(w);
  const p = params.puzzle ?? '3x3x3';
  setPuzzle(p);
  if (p === '8puzzle') {
    if (params.state !== undefined) sliding.text = params.state;
  } else {
    cubeInputs.scramble = params.scramble ?? '';
    cubeInputs.start = params.state ?? '';
  }
  options.setFromLink(params);
  void appearance.setFromLink(params.colors, params.orient).then((notes) => {
    if (first) for (const w of notes) notify(w);
  });
  linkSolver = params.solver;
  linkAlg = params.alg;
  if (solverInfos.length) fillSolvers();
}

// --- start ---------------------------------------------------------------------------

function wire(): void {
  for (const id of ['scramble', 'facelets', 'board-input', 'goal', 'moves-allowed']) {
    $(id).addEventListener('input', scheduleUpdate);
  }
  for (const r of document.querySelectorAll<HTMLInputElement>('input[name="metric"]')) {
    r.addEventListener('change', () => void update());
  }
  // A goal preset and face fill the goal field ("cross" on D, "cross@U" elsewhere).
  const fillGoal = () => {
    const preset = $<HTMLSelectElement>('goal-preset').value;
    if (!preset) return;
    const face = $<HTMLSelectElement>('goal-face').value;
    $<HTMLInputElement>('goal').value = face === 'D' ? preset : `${preset}@${face}`;
    scheduleUpdate();
  };
  for (const id of ['goal-preset', 'goal-face']) $(id).addEventListener('change', fillGoal);
  for (const r of puzzleRadios) {
    r.addEventListener('change', () => {
      fillSolvers();
      void update();
    });
  }
  for (const input of [$('max-length'), $('time-ms'), $('effort'), $('all-optimal')]) {
    input.addEventListener('change', () => updateControls());
  }
  el.speed.addEventListener('input', setSpeedLabel);
  el.resetView.addEventListener('click', () => cubeView?.resetView());
  el.copyCurrent.addEventListener('click', () => void copy(cubeInputs.current, el.copyCurrent));
  el.copyShare.addEventListener('click', () => void copy(el.share.value, el.copyShare));
  setupEmbedDialog($<HTMLButtonElement>('embed'), () => ({ ...shareParams(), look: appearance.widgetParams() }), copy);
  el.share.addEventListener('focus', () => el.share.select());
  el.random.addEventListener('click', () => void randomState());
  el.randomScramble.addEventListener('click', () => void randomScramble());
  el.solve.addEventListener('click', () => void solve());
  el.cancel.addEventListener('click', () => solverClient.cancel());
  el.clearTables.addEventListener('click', () => void clearTables());
  $('clear-cached').addEventListener('click', () => void clearTables());
  el.clear.addEventListener('click', clearInputs);
  el.solver.addEventListener('change', () => {
    showSolverHelp();
    void update();
  });
  solutionList.onPick = (i) => void pickSolution(i);
  sliding.onSlide = (result) => {
    // The core made the slide; the board view shows it, then the inputs follow.
    document.body.dataset.pending = '1';
    el.actionStatus.textContent = `${result.moves[0]?.text ?? 'Slid'}.`;
    if (prefersReducedMotion()) {
      void update();
      return;
    }
    void boardView.animate(result.moves, result.states, Number(el.speed.value) || 1).then(() => update());
  };
  sliding.onNote = (text) => {
    el.actionStatus.textContent = text;
  };
  // Escape cancels a running solve from anywhere on the page.
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && busy) {
      e.preventDefault();
      solverClient.cancel();
    }
  });
  window.addEventListener('popstate', () => {
    loadFromLocation(false);
    void update().then(() => loadLinkAlg());
  });
}

/** Keys and drags on the 3D cube turn layers; clicks on its stickers paint (when painting is open). */
function wireCubeHands(view: CubeView): void {
  view.canvas.addEventListener('keydown', (e) => {
    const move = keyMove(e);
    if (!move) return;
    e.preventDefault();
    void turnBy(move);
  });
  view.onStickerClick = (i) => painter.paintFromCube(i, view.state);
  view.onLayerDrag = (turn) => {
    const p = puzzle();
    if (p === '8puzzle') return;
    void dragMoves.moveFor(p, turn).then((move) => (move ? turnBy(move) : undefined));
  };
  // For the end-to-end tests, which point at stickers (CubeView.stickerPoint).
  (window as unknown as { cubeView?: CubeView }).cubeView = view;
}

function setSpeedLabel(): void {
  el.speedValue.textContent = `${Number(el.speed.value)}×`;
}

async function copy(text: string, button: HTMLButtonElement): Promise<void> {
  let ok = false;
  try {
    await navigator.clipboard.writeText(text);
    ok = true;
  } catch {
    // Clipboard API unavailable (insecure context): select for a manual copy.
    const probe = document.createElement('textarea');
    probe.value = text;
    probe.setAttribute('readonly', '');
    probe.style.position = 'fixed';
    probe.style.opacity = '0';
    document.body.append(probe);
    probe.select();
    ok = document.execCommand('copy');
    probe.remove();
  }
  const label = button.textContent;
  button.textContent = ok ? 'Copied' : 'Copy failed';
  el.actionStatus.textContent = ok ? 'Copied to the clipboard.' : 'Could not copy; select the text and copy it.';
  setTimeout(() => {
    button.textContent = label;
  }, 1400);
}

async function loadSolvers(): Promise<void> {
  try {
    solverInfos = await solverClient.run((api) => api.solvers());
    if (solverInfos.some((s) => s.name === 'goal')) {
      const presets = await solverClient.run((api) => api.goalPresets());
      $('goal-preset').append(
        ...presets.map((g) => {
          const o = document.createElement('option');
          o.value = g.name;
          o.textContent = g.title;
          return o;
        }),
      );
    }
    fillSolvers();
    updateShare();
    void refreshTables();
  } catch (e) {
    setStatus(`The solvers could not be loaded: ${errorMessage(e)}`, 'error');
    return;
  }
  updateControls();
  idleStatus();
}

async function start(): Promise<void> {
  wire();
  setSpeedLabel();
  loadFromLocation(true);
  try {
    cubeView = new CubeView(el.stage, {
      label: 'Cube, 3D view. Letter keys turn layers (i R, j U, h F, d L, s D, w B and more), arrow keys turn the view; drag a sticker to turn its layer.',
    });
    wireCubeHands(cubeView);
  } catch (e) {
    // No WebGL: everything but the picture still works.
    el.stageStatus.textContent = `The 3D view is not available here (${errorMessage(e)}).`;
  }
  player = new Player(puzzle() === '8puzzle' ? boardView : cubeView, {
    toStart: $('to-start'),
    stepBack: $('step-back'),
    play: $('play'),
    stepForward: $('step-forward'),
    toEnd: $('to-end'),
    scrub: $('scrub'),
    speed: el.speed,
    progress: $('progress'),
    title: $('track-title'),
    stats: $('track-stats'),
    moves: $('moves'),
    facelets: $('view-facelets'),
    chapter: $('chapter-now'),
    stagesToggle: { box: $('stages-toggle'), input: $<HTMLInputElement>('show-stages') },
  });
  player.onChange = showShownState;
  player.bindKeys(document);
  startOffline({ status: $('offline-status') });
  updateControls();
  await boot();
}

/** Loads the core and the solvers and shows the inputs (again after a Retry). */
async function boot(): Promise<void> {
  const solvers = solverInfos.length ? null : loadSolvers();
  const slow = setTimeout(() => {
    el.stageStatus.textContent = 'Still loading the cube core…';
  }, 8000);
  try {
    await update(true);
    if (cubeView || puzzle() === '8puzzle') el.stageStatus.hidden = true;
    await solvers;
    await update();
    await loadLinkAlg();
    document.body.dataset.ready = '1';
  } catch (e) {
    coreFailed(e);
  } finally {
    clearTimeout(slow);
  }
}

/** Says the core did not load; when a file did not load, a Retry button tries again. */
function coreFailed(e: unknown): void {
  el.stageStatus.textContent = `The cube core could not be loaded: ${errorMessage(e)}`;
  const notice = notify(`The cube core could not be loaded: ${errorMessage(e)}`, 'error');
  document.body.dataset.error = '1';
  if (!isLoadFailure(e)) return;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Retry';
  retry.dataset.testid = 'retry-core';
  retry.addEventListener('click', () => {
    coreClient.retry();
    solverClient.retry();
    el.stageStatus.textContent = 'Loading the cube core…';
    delete document.body.dataset.error;
    notice.remove();
    void boot();
  });
  el.stageStatus.append(' ', retry);
}

void start();
