// The solvers' tables on the page: getting the chosen solver's ready in the solver
// worker before a solve (progress bar and status; from a prebuilt file when asked:
// table-choices.ts), asking the browser for room before a large one, offering the next
// smaller size when the module's memory runs out, the list of every solver's tables
// (table-list.ts) and the room left (storage-room.ts), and clearing the cached copies.

import * as Comlink from 'comlink';
import { t } from '../i18n/messages';
import {
  type PrebuiltTable,
  type SolveRequest,
  type SolverInfo,
  TABLE_MEMORY_ERROR,
  type TableChoiceInfo,
  type TableProgress,
  type TableStatus,
} from '../worker/api';
import { CancelledError } from '../worker/client';
import { byId } from './dom';
import { errorMessage, notify } from './notices';
import type { PageParts, Tables } from './page-parts';
import { cancelledText, describeTables, formatBytes, noteText, progressText } from './solve-text';
import { tableName } from './solver-words';
import { ASK_ROOM_BYTES, readRoom, roomShortText, roomText } from './storage-room';
import { isStored, TableList } from './table-list';

export class TablePanel implements Tables {
  private readonly el = {
    progress: byId<HTMLProgressElement>('table-progress'),
    status: byId('table-status'),
    memory: byId('table-memory'),
    memoryText: byId('table-memory-text'),
    smaller: byId<HTMLButtonElement>('table-smaller'),
    select: byId<HTMLSelectElement>('optimal-table'),
  };
  /** The table choices whose lack of room was said this visit. */
  private readonly roomWarned = new Set<string>();
  /** The size the memory offer switches to. */
  private smaller: TableChoiceInfo | undefined;
  private readonly list = new TableList({
    list: byId('table-entries'),
    summary: byId('table-summary'),
    room: byId('storage-room'),
  });

  constructor(private readonly page: PageParts) {
    byId('clear-tables').addEventListener('click', () => void this.clear());
    byId('clear-cached').addEventListener('click', () => void this.clear());
    this.el.smaller.addEventListener('click', () => void this.useSmaller());
    // Opened: the list as it is now (tables in memory only are built by a solve, unannounced).
    byId<HTMLDetailsElement>('table-list').addEventListener('toggle', (e) => {
      if ((e.target as HTMLDetailsElement).open) void this.refresh();
    });
  }

  /**
   * Gets the solver's tables ready in the solver worker, showing progress: from the
   * cache, else downloaded from `prebuilt` when given, else built. When the module's
   * memory runs out, says which size failed and offers the next smaller one.
   */
  async prepare(info: SolverInfo, request?: SolveRequest, prebuilt?: PrebuiltTable): Promise<void> {
    if (!info.tables) return;
    this.hideMemoryOffer();
    // Every table choice, the smallest too, is checked for room.
    const choice = info.tableChoices.find((c) => c.name === request?.table);
    if (choice) await this.checkRoom(choice, info.tableChoices);
    // Progress comes through its own message port: a report can arrive after the reply,
    // and must not overwrite the final status.
    let done = false;
    const onProgress = (p: TableProgress) => {
      if (!done) this.showProgress(p);
    };
    const status = await this.page.solverClient
      .run((api) => api.prepare(info.name, Comlink.proxy(onProgress), request, prebuilt))
      .catch((e: unknown) => {
        if (e instanceof Error && e.name === TABLE_MEMORY_ERROR) this.offerSmaller(errorMessage(e), info, choice);
        throw e;
      })
      .finally(() => (done = true));
    this.showTables(status);
    void this.refresh();
  }

  /** The list of every solver's tables: cached or not, their size; the storage's room. */
  async refresh(): Promise<void> {
    void readRoom(false).then((room) => this.list.showRoom(roomText(room)));
    try {
      const statuses = await this.page.solverClient.run((api) => api.tableStatus());
      this.list.show(statuses, this.page.store.solvers);
      this.page.tableChoices.heldTables(statuses);
    } catch (e) {
      if (!(e instanceof CancelledError)) this.list.showError(t('tables.couldNotRead', { reason: errorMessage(e) }));
    }
  }

