// The page: puzzle choice, scramble and start-state inputs, the 3D view, validity,
// move counts, animation and the share link. All cube logic (parsing, moves,
// validation, random states) is asked of the core in the worker.

import type { AlgResult, PuzzleName, StickerPlace, Validation } from '../worker/api';
import { createCoreWorker } from '../worker/client';
import { CubeView } from '../render/CubeView';
import { decodeShare, shareUrl, tooLongForLink, type ShareParams } from '../share/share';
import { renderCaret, renderFaceletMap, renderProblems, sentence } from './feedback';

type OkAlg = Extract<AlgResult, { ok: true }>;

const DEBOUNCE_MS = 100;

// --- elements ---------------------------------------------------------------------

function $<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing`);
  return el as T;
}
const el = {
  notices: $('notices'),
  stage: $('stage'),
  stageStatus: $('stage-status'),
  animate: $<HTMLButtonElement>('animate'),
  pause: $<HTMLButtonElement>('pause'),
  stop: $<HTMLButtonElement>('stop'),
  speed: $<HTMLInputElement>('speed'),
  speedValue: $<HTMLOutputElement>('speed-value'),
  progress: $('progress'),
  resetView: $<HTMLButtonElement>('reset-view'),
  scramble: $<HTMLTextAreaElement>('scramble'),
  scrambleError: $('scramble-error'),
  htm: document.querySelector<HTMLElement>('[data-testid="count-htm"]')!,
  qtm: document.querySelector<HTMLElement>('[data-testid="count-qtm"]')!,
  stm: document.querySelector<HTMLElement>('[data-testid="count-stm"]')!,
  facelets: $<HTMLTextAreaElement>('facelets'),
  validity: $('validity'),
  current: $<HTMLOutputElement>('current'),
  currentNote: $('current-note'),
  copyCurrent: $<HTMLButtonElement>('copy-current'),
  share: $<HTMLInputElement>('share'),
  shareNote: $('share-note'),
  copyShare: $<HTMLButtonElement>('copy-share'),
  random: $<HTMLButtonElement>('random'),
  clear: $<HTMLButtonElement>('clear'),
  actionStatus: $('action-status'),
};
const caretView = el.scrambleError.querySelector<HTMLElement>('.caret-view')!;
const errorText = el.scrambleError.querySelector<HTMLElement>('.error-text')!;
const validityLine = el.validity.querySelector<HTMLElement>('.validity-line')!;
const problemList = el.validity.querySelector<HTMLElement>('.problems')!;
const faceletMap = el.validity.querySelector<HTMLElement>('.facelet-map')!;
const puzzleRadios = [...document.querySelectorAll<HTMLInputElement>('input[name="puzzle"]')];

// --- state ------------------------------------------------------------------------

const core = createCoreWorker();
let view: CubeView | null = null;
const layouts = new Map<PuzzleName, StickerPlace[]>();
const solvedStates = new Map<PuzzleName, string>();
/** Link parameters the page does not edit yet, kept so links survive a round trip. */
let extras: Pick<ShareParams, 'solver' | 'goal' | 'moves' | 'alg'> = {};
/** The last state that could be computed: what Animate plays. */
let shown: { puzzle: PuzzleName; start: string; result: OkAlg } | null = null;
let generation = 0;
let debounce = 0;

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

// --- notices ----------------------------------------------------------------------

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

// --- the update cycle ---------------------------------------------------------------

async function layoutFor(p: PuzzleName): Promise<StickerPlace[]> {
  let layout = layouts.get(p);
  if (!layout) {
    layout = await core.stickerLayout(p);
    layouts.set(p, layout);
  }
  return layout;
}

async function solvedFor(p: PuzzleName): Promise<string> {
  let solved = solvedStates.get(p);
  if (solved === undefined) {
    solved = await core.solvedState(p);
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
    const solved = await solvedFor(p);
    if (stale()) return;
    if (view && view.size * view.size * 6 !== layout.length) view.setLayout(layout);
    el.facelets.placeholder = solved;

    let validation: Validation | null = null;
    if (start !== '') {
      validation = await core.validate(p, start);
      if (stale()) return;
    }
    const startOk = validation === null || validation.ok;
    const from = validation?.ok ? validation.facelets : undefined;
    // With a broken start state the scramble is still read, from solved, for its errors.
    const result = await core.playAlg(p, scramble, from);
    if (stale()) return;

    showScramble(scramble, result);
    showValidity(p, start, validation);

    if (!startOk) {
      // Draw what was typed, the stickers named by the problems outlined.
      const drawn = validation!.facelets || start;
      view?.setState(drawn);
      view?.highlight(validation!.problems.flatMap((pr) => pr.stickers));
      shown = null;
      showCurrent('', 'start state is not valid');
    } else if (result.ok) {
      shown = { puzzle: p, start: from ?? solved, result };
      view?.setState(result.facelets);
      view?.highlight([]);
      showCurrent(result.facelets, '');
    } else {
      // Keep drawing the last good state; say that it is not the typed one.
      view?.highlight([]);
      if (shown && shown.puzzle === p) {
        view?.setState(shown.result.facelets);
        showCurrent(shown.result.facelets, 'showing the last valid scramble');
      } else {
        shown = null;
        showCurrent('', 'fix the scramble');
      }
    }
    updateShare();
    el.progress.textContent = '';
    updatePlayer();
  } catch (e) {
    if (rethrow) throw e;
    if (!stale()) notify(`Something went wrong: ${errorMessage(e)}`, 'error');
  } finally {
    if (!stale()) document.body.dataset.pending = '0';
  }
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
  return { puzzle: puzzle(), scramble: el.scramble.value, state: startText(), ...extras };
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

// --- animation ----------------------------------------------------------------------

function updatePlayer(): void {
  const busy = view?.animating ?? false;
  el.animate.disabled = !view || !shown || shown.result.moves.length === 0;
  el.pause.disabled = !busy;
  el.stop.disabled = !busy;
  const paused = view?.paused ?? false;
  el.pause.textContent = paused ? 'Resume' : 'Pause';
  el.pause.setAttribute('aria-pressed', String(paused));
}

async function animate(): Promise<void> {
  if (!view || !shown) return;
  const { start, result } = shown;
  view.setState(start);
  view.highlight([]);
  const total = result.moves.length;
  view.onProgress = (done) => {
    el.progress.textContent = `${done} / ${total}${done < total ? ` · ${result.moves[done].name}` : ''}`;
  };
  el.progress.textContent = `0 / ${total} · ${result.moves[0].name}`;
  const run = view.animate(result.moves, result.states, Number(el.speed.value));
  updatePlayer();
  const completed = await run;
  // Stopped or replaced: show the state the inputs describe.
  if (!completed && shown && shown.result === result && !view.animating) view.setState(result.facelets);
  updatePlayer();
}

function setSpeedLabel(): void {
  el.speedValue.textContent = `${Number(el.speed.value)}×`;
}

// --- actions --------------------------------------------------------------------------

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

function randomSeed(): number {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return (words[0] & 0x1fffff) * 2 ** 32 + words[1]; // 53 random bits
}

/** Keeps the current inputs one Back press away before a button replaces them. */
function rememberInputs(): void {
  history.pushState(null, '', location.href);
}

async function randomState(): Promise<void> {
  const p = puzzle();
  el.random.disabled = true;
  try {
    const facelets = await core.randomState(p, randomSeed());
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

function loadFromLocation(first: boolean): void {
  const { params, warnings } = decodeShare(location.search);
  if (first) for (const w of warnings) notify(w);
  setPuzzle(params.puzzle ?? '3x3x3');
  el.scramble.value = params.scramble ?? '';
  el.facelets.value = params.state ?? '';
  extras = { solver: params.solver, goal: params.goal, moves: params.moves, alg: params.alg };
}

// --- start ---------------------------------------------------------------------------

function wire(): void {
  el.scramble.addEventListener('input', scheduleUpdate);
  el.facelets.addEventListener('input', scheduleUpdate);
  for (const r of puzzleRadios) r.addEventListener('change', () => void update());
  el.animate.addEventListener('click', () => void animate());
  el.pause.addEventListener('click', () => {
    if (!view) return;
    if (view.paused) view.play();
    else view.pause();
    updatePlayer();
  });
  el.stop.addEventListener('click', () => view?.cancel());
  el.speed.addEventListener('input', () => {
    setSpeedLabel();
    view?.setSpeed(Number(el.speed.value));
  });
  el.resetView.addEventListener('click', () => view?.resetView());
  el.copyCurrent.addEventListener('click', () => void copy(el.current.dataset.facelets ?? '', el.copyCurrent));
  el.copyShare.addEventListener('click', () => void copy(el.share.value, el.copyShare));
  el.share.addEventListener('focus', () => el.share.select());
  el.random.addEventListener('click', () => void randomState());
  el.clear.addEventListener('click', () => {
    rememberInputs();
    el.scramble.value = '';
    el.facelets.value = '';
    el.actionStatus.textContent = 'Cleared. Back restores the previous inputs.';
    void update();
  });
  window.addEventListener('popstate', () => {
    loadFromLocation(false);
    void update();
  });
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
  const slow = setTimeout(() => {
    el.stageStatus.textContent = 'Still loading the cube core…';
  }, 8000);
  try {
    await update(true);
    if (view) el.stageStatus.hidden = true;
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
