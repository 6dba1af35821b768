// Before each test file, and after it: the files share their workers' process and
// module graph (vitest.config.ts: isolate false), so what one file sets up must not be
// the next one's. Each file loads WASM modules of its own (builds.ts: their tables and
// memory are a file's state; one file's 2 GiB taken is not the next one's), and timers
// are real again after it.
import { afterAll, vi } from 'vitest';
import { forgetModules } from './builds';

forgetModules();
afterAll(() => {
  vi.useRealTimers();
});
