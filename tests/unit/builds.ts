// Test helpers: the native CLI (build/native/cubesolver) and the Node build of the
// WASM module (build/wasm/cubesolver-node.cjs), both made by scripts/setup.sh.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

import { type CubeModule, type CubeModuleFactory, loadCore, type SyncCore } from '../../web/worker/core';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const CLI = `${root}build/native/cubesolver`;

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function cli(...args: string[]): CliResult {
  const r = spawnSync(CLI, args, { encoding: 'utf8', timeout: 20_000 });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * The same for a call that takes seconds (the optimal solver's tables), without blocking
 * the test's thread: Vitest's worker must answer its runner within 60 s, which a few
 * blocking calls on a busy machine can exceed.
 */
export function cliAsync(args: string[], timeout = 120_000): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    execFile(CLI, args, { encoding: 'utf8', timeout, maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
      // An exit status other than 0 is a result; a failed start or a timeout is an error.
      if (error && typeof error.code !== 'number') reject(error);
      else resolve({ status: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

/**
 * The table sets several test files use, each built once a run by the native CLI's
 * solve (its --table-file saves them: the build and the save are checked here, the
 * solution too) and loaded by the others (the CLI's --table-file, the module's
 * importTables: the native and WASM builds' bytes are one format). The 4x4x4's take
 * ~3.5 CPU-s natively, ~5 in WASM; the small optimal ~4 and ~6.
 */
const TABLE_FILES = {
  'reduction-4x4x4': { args: ['solve', '--puzzle', '4x4x4', '--scramble', 'R Uw F'], solution: "F' Uw' R'\n" },
  'optimal-small': { args: ['solve', '--solver', 'optimal', '--scramble', 'R U F'], solution: "F' U' R'\n" },
} as const;

/**
 * The path of a table file in the run's folder (table-files-dir.ts): the first test file
 * to ask builds it (a lock folder says so), the others wait for it. A failed build is
 * every asker's error.
 */
export async function tableFile(name: keyof typeof TABLE_FILES): Promise<string> {
  const file = join(inject('tableFilesDir'), `${name}.bin`);
  const failed = `${file}.error`;
  if (mkdirSyncOnce(`${file}.lock`)) {
    const r = await cliAsync([...TABLE_FILES[name].args, '--table-file', file], 300_000);
    const error = r.status !== 0 || r.stdout !== TABLE_FILES[name].solution || !existsSync(file);
    if (error)
      writeFileSync(failed, `cubesolver ${TABLE_FILES[name].args.join(' ')}: exit ${r.status}, ${r.stdout}${r.stderr}`);
    writeFileSync(`${file}.done`, '');
  }
  // Built, saved and renamed into place by the CLI before .done is written.
  while (!existsSync(`${file}.done`)) await new Promise((resolve) => setTimeout(resolve, 100));
  if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'));
  return file;
}

/** Makes the folder; false when it was there (another test file made it first). */
function mkdirSyncOnce(path: string): boolean {
  try {
    mkdirSync(path);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  }
}

let core: Promise<SyncCore> | undefined;
let raw: Promise<CubeModule> | undefined;

/**
 * Forgets the modules loaded so far: the next nodeCore() and nodeModule() load new
 * ones. Run before each test file (setup-each-file.ts), so that each file has modules of
 * its own (their tables, their memory), as when every file ran in a process of its own.
 */
export function forgetModules(): void {
  core = undefined;
  raw = undefined;
}

/** The WASM module, loaded once per test file. */
export function nodeCore(): Promise<SyncCore> {
  const require = createRequire(import.meta.url);
  const factory = require(`${root}build/wasm/cubesolver-node.cjs`) as CubeModuleFactory;
  return (core ??= loadCore(factory));
}

/** The raw module (for the calls SyncCore does not wrap: solve, scramble), loaded once per test file. */
export function nodeModule(): Promise<CubeModule> {
  const require = createRequire(import.meta.url);
  const factory = require(`${root}build/wasm/cubesolver-node.cjs`) as CubeModuleFactory;
  return (raw ??= factory());
}

export const SOLVED3 = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';
export const SOLVED2 = 'UUUURRRRFFFFDDDDLLLLBBBB';
