// SolverApi (api.ts) over the WASM module and the table cache: prepare() loads a
// solver's tables from the cache (verified by the module) or builds them with progress
// and stores them; solve() prepares first when needed. Cache trouble of any kind
// (no IndexedDB, quota, private mode, a corrupt copy) ends in a build and a note,
// never in an error. No browser API is used here besides the store, so Node tests run
// it with the Node build and an in-memory store.

import { findPuzzle } from '../puzzles';
import {
  type AnyPuzzle,
  type CoreText,
  type PrebuiltTable,
  type SearchProgress,
  type SolveReply,
  type SolveRequest,
  type SolverApi,
  type SolverInfo,
  type SolverName,
  TABLE_MEMORY_ERROR,
  type TableProgress,
  type TableStatus,
} from './api';
import type { CubeModule, TablePart } from './core';
import { downloadPrebuilt, isMemoryMessage } from './prebuilt-table';
import type { StoredSet, TableStore } from './table-cache';
import { errorOf, joinNotes, moduleSaid, type Said, said, why } from './table-notes';
import { span, spanStart } from './timeline';

/** What picks a solver's tables when it has several (the goal, the table choice). */
type TableChoice = Pick<SolveRequest, 'puzzle' | 'goal' | 'moves' | 'table'>;
/** The tables a solver uses for a request, as the module's table functions take them
 * (no puzzle: the solver's first). */
type TableRequest = Partial<TableChoice> & { solver: SolverName };

/** A stored chunk the module refused: the copy is damaged. */
class ChunkRejected extends Error {
  constructor(readonly said: Said) {
    super(said.message);
  }
}

function message(e: unknown): string {
  // Chromium's QuotaExceededError from IndexedDB has an empty message: its name then.
  return e instanceof Error || (typeof DOMException === 'function' && e instanceof DOMException)
    ? e.message || e.name
    : String(e);
}

/** A thrown value as words, whatever it is. */
function describe(e: unknown): string {
  if (e instanceof Error) return `${e.name}: ${e.message}`;
  try {
    return `${Object.prototype.toString.call(e)} ${String(e)}`;
  } catch {
    return 'an exception';
  }
}

/** The module's memory ran out for these tables: the core's message names the size. */
function memoryError(s: Said): Error {
  return errorOf(s, TABLE_MEMORY_ERROR);
}

/** Reports a phase of getting tables ready (a note says why this phase, e.g. a failed download). */
type Report = (phase: TableProgress['phase'], fraction: number, bytes?: number, note?: Said) => void;

/** A status with its notes, said in English (`note`) and as a code (`noteText`). */
function noted<T extends { note?: string; noteText?: CoreText }>(s: T, notes: Said[]): T {
  const joined = joinNotes(notes);
  if (joined) {
    s.note = joined.message;
    if (joined.text) s.noteText = joined.text;
  }
  return s;
}

/** The first load's notes when there is no table store (serve.ts: IndexedDB is missing). */
export const NO_STORE_NOTE: Said = said(
  'IndexedDB is not available here: tables are built on every visit',
  'note_no_store',
);

/** The worker's SolverApi plus what the worker needs besides it. */
export interface SolverService extends SolverApi {
  /** The module, loaded (for the benchmark). */
  module(): Promise<CubeModule>;
}

export interface SolverOptions {
  /** The table cache; null when none can be used (then every visit builds). */
  store: TableStore | null;
  /** Why there is no store, said in the status note. */
  storeNote?: Said;
  now?: () => number;
  /** How prebuilt table files are fetched (tests give their own). */
  fetchFile?: typeof fetch;
}

