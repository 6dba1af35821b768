// Which language the page and the widget speak. The order of choice: `?lang=xx` in the
// address (kept in shared links), then the choice saved from the language menu, then the
// browser's languages (navigator.languages), then English. The widget asks languageOf()
// for its element: its own `lang`, else its nearest ancestor's, else the page's.

/** The languages the page, the widget and the core's messages are written in. */
export type Lang = 'en' | 'zh-CN' | 'es' | 'de' | 'fr' | 'ru' | 'pt-BR' | 'ja' | 'pl' | 'ar';

export const LANGS: readonly Lang[] = ['en', 'zh-CN', 'es', 'de', 'fr', 'ru', 'pt-BR', 'ja', 'pl', 'ar'];

/** A pseudo-language for tests: English accented and bracketed, so any English left shows. */
export const PSEUDO = 'en-XA';
export type Locale = Lang | typeof PSEUDO;

/** Where the language menu's choice is kept. */
export const SAVED_KEY = 'cubesolver.lang';

/** The language `tag` (a BCP 47 tag as browsers and `lang` attributes write it) reads in, if one of ours. */
export function matchLang(tag: string | null | undefined): Lang | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase();
  const exact = LANGS.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  // One script or country of each language: any Chinese reads the simplified page, any Portuguese the Brazilian.
  const base = lower.split(/[-_]/)[0];
  return LANGS.find((l) => l.toLowerCase().split('-')[0] === base);
}

/** The locale `tag` names, the pseudo-language included (only a link or a test asks for it). */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (tag?.trim().toLowerCase() === PSEUDO.toLowerCase()) return PSEUDO;
  return matchLang(tag);
}

function savedChoice(): Lang | undefined {
  try {
    return matchLang(globalThis.localStorage?.getItem(SAVED_KEY));
  } catch {
    return undefined; // storage blocked (a sandboxed frame): no saved choice
  }
}

/** The locale the address's `lang` names (query or fragment), if any: links made from it keep it. */
export function linkLocale(): Locale | undefined {
  if (typeof location === 'undefined') return undefined;
  const hash = new URLSearchParams(location.hash.slice(1)).get('lang');
  return matchLocale(hash ?? new URLSearchParams(location.search).get('lang'));
}

/** The locale the page chooses: the link's, the saved one, the browser's, English. */
export function chooseLocale(): Locale {
  const fromLink = linkLocale();
  if (fromLink) return fromLink;
  const saved = savedChoice();
  if (saved) return saved;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of browser) {
    const lang = matchLang(tag);
    if (lang) return lang;
  }
  return 'en';
}

let chosen: Locale | undefined;

/** The page's locale (chosen once, then what setLocale() set). */
export function currentLocale(): Locale {
  chosen ??= chooseLocale();
  return chosen;
}

/** The page's language; the pseudo-language's text is English underneath. */
export function currentLanguage(): Lang {
  const locale = currentLocale();
  return locale === PSEUDO ? 'en' : locale;
}

/** Sets the page's locale (the menu saves it; a link's `lang` is only used, not saved). */
export function setLocale(locale: Locale, save: boolean): void {
  chosen = locale;
  if (!save || locale === PSEUDO) return;
  try {
    globalThis.localStorage?.setItem(SAVED_KEY, locale);
  } catch {
    // storage blocked: the choice lasts this visit
  }
}

/** Writing direction of a locale. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The locale an element speaks: its own `lang`, else its nearest ancestor's (the page's
 * <html lang> last), else the one the page would choose (link, saved, browser, English).
 * A `lang` none of ours matches (lang="ko") counts as none.
 */
export function languageOf(element: Element): Locale {
  for (let el: Element | null = element.closest('[lang]'); el; el = el.parentElement?.closest('[lang]') ?? null) {
    const locale = matchLocale(el.getAttribute('lang'));
    if (locale) return locale;
  }
  return currentLocale();
}
