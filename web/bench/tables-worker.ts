// A bare worker for the table benchmark (web/bench/main.ts, scripts/bench-chromium.mjs
// --tables): it loads its own copy of the WASM module, so each build the page asks of a
// fresh worker is a cold first-use build (no tables, no module state from earlier runs).
// Messages: { op: 'build', which } -> TableBuild (its bytes then loaded into a second
// module, as a later visit loads its cached copy); { op: 'solve', which, count, seed } -> SolveBench.
// On a cross-origin isolated page (bench-chromium.mjs --isolated) the threaded build, as
// the app's worker takes it there: solvers that take threads search with all of its.
import createCubeModule from '@wasm/cubesolver.mjs';
import wasmUrl from '@wasm/cubesolver.wasm?url';
import script from '@wasm/cubesolver-mt.mjs?url';
import wasm from '@wasm/cubesolver-mt.wasm?url';
import worker from '@wasm/cubesolver-mt.worker.js?url&no-inline';
import { buildOne, solveBench } from '../worker/bench';
import type { CubeModule, CubeModuleFactory } from '../worker/core';
import { threadedLoader } from '../worker/serve';

const factory = createCubeModule as CubeModuleFactory;
const threaded = self.crossOriginIsolated && typeof SharedArrayBuffer === 'function';
const create = (): Promise<CubeModule> =>
  threaded
    ? threadedLoader({ script, wasm, worker })()
    : factory({ locateFile: (path, prefix) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) });
let loading: Promise<CubeModule> | undefined;
const load = () => (loading ??= create());

self.onmessage = async (e: MessageEvent) => {
  const req = e.data as { op: 'build' | 'solve'; which: string; count?: number; seed?: number };
  try {
    const t = performance.now();
    const m = await load();
    await m.startThreads?.();
    const moduleMs = performance.now() - t;
    const result =
      req.op === 'build'
        ? { ...buildOne(m, req.which, undefined, await create()), moduleMs } // a second module: the load's
        : solveBench(m, req.which, req.count ?? 1000, req.seed ?? 1);
    self.postMessage({ ok: true, result });
  } catch (err) {
    self.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) });
  }
};
