// The core's messages in the page's language when a table does not fit in memory (a
// launch option of its own: core-messages.spec.ts runs in an uncapped browser).
import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { open, settle, watchConsole } from './helpers';

// A table the module's memory cannot hold (WebAssembly memory capped at 320 MiB, as in
// table-sizes.spec.ts): the core's refusal, a code carried by the worker's Error across
// to the page, read in German and Arabic (the size's name too).
test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--js-flags=--wasm-max-mem-pages=5120'] },
});
const MEMORY = [
  {
    lang: 'de',
    status:
      /^Nicht genug Speicher: nicht genug Speicher, um die optimale Tabelle „extra groß“ zu erstellen \(etwa [\d.]+ MiB\)$/,
  },
  { lang: 'ar', status: /لا توجد ذاكرة كافية لبناء الجدول الأمثل «كبير جدًا» \(نحو [\d٠-٩٬,]+ ميبيبايت\)/ },
] as const;
for (const c of MEMORY) {
  test(`the out-of-memory refusal reads in ${c.lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await open(page, `?lang=${c.lang}`);
    await page.getByTestId('scramble-input').fill("R U F' L2 D B' R2 U' F D2");
    await settle(page);
    await page.getByTestId('solver-select').selectOption('optimal');
    await settle(page);
    await page.getByTestId('optimal-table').selectOption('xlarge');
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('solve-status')).toContainText(c.status, { timeout: 90_000 });
    expect(errors).toEqual([]);
  });
}
