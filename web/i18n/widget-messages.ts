// The words of the player and the <cube-player> widget (web/i18n/widget/*.json), which
// the page shares: each element may speak its own language (its `lang`, languageOf()),
// so a catalog is loaded per language asked for, one chunk each, and kept. English is
// in the script itself: it is what a player shows when its language's chunk cannot be
// loaded (Parcel 2.16 leaves chunks of a package out of its import map, issue 10252).
/// <reference path="./virtual-messages.d.ts" />

import english from 'virtual:messages/widget/en';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { loadCoreMessages } from './core';
import type { Locale } from './language';
import type { WidgetKey } from './widget-keys';

type Catalog = () => Promise<{ default: Messages }>;

const WIDGET_CATALOGS: Record<Locale, Catalog> = {
  en: () => Promise.resolve({ default: english }),
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

const loaded = new Map<Locale, I18n>();
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
        return english;
      },
    );
    load = Promise.all([words, core]).then(([messages]) => activate(locale, messages));
    loading.set(locale, load);
  }
  return load;
}

function activate(locale: Locale, messages: Messages): void {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: locale === 'en-XA' ? 'en' : locale, messages });
  loaded.set(locale, i18n);
}

/** Whether `locale`'s widget words are loaded. */
export function widgetMessagesLoaded(locale: Locale): boolean {
  return loaded.has(locale);
}

/** A widget message in `locale`; '' until that language's words are loaded (they load first). */
export function wt(locale: Locale, key: WidgetKey, values?: Record<string, unknown>): string {
  const i18n = loaded.get(locale);
  return i18n ? i18n._(key, values) : '';
}
