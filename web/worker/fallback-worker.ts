// A worker handle over a list of ways to start the same worker: it starts the first, and
// if that one's script does not load (an error before it posted anything: a 404, a
// wrong MIME type, a URL that cannot be made), the next, and so on. The client sees one
// worker: what it posts meanwhile waits here until a worker has loaded (its first
// message; serve.ts posts WORKER_LOADED first), then goes to that one — nothing is posted
// to a worker that may never run, so no transferred port is lost with it.
// bundled-worker.ts uses it to fall back from the package's worker file to the copy
// embedded in the package (embedded-worker.ts).
import type { WorkerHandle } from './worker-client';

export interface WorkerStart {
  start: () => Worker | Promise<Worker>;
  /** Told when this way did not load and the next one is tried. */
  failed?: (why: string) => void;
}

type Posted = [message: unknown, transfer?: Transferable[] | StructuredSerializeOptions];

export class FallbackWorker extends EventTarget implements WorkerHandle {
  #worker: Worker | undefined;
  #loaded = false;
  #closed = false;
  #queue: Posted[] = [];

  constructor(starts: readonly WorkerStart[]) {
    super();
    void this.#run(starts);
  }

  postMessage(message: unknown, transfer?: Transferable[] | StructuredSerializeOptions): void {
    if (this.#closed) return;
    if (this.#loaded && this.#worker) post(this.#worker, [message, transfer]);
    else this.#queue.push([message, transfer]);
  }

  terminate(): void {
    this.#closed = true;
    this.#queue = [];
    this.#worker?.terminate();
  }

  async #run(starts: readonly WorkerStart[]): Promise<void> {
    for (const [i, way] of starts.entries()) {
      const last = i === starts.length - 1;
      let worker: Worker;
      try {
        worker = await way.start();
      } catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        if (last) this.#notLoaded(why);
        else way.failed?.(why);
        continue;
      }
      if (this.#closed) {
        worker.terminate();
        return;
      }
      if (await this.#attach(worker, last)) return;
      way.failed?.('its script did not load');
    }
  }

  /** Runs `worker`; resolves false if its script did not load and another way is left. */
  #attach(worker: Worker, last: boolean): Promise<boolean> {
    this.#worker = worker;
    return new Promise((resolve) => {
      worker.addEventListener('message', (e: MessageEvent) => {
        if (!this.#loaded) {
          this.#loaded = true;
          for (const posted of this.#queue.splice(0)) post(worker, posted);
          resolve(true);
        }
        this.dispatchEvent(new MessageEvent('message', { data: e.data, ports: [...e.ports] }));
      });
      worker.addEventListener('error', (e: ErrorEvent) => {
        if (!this.#loaded && !last) {
          e.preventDefault(); // reported by the next way's failure, if that fails too
          worker.terminate();
          resolve(false);
          return;
        }
        const copy = new ErrorEvent('error', { message: e.message, error: e.error, cancelable: true });
        this.dispatchEvent(copy);
        if (copy.defaultPrevented) e.preventDefault();
      });
    });
  }

  /** The last way could not even start: the client hears it as a worker that did not load. */
  #notLoaded(why: string): void {
    if (!this.#closed) this.dispatchEvent(new ErrorEvent('error', { message: why, cancelable: true }));
  }
}

function post(worker: Worker, [message, transfer]: Posted): void {
  if (Array.isArray(transfer)) worker.postMessage(message, transfer);
  else worker.postMessage(message, transfer);
}
