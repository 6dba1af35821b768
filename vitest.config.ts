// Unit tests (Node): the WASM module against the native CLI, the CLI itself, and the
// page's pure modules. Needs scripts/setup.sh to have built build/native and build/wasm.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { messageCatalogs } from './web/i18n/catalog-plugin.ts';

export default defineConfig({
  // The page's modules tested here speak English (tests/unit/setup-each-file.ts loads it).
  plugins: [messageCatalogs(new URL('./web/i18n', import.meta.url).pathname, { englishFallback: true })],
  test: {
    setupFiles: ['tests/unit/setup-each-file.ts'],
    // The folder of the run's shared table files (builds.ts, tableFile).
    globalSetup: ['tests/unit/table-files-dir.ts'],
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // One test file per core: Vitest's default for a run is one fewer than the cores,
    // which on a 2-core machine runs the files one at a time (cli.test.ts alone, a
    // third of the suite, then the rest) with a core idle.
    maxWorkers: availableParallelism(),
    // The test files run one after another in each worker's process and module graph,
    // not each in a new one: a file's own process cost ~0.5 CPU-s (Node, Vitest's runner,
    // the imports again), 78 -> 57 CPU-s for the suite. What a file changes is put back:
    // each file's WASM modules are its own, its messages English and timers real after
    // it (setup-each-file.ts), globals and env unstubbed.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
