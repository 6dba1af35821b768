// The FMC panel's step finder: the step asked for (EO, DR, HTR, finish; an axis; NISS
// normal, inverse or both; the N best) as the goal text of the solver row that takes
// fewest-moves steps (SolverInfo.fmcSteps), solved in the solver worker from the cube
// after the attempt, and the step solutions it lists to pick from. A step the cube
// cannot take gets the core's words at once ("the cube is in DR on no axis").

import { formatCoreMessage } from '../i18n/core';
import { t } from '../i18n/messages';
import type { SolveReply } from '../worker/api';
import { CancelledError } from '../worker/client';
import { byId } from './dom';
import { type FmcStep, stepText } from './fmc-attempt';
import { errorMessage } from './notices';
import type { PageParts } from './page-parts';

/** One step solution the solver offered. */
interface Candidate {
  step: FmcStep;
  htm: number;
}

export class FmcStepFinder {
  /** A step solution was picked: the list was asked after `base` steps. */
  onPick: ((step: FmcStep, base: number) => void) | null = null;
  /** Says what happened (the panel's status line). */
  say: (text: string, kind?: '' | 'busy' | 'ok' | 'error') => void = () => {};

  private readonly el = {
    step: byId<HTMLSelectElement>('fmc-step'),
    axis: byId<HTMLSelectElement>('fmc-axis'),
    niss: byId<HTMLSelectElement>('fmc-niss'),
    count: byId<HTMLInputElement>('fmc-count'),
    find: byId<HTMLButtonElement>('fmc-find'),
    list: byId<HTMLOListElement>('fmc-candidates'),
  };
  private candidates: Candidate[] = [];
  /** The attempt's length when the list was asked for (-1: no list). */
  private base = -1;
  private picked = -1;
  busy = false;

  constructor(private readonly page: PageParts) {
    this.el.list.addEventListener('click', (e) => {
      const b = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-index]');
      const c = b ? this.candidates[Number(b.dataset.index)] : undefined;
      if (!c || this.busy) return;
      this.picked = Number(b!.dataset.index);
      this.onPick?.(c.step, this.base);
    });
  }

  get findButton(): HTMLButtonElement {
    return this.el.find;
  }

  /** Whether the list answers an attempt of `steps` steps: its next step, or in place of its last. */
  usableAt(steps: number): boolean {
    return this.base === steps || this.base === steps - 1;
  }

  /** The attempt now has `steps` steps: a list asked after exactly that many stays (to pick another). */
  keepFor(steps: number): void {
    if (this.base !== steps) this.clear();
    else this.picked = -1;
  }

  clear(): void {
    this.candidates = [];
    this.base = -1;
    this.picked = -1;
  }

  /** The goal text of the step asked for: "eo fb niss both". */
  private goal(): string {
    const words = [this.el.step.value];
    if (this.el.axis.value) words.push(this.el.axis.value);
    if (this.el.niss.value !== 'normal') words.push('niss', this.el.niss.value);
    return words.join(' ');
  }

  /** Asks for the step from `state`, the cube after the attempt's `base` steps; true when a list came. */
  async find(state: string, base: number, still: () => boolean): Promise<boolean> {
    const { store, solverClient, solving } = this.page;
    const row = store.solvers.find((s) => s.fmcSteps && s.puzzles.includes('3x3x3'));
    if (this.busy || store.busy) return false;
    if (!row) {
      this.say(t('fmc.noStepSolver'), 'error');
      return false;
    }
    const count = Math.max(1, Math.min(50, Math.round(Number(this.el.count.value)) || 1));
    const goal = this.goal();
    this.busy = true;
    store.busy = 'solving';
    solving.updateControls();
    this.say(t('fmc.finding', { goal }), 'busy');
    let reply: SolveReply | null = null;
    try {
      reply = await solverClient.run((api) =>
        api.solve({ puzzle: '3x3x3', solver: row.name, state, goal, solutions: count }),
      );
    } catch (e) {
      this.say(
        e instanceof CancelledError ? t('solving.cancelled') : t('solving.wentWrong', { reason: errorMessage(e) }),
        'error',
      );
      if (!(e instanceof CancelledError)) solverClient.cancel();
    } finally {
      this.busy = false;
      store.busy = '';
      solving.updateControls();
    }
    if (!reply || !still()) return false;
    return this.show(reply, goal, base);
  }

  private show(reply: SolveReply, goal: string, base: number): boolean {
    if (reply.status !== 'solved' || reply.solutions.length === 0) {
      this.clear();
      // The core's words: "HTR: the cube is in DR on no axis", a bad goal, no solution.
      const said = reply.message ? formatCoreMessage(reply) : t('fmc.noneFound', { goal });
      this.say(said, reply.status === 'bad-input' ? 'error' : '');
      return false;
    }
    this.candidates = reply.solutions.map((s) => ({
      step: { name: s.stages[0]?.name || goal, moves: s.moves },
      htm: s.counts?.htm ?? s.length,
    }));
    this.base = base;
    this.picked = -1;
    const n = this.candidates.length;
    this.say(t('fmc.solutionsFor', { count: n, goal }), 'ok');
    return true;
  }

  /** Shows the list; `usable`: it answers the attempt as it is; `plain`: FMC players' ( ). */
  render(usable: boolean, plain: boolean, canFind: boolean): void {
    this.el.find.disabled = this.busy || !canFind;
    this.el.list.replaceChildren(
      ...this.candidates.map((c, i) => {
        const li = document.createElement('li');
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'solution-option mono';
        b.dataset.index = String(i);
        b.dataset.testid = 'fmc-candidate';
        b.disabled = this.busy || !usable;
        b.textContent = `${c.step.moves === '' ? t('fmc.noMoves') : c.step.moves}  // ${c.step.name} (${c.htm})`;
        b.setAttribute('aria-pressed', String(i === this.picked));
        b.classList.toggle('current', i === this.picked);
        li.append(b);
        return li;
      }),
    );
    if (plain) void this.writePlain();
  }

  /** The solver writes ^( ); FMC players' plain ( ) from the core's split of each. */
  private async writePlain(): Promise<void> {
    for (const b of this.el.list.querySelectorAll<HTMLButtonElement>('button[data-index]')) {
      const c = this.candidates[Number(b.dataset.index)];
      if (!c) continue;
      const split = await this.page.core().nissSplit(c.step.moves, true);
      if (split.ok && split.inverseMoves > 0 && b.isConnected)
        b.textContent = `${stepText(split, true)}  // ${c.step.name} (${c.htm})`;
    }
  }
}
