// The threaded build's pthread workers, started when a search or table build first takes
// threads rather than with the module. Each is a worker that imports the module's script
// and instantiates it: with the module, the page's two workers started one per core beyond
// the first at every load (14 on an 8-core phone) though the core's worker never takes
// threads and the solver's only for the optimal and big-cube solvers. They must have
// loaded before the search starts: the searching worker never returns to its event loop,
// so a thread it starts on a worker still loading would not run.

/** What this file reads of Emscripten's pthread runtime (its `Module.PThread`, 3.1.x). */
interface EmscriptenPThread {
  unusedWorkers: Worker[];
  allocateUnusedWorker(): void;
  loadWasmModuleToWorker(worker: Worker, onFinishedLoading: () => void): void;
}

/**
 * Starts `count` pthread workers on `module`'s runtime, once: resolves when every one has
 * loaded the module, rejects if one fails to (its script did not load).
 */
export function pthreadStarter(module: object, count: () => number): () => Promise<void> {
  let started: Promise<void> | undefined;
  const start = async () => {
    const pthread = (module as { PThread?: EmscriptenPThread }).PThread;
    if (!pthread) return; // the single-thread build
    const loads: Promise<void>[] = [];
    for (let i = 0; i < count(); i++) {
      pthread.allocateUnusedWorker();
      const worker = pthread.unusedWorkers[pthread.unusedWorkers.length - 1];
      loads.push(
        new Promise<void>((resolve, reject) => {
          worker.addEventListener(
            'error',
            (e) => {
              // Out of the pool: a thread must never be given to it.
              pthread.unusedWorkers.splice(pthread.unusedWorkers.indexOf(worker), 1);
              worker.terminate();
              const why = e.message || 'a search thread';
              reject(
                Object.assign(
                  new Error(
                    `The solver worker's script did not load (1 tries: ${why}). Check the network connection, then press Retry.`,
                  ),
                  { text: { code: 'worker_script_not_loaded_why', params: { tries: 1, why } } },
                ),
              );
            },
            { once: true },
          );
          pthread.loadWasmModuleToWorker(worker, resolve);
        }),
      );
    }
    await Promise.all(loads);
  };
  return () =>
    (started ??= start().catch((e: unknown) => {
      started = undefined; // the next call tries again
      throw e;
    }));
}
