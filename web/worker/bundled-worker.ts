// Starts the worker of the package's bundles (dist/widget/: cube-player.js and
// cubesolver.js). Its script and the .wasm are files beside the bundle, found through
// import.meta.url — the pattern Vite, webpack and Parcel recognise and copy — so the
// bundles work from any folder, any site, or such a bundler's output. A bundler that
// copies neither file (Rollup, esbuild) leaves that URL pointing at nothing (or, in a
// classic script, no URL at all): then the worker starts from the copy embedded in the
// package (embedded-worker.ts), with no configuration asked of the project.
import { startEmbeddedWorker } from './embedded-worker';
import { FallbackWorker, type WorkerStart } from './fallback-worker';
import type { WorkerHandle } from './worker-client';

/** The worker's file did not load once: the later starts (one after each cancel) skip it. */
let fileFailed = false;

export function startBundledWorker(): WorkerHandle {
  const embedded: WorkerStart = { start: startEmbeddedWorker };
  if (fileFailed) return new FallbackWorker([embedded]);
  return new FallbackWorker([{ start: startFromFiles, failed: () => (fileFailed = true) }, embedded]);
}

function startFromFiles(): Worker {
  // @vite-ignore: these files exist only beside the built bundle (vite.widget.config.ts).
  // The literal new URL('./…', import.meta.url) is what bundlers copy the files by.
  // Where import.meta is empty (esbuild's default output, a classic script) this throws.
  const worker = inPackage(new URL(/* @vite-ignore */ './cube-player-worker.js', import.meta.url));
  const wasm = inPackage(new URL(/* @vite-ignore */ './cubesolver.wasm', import.meta.url));
  // The worker learns where the .wasm is from its name (set before any of its code runs).
  const options: WorkerOptions = { type: 'module', name: JSON.stringify({ wasm: wasm.href }) };
  if (worker.origin === location.origin) return new Worker(worker, options);
  // A script from another site (a CDN) cannot start a worker from its own URL; a worker
  // from a same-origin blob can import it (the CDN sends CORS headers for modules).
  const blob = new Blob([`import ${JSON.stringify(worker.href)};`], { type: 'text/javascript' });
  return new Worker(URL.createObjectURL(blob), options);
}

/**
 * A file of the package at `url` (beside this script), unless a dev server copied the
 * script away from its files: Vite's dependency pre-bundle (Vite 7 and before) serves it
 * from node_modules/.vite/deps/, where neither the worker nor the .wasm is; the package's
 * own folder, node_modules/cubesolver/dist/widget/, is served by that server too.
 */
export function inPackage(url: URL): URL {
  const cache = url.pathname.match(/^(.*\/node_modules\/)\.vite\/deps[^/]*\/([^/]+)$/);
  return cache ? new URL(`${cache[1]}cubesolver/dist/widget/${cache[2]}`, url) : url;
}
