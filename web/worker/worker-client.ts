// A worker client that survives cancelling and failed loads. A WASM search cannot be
// interrupted from outside, so cancelling stops the whole worker and starts a fresh
// one; its tables come back from IndexedDB in milliseconds. A worker whose script does
// not load is started again a few times with growing pauses (never in a loop), then
// the client fails every call with a WorkerLoadError until retry(). Which worker it
// starts is a parameter (client.ts: the page's; web/widget: the widget bundle's), so
// importing this file does not make a bundler build the page's worker.
import * as Comlink from 'comlink';
import type { WorkerApi } from './serve';
import { type CancelFlagMessage, WORKER_LOADED } from './worker-messages';

/** What a call that was running in a cancelled worker rejects with. */
export class CancelledError extends Error {
  override name = 'CancelledError';
  constructor(message = 'cancelled') {
    super(message);
  }
}

/** The worker's script did not load, however often it was tried; retry() tries again. */
export class WorkerLoadError extends Error {
  override name = 'WorkerLoadError';
}

/**
 * A file the solver needs did not load, after its retries: the worker's script
 * (WorkerLoadError) or the core's .wasm (CoreLoadError from core.ts, which crosses from
 * the worker as an Error with that name). A Retry can fix these; nothing else can.
 */
export function isLoadFailure(e: unknown): e is Error {
  return e instanceof Error && (e.name === 'WorkerLoadError' || e.name === 'CoreLoadError');
}

/** Pauses before each new start of a worker that did not load; then the client gives up. */
export const LOAD_RETRY_MS: readonly number[] = [300, 1000, 3000];

export interface WorkerClient {
  /** The API, each call made through run(). */
  readonly api: Comlink.Remote<WorkerApi>;
  /**
   * Runs `call` on the current worker. Rejects with CancelledError when cancel() (or
   * terminate()) stops that worker first, with WorkerLoadError when no worker loads,
   * and with an Error when the worker dies.
   */
  run<T>(call: (api: Comlink.Remote<WorkerApi>) => Promise<T>): Promise<T>;
  /** Stops the worker and whatever runs in it, and starts a fresh one. */
  cancel(): void;
  /** After a WorkerLoadError: starts the worker again, with a fresh round of tries (else nothing). */
  retry(): void;
  /** Stops the worker for good. */
  terminate(): void;
  /** Calls in flight. */
  readonly busy: number;
}

function isCancelFlag(data: unknown): data is CancelFlagMessage {
  return (data as CancelFlagMessage | null)?.type === 'cubesolver-cancel-flag';
}

/**
 * What a client needs of a worker: a Worker, or a stand-in that starts one
 * (fallback-worker.ts); its 'error' events are ErrorEvents.
 */
export type WorkerHandle = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener' | 'removeEventListener'>;

/** Why a worker stopped before its script ran: its calls move to the next one. */
class NotLoaded extends Error {}

interface Generation {
  worker: WorkerHandle;
  api: Comlink.Remote<WorkerApi>;
  /** Its script ran (it said so, or answered a call). */
  loaded: boolean;
  stop: (reason: Error) => void;
  stopped: Promise<never>;
  /** The byte that stops its searches, once its module said where (threaded build only). */
  cancelFlag?: { memory: Uint8Array; address: number };
}

