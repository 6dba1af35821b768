// Test helpers: the native CLI (build/native/cubesolver) and the Node build of the
// WASM module (build/wasm/cubesolver-node.cjs), both made by scripts/setup.sh.
import { execFile, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

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

let core: Promise<SyncCore> | undefined;

/** The WASM module, loaded once per test file. */
export function nodeCore(): Promise<SyncCore> {
  const require = createRequire(import.meta.url);
  const factory = require(`${root}build/wasm/cubesolver-node.cjs`) as CubeModuleFactory;
  return (core ??= loadCore(factory));
}

let raw: Promise<CubeModule> | undefined;

/** The raw module (for the calls SyncCore does not wrap: solve, scramble), loaded once per test file. */
export function nodeModule(): Promise<CubeModule> {
  const require = createRequire(import.meta.url);
  const factory = require(`${root}build/wasm/cubesolver-node.cjs`) as CubeModuleFactory;
  return (raw ??= factory());
}

export const SOLVED3 = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';
export const SOLVED2 = 'UUUURRRRFFFFDDDDLLLLBBBB';
