// Before each test file, and after it: the files share their workers' process and
// module graph (vitest.config.ts: isolate false), so what one file sets up must not be
// the next one's. Each file reads the page's modules in English, loads WASM modules of
// its own (builds.ts: their tables and memory are a file's state; one file's 2 GiB
// taken is not the next one's), and timers are real again after it.
import { afterAll, vi } from 'vitest';
import { loadPageMessages } from '../../web/i18n/messages';
import { forgetModules } from './builds';

await loadPageMessages('en');
forgetModules();
afterAll(() => {
  vi.useRealTimers();
});
