// The benchmark page (not linked from the app): runs web/worker/bench.ts inside fresh
// solver workers — the same worker the app uses — and the table cache path
// (IndexedDB: build and store in one worker, load in a fresh one; any solver's with
// --cache). Driven by
// scripts/bench-chromium.mjs through window.cubesolverBench, or by ?run=1 by hand.
import type { AlgResult, AnyPuzzle, PrebuiltTable, SolverName } from '../worker/api';
import type { BenchReport, BenchRequest, SolveBench, TableBuild } from '../worker/bench';
import { SOLVE_BENCHES, TABLE_BUILDS } from '../worker/bench';
import { createWorkerClient } from '../worker/client';
import { formatOptimalReport, type OptimalBenchReport, type OptimalBenchRequest } from '../worker/optimal-bench';
import type { MemoryFacts } from '../worker/reserve-memory';
import { type CubingFigures, cubingFigures } from './cubing';

export interface CacheFigures {
  builtMs: number; // prepare() with an empty cache: build + export + store
  buildOnlyMs: number; // the build itself (TableStatus.ms)
  cacheMs: number; // prepare() in a fresh worker: IndexedDB read + verify + install
  cacheStatusMs: number; // TableStatus.ms of that load
  bytes: number;
  /** Each worker's module memory (never shrinks: its peak) once loaded, and after its tables. */
  memory: { built: [number, number]; loaded: [number, number] };
  notes: string[];
}

export interface PageBenchReport extends BenchReport {
  cache: CacheFigures;
  cubing?: CubingFigures;
  userAgent: string;
}

/** The IndexedDB path of one solver's tables (its default set, or the puzzle's). */
async function cacheFigures(solver: SolverName = 'twophase', puzzle?: AnyPuzzle): Promise<CacheFigures> {
  const request = puzzle ? { puzzle } : undefined;
  const first = createWorkerClient();
  const notes: string[] = [];
  try {
    await first.run((api) => api.clearTables());
    const memory = async (client: typeof first) => (await client.run((api) => api.reserveMemory(0))).memoryBytes;
    const builtMemory = [await memory(first), 0] as [number, number];
    let t = performance.now();
    const built = await first.run((api) => api.prepare(solver, undefined, request));
    const builtMs = performance.now() - t;
    builtMemory[1] = await memory(first);
    if (built.note) notes.push(built.note);
    const second = createWorkerClient();
    try {
      await second.run((api) => api.solvers()); // module loaded: only the tables are timed
      const loadedMemory = [await memory(second), 0] as [number, number];
      t = performance.now();
      const loaded = await second.run((api) => api.prepare(solver, undefined, request));
      const cacheMs = performance.now() - t;
      loadedMemory[1] = await memory(second);
      if (loaded.note) notes.push(loaded.note);
      if (loaded.source !== 'cache') notes.push(`second worker: tables ${loaded.source}, not from the cache`);
      return {
        builtMs,
        buildOnlyMs: built.ms,
        cacheMs,
        cacheStatusMs: loaded.ms,
        bytes: loaded.bytes,
        memory: { built: builtMemory, loaded: loadedMemory },
        notes,
      };
    } finally {
      second.terminate();
    }
  } finally {
    first.terminate();
  }
}

async function run(request: BenchRequest & { cubing?: boolean }): Promise<PageBenchReport> {
  const out = document.getElementById('out')!;
  out.textContent = 'running…';
  const client = createWorkerClient();
  try {
    const report = await client.run((api) => api.bench({ ...request, withScrambles: request.cubing }));
    const cache = await cacheFigures();
    let cubing: CubingFigures | undefined;
    if (request.cubing && report.scrambles) {
      const checker = createWorkerClient();
      try {
        const solved = await checker.run((api) => api.solvedState('3x3x3'));
        cubing = await cubingFigures(
          report.scrambles,
          report.scrambles.slice(0, 5).reverse(),
          async (scramble, text) => {
            const played: AlgResult = await checker.run(
              async (api) => (await api.playAlg('3x3x3', `${scramble} ${text}`)) as AlgResult,
            );
            return played.ok && played.facelets === solved;
          },
        );
      } finally {
        checker.terminate();
      }
    }
    const { scrambles: _, ...figures } = report;
    const full: PageBenchReport = { ...figures, cache, cubing, userAgent: navigator.userAgent };
    out.textContent = JSON.stringify(full, null, 2);
    return full;
  } catch (e) {
    out.textContent = `failed: ${e instanceof Error ? e.message : String(e)}`;
    throw e;
  } finally {
    client.terminate();
  }
}

declare global {
  interface Window {
    cubesolverBench: (request: BenchRequest & { cubing?: boolean }) => Promise<PageBenchReport>;
  }
}
window.cubesolverBench = run;

// ---- One solver's IndexedDB path (scripts/bench-chromium.mjs --cache SOLVER) --------

declare global {
  interface Window {
    cubesolverCacheBench: (solver: SolverName, puzzle?: AnyPuzzle) => Promise<CacheFigures>;
  }
}
window.cubesolverCacheBench = cacheFigures;

const q = new URLSearchParams(location.search);
if (q.get('run')) {
  void run({
    count: Number(q.get('count') ?? 100),
    seed: Number(q.get('seed') ?? 1),
    maxLengths: (q.get('max') ?? '20,21').split(',').map(Number),
  });
}

