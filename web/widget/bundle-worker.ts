// The widget bundle's worker (dist/widget/cube-player-worker.js, one self-contained
// file): the same API as the page's worker. The page that starts it passes the .wasm's
// URL in the worker's name (index.ts); the file beside this one is the fallback.
import { serveWorkerApi } from '../worker/serve';

function wasmUrl(): string {
  try {
    const { wasm } = JSON.parse(self.name) as { wasm?: string };
    if (typeof wasm === 'string' && wasm) return wasm;
  } catch {
    // not started by index.ts
  }
  return new URL(/* @vite-ignore */ './cubesolver.wasm', import.meta.url).href;
}

serveWorkerApi(wasmUrl());
