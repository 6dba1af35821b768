// The page in every language (web/i18n): the pseudo-language en-XA (English with every
// letter accented and bracketed) leaves no English word visible; each language's page
// opens with its own words, <html lang dir> set, the choice kept in links and saved from
// the menu; Arabic lays out right to left.

import { expect, type Page, test } from '@playwright/test';
import { open, watchConsole } from './helpers';

/** Words any language shows as they are: the name, puzzle names, formats, metrics, notation's names. */
const KEPT = new Set(
  (
    'cubesolver Pyraminx Skewb Megaminx Clock Square Rubik PNG SVG GIF WebM HTM QTM STM ETM OBTM NISS FMC EO DR HTR ' +
    'WCA Home End English'
  ).split(' '),
);

/** Visible English words: text of every shown element (notation, code and the language menu left out) and its labels. */
function englishWords(page: Page): Promise<string[]> {
  return page.evaluate(
    (kept) => {
      const skip = (el: Element) =>
        el.closest('.mono, code, kbd, #lang-menu, script, style, noscript, [aria-hidden="true"], svg, .moves') !== null;
      const found = new Set<string>();
      const words = (text: string, where: string) => {
        for (const w of text.match(/[A-Za-z]{3,}/g) ?? []) if (!kept.includes(w)) found.add(`${w} (${where})`);
      };
      const shown = (el: Element) => (el as HTMLElement).checkVisibility?.({ checkVisibilityCSS: true }) ?? true;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!el || skip(el) || !shown(el) || el.tagName === 'OPTION') continue;
        words(n.textContent ?? '', el.id || el.dataset.testid || el.tagName.toLowerCase());
      }
      for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], option')) {
        const shownHere = el.tagName === 'OPTION' ? shown(el.parentElement as Element) : shown(el);
        if (skip(el) || !shownHere) continue;
        for (const attr of ['aria-label', 'title'])
          words(el.getAttribute(attr) ?? '', `${el.id || el.tagName}@${attr}`);
        if (el.tagName === 'OPTION') words(el.textContent ?? '', `${(el.parentElement as Element).id} option`);
      }
      words(document.title, 'title');
      return [...found].sort();
    },
    [...KEPT],
  );
}

test.describe('languages', () => {
  test('the pseudo-language leaves no English word visible (every panel open)', async ({ page }) => {
    const errors = watchConsole(page);
    await open(page, '?lang=en-XA');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await page.evaluate(() => {
      for (const d of document.querySelectorAll('details')) d.open = true;
    });
    expect(await englishWords(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
