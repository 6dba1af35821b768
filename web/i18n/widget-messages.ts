// The words of the player and the <cube-player> widget (web/i18n/widget/*.json), which
// the page shares: each element may speak its own language (its `lang`, languageOf()),
// so a catalog is loaded per language asked for, one chunk each, and kept. In the
// widget's build English is in the script itself (`fallback`): it is what a player shows
// when its language's chunk cannot be loaded (Parcel 2.16 leaves chunks of a package out
// of its import map, issue 10252). The page's build leaves it out (null): the page loads
// English as a chunk like any other language, so a German page does not carry it.
/// <reference path="./virtual-messages.d.ts" />

import fallback from 'virtual:messages/widget/fallback';
import { type CompiledCatalog, MessageCatalog } from './compiled-messages';
import { loadCoreMessages } from './core';
import type { Locale } from './language';
import type { WidgetKey } from './widget-keys';

type Catalog = () => Promise<{ default: CompiledCatalog }>;

const WIDGET_CATALOGS: Record<Locale, Catalog> = {
  en: () => (fallback ? Promise.resolve({ default: fallback }) : import('virtual:messages/widget/en')),
  'zh-CN': () => import('virtual:messages/widget/zh-CN'),
  es: () => import('virtual:messages/widget/es'),
  de: () => import('virtual:messages/widget/de'),
  fr: () => import('virtual:messages/widget/fr'),
  ru: () => import('virtual:messages/widget/ru'),
  'pt-BR': () => import('virtual:messages/widget/pt-BR'),
  ja: () => import('virtual:messages/widget/ja'),
  pl: () => import('virtual:messages/widget/pl'),
  ar: () => import('virtual:messages/widget/ar'),
  'en-XA': () => import('virtual:messages/widget/en-XA'),
};

const loaded = new Map<Locale, MessageCatalog>();
const loading = new Map<Locale, Promise<void>>();

/** Loads the widget words of `locale` (once; later calls wait for the same load). */
export function loadWidgetMessages(locale: Locale): Promise<void> {
  let load = loading.get(locale);
  if (!load) {
    // The core's messages in the same language come with the widget's words; where a
    // chunk cannot load, both are said in English.
    const core = loadCoreMessages(locale === 'en-XA' ? 'en' : locale).catch(() => undefined);
    const words = WIDGET_CATALOGS[locale]().then(
      ({ default: messages }) => messages,
      (e: unknown) => {
        console.warn(`cube-player: the words in ${locale} could not be loaded (${e}); English is shown.`);
        return fallback ?? import('virtual:messages/widget/en').then((m) => m.default);
      },
    );
    load = Promise.all([words, core]).then(([messages]) => activate(locale, messages));
    loading.set(locale, load);
  }
  return load;
}

function activate(locale: Locale, messages: CompiledCatalog): void {
  loaded.set(locale, new MessageCatalog(locale === 'en-XA' ? 'en' : locale, messages));
}

/** Whether `locale`'s widget words are loaded. */
export function widgetMessagesLoaded(locale: Locale): boolean {
  return loaded.has(locale);
}

/** A widget message in `locale`; '' until that language's words are loaded (they load first). */
export function wt(locale: Locale, key: WidgetKey, values?: Record<string, unknown>): string {
  const catalog = loaded.get(locale);
  return catalog ? catalog.format(key, values) : '';
}
