// The package's worker started from the copy of its files embedded in the package:
// cube-player-worker-embedded.js (made by vite.widget.config.ts beside the worker's
// build) holds the worker's script and cubesolver.wasm, each gzipped and in base64.
// For a bundler that copies neither file (Rollup, esbuild: they leave
// new URL('./file', import.meta.url) alone), the files are made here as blob URLs; the
// module is imported only then, so a page whose files load never fetches it.

interface Files {
  script: string;
  wasm: string;
}

// Kept on the page's global object, not in this module: cube-player.js and cubesolver.js
// each bundle their own copy of this code, and a page that uses both unpacks once.
const KEY = Symbol.for('cubesolver.embedded-worker-files');
const shared = globalThis as { [KEY]?: Promise<Files> };

/** A worker running the embedded script, told (by its name) to load the embedded .wasm. */
export async function startEmbeddedWorker(): Promise<Worker> {
  const files = (shared[KEY] ??= unpackFiles().catch((e: unknown) => {
    shared[KEY] = undefined; // not kept: the next start tries again
    throw e;
  }));
  const { script, wasm } = await files;
  return new Worker(script, { type: 'module', name: JSON.stringify({ wasm }) });
}

async function unpackFiles(): Promise<Files> {
  // A literal specifier, so that the project's bundler bundles the file (as a chunk of
  // its own where it splits code: loaded only when needed).
  const embedded = await import('./cube-player-worker-embedded.js');
  const [script, wasm] = await Promise.all([
    unpack(embedded.worker, 'text/javascript'),
    unpack(embedded.wasm, 'application/wasm'), // the type instantiateStreaming needs
  ]);
  // Kept for the page's life: the worker is started again after each cancel.
  return { script: URL.createObjectURL(script), wasm: URL.createObjectURL(wasm) };
}

async function unpack(base64: string, type: string): Promise<Blob> {
  const gzipped = new Blob([fromBase64(base64)]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Blob([await new Response(gzipped).arrayBuffer()], { type });
}

function fromBase64(base64: string): Uint8Array<ArrayBuffer> {
  const native = (Uint8Array as { fromBase64?: (s: string) => Uint8Array<ArrayBuffer> }).fromBase64;
  if (native) return native(base64);
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
