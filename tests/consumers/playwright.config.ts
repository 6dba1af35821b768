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
    {
      command: 'npx vite --port 8090 --strictPort --logLevel warn',
      cwd: `${built}/vite-app`,
      url: 'http://localhost:8090/',
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx vite preview --port 8091 --strictPort',
      cwd: `${built}/vite-app`,
      url: 'http://localhost:8091/',
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx vite --port 8095 --strictPort --logLevel warn',
      cwd: `${built}/vite7-app`,
      url: 'http://localhost:8095/',
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx vite --port 8096 --strictPort --logLevel warn',
      cwd: `${built}/vite6-app`,
      url: 'http://localhost:8096/',
      reuseExistingServer: false,
      timeout: 60_000,
    },
    serve('webpack-app', 8092),
    serve('script-tag', 8093),
    serve('cdn/package', 8094, 'package.json'),
  ],
});
