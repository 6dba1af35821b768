// The solver menu: the solvers the core offers for the puzzle shown (a link's choice
// applied once they are known), the chosen solver's help line and options, and the
// goal presets (a preset and a face fill the goal field).

import { t } from '../i18n/messages';
import type { AnyPuzzle, SolverInfo } from '../worker/api';
import { byId } from './dom';
import { errorMessage, notify } from './notices';
import type { Menu, PageParts } from './page-parts';
import { presetTitle, solverHelp, solverTitle } from './solver-words';

export class SolverMenu implements Menu {
  private readonly el = {
    solver: byId<HTMLSelectElement>('solver'),
    help: byId('options-help'),
    goal: byId<HTMLInputElement>('goal'),
    goalPreset: byId<HTMLSelectElement>('goal-preset'),
    goalFace: byId<HTMLSelectElement>('goal-face'),
  };

  constructor(private readonly page: PageParts) {}

  /** Listens to the menu and the goal presets (after the inputs' own listeners). */
  wire(): void {
    // A goal preset and face fill the goal field ("cross" on D, "cross@U" elsewhere).
    const fillGoal = () => {
      const preset = this.el.goalPreset.value;
      if (!preset) return;
      const face = this.el.goalFace.value;
      this.el.goal.value = face === 'D' ? preset : `${preset}@${face}`;
      this.page.cycle.schedule();
    };
    for (const select of [this.el.goalPreset, this.el.goalFace]) select.addEventListener('change', fillGoal);
    this.el.solver.addEventListener('change', () => {
      this.showHelp();
      void this.page.cycle.update();
    });
  }

  /** The chosen solver's name ('' before the solvers are known). */
  get chosen(): string {
    return this.el.solver.value;
  }

  /** The selected solver if it solves `p`, else the puzzle's default. */
  solverFor(p: AnyPuzzle): SolverInfo | undefined {
    const offered = this.page.store.solvers.filter((s) => s.puzzles.includes(p));
    return offered.find((s) => s.name === this.el.solver.value) ?? offered[0];
  }

  /** Fills the menu with the solvers of the puzzle shown, keeping the choice if offered. */
  fill(): void {
    const store = this.page.store;
    const p = store.puzzle;
    const offered = store.solvers.filter((s) => s.puzzles.includes(p));
    // A link's solver wins once; after that the choice in the menu is kept.
    const want = store.linkSolver ?? this.el.solver.value;
    if (store.linkSolver !== undefined && !offered.some((s) => s.name === store.linkSolver)) {
      const name = store.linkSolver.length > 40 ? `${store.linkSolver.slice(0, 40)}…` : store.linkSolver;
      notify(
        t('stickers.linkSolver', {
          name,
          puzzle: p,
          used: offered[0] ? solverTitle(offered[0]) : t('stickers.theDefault'),
        }),
      );
    }
    store.linkSolver = undefined;
    this.el.solver.replaceChildren(
      ...offered.map((s) => {
        const o = document.createElement('option');
        o.value = s.name;
        o.textContent = solverTitle(s);
        return o;
      }),
    );
    const keep = offered.find((s) => s.name === want) ?? offered[0];
    if (keep) this.el.solver.value = keep.name;
    this.el.solver.disabled = offered.length === 0;
    this.showHelp();
  }

  /** Asks the solver worker for the solvers (and the goal presets), then fills the menu. */
  async load(): Promise<void> {
    const { store, solverClient, solving } = this.page;
    try {
      store.solvers = await solverClient.run((api) => api.solvers());
      if (store.solvers.some((s) => s.goalPresets)) {
        const presets = await solverClient.run((api) => api.goalPresets());
        this.el.goalPreset.append(
          ...presets.map((g) => {
            const o = document.createElement('option');
            o.value = g.name;
            o.textContent = presetTitle(g);
            return o;
          }),
        );
      }
      this.fill();
      this.page.share.update();
      void this.page.tables.refresh();
    } catch (e) {
      solving.setStatus(t('stickers.solversFailed', { reason: errorMessage(e) }), 'error');
      return;
    }
    solving.updateControls();
    solving.idleStatus();
  }

  private showHelp(): void {
    const p = this.page.store.puzzle;
    const info = this.solverFor(p);
    this.el.help.textContent = info ? solverHelp(info) : '';
    this.showOptions(p);
  }

  /** The options the chosen solver of `p` takes, its goal worded for the puzzle. */
  showOptions(p: AnyPuzzle): void {
    const info = this.solverFor(p);
    this.page.options.show(info, p);
    this.page.tableChoices.show(info);
    this.page.tables.follow(info);
  }
}
