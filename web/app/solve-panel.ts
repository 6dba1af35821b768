// The solve panel: the Solve and Cancel buttons, the status line, the result figures
// (length, time, nodes) and the list of every optimal solution; a solve runs in the
// solver worker (tables first, with progress), and its first solution loads into the
// player. What Solve solves is the puzzle shown's target (puzzle-page.ts).

import * as Comlink from 'comlink';

import { countOf, msText } from '../i18n/count';
import { formatNumber, t } from '../i18n/messages';
import type { Track } from '../player/player';
import { type SolveReply, type SolverInfo, TABLE_MEMORY_ERROR } from '../worker/api';
import { CancelledError } from '../worker/client';
import { AnswerMeanwhile } from './answer-meanwhile';
import { byId, byTestId } from './dom';
import { errorMessage } from './notices';
import type { PageParts, Solving } from './page-parts';
import { optimalityLabel, SearchProgressView } from './search-progress';
import { SolutionList } from './solution-list';
import { replyText } from './solve-text';
import { ALL_OPTIMAL_CAP } from './solver-options';
import { solverTitle, tableExpect, tableName } from './solver-words';
import type { SolveTarget } from './store';

export class SolvePanel implements Solving {
  private readonly el = {
    solve: byId<HTMLButtonElement>('solve'),
    cancel: byId<HTMLButtonElement>('cancel'),
    randomScramble: byId<HTMLButtonElement>('random-scramble'),
    tableProgress: byId<HTMLProgressElement>('table-progress'),
    tableStatus: byId('table-status'),
    solveStatus: byId('solve-status'),
    result: byId('result'),
    resultLength: byTestId('solution-length'),
    resultTime: byTestId('solution-time'),
    resultNodes: byTestId('solution-nodes'),
  };
  private readonly searchProgress = new SearchProgressView(byId('search-progress'));
  /** The quick solver's answer offered while a long search runs. */
  private readonly meanwhile: AnswerMeanwhile;
  private readonly solutionList = new SolutionList(
    byId('solution-list'),
    byId('solution-count'),
    byId('solution-options'),
  );

