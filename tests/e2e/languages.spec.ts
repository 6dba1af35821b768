// The page in every language (web/i18n): the pseudo-language en-XA (English with every
// letter accented and bracketed) leaves no English word visible; each language's page
// opens with its own words, <html lang dir> set; the choice is kept in links and saved
// from the menu; Arabic lays out right to left; the widget speaks its `lang`.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { shortIds } from '../../web/i18n/catalog-plugin';
import { open, settle, watchConsole } from './helpers';

/** Words any language shows as they are: the name, formats, metrics, notation's names, key names. */
const KEPT = ['cubesolver', 'Rubik', 'PNG', 'SVG', 'GIF', 'WebM', 'HTM', 'QTM', 'STM', 'ETM', 'OBTM', 'NISS', 'FMC'];
KEPT.push('EO', 'DR', 'HTR', 'WCA', 'Home', 'End', 'Shift', 'Enter', 'TNoodle', 'WebAssembly', 'https', 'localhost');

/**
 * Visible English words: the text of every element shown and its aria-label and title,
 * the options of the menus shown, the title. Left out: notation (.mono, code, kbd, the
 * move list), the language menu (each language by its own name). The core's words (its
 * solver table's names and help, its replies) are in the page's language too: on the
 * pseudo page, accented. Puzzle names are names in every language.
 */
function englishWords(page: Page): Promise<string[]> {
  return page.evaluate((kept) => {
    const left = '.mono, code, kbd, #lang-menu, script, style, [aria-hidden="true"], svg, .moves';
    const skip = (el: Element) => el.closest(left) !== null;
    // Names that stay as they are inside a sentence: the puzzles'.
    const named = [...document.querySelectorAll('#puzzle-choice span')];
    const labels = named.map((s) => s.textContent ?? '').filter((t) => t !== '');
    const found = new Set<string>();
    const words = (text: string, where: string) => {
      const bare = labels.reduce((s, label) => s.split(label).join(' '), text);
      for (const w of bare.match(/[A-Za-z]{3,}/g) ?? []) if (!kept.includes(w)) found.add(`${w} (${where})`);
    };
    const shown = (el: Element) => (el as HTMLElement).checkVisibility?.({ checkVisibilityCSS: true }) ?? true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || skip(el) || !shown(el) || el.tagName === 'OPTION') continue;
      words(n.textContent ?? '', el.id || el.dataset.testid || el.tagName.toLowerCase());
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], option')) {
      const host = el.tagName === 'OPTION' ? (el.parentElement as Element) : el;
      if (skip(el) || !shown(host)) continue;
      for (const attr of ['aria-label', 'title']) words(el.getAttribute(attr) ?? '', `${el.id || el.tagName}@${attr}`);
      if (el.tagName === 'OPTION') words(el.textContent ?? '', `${host.id} option`);
    }
    words(document.title, 'title');
    return [...found].sort();
  }, KEPT);
}

/** Opens every panel (details), so that their texts are read too (a panel made on opening: once made). */
async function openPanels(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = true;
  });
  await expect(page.locator('details[data-load="pending"]')).toHaveCount(0);
}

/** Arabic: the page mirrored (panels, fields, the table progress), notation and playback left to right. */
async function arabicMirrored(page: Page): Promise<void> {
  const box = async (sel: string) => (await page.locator(sel).boundingBox())!;
  // The inputs' panel sits left of the viewer in a right-to-left layout (right of it in English).
  const viewer = await box('.viewer');
  const inputs = await box('#inputs');
  expect(inputs.x).toBeLessThan(viewer.x);
  const dir = (sel: string) => page.locator(sel).evaluate((el) => getComputedStyle(el).direction);
  expect(await dir('#inputs')).toBe('rtl');
  // Notation reads left to right: the move list, the scramble box, the facelets.
  expect(await dir('[data-testid="moves"]')).toBe('ltr');
  expect(await dir('[data-testid="scramble-input"]')).toBe('ltr');
  expect(await dir('[data-testid="player"]')).toBe('ltr');
  expect(await dir('[data-testid="table-progress"]')).toBe('rtl');
  const chips = page.getByTestId('move-chip');
  await expect(chips).toHaveCount(3);
  const first = (await chips.nth(0).boundingBox())!;
  const last = (await chips.nth(2).boundingBox())!;
  expect(first.x).toBeLessThan(last.x);
}

/**
 * index.html is served with short keys only where the page writes the words
 * (keys-only-html.ts, shortIds): read from any page of the site.
 */
