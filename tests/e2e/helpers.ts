// What the end-to-end specs share: the solved states, opening the page and waiting for
// it to settle, console watching, one page reused across a spec's tests (a page
// load costs seconds in SwiftShader), a player's canvas ink, and replaying moves in the
// core (also used by tests/consumers).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';

export const SOLVED3 = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';
export const SOLVED2 = 'UUUURRRRFFFFDDDDLLLLBBBB';

/** Collects console errors and uncaught exceptions; the test expects it to stay empty. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

export async function open(page: Page, query = ''): Promise<void> {
  await page.goto(`/${query}`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await settle(page);
}

/** Waits for the page to finish its update and the view to draw it. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveAttribute('data-pending', '0');
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

/**
 * Sets the page's playback to its top speed (8x) until the next page load. A solve plays
 * its solution by itself, and every frame is drawn on the CPU (SwiftShader): at 1x a
 * 20-move solution takes 7.6 s and ~9 CPU-s, at 8x 1.6 s and ~1.2 (docs/BENCHMARKS.md,
 * "What the end-to-end suite's CPU is spent on"). For tests that do not watch the moves
 * play at the default speed.
 */
export async function topSpeed(page: Page): Promise<void> {
  await page.getByTestId('speed').fill('8');
}

/** Waits until the solver worker is idle (no solve or scramble running). */
export async function idle(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveAttribute('data-busy', '0', { timeout: 30_000 });
}

/**
 * A page with the project's settings (base URL, viewport, no service worker: a spec's
 * test.use does not reach a page made here), for a whole serial spec.
 */
export async function sharedPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, serviceWorkers } = testInfo.project.use;
  return browser.newPage({ baseURL, viewport, serviceWorkers });
}

/**
 * One page (one browser context) for all of a spec's tests, each of which opens the
 * URL it needs in it: they run in order; `use` gets the page and its console errors
 * before the first; after each, the errors are emptied and the look a link set
 * (localStorage) is cleared, so that a test starts as in a fresh context but for the
 * tables stored in IndexedDB and the HTTP cache; after the last, it closes.
 */
export function sharePage(use: (page: Page, errors: string[]) => void): void {
  test.describe.configure({ mode: 'serial' });
  let page: Page | undefined;
  let errors: string[] = [];
  test.beforeAll(async ({ browser }, testInfo) => {
    page = await sharedPage(browser, testInfo);
    errors = watchConsole(page);
    use(page, errors);
  });
  test.afterEach(async () => {
    errors.length = 0;
    if (page?.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  });
  test.afterAll(async () => {
    await page?.close();
  });
}

/**
 * One page for all of a spec's tests, which then run in order: before the first, the
 * page opens at `query` and settles, its console is watched and playback runs at the
 * top speed (8x); `use` gets the page and the console errors; after the last, it closes.
 */
export function shareOnePage(query: string, use: (page: Page, errors: string[]) => void): void {
  test.describe.configure({ mode: 'serial' });
  let page: Page | undefined;
  test.beforeAll(async ({ browser }, testInfo) => {
    page = await sharedPage(browser, testInfo);
    use(page, watchConsole(page));
    await open(page, query);
    await topSpeed(page);
  });
  test.afterAll(async () => {
    await page?.close();
  });
}

/** The moves of the solution in the move list, as the chips name them. */
export async function chips(page: Page): Promise<string[]> {
  return page.getByTestId('move-chip').allTextContents();
}

/** Solves and waits for the reply; returns the length the result shows. */
export async function solveAndWait(page: Page): Promise<number> {
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('solve-status')).toContainText(/Solved:/, { timeout: 30_000 });
  await idle(page);
  return Number((await page.getByTestId('solution-length').textContent())!.match(/\d+/)![0]);
}

export interface Ink {
  kind: string; // the canvas's context: '2d' for the shared renderer
  painted: number; // fraction of pixels with paint
  colours: number; // distinct colours among them (coarse)
}

/** Samples the pixels a player's canvas shows. */
export function canvasInk(page: Page, selector: string): Promise<Ink> {
  return page.evaluate((sel) => {
    const host = document.querySelector(sel)!;
    const canvas = host.shadowRoot!.querySelector('canvas')!;
    const ctx = canvas.getContext('2d');
    if (!ctx) return { kind: 'webgl', painted: 0, colours: 0 };
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 16) {
      if (data[i + 3] < 200) continue;
      painted++;
      colours.add(((data[i] >> 5) << 6) | ((data[i + 1] >> 5) << 3) | (data[i + 2] >> 5));
    }
    return { kind: '2d', painted: painted / (data.length / 16), colours: colours.size };
  }, selector);
}

