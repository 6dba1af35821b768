// The worker's body: loads the WASM module once and serves CoreApi + SolverApi
// (api.ts) through comlink, as one object. Two workers run it: worker.ts (the page,
// wasm URL from Vite) and web/widget/bundle-worker.ts (the widget bundle, wasm URL
// given by the page that started it).
import * as Comlink from 'comlink';
import createCubeModule from '@wasm/cubesolver.mjs';
import type { CoreApi, SolverApi } from './api';
import { runBench, type BenchReport, type BenchRequest } from './bench';
import { createCoreOver, moduleLoader, type CubeModuleFactory } from './core';
import { runOptimalBench, type OptimalBenchReport, type OptimalBenchRequest } from './optimal-bench';
import { createSolver } from './solver';
import { IndexedDbTableStore } from './table-cache';

/** Not for the page: the benchmark page (bench.html, scripts/bench-chromium.mjs). */
export interface BenchApi {
  bench(request: BenchRequest): Promise<BenchReport>;
  benchOptimal(request: OptimalBenchRequest): Promise<OptimalBenchReport>;
}

export type WorkerApi = CoreApi & SolverApi & BenchApi;

/** Serves the API from this worker; `wasmUrl` is where cubesolver.wasm is. */
export function serveWorkerApi(wasmUrl: string): void {
  const load = moduleLoader(createCubeModule as CubeModuleFactory, {
    // The .wasm is not beside the glue code (Vite hashes its name, the widget bundle
    // puts it where its script is): the glue asks for it by name.
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

  const api: WorkerApi = {
    ...core,
    ...solver,
    bench: async (request) => runBench(await module(), request),
    benchOptimal: async (request) => runOptimalBench(await module(), request),
  };

  Comlink.expose(api);
}
