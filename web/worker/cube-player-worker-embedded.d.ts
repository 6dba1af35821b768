// The types of cube-player-worker-embedded.js, a file of the package's build only
// (vite.widget.config.ts makes it beside cube-player-worker.js; embedded-worker.ts
// imports it).

/** cube-player-worker.js, gzipped, in base64. */
export declare const worker: string;
/** cubesolver.wasm, gzipped, in base64. */
export declare const wasm: string;
