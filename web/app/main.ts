// The page: puzzle choice, scramble and start-state inputs, the 3D view, validity,
// move counts, solving (solver choice, options, table status, cancel), playback of the
// scramble or the solution, and the share link. All cube logic (parsing, moves,
// validation, random states, solving) is asked of the core in the workers: one worker
// answers the inputs (parse, validate), another builds tables and solves, so typing
// stays live during a long solve, and Cancel can stop the solver worker outright.

import * as Comlink from 'comlink';

import type {
  AlgResult,
  PuzzleName,
  SolveReply,
  SolveRequest,
  SolverInfo,
  StickerPlace,
  TableProgress,
  TableStatus,
  Validation,
} from '../worker/api';
import { CancelledError, createWorkerClient } from '../worker/client';
import { CubeView } from '../render/CubeView';
import { decodeShare, shareUrl, tooLongForLink, type ShareParams } from '../share/share';
import { renderCaret, renderFaceletMap, renderProblems, sentence } from './feedback';
import { Player, type Track } from './player';
import { describeTables, formatMs, helpFor, progressText, replyText } from './solve-text';

type OkAlg = Extract<AlgResult, { ok: true }>;

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
  scramble: $<HTMLTextAreaElement>('scramble'),
  scrambleError: $('scramble-error'),
  htm: testid('count-htm'),
  qtm: testid('count-qtm'),
  stm: testid('count-stm'),
  facelets: $<HTMLTextAreaElement>('facelets'),
  validity: $('validity'),
  current: $<HTMLOutputElement>('current'),
  currentNote: $('current-note'),
  copyCurrent: $<HTMLButtonElement>('copy-current'),
  share: $<HTMLInputElement>('share'),
  shareNote: $('share-note'),
  copyShare: $<HTMLButtonElement>('copy-share'),
  randomScramble: $<HTMLButtonElement>('random-scramble'),
  random: $<HTMLButtonElement>('random'),
  clear: $<HTMLButtonElement>('clear'),
  actionStatus: $('action-status'),
  solver: $<HTMLSelectElement>('solver'),
  maxLength: $<HTMLInputElement>('max-length'),
  timeMs: $<HTMLInputElement>('time-ms'),
  effort: $<HTMLInputElement>('effort'),
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
};
const caretView = el.scrambleError.querySelector<HTMLElement>('.caret-view')!;
const errorText = el.scrambleError.querySelector<HTMLElement>('.error-text')!;
const validityLine = el.validity.querySelector<HTMLElement>('.validity-line')!;
const problemList = el.validity.querySelector<HTMLElement>('.problems')!;
const faceletMap = el.validity.querySelector<HTMLElement>('.facelet-map')!;
const puzzleRadios = [...document.querySelectorAll<HTMLInputElement>('input[name="puzzle"]')];

// --- state ------------------------------------------------------------------------

/** Parsing and validation. */
const coreClient = createWorkerClient();
/** Tables and solving; cancel() stops it and starts a fresh one. */
const solverClient = createWorkerClient();
const core = () => coreClient.api;

let view: CubeView | null = null;
let player: Player | null = null;
const layouts = new Map<PuzzleName, StickerPlace[]>();
const solvedStates = new Map<PuzzleName, string>();
/** Link parameters the page does not edit yet, kept so links survive a round trip. */
let extras: Pick<ShareParams, 'goal' | 'moves'> = {};
/** The solver a link asked for (applied once the solvers are known). */
let linkSolver: string | undefined;
/** A solution a link asked to play (loaded after the first update). */
let linkAlg: string | undefined;
/** The last state the inputs described (kept while the scramble has a typo). */
let shown: { puzzle: PuzzleName; start: string; result: OkAlg } | null = null;
/** The inputs describe `shown` right now: it can be solved. */
let solvable = false;
let generation = 0;
let debounce = 0;
let solverInfos: SolverInfo[] = [];
/** What the solver worker is doing. */
let busy: '' | 'solving' | 'scrambling' = '';
/** The page is showing a solution's result figures for this state. */
let solvedFor = '';