// ---- Table builds and the other solvers (scripts/bench-chromium.mjs --tables) ------

export interface TablesReport {
  builds: (TableBuild & { moduleMs: number })[];
  solves: SolveBench[];
  userAgent: string;
}

/** One request to a fresh bare worker (its own module), which is then terminated. */
function inFreshWorker<T>(message: object): Promise<T> {
  const worker = new Worker(new URL('./tables-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<T>((resolve, reject) => {
    worker.onmessage = (e) => (e.data.ok ? resolve(e.data.result as T) : reject(new Error(e.data.error)));
    worker.onerror = (e) => reject(new Error(e.message));
    worker.postMessage(message);
  }).finally(() => worker.terminate());
}

async function runTables(request: {
  count: number;
  seed: number;
  repeat?: number;
  only?: string[];
}): Promise<TablesReport> {
  const wanted = (name: string) => !request.only || request.only.includes(name);
  const out = document.getElementById('out')!;
  out.textContent = 'running tables…';
  const builds: TablesReport['builds'] = [];
  for (let r = 0; r < (request.repeat ?? 1); r++) {
    for (const b of TABLE_BUILDS) if (wanted(b.name)) builds.push(await inFreshWorker({ op: 'build', which: b.name }));
  }
  const solves: SolveBench[] = [];
  for (const which of SOLVE_BENCHES.filter(wanted)) {
    solves.push(await inFreshWorker({ op: 'solve', which, count: request.count, seed: request.seed }));
  }
  const full = { builds, solves, userAgent: navigator.userAgent };
  out.textContent = JSON.stringify(full, null, 2);
  return full;
}

declare global {
  interface Window {
    cubesolverTablesBench: (request: {
      count: number;
      seed: number;
      repeat?: number;
      only?: string[];
    }) => Promise<TablesReport>;
  }
}
window.cubesolverTablesBench = runTables;

// ---- The optimal solver (scripts/bench-chromium.mjs --solver optimal) -------------

export interface OptimalPageRequest extends OptimalBenchRequest {
  /** A prebuilt table file the first worker downloads instead of building (--table-file). */
  prebuilt?: PrebuiltTable;
  /** Bytes each worker's module takes first, untouched, so the tables lie above them (--reserve-mib). */
  reserveBytes?: number;
}

export interface OptimalPageReport extends OptimalBenchReport {
  /** prepare() with an empty cache: build (or download) + export + store in IndexedDB. */
  builtMs: number;
  buildOnlyMs: number;
  /** Where the first worker's tables came from: 'built' or 'download'. */
  firstSource: string;
  /** prepare() in a fresh worker: IndexedDB read, chunk checks, verify, install. */
  cacheMs: number;
  /** Each worker's memory: after taking reserveBytes, and after its tables and searches. */
  memory: { first: MemoryFacts[]; second: MemoryFacts[] };
  notes: string[];
  userAgent: string;
}

async function runOptimal(request: OptimalPageRequest): Promise<OptimalPageReport> {
  const out = document.getElementById('out')!;
  out.textContent = 'running optimal…';
  const choice = { puzzle: '3x3x3' as const, table: request.table };
  const notes: string[] = [];
  const reserve = request.reserveBytes ?? 0;
  const memory: OptimalPageReport['memory'] = { first: [], second: [] };
  const first = createWorkerClient();
  let builtMs: number;
  let buildOnlyMs: number;
  let firstSource: string;
  try {
    await first.run((api) => api.clearTables());
    await first.run((api) => api.solvers()); // module loaded: only the tables are timed
    memory.first.push(await first.run((api) => api.reserveMemory(reserve)));
    const t = performance.now();
    const built = await first.run((api) => api.prepare('optimal', undefined, choice, request.prebuilt));
    builtMs = performance.now() - t;
    buildOnlyMs = built.ms;
    firstSource = built.source;
    if (built.note) notes.push(built.note);
    memory.first.push(await first.run((api) => api.reserveMemory(0)));
  } finally {
    first.terminate(); // its memory (up to ~1 GB) goes before the next worker loads
  }
  const second = createWorkerClient();
  try {
    await second.run((api) => api.solvers());
    memory.second.push(await second.run((api) => api.reserveMemory(reserve)));
    const t = performance.now();
    const loaded = await second.run((api) => api.prepare('optimal', undefined, choice));
    const cacheMs = performance.now() - t;
    if (loaded.note) notes.push(loaded.note);
    if (loaded.source !== 'cache') notes.push(`second worker: tables ${loaded.source}, not from the cache`);
    const { prebuilt: _, reserveBytes: __, ...bench } = request;
    const report = await second.run((api) => api.benchOptimal(bench));
    memory.second.push(await second.run((api) => api.reserveMemory(0)));
    const full = {
      ...report,
      builtMs,
      buildOnlyMs,
      firstSource,
      cacheMs,
      memory,
      notes,
      userAgent: navigator.userAgent,
    };
    out.textContent = JSON.stringify(full, null, 2);
    return full;
  } finally {
    second.terminate();
  }
}

declare global {
  interface Window {
    cubesolverOptimalBench: (request: OptimalPageRequest) => Promise<OptimalPageReport>;
    cubesolverOptimalLines: (report: OptimalBenchReport) => string[];
  }
}
window.cubesolverOptimalBench = runOptimal;
window.cubesolverOptimalLines = formatOptimalReport;
