// The smallest webpack 5 set-up: nothing about workers, WASM or the package (webpack
// copies the files the package names with new URL('./file', import.meta.url)).
const path = require('node:path');

module.exports = {
  mode: 'production',
  entry: './main.js',
  output: { path: path.resolve(__dirname, 'dist'), filename: 'main.js', clean: true },
  performance: { hints: false },
};