function puzzle(): PuzzleName {
  return (puzzleRadios.find((r) => r.checked)?.value as PuzzleName) ?? '3x3x3';
}

function setPuzzle(p: PuzzleName): void {
  for (const r of puzzleRadios) r.checked = r.value === p;
}

/** The start-state text as the core reads it: whitespace (line breaks, spaces) dropped. */
function startText(): string {
  return el.facelets.value.replace(/\s+/g, '');
}

/** Identifies the current state (puzzle and facelets) for staleness checks. */
function stateKey(): string {
  return shown && solvable ? `${shown.puzzle}:${shown.result.facelets}` : '';
}

// --- notices and status -------------------------------------------------------------

function notify(message: string, kind: 'warning' | 'error' = 'warning'): void {
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
  if (solverInfos.length === 0) setStatus('Loading the solver…', 'busy');
  else if (!shown || !solvable) setStatus('Fix the start state or the scramble to solve.');
  else if (solverFor(puzzle()) === undefined) setStatus('No solver for this puzzle yet.');
  else if (shown.result.facelets === solvedStates.get(shown.puzzle)) setStatus('The cube is solved. Type a scramble or press Random scramble.');
  else setStatus('Ready: press Solve.');
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
  document.body.dataset.pending = '1';
  clearTimeout(debounce);
  debounce = window.setTimeout(() => void update(), DEBOUNCE_MS);
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
  const scramble = el.scramble.value;
  const start = startText();
  try {
    const layout = await layoutFor(p);
    const solved = await solvedStateOf(p);
    if (stale()) return;
    if (view && view.size * view.size * 6 !== layout.length) view.setLayout(layout);
    el.facelets.placeholder = solved;

    let validation: Validation | null = null;
    if (start !== '') {
      validation = await core().validate(p, start);
      if (stale()) return;
    }
    const startOk = validation === null || validation.ok;
    const from = validation?.ok ? validation.facelets : undefined;
    // With a broken start state the scramble is still read, from solved, for its errors.
    const result = await core().playAlg(p, scramble, from);
    if (stale()) return;

    showScramble(scramble, result);
    showValidity(p, start, validation);
    solvable = startOk && result.ok;

    if (!startOk) {
      // Draw what was typed, the stickers named by the problems outlined.
      shown = null;
      player?.clear();
      const drawn = validation!.facelets || start;
      view?.setState(drawn);
      view?.highlight(validation!.problems.flatMap((pr) => pr.stickers));
      showCurrent('', 'start state is not valid');
    } else if (result.ok) {
      shown = { puzzle: p, start: from ?? solved, result };
      view?.highlight([]);
      showCurrent(result.facelets, '');
      syncTrack();
    } else {
      // Keep drawing the last good state; say that it is not the typed one.
      view?.highlight([]);
      if (shown && shown.puzzle === p) {
        showCurrent(shown.result.facelets, 'showing the last valid scramble');
      } else {
        shown = null;
        player?.clear();
        showCurrent('', 'fix the scramble');
      }
    }
    if (stateKey() !== solvedFor) showResult(null);
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

/** Shows the scramble as the track, unless a solution of this very state is loaded. */
function syncTrack(): void {
  if (!player || !shown) return;
  const t = player.current;
  if (t?.kind === 'solution' && t.start === shown.result.facelets && t.result.moves.length > 0) return;
  if (t?.kind === 'scramble' && t.start === shown.start && t.result.canonical === shown.result.canonical) {
    return; // same scramble (e.g. a space typed): keep the position
  }
  player.load({ kind: 'scramble', title: 'Scramble', start: shown.start, result: shown.result });
}

function showScramble(text: string, result: AlgResult): void {
  if (result.ok) {
    el.scrambleError.hidden = true;
    el.scramble.removeAttribute('aria-invalid');
    el.htm.textContent = String(result.counts.htm);
    el.qtm.textContent = String(result.counts.qtm);
    el.stm.textContent = String(result.counts.stm);
    return;
  }
  el.scramble.setAttribute('aria-invalid', 'true');
  renderCaret(caretView, text, result.error);
  caretView.hidden = caretView.childElementCount === 0;
  errorText.textContent = sentence(result.error.message);
  el.scrambleError.dataset.column = String(result.error.column);
  el.scrambleError.hidden = false;
  for (const c of [el.htm, el.qtm, el.stm]) c.textContent = '–';
}

function showValidity(p: PuzzleName, start: string, v: Validation | null): void {
  el.validity.className = 'validity';
  faceletMap.hidden = true;
  problemList.replaceChildren();
  if (v === null) {
    validityLine.textContent = 'Empty: the scramble starts from the solved cube.';
    el.facelets.removeAttribute('aria-invalid');
    el.validity.classList.add('neutral');
    return;
  }
  if (v.ok) {
    validityLine.textContent = '✓ Valid state';
    el.facelets.removeAttribute('aria-invalid');
    el.validity.classList.add('valid');
    return;
  }
  el.facelets.setAttribute('aria-invalid', 'true');
  el.validity.classList.add('invalid');
  const n = v.problems.length;
  validityLine.textContent = n === 1 ? '✗ Not a valid state:' : `✗ Not a valid state (${n} problems):`;
  renderProblems(problemList, v.problems);
  const bad = new Set(v.problems.flatMap((pr) => pr.stickers));
  if (bad.size > 0) {
    renderFaceletMap(faceletMap, v.facelets || start, p === '2x2x2' ? 4 : 9, bad);
    faceletMap.hidden = false;
  }
}

function showCurrent(facelets: string, note: string): void {
  el.current.textContent = facelets || '—';
  el.current.dataset.facelets = facelets;
  el.currentNote.textContent = note;
  el.copyCurrent.disabled = facelets === '';
}

function shareParams(): ShareParams {
  const t = player?.current;
  const solution = t?.kind === 'solution' ? t.result.canonical : undefined;
  const solver = el.solver.value || undefined;
  const p = puzzle();
  // The solver goes in when it matters: a solution was found with it, or it is not
  // the puzzle's default.
  const withSolver = solver && (solution !== undefined || solver !== solverFor(p)?.name) ? solver : undefined;
  return {
    puzzle: p,
    scramble: el.scramble.value,
    state: startText(),
    solver: withSolver ?? (solverInfos.length === 0 ? linkSolver : undefined),
    ...extras,
    alg: solution ?? linkAlg,
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
  const query = url.slice(base.length);
  if (query !== location.search) history.replaceState(history.state, '', base + query + location.hash);
}

// --- solvers ------------------------------------------------------------------------

/** The selected solver if it solves `p`, else the puzzle's default. */
function solverFor(p: PuzzleName): SolverInfo | undefined {
  const offered = solverInfos.filter((s) => s.puzzles.includes(p));
  return offered.find((s) => s.name === el.solver.value) ?? offered[0];
}

/** Fills the solver menu with the solvers of the puzzle, keeping the choice if offered. */
function fillSolvers(): void {
  const p = puzzle();
  const offered = solverInfos.filter((s) => s.puzzles.includes(p));
  // A link's solver wins once; after that the choice in the menu is kept.
  const want = linkSolver ?? el.solver.value;
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
  el.maxLength.placeholder = info?.name === 'twophase' ? '20' : 'none';
}

function updateControls(): void {
  const idle = busy === '';
  el.solve.disabled = !idle || !shown || !solvable || solverFor(puzzle()) === undefined;
  el.cancel.hidden = idle;
  el.cancel.disabled = idle;
  el.randomScramble.disabled = !idle || solverInfos.length === 0;
  document.body.dataset.busy = busy || '0';
}

function optionNumber(input: HTMLInputElement): number | undefined {
  if (input.value.trim() === '') return undefined;
  const n = Number(input.value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

function showProgress(p: TableProgress): void {
  const text = progressText(p);
  if (p.phase === 'building') {
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
async function prepareTables(info: SolverInfo): Promise<void> {
  if (!info.tables) return;
  const status = await solverClient.run((api) => api.prepare(info.name, Comlink.proxy(showProgress)));
  showTables(status);
}

function showResult(reply: SolveReply | null): void {
  if (!reply || reply.status !== 'solved') {
    el.result.hidden = true;
    solvedFor = '';
    return;
  }
  const best = reply.solutions[0];
  el.resultLength.textContent = `${best.length} move${best.length === 1 ? '' : 's'}${best.optimal ? ' (optimal)' : ''}`;
  el.resultTime.textContent = `${formatMs(reply.ms)} ms${reply.timedOut ? ' (time budget ended)' : ''}`;
  el.resultNodes.textContent = reply.nodes.toLocaleString('en-US');
  el.result.hidden = false;
  solvedFor = stateKey();
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
      setStatus('Cancelled. Tables already stored load again from the cache in milliseconds.');
      el.tableStatus.textContent = '';
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
  if (busy || !shown || !solvable) return;
  const info = solverFor(puzzle());
  if (!info) return;
  const target = shown;
  const key = stateKey();
  const request: SolveRequest = {
    puzzle: target.puzzle,
    solver: info.name,
    state: target.result.facelets,
    maxLength: optionNumber(el.maxLength),
    timeMs: optionNumber(el.timeMs),
    keepSearching: el.effort.checked || undefined,
  };
  await withSolver('solving', async () => {
    await prepareTables(info);
    const started = performance.now();
    const tick = () => {
      const s = Math.round((performance.now() - started) / 1000);
      setStatus(`Solving with ${info.title}…${s >= 1 ? ` ${s} s` : ''} (Cancel stops it)`, 'busy');
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    let reply: SolveReply;
    try {
      reply = await solverClient.run((api) => api.solve(request));
    } finally {
      clearInterval(timer);
    }
    if (stateKey() !== key) {
      setStatus('The inputs changed while solving: press Solve again.');
      return;
    }
    if (reply.status !== 'solved' || reply.solutions.length === 0) {
      showResult(null);
      setStatus(replyText(reply), reply.status === 'bad-input' ? 'error' : '');
      return;
    }
    const best = reply.solutions[0];
    const played = await core().playAlg(target.puzzle, best.moves, target.result.facelets);
    if (!played.ok) throw new Error(`the solution could not be played: ${played.error.message}`);
    showResult(reply);
    setStatus(replyText(reply), 'ok');
    loadSolution({
      kind: 'solution',
      title: `Solution · ${info.title}`,
      start: target.result.facelets,
      result: played,
      stages: best.stages,
    });
    void player?.play();
  });
}

function loadSolution(track: Track): void {
  linkAlg = undefined;
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
  if (busy) return;
  const p = puzzle();
  await withSolver('scrambling', async () => {
    // The 3x3x3 scramble is the inverse of a two-phase solution: tables first.
    const info = solverInfos.find((s) => s.puzzles.includes(p));
    if (info) await prepareTables(info);
    setStatus('Making a random-state scramble…', 'busy');
    const s = await solverClient.run((api) => api.scramble(p, randomSeed()));
    if (puzzle() !== p) return;
    rememberInputs();
    el.scramble.value = s.scramble;
    el.facelets.value = '';
    el.actionStatus.textContent = 'Random scramble in the scramble box. Back restores the previous inputs.';
    busy = '';
    await update();
    setStatus(`Random-state scramble: ${s.scramble.split(' ').length} moves. Press Solve.`);
  });
}

async function randomState(): Promise<void> {
  const p = puzzle();
  el.random.disabled = true;
  try {
    const facelets = await core().randomState(p, randomSeed());
    rememberInputs();
    el.facelets.value = facelets;
    el.scramble.value = '';
    el.actionStatus.textContent = 'Random state set as the start state. Back restores the previous inputs.';
    await update();
  } catch (e) {
    notify(`Could not make a random state: ${errorMessage(e)}`, 'error');
  } finally {
    el.random.disabled = false;
  }
}

async function clearTables(): Promise<void> {
  try {
    await solverClient.run((api) => api.clearTables());
    el.tableStatus.textContent = 'Cached tables cleared: the next solve builds them again.';
  } catch (e) {
    el.tableStatus.textContent = `Could not clear the cached tables: ${errorMessage(e)}`;
  }
}

/** Plays a link's `alg` from the state the inputs describe. */
async function loadLinkAlg(): Promise<void> {
  const alg = linkAlg;
  if (!alg || !shown || !solvable || !player) return;
  const played = await core().playAlg(shown.puzzle, alg, shown.result.facelets);
  if (!played.ok) {
    notify(`The link's solution "${alg.length > 60 ? `${alg.slice(0, 60)}…` : alg}" could not be read: ${played.error.message}`);
    linkAlg = undefined;
    updateShare();
    return;
  }
  loadSolution({ kind: 'solution', title: 'Solution · from the link', start: shown.result.facelets, result: played });
  setStatus(`Solution from the link: ${played.moves.length} moves. Press Play to watch it.`);
}

function loadFromLocation(first: boolean): void {
  const { params, warnings } = decodeShare(location.search);
  if (first) for (const w of warnings) notify(w);
  setPuzzle(params.puzzle ?? '3x3x3');
  el.scramble.value = params.scramble ?? '';
  el.facelets.value = params.state ?? '';
  extras = { goal: params.goal, moves: params.moves };
  linkSolver = params.solver;
  linkAlg = params.alg;
  if (solverInfos.length) fillSolvers();
}

// --- start ---------------------------------------------------------------------------

function wire(): void {
  el.scramble.addEventListener('input', scheduleUpdate);
  el.facelets.addEventListener('input', scheduleUpdate);
  for (const r of puzzleRadios) {
    r.addEventListener('change', () => {
      fillSolvers();
      void update();
    });
  }
  el.speed.addEventListener('input', setSpeedLabel);
  el.resetView.addEventListener('click', () => view?.resetView());
  el.copyCurrent.addEventListener('click', () => void copy(el.current.dataset.facelets ?? '', el.copyCurrent));
  el.copyShare.addEventListener('click', () => void copy(el.share.value, el.copyShare));
  el.share.addEventListener('focus', () => el.share.select());
  el.random.addEventListener('click', () => void randomState());
  el.randomScramble.addEventListener('click', () => void randomScramble());
  el.solve.addEventListener('click', () => void solve());
  el.cancel.addEventListener('click', () => solverClient.cancel());
  el.clearTables.addEventListener('click', () => void clearTables());
  el.solver.addEventListener('change', () => {
    showSolverHelp();
    updateShare();
    idleStatus();
  });
  el.clear.addEventListener('click', () => {
    rememberInputs();
    el.scramble.value = '';
    el.facelets.value = '';
    el.actionStatus.textContent = 'Cleared. Back restores the previous inputs.';
    void update();
  });
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
    fillSolvers();
    updateShare();
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
    view = new CubeView(el.stage);
  } catch (e) {
    // No WebGL: everything but the picture still works.
    el.stageStatus.textContent = `The 3D view is not available here (${errorMessage(e)}).`;
  }
  player = new Player(view, {
    toStart: $('to-start'),
    stepBack: $('step-back'),
    play: $('play'),
    stepForward: $('step-forward'),
    toEnd: $('to-end'),
    speed: el.speed,
    progress: $('progress'),
    title: $('track-title'),
    stats: $('track-stats'),
    moves: $('moves'),
    facelets: $('view-facelets'),
  });
  updateControls();
  const solvers = loadSolvers();
  const slow = setTimeout(() => {
    el.stageStatus.textContent = 'Still loading the cube core…';
  }, 8000);
  try {
    await update(true);
    if (view) el.stageStatus.hidden = true;
    await solvers;
    await update();
    await loadLinkAlg();
    document.body.dataset.ready = '1';
  } catch (e) {
    el.stageStatus.textContent = `The cube core could not be loaded: ${errorMessage(e)}`;
    notify(`The cube core could not be loaded: ${errorMessage(e)}`, 'error');
    document.body.dataset.error = '1';
  } finally {
    clearTimeout(slow);
  }
}

void start();