  /** After Cancel: whether the chosen solver's tables are stored, as the fresh worker finds them. */
  async sayWhatIsStored(): Promise<void> {
    const { store, menu, solving } = this.page;
    const info = menu.solverFor(store.puzzle);
    if (!info?.tables) return;
    try {
      const statuses = await this.page.solverClient.run((api) => api.tableStatus());
      this.list.show(statuses, store.solvers);
      this.page.tableChoices.heldTables(statuses);
      const mine = statuses.find((s) => s.solver === info.name);
      // Asked once the page was idle again: say it unless something else started since.
      if (!store.busy) solving.setStatus(cancelledText(mine, mine !== undefined && isStored(mine)));
    } catch (e) {
      if (!(e instanceof CancelledError)) this.list.showError(t('tables.couldNotRead', { reason: errorMessage(e) }));
    }
  }

  /**
   * Before a table is built: for a large one, asks the browser to keep this site's data;
   * shows its answer and the room left in the table list, and says now when the table
   * will not fit (offering the smallest of `choices`).
   */
  private async checkRoom(choice: TableChoiceInfo, choices: TableChoiceInfo[]): Promise<void> {
    const room = await readRoom(choice.bytes >= ASK_ROOM_BYTES);
    this.list.showRoom(roomText(room));
    const smallest = [...choices].sort((a, b) => a.bytes - b.bytes)[0];
    const smaller = smallest.bytes < choice.bytes ? t('tables.namedTable', { name: tableName(smallest) }) : undefined;
    const short = roomShortText(room, choice.bytes, t('tables.namedTable', { name: tableName(choice) }), smaller);
    // Once a visit: every solve prepares, and the tables may be loaded by then.
    if (short && !this.roomWarned.has(choice.name)) {
      this.roomWarned.add(choice.name);
      notify(short);
      this.el.status.textContent = short;
    }
  }

  /** After "not enough memory" for `failed`: the core's words, and the next smaller size on offer. */
  private offerSmaller(message: string, info: SolverInfo, failed: TableChoiceInfo | undefined): void {
    const smaller = info.tableChoices
      .filter((c) => failed && c.memory < failed.memory)
      .sort((a, b) => b.memory - a.memory)[0];
    this.smaller = smaller;
    const what = failed
      ? t('tables.tableWithMemory', { name: tableName(failed), size: formatBytes(failed.memory) })
      : t('tables.theseTables');
    this.el.memoryText.textContent =
      t('tables.tooLittleMemory', { what, message }) + (smaller ? '' : t('tables.noSmaller'));
    this.el.smaller.hidden = !smaller;
    if (smaller)
      this.el.smaller.textContent = t('tables.useTable', {
        name: tableName(smaller),
        size: formatBytes(smaller.memory),
      });
    this.el.memory.hidden = false;
  }

  hideMemoryOffer(): void {
    this.el.memory.hidden = true;
  }

  follow(info: SolverInfo | undefined): void {
    const about = this.el.status.dataset.solver;
    if (about === undefined || about === info?.name) return;
    // "Tables built in 141 ms" said of another puzzle's solver would read as this one's.
    this.el.status.textContent = '';
    delete this.el.status.dataset.solver;
    delete this.el.status.dataset.source;
    this.el.status.title = '';
  }

  /** Switches to the smaller size and solves with it. */
  private async useSmaller(): Promise<void> {
    if (!this.smaller) return;
    this.el.select.value = this.smaller.name;
    this.el.select.dispatchEvent(new Event('change'));
    this.hideMemoryOffer();
    await this.page.solving.solve();
  }

  private async clear(): Promise<void> {
    try {
      await this.page.solverClient.run((api) => api.clearTables());
      this.el.status.textContent = t('tables.cleared');
      await this.refresh();
    } catch (e) {
      this.el.status.textContent = t('tables.clearFailed', { reason: errorMessage(e) });
    }
  }

  private showProgress(p: TableProgress): void {
    const text = progressText(p);
    if (p.phase !== 'ready') {
      this.el.progress.hidden = false;
      this.el.progress.value = Math.round(p.fraction * 100);
    } else {
      this.el.progress.hidden = true;
    }
    this.el.status.textContent = text;
    this.page.solving.setStatus(text, 'busy');
  }

  private showTables(s: TableStatus): void {
    this.el.progress.hidden = true;
    this.el.status.textContent = describeTables(s);
    this.el.status.dataset.source = s.source;
    this.el.status.dataset.solver = s.solver;
    this.el.status.title = noteText(s) ?? '';
  }
}
