// The core's loader (web/worker/core.ts moduleLoader): a failed load is tried again a
// bounded number of times, then rejects naming the file; it is not kept, so a later
// call (the page's Retry) loads afresh.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  CoreLoadError,
  type CubeModule,
  type CubeModuleFactory,
  MODULE_RETRY_MS,
  moduleLoader,
} from '../../web/worker/core';

const MODULE = {} as CubeModule;

/** A factory that fails `failures` times, then loads; counts its calls. */
function flaky(failures: number): CubeModuleFactory & { calls: number } {
  const f = Object.assign(
    async () => {
      f.calls++;
      if (f.calls <= failures) throw new Error('Failed to fetch');
      return MODULE;
    },
    { calls: 0 },
  );
  return f;
}

describe('moduleLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries again after a failed load, and keeps the module once loaded', async () => {
    const factory = flaky(2);
    const load = moduleLoader(factory);
    const loading = load();
    await vi.runAllTimersAsync();
    expect(await loading).toBe(MODULE);
    expect(factory.calls).toBe(3);
    expect(await load()).toBe(MODULE);
    expect(factory.calls).toBe(3);
  });

  it('gives up after a bounded number of tries with a message naming the file, and a later call tries afresh', async () => {
    const factory = flaky(MODULE_RETRY_MS.length + 1);
    const load = moduleLoader(factory, {}, 'cubesolver-mt.wasm');
    const failed = load().then(
      () => null,
      (e: unknown) => e,
    );
    await vi.runAllTimersAsync();
    const error = await failed;
    expect(error).toBeInstanceOf(CoreLoadError);
    expect((error as Error).message).toBe(
      `The solver core file (cubesolver-mt.wasm) did not load (${MODULE_RETRY_MS.length + 1} tries: Failed to fetch). Check the network connection, then press Retry.`,
    );
    expect(factory.calls).toBe(MODULE_RETRY_MS.length + 1);
    // The Retry: the file loads now.
    const again = load();
    await vi.runAllTimersAsync();
    expect(await again).toBe(MODULE);
    expect(factory.calls).toBe(MODULE_RETRY_MS.length + 2);
  });
});
