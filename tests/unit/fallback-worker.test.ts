// The worker handle that falls back from one way of starting the worker to the next
// (web/worker/fallback-worker.ts: the package's worker file, then its embedded copy):
// what the client posts waits for a worker that loaded and reaches only that one; a way
// whose script did not load is stopped and the next started, silently; only the last
// way's failure, or an error after loading, reaches the client.
import { beforeAll, describe, expect, it } from 'vitest';
import { FallbackWorker } from '../../web/worker/fallback-worker';
import { WORKER_LOADED } from '../../web/worker/worker-messages';

beforeAll(() => {
  // Node has no ErrorEvent (browsers do): the fields the handle reads and writes.
  if (typeof ErrorEvent === 'undefined') {
    class NodeErrorEvent extends Event {
      readonly message: string;
      readonly error: unknown;
      constructor(type: string, init: ErrorEventInit = {}) {
        super(type, init);
        this.message = init.message ?? '';
        this.error = init.error;
      }
    }
    Object.assign(globalThis, { ErrorEvent: NodeErrorEvent });
  }
});

/** A worker whose script loads (posts WORKER_LOADED) or fails (an error event) when told. */
class FakeWorker extends EventTarget {
  posted: unknown[] = [];
  terminated = false;
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  send(data: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  /** Dispatches an error as a browser does; true if a listener called preventDefault(). */
  fail(message = ''): boolean {
    const e = new ErrorEvent('error', { message, cancelable: true });
    this.dispatchEvent(e);
    return e.defaultPrevented;
  }
}

const asWorker = (w: FakeWorker) => w as unknown as Worker;
const tick = () => new Promise((r) => setTimeout(r, 0));

/** What reaches the client's listeners on `handle`. */
function listen(handle: FallbackWorker): { messages: unknown[]; errors: string[] } {
  const heard = { messages: [] as unknown[], errors: [] as string[] };
  handle.addEventListener('message', (e) => heard.messages.push((e as MessageEvent).data));
  handle.addEventListener('error', (e) => {
    e.preventDefault();
    heard.errors.push((e as ErrorEvent).message);
  });
  return heard;
}

describe('FallbackWorker', () => {
  it('holds what is posted until the worker loaded, then passes both ways', async () => {
    const worker = new FakeWorker();
    const handle = new FallbackWorker([{ start: () => asWorker(worker) }]);
    const heard = listen(handle);
    handle.postMessage('a');
    handle.postMessage('b');
    await tick();
    expect(worker.posted).toEqual([]);
    worker.send(WORKER_LOADED);
    expect(worker.posted).toEqual(['a', 'b']);
    handle.postMessage('c');
    worker.send('answer');
    expect(worker.posted).toEqual(['a', 'b', 'c']);
    expect(heard).toEqual({ messages: [WORKER_LOADED, 'answer'], errors: [] });
  });

  it('starts the next way when a script does not load, and gives it what was posted', async () => {
    const file = new FakeWorker();
    const embedded = new FakeWorker();
    const failures: string[] = [];
    const handle = new FallbackWorker([
      { start: () => asWorker(file), failed: (why) => failures.push(why) },
      { start: async () => asWorker(embedded) },
    ]);
    const heard = listen(handle);
    handle.postMessage('a');
    await tick();
    expect(file.fail()).toBe(true); // not reported by the browser as an uncaught error
    expect(file.terminated).toBe(true);
    await tick();
    expect(failures).toEqual(['its script did not load']);
    embedded.send(WORKER_LOADED);
    expect(file.posted).toEqual([]);
    expect(embedded.posted).toEqual(['a']);
    expect(heard.errors).toEqual([]);
  });

  it('starts the next way when the first cannot start at all', async () => {
    const embedded = new FakeWorker();
    const failures: string[] = [];
    const handle = new FallbackWorker([
      {
        start: () => {
          throw new TypeError("Failed to construct 'URL': Invalid URL");
        },
        failed: (why) => failures.push(why),
      },
      { start: () => asWorker(embedded) },
    ]);
    handle.postMessage('a');
    await tick();
    embedded.send(WORKER_LOADED);
    expect(failures).toEqual(["Failed to construct 'URL': Invalid URL"]);
    expect(embedded.posted).toEqual(['a']);
  });

  it('reports the last way failing to load as an error, so the client counts a failed start', async () => {
    const file = new FakeWorker();
    const handle = new FallbackWorker([
      { start: () => asWorker(file) },
      {
        start: () => {
          throw new Error('Failed to fetch dynamically imported module');
        },
      },
    ]);
    const heard = listen(handle);
    await tick();
    file.fail();
    await tick();
    expect(heard.errors).toEqual(['Failed to fetch dynamically imported module']);

    const only = new FakeWorker();
    const single = new FallbackWorker([{ start: () => asWorker(only) }]);
    const heardSingle = listen(single);
    await tick();
    expect(only.fail('404')).toBe(true); // the client's preventDefault() reaches the worker's event
    expect(heardSingle.errors).toEqual(['404']);
  });

  it('passes on an error after loading (a crash), not another start', async () => {
    const file = new FakeWorker();
    const embedded = new FakeWorker();
    let embeddedStarted = false;
    const handle = new FallbackWorker([
      { start: () => asWorker(file) },
      {
        start: () => {
          embeddedStarted = true;
          return asWorker(embedded);
        },
      },
    ]);
    const heard = listen(handle);
    await tick();
    file.send(WORKER_LOADED);
    file.fail('RuntimeError: unreachable');
    await tick();
    expect(heard.errors).toEqual(['RuntimeError: unreachable']);
    expect(embeddedStarted).toBe(false);
  });

  it('stops a worker that starts after terminate(), and posts it nothing', async () => {
    const late = new FakeWorker();
    let started!: (w: Worker) => void;
    const handle = new FallbackWorker([{ start: () => new Promise<Worker>((r) => (started = r)) }]);
    handle.postMessage('a');
    handle.terminate();
    started(asWorker(late));
    await tick();
    late.send(WORKER_LOADED);
    expect(late.terminated).toBe(true);
    expect(late.posted).toEqual([]);
  });
});
