// The page's words in the language it speaks (ICU MessageFormat compiled by Lingui at
// build time, formatted by compiled-messages.ts: plurals through Intl.PluralRules,
// numbers through Intl.NumberFormat).
// loadPageMessages() imports the one catalog the page needs (catalog-plugin.ts builds a
// chunk per language) before the page shows text; t() then formats a message by its key,
// which page-keys.ts types, so a key that is not in the sources fails tsc.
import { type CompiledCatalog, MessageCatalog } from './compiled-messages';
import { currentLocale, directionOf, type Locale } from './language';
import type { PageKey } from './page-keys';
import { loadWidgetMessages } from './widget-messages';

type Catalog = () => Promise<{ default: CompiledCatalog }>;

/** One chunk per language: only the chosen one is fetched. */
const PAGE_CATALOGS: Record<Locale, Catalog> = {
  en: () => import('virtual:messages/page/en'),
  'zh-CN': () => import('virtual:messages/page/zh-CN'),
  es: () => import('virtual:messages/page/es'),
  de: () => import('virtual:messages/page/de'),
  fr: () => import('virtual:messages/page/fr'),
  ru: () => import('virtual:messages/page/ru'),
  'pt-BR': () => import('virtual:messages/page/pt-BR'),
  ja: () => import('virtual:messages/page/ja'),
  pl: () => import('virtual:messages/page/pl'),
  ar: () => import('virtual:messages/page/ar'),
  'en-XA': () => import('virtual:messages/page/en-XA'),
};

let page = new MessageCatalog('en', {});

/** Loads the page's catalog of `locale` (default: the one chosen) and makes it current. */
export async function loadPageMessages(locale: Locale = currentLocale()): Promise<void> {
  // The player's words too (the page's player and counts speak them).
  const [{ default: messages }] = await Promise.all([PAGE_CATALOGS[locale](), loadWidgetMessages(locale)]);
  page = new MessageCatalog(locale === 'en-XA' ? 'en' : locale, messages);
}

/** The page's message `key` with its `values` ({count} a number, {list} a string...). */
export function t(key: PageKey, values?: Record<string, unknown>): string {
  return page.format(key, values);
}

/** The locale Intl should format in (the pseudo-language formats as English). */
export function intlLocale(): string {
  const locale = currentLocale();
  return locale === 'en-XA' ? 'en' : locale;
}

/** A number as the language writes it (digits, separators). */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(), options).format(n);
}

/** "A, B and C" as the language joins a list. */
export function formatList(items: readonly string[], type: Intl.ListFormatType = 'conjunction'): string {
  return new Intl.ListFormat(intlLocale(), { style: 'long', type }).format(items);
}

/** Tags a message may carry into the page (their text only: never attributes, never HTML). */
const RICH_TAGS = /<(code|kbd|b)>(.*?)<\/\1>/g;

/** Fills `el` with `text`, its <code>, <kbd> and <b> as elements and everything else as text. */
export function setRichText(el: Element, text: string): void {
  const nodes: (string | Node)[] = [];
  let at = 0;
  for (const m of text.matchAll(RICH_TAGS)) {
    nodes.push(text.slice(at, m.index));
    const tag = document.createElement(m[1]);
    tag.textContent = m[2];
    nodes.push(tag);
    at = (m.index ?? 0) + m[0].length;
  }
  nodes.push(text.slice(at));
  el.replaceChildren(...nodes.filter((n) => n !== ''));
}

/**
 * Sets `<html lang dir>`, the title and description, and translates the page's fixed
 * texts: an element's `data-i18n` names the message of its text (`data-i18n-rich`, one
 * with <code> or <kbd>), `data-i18n-attr` ("aria-label:key;title:key") those of its attributes.
 */
export function translateDocument(root: ParentNode = document): void {
  const locale = currentLocale();
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  document.title = t('main.title');
  document.querySelector('meta[name="description"]')?.setAttribute('content', t('main.description'));
  for (const el of root.querySelectorAll<HTMLElement>('[data-i18n]')) el.textContent = t(el.dataset.i18n as PageKey);
  for (const el of root.querySelectorAll<HTMLElement>('[data-i18n-face]'))
    el.textContent = t('solve.onFaceLetter', { face: el.dataset.i18nFace });
  for (const el of root.querySelectorAll<HTMLElement>('[data-i18n-rich]'))
    setRichText(el, t(el.dataset.i18nRich as PageKey));
  for (const el of root.querySelectorAll<HTMLElement>('[data-i18n-attr]')) {
    for (const pair of (el.dataset.i18nAttr ?? '').split(';')) {
      const [attr, key] = pair.split(':');
      if (attr && key) el.setAttribute(attr.trim(), t(key.trim() as PageKey));
    }
  }
}
