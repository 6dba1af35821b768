// The solver worker of the page: serves CoreApi and SolverApi (serve.ts) with the
// .wasm Vite emits. Created by client.ts. '@wasm' is the Vite alias of build/wasm
// (vite.config.ts).
import wasmUrl from '@wasm/cubesolver.wasm?url';
import { serveWorkerApi } from './serve';

export type { BenchApi, WorkerApi } from './serve';

serveWorkerApi(wasmUrl);
