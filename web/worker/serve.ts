// The worker's body: loads the WASM module once and serves CoreApi + SolverApi
// (api.ts) through comlink, as one object. Two workers run it: worker.ts (the page,
// wasm URL from Vite) and web/widget/bundle-worker.ts (the widget bundle, wasm URL
// given by the page that started it).
/// <reference path="./wasm-module.d.ts" />

import createCubeModule from '@wasm/cubesolver.mjs';
import * as Comlink from 'comlink';
import type { CoreApi, CoreText, SolverApi } from './api';
import { type BenchReport, type BenchRequest, runBench } from './bench';
import { type CubeModule, type CubeModuleFactory, createCoreOver, moduleLoader } from './core';
import { type OptimalBenchReport, type OptimalBenchRequest, runOptimalBench } from './optimal-bench';
import { pthreadStarter } from './pthread-pool';
import { type MemoryFacts, reserveMemory } from './reserve-memory';
import { createSolver, NO_STORE_NOTE } from './solver';
import { IndexedDbTableStore } from './table-cache';
import { mark, span, spanStart } from './timeline';
import { type CancelFlagMessage, WORKER_LOADED } from './worker-messages';

/** Not for the page: the benchmark page (bench.html, scripts/bench-chromium.mjs). */
export interface BenchApi {
  bench(request: BenchRequest): Promise<BenchReport>;
  benchOptimal(request: OptimalBenchRequest): Promise<OptimalBenchReport>;
  /** Takes `bytes` of the module's memory, untouched, so what follows lies above (reserve-memory.ts). */
  reserveMemory(bytes: number): Promise<MemoryFacts>;
}

export type WorkerApi = CoreApi & SolverApi & BenchApi;

/** Where the threaded build's files are (Vite hashes their names). */
export interface ThreadedModuleUrls {
  script: string; // cubesolver-mt.mjs, imported here and by each of its pthread workers
  wasm: string;
  worker: string; // cubesolver-mt.worker.js, the pthread workers' script
}

/** The threaded build, loaded once on first use (each call: a module of its own); its
 * threads start when a call first takes them (pthread-pool.ts). */
export function threadedLoader(urls: ThreadedModuleUrls): () => Promise<CubeModule> {
  // Absolute: the pthread workers import it from their own location.
  const script = new URL(urls.script, self.location.href).href;
  const factory: CubeModuleFactory = async (options) => {
    const m = await ((await import(/* @vite-ignore */ script)) as { default: CubeModuleFactory }).default(options);
    // Its threads beyond the calling one (the module's own count), on first need.
    m.startThreads = pthreadStarter(m, () => m.threads() - 1);
    return m;
  };
  return moduleLoader(
    factory,
    {
      mainScriptUrlOrBlob: script,
      locateFile: (path, prefix) =>
        path.endsWith('.wasm') ? urls.wasm : path.endsWith('.worker.js') ? urls.worker : prefix + path,
    },
    'cubesolver-mt.wasm',
  );
}

/**
 * Serves the API from this worker; `wasmUrl` is where cubesolver.wasm is. With
 * `threaded`, a cross-origin isolated page (SharedArrayBuffer) gets the threaded build.
 */
export function serveWorkerApi(wasmUrl: string, threaded?: ThreadedModuleUrls): void {
  mark('worker script run');
  const load =
    threaded && self.crossOriginIsolated && typeof SharedArrayBuffer === 'function'
      ? threadedLoader(threaded)
      : moduleLoader(createCubeModule as CubeModuleFactory, {
          // The .wasm is not beside the glue code (Vite hashes its name, the widget
          // bundle puts it where its script is): the glue asks for it by name.
          locateFile: (path, prefix) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
        });

  // Fetched and compiled now, while the page is still busy: the first call waits less.
  const loadStart = spanStart();
  load().then(
    (m) => {
      span('module fetched and compiled', loadStart);
      // The threaded build's memory is shared: the page can stop a search through it in
      // milliseconds before it stops this worker (worker-client.ts).
      const memory = m.HEAPU8.buffer;
      if (typeof SharedArrayBuffer === 'function' && memory instanceof SharedArrayBuffer) {
        const message: CancelFlagMessage = { type: 'cubesolver-cancel-flag', memory, address: m.cancelFlag() };
        self.postMessage(message);
      }
    },
    () => undefined, // a failure is reported to the calls that need the module
  );
  const core = createCoreOver(load);
  const store = typeof indexedDB !== 'undefined' ? new IndexedDbTableStore() : null;
  // Opened now, while the page starts: a later load from the cache only reads.
  store?.warm();
  const { module, ...solver } = createSolver(load, {
    store,
    storeNote: NO_STORE_NOTE,
  });

  // The benchmarks time the solvers on every thread there is.
  const withThreads = async () => {
    const m = await module();
    await m.startThreads?.();
    return m;
  };
  const api: WorkerApi = {
    ...core,
    ...solver,
    bench: async (request) => runBench(await withThreads(), request),
    benchOptimal: async (request) => runOptimalBench(await withThreads(), request),
    reserveMemory: async (bytes) => reserveMemory(await module(), bytes),
  };

  keepErrorCodes();
  Comlink.expose(api);
  // The client now knows the script loaded: a later error is a crash, not a failed load.
  self.postMessage(WORKER_LOADED);
}

/**
 * A thrown Error keeps its code (`text`: table-notes.ts errorOf) on its way to the page:
 * comlink's own handler copies its message, name and stack, and the page's side assigns
 * every field it gets onto the Error it throws there.
 */
function keepErrorCodes(): void {
  const own = Comlink.transferHandlers.get('throw');
  if (!own) return;
  Comlink.transferHandlers.set('throw', {
    canHandle: own.canHandle,
    deserialize: own.deserialize,
    serialize(thrown) {
      const [serialized, transfer] = own.serialize(thrown);
      const value = (thrown as { value?: unknown }).value;
      const text = value instanceof Error ? (value as { text?: CoreText }).text : undefined;
      const out = serialized as { isError?: boolean; value?: Record<string, unknown> };
      if (text && out.isError && out.value) out.value.text = text;
      return [serialized, transfer];
    },
  });
}
