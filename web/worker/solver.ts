// SolverApi (api.ts) over the WASM module and the table cache: prepare() loads a
// solver's tables from the cache (verified by the module) or builds them with progress
// and stores them; solve() prepares first when needed. Cache trouble of any kind
// (no IndexedDB, quota, private mode, a corrupt copy) ends in a build and a note,
// never in an error. No browser API is used here besides the store, so Node tests run
// it with the Node build and an in-memory store.
import type {
  AnyPuzzle,
  SolveReply,
  SolveRequest,
  SolverApi,
  SolverInfo,
  SolverName,
  TableProgress,
  TableStatus,
} from './api';
import type { CubeModule } from './core';
import type { TableStore } from './table-cache';

const CUBE_PUZZLES: ReadonlySet<string> = new Set(['3x3x3', '2x2x2']);

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The worker's SolverApi plus what the worker needs besides it. */
export interface SolverService extends SolverApi {
  /** The module, loaded (for the benchmark). */
  module(): Promise<CubeModule>;
}

export interface SolverOptions {
  /** The table cache; null when none can be used (then every visit builds). */
  store: TableStore | null;
  /** Why there is no store, said in the status note. */
  storeNote?: string;
  now?: () => number;
}

export function createSolver(load: () => Promise<CubeModule>, options: SolverOptions): SolverService {
  const now = options.now ?? (() => performance.now());
  const store = options.store;
  /** Tables this worker has ready, by solver. */
  const status = new Map<SolverName, TableStatus>();
  const preparing = new Map<SolverName, Promise<TableStatus>>();
  let infos: SolverInfo[] | undefined;

  async function solverInfos(): Promise<SolverInfo[]> {
    return (infos ??= (await load()).solvers());
  }

  async function infoOf(solver: SolverName): Promise<SolverInfo> {
    const info = (await solverInfos()).find((s) => s.name === solver);
    if (!info) throw new Error(`unknown solver '${solver}'`);
    return info;
  }

  async function defaultSolver(puzzle: string): Promise<SolverName | undefined> {
    return (await solverInfos()).find((s) => s.puzzles.includes(puzzle))?.name;
  }

  async function doPrepare(solver: SolverName, onProgress?: (p: TableProgress) => void): Promise<TableStatus> {
    const m = await load();
    const info = await infoOf(solver);
    const name = m.tableSetName(solver);
    const notes: string[] = [];
    let bytes = 0;
    const report = (phase: TableProgress['phase'], fraction: number) => {
      try {
        onProgress?.({ solver, phase, fraction, bytes });
      } catch {
        // A page that went away: progress is best effort.
      }
    };

    let cacheUsable = store !== null && info.tables && name !== '';
    if (info.tables && name !== '' && store === null && options.storeNote) notes.push(options.storeNote);

    if (cacheUsable) {
      const t0 = now();
      report('loading', 0);
      let chunks: Uint8Array[] | null = null;
      try {
        chunks = await store!.load(name);
      } catch (e) {
        cacheUsable = false;
        notes.push(`IndexedDB could not be read (${message(e)}); tables built instead`);
      }
      if (chunks) {
        bytes = chunks.reduce((n, c) => n + c.byteLength, 0);
        const imported = m.importTables(solver, chunks);
        if (imported.ok) {
          const s: TableStatus = { solver, name, bytes, source: 'cache', ms: now() - t0 };
          report('ready', 1);
          return s;
        }
        notes.push(`the cached copy failed verification (${imported.error}); rebuilt`);
        bytes = 0;
        await store!.remove(name).catch(() => undefined);
      }
    }

    const t1 = now();
    report('building', 0);
    const built = m.buildTables(solver, (fraction) => report('building', fraction));
    if (!built.ok) throw new Error(built.error);
    const ms = now() - t1;

    if (cacheUsable) {
      const exported = m.exportTables(solver);
      bytes = exported.byteLength;
      report('storing', 0);
      try {
        await store!.save(name, exported);
      } catch (e) {
        notes.push(`the tables could not be stored in IndexedDB (${message(e)}); they will be built again next time`);
      }
    }
    report('ready', 1);
    const s: TableStatus = { solver, name, bytes, source: 'built', ms };
    if (notes.length) s.note = notes.join('; ');
    return s;
  }

  async function prepare(solver: SolverName, onProgress?: (p: TableProgress) => void): Promise<TableStatus> {
    const m = await load();
    const ready = status.get(solver);
    if (ready && m.tablesReady(solver)) return ready;
    let p = preparing.get(solver);
    if (!p) {
      p = doPrepare(solver, onProgress).finally(() => preparing.delete(solver));
      preparing.set(solver, p);
    }
    const s = await p;
    status.set(solver, s);
    return s;
  }

  async function solve(request: SolveRequest): Promise<SolveReply> {
    const m = await load();
    const solver = request.solver || (await defaultSolver(request.puzzle));
    const info = solver ? (await solverInfos()).find((s) => s.name === solver) : undefined;
    // The goal solver's tables are per goal: select this request's (its cache key
    // becomes tableSetName('goal'), so prepare() caches them under the goal's key).
    if (info?.name === 'goal') m.tableKey({ ...request, solver: 'goal' });
    // Tables only for a request that can use them: a state that does not validate gets
    // its bad-input reply at once, without a table build first.
    if (info && info.tables && !m.tablesReady(info.name)) {
      let valid = true;
      if (CUBE_PUZZLES.has(request.puzzle)) {
        const v = m.validate(request.puzzle, request.state ?? '');
        valid = 'problems' in v && v.ok;
      }
      if (valid) await prepare(info.name);
    }
    return m.solve(request);
  }

  async function scramble(puzzle: AnyPuzzle, seed: number): Promise<{ scramble: string; state: string }> {
    const m = await load();
    // The 3x3x3 scramble is a two-phase solution: its tables come from the cache.
    const solver = await defaultSolver(puzzle);
    if (solver) {
      const info = await infoOf(solver);
      if (info.tables && !m.tablesReady(solver)) await prepare(solver);
    }
    const r = m.scramble(puzzle, seed);
    if (!r.ok) throw new Error(r.error.message);
    return { scramble: r.scramble, state: r.state };
  }

  async function tableStatus(): Promise<TableStatus[]> {
    const m = await load();
    let stored: { key: string; bytes: number }[] = [];
    let note: string | undefined;
    if (store) {
      try {
        stored = await store.list();
      } catch (e) {
        note = `IndexedDB could not be read (${message(e)})`;
      }
    } else {
      note = options.storeNote;
    }
    const out: TableStatus[] = [];
    for (const info of await solverInfos()) {
      if (!info.tables) continue;
      const s = status.get(info.name);
      if (s && m.tablesReady(info.name)) {
        out.push(s);
        continue;
      }
      const name = m.tableSetName(info.name);
      const cached = stored.find((x) => x.key === name);
      const entry: TableStatus = { solver: info.name, name, bytes: cached?.bytes ?? 0, source: 'none', ms: 0 };
      const n = cached ? 'cached in IndexedDB, not loaded yet' : note ?? 'not built yet';
      entry.note = n;
      out.push(entry);
    }
    return out;
  }

  async function clearTables(): Promise<void> {
    // The tables in memory stay usable; only the cached copies go.
    if (store) await store.clear();
    for (const [solver, s] of status) status.set(solver, { ...s, note: 'cache cleared; these tables stay loaded until the page reloads' });
  }

  async function goalPresets() {
    return (await load()).goalPresets();
  }

  return {
    solvers: solverInfos,
    goalPresets,
    prepare,
    solve,
    scramble,
    tableStatus,
    clearTables,
    module: load,
  };
}