/** A client over workers made by `start` (the page's worker, or the widget bundle's). */
export function createWorkerClient(start: () => WorkerHandle, script?: string): WorkerClient {
  const what = 'the solver worker';
  let busy = 0;
  let closed = false;
  /** Starts that failed in a row; reset when a worker loads, or by retry(). */
  let failures = 0;
  let gaveUp = false;
  /** The worker calls go to: waits out a pause; rejects once the client gave up. */
  let current: Promise<Generation>;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function startGeneration(): Generation {
    const worker = start();
    const api = Comlink.wrap<WorkerApi>(worker);
    let stop!: (reason: Error) => void;
    const stopped = new Promise<never>((_, reject) => (stop = reject));
    stopped.catch(() => undefined); // rejections are handled where calls race it
    const gen: Generation = { worker, api, loaded: false, stop, stopped };
    worker.addEventListener('message', (e: MessageEvent) => {
      if (isCancelFlag(e.data)) gen.cancelFlag = { memory: new Uint8Array(e.data.memory), address: e.data.address };
      if (e.data !== WORKER_LOADED) return;
      gen.loaded = true;
      failures = 0;
    });
    worker.addEventListener('error', (e) => {
      e.preventDefault();
      if (closed || gen.stop === noop) return;
      if (gen.loaded) {
        // It crashed: its calls never answer. Fail them, and start afresh for the next.
        const reason = Object.assign(new Error(`${what} stopped${e.message ? `: ${e.message}` : ''}`), {
          text: e.message
            ? { code: 'solver_worker_stopped_why', params: { why: e.message } }
            : { code: 'solver_worker_stopped', params: {} },
        });
        end(gen, reason);
        current = Promise.resolve(startGeneration());
      } else {
        // It never loaded: nothing ran, so its calls wait for the next start.
        end(gen, new NotLoaded());
        failed(e.message);
      }
    });
    return gen;
  }

  function failed(detail: string | undefined): void {
    const pause = LOAD_RETRY_MS[failures++];
    if (pause === undefined) {
      const error = Object.assign(
        new WorkerLoadError(
          `The solver worker's script${script ? ` (${script})` : ''} did not load (${failures} tries${detail ? `: ${detail}` : ''}). ` +
            'Check the network connection, then press Retry.',
        ),
        // In the page's language (the English above also names a package's script file).
        {
          text: detail
            ? { code: 'worker_script_not_loaded_why', params: { tries: failures, why: detail } }
            : { code: 'worker_script_not_loaded', params: { tries: failures } },
        },
      );
      gaveUp = true;
      current = Promise.reject(error);
      current.catch(() => undefined);
      return;
    }
    current = new Promise((resolve) => {
      timer = setTimeout(() => resolve(startGeneration()), pause);
    });
  }

  function end(gen: Generation, reason: Error): void {
    // A running search returns at once, so the worker stops now rather than in 2 s.
    if (gen.cancelFlag) Atomics.store(gen.cancelFlag.memory, gen.cancelFlag.address, 1);
    gen.stop(reason);
    gen.stop = noop;
    gen.api[Comlink.releaseProxy]();
    gen.worker.terminate();
  }

  /** Ends the current worker (if one runs) and starts a fresh one now. */
  function restart(reason: Error): void {
    clearTimeout(timer);
    const old = current;
    // The fresh worker is made in the next task: Cancel's own task only stops the old one.
    current = new Promise((resolve) => setTimeout(() => resolve(startGeneration()), 0));
    void old.then(
      (gen) => end(gen, reason),
      () => undefined,
    );
  }

  async function run<T>(call: (api: Comlink.Remote<WorkerApi>) => Promise<T>): Promise<T> {
    busy++;
    try {
      for (;;) {
        if (closed) throw new CancelledError(`${what} was stopped`);
        const gen = await current;
        try {
          return await Promise.race([call(gen.api), gen.stopped]);
        } catch (e) {
          if (!(e instanceof NotLoaded)) throw e;
        }
      }
    } finally {
      busy--;
    }
  }

  // Every method call goes through run(), so it waits out a failed load like run's calls.
  const api = new Proxy({} as Comlink.Remote<WorkerApi>, {
    // Not a thenable: only method names are calls.
    get: (_, name) =>
      name === 'then' || typeof name === 'symbol'
        ? undefined
        : (...args: unknown[]) =>
            run((remote) =>
              (remote as unknown as Record<PropertyKey, (...a: unknown[]) => Promise<unknown>>)[name](...args),
            ),
  });

  current = Promise.resolve(startGeneration());

  return {
    api,
    get busy() {
      return busy;
    },
    run,
    cancel() {
      if (!closed) restart(new CancelledError());
    },
    retry() {
      if (closed || !gaveUp) return;
      gaveUp = false;
      failures = 0;
      restart(new CancelledError());
    },
    terminate() {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      void current.then(
        (gen) => end(gen, new CancelledError(`${what} was stopped`)),
        () => undefined,
      );
    },
  };
}

function noop(): void {}