const CLI = fileURLToPath(new URL('../../build/native/cubesolver', import.meta.url));

/**
 * A blank page of the site that has imported the solver API (the package's bundle
 * dist/widget/cubesolver.js, its worker and .wasm beside it) as `window.api`. Routed: a
 * context that lets the site's service worker answer must block it (serviceWorkers: 'block').
 */
export async function openApi(page: Page): Promise<void> {
  await page.route('**/fixtures/api.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><meta charset="utf-8"><title>API</title>
        <script type="module">import * as api from '/widget/cubesolver.js'; window.api = api;</script>`,
    }),
  );
  await page.goto('/fixtures/api.html');
  await page.waitForFunction(() => 'api' in window);
}

/**
 * The facelets after `moves` from `state` ('' = solved), as the core computes them (the
 * native CLI); without `puzzle` the CLI tells the 3x3x3 and the 2x2x2 apart by the state's length.
 */
export function replay(state: string, moves: string, puzzle?: string): string {
  const which = puzzle ? ['--puzzle', puzzle] : [];
  const from = state ? ['--state', state] : [];
  return execFileSync(CLI, ['apply', ...which, ...from, '--scramble', moves])
    .toString()
    .trim();
}

/**
 * A puzzle with a view of its own: its share link reopened keeps the scramble and the
 * moves, and a Twizzle link (`twizzleId`, the scramble as setup-alg, moves as alg) reads
 * as the scramble and the moves, the current state the core's.
 */
export async function checkOwnViewLinks(
  page: Page,
  p: { puzzle: string; twizzleId: string; setup: string; alg: string; algChips: string[] },
): Promise<void> {
  const reopened = async () => {
    await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
    await settle(page);
    await expect(page.getByTestId(`puzzle-${p.puzzle}`)).toBeChecked();
  };
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toContain(`puzzle=${p.puzzle}`);
  const scramble = await page.getByTestId(`${p.puzzle}-scramble`).inputValue();
  const moves = (await chips(page)).join(' ');
  await page.goto(link);
  await reopened();
  await expect(page.getByTestId(`${p.puzzle}-scramble`)).toHaveValue(scramble);
  expect((await chips(page)).join(' ')).toBe(moves);
  const query = `puzzle=${p.twizzleId}&setup-alg=${encodeURIComponent(p.setup)}&alg=${encodeURIComponent(p.alg)}`;
  await page.goto(`/?${query}`);
  await reopened();
  await expect(page.getByTestId(`${p.puzzle}-scramble`)).toHaveValue(p.setup);
  await expect(page.getByTestId(`${p.puzzle}-current`)).toHaveText(replay('', p.setup, p.puzzle));
  expect(await chips(page)).toEqual(p.algChips);
}

/** The widget (the iframe page) solves `scramble`: the moves it plays, each jumped to, and its state after them. */
export async function widgetSolves(
  page: Page,
  puzzle: string,
  scramble: string,
): Promise<{ moves: string; state: string }> {
  await page.goto(`/embed?puzzle=${puzzle}&scramble=${encodeURIComponent(scramble)}&solve=`);
  const player = page.locator('cube-player');
  await expect.poll(() => player.evaluate((el: any) => el.length), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(player.locator(`[data-testid="${puzzle}-view"]`)).toBeVisible();
  const moves = await player.evaluate(async (el: any) => {
    const out: string[] = [];
    el.addEventListener('move', (e: any) => out.push(e.detail.move));
    for (let i = 1; i <= el.length; i++) {
      el.jumpTo(i);
      await new Promise((r) => setTimeout(r, 0));
    }
    return out.join(' ');
  });
  return { moves, state: await player.evaluate((el: any) => el.state) };
}

/** Save animation as a GIF: the file's size, read from its header (the status names its frames). */
export async function saveGif(page: Page): Promise<{ width: number; height: number }> {
  await page.getByTestId('save-clip-kind').selectOption('gif');
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId('save-clip').click();
  const bytes = readFileSync(await (await download).path());
  expect(bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
  await expect(page.getByTestId('save-status')).toContainText('GIF saved');
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}
