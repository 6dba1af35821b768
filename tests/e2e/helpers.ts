// What the end-to-end specs share: the solved states, opening the page and waiting for
// it to settle, console watching, and one page reused across a spec's tests (a page
// load costs seconds in SwiftShader).
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';

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
  await page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
}

/** Waits until the solver worker is idle (no solve or scramble running). */
export async function idle(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveAttribute('data-busy', '0', { timeout: 30_000 });
}

/** A page with the project's settings (base URL, viewport), for a whole serial spec. */
export async function sharedPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport } = testInfo.project.use;
  return browser.newPage({ baseURL, viewport });
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
    await page.getByTestId('speed').fill('8');
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
