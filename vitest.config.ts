// Unit tests (Node): the WASM module against the native CLI, the CLI itself, and the
// page's pure modules. Needs scripts/setup.sh to have built build/native and build/wasm.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { messageCatalogs } from './web/i18n/catalog-plugin.ts';

export default defineConfig({
  // The page's modules tested here speak English (tests/unit/setup-messages.ts loads it).
  plugins: [messageCatalogs(new URL('./web/i18n', import.meta.url).pathname, { englishFallback: true })],
  test: {
    setupFiles: ['tests/unit/setup-messages.ts'],
    // The folder of the run's shared table files (builds.ts, tableFile).
    globalSetup: ['tests/unit/table-files-dir.ts'],
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // One test file per core: Vitest's default for a run is one fewer than the cores,
    // which on a 2-core machine runs the files one at a time (cli.test.ts alone, a
    // third of the suite, then the rest) with a core idle.
    maxWorkers: availableParallelism(),
  },
});
