// The messages a worker posts of its own to the page, beside comlink's calls: serve.ts
// posts them, worker-client.ts reads them.

/** What a worker posts once its script ran (serve.ts): from then on it counts as loaded. */
export const WORKER_LOADED = 'cubesolver-worker-loaded';

/**
 * What a worker running the threaded build posts once its module loaded (serve.ts): its
 * shared memory and where the byte lies that stops a search (the core's SolveOptions
 * cancel flag). Set before the worker is stopped, it ends a running search within
 * milliseconds; Chromium stops a worker still running code only after 2 s.
 */
export interface CancelFlagMessage {
  type: 'cubesolver-cancel-flag';
  memory: SharedArrayBuffer;
  address: number;
}
