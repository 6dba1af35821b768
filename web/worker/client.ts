// Page side of the solver worker: starts the module worker and wraps it with comlink
// (worker-client.ts: the client that survives cancelling).
import * as Comlink from 'comlink';
import type { CoreApi } from './api';
import { createWorkerClient as createClientOver, type WorkerClient } from './worker-client';

export type { WorkerApi } from './worker';
export { CancelledError, isLoadFailure, type WorkerClient } from './worker-client';

/** Starts the page's solver worker (worker.ts, built by Vite with the page). */
export function startWorker(): Worker {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'cubesolver-core' });
}

/** A client of the page's solver worker (see worker-client.ts). */
export function createWorkerClient(): WorkerClient {
  return createClientOver(startWorker);
}

export interface CoreClient {
  core: Comlink.Remote<CoreApi>;
  /** Stops the worker (e.g. to cancel a long solve); the client is unusable after. */
  terminate(): void;
}

/** Starts a solver worker; each call starts a new one. */
export function createCoreClient(): CoreClient {
  const worker = startWorker();
  const core = Comlink.wrap<CoreApi>(worker);
  return {
    core,
    terminate() {
      core[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

/** The remote CoreApi of a new solver worker. */
export function createCoreWorker(): Comlink.Remote<CoreApi> {
  return createCoreClient().core;
}