  constructor(private readonly page: PageParts) {
    this.meanwhile = new AnswerMeanwhile(page, byId('answer-meanwhile'), async (target, reply, title) => {
      if (target.key !== this.stateKey()) return;
      this.loadSolution(await target.solutionTrack(reply.solutions[0], title, reply.start), target.key);
      void page.store.player?.play();
    });
    this.el.solve.addEventListener('click', () => void this.solve());
    this.el.cancel.addEventListener('click', () => page.solverClient.cancel());
    this.solutionList.onPick = (i) => void this.pickSolution(i);
    // Escape cancels a running solve from anywhere on the page.
    document.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && page.store.busy) {
        e.preventDefault();
        page.solverClient.cancel();
      }
    });
  }

  /** What Solve would solve now; null when the inputs cannot be solved as they are. */
  target(): SolveTarget | null {
    const { store, options } = this.page;
    const p = store.puzzle;
    const info = this.page.menu.solverFor(p);
    if (!info || !options.ready) return null;
    return this.page.puzzles[p].target(p, { solver: info.name, ...options.request() });
  }

  /** The question the inputs ask now ('' when none). */
  stateKey(): string {
    return this.target()?.key ?? '';
  }

  setStatus(text: string, kind: '' | 'busy' | 'ok' | 'error' = ''): void {
    this.el.solveStatus.textContent = text;
    this.el.solveStatus.dataset.kind = kind;
  }

  /** The status when nothing is running: what the inputs allow. */
  idleStatus(): void {
    if (this.page.store.busy) return;
    const [text, kind] = this.idleText();
    this.setStatus(text, kind);
  }

  private idleText(): [string, '' | 'busy' | 'error'] {
    const { store, options } = this.page;
    const p = store.puzzle;
    const shown = this.page.puzzles[p];
    if (store.solvers.length === 0) return [t('solve.loadingSolver'), 'busy'];
    const problem = shown.problem();
    if (problem) return [problem.text, problem.kind];
    if (this.page.menu.solverFor(p) === undefined) return [t('solving.noSolver'), ''];
    if (!options.ready) return [t('solving.fixOptions'), ''];
    return [shown.atGoal(p) || t('solving.ready2'), ''];
  }

  updateControls(): void {
    const busy = this.page.store.busy;
    const idle = busy === '';
    this.el.solve.disabled = !idle || this.target() === null;
    this.el.cancel.hidden = idle;
    this.el.cancel.disabled = idle;
    this.el.randomScramble.disabled = !idle || this.page.store.solvers.length === 0;
    document.body.dataset.busy = busy || '0';
  }

  showResult(reply: SolveReply | null, noun = 'move', key = ''): void {
    if (reply?.status !== 'solved') {
      this.el.result.hidden = true;
      this.page.store.solvedFor = '';
      this.solutionList.clear();
      return;
    }
    const best = reply.solutions[0];
    // A long search (its progress shown) says whether it finished proving its answer optimal.
    const proven = this.solverNamed(reply.solver)?.reportsProgress ? optimalityLabel(reply) : '';
    const moves = countOf(best.length, noun);
    this.el.resultLength.textContent = proven
      ? t('solving.lengthProven', { moves, proven })
      : moves + (best.optimal ? t('solving.optimalParen') : '');
    this.el.resultTime.textContent = msText(reply.ms) + (reply.timedOut ? t('solving.budgetEndedParen') : '');
    this.el.resultNodes.textContent = formatNumber(reply.nodes);
    this.el.result.hidden = false;
    this.page.store.solvedFor = key;
    // Capped, or cut short by the time budget: there may be more.
    this.solutionList.show(reply.solutions, reply.solutions.length >= ALL_OPTIMAL_CAP || reply.timedOut, noun);
  }

  /** Runs `work` in the solver worker with the page in its busy state. */
  async withSolver(kind: 'solving' | 'scrambling', work: () => Promise<void>): Promise<void> {
    const store = this.page.store;
    store.busy = kind;
    this.updateControls();
    this.el.cancel.focus({ preventScroll: true });
    let cancelled = false;
    try {
      await work();
    } catch (e) {
      this.el.tableProgress.hidden = true;
      if (e instanceof CancelledError) {
        cancelled = true;
        this.setStatus(t('solving.cancelled'));
        this.el.tableStatus.textContent = '';
      } else {
        const memory = e instanceof Error && e.name === TABLE_MEMORY_ERROR;
        this.setStatus(t(memory ? 'solving.noMemory' : 'solving.wentWrong', { reason: errorMessage(e) }), 'error');
        // The module may be unusable after a failure inside it (and holds what it got
        // of the memory): start a fresh worker.
        this.page.solverClient.cancel();
      }
    } finally {
      store.busy = '';
      this.updateControls();
      const focus = document.activeElement;
      if (focus === this.el.cancel || focus === document.body) this.el.solve.focus({ preventScroll: true });
    }
    // The page is idle at once (the old worker is stopped); what the fresh worker finds
    // stored is said when its module has loaded.
    if (cancelled) void this.page.tables.sayWhatIsStored();
  }

  /** Solves the inputs with the chosen solver; the solution then plays (unless `autoplay` is false: a guided solve). */
  async solve(autoplay = true): Promise<void> {
    const { store, solverClient } = this.page;
    if (store.busy) return;
    const target = this.target();
    const info = this.page.menu.solverFor(store.puzzle);
    if (!target || !info) return;
    await this.withSolver('solving', async () => {
      await this.page.tables.prepare(info, target.request);
      const started = performance.now();
      // What to expect, from the chosen table's measured speed.
      const table = info.tableChoices.find((c) => c.name === target.request.table);
      const expect = table ? t('solving.onTable', { table: tableName(table), expect: tableExpect(table) }) : '';
      const tick = () => {
        const s = Math.round((performance.now() - started) / 1000);
        const seconds = s >= 1 ? t('solving.seconds', { n: formatNumber(s) }) : '';
        this.setStatus(t('solving.solvingWith', { solver: solverTitle(info), seconds, expect }), 'busy');
      };
      tick();
      const timer = window.setInterval(tick, 1000);
      this.meanwhile.start(info, target);
      let reply: SolveReply;
      try {
        reply = await solverClient.run((api) => api.solve(target.request, Comlink.proxy(this.searchProgress.follow())));
      } finally {
        clearInterval(timer);
        this.searchProgress.clear();
        this.meanwhile.stop();
      }
      if (this.stateKey() !== target.key) {
        this.setStatus(t('solving.inputsChanged'));
        return;
      }
      if (reply.status !== 'solved' || reply.solutions.length === 0) {
        this.showResult(null);
        this.setStatus(replyText(reply, target.noun), reply.status === 'bad-input' ? 'error' : '');
        return;
      }
      store.lastSolve = { target, reply, title: t('solving.solutionBy', { solver: solverTitle(info) }) };
      await this.playSolution(0);
      this.showResult(reply, target.noun, target.key);
      this.setStatus(replyText(reply, target.noun), 'ok');
      showStage();
      if (autoplay) void store.player?.play();
    });
  }

  /** Loads solution `index` of the last solve into the player. */
  private async playSolution(index: number): Promise<void> {
    const last = this.page.store.lastSolve;
    if (!last) return;
    const { target, reply, title } = last;
    const s = reply.solutions[index];
    const n = reply.solutions.length;
    const track = await target.solutionTrack(
      s,
      n > 1 ? t('solving.nOfCount', { title, index: index + 1, count: n }) : title,
      reply.start,
    );
    track.stagesShown = this.solverNamed(reply.solver)?.stagesFirst ?? false;
    this.loadSolution(track, target.key);
    this.solutionList.mark(index);
  }

  private async pickSolution(index: number): Promise<void> {
    const last = this.page.store.lastSolve;
    if (!last || last.target.key !== this.stateKey()) return;
    await this.playSolution(index);
    void this.page.store.player?.play();
  }

  private solverNamed(name: string | undefined): SolverInfo | undefined {
    return this.page.store.solvers.find((s) => s.name === name);
  }

  /** Loads a solution (found, or a link's) into the player, for the request `key`. */
  loadSolution(track: Track, key: string): void {
    const store = this.page.store;
    store.linkAlg = undefined;
    store.linkTimes = undefined;
    store.trackKey = key;
    store.player?.load(track, 0);
    this.page.share.update();
  }
}

/**
 * The solution plays on the cube: where the cube has scrolled out of sight (a phone,
 * its Solve button a screen below the cube), it is brought back with the player's
 * buttons under it. A wide screen keeps it in view beside the controls already.
 */
function showStage(): void {
  const stage = document.getElementById('stage');
  if (!stage) return;
  const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
  const top = stage.getBoundingClientRect().top;
  if (top < 0) {
    stage.scrollIntoView({ block: 'start', behavior });
    return;
  }
  // The cube in view: the solve's status line below it too, as far as the cube stays whole.
  const status = document.getElementById('solve-status');
  const below = status ? status.getBoundingClientRect().bottom - window.innerHeight : 0;
  if (below > 0) window.scrollBy({ top: Math.min(below, top), behavior });
}
