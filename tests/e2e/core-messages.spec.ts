// The core's messages in the page's language (web/i18n/core): a bad state's problems, the
// pieces a twist may be on, a parse error of the scramble box, a Square-1 notation error,
// the camera scan's refusal and a solver's refusal with its words in the solver table, read
// in German and in Arabic as the core gives them (codes and parameters formatted by the page).
import { expect, type Page, test } from '@playwright/test';
import { installFakeCamera } from './fake-camera';
import { open, settle, watchConsole } from './helpers';
import { captured, faceOf, lightFor, randomState, show } from './scan-helpers';

const SOLVED3 = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';
const TEN_R = `${SOLVED3.slice(0, 53)}R`; // a B sticker typed as R
// The URF corner turned in place (U9 R1 F3 = 8, 9, 20).
const TWISTED_CORNER = [...SOLVED3].map((c, i) => ({ 8: 'F', 9: 'U', 20: 'R' })[i] ?? c).join('');

// Each language's checks in one page (a page load is ~1.2 CPU-s in SwiftShader), in the
// order a person meets them: a bad state, a parse error, a solver's refusal and its help,
// the optimal tables' menu, a Square-1 notation error, the camera scan's refusal.
const CASES = [
  {
    lang: 'de',
    counts: 'Es gibt 10 „R“-Sticker und 8 „B“-Sticker; jede Farbe braucht 9.',
    twist: /^Die Eckverdrehungen gehen nicht auf/,
    piece: /^die U-R-F-Ecke bei UFR$|^die .-.-.-Ecke bei .../,
    parse: /^Spalte 7: „\)“ erwartet, um die in Spalte 5 geöffnete Gruppe zu schließen, gefunden: Ende der Eingabe/,
    // A solver's refusal (layer by layer over a max length of 1) and its words in the
    // solver table (its title in the menu, its help), from the core's codes.
    title: 'Schicht für Schicht (Anfängermethode)',
    help: /^Schicht für Schicht, wie man es lernt/,
    status: /^Keine Lösung innerhalb der Grenzen: die Schicht-für-Schicht-Lösung hat \d+ Züge, über dem Limit von 1$/,
    sq1: /^Spalte 10: die obere Schicht dreht höchstens 11 Zwölftel in jede Richtung \(-11\.\.11\), nicht 12$/,
    scan: /^Die Farben ergeben keinen Würfel: (.*; )?Sticker \d+ \(Seite [URFDLB], Reihe \d, Spalte \d\) wird als Farbe von [URFDLB] gelesen \(CIELAB-Abstand \d+.*\), aber der nächste gültige Würfel braucht dort [URFDLB] /,
  },
  {
    lang: 'ar',
    counts: /^الموجود: .*؛ كل لون يحتاج إلى (9|٩)\.$/,
    twist: /^مجموع لفّات الزوايا غير صحيح/,
    piece: /^الزاوية .* في .../,
    parse: /^العمود (7|٧): كان المتوقع «\)» لإغلاق المجموعة المفتوحة في العمود (5|٥)، ووُجد نهاية المُدخل/,
    title: 'طبقة بطبقة (طريقة المبتدئين)',
    help: /^طبقة بطبقة كما يتعلمها الناس/,
    status: /^لا حل ضمن الحدود: حل طبقة بطبقة فيه [\d٠-٩]+ حركة، فوق الحد (1|١)$/,
    sq1: /^العمود (10|١٠): الطبقة العليا تدور 11 جزءًا من اثني عشر على الأكثر في كل اتجاه \(-11\.\.11\)، لا 12$/,
    scan: /^الألوان لا تشكّل مكعبًا واحدًا: (.*؛ )?الملصق [\d٠-٩]+ \(الوجه [URFDLB]، الصف [\d٠-٩]، العمود [\d٠-٩]\) يُقرأ بلون [URFDLB] /,
  },
] as const;

/**
 * The optimal solver's table choices (the core's "table choices" codes): in German the
 * menu's labels, each size's name and expected speed beside it, figures through Intl, and
 * how each size was measured, on hover (the core's table_measured codes); in Arabic the
 * measured speed (the registry's request and table-cache errors, which the page's controls
 * do not let a person reach, read in German, Arabic and Russian in the unit test).
 */
