// The language menu: each language by its own name. A choice is saved and the page
// reloads in it, the work kept (the address carries the inputs, share-link.ts) and
// `lang` put in the address, so a shared link opens in the same language.
import { currentLocale, LANGS, type Lang, setLocale } from '../i18n/language';

/** Each language as its speakers write its name (never translated). */
const NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  'zh-CN': '简体中文',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  ru: 'Русский',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
  pl: 'Polski',
  ar: 'العربية',
};

export function fillLanguageMenu(menu: HTMLSelectElement): void {
  menu.replaceChildren(
    ...LANGS.map((lang) => {
      const option = new Option(NAMES[lang], lang);
      option.lang = lang;
      return option;
    }),
  );
  menu.value = currentLocale();
  menu.addEventListener('change', () => {
    const lang = menu.value as Lang;
    setLocale(lang, true);
    const url = new URL(location.href);
    url.searchParams.set('lang', lang);
    location.assign(url.href);
  });
}
