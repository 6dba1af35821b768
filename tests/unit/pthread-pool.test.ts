// The threaded module's pthread workers started on first need (web/worker/pthread-pool.ts),
// over a fake of Emscripten's PThread runtime: as many as asked, once, the call resolved
// only when every one has loaded; a worker whose script fails is taken out of the pool,
// the call rejected with the message's code, and the next call starts a new one. The
// real runtime is the page's: tests/e2e/optimal.spec.ts and bigcubes.spec.ts search on
// its threads.
import { describe, expect, it } from 'vitest';
import { pthreadStarter } from '../../web/worker/pthread-pool';

class FakeWorker extends EventTarget {
  terminated = false;
  terminate(): void {
    this.terminated = true;
  }
}

/** Emscripten's PThread as far as the starter uses it; `loaded(i)` / `fail(i)` end worker i's load. */
function fakeRuntime() {
  const made: FakeWorker[] = [];
  const onLoaded = new Map<FakeWorker, () => void>();
  const PThread = {
    unusedWorkers: [] as FakeWorker[],
    allocateUnusedWorker() {
      const w = new FakeWorker();
      made.push(w);
      this.unusedWorkers.push(w);
    },
    loadWasmModuleToWorker(w: FakeWorker, done: () => void) {
      onLoaded.set(w, done);
    },
  };
  return {
    module: { PThread },
    made,
    loaded: (i: number) => onLoaded.get(made[i])?.(),
    fail: (i: number) => made[i].dispatchEvent(Object.assign(new Event('error'), { message: 'Failed to fetch' })),
  };
}

const settled = async (p: Promise<unknown>) => {
  let state = 'pending';
  p.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((r) => setTimeout(r, 0));
  return state;
};

describe('pthreadStarter', () => {
  it('starts the workers asked for once, and resolves when every one has loaded', async () => {
    const rt = fakeRuntime();
    const start = pthreadStarter(rt.module, () => 3);
    const first = start();
    expect(rt.made).toHaveLength(3);
    expect(rt.module.PThread.unusedWorkers).toHaveLength(3);
    rt.loaded(0);
    rt.loaded(1);
    expect(await settled(first)).toBe('pending');
    rt.loaded(2);
    expect(await settled(first)).toBe('resolved');
    await start();
    expect(rt.made).toHaveLength(3); // not again
  });

  it('takes a worker that did not load out of the pool, rejects with a code, and starts anew on the next call', async () => {
    const rt = fakeRuntime();
    const start = pthreadStarter(rt.module, () => 1);
    const first = start();
    rt.fail(0);
    const error = await first.then(
      () => undefined,
      (e: unknown) => e as Error & { text: { code: string } },
    );
    expect(error?.message).toContain('Failed to fetch');
    expect(error?.text.code).toBe('worker_script_not_loaded_why');
    expect(rt.made[0].terminated).toBe(true);
    expect(rt.module.PThread.unusedWorkers).toEqual([]);
    const again = start();
    expect(rt.made).toHaveLength(2);
    rt.loaded(1);
    expect(await settled(again)).toBe('resolved');
  });

  it('does nothing for the single-thread module (no PThread) or no threads beyond the caller', async () => {
    await expect(pthreadStarter({}, () => 3)()).resolves.toBeUndefined();
    const rt = fakeRuntime();
    await expect(pthreadStarter(rt.module, () => 0)()).resolves.toBeUndefined();
    expect(rt.made).toEqual([]);
  });
});
