// The solver worker: loads the WASM module (browser ES module build) and serves
// CoreApi to the page through comlink. Created by client.ts. '@wasm' is the Vite
// alias of build/wasm (vite.config.ts).
import * as Comlink from 'comlink';
import createCubeModule from '@wasm/cubesolver.mjs';
import wasmUrl from '@wasm/cubesolver.wasm?url';
import type { CoreApi } from './api';
import { createCore, type CubeModuleFactory } from './core';

const core: CoreApi = createCore(createCubeModule as CubeModuleFactory, {
  // Vite emits the .wasm as an asset (hashed name); the glue code asks for it by name.
  locateFile: (path, prefix) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
});

Comlink.expose(core);
