// Page side of the solver worker: starts the module worker and wraps it with comlink.
import * as Comlink from 'comlink';
import type { CoreApi } from './api';

export interface CoreClient {
  core: Comlink.Remote<CoreApi>;
  /** Stops the worker (e.g. to cancel a long solve); the client is unusable after. */
  terminate(): void;
}

/** Starts a solver worker; each call starts a new one. */
export function createCoreClient(): CoreClient {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), {
    type: 'module',
    name: 'cubesolver-core',
  });
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
