// A worker client that survives cancelling: a WASM search cannot be interrupted from
// outside, so cancelling stops the whole worker and starts a fresh one; its tables
// come back from IndexedDB in milliseconds. Which worker it starts is a parameter
// (client.ts: the page's; web/widget: the widget bundle's), so importing this file
// does not make a bundler build the page's worker.
import * as Comlink from 'comlink';
import type { WorkerApi } from './serve';

/** What a call that was running in a cancelled worker rejects with. */
export class CancelledError extends Error {
  override name = 'CancelledError';
  constructor(message = 'cancelled') {
    super(message);
  }
}


export interface WorkerClient {
  /** The current worker's API (a new one after cancel()). */
  readonly api: Comlink.Remote<WorkerApi>;
  /**
   * Runs `call` on the current worker. Rejects with CancelledError when cancel() (or
   * terminate()) stops that worker first, and with an Error when the worker dies.
   */
  run<T>(call: (api: Comlink.Remote<WorkerApi>) => Promise<T>): Promise<T>;
  /** Stops the worker and whatever runs in it, and starts a fresh one. */
  cancel(): void;
  /** Stops the worker for good. */
  terminate(): void;
  /** Calls in flight. */
  readonly busy: number;
}

interface Generation {
  worker: Worker;
  api: Comlink.Remote<WorkerApi>;
  stop: (reason: Error) => void;
  stopped: Promise<never>;
}

/** A client over workers made by `start` (the page's worker, or the widget bundle's). */
export function createWorkerClient(start: () => Worker): WorkerClient {
  let busy = 0;
  let closed = false;

  function startGeneration(): Generation {
    const worker = start();
    const api = Comlink.wrap<WorkerApi>(worker);
    let stop!: (reason: Error) => void;
    const stopped = new Promise<never>((_, reject) => (stop = reject));
    stopped.catch(() => undefined); // rejections are handled where calls race it
    const gen: Generation = { worker, api, stop, stopped };
    worker.addEventListener('error', (e) => {
      // A worker that failed to load or crashed: its calls never answer. Fail them and
      // start again, so the next call has a working worker.
      e.preventDefault();
      const reason = new Error(`the solver worker stopped${e.message ? `: ${e.message}` : ''}`);
      if (current === gen && !closed) replace(reason);
    });
    return gen;
  }

  function end(gen: Generation, reason: Error): void {
    gen.stop(reason);
    gen.api[Comlink.releaseProxy]();
    gen.worker.terminate();
  }

  function replace(reason: Error): void {
    const old = current;
    current = startGeneration();
    end(old, reason);
  }

  let current = startGeneration();

  return {
    get api() {
      return current.api;
    },
    get busy() {
      return busy;
    },
    async run<T>(call: (api: Comlink.Remote<WorkerApi>) => Promise<T>): Promise<T> {
      if (closed) throw new CancelledError('the solver worker was stopped');
      const gen = current;
      busy++;
      try {
        return await Promise.race([call(gen.api), gen.stopped]);
      } finally {
        busy--;
      }
    },
    cancel() {
      if (!closed) replace(new CancelledError());
    },
    terminate() {
      if (closed) return;
      closed = true;
      end(current, new CancelledError('the solver worker was stopped'));
    },
  };
}