async function servedIndexHasShortKeys(page: Page): Promise<void> {
  const source = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const ids = Object.fromEntries(shortIds(fileURLToPath(new URL('../../web/i18n', import.meta.url))));
  const served = await page.evaluate(() => fetch('/index.html').then((r) => r.text()));
  // Chromium's parser reads both: the elements and attributes served are the source's,
  // less the content of each element with data-i18n and the attributes data-i18n-attr
  // names, its message ids renamed as the build renames them.
  const report = await page.evaluate(
    ([a, b, short]) => {
      const TEXT = ['data-i18n', 'data-i18n-rich', 'data-i18n-face'];
      const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
      const translated = (el: Element) => TEXT.some((k) => el.hasAttribute(k));
      const kept = (doc: Document) =>
        [...doc.querySelectorAll('*')].filter((el) => !el.parentElement?.closest(TEXT.map((k) => `[${k}]`).join(',')));
      const shape = (el: Element, dropAttrs: boolean) => {
        const dropped = dropAttrs
          ? new Set((el.getAttribute('data-i18n-attr') ?? '').split(';').map((p) => p.split(':')[0].trim()))
          : new Set<string>();
        const renamed = (name: string, value: string) =>
          !dropAttrs || !['data-i18n', 'data-i18n-rich', 'data-i18n-attr'].includes(name)
            ? value
            : value
                .split(';')
                .map((pair) => pair.replace(/[\w.]+$/, (id) => short[id] ?? `unknown id ${id}`))
                .join(';');
        const attrs = [...el.attributes]
          .filter((x) => !dropped.has(x.name))
          .map((x) => `${x.name}=${renamed(x.name, x.value)}`);
        return `<${el.tagName} ${attrs.join(' ')}>`;
      };
      const source = kept(parse(a));
      const served = kept(parse(b));
      // The build fills in the tagline and names its own scripts and style sheets.
      const tagline = (el: Element) => el.closest('.tagline') !== null || ['SCRIPT', 'LINK'].includes(el.tagName);
      return {
        translated: source.filter(translated).length,
        emptied: served.filter(translated).every((el) => el.childNodes.length === 0),
        source: source.filter((el) => !tagline(el)).map((el) => shape(el, true)),
        served: served.filter((el) => !tagline(el)).map((el) => shape(el, false)),
        title: parse(b).title,
      };
    },
    [source, served, ids] as const,
  );
  expect(report.translated).toBeGreaterThan(100);
  expect(report.emptied).toBe(true);
  expect(report.served).toEqual(report.source);
  expect(report.title).toBe("cubesolver — Rubik's cube in your browser");
  expect(served.length).toBeLessThan(source.length);
}

