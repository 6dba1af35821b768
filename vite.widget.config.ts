// The package's bundles (dist/widget/), built after the page (vite.config.ts empties dist/):
//   vite build -c vite.widget.config.ts --mode worker   → cube-player-worker.js + cubesolver.wasm
//   vite build -c vite.widget.config.ts                 → cube-player.js  (<cube-player>)
//   vite build -c vite.widget.config.ts --mode lib      → cubesolver.js   (solve, verify, ...)
// Files side by side, the worker and the .wasm found from either script through
// import.meta.url, so the folder can be served from anywhere (a CDN, /static/...) or
// imported by a bundler (package.json "exports": "cubesolver", "cubesolver/widget").
// The worker and the solver API are one self-contained file each (a bundler may copy
// the worker as it is); the element loads its 3D view (three.js) as a chunk beside it.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { messageCatalogs } from './web/i18n/catalog-plugin.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Two edits of the Emscripten glue. It leaves its own `new URL("cubesolver.wasm",
 * import.meta.url)` alone (the worker passes the URL through locateFile): otherwise
 * library mode inlines the whole module into the script as base64. And its test for
 * Node (built for web and worker only, it never reads the answer, but the minifier keeps
 * the expression) becomes `false`: a bundler that sees the `process` global wants to
 * add a polyfill for it (Parcel 2 fails to build without one).
 */
function editGlue(): Plugin {
  const nodeTest = 'var ENVIRONMENT_IS_NODE=typeof process=="object"';
  return {
    name: 'cubesolver-glue',
    transform(code, id) {
      if (!id.endsWith('cubesolver.mjs')) return null;
      if (!code.includes(nodeTest)) this.error(`the Emscripten glue has no "${nodeTest}" to take out`);
      return code
        .replace(
          /new URL\(("cubesolver\.wasm"),\s*import\.meta\.url\)/,
          'new URL(/* @vite-ignore */ $1, import.meta.url)',
        )
        .replace(/var ENVIRONMENT_IS_NODE=typeof process=="object"[^;]*;/, 'var ENVIRONMENT_IS_NODE=false;');
    },
  };
}

/** Puts the WASM module beside the worker, under its plain name. */
function copyWasm(): Plugin {
  return {
    name: 'cubesolver-wasm',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'cubesolver.wasm',
        source: readFileSync(here('./build/wasm/cubesolver.wasm')),
      });
    },
  };
}

/**
 * The worker's script and the .wasm once more, gzipped and in base64, in one module
 * beside them: cube-player-worker-embedded.js, what the bundles fall back to where a
 * project's bundler copied neither file (web/worker/embedded-worker.ts).
 */
function embedWorker(): Plugin {
  return {
    name: 'cubesolver-embedded-worker',
    generateBundle(_, bundle) {
      const script = bundle[ENTRIES.worker.file];
      if (script?.type !== 'chunk') this.error(`no ${ENTRIES.worker.file} to embed`);
      const pack = (bytes: string | Uint8Array) => JSON.stringify(gzipSync(bytes, { level: 9 }).toString('base64'));
      this.emitFile({
        type: 'asset',
        fileName: EMBEDDED,
        source:
          '// cube-player-worker.js and cubesolver.wasm, gzipped, in base64 (web/worker/embedded-worker.ts).\n' +
          `export const worker=${pack(script.code)};\n` +
          `export const wasm=${pack(readFileSync(here('./build/wasm/cubesolver.wasm')))};\n`,
      });
    },
  };
}

/** The embedded copy: imported by the bundles as a file of the package, not built into them. */
const EMBEDDED = 'cube-player-worker-embedded.js';

/** Keeps the bundles' import('./cube-player-worker-embedded.js') as it is: the file beside them. */
function importEmbedded(): Plugin {
  return {
    name: 'cubesolver-import-embedded',
    resolveId: (id) => (id === `./${EMBEDDED}` ? { id: `./${EMBEDDED}`, external: true } : null),
  };
}

/** cube-player-view-3d.js, cube-player-messages-de.js, cube-player-messages-core-de.js. */
function widgetChunkName(chunk: { name: string; facadeModuleId: string | null }): string {
  const id = chunk.facadeModuleId ?? '';
  if (id.startsWith('\0virtual:messages/widget/'))
    return `cube-player-messages-${id.slice('\0virtual:messages/widget/'.length)}.js`;
  // The core's messages in one language (web/i18n/core/de.ts): cube-player-messages-core-de.js.
  const core = /\/web\/i18n\/core\/([\w-]+)\.ts$/.exec(id);
  return core ? `cube-player-messages-core-${core[1]}.js` : 'cube-player-[name].js';
}

const ENTRIES: Record<string, { entry: string; file: string }> = {
  worker: { entry: './web/widget/bundle-worker.ts', file: 'cube-player-worker.js' },
  lib: { entry: './web/lib/index.ts', file: 'cubesolver.js' },
  production: { entry: './web/widget/index.ts', file: 'cube-player.js' },
};

export default defineConfig(({ mode }) => {
  const worker = mode === 'worker';
  const { entry, file } = ENTRIES[mode] ?? ENTRIES.production;
  return {
    resolve: { alias: { '@wasm': here('./build/wasm') } },
    publicDir: false,
    logLevel: 'warn',
    plugins: worker
      ? [editGlue(), copyWasm(), embedWorker()]
      : [importEmbedded(), messageCatalogs(here('./web/i18n'), { englishFallback: true })],
    // Lingui's runtime tests NODE_ENV; a library build would leave `process` for the browser.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: 'dist/widget',
      emptyOutDir: worker, // the worker goes first
      target: 'es2022',
      copyPublicDir: false,
      // One file each, but for the element's 3D view (three.js): a chunk beside it,
      // cube-player-view-3d.js, that the element imports when a player first needs it.
      chunkSizeWarningLimit: 900,
      lib: { entry: here(entry), formats: ['es'], fileName: () => file },
      rolldownOptions: {
        // The chunk may import what it shares with the element from the element's own
        // script (no third file that both import).
        ...(mode === 'production' ? { preserveEntrySignatures: 'allow-extension' as const } : {}),
        output: {
          // A language's words: cube-player-messages-<lang>.js, fetched only for a language a player speaks.
          ...(mode === 'production' ? { chunkFileNames: widgetChunkName } : { codeSplitting: false }),
          // Minified whole: library mode's ES output otherwise keeps its whitespace. No
          // comment is kept, the /* @vite-ignore */ ones included (they keep this build
          // from resolving files that exist only after it), so a project bundling the
          // package sees a plain new URL(`./file`, import.meta.url) (Oxc writes the
          // string as a template literal) and copies the worker and the .wasm.
          minify: true,
          comments: false,
        },
      },
      minify: true,
    },
  };
});
