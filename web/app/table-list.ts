// Which solver tables this browser holds: one line per solver with tables, with its size
// and where the tables are (loaded, cached in IndexedDB, not built yet; in memory only
// for those with no byte format, the Pyraminx's and the Skewb's among them), from
// the solver worker's tableStatus(); the storage's room (whether the browser keeps the
// copies, the space left); and the button that clears every cached copy.

import { t } from '../i18n/messages';
import type { SolverInfo, TableStatus } from '../worker/api';
import { formatBytes, noteText } from './solve-text';
import { solverTitle } from './solver-words';

export interface TableListElements {
  list: HTMLUListElement;
  summary: HTMLElement;
  /** Whether the browser keeps the cached tables and the room left (storage-room.ts). */
  room: HTMLElement;
}

export class TableList {
  constructor(private readonly el: TableListElements) {}

  show(statuses: TableStatus[], solvers: SolverInfo[]): void {
    const title = (s: TableStatus) => {
      const info = solvers.find((i) => i.name === s.solver);
      return info ? solverTitle(info) : s.solver;
    };
    let cachedBytes = 0;
    let cached = 0;
    this.el.list.replaceChildren(
      ...statuses.map((s) => {
        const li = document.createElement('li');
        li.dataset.solver = s.solver;
        li.setAttribute('data-testid', 'table-entry');
        const where = whereText(s);
        li.dataset.where = where.key;
        if (STORED.has(where.key)) {
          cached++;
          cachedBytes += s.bytes;
        }
        const name = document.createElement('b');
        name.textContent = title(s);
        const size = s.bytes > 0 ? `, ${formatBytes(s.bytes)}` : '';
        li.append(name, `: ${where.text}${size}`);
        return li;
      }),
    );
    const cacheable = statuses.filter((s) => !s.inMemory).length;
    this.el.summary.textContent =
      cached === 0
        ? t('tables.noneCached')
        : t('tables.someCached', { cached, cacheable, size: formatBytes(cachedBytes) });
  }

  showRoom(text: string): void {
    this.el.room.textContent = text;
  }

  showError(message: string): void {
    this.el.list.replaceChildren();
    this.el.summary.textContent = message;
  }
}

const STORED = new Set(['cached', 'loaded-cache', 'built-stored']);

/** A copy of these tables is stored in this browser (IndexedDB). */
export function isStored(s: TableStatus): boolean {
  return STORED.has(whereText(s).key);
}

/** Where a solver's tables are, read from its status (the notes are worded in web/worker/solver.ts). */
function whereText(s: TableStatus): { key: string; text: string } {
  if (s.inMemory) {
    return s.source === 'built'
      ? { key: 'memory', text: t('tables.memoryBuilt') }
      : { key: 'none', text: t('tables.memoryFirstUse') };
  }
  const cleared = s.note?.startsWith('cache cleared');
  if (s.source === 'cache') {
    return cleared
      ? { key: 'loaded', text: t('tables.loadedCleared') }
      : { key: 'loaded-cache', text: t('tables.loadedCache') };
  }
  if (s.source === 'download') {
    if (cleared) return { key: 'loaded', text: t('tables.loadedCleared') };
    return s.note?.includes('could not be stored') || s.note?.includes('not available')
      ? { key: 'loaded', text: t('tables.downloadedNotCached', { note: noteText(s)! }) }
      : { key: 'built-stored', text: t('tables.downloadedCached') };
  }
  if (s.source === 'built') {
    if (cleared) return { key: 'loaded', text: t('tables.loadedCleared') };
    // A build whose store failed says so in its note.
    return s.note?.includes('could not be stored') || s.note?.includes('not available')
      ? { key: 'loaded', text: t('tables.builtNotCached', { note: noteText(s)! }) }
      : { key: 'built-stored', text: t('tables.builtCached') };
  }
  if (s.note?.startsWith('cached')) return { key: 'cached', text: t('tables.cachedNotLoaded') };
  return {
    key: 'none',
    text: s.note && s.note !== 'not built yet' ? t('tables.notCached', { note: noteText(s)! }) : t('tables.notBuilt'),
  };
}
