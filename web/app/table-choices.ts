// The chosen solver's table sizes (SolverInfo.tableChoices, from the core's solver
// table): beside the menu, one line per size with the room it takes, the memory it needs
// and its speed as measured, in a few words; and, when the host serves a prebuilt file of the chosen size under
// tables/ (`cubesolver tables` writes it; probed once with HEAD), the offer to download
// it — with progress, checked by the core — or to build it here.

import { formatNumber, t } from '../i18n/messages';
import type { PrebuiltTable, SolverInfo, TableChoiceInfo, TableStatus } from '../worker/api';
import { byId } from './dom';
import type { PageParts, TableSizes } from './page-parts';
import { formatBytes } from './solve-text';
import { tableExpect, tableMeasured, tableTitle } from './solver-words';

/** A host's answer to HEAD for a prebuilt file: its size, or null when it serves none. */
type Probe = Promise<PrebuiltTable | null>;

/** Where the page looks for a prebuilt file: tables/ beside the page. */
export function prebuiltUrl(file: string): string {
  return new URL(`tables/${file}`, document.baseURI).href;
}

/**
 * Whether the host serves `url` as a file: a 2xx with a length, not a page (a server
 * that answers every path with index.html serves no table).
 */
async function probe(url: string): Probe {
  try {
    const r = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    const bytes = Number(r.headers.get('content-length'));
    if (!r.ok || !(bytes > 0) || /text\/html/i.test(r.headers.get('content-type') ?? '')) return null;
    return { url, bytes };
  } catch {
    return null;
  }
}

export class TableChoices implements TableSizes {
  private readonly el = {
    facts: byId<HTMLUListElement>('table-choice-facts'),
    offer: byId('table-offer'),
    download: byId<HTMLButtonElement>('table-download'),
    build: byId<HTMLButtonElement>('table-build'),
    select: byId<HTMLSelectElement>('optimal-table'),
  };
  private info: SolverInfo | undefined;
  private readonly probes = new Map<string, Probe>();
  /** Table set keys this browser holds (cached or loaded), from the last table status. */
  private held = new Set<string>();

  constructor(private readonly page: PageParts) {}

  wire(): void {
    this.el.select.addEventListener('change', () => {
      this.page.tables.hideMemoryOffer();
      void this.showOffer();
    });
    this.el.download.addEventListener('click', () => void this.get(true));
    this.el.build.addEventListener('click', () => void this.get(false));
  }

  /** Shows the sizes of `info` (nothing for a solver without a choice) and the offer for the chosen one. */
  show(info: SolverInfo | undefined): void {
    if (info === this.info) return;
    this.info = info;
    const choices = info?.tableChoices ?? [];
    this.el.facts.replaceChildren(
      ...choices.map((c) => {
        const li = document.createElement('li');
        li.dataset.choice = c.name;
        const name = document.createElement('b');
        name.textContent = tableTitle(c);
        // One line each; how it was measured (docs/BENCHMARKS.md) on hover.
        li.append(
          name,
          `: ${t('tables.choiceFacts', { stored: formatBytes(c.bytes), memory: formatBytes(c.memory), expect: tableExpect(c) })}`,
        );
        li.title = t('tables.measured', { how: tableMeasured(c) });
        return li;
      }),
    );
    void this.showOffer();
  }

  /** What the solver worker holds now (TablePanel.refresh): no offer for a size already here. */
  heldTables(statuses: TableStatus[]): void {
    this.held = new Set(statuses.filter((s) => s.source !== 'none' || s.note?.startsWith('cached')).map((s) => s.name));
    void this.showOffer();
  }

  private chosen(): TableChoiceInfo | undefined {
    return this.info?.tableChoices.find((c) => c.name === this.el.select.value);
  }

  private prebuilt(c: TableChoiceInfo): Probe {
    let p = this.probes.get(c.file);
    if (!p) {
      p = c.file ? probe(prebuiltUrl(c.file)) : Promise.resolve(null);
      this.probes.set(c.file, p);
    }
    return p;
  }

  private async showOffer(): Promise<void> {
    const c = this.chosen();
    const served = c ? await this.prebuilt(c) : null;
    // The choice may have changed while the host answered.
    if (c !== this.chosen()) return;
    const offered = !!c && !!served && !this.held.has(c.key);
    this.el.offer.hidden = !offered;
    if (!offered || !served) return;
    const mib = formatNumber(served.bytes / 2 ** 20, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    this.el.download.textContent = t('tables.downloadSize', { size: mib });
    this.el.download.dataset.bytes = String(served.bytes);
  }

  /** Gets the chosen size ready: downloaded (falling back to a build) or built here. */
  private async get(download: boolean): Promise<void> {
    const { store, options, solving, menu } = this.page;
    const info = menu.solverFor(store.puzzle);
    const c = this.chosen();
    if (!info || !c || store.busy) return;
    const served = download ? await this.prebuilt(c) : null;
    const request = { puzzle: store.puzzle, state: '', ...options.request() };
    await solving.withSolver('solving', () => this.page.tables.prepare(info, request, served ?? undefined));
    solving.idleStatus();
  }
}
