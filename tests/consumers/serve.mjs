#!/usr/bin/env node
// Serves a folder as static files on a port, with CORS (any origin may load its
// modules, worker and .wasm, as from a CDN): `node serve.mjs DIR PORT`. Vite's preview
// server with no configuration file, so no project setting (headers, aliases) applies.
import { resolve } from 'node:path';
import { preview } from 'vite';

const [dir, port] = process.argv.slice(2);
const root = resolve(dir);
await preview({
  root,
  configFile: false,
  logLevel: 'error', // not a build: the outDir-is-root warning does not apply
  build: { outDir: root },
  preview: { port: Number(port), strictPort: true, cors: true },
});
