// The consumer projects (tests/consumers/README.md) in Debian's Chromium, the browser
// set-up of the end-to-end tests. Run tests/consumers/run.sh (it prepares
// build/consumers/ first). Each server is on its own port, 8090-8096:
//   8090 the Vite project's dev server      8091 its `vite build` under `vite preview`
//   8092 the webpack build                   8093 the plain page, 8094 the package's files
//   8095, 8096 the Vite 7 and Vite 6 projects' dev servers (their dependency pre-bundle moves the
//   package's script away from its files)
import { defineConfig } from '@playwright/test';
import e2e from '../../playwright.config';

const built = '../../build/consumers';
const serve = (dir: string, port: number, file = '') => ({
  command: `node serve.mjs ${built}/${dir} ${port}`,
  url: `http://localhost:${port}/${file}`,
  reuseExistingServer: false,
  timeout: 60_000,
});
/** A Vite project's own server: `vite` (its dev server) or `vite preview` (its build). */
const vite = (dir: string, port: number, preview = false) => ({
  command: `npx vite${preview ? ' preview' : ''} --port ${port} --strictPort${preview ? '' : ' --logLevel warn'}`,
  cwd: `${built}/${dir}`,
  url: `http://localhost:${port}/`,
  reuseExistingServer: false,
  timeout: 60_000,
});

export default defineConfig({
  ...e2e,
  testDir: '.',
  // The projects are independent (each its own server): on both workers, not one file
  // on one.
  fullyParallel: true,
  outputDir: '../../test-results/consumers',
  reporter: [['list']],
  use: { ...e2e.use, baseURL: undefined },
  webServer: [
    vite('vite-app', 8090),
    vite('vite-app', 8091, true),
    vite('vite7-app', 8095),
    vite('vite6-app', 8096),
    serve('webpack-app', 8092),
    serve('script-tag', 8093),
    serve('cdn/package', 8094, 'package.json'),
  ],
});