export function createSolver(load: () => Promise<CubeModule>, options: SolverOptions): SolverService {
  const now = options.now ?? (() => performance.now());
  const store = options.store;
  /** Tables this worker has prepared, by table set name (the cache key), latest last. */
  const status = new Map<string, { status: TableStatus; tables: TableRequest }>();
  const preparing = new Map<string, Promise<TableStatus>>();
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

  /** The tables of `solver` a request needs: its goal and table choice pick them. */
  function tablesFor(solver: SolverName, request?: TableChoice): TableRequest {
    const { puzzle, goal, moves, table } = request ?? {};
    return { solver, puzzle, goal, moves, table };
  }

  /**
   * The core's refusal of a request whose tables it cannot name (an unknown optimal
   * table size, no goal), given at once, before any table is built; undefined otherwise,
   * also for tables the core takes but does not cache (key '': built by doPrepare, not
   * solved here twice).
   */
  function unnamedTables(m: CubeModule, tables: TableRequest, request?: SolveRequest | TableChoice) {
    if (!request || m.tableKey(tables) !== '' || m.tablesRefusal(tables) === '') return undefined;
    const reply = m.solve({ ...request, puzzle: request.puzzle ?? '3x3x3', solver: tables.solver } as SolveRequest);
    return reply.status === 'bad-input' ? reply : undefined;
  }

  /**
   * Loads a stored copy chunk by chunk into the module, each chunk checked against its
   * checksum as it arrives. The status when it loaded; otherwise why not (`unreadable`:
   * the store could not be read; `damaged`: the copy did not verify and was removed;
   * neither: there was no copy).
   */
  async function loadStored(
    m: CubeModule,
    tables: TableRequest,
    name: string,
    report: Report,
  ): Promise<TableStatus | { unreadable?: Said; damaged?: Said }> {
    const solver = tables.solver;
    const t0 = now();
    report('loading', 0);
    let open = false;
    let rejected: Said | undefined;
    let total = 0;
    let meta: StoredSet | null;
    try {
      meta = await store!.load(
        name,
        (chunk) => {
          if (chunk.index === 0) {
            total = chunk.total;
            const started = m.importOpen(tables, chunk.total);
            if (!started.ok) throw new ChunkRejected(moduleSaid(started));
            open = true;
          }
          const taken = m.importChunk(chunk.offset, chunk.bytes, chunk.checksum ?? '');
          if (!taken.ok) {
            const [index, count] = [chunk.index + 1, chunk.count];
            const note = `chunk ${index} of ${count}: ${taken.error}`;
            throw new ChunkRejected(said(note, 'note_chunk', { index, count, why: why(moduleSaid(taken)) }));
          }
        },
        (fraction) => report('loading', fraction, total),
      );
    } catch (e) {
      if (open) m.importAbort();
      if (!(e instanceof ChunkRejected)) {
        const reason = message(e);
        const note = `IndexedDB could not be read (${reason}); tables built instead`;
        return { unreadable: said(note, 'note_cache_unreadable', { why: reason, built: 'yes' }) };
      }
      rejected = e.said;
      meta = null;
    }
    if (meta && !rejected) {
      const finished = open
        ? m.importFinish()
        : { ok: false as const, ...said('the stored copy is empty', 'note_stored_empty') };
      if (finished.ok) {
        report('ready', 1, meta.bytes);
        return { solver, name, bytes: meta.bytes, source: 'cache', ms: now() - t0 };
      }
      rejected = 'error' in finished ? moduleSaid(finished) : finished;
    } else if (open) {
      m.importAbort(); // an incomplete copy: as good as absent
    }
    if (!rejected) return {};
    await store!.remove(name).catch(() => undefined);
    return { damaged: rejected };
  }

  /** The note on a damaged cached copy, with what replaced it. */
  function damagedNote(rejected: Said, then: 'downloaded' | 'rebuilt' | ''): Said {
    const how = then === 'downloaded' ? ' and downloaded again' : then === 'rebuilt' ? ' and rebuilt' : '';
    const note = `the cached copy failed verification (${rejected.message}); deleted${how}`;
    return said(note, 'note_cache_damaged', { why: why(rejected), after: then || 'none' });
  }

  /**
   * The module holds one table export and one import at a time (table_chunks_api.cpp),
   * and a transfer waits for the store between its chunks: loads take turns, and so do
   * stores, so the tables of two solvers prepared at once never read or write each
   * other's bytes. A load and a store may overlap (separate sessions in the module):
   * one set's store does not hold up the next set's load or build.
   */
  function turns(): <T>(transfer: () => Promise<T>) => Promise<T> {
    let last: Promise<unknown> = Promise.resolve();
    return (transfer) => {
      const run = last.then(transfer);
      last = run.catch(() => undefined);
      return run;
    };
  }
  const loadInTurn = turns();
  const storeInTurn = turns();

  /** Stores the module's tables chunk by chunk; a note when they could not be stored. */
  async function storeBuilt(
    m: CubeModule,
    tables: TableRequest,
    name: string,
    report: Report,
  ): Promise<{ bytes: number; note?: Said }> {
    const opened = m.exportOpen(tables);
    if (!opened.ok) {
      const note = `the tables could not be exported (${opened.error})`;
      return { bytes: 0, note: said(note, 'note_not_exported', { why: why(moduleSaid(opened)) }) };
    }
    report('storing', 0, opened.bytes);
    try {
      await store!.save(
        name,
        opened.bytes,
        (offset, size) => {
          const c = m.exportChunk(offset, size);
          if (!c.ok) throw errorOf(moduleSaid(c));
          return c;
        },
        (fraction) => report('storing', fraction, opened.bytes),
      );
      return { bytes: opened.bytes };
    } catch (e) {
      // Refused room: say for how much. A private window's IndexedDB (in memory) takes
      // far less than navigator.storage.estimate() says: Chromium 156's refused ~1.3 GB.
      const size = Math.round(opened.bytes / 2 ** 20);
      const reason: Said =
        e instanceof Error && e.name === 'QuotaExceededError'
          ? said(
              `QuotaExceededError: the browser gave no room for their ${size} MiB; a private window keeps far less than it reports`,
              'note_quota',
              { mib: size },
            )
          : { message: message(e), text: (e as { text?: CoreText }).text };
      const note = `the tables could not be stored in IndexedDB (${reason.message}); they will be built again next time`;
      return { bytes: opened.bytes, note: said(note, 'note_not_stored', { why: why(reason) }) };
    } finally {
      m.exportClose();
    }
  }

  /**
   * Tables made of parts (the core's tableParts: the 6x6x6 reduction's copy is the 4x4x4's
   * and the 5x5x5's sets, the 7x7x7's the 5x5x5's): each part prepared as a set of its
   * own, under its own key, so a part another size stored is loaded, not built again, and
   * stored once whatever the sizes that use it; then what no part holds (the bars'
   * commutators) is made by the whole's build, which builds only what is missing.
   * Copies stored whole before parts were kept apart (keys "…6x6x6/v3+…4x4x4/v2+…"): that
   * size's is deleted here, never read.
   */
  async function prepareParts(
    tables: TableRequest,
    name: string,
    parts: TablePart[],
    onProgress?: (p: TableProgress) => void,
  ): Promise<TableStatus> {
    const m = await load();
    const solver = tables.solver;
    const t0 = now();
    const done: TableStatus[] = [];
    for (const { key, solver: partSolver, ...choice } of parts) {
      const tell = onProgress && ((p: TableProgress) => onProgress({ ...p, solver, part: key }));
      done.push(await prepare(partSolver as SolverName, tell, choice as TableChoice));
    }
    if (store) await store.remove(name).catch(() => undefined);
    // The whole's build may make the tables of the solvers it uses (the reduction's makes
    // two-phase's): those come from the cache first, as for a solve.
    for (const other of (await infoOf(solver)).usesTablesOf) if (!m.tablesReady(other)) await prepare(other);
    const made = m.buildTables(tables, undefined);
    if (!made.ok) throw isMemoryMessage(made.error) ? memoryError(moduleSaid(made)) : errorOf(moduleSaid(made));
    const bytes = done.reduce((sum, p) => sum + p.bytes, 0);
    const source = done.every((p) => p.source === 'cache')
      ? 'cache'
      : done.some((p) => p.source === 'built')
        ? 'built'
        : 'download';
    // Each part's notes once (no store: every part says so).
    const notes: Said[] = [];
    for (const p of done)
      if (p.note && !notes.some((n) => n.message === p.note)) notes.push({ message: p.note, text: p.noteText });
    const whole: TableStatus = {
      solver,
      name,
      bytes,
      source,
      ms: now() - t0,
      parts: done.map((p) => ({ name: p.name, bytes: p.bytes, source: p.source, ms: p.ms })),
    };
    try {
      onProgress?.({ solver, phase: 'ready', fraction: 1, bytes });
    } catch {
      // A page that went away: progress is best effort.
    }
    return noted(whole, notes);
  }

  async function doPrepare(
    tables: TableRequest,
    name: string,
    onProgress?: (p: TableProgress) => void,
    prebuilt?: PrebuiltTable,
  ): Promise<TableStatus> {
    const m = await load();
    const solver = tables.solver;
    const info = await infoOf(solver);
    // A prebuilt file is a whole copy: rows with parts offer none (no table choices).
    const parts = info.tables && name !== '' && !prebuilt ? m.tableParts(tables) : [];
    if (parts.length > 0) return prepareParts(tables, name, parts, onProgress);
    const notes: Said[] = [];
    const report: Report = (phase, fraction, bytes = 0, note) => {
      try {
        const p: TableProgress = { solver, phase, fraction, bytes };
        onProgress?.(note ? noted(p, [note]) : p);
      } catch {
        // A page that went away: progress is best effort.
      }
    };

    let cacheUsable = store !== null && info.tables && name !== '';
    if (info.tables && name !== '' && store === null && options.storeNote) notes.push(options.storeNote);

    // A damaged cached copy's note, finished by what replaced it (a download or a build).
    let damaged = -1;
    let rejected: Said | undefined;
    if (cacheUsable) {
      const read = spanStart();
      const loaded = await loadInTurn(() => loadStored(m, tables, name, report));
      span(`tables ${name}: cache read (${'source' in loaded ? 'hit' : 'miss'})`, read);
      if ('source' in loaded) return loaded;
      if (loaded.unreadable) {
        cacheUsable = false;
        notes.push(loaded.unreadable);
      } else if (loaded.damaged) {
        damaged = notes.length;
        rejected = loaded.damaged;
        notes.push(damagedNote(rejected, ''));
      }
    }
    const replaced = (how: 'downloaded' | 'rebuilt') => {
      if (rejected) notes[damaged] = damagedNote(rejected, how);
    };

    let buildNote: Said | undefined;
    if (prebuilt && info.tables && name !== '') {
      const t0 = now();
      const fetched = spanStart();
      const got = await loadInTurn(() =>
        downloadPrebuilt(
          m,
          tables,
          prebuilt,
          (fraction, bytes) => report('downloading', fraction, bytes),
          options.fetchFile,
        ),
      );
      span(`tables ${name}: download (${got.ok ? 'ok' : 'failed'})`, fetched);
      if (got.ok) {
        const ms = now() - t0;
        replaced('downloaded');
        const stored = cacheUsable ? await storeInTurn(() => storeBuilt(m, tables, name, report)) : undefined;
        if (stored?.note) notes.push(stored.note);
        report('ready', 1, got.bytes);
        return noted<TableStatus>({ solver, name, bytes: got.bytes, source: 'download', ms }, notes);
      }
      // Where the memory is too small to take the file, a build needs more still.
      if (got.memory) throw memoryError(got.why);
      const unused = (here: boolean) =>
        said(
          `the prebuilt table was not used (${got.why.message})${here ? '; built here instead' : ''}`,
          'note_prebuilt_unused',
          { why: why(got.why), here: here ? 'yes' : 'no' },
        );
      buildNote = unused(false);
      notes.push(unused(true));
    }

    if (info.takesThreads) await m.startThreads?.(); // the optimal tables are built on every thread
    const t1 = now();
    const buildStart = spanStart();
    report('building', 0, 0, buildNote);
    // Out of memory included: the module says so and goes on working.
    let built: ReturnType<CubeModule['buildTables']>;
    try {
      built = m.buildTables(tables, (fraction) => report('building', fraction, 0, buildNote));
    } catch (e) {
      // What escaped the module as no Error (a WebAssembly.Exception) cannot cross to the page as it is.
      const what = describe(e);
      const stopped = said(`the module stopped while building the tables (${what})`, 'note_module_stopped', { what });
      built = { ok: false, error: stopped.message, text: stopped.text };
    }
    span(`tables ${name}: build`, buildStart);
    if (!built.ok) throw isMemoryMessage(built.error) ? memoryError(moduleSaid(built)) : errorOf(moduleSaid(built));
    const ms = now() - t1;
    replaced('rebuilt');

    let bytes = 0;
    if (cacheUsable) {
      const t2 = spanStart();
      const stored = await storeInTurn(() => storeBuilt(m, tables, name, report));
      span(`tables ${name}: store`, t2);
      bytes = stored.bytes;
      if (stored.note) notes.push(stored.note);
    }
    report('ready', 1, bytes);
    return noted<TableStatus>({ solver, name, bytes, source: 'built', ms }, notes);
  }

  async function prepare(
    solver: SolverName,
    onProgress?: (p: TableProgress) => void,
    request?: TableChoice,
    prebuilt?: PrebuiltTable,
  ): Promise<TableStatus> {
    const m = await load();
    const tables = tablesFor(solver, request);
    const refused = unnamedTables(m, tables, request);
    if (refused) throw errorOf(refused);
    const name = m.tableKey(tables);
    const ready = status.get(name);
    if (ready && m.tablesReady(tables)) return ready.status;
    let p = preparing.get(name);
    if (!p) {
      p = doPrepare(tables, name, onProgress, prebuilt).finally(() => preparing.delete(name));
      preparing.set(name, p);
    }
    const s = await p;
    status.delete(name); // latest last
    status.set(name, { status: s, tables });
    return s;
  }

  async function solve(request: SolveRequest, onProgress?: (p: SearchProgress) => void): Promise<SolveReply> {
    const t0 = spanStart();
    const reply = await solveNow(request, onProgress);
    span(`solve ${request.solver ?? request.puzzle} (tables included)`, t0);
    return reply;
  }

  /**
   * Whether the cached tables a solve by `info` needs are in the module: its own (a
   * solver with a byte format) and those of the solvers it uses (usesTablesOf: the
   * optimal search starts from a two-phase solution; a solver without tables of its
   * own to store may still use another's, which then come from the cache too).
   */
  function tablesReadyFor(m: CubeModule, info: SolverInfo, request?: TableChoice): boolean {
    if (info.tables && !m.tablesReady(tablesFor(info.name, request))) return false;
    return info.usesTablesOf.every((other) => m.tablesReady(other));
  }

  /** Makes them ready: the other solvers' first, then its own (from the cache, or built and stored). */
  async function prepareAll(m: CubeModule, info: SolverInfo, request?: SolveRequest): Promise<void> {
    for (const other of info.usesTablesOf) if (!m.tablesReady(other)) await prepare(other);
    if (info.tables) await prepare(info.name, undefined, request);
  }

  async function solveNow(request: SolveRequest, onProgress?: (p: SearchProgress) => void): Promise<SolveReply> {
    const m = await load();
    const solver = request.solver || (await defaultSolver(request.puzzle));
    const info = solver ? (await solverInfos()).find((s) => s.name === solver) : undefined;
    // Tables only for a request that can use them: tables the core cannot name or a
    // state that does not validate get the bad-input reply at once, without a table
    // build first. The request picks them (the goal solver's are per goal, the optimal
    // solver's per table choice).
    const refused = info?.tables ? unnamedTables(m, tablesFor(info.name, request), request) : undefined;
    if (refused) return refused;
    // A solver that cannot solve without a goal refuses a request without one (the
    // core's message), before building the tables its default goal would need.
    if (info?.needsGoal && !request.goal?.trim()) return m.solve(request);
    if (info?.takesThreads) await m.startThreads?.();
    if (info && !tablesReadyFor(m, info, request)) {
      let valid = true;
      if (findPuzzle(request.puzzle)?.view === 'cube') {
        const v = m.validate(request.puzzle, request.state ?? '');
        valid = 'problems' in v && v.ok;
      }
      if (valid) await prepareAll(m, info, request);
    }
    // A search that takes threads runs on every thread there is, unless the request says
    // otherwise (the core keeps to what the module can run).
    if (info?.takesThreads) request = { ...request, threads: request.threads ?? m.threads() };
    if (!onProgress) return m.solve(request);
    const progress = (p: SearchProgress) => {
      // Called now, not in a later task or microtask: the search holds this thread
      // until it ends, and a comlink callback posts its message at once. Best effort:
      // a page that went away must not stop the search.
      try {
        void Promise.resolve(onProgress(p)).catch(() => undefined);
      } catch {
        // ignored, as above
      }
    };
    return m.solve({ ...request, progress });
  }

  async function scramble(puzzle: AnyPuzzle, seed: number): Promise<{ scramble: string; state: string }> {
    const m = await load();
    // The 3x3x3 scramble is a two-phase solution: its tables come from the cache. A
    // random-move scramble (the big cubes) needs none: not the default solver's 4x4x4 set.
    const solver = findPuzzle(puzzle)?.scrambleKind === 'random-moves' ? undefined : await defaultSolver(puzzle);
    if (solver) {
      const info = await infoOf(solver);
      if (!tablesReadyFor(m, info)) await prepareAll(m, info);
    }
    const r = m.scramble(puzzle, seed);
    if (!r.ok) throw new Error(r.error.message);
    return { scramble: r.scramble, state: r.state };
  }

  async function tableStatus(): Promise<TableStatus[]> {
    const m = await load();
    let stored: { key: string; bytes: number }[] = [];
    let note: Said | undefined;
    if (store) {
      try {
        stored = await store.list();
      } catch (e) {
        const reason = message(e);
        note = said(`IndexedDB could not be read (${reason})`, 'note_cache_unreadable', { why: reason, built: 'no' });
      }
    } else {
      note = options.storeNote;
    }
    const out: TableStatus[] = [];
    for (const info of await solverInfos()) {
      if (info.tablesInMemory) {
        const built = m.tablesReady(tablesFor(info.name));
        out.push({ solver: info.name, name: '', bytes: 0, source: built ? 'built' : 'none', ms: 0, inMemory: true });
        continue;
      }
      if (!info.tables) continue;
      // The tables of this solver prepared last (a goal, a table choice) while they are
      // loaded; otherwise its default set.
      // (Sets with no key, never cached, are not listed.)
      const prepared = [...status.values()].filter((p) => p.status.solver === info.name && p.status.name !== '');
      const latest = prepared[prepared.length - 1];
      if (latest && m.tablesReady(latest.tables)) {
        out.push(latest.status);
        continue;
      }
      const name = m.tableSetName(info.name);
      const cached = stored.find((x) => x.key === name);
      const entry: TableStatus = { solver: info.name, name, bytes: cached?.bytes ?? 0, source: 'none', ms: 0 };
      const n = cached
        ? said('cached in IndexedDB, not loaded yet', 'note_cached_not_loaded')
        : (note ?? said('not built yet', 'note_not_built'));
      out.push(noted(entry, [n]));
    }
    return out;
  }

  async function clearTables(): Promise<void> {
    // The tables in memory stay usable; only the cached copies go.
    if (store) await store.clear();
    for (const [name, s] of status) {
      status.set(name, {
        ...s,
        status: noted({ ...s.status }, [
          said('cache cleared; these tables stay loaded until the page reloads', 'note_cache_cleared'),
        ]),
      });
    }
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
    threads: async () => (await load()).threads(),
    module: load,
  };
}
