// The worker the solver API runs the core in: one per page, started on the first call.
// A call given an AbortSignal is cancelled by stopping that worker (a WASM search cannot
// be interrupted from outside; worker-client.ts starts a fresh one, whose tables come
// back from IndexedDB); other calls that were running in it start again in the new one.
import type { Remote } from 'comlink';
import type { WorkerApi } from '../worker/serve';
import { CancelledError, createWorkerClient, type WorkerClient, type WorkerHandle } from '../worker/worker-client';

export type Api = Remote<WorkerApi>;

let start: (() => WorkerHandle) | undefined;
let script: string | undefined;
let client: WorkerClient | null = null;

/** Chooses how the API's worker starts (index.ts: the worker beside the bundle); `file` names its script in messages. */
export function setWorkerStarter(starter: () => WorkerHandle, file?: string): void {
  start = starter;
  script = file;
}

function worker(): WorkerClient {
  if (!start) throw new Error('cubesolver: no solver worker (import the package entry, or call setWorkerStarter)');
  return (client ??= createWorkerClient(start, script));
}

/** A worker of its own (a smart cube's: its turns never wait behind a long search or stop with one). */
export function separateWorker(): WorkerClient {
  if (!start) throw new Error('cubesolver: no solver worker (import the package entry, or call setWorkerStarter)');
  return createWorkerClient(start, script);
}

/** Runs `call` in the worker; rejects with `signal.reason` when the signal aborts it. */
export async function run<T>(call: (api: Api) => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (;;) {
    signal?.throwIfAborted();
    const current = worker();
    const cancel = () => current.cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      return await current.run(call);
    } catch (e) {
      signal?.throwIfAborted();
      // Another call's signal stopped the worker under this one: run it again.
      if (e instanceof CancelledError) continue;
      throw e;
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
  }
}
