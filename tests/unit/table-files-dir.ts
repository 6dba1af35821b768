// Vitest's global set-up: one folder for the run's table files (builds.ts, tableFile),
// so that the test files that need a solver's tables share one native build of them
// instead of each building its own; removed when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    tableFilesDir: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'cubesolver-unit-tables-'));
  project.provide('tableFilesDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
