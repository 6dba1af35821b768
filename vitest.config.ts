// Unit tests (Node): the WASM module against the native CLI, the CLI itself, and the
// page's pure modules. Needs scripts/setup.sh to have built build/native and build/wasm.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
