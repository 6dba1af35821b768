// The one solver worker every <cube-player> on the page shares: the WASM module and
// the prune tables are loaded once (tables from IndexedDB after the first visit),
// however many players there are. Who starts it depends on how the widget was loaded:
// the page's Vite build uses the page's worker (embed.ts), the widget bundle its own
// (index.ts), so the worker and the .wasm are found beside the script.
import { mark } from '../worker/timeline';
import { createWorkerClient, type WorkerClient, type WorkerHandle } from '../worker/worker-client';

let start: (() => WorkerHandle) | undefined;
let script: string | undefined;
let client: WorkerClient | null = null;

/** Chooses how the shared worker starts (before the first player needs it); `file` names its script in messages. */
export function setWorkerStarter(starter: () => WorkerHandle, file?: string): void {
  start = starter;
  script = file;
}

export function sharedWorker(): WorkerClient {
  if (!start) throw new Error('<cube-player>: no solver worker (load cube-player.js, or call setWorkerStarter)');
  if (!client) mark('worker started');
  return (client ??= createWorkerClient(start, script));
}
