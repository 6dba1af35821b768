// The worker client's own failures (web/worker/worker-client.ts) carry codes, so the page
// and the widget say them in their language: a worker whose script never loads, after its
// retries, and a worker that dies after loading. Fake workers, fake timers.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatCoreMessage, loadCoreMessages } from '../../web/i18n/core';
import type { CoreText } from '../../web/worker/api';
import { createWorkerClient, LOAD_RETRY_MS } from '../../web/worker/worker-client';
import { WORKER_LOADED } from '../../web/worker/worker-messages';

beforeAll(async () => {
  // Node has no ErrorEvent (browsers do): the fields the client reads.
  if (typeof ErrorEvent === 'undefined') {
    class NodeErrorEvent extends Event {
      readonly message: string;
      constructor(type: string, init: ErrorEventInit = {}) {
        super(type, init);
        this.message = init.message ?? '';
      }
    }
    Object.assign(globalThis, { ErrorEvent: NodeErrorEvent });
  }
  await loadCoreMessages('de');
});

afterEach(() => {
  vi.useRealTimers();
});

/** A worker that never answers a call; it loads, or fails, when told. */
class FakeWorker extends EventTarget {
  postMessage(): void {}
  terminate(): void {}
  load(): void {
    this.dispatchEvent(new MessageEvent('message', { data: WORKER_LOADED }));
  }
  fail(message = ''): void {
    this.dispatchEvent(new ErrorEvent('error', { message, cancelable: true }));
  }
}

function client(): { workers: FakeWorker[]; call: () => Promise<unknown> } {
  const workers: FakeWorker[] = [];
  const c = createWorkerClient(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w as unknown as Worker;
  });
  return { workers, call: () => c.api.reserveMemory(1) };
}

describe('worker client failures', () => {
  it('a script that never loads: WorkerLoadError with its code, in German', async () => {
    vi.useFakeTimers();
    const { workers, call } = client();
    const answer = call().catch((e: unknown) => e);
    for (let i = 0; i <= LOAD_RETRY_MS.length; i++) {
      await vi.advanceTimersByTimeAsync(0);
      workers[i].fail();
      await vi.advanceTimersByTimeAsync(LOAD_RETRY_MS[i] ?? 0);
    }
    const e = (await answer) as Error & { text?: CoreText };
    expect(e.name).toBe('WorkerLoadError');
    expect(e.message).toBe(
      "The solver worker's script did not load (4 tries). Check the network connection, then press Retry.",
    );
    expect(e.text).toEqual({ code: 'worker_script_not_loaded', params: { tries: 4 } });
    expect(formatCoreMessage({ message: e.message, text: e.text }, 'de')).toBe(
      'Das Skript des Lösungs-Workers wurde nicht geladen (4 Versuche). Prüfe die Netzwerkverbindung und drücke dann „Erneut versuchen“.',
    );
  });

  it('a worker that dies after loading: its call fails with the code and the reason', async () => {
    const { workers, call } = client();
    workers[0].load();
    const answer = call().catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 0));
    workers[0].fail('out of memory');
    const e = (await answer) as Error & { text?: CoreText };
    expect(e.message).toBe('the solver worker stopped: out of memory');
    expect(e.text).toEqual({ code: 'solver_worker_stopped_why', params: { why: 'out of memory' } });
    expect(formatCoreMessage({ message: e.message, text: e.text }, 'de')).toBe(
      'der Worker des Lösers hat angehalten: out of memory',
    );
    expect(workers.length).toBe(2); // a fresh worker for the next call
  });
});
