// Vite: the page (index.html → dist/), the solver worker as an ES module worker, and
// the WASM build output under the '@wasm' alias (build/wasm: cubesolver.mjs + .wasm),
// and the service worker (web/offline/sw.ts, with Workbox's precache manifest).
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { TAGLINE_MARKER, taglineHtml } from './web/app/tagline.ts';
import { messageCatalogs } from './web/i18n/catalog-plugin.ts';
import { keysOnlyHtml } from './web/i18n/keys-only-html.ts';
import { PUZZLES } from './web/puzzles.ts';
import { linkTooLong } from './web/server/link-too-long.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The puzzles some solver solves, from the core's solver table; undefined before the WASM
 * build. Asked of the browser's module, run here in Node with its .wasm handed over (it
 * would fetch it): `npm start` builds no Node module (its link, ~45 CPU-s, only for this).
 */
let solved: Promise<Set<string> | undefined> | undefined;
async function solvedPuzzles(): Promise<Set<string> | undefined> {
  try {
    const module = pathToFileURL(here('./build/wasm/cubesolver.mjs')).href;
    const { default: factory } = await import(/* @vite-ignore */ module);
    const core = await factory({ wasmBinary: readFileSync(here('./build/wasm/cubesolver.wasm')) });
    return new Set(core.solvers().flatMap((s: { puzzles: string[] }) => s.puzzles));
  } catch {
    return undefined;
  }
}
const ISOLATED = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

/**
 * The dev server sends the threaded build's pthread worker script as it is. Emscripten
 * makes it a classic script, and the dev server's import analysis would rewrite its
 * dynamic import() through a helper it imports from /@vite/client: an import statement,
 * which a classic worker cannot run ("Cannot use import statement outside a module"),
 * so `npm run dev` failed wherever the page is cross-origin isolated. The build copies the
 * file untouched.
 */
function pthreadWorkerAsIs(): Plugin {
  const file = 'cubesolver-mt.worker.js';
  return {
    name: 'cubesolver-pthread-worker-as-is',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        // The script itself, not the module that names its URL (worker.ts imports `?url`).
        const module = ['url', 'import', 'raw'].some((q) => url.searchParams.has(q));
        if (module || !url.pathname.endsWith(`/build/wasm/${file}`)) return next();
        res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-cache', ...ISOLATED });
        res.end(readFileSync(here(`./build/wasm/${file}`)));
      });
    },
  };
}

export default defineConfig({
  plugins: [
    pthreadWorkerAsIs(),
    // One message catalog per language, each its own chunk (web/i18n/catalog-plugin.ts).
    messageCatalogs(here('./web/i18n'), { shortIds: true }),
    // A link too long for the server (HTTP 431) gets the page and a notice saying why.
    linkTooLong(),
    // The page's first sentence names every puzzle of the table and those no solver
    // solves yet (web/app/tagline.ts), asking the core's browser module in Node (made before the page).
    // dist/index.html without the English that the page's words replace at start
    // (web/i18n/keys-only-html.ts): its keys only.
    { name: 'cubesolver-keys-only-html', apply: 'build', transformIndexHtml: keysOnlyHtml },
    {
      name: 'cubesolver-tagline',
      async transformIndexHtml(html) {
        if (!html.includes(TAGLINE_MARKER)) return html;
        solved ??= solvedPuzzles();
        return html.replace(TAGLINE_MARKER, taglineHtml(PUZZLES, await solved));
      },
    },
    // dist/sw.js: web/offline/sw.ts with the manifest of every file the two pages load
    // (names and revisions, from the build's output). web/app/offline.ts registers it;
    // the widget's build (vite.widget.config.ts) has no service worker.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'web/offline',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: false, // public/manifest.webmanifest is the page's own
      injectManifest: {
        globPatterns: ['**/*.{html,js,mjs,css,wasm,svg,webmanifest}'],
        // Never loaded by the pages: benchmark builds, the npm package's files.
        globIgnores: ['bench/**', 'widget/**'],
        // The .wasm modules are ~0.75 MB each; Workbox would leave out (with only a
        // warning) any file over its 2 MiB default, so the limit leaves room to grow.
        maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
      },
    }),
  ],
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
    rolldownOptions: {
      // embed.html: the iframe page of the <cube-player> widget (/embed).
      input: { main: here('./index.html'), embed: here('./embed.html') },
      output: {
        codeSplitting: { groups: [{ name: 'three', test: /node_modules[\\/]three[\\/]/ }] },
        // A catalog's chunk is named after its part and language (messages-page-de-….js,
        // the core's messages messages-core-de-….js).
        chunkFileNames: (chunk) => {
          const id = chunk.facadeModuleId ?? '';
          if (id.startsWith('\0virtual:messages/'))
            return `assets/messages-${id.slice('\0virtual:messages/'.length).replace('/', '-')}-[hash].js`;
          const core = /[\\/]web[\\/]i18n[\\/]core[\\/]([\w-]+)\.ts$/.exec(id);
          return core && core[1] !== 'format' && core[1] !== 'index'
            ? `assets/messages-core-${core[1]}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  // Cross-origin isolated (SharedArrayBuffer): the solver worker then loads the
  // threaded WASM build (web/worker/serve.ts). Any host of dist/ should send these too.
  server: { port: 8080, strictPort: true, headers: ISOLATED },
  preview: { port: 8080, strictPort: true, headers: ISOLATED },
});
