// The solver worker: loads the WASM module (browser ES module build) once and serves
// CoreApi and SolverApi (api.ts) to the page through comlink, as one object. Created
// by client.ts. '@wasm' is the Vite alias of build/wasm (vite.config.ts).
import * as Comlink from 'comlink';
import createCubeModule from '@wasm/cubesolver.mjs';
import wasmUrl from '@wasm/cubesolver.wasm?url';
import type { CoreApi, SolverApi } from './api';
import { runBench, type BenchReport, type BenchRequest } from './bench';
import { createCoreOver, moduleLoader, type CubeModuleFactory } from './core';
import { runOptimalBench, type OptimalBenchReport, type OptimalBenchRequest } from './optimal-bench';
import { createSolver } from './solver';
import { IndexedDbTableStore } from './table-cache';

const load = moduleLoader(createCubeModule as CubeModuleFactory, {
  // Vite emits the .wasm as an asset (hashed name); the glue code asks for it by name.
  locateFile: (path, prefix) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
});

const core = createCoreOver(load);
const store = typeof indexedDB !== 'undefined' ? new IndexedDbTableStore() : null;
// Opened now, while the page starts: a later load from the cache only reads.
store?.warm();
const { module, ...solver } = createSolver(load, {
  store,
  storeNote: 'IndexedDB is not available here: tables are built on every visit',
});

/** Not for the page: the benchmark page (bench.html, scripts/bench-chromium.mjs). */
export interface BenchApi {
  bench(request: BenchRequest): Promise<BenchReport>;
  benchOptimal(request: OptimalBenchRequest): Promise<OptimalBenchReport>;
}

export type WorkerApi = CoreApi & SolverApi & BenchApi;

const api: WorkerApi = {
  ...core,
  ...solver,
  bench: async (request) => runBench(await module(), request),
  benchOptimal: async (request) => runOptimalBench(await module(), request),
};

Comlink.expose(api);
