// The smallest Rollup 4 set-up that bundles an npm package: node-resolve finds a bare
// import in node_modules (Rollup resolves none of its own). Nothing about workers or WASM.
import { nodeResolve } from '@rollup/plugin-node-resolve';

export default {
  input: 'main.js',
  output: { dir: 'dist', format: 'es' },
  plugins: [nodeResolve()],
};
