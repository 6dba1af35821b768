// End-to-end tests of the page in Debian's Chromium and its headless shell (never a
// downloaded browser), against the production build in dist/ (made by
// scripts/setup.sh) served by `vite preview` on port 8080 (E2E_PORT overrides it, so
// that several checkouts can test at once).
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './scripts/chromium.mjs';

const CI = !!process.env.CI;
// Specs whose checks hold at any desktop size (measured at both sizes) run at its
// smallest (SMALL: wider than 860 px, the 3D view ~440 px square instead of ~590,
// SwiftShader drawing ~45 % fewer pixels a frame: ~12 % less CPU for these specs,
// docs/BENCHMARKS.md, "Fewer page loads, fewer pixels"). The layout, look, phone,
// language and widget specs keep 1200x860 (LARGE), and so do smart-cube-page and
// sq1-paint: under load (a fresh machine's npm test, CTest's table builds beside) each
// lost a click at 900x640 once (a Disconnect, a palette piece).
const DRAWING_SPECS = [
  'camera-scan',
  'cancel-build',
  'chapters',
  'clock',
  'cube4',
  'fmc',
  'goal',
  'hostile-links',
  'long-scramble',
  'megaminx',
  'optimal',
  'page',
  'paint',
  'pocket',
  'puzzle-facts',
  'save',
  'share-links',
  'sliding',
  'solve',
  'sq1',
  'storage-room',
  'table-sizes',
  'twisty',
];
// Specs whose subject is the browser's own part (a service worker's install, the camera's
// permission, what a first load fetches, downloads): Debian's browser itself. Every
// other spec runs in the headless shell (scripts/chromium.mjs: a tenth less CPU).
const BROWSER_SPECS = ['camera-scan', 'first-load', 'offline', 'save'];
const files = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);
const LARGE = { width: 1200, height: 860 };
const SMALL = { width: 900, height: 640 };
/** A desktop Chrome's settings with this browser, our flags and this viewport (also the consumer tests'). */
export const desktop = (executablePath: string, viewport = LARGE) => ({
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath, args: CHROMIUM_ARGS },
  viewport,
});
/** A project: its browser, its viewport, and its specs (or every spec but `ignore`'s). */
const project = (
  name: string,
  executablePath: string,
  viewport: { width: number; height: number },
  specs: { match: string[] } | { ignore: string[] },
) => ({
  name,
  ...('match' in specs ? { testMatch: files(specs.match) } : { testIgnore: files(specs.ignore) }),
  use: desktop(executablePath, viewport),
});
const PORT = Number(process.env.E2E_PORT ?? 8080);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Tests shared out one by one (a spec that shares one page keeps its tests together:
  // mode 'serial'), one worker per core: the suite keeps both cores busy (SwiftShader
  // draws on the CPU), so four workers took as long (263 s, each test ~1.9x slower).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: CI,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: 'only-on-failure',
    // A trace records DOM snapshots and a screencast of every action: a fifth of the
    // suite's CPU time when kept for every test, so only a retried test (CI) records one.
    trace: 'on-first-retry',
    viewport: LARGE,
    // No service worker unless a spec tests offline use (offline.spec.ts, the
    // pseudo-language's test: `serviceWorkers: 'allow'`): its install in every fresh
    // context (~60 requests into Cache Storage) cost ~0.8-1.2 CPU-s, the suite 635 -> 584
    // CPU-s; and a route sees every request, none answered by the worker.
    serviceWorkers: 'block',
  },
  projects: [
    project('chromium', CHROMIUM_PATH, LARGE, { match: BROWSER_SPECS.filter((n) => !DRAWING_SPECS.includes(n)) }),
    project('chromium-small', CHROMIUM_PATH, SMALL, { match: BROWSER_SPECS.filter((n) => DRAWING_SPECS.includes(n)) }),
    project('headless-shell', HEADLESS_SHELL_PATH, LARGE, { ignore: [...DRAWING_SPECS, ...BROWSER_SPECS] }),
    project('headless-shell-small', HEADLESS_SHELL_PATH, SMALL, {
      match: DRAWING_SPECS.filter((n) => !BROWSER_SPECS.includes(n)),
    }),
  ],
  webServer: {
    // The project's own Vite, as npx would find it without starting npm's CLI (~0.5 CPU-s).
    command: `node_modules/.bin/vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