async function tableChoices(page: Page, lang: 'de' | 'ar'): Promise<void> {
  const facts = page.getByTestId('table-choice-facts');
  if (lang === 'ar') {
    await expect(facts.locator('li[data-choice="small"]')).toHaveAttribute('title', /^القياس: حالات عشوائية: الوسيط /);
    return;
  }
  await expect(page.getByTestId('optimal-table').locator('option')).toHaveText([
    'Klein: 72 MB (Smartphones; in etwa einer halben Minute erstellt)',
    'Mittel: 287 MB (Laptops; in etwa einer halben Minute erstellt)',
    'Groß: 1,02 GB (Desktop-Rechner; ~20× weniger Knoten; Minuten zum Erstellen)',
    'Extra groß: 2,01 GB (Browser, die 4 GB erlauben; ~1,7× weniger Knoten als groß)',
  ]);
  await expect(facts.locator('li[data-choice="medium"] b')).toHaveText('Mittel');
  await expect(facts.locator('li[data-choice="medium"]')).toContainText(
    'zufällige Zustände ~25 s (Median), 17 Züge ~3,5 s',
  );
  await expect(facts.locator('li[data-choice="medium"]')).toHaveAttribute(
    'title',
    /^Gemessen: zufällige Zustände: Median 25,5 s, 17 von 20 innerhalb von 60 s bewiesen \(17 Züge: Median 3,5 s\); erstellt in 25 s \(Chromium 156, 2 Threads, /,
  );
  await expect(facts.locator('li[data-choice="xlarge"]')).toHaveAttribute('title', /^Gemessen: nativ, ein Thread: /);
}

for (const c of CASES) {
  test(`the core's messages read in ${c.lang}: a bad state, a parse error, a solver's refusal, the optimal tables, a Square-1 error, a camera scan's refusal`, async ({
    page,
  }) => {
    test.slow(); // six faces shown to the fake camera
    const errors = watchConsole(page);
    await page.addInitScript(installFakeCamera);
    await open(page, `?lang=${c.lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', c.lang);

    await page.getByTestId('facelets-input').fill(TEN_R);
    await settle(page);
    const problem = page.getByTestId('problems').locator('li').first();
    await expect(problem).toHaveAttribute('data-code', 'sticker-count');
    await expect(problem).toHaveText(c.counts);

    await page.getByTestId('facelets-input').fill(TWISTED_CORNER);
    await settle(page);
    await expect(problem).toHaveAttribute('data-code', 'twisted-corner');
    await expect(problem).toContainText(c.twist);
    const candidates = page.getByTestId('problem-candidate');
    await expect(candidates).toHaveCount(8);
    await expect(candidates.first()).toHaveText(c.piece);

    await page.getByTestId('facelets-input').fill('');
    await page.getByTestId('scramble-input').fill('R U (R');
    await settle(page);
    await expect(page.getByTestId('scramble-error-text')).toHaveText(c.parse);

    // A solver's refusal and its help.
    await page.getByTestId('scramble-input').fill("R U F' L2 D B");
    await settle(page);
    await page.getByTestId('solver-select').selectOption('lbl');
    await settle(page);
    await expect(page.getByTestId('solver-select').locator('option:checked')).toHaveText(c.title);
    await expect(page.locator('#options-help')).toHaveText(c.help);
    await page.getByTestId('max-length').fill('1');
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('solve-status')).toHaveText(c.status, { timeout: 30_000 });

    await page.getByTestId('solver-select').selectOption('optimal');
    await settle(page);
    await tableChoices(page, c.lang);

    // A Square-1 notation error.
    await page.getByTestId('puzzle-sq1').check({ force: true });
    await settle(page);
    await page.getByTestId('sq1-scramble').fill('(1,0) / (12,0)');
    await expect(page.getByTestId('sq1-scramble-error-text')).toHaveText(c.sq1);

    // The camera scan of a 3x3x3 whose last face is the first one again: refused, and why.
    await page.locator('input[name="puzzle"][value="3x3x3"]').check();
    await page.getByTestId('scan-open').click();
    const state = randomState('3x3x3', 7);
    await show(page, faceOf(state, 'F'), lightFor(0));
    await page.getByTestId('scan-start').click();
    await captured(page, 1);
    for (const [i, face] of ['R', 'B', 'L', 'U'].entries()) {
      await show(page, faceOf(state, face), lightFor(i + 1));
      await captured(page, i + 2);
    }
    await show(page, faceOf(state, 'U'), lightFor(3));
    await captured(page, 6);
    await expect(page.getByTestId('scan-status')).toHaveText(c.scan);
    expect(errors).toEqual([]);
  });
}

test.describe('the widget', () => {
  test('says a bad state attribute and a parse error in its lang', async ({ page }) => {
    await page.route('**/fixtures/core-messages.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><body>
          <cube-player id="state" lang="de" state="${TEN_R}"></cube-player>
          <cube-player id="alg" lang="ar" alg="R U (R"></cube-player>
          <cube-player id="english" alg="R U (R"></cube-player>
          <script type="module" src="/widget/cube-player.js"></script></body></html>`,
      }),
    );
    await page.goto('/fixtures/core-messages.html');
    const error = (id: string) =>
      page.locator(`#${id}`).evaluate((el) => el.shadowRoot?.querySelector('[part="error"]')?.textContent ?? '');
    // Every problem, each in German.
    await expect
      .poll(() => error('state'), { timeout: 30_000 })
      .toMatch(
        /^Attribute "state": Es gibt 10 „R“-Sticker .*jede Farbe braucht 9\.; Die Ecke bei DBL .*; Die D-B-L-Ecke fehlt\.$/,
      );
    await expect.poll(() => error('alg')).toMatch(/^Attribute "alg": العمود (7|٧): /);
    await expect.poll(() => error('english')).toMatch(/^Attribute "alg": column 7: expected '\)' to close the group/);
  });
});
