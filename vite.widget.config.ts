// The widget bundle (dist/widget/), built after the page (vite.config.ts empties dist/):
//   vite build -c vite.widget.config.ts --mode worker   → cube-player-worker.js + cubesolver.wasm
//   vite build -c vite.widget.config.ts                 → cube-player.js
// Three files side by side, found from the script through import.meta.url, so the
// folder can be served from anywhere (a CDN, /static/...) or imported by a bundler
// (package.json "exports": "cubesolver/widget"). The worker is one self-contained file
// (no shared chunks), so a bundler may copy it as it is.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, transformWithEsbuild, type Plugin } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Leaves the Emscripten glue's own `new URL("cubesolver.wasm", import.meta.url)` alone
 * (the worker passes the URL through locateFile): otherwise library mode inlines the
 * whole module into the script as base64.
 */
function keepWasmUrl(): Plugin {
  return {
    name: 'cubesolver-wasm-url',
    transform(code, id) {
      if (!id.endsWith('cubesolver.mjs')) return null;
      return code.replace(/new URL\(("cubesolver\.wasm"),\s*import\.meta\.url\)/, 'new URL(/* @vite-ignore */ $1, import.meta.url)');
    },
  };
}

/**
 * Finishes the element's script: drops the /* @vite-ignore *\/ comments (they keep
 * this build from resolving files that exist only after it, but a project bundling the
 * widget must see plain `new URL('./file', import.meta.url)` to copy the worker and the
 * .wasm) and minifies it.
 */
function finishScript(): Plugin {
  return {
    name: 'cubesolver-finish-script',
    async renderChunk(code, chunk) {
      const plain = code.replace(/\/\*\s*@vite-ignore\s*\*\/\s*/g, '');
      // Library mode leaves whitespace in ES output; this one is a script for pages.
      const { code: small } = await transformWithEsbuild(plain, chunk.fileName, { minify: true, format: 'esm' });
      return small;
    },
  };
}

/** Puts the WASM module beside the worker, under its plain name. */
function copyWasm(): Plugin {
  return {
    name: 'cubesolver-wasm',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'cubesolver.wasm', source: readFileSync(here('./build/wasm/cubesolver.wasm')) });
    },
  };
}

export default defineConfig(({ mode }) => {
  const worker = mode === 'worker';
  return {
    resolve: { alias: { '@wasm': here('./build/wasm') } },
    publicDir: false,
    logLevel: 'warn',
    plugins: worker ? [keepWasmUrl(), copyWasm()] : [finishScript()],
    build: {
      outDir: 'dist/widget',
      emptyOutDir: worker, // the worker goes first
      target: 'es2022',
      copyPublicDir: false,
      // One file each; three.js makes the element's ~650 kB.
      chunkSizeWarningLimit: 900,
      lib: {
        entry: here(worker ? './web/widget/bundle-worker.ts' : './web/widget/index.ts'),
        formats: ['es'],
        fileName: () => (worker ? 'cube-player-worker.js' : 'cube-player.js'),
      },
      rollupOptions: { output: { inlineDynamicImports: true } },
      minify: true,
    },
  };
});
