// The solver worker of the page: serves CoreApi and SolverApi (serve.ts) with the
// .wasm Vite emits, and the threaded build's files for a cross-origin isolated page
// (its pthread workers' script not inlined: a worker from a data: URL could not import
// the module). Created by client.ts. '@wasm' is the Vite alias of build/wasm
// (vite.config.ts).

import wasmUrl from '@wasm/cubesolver.wasm?url';
import script from '@wasm/cubesolver-mt.mjs?url';
import wasm from '@wasm/cubesolver-mt.wasm?url';
import worker from '@wasm/cubesolver-mt.worker.js?url&no-inline';
import { serveWorkerApi } from './serve';

export type { BenchApi, WorkerApi } from './serve';

serveWorkerApi(wasmUrl, { script, wasm, worker });