test.describe('languages', () => {
  test.describe('with the service worker', () => {
    // The offline status's words too ("Offline ready"): the service worker on.
    test.use({ serviceWorkers: 'allow' });
    test('the pseudo-language leaves no English word visible, on every kind of puzzle, every panel open', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const errors = watchConsole(page);
      await open(page, '?lang=en-XA');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      await openPanels(page);
      expect(await englishWords(page)).toEqual([]);
      // A solve: the status line, the result, the move list's words.
      await page.getByTestId('scramble-input').fill("R U R' U'");
      await settle(page);
      await page.getByTestId('solve').click();
      await expect(page.getByTestId('result')).toBeVisible({ timeout: 30_000 });
      expect(await englishWords(page)).toEqual([]);
      // The other kinds of inputs: the Clock, the Square-1, the 8-puzzle, a twisty puzzle.
      for (const puzzle of ['clock', 'sq1', '8puzzle', 'pyraminx']) {
        await page.getByTestId(`puzzle-${puzzle}`).check({ force: true });
        await expect(page.locator('body')).toHaveAttribute('data-pending', '0');
        expect(await englishWords(page), puzzle).toEqual([]);
      }
      expect(errors).toEqual([]);
    });
  });

  test('each language opens in its own words, <html lang dir> set; a bad state is said in it; Arabic mirrored; index.html served with short keys', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    const solve = { en: 'Solve', de: 'Lösen', 'zh-CN': '求解', ar: 'حُلّ', ja: '解く', ru: 'Решить' };
    for (const lang of ['en', 'zh-CN', 'es', 'de', 'fr', 'ru', 'pt-BR', 'ja', 'pl', 'ar']) {
      // Arabic opens with a scramble, for its layout's checks (a move list to read).
      await open(page, lang === 'ar' ? '?lang=ar&scramble=R+U+F' : `?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      const want = solve[lang as keyof typeof solve];
      if (want) await expect(page.getByTestId('solve')).toHaveText(want);
      // The title and the first sentence are the language's; only English says "Type a scramble".
      const title = await page.title();
      expect(title.startsWith('cubesolver — '), lang).toBe(true);
      if (lang !== 'en') await expect(page.getByTestId('tagline')).not.toContainText('Type a scramble');
      if (lang === 'en') await servedIndexHasShortKeys(page);
      if (lang === 'ar') await arabicMirrored(page);
      // A bad state: the validity line is the page's words in that language.
      await page.getByTestId('facelets-input').fill('UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBR');
      await expect(page.getByTestId('validity-line')).toContainText('✗');
      if (lang !== 'en') await expect(page.getByTestId('validity-line')).not.toContainText('Not a valid state');
    }
    expect(errors).toEqual([]);
  });

  test('the menu saves the choice and puts lang in the address; the share link keeps it', async ({ page }) => {
    await open(page, '?scramble=R+U');
    await page.getByTestId('lang-menu').selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('fr');
    await expect(page.getByTestId('scramble-input')).toHaveValue('R U');
    await expect(page.getByTestId('share-link')).toHaveValue(/[?&]lang=fr/);
    // The saved choice, with no lang in the address.
    await open(page, '');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByTestId('lang-menu')).toHaveValue('fr');
  });

  test('the browser language is the default; a link wins over it', async ({ browser }, testInfo) => {
    const { baseURL, serviceWorkers } = testInfo.project.use;
    const context = await browser.newContext({ locale: 'pt-BR', baseURL, serviceWorkers });
    const page = await context.newPage();
    await open(page, '');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByTestId('solve')).toHaveText('Resolver');
    await open(page, '?lang=ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await context.close();
  });
});

test.describe('the widget in a language', () => {
  test('the widget speaks its lang, else its ancestor’s, else the page’s; its own views too: the Clock’s faces and dials, the 8-puzzle’s board, a net', async ({
    page,
  }) => {
    // One fixture page for both (each view player has a lang of its own).
    await page.route('**/fixtures/lang.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="de"><body>
          <cube-player id="own" lang="ja" alg="R U" controls="full"></cube-player>
          <div lang="ru"><cube-player id="ancestor" alg="R U" controls="full"></cube-player></div>
          <cube-player id="page" alg="R U" controls="full"></cube-player>
          <cube-player id="clock" lang="de" puzzle="clock" alg="UR3+" view="2d"></cube-player>
          <cube-player id="board" lang="ar" puzzle="8puzzle" view="2d" state="1 2 3 4 5 6 7 0 8" alg="R"></cube-player>
          <cube-player id="net" lang="pl" alg="R" view="net"></cube-player>
          <script type="module" src="/widget/cube-player.js"></script></body></html>`,
      }),
    );
    await page.goto('/fixtures/lang.html');
    const label = (id: string) =>
      page.locator(`#${id}`).evaluate((el) => el.shadowRoot?.querySelector('button.play')?.getAttribute('aria-label'));
    await expect.poll(() => label('own'), { timeout: 30_000 }).toBe('再生');
    await expect.poll(() => label('ancestor')).toBe('Воспроизвести');
    await expect.poll(() => label('page')).toBe('Abspielen');
    // A lang changed later: the player follows.
    await page.locator('#page').evaluate((el) => el.setAttribute('lang', 'fr'));
    await expect.poll(() => label('page')).toBe('Lire');

    // The views' own words.
    const clock = page.locator('#clock [data-testid="clock-view"]');
    await expect(clock).toHaveAttribute('aria-label', /\. Vorne: .*\. Hinten: .*\. Pins oben: (keine|[A-Z ]+)\.$/, {
      timeout: 30_000,
    });
    await expect(clock.locator('text')).toHaveText(['Vorderseite', 'Rückseite (von hinten gesehen)']);
    await expect(clock.locator('[data-hit="4"]')).toHaveAttribute('aria-label', /^Vorderes Zifferblatt C: \d+ Uhr$/);
    await expect(clock.locator('[data-pin="front-UL"]')).toHaveAttribute(
      'aria-label',
      'Pin UL (von vorne gesehen): unten',
    );
    const board = page.locator('#board [data-testid="board-preview"]');
    await expect(board).toHaveAttribute('aria-label', /^لوحة .*: 1 2 3; 4 5 6; 7 فراغ 8$/);
    await expect(page.locator('#net [role="img"]')).toHaveAttribute(
      'aria-label',
      /: Góra [URFDLB ]+; Prawo [URFDLB ]+; /,
    );
    // A lang changed later: the view is drawn again in it.
    await page.locator('#clock').evaluate((el) => el.setAttribute('lang', 'ja'));
    await expect(clock.locator('text')).toHaveText(['表', '裏（裏から見て）']);
  });

  test('the iframe page speaks its link’s lang', async ({ page }) => {
    await page.goto('/embed?alg=R+U&controls=full&lang=pl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    const label = () =>
      page
        .locator('cube-player')
        .evaluate((el) => el.shadowRoot?.querySelector('button.play')?.getAttribute('aria-label'));
    await expect.poll(label, { timeout: 30_000 }).toBe('Odtwórz');
  });
});
