// The update cycle: after an input changes (debounced), the puzzle shown reads its
// inputs through the core and shows the answers, then everything that follows from
// them is brought up to date: the player's track, the net and the spoken position, the
// share link, the buttons and the status line. Only the latest update shows anything
// (answers to older ones arrive late and are dropped); no update touches the inputs.

import { t } from '../i18n/messages';
import { puzzleRow, type StickerPuzzle } from '../puzzles';
import type { AnyPuzzle } from '../worker/api';
import { byId } from './dom';
import { errorMessage, notify } from './notices';
import type { Cycle, PageParts } from './page-parts';

const DEBOUNCE_MS = 100;

export class UpdateCycle implements Cycle {
  private readonly el = {
    stageStatus: byId('stage-status'),
    random: byId<HTMLButtonElement>('random'),
    clear: byId<HTMLButtonElement>('clear'),
    resetView: byId<HTMLButtonElement>('reset-view'),
  };

  constructor(private readonly page: PageParts) {}

  /** An input changed: updates after a short pause (typing goes on). */
  schedule(): void {
    const store = this.page.store;
    // An update still reading the old inputs must not show them (a paint stroke goes
    // on from what it wrote, not from an older reading).
    store.generation++;
    document.body.dataset.pending = '1';
    clearTimeout(store.debounce);
    store.debounce = window.setTimeout(() => void this.update(), DEBOUNCE_MS);
  }

  /** Recomputes everything from the inputs now; `rethrow` lets the caller handle a failure. */
  async update(rethrow = false): Promise<void> {
    const { store, solving } = this.page;
    clearTimeout(store.debounce);
    const gen = ++store.generation;
    const stale = () => gen !== store.generation;
    document.body.dataset.pending = '1';
    const p = store.puzzle;
    try {
      this.showPuzzle(p);
      if (!(await this.page.puzzles[p].read(p, stale))) return;
      if (solving.stateKey() !== store.solvedFor) solving.showResult(null);
      this.syncTrack();
      await this.page.fmc.inputsChanged();
      this.showShownState();
      this.page.share.update();
      solving.updateControls();
      solving.idleStatus();
    } catch (e) {
      if (rethrow) throw e;
      if (!stale()) notify(t('solving.wentWrong', { reason: errorMessage(e) }), 'error');
    } finally {
      if (!stale()) document.body.dataset.pending = '0';
    }
  }

  /** Shows the puzzle's inputs and view (the 3D cube or the 8-puzzle board). */
  showPuzzle(p: AnyPuzzle): void {
    const shown = this.page.puzzles[p];
    const row = puzzleRow(p);
    const body = document.body.dataset;
    body.puzzle = p;
    // What the style sheet shows and hides goes by the kind of puzzle, never its name.
    body.kind = row.view;
    flag(body, 'scans', row.scans);
    flag(body, 'threeByThree', row.threeByThree);
    for (const other of new Set(Object.values(this.page.puzzles))) if (other !== shown) other.showView(false);
    shown.showView(true);
    // The 3D view every sticker puzzle shares: hidden only for a puzzle drawn otherwise (a
    // focused canvas hidden and shown again would lose the focus its keys need).
    const view = this.page.store.view;
    if (view) view.canvas.hidden = shown.view() !== view;
    this.page.store.player?.setView(shown.view());
    this.el.random.textContent = shown.random.label;
    this.el.clear.textContent = shown.clearLabel;
    if (document.body.dataset.ready) this.el.stageStatus.hidden = shown.view() !== null;
    this.el.random.title = shown.random.title;
    this.el.resetView.hidden = !shown.threeD;
    this.page.menu.showOptions(p);
  }

  /** Shows the scramble (or the bare board) as the track, unless the loaded solution still answers the inputs. */
  private syncTrack(): void {
    const { store, solving } = this.page;
    const player = store.player;
    if (!player) return;
    const t = player.current;
    if (t?.kind === 'solution' && store.trackKey !== '' && store.trackKey === solving.stateKey()) return;
    this.page.puzzles[store.puzzle].syncTrack(player);
  }

  /** The net, the state in words and the spoken position follow what the views show. */
  showShownState(): void {
    const { store, announcer, netPanel } = this.page;
    const p = store.puzzle;
    const shown = this.page.puzzles[p];
    if (store.player) announcer.update(store.player, shown.goalState(p));
    if (shown.threeD) void netPanel.show(p as StickerPuzzle, store.player?.shownState || store.view?.state || '');
  }
}

/** Sets `data-NAME` to "1", or removes it. */
function flag(data: DOMStringMap, name: string, on: boolean): void {
  if (on) data[name] = '1';
  else delete data[name];
}
