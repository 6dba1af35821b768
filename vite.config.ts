// Vite: the page (index.html → dist/), the solver worker as an ES module worker, and
// the WASM build output under the '@wasm' alias (build/wasm: cubesolver.mjs + .wasm),
// and the service worker (web/offline).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precache } from './web/offline/precache-plugin';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const ISOLATED = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

export default defineConfig({
  // dist/sw.js: the service worker with the list of files to keep for offline use.
  plugins: [precache(here('./web/offline/service-worker.js'))],
  resolve: {
    alias: { '@wasm': here('./build/wasm') },
  },
  publicDir: 'public',
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // three.js alone is ~600 kB minified; one chunk for it is expected.
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      // embed.html: the iframe page of the <cube-player> widget (/embed).
      input: { main: here('./index.html'), embed: here('./embed.html') },
      output: {
        manualChunks: (id) => (id.includes('node_modules/three') ? 'three' : undefined),
      },
    },
  },
  // Cross-origin isolated (SharedArrayBuffer): the solver worker then loads the
  // threaded WASM build (web/worker/serve.ts). Any host of dist/ should send these too.
  server: { port: 8080, strictPort: true, headers: ISOLATED },
  preview: { port: 8080, strictPort: true, headers: ISOLATED },
});
