// Type of the Emscripten output the worker imports through Vite's '@wasm' alias
// (build/wasm, made by scripts/setup.sh). Its real shape is CubeModuleFactory in core.ts.
declare module '@wasm/cubesolver.mjs' {
  const createCubeModule: (options?: object) => Promise<unknown>;
  export default createCubeModule;
}
