// The consumer projects (tests/consumers/README.md) in Debian's Chromium, with the
// end-to-end tests' settings. Run tests/consumers/run.sh (it prepares
// build/consumers/ first). Each server is on its own port, from 8090 (CONSUMERS_PORT
// moves the ten, so that several checkouts can test at once; consumer-ports.ts):
//   +0 the Vite 8 project's dev server    +1 its `vite build` under `vite preview`
//   +2 build/consumers/: the webpack, Rollup and esbuild builds
//   +3 the plain page, +4 the package's files
//   +5, +6 the Vite 7 and Vite 6 projects' dev servers (their dependency pre-bundle moves the
//   package's script away from its files), +7, +8 their builds under their `vite preview`
//   +9 the Parcel build
import { defineConfig } from '@playwright/test';
import e2e, { desktop } from '../../playwright.config';
import { CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { PORT } from './consumer-ports';

const built = '../../build/consumers';
const serve = (dir: string, port: number, file = '') => ({
  command: `node serve.mjs ${built}/${dir} ${port}`,
  url: `http://localhost:${port}/${file}`,
  reuseExistingServer: false,
  timeout: 60_000,
});
/** A Vite project's own server: `vite` (its dev server) or `vite preview` (its build). */
const vite = (dir: string, port: number, preview = false) => ({
  // The project's own Vite, as npx would find it without starting npm's CLI (~0.5 CPU-s).
  command: `node_modules/.bin/vite${preview ? ' preview' : ''} --port ${port} --strictPort${preview ? '' : ' --logLevel warn'}`,
  cwd: `${built}/${dir}`,
  url: `http://localhost:${port}/`,
  reuseExistingServer: false,
  timeout: 60_000,
});

export default defineConfig({
  ...e2e,
  testDir: '.',
  // The projects are independent (each its own server): shared out one by one, four at
  // once, as a page spends most of its test waiting on its player's steps (timers, not
  // CPU: reduced motion, below): the suite 31.7 -> 25.6 s on two cores, the same CPU.
  fullyParallel: true,
  workers: 4,
  outputDir: '../../test-results/consumers',
  reporter: [['list']],
  // Each page's player steps through its moves without animating them (the reader's
  // reduced-motion setting): these tests are of the package's files under each bundler;
  // the animated turns are the e2e suite's (widget.spec.ts). Animated, the moves drawn by
  // SwiftShader, they cost ~2 CPU-s a page (the suite 57 -> 35 CPU-s).
  use: { ...e2e.use, baseURL: undefined, reducedMotion: 'reduce' },
  // Debian's browser itself, as a new user's page meets the package (not the e2e specs'
  // headless shell).
  projects: [{ name: 'chromium', use: desktop(CHROMIUM_PATH) }],
  webServer: [
    vite('vite-app', PORT.viteDev),
    vite('vite-app', PORT.vitePreview, true),
    vite('vite7-app', PORT.vite7Dev),
    vite('vite6-app', PORT.vite6Dev),
    vite('vite7-app', PORT.vite7Preview, true),
    vite('vite6-app', PORT.vite6Preview, true),
    serve('.', PORT.bundles, 'webpack-app/index.html'),
    serve('script-tag', PORT.scriptTag),
    serve('cdn/package', PORT.cdn, 'package.json'),
    serve('parcel-app/dist', PORT.parcel),
  ],
});
